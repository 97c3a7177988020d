import { canonicalPath } from './paths';

/**
 * The redirects as the site's server answers them: one Map from an old address (canonical, as
 * paths.ts writes it) to where it leads, or null for 410 Gone. Replaced whole on each load, so a
 * request sees the old table or the new one, never half of each.
 */
export class RedirectTable {
  private entries = new Map<string, string | null>();

  get size(): number {
    return this.entries.size;
  }

  replace(rows: Iterable<{ fromPath: string; toPath: string | null }>): void {
    const next = new Map<string, string | null>();
    for (const { fromPath, toPath } of rows) next.set(fromPath, toPath);
    this.entries = next;
  }

  /** Where a request's path leads: a path (308), null (410 Gone), or undefined (no redirect: on to the pages). */
  lookup(pathname: string): string | null | undefined {
    if (this.entries.size === 0) return undefined;
    // A path spelled as the table spells it (nearly every request's) is answered by one lookup.
    const found = this.entries.get(pathname);
    if (found !== undefined) return found;
    const key = canonicalPath(pathname);
    return key === pathname ? undefined : this.entries.get(key);
  }
}
