import type { IncomingMessage, OutgoingHttpHeaders, ServerResponse } from 'node:http';
import { LRUCache } from 'lru-cache';
import { compressOnce, compressResponse, type Encoding, negotiateEncoding } from './compression';

/**
 * The site's one cache of its own, in front of Next.js (`scripts/server.ts`) when no caching
 * proxy stands in front (`PROXY_CACHES_PAGES`, README "How a page is served"). It keeps the
 * complete answers a shared cache may keep, with their compressed bytes: a page Next.js served
 * from its own cache (`x-nextjs-cache: HIT`, `s-maxage`) and a static file (`immutable`). The
 * next request for one is answered from here, byte for byte, headers included, without running
 * Next's request pipeline (several milliseconds per request even for a cached page) and without
 * compressing again (7.6 ms of CPU for the top page at gzip's default level).
 *
 * It never serves what Next.js would not:
 * - an entry lives no longer than the answer's own `s-maxage` or `max-age` (the time until Next
 *   would render the page again, e.g. when a campaign ends);
 * - every change of content empties it of pages (`contentChanged()`, called on each change, each time
 *   Next's page tags are expired for it, `lib/core/model/revalidate.ts`, and each time another
 *   instance expired tags: at once, and again two seconds later for a page regenerated from the
 *   old content meanwhile), and an answer rendered before a change is not kept after it. Next
 *   applies an expiry only when the request that made the change has finished, so for QUIET_MS
 *   after a change, and after the changing request ends, nothing is kept: a page served in
 *   between may still be the old one;
 * - only plain GET requests are answered: RSC navigations and prefetches, ranges, draft mode and
 *   anything that is not a keepable 200 without cookies go to Next.js.
 */

interface CachedAnswer {
  headers: OutgoingHttpHeaders;
  body: Buffer;
  etag: string;
  expiresAt: number;
  /** A static file (`immutable`): its address names its bytes, so no change of content touches it. */
  immutable: boolean;
  /** Its bytes in each encoding asked for so far, compressed once at the best ratio. */
  compressed: Map<Encoding, Promise<Buffer>>;
}
/** Request headers of Next's client router and server actions: such requests vary by them. */
const ROUTER_HEADERS = ['rsc', 'next-router-state-tree', 'next-router-prefetch', 'next-router-segment-prefetch', 'next-action', 'range'];

/** Headers of the connection or of the one request (its id, lib/core/ops/request-context.ts), not of the page. */
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

/**
 * How long a page from Next's cache is kept: one second, as the shipped nginx keeps it
 * (lib/core/http/shared-cache-headers.ts). Next's `s-maxage` counts from when it rendered the
 * page, not from when it was kept here, so keeping a page that long could outlive the page's own
 * end (a campaign's midnight) by as long as it waited; a second bounds that, and costs one
 * request a second per page to Next.js, whose bytes are compressed again only when they changed.
 */
const PAGE_KEEP_SECONDS = 1;

/**
 * Seconds the answer may be kept, from its Cache-Control: a page from Next's cache one second at
 * most (its `s-maxage` when shorter), a static file its `max-age` when `immutable`; 0 when neither.
 */
function keepSeconds(res: ServerResponse): { seconds: number; immutable: boolean } {
  const cacheControl = String(res.getHeader('cache-control') ?? '');
  const shared = /(?:^|,)\s*s-maxage=(\d+)/i.exec(cacheControl);
  if (shared && res.getHeader('x-nextjs-cache') === 'HIT') return { seconds: Math.min(Number(shared[1]), PAGE_KEEP_SECONDS), immutable: false };
  const maxAge = /(?:^|,)\s*max-age=(\d+)/i.exec(cacheControl);
  return maxAge && /\bimmutable\b/i.test(cacheControl) ? { seconds: Number(maxAge[1]), immutable: true } : { seconds: 0, immutable: false };
}

