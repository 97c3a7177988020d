import type { CacheEntry, CacheHandler } from 'next/cache';
import { LRUCache } from 'lru-cache';
import type { TagLedger } from './tag-ledger';

/*
 * The 'use cache' handler of several instances (./handlers/data.ts, next.config.ts
 * `cacheHandlers.default`, as
 * https://nextjs.org/docs/app/api-reference/config/next-config-js/cacheHandlers documents it):
 * entries stay in this process's memory, and an entry is refused once one of its tags, or of the
 * page's implicit tags, expired on any instance (the ledger, ./tag-ledger.ts). Every
 * revalidateTag of any instance reaches `updateTags` here, which records it for all of them.
 */

/** Next's default in-memory size for 'use cache' entries (`cacheMaxMemorySize`). */
const MEMORY_BYTES = 50 * 1024 * 1024;

interface Kept {
  entry: Omit<CacheEntry, 'value'>;
  chunks: Uint8Array[];
  bytes: number;
}

function streamOf(chunks: readonly Uint8Array[]): ReadableStream<Uint8Array> {
  return new ReadableStream({
    start(controller) {
      for (const chunk of chunks) controller.enqueue(chunk);
      controller.close();
    },
  });
}

async function readAll(stream: ReadableStream<Uint8Array>): Promise<Uint8Array[]> {
  const chunks: Uint8Array[] = [];
  const reader = stream.getReader();
  for (let read = await reader.read(); !read.done; read = await reader.read()) chunks.push(read.value);
  return chunks;
}

export function createDataCacheHandler(ledger: TagLedger, maxBytes = MEMORY_BYTES, now: () => number = Date.now): CacheHandler {
  const kept = new LRUCache<string, Kept>({ maxSize: maxBytes, sizeCalculation: (entry) => entry.bytes });
  const pending = new Map<string, Promise<void>>();
  return {
    async get(cacheKey, softTags) {
      await pending.get(cacheKey);
      const found = kept.get(cacheKey);
      if (!found) return undefined;
      const { entry } = found;
      // Past its revalidate time an in-memory entry is a miss, as in Next's own handler.
      if (now() > entry.timestamp + entry.revalidate * 1000 || ledger.expiredAt(entry.tags) > entry.timestamp) {
        kept.delete(cacheKey);
        return undefined;
      }
      // Refused for this page only: the soft tags are the asking page's own.
      if (ledger.expiredAt(softTags) > entry.timestamp) return undefined;
      return { ...entry, value: streamOf(found.chunks) };
    },
    async set(cacheKey, pendingEntry) {
      const stored = (async () => {
        const { value, ...entry } = await pendingEntry;
        try {
          const chunks = await readAll(value);
          // The key counts too, as in Next's own handler: it is the function's arguments, which a client can make large (a 'use cache' function called as a server action).
          kept.set(cacheKey, { entry, chunks, bytes: cacheKey.length + chunks.reduce((sum, chunk) => sum + chunk.byteLength, 0) });
        } catch {
          // A render that failed half way leaves no entry.
        }
      })();
      pending.set(cacheKey, stored);
      try {
        await stored;
      } finally {
        if (pending.get(cacheKey) === stored) pending.delete(cacheKey);
      }
    },
    // The ledger is kept current by Redis as expiries happen: nothing to fetch per request.
    refreshTags: async () => undefined,
    getExpiration: async (tags) => ledger.expiredAt(tags),
    async updateTags(tags, durations) {
      ledger.expire(tags, now() + (durations?.expire ?? 0) * 1000);
    },
  };
}
