/**
 * The site's HTTP server: Next.js behind a plain Node server whose only job is to decide each
 * request's client address from the socket (the one thing a route handler cannot see) and
 * X-Forwarded-For, with TRUST_PROXY_HOPS, and hand it on in a header a client cannot set.
 * `npm start` and `npm run dev` run it; `--dev` serves `next dev`.
 */
import './env';
import { createServer } from 'node:http';
import path from 'node:path';
import next from 'next';
import { getConfig } from '@/lib/config';
import { stampClientAddress } from '@/lib/security/client-address';

async function main(): Promise<void> {
  const dev = process.argv.includes('--dev');
  const { PORT, BIND_ADDRESS: hostname, TRUST_PROXY_HOPS } = getConfig();
  const app = next({ dev, dir: path.resolve(__dirname, '..'), port: PORT, hostname, ...(dev ? { turbopack: true } : {}) });
  const handle = app.getRequestHandler();
  await app.prepare();

  const server = createServer((req, res) => {
    stampClientAddress(req, TRUST_PROXY_HOPS);
    void handle(req, res);
  });
  if (dev) server.on('upgrade', app.getUpgradeHandler());
  server.listen(PORT, hostname, () => {
    console.log(`Listening on http://${hostname === '0.0.0.0' ? 'localhost' : hostname}:${PORT} (trusted proxy hops: ${TRUST_PROXY_HOPS})`);
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
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
