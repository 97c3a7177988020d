/**
 * The site's HTTP server: Next.js behind a plain Node server (README, "How a page is served").
 * Its first job is to decide each request's client address from the socket (the one thing a
 * route handler cannot see) and X-Forwarded-For, with TRUST_PROXY_HOPS, and hand it on in a
 * header a client cannot set. Its second is to compress answers, and, when no caching proxy
 * stands in front, to keep the complete answers a shared cache may keep and answer them again
 * without Next.js (lib/core/http/response-cache.ts). It tells the caches in front how long they may
 * keep a page, counts and times every request for the metrics (lib/core/ops/), and answers a server
 * action the client got wrong 413/403. `npm start` runs it compiled (scripts/compile-server.ts);
 * `npm run dev` runs it with `--dev`, serving `next dev`.
 */
import './env';
import { createServer } from 'node:http';
import next from 'next';
import { createCollector } from '@/lib/core/analytics';
import { processTagLedger } from '@/lib/core/cache/tag-ledger';
import { getConfig } from '@/lib/core/config';
import { getDb } from '@/lib/core/db';
import { keepIdleConnectionsOpen } from '@/lib/core/http/keep-alive';
import { answerThroughCache, ResponseCache } from '@/lib/core/http/response-cache';
import { guardServerAction } from '@/lib/core/http/server-action-guard';
import { advertiseToSharedCaches } from '@/lib/core/http/shared-cache-headers';
import { onContentChange, onPagesExpired } from '@/lib/core/model/revalidate';
import { observeRequest } from '@/lib/core/ops/http-observer';
import { logger, routeConsoleToLog } from '@/lib/core/ops/log';
import { answerRedirect, keepRedirectsLoaded } from '@/lib/core/redirects/serve';
import { stampClientAddress } from '@/lib/core/security/client-address';
import { stampRequestOrigin } from '@/lib/core/security/origin';
import { projectRoot } from './env';

/** Enough for every public page and script of the site with their compressed copies, several times over. */
const RESPONSE_CACHE_BYTES = 128 * 1024 * 1024;

/** The response cache, when the site serves visitors without a caching proxy in front; emptied by every change of content. */
function responseCache(): ResponseCache | null {
  const { PROXY_CACHES_PAGES, REDIS_URL } = getConfig();
  if (PROXY_CACHES_PAGES) return null;
  const cache = new ResponseCache(RESPONSE_CACHE_BYTES);
  onContentChange(() => cache.contentChanged());
  // Also at the second expiry a little later, which catches a page regenerated from old content.
  onPagesExpired(() => cache.contentChanged());
  // And when another instance changed content.
  if (REDIS_URL) processTagLedger().onRemoteExpiry(() => cache.contentChanged());
  return cache;
}

async function main(): Promise<void> {
  const dev = process.argv.includes('--dev');
  // What Next.js reports on the console becomes JSON log lines too (lib/core/ops/log.ts); `next dev` keeps its own.
  if (!dev) routeConsoleToLog();
  const { PORT, BIND_ADDRESS: hostname, TRUST_PROXY_HOPS } = getConfig();
  // Next.js attaches an upgrade handler of its own to `httpServer` (else to the server of its first
  // request), which ends every upgrade it has no route for: the real-time WebSocket's too. It gets
  // a server that never listens; the upgrades it serves (`next dev`'s reloading) are routed below.
  const app = next({ dev, dir: projectRoot, port: PORT, hostname, httpServer: createServer(), ...(dev ? { turbopack: true } : {}) });
  const handle = app.getRequestHandler();
  await app.prepare();
  const cache = dev ? null : responseCache();
  // Old addresses of moved or deleted pages, in memory, reloaded whenever the `redirects` tag expires
  // here or on another instance (lib/core/redirects/serve.ts).
  const { REDIS_URL } = getConfig();
  const redirects = keepRedirectsLoaded({ open: getDb, onRemoteExpiry: REDIS_URL ? (listener) => processTagLedger().onRemoteExpiry(listener) : undefined });
  await redirects.ready;
  // The analytics beacon (POST /api/a), answered 204 here and written in batches (lib/core/analytics/collector.ts).
  const analytics = createCollector({ open: getDb, trustProxyHops: TRUST_PROXY_HOPS });

  const server = createServer((req, res) => {
    // Before the rest: a page view costs no access-log line, no Next.js and no cache lookup.
    if (analytics.answer(req, res)) return;
    // Its request id, which every log line of it carries; counted, timed and logged by route kind (lib/core/ops/).
    const observed = observeRequest(req, res, TRUST_PROXY_HOPS);
    // Cached pages tell a proxy or CDN in front a lifetime it can honour (lib/core/http/shared-cache-headers.ts).
    advertiseToSharedCaches(res);
    const toNext = () => {
      stampClientAddress(req, TRUST_PROXY_HOPS);
      stampRequestOrigin(req, TRUST_PROXY_HOPS);
      // A server action too large or from another origin is answered 413/403 here, where
      // Next.js would answer 500 with error lines (lib/core/http/server-action-guard.ts).
      guardServerAction(req, res, () => void handle(req, res));
    };
    observed.run(() => {
      // An old address answers 308 to its new one, or 410, before the pages and their cache.
      if (answerRedirect(req, res, redirects.table)) return;
      if (dev) toNext();
      else observed.pageCache(answerThroughCache(req, res, cache, toNext));
    });
  });
  // The proxy in front, not the site, closes idle connections (lib/core/http/keep-alive.ts).
  keepIdleConnectionsOpen(server);
  // AppSync's real-time WebSocket (graphql/realtime.ts) is the one upgrade the site accepts; `next dev` has its own for reloading.
  // Loaded once Next.js is prepared: the API's modules reach Next's own, which need the runtime prepare() sets up.
  const { createRealtime, isRealtimeRequest } = await import('@/graphql/realtime');
  const realtime = createRealtime();
  const nextUpgrade = dev ? app.getUpgradeHandler() : null;
  server.on('upgrade', (req, socket, head) => {
    if (isRealtimeRequest(req)) {
      stampClientAddress(req, TRUST_PROXY_HOPS);
      stampRequestOrigin(req, TRUST_PROXY_HOPS);
      realtime.handleUpgrade(req, socket, head);
    } else if (nextUpgrade) void nextUpgrade(req, socket, head);
    else socket.destroy();
  });
  server.listen(PORT, hostname, () => {
    logger().info({ url: `http://${hostname === '0.0.0.0' ? 'localhost' : hostname}:${PORT}`, trustedProxyHops: TRUST_PROXY_HOPS, responseCache: cache !== null }, 'Listening');
  });
  for (const signal of ['SIGINT', 'SIGTERM'] as const) {
    process.on(signal, () => {
      server.close();
      realtime.close();
      // Every page view answered is written before the process ends (at most 10 s more if the database hangs).
      const flushed = Promise.race([analytics.close(), new Promise((resolve) => setTimeout(resolve, 10_000).unref())]);
      void Promise.allSettled([app.close(), flushed]).finally(() => process.exit(0));
      // Open event streams would hold close() forever.
      setTimeout(() => void flushed.finally(() => process.exit(0)), 3000).unref();
    });
  }
}

main().catch((error: unknown) => {
  logger().fatal({ err: error }, 'The server could not start');
  process.exit(1);
});
