import { LRUCache } from 'lru-cache';
import type { TagLedger } from './tag-ledger';

/*
 * The page cache of several instances (./handlers/pages.ts, next.config.ts `cacheHandler`, as
 * https://nextjs.org/docs/app/api-reference/config/next-config-js/incrementalCacheHandlerPath
 * documents it): rendered pages and route answers stay in this process's memory, and one is
 * refused once one of its tags expired on any instance (the ledger, ./tag-ledger.ts). The
 * expiry itself is recorded by the 'use cache' handler, which every revalidateTag reaches too.
 */

/** Next's default in-memory size for rendered pages (`cacheMaxMemorySize`). */
const MEMORY_BYTES = 50 * 1024 * 1024;

const TAGS_HEADER = 'x-next-cache-tags';

/** What Next.js stores: a rendered page, a route's answer, a fetch; opaque here but for its size and tags. */
type Value = Record<string, unknown> | null;

interface Kept {
  value: Value;
  lastModified: number;
  tags: string[];
  bytes: number;
}

/** The tags a page or route answer was rendered with (Next keeps them in a header). */
function headerTags(value: Value): string[] {
  const header = (value?.headers as Record<string, unknown> | undefined)?.[TAGS_HEADER];
  return typeof header === 'string' && header ? header.split(',') : [];
}

/** Roughly the bytes a value holds: its HTML, RSC payload, segments and body. */
function bytesOf(value: Value): number {
  let bytes = 1024;
  for (const part of [value?.html, value?.rscData, value?.body, value?.data]) {
    if (typeof part === 'string') bytes += part.length;
    else if (part instanceof Uint8Array) bytes += part.byteLength;
  }
  if (value?.segmentData instanceof Map) for (const segment of value.segmentData.values()) if (segment instanceof Uint8Array) bytes += segment.byteLength;
  return bytes;
}

/** The class Next.js instantiates (it passes options this cache does not need). */
export function pageCacheHandler(ledger: () => TagLedger, maxBytes = MEMORY_BYTES, now: () => number = Date.now) {
  const kept = new LRUCache<string, Kept>({ maxSize: maxBytes, sizeCalculation: (entry) => entry.bytes });
  return class PageCacheHandler {
    async get(key: string, context?: { softTags?: string[] }): Promise<{ value: Value; lastModified: number } | null> {
      const found = kept.get(key);
      if (!found) return null;
      if (ledger().expiredAt([...found.tags, ...(context?.softTags ?? [])]) > found.lastModified) {
        kept.delete(key);
        return null;
      }
      return { value: found.value, lastModified: found.lastModified };
    }

    async set(key: string, value: Value, context?: { tags?: string[] }): Promise<void> {
      kept.set(key, { value, lastModified: now(), tags: [...(context?.tags ?? []), ...headerTags(value)], bytes: bytesOf(value) });
    }

    async revalidateTag(): Promise<void> {
      // Recorded in the ledger by the 'use cache' handler's updateTags, for every instance.
    }

    resetRequestCache(): void {}
  };
}
