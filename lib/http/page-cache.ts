import type { IncomingMessage, OutgoingHttpHeaders, ServerResponse } from 'node:http';
import { BoundedStore } from './bounded-store';
import { type CompressedBodies, compressResponse, negotiateEncoding } from './compression';

/**
 * The answers of cached public pages, kept in front of Next.js by our HTTP server
 * (`scripts/server.ts`): a page Next.js serves from its own cache (`x-nextjs-cache: HIT`) is
 * sent again from here, byte for byte, headers included, without running Next's request
 * pipeline, which costs several milliseconds per request even for a cached page.
 *
 * It never serves what Next.js would not:
 * - an entry lives no longer than the page's own `s-maxage` (the time until Next would render
 *   it again, e.g. when a campaign ends);
 * - every change of content empties it (`contentChanged()`, called on each change and each time
 *   Next's page tags are expired for it, `lib/model/revalidate.ts`: at once, and again two
 *   seconds later for a page regenerated from the old content meanwhile), and an answer rendered
 *   before a change is not kept after it. Next applies an expiry only when the request that made
 *   the change has finished, so for QUIET_MS after a change, and after the changing request
 *   ends, nothing is kept: a page served in between may still be the old one;
 * - only plain document requests are answered: RSC navigations and prefetches, ranges, draft
 *   mode and anything that is not a cached 200 without cookies go to Next.js.
 */

interface CachedPage {
  headers: OutgoingHttpHeaders;
  body: Buffer;
  etag: string;
  expiresAt: number;
}

/** Request headers of Next's client router and server actions: such requests vary by them. */
const ROUTER_HEADERS = ['rsc', 'next-router-state-tree', 'next-router-prefetch', 'next-router-segment-prefetch', 'next-action', 'range'];

/** Headers of the connection or of the one request (its id, lib/ops/request-context.ts), not of the page. */
const CONNECTION_HEADERS = new Set(['content-length', 'content-encoding', 'transfer-encoding', 'date', 'connection', 'keep-alive', 'x-request-id']);

/**
 * What an answer is kept under: its address, and whether it came over https (the proxy's
 * X-Forwarded-Proto), because Next's header rules add HSTS and upgrade-insecure-requests then.
 */
function pageKey(req: IncomingMessage): string {
  return `${req.headers['x-forwarded-proto'] === 'https' ? 'https' : 'http'} ${req.url}`;
}

function isDocumentRequest(req: IncomingMessage): boolean {
  if (req.method !== 'GET' || !req.url) return false;
  if (ROUTER_HEADERS.some((name) => req.headers[name] !== undefined)) return false;
  if (/[?&]_rsc=/.test(req.url)) return false;
  return !/(?:^|;\s*)__prerender_bypass=/.test(req.headers.cookie ?? '');
}

/** Seconds a shared cache may keep the answer, from its Cache-Control; 0 when none. */
function sharedMaxAge(cacheControl: unknown): number {
  const match = /(?:^|,)\s*s-maxage=(\d+)/i.exec(String(cacheControl ?? ''));
  return match ? Number(match[1]) : 0;
}

