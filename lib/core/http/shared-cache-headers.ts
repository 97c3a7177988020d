import type { OutgoingHttpHeaders, ServerResponse } from 'node:http';

/*
 * What a cached public page tells the caches in front of the site (the shipped nginx, a CDN).
 *
 * Next.js marks a page it keeps as `s-maxage=<seconds until it would render it again>`, often a
 * year, because it renews the page itself when a cache tag is expired by an edit. A shared cache
 * cannot see those expiries: taken at its word it would serve an edited page's old version for
 * that long. So the site promises a shared cache one second of freshness instead, and lets it
 * answer with the page it has while it fetches the new one in the background
 * (`stale-while-revalidate`), or while every instance is down (`stale-if-error`): a burst of
 * visitors costs one render per second, and an edit reaches visitors a second or two after it
 * is saved. Browsers keep nothing (`max-age=0`) and revalidate with the page's ETag.
 */

/** Seconds a shared cache may answer without asking. */
export const SHARED_FRESH_SECONDS = 1;
/** Seconds past that it may answer with the page it has while it asks in the background. */
export const SHARED_STALE_SECONDS = 59;
/** Seconds past that it may answer with the page it has while the site answers with errors. */
export const SHARED_STALE_IF_ERROR_SECONDS = 86_400;

const SHARED_MAX_AGE = /(?:^|,)\s*s-maxage=(\d+)/i;

/**
 * The Cache-Control sent for an answer whose own is `cacheControl`: a page marked with
 * `s-maxage` gets the short lifetime above (or its own, when shorter); anything else is unchanged.
 */
export function sharedCacheControl(cacheControl: string): string {
  const match = SHARED_MAX_AGE.exec(cacheControl);
  if (!match || /\b(private|no-store)\b/i.test(cacheControl)) return cacheControl;
  const fresh = Math.min(Number(match[1]), SHARED_FRESH_SECONDS);
  return `public, max-age=0, s-maxage=${fresh}, stale-while-revalidate=${SHARED_STALE_SECONDS}, stale-if-error=${SHARED_STALE_IF_ERROR_SECONDS}`;
}

function headerName(headers: OutgoingHttpHeaders): string | undefined {
  return Object.keys(headers).find((name) => name.toLowerCase() === 'cache-control');
}

/**
 * Rewrites `res`'s Cache-Control as its headers leave (`sharedCacheControl`), whoever set it:
 * Next.js or the page cache. Call it first, before anything else wraps the response.
 */
export function advertiseToSharedCaches(res: ServerResponse): void {
  const writeHead = res.writeHead as (this: ServerResponse, ...args: unknown[]) => ServerResponse;
  res.writeHead = function rewritten(this: ServerResponse, ...args: unknown[]) {
    const headers = args.find((arg): arg is OutgoingHttpHeaders => typeof arg === 'object' && arg !== null && !Array.isArray(arg));
    const name = headers && headerName(headers);
    if (headers && name) {
      headers[name] = sharedCacheControl(String(headers[name]));
    } else {
      const current = res.getHeader('cache-control');
      if (current !== undefined) res.setHeader('Cache-Control', sharedCacheControl(String(current)));
    }
    return writeHead.apply(this, args);
  } as ServerResponse['writeHead'];
}
