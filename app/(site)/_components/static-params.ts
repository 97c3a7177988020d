/**
 * The addresses a dynamic route prerenders at build. Cache Components checks each such route by
 * prerendering at least one address; while there is none (no store published yet, a list with
 * one page) a placeholder that answers not-found stands in, as Next.js documents. Real addresses
 * added later render on their first visit.
 */
export const PLACEHOLDER_PARAM = '__none__';

export function staticParams<Name extends string>(params: Record<Name, string>[], names: readonly Name[]): Record<Name, string>[] {
  if (params.length > 0) return params;
  return [Object.fromEntries(names.map((name) => [name, PLACEHOLDER_PARAM])) as Record<Name, string>];
}
