import type { Span } from '@/lib/core/search';

/** A text with the words a visitor searched for marked (<mark>), at spans the search found in it. */
export function Highlighted({ text, spans }: { text: string; spans: readonly Span[] }) {
  const parts: React.ReactNode[] = [];
  let at = 0;
  for (const [start, end] of spans) {
    if (start > at) parts.push(text.slice(at, start));
    parts.push(
      <mark key={start} className="rounded-sm bg-accent-500/25 px-0.5 text-inherit">
        {text.slice(start, end)}
      </mark>,
    );
    at = end;
  }
  if (at < text.length) parts.push(text.slice(at));
  return <>{parts}</>;
}
