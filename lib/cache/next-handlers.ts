import { createDefaultCacheHandler } from 'next/dist/server/lib/cache-handlers/default';
import type { CacheHandler } from 'next/dist/server/lib/cache-handlers/types';
import FileSystemCache from 'next/dist/server/lib/incremental-cache/file-system-cache';
import type { SharedTags, TagExpiry } from './shared-tags';

/*
 * Next.js's two caches, made to honour tag expiries from every instance (./shared-tags.ts):
 * - the 'use cache' entries of lib/content (`cacheHandlers`): Next's own in-memory handler,
 *   whose entries are also refused when one of their tags, or the page's implicit tags, expired
 *   on any instance;
 * - the rendered pages (the incremental cache, `cacheHandler`): Next's own file-system cache,
 *   whose pages are also refused when one of their tags expired on any instance.
 * The entries stay local to each instance: a page is rendered once per instance after a change
 * (the shipped nginx micro-cache keeps that cost to one render per second), and an instance cut
 * off from Redis keeps serving from its own memory.
 *
 * They are installed where a platform adapter installs its handlers (the global
 * `Symbol.for('@next/cache-handlers')` Next reads when its server starts), by our own server
 * (scripts/server.ts), in the same process as Next.js.
 */

/** Next's default in-memory size for 'use cache' entries (`cacheMaxMemorySize`). */
const MEMORY_CACHE_BYTES = 50 * 1024 * 1024;

const TAGS_HEADER = 'x-next-cache-tags';

/** A 'use cache' handler: `local`'s entries, refused once a tag of theirs expired anywhere. */
export function sharedUseCacheHandler(local: CacheHandler, shared: SharedTags): CacheHandler {
  return {
    async get(cacheKey, softTags) {
      const entry = await local.get(cacheKey, softTags);
      if (!entry) return undefined;
      if (shared.expiredAt([...entry.tags, ...softTags]) > entry.timestamp) {
        await entry.value.cancel();
        return undefined;
      }
      return entry;
    },
    set: (cacheKey, pendingEntry) => local.set(cacheKey, pendingEntry),
    refreshTags: () => local.refreshTags(),
    async getExpiration(tags) {
      return Math.max(await local.getExpiration(tags), shared.expiredAt(tags));
    },
    async updateTags(tags, durations) {
      await local.updateTags(tags, durations);
      // Every revalidateTag reaches this handler (and the page cache below): sent from here only.
      shared.expire(tags, Date.now() + (durations?.expire ?? 0) * 1000);
    },
  };
}

/** The tags a cached page or route answer was rendered with (Next keeps them in a header). */
function pageTags(value: unknown): string[] {
  const headers = (value as { headers?: Record<string, unknown> } | null)?.headers;
  const header = headers?.[TAGS_HEADER];
  return typeof header === 'string' && header ? header.split(',') : [];
}

/** Next's file-system page cache, whose pages are refused once a tag of theirs expired anywhere. */
export function sharedPageCache(shared: TagExpiry): typeof FileSystemCache {
  return class SharedPageCache extends FileSystemCache {
    override async get(...args: Parameters<FileSystemCache['get']>) {
      const data = await super.get(...args);
      if (!data?.value) return data;
      const tags = pageTags(data.value);
      if (tags.length > 0 && shared.expiredAt(tags) > data.lastModified) return null;
      return data;
    }
  };
}

const HANDLERS = Symbol.for('@next/cache-handlers');

/** Makes the Next.js server of this process use the handlers above. Call before it starts. */
export function installSharedCacheHandlers(shared: SharedTags): void {
  const useCache = sharedUseCacheHandler(createDefaultCacheHandler(MEMORY_CACHE_BYTES), shared);
  (globalThis as Record<symbol, unknown>)[HANDLERS] = { DefaultCache: useCache, RemoteCache: useCache, FetchCache: sharedPageCache(shared) };
}
