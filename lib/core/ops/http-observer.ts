import type { IncomingMessage, ServerResponse } from 'node:http';
import type { PageCacheOutcome } from '@/lib/core/http/response-cache';
import { logger } from './log';
import { type CacheResult, metrics } from './metrics';
import { REQUEST_ID_HEADER, requestIdFor, runInRequest } from './request-context';
import { pathOf, type RouteKind, routeKind } from './route-kind';

/*
 * What our HTTP server (scripts/server.ts) records of every request: its id, which every log line
 * written while serving it carries and the client gets as X-Request-Id, and, when its answer ends,
 * its count and time by route kind, which cache answered a page, and one access-log line (no query
 * string, no client address: either may name a person).
 */

/** Probes poll these every few seconds: their lines are debug, so the log is not mostly them. */
const QUIET_KINDS = new Set<RouteKind>(['health', 'metrics']);

const METHODS = new Set(['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS']);

/** Next.js's own cache, as its `x-nextjs-cache` header says (absent on what it renders per request). */
function nextCacheResult(value: unknown): CacheResult | null {
  const result = String(value ?? '').toLowerCase();
  return result === 'hit' || result === 'stale' || result === 'miss' ? result : null;
}

export interface ObservedRequest {
  kind: RouteKind;
  requestId: string;
  /** Runs the serving of the request, so that what it logs names the request. */
  run(serve: () => void): void;
  /** Tells how the server's response cache took the request (lib/core/http/response-cache.ts). */
  pageCache(outcome: PageCacheOutcome): void;
}

/**
 * Gives a request its id (a trusted proxy's, see requestIdFor) and starts timing it; it is counted
 * and logged once its answer is sent, or when the client leaves first.
 */
export function observeRequest(req: IncomingMessage, res: ServerResponse, trustedProxyHops: number): ObservedRequest {
  const started = process.hrtime.bigint();
  const kind = routeKind(req.url);
  const requestId = requestIdFor(req.headers[REQUEST_ID_HEADER], trustedProxyHops);
  // Overwritten, so the application reads the id we chose, never one a client sent.
  req.headers[REQUEST_ID_HEADER] = requestId;
  res.setHeader('X-Request-Id', requestId);
  let cacheOutcome: PageCacheOutcome = 'bypass';
  res.once('close', () => {
    const seconds = Number(process.hrtime.bigint() - started) / 1e9;
    const m = metrics();
    const method = METHODS.has(req.method ?? '') ? req.method! : 'other';
    const status = res.writableFinished ? `${Math.floor(res.statusCode / 100)}xx` : 'aborted';
    const line = { requestId, method, kind, path: pathOf(req.url), status: res.writableFinished ? res.statusCode : 'aborted', ms: Math.round(seconds * 10_000) / 10, cache: cacheOutcome };
    if (QUIET_KINDS.has(kind)) logger().debug(line, 'request');
    else logger().info(line, 'request');
    m.requests.inc({ kind, method, status });
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
    requestId,
    run(serve) {
      runInRequest({ requestId }, serve);
    },
    pageCache(outcome) {
      cacheOutcome = outcome;
    },
  };
}