function matchesEtag(ifNoneMatch: string | undefined, etag: string): boolean {
  if (!ifNoneMatch) return false;
  return ifNoneMatch.split(',').some((tag) => tag.trim().replace(/^W\//, '') === etag.replace(/^W\//, '') || tag.trim() === '*');
}

/** How long after a change of content no answer is kept (Next applies the change meanwhile). */
export const QUIET_MS = 2000;

export class ResponseCache {
  private readonly entries: LRUCache<string, CachedAnswer>;
  private generation = 0;
  private quietUntil = 0;
  /** Requests answered from here (the benchmark and a test read it). */
  hits = 0;

  /** Bodies compressed (a test reads it: a hit costs none). */
  compressions = 0;

  constructor(
    maxBytes: number,
    private readonly now: () => number = Date.now,
  ) {
    // Oldest written first out: answers are read with peek, so a hit does not keep one longer.
    // Counted twice its size, for its compressed copies (a body reaches here at 1 KiB or more).
    this.entries = new LRUCache({ maxSize: maxBytes, sizeCalculation: (answer) => answer.body.length * 2 });
  }

  /**
   * Content changed: forgets every page, and keeps none for a while. Static files stay, with
   * their compressed bytes: the first visitor after each save would otherwise wait for the
   * scripts to be compressed again at the best ratio (320 ms for the largest).
   */
  contentChanged(): void {
    // Collected first: lru-cache's iterators do not promise to survive a delete.
    for (const [key, answer] of [...this.entries.entries()]) if (!answer.immutable) this.entries.delete(key);
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
    // An answer past its time stays until the next one replaces it: its compressed bytes serve again when the bytes are the same.
    if (page.expiresAt <= this.now()) return false;
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
    this.compressedBody(page, encoding).then(
      (compressed) => {
        res.writeHead(200, { ...headers, 'content-encoding': encoding, 'content-length': compressed.length });
        res.end(compressed);
      },
      (error: unknown) => res.destroy(error instanceof Error ? error : new Error(String(error))),
    );
    return true;
  }

  private compressedBody(answer: CachedAnswer, encoding: Encoding): Promise<Buffer> {
    let compressed = answer.compressed.get(encoding);
    if (!compressed) {
      this.compressions += 1;
      compressed = compressOnce(answer.body, encoding, 'best');
      answer.compressed.set(encoding, compressed);
    }
    return compressed;
  }

  /**
   * For a request whose answer the cache may keep, the function compressResponse calls with the
   * complete answer: it keeps the answer when it is keepable and returns its compressed bytes
   * (compressed once, kept with it), or compresses it quickly when it is not.
   */
  watch(req: IncomingMessage): ((res: ServerResponse, body: Buffer, encoding: Encoding) => Promise<Buffer>) | undefined {
    if (!isDocumentRequest(req)) return undefined;
    const startedIn = this.generation;
    return (res, body, encoding) => {
      const keep = keepSeconds(res);
      const etag = res.getHeader('etag');
      // Rendered before a change of content, or while one is being applied: a page may show the old content (a static file cannot).
      const changed = !keep.immutable && (this.generation !== startedIn || this.now() < this.quietUntil);
      if (changed || keep.seconds <= 0 || res.statusCode !== 200 || typeof etag !== 'string' || res.getHeader('set-cookie') !== undefined) {
        return compressOnce(body, encoding, 'fast');
      }
      const headers: OutgoingHttpHeaders = {};
      for (const [name, value] of Object.entries(res.getHeaders())) {
        if (!CONNECTION_HEADERS.has(name) && value !== undefined) headers[name] = value;
      }
      const key = pageKey(req);
      const previous = this.entries.peek(key);
      const compressed = previous?.etag === etag && previous.body.equals(body) ? previous.compressed : new Map<Encoding, Promise<Buffer>>();
      const answer: CachedAnswer = { headers, body, etag, expiresAt: this.now() + keep.seconds * 1000, immutable: keep.immutable, compressed };
      this.entries.set(key, answer);
      return this.compressedBody(answer, encoding);
    };
  }
}

/** How the response cache took a request: answered it, could have but had no answer, or is not for it. */
export type PageCacheOutcome = 'hit' | 'miss' | 'bypass';

/**
 * Our server's answer to a request: from the response cache when there is one and it can,
 * otherwise by `handle` (Next.js), compressed, its answer kept when it is keepable.
 */
export function answerThroughCache(req: IncomingMessage, res: ServerResponse, cache: ResponseCache | null, handle: () => void): PageCacheOutcome {
  if (cache?.serve(req, res)) return 'hit';
  cache?.watchChanges(req, res);
  compressResponse(req, res, cache?.watch(req));
  handle();
  return cache && isDocumentRequest(req) ? 'miss' : 'bypass';
}
