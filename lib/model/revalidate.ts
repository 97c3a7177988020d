import 'server-only';

type Revalidator = (tags: string[]) => void;

const holder = globalThis as unknown as { __ozRevalidators?: Set<Revalidator> };

function revalidators(): Set<Revalidator> {
  holder.__ozRevalidators ??= new Set();
  return holder.__ozRevalidators;
}

/**
 * Registers what happens when content changes. The GraphQL route registers Next's
 * `revalidateTag`; tests register a recorder. Outside a Next server nothing is registered and
 * a change only reaches the database.
 */
export function onContentChange(revalidator: Revalidator): () => void {
  revalidators().add(revalidator);
  return () => revalidators().delete(revalidator);
}

export function contentChanged(tags: Iterable<string>): void {
  const unique = [...new Set(tags)];
  if (unique.length === 0) return;
  for (const revalidator of revalidators()) {
    try {
      revalidator(unique);
    } catch (error) {
      console.error('Revalidation failed for', unique.join(', '), error);
    }
  }
}
