/**
 * Buffers by key, bounded by their total bytes: once over `maxBytes`, the entries written or
 * read longest ago go first. The compressed bodies and the page cache keep theirs in one each.
 */
export class BoundedStore<V> {
  private readonly entries = new Map<string, V>();
  private total = 0;

  constructor(
    private readonly maxBytes: number,
    private readonly bytesOf: (value: V) => number,
  ) {}

  /** Bytes held. */
  get size(): number {
    return this.total;
  }

  /** The entry, leaving its place in the order as it is. */
  peek(key: string): V | undefined {
    return this.entries.get(key);
  }

  /** The entry, now counted as the most recently used. */
  get(key: string): V | undefined {
    const value = this.entries.get(key);
    if (value === undefined) return undefined;
    this.entries.delete(key);
    this.entries.set(key, value);
    return value;
  }

  /** Keeps `value` under `key` (a value larger than the whole store is not kept). */
  set(key: string, value: V): void {
    this.delete(key);
    const bytes = this.bytesOf(value);
    if (bytes > this.maxBytes) return;
    this.entries.set(key, value);
    this.total += bytes;
    for (const oldest of this.entries.keys()) {
      if (this.total <= this.maxBytes) break;
      this.delete(oldest);
    }
  }

  delete(key: string): void {
    const value = this.entries.get(key);
    if (value === undefined) return;
    this.entries.delete(key);
    this.total -= this.bytesOf(value);
  }

  /** Forgets every entry `test` picks. */
  deleteWhere(test: (value: V) => boolean): void {
    for (const [key, value] of this.entries) if (test(value)) this.delete(key);
  }
}
