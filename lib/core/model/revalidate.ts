import 'server-only';
import { logger } from '@/lib/core/ops/log';

type Revalidator = (tags: string[]) => void;

const holder = globalThis as unknown as { __ozRevalidators?: Set<Revalidator>; __ozPagesExpired?: Set<() => void> };

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
      logger().error({ err: error, tags: unique }, 'Revalidation failed');
    }
  }
}

function expiryListeners(): Set<() => void> {
  holder.__ozPagesExpired ??= new Set();
  return holder.__ozPagesExpired;
}

/**
 * Registers what happens each time Next's page tags are expired: at once after a change, and
 * again a little later (graphql/page-revalidation.ts). Our server's response cache empties itself
 * then (lib/core/http/response-cache.ts), so a page regenerated from the old content between the two is
 * not kept either.
 */
export function onPagesExpired(listener: () => void): () => void {
  expiryListeners().add(listener);
  return () => expiryListeners().delete(listener);
}

/** Called by whatever expires Next's page tags, each time it does. */
export function pagesExpired(): void {
  for (const listener of expiryListeners()) listener();
}
