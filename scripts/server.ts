/**
 * The site's HTTP server: Next.js behind a plain Node server. Its first job is to decide each
 * request's client address from the socket (the one thing a route handler cannot see) and
 * X-Forwarded-For, with TRUST_PROXY_HOPS, and hand it on in a header a client cannot set.
 * Its second is to compress responses, keeping the compressed bytes of cached pages (Next.js's
 * own compression is off), and to answer again, without Next.js, a page Next.js served from its
 * cache, telling the caches in front how long they may keep it. It also counts and times every
 * request for the metrics (lib/ops/), and answers a server action the client got wrong 413/403. `npm start` and `npm run dev` run it; `--dev` serves `next dev`.
 */
import './env';
import { createServer } from 'node:http';
import path from 'node:path';
import next from 'next';
import { installSharedCacheHandlers } from '@/lib/cache/next-handlers';
import { SharedTags } from '@/lib/cache/shared-tags';
import { getConfig } from '@/lib/config';
import { CompressedBodies } from '@/lib/http/compression';
import { keepIdleConnectionsOpen } from '@/lib/http/keep-alive';
import { answerThroughCaches, PageCache } from '@/lib/http/page-cache';
import { advertiseToSharedCaches } from '@/lib/http/shared-cache-headers';
import { guardServerAction } from '@/lib/http/server-action-guard';
import { expandShortImageUrl } from '@/lib/http/short-image-url';
import { onContentChange, onPagesExpired } from '@/lib/model/revalidate';
import { observeRequest } from '@/lib/ops/http-observer';
import { logger, routeConsoleToLog } from '@/lib/ops/log';
import { stampClientAddress } from '@/lib/security/client-address';
import { stampRequestOrigin } from '@/lib/security/origin';

/** Enough for every public page and script of the site in both encodings, several times over. */
const COMPRESSED_CACHE_BYTES = 64 * 1024 * 1024;
/** The same for the pages as rendered: a few hundred pages. */
const PAGE_CACHE_BYTES = 64 * 1024 * 1024;

async function main(): Promise<void> {
  const dev = process.argv.includes('--dev');
  // What Next.js reports on the console becomes JSON log lines too (lib/ops/log.ts); `next dev` keeps its own.
  if (!dev) routeConsoleToLog();
  const { PORT, BIND_ADDRESS: hostname, TRUST_PROXY_HOPS, REDIS_URL } = getConfig();
  // Several instances on one Redis expire each other's cached pages and data (lib/cache/).
  const sharedTags = REDIS_URL && !dev ? new SharedTags(REDIS_URL) : null;
  if (sharedTags) installSharedCacheHandlers(sharedTags);
  const app = next({ dev, dir: path.resolve(__dirname, '..'), port: PORT, hostname, ...(dev ? { turbopack: true } : {}) });
  const handle = app.getRequestHandler();
  await app.prepare();
  // Compressed cached pages and static files, and the cached pages themselves, kept across
  // requests (lib/http/compression.ts, lib/http/page-cache.ts); a change of content empties the pages.
  const bodies = new CompressedBodies(COMPRESSED_CACHE_BYTES);
  const pages = new PageCache(bodies, PAGE_CACHE_BYTES);
  onContentChange(() => pages.contentChanged());
  // Also at the second expiry a little later, which catches a page regenerated from old content.
  onPagesExpired(() => pages.contentChanged());
  // And when another instance changed content.
  sharedTags?.onRemoteExpiry(() => pages.contentChanged());

  const server = createServer((req, res) => {
    // Images' short addresses are the optimizer's (lib/http/short-image-url.ts).
    req.url = expandShortImageUrl(req.url) ?? req.url;
    // Its request id, which every log line of it carries; counted, timed and logged by route kind (lib/ops/).
    const observed = observeRequest(req, res, TRUST_PROXY_HOPS);
    // Cached pages tell a proxy or CDN in front a lifetime it can honour (lib/http/shared-cache-headers.ts).
    advertiseToSharedCaches(res);
    const toNext = () => {
      stampClientAddress(req, TRUST_PROXY_HOPS);
      stampRequestOrigin(req, TRUST_PROXY_HOPS);
      // A server action too large or from another origin is answered 413/403 here, where
      // Next.js would answer 500 with error lines (lib/http/server-action-guard.ts).
      guardServerAction(req, res, () => void handle(req, res));
    };
    observed.run(() => {
      if (dev) toNext();
      else observed.pageCache(answerThroughCaches(req, res, { pages, bodies }, toNext));
    });
  });
  // The proxy in front, not the site, closes idle connections (lib/http/keep-alive.ts).
  keepIdleConnectionsOpen(server);
  if (dev) server.on('upgrade', app.getUpgradeHandler());
  server.listen(PORT, hostname, () => {
    logger().info({ url: `http://${hostname === '0.0.0.0' ? 'localhost' : hostname}:${PORT}`, trustedProxyHops: TRUST_PROXY_HOPS }, 'Listening');
  });
  for (const signal of ['SIGINT', 'SIGTERM'] as const) {
    process.on(signal, () => {
      server.close();
      void app.close().finally(() => process.exit(0));
      // Open event streams would hold close() forever.
      setTimeout(() => process.exit(0), 3000).unref();
    });
  }
}

main().catch((error: unknown) => {
  logger().fatal({ err: error }, 'The server could not start');
  process.exit(1);
});
