import type { IncomingMessage, ServerResponse } from 'node:http';
import type { PageCacheOutcome } from '@/lib/http/page-cache';
import { type CacheResult, metrics } from './metrics';
import { type RouteKind, routeKind } from './route-kind';

/*
 * What our HTTP server (scripts/server.ts) records of every request when its answer ends: its
 * count and time by route kind, and which cache answered a page.
 */

const METHODS = new Set(['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS']);

/** Next.js's own cache, as its `x-nextjs-cache` header says (absent on what it renders per request). */
function nextCacheResult(value: unknown): CacheResult | null {
  const result = String(value ?? '').toLowerCase();
  return result === 'hit' || result === 'stale' || result === 'miss' ? result : null;
}

export interface ObservedRequest {
  kind: RouteKind;
  /** Tells how the server's page cache took the request (lib/http/page-cache.ts). */
  pageCache(outcome: PageCacheOutcome): void;
}

/** Starts timing a request; it is counted once its answer is sent, or when the client leaves first. */
export function observeRequest(req: IncomingMessage, res: ServerResponse): ObservedRequest {
  const started = process.hrtime.bigint();
  const kind = routeKind(req.url);
  let cacheOutcome: PageCacheOutcome = 'bypass';
  res.once('close', () => {
    const seconds = Number(process.hrtime.bigint() - started) / 1e9;
    const m = metrics();
    const status = res.writableFinished ? `${Math.floor(res.statusCode / 100)}xx` : 'aborted';
    m.requests.inc({ kind, method: METHODS.has(req.method ?? '') ? req.method : 'other', status });
    m.requestSeconds.observe({ kind }, seconds);
    if (cacheOutcome === 'hit') m.pageCache.inc({ layer: 'server', result: 'hit' });
    else {
      if (cacheOutcome === 'miss') m.pageCache.inc({ layer: 'server', result: 'miss' });
      const next = nextCacheResult(res.getHeader('x-nextjs-cache'));
      if (next) m.pageCache.inc({ layer: 'next', result: next });
    }
  });
  return {
    kind,
    pageCache(outcome) {
      cacheOutcome = outcome;
    },
  };
}