function matchesEtag(ifNoneMatch: string | undefined, etag: string): boolean {
  if (!ifNoneMatch) return false;
  return ifNoneMatch.split(',').some((tag) => tag.trim().replace(/^W\//, '') === etag.replace(/^W\//, '') || tag.trim() === '*');
}

/** How long after a change of content no answer is kept (Next applies the change meanwhile). */
export const QUIET_MS = 2000;

export class PageCache {
  private readonly entries: BoundedStore<CachedPage>;
  private generation = 0;
  private quietUntil = 0;
  /** Requests answered from here (the benchmark and a test read it). */
  hits = 0;

  constructor(
    private readonly bodies: CompressedBodies,
    maxBytes: number,
    private readonly now: () => number = Date.now,
  ) {
    // Oldest written first out: a hit does not keep a page longer.
    this.entries = new BoundedStore(maxBytes, (page) => page.body.length);
  }

  /** Content changed: forgets every page, and keeps none for a while. */
  contentChanged(): void {
    this.entries.clear();
    this.generation += 1;
    this.quietUntil = this.now() + QUIET_MS;
  }

  /**
   * Watches a request that may change content (anything but GET and HEAD): when content changed
   * while it ran, the cache is emptied again as it ends, when Next has applied the change.
   */
  watchChanges(req: IncomingMessage, res: ServerResponse): void {
    if (req.method === 'GET' || req.method === 'HEAD') return;
    const startedIn = this.generation;
    res.once('close', () => {
      if (this.generation !== startedIn) this.contentChanged();
    });
  }

  /** Answers `req` from the cache when it can, and returns whether it did. */
  serve(req: IncomingMessage, res: ServerResponse): boolean {
    if (!isDocumentRequest(req)) return false;
    const key = pageKey(req);
    const page = this.entries.peek(key);
    if (!page) return false;
    if (page.expiresAt <= this.now()) {
      this.entries.delete(key);
      return false;
    }
    this.hits += 1;
    const remaining = Math.max(1, Math.floor((page.expiresAt - this.now()) / 1000));
    const headers = { ...page.headers, 'cache-control': String(page.headers['cache-control']).replace(/s-maxage=\d+/i, `s-maxage=${remaining}`) };
    if (matchesEtag(req.headers['if-none-match'], page.etag)) {
      res.writeHead(304, { etag: page.etag, 'cache-control': headers['cache-control'], vary: headers.vary ?? 'Accept-Encoding' });
      res.end();
      return true;
    }
    const encoding = negotiateEncoding(req.headers['accept-encoding']);
    if (!encoding) {
      res.writeHead(200, { ...headers, 'content-length': page.body.length });
      res.end(page.body);
      return true;
    }
    this.bodies.send(res, { url: req.url!, etag: page.etag, body: page.body, encoding }, (compressed) => {
      res.writeHead(200, { ...headers, 'content-encoding': encoding, 'content-length': compressed.length });
      res.end(compressed);
    });
    return true;
  }

  /**
   * For a request the cache may keep the answer of, the function to call with the complete
   * answer (lib/http/compression.ts calls it before compressing); otherwise undefined.
   */
  watch(req: IncomingMessage): ((res: ServerResponse, body: Buffer) => void) | undefined {
    if (!isDocumentRequest(req)) return undefined;
    const startedIn = this.generation;
    return (res, body) => {
      // Rendered before a change of content, or while one is being applied: it may show the old content.
      if (this.generation !== startedIn || this.now() < this.quietUntil) return;
      if (res.statusCode !== 200 || res.getHeader('x-nextjs-cache') !== 'HIT' || res.getHeader('set-cookie') !== undefined) return;
      const etag = res.getHeader('etag');
      const maxAge = sharedMaxAge(res.getHeader('cache-control'));
      if (typeof etag !== 'string' || maxAge <= 0) return;
      const headers: OutgoingHttpHeaders = {};
      for (const [name, value] of Object.entries(res.getHeaders())) {
        if (!CONNECTION_HEADERS.has(name) && value !== undefined) headers[name] = value;
      }
      this.entries.set(pageKey(req), { headers, body, etag, expiresAt: this.now() + maxAge * 1000 });
    };
  }
}

/** How the page cache took a request: answered it, could have but had no answer, or is not for it. */
export type PageCacheOutcome = 'hit' | 'miss' | 'bypass';

/**
 * Our server's answer to a request: from the page cache when it can, otherwise by `handle`
 * (Next.js), compressed, its answer kept when it is a cached page.
 */
export function answerThroughCaches(req: IncomingMessage, res: ServerResponse, caches: { pages: PageCache; bodies: CompressedBodies }, handle: () => void): PageCacheOutcome {
  if (caches.pages.serve(req, res)) return 'hit';
  caches.pages.watchChanges(req, res);
  compressResponse(req, res, caches.bodies, caches.pages.watch(req));
  handle();
  return isDocumentRequest(req) ? 'miss' : 'bypass';
}
