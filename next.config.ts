import path from 'node:path';
import type { NextConfig } from 'next';
import { PHASE_PRODUCTION_SERVER } from 'next/constants';
import { cacheHandlerFiles } from './lib/core/cache/handler-files';
import { getConfig } from './lib/core/config';
import { SERVER_ACTION_BODY_LIMIT_BYTES } from './lib/core/http/server-action-limit';
import { securityHeaderRules } from './lib/core/security/headers';

const nextConfig: NextConfig = {
  // A second build (a benchmark, a parallel test server) can use its own output folder.
  distDir: process.env.NEXT_DIST_DIR ?? '.next',
  // Native modules stay out of the bundle and are loaded by Node at run time.
  serverExternalPackages: ['better-sqlite3', 'pg', '@node-rs/argon2', 'sharp'],
  poweredByHeader: false,
  // scripts/server.ts compresses (Brotli too), and a kept answer once rather than per request.
  compress: false,
  // Public reads are 'use cache' functions in lib/core/content, tagged and timed (README, "Reading data").
  cacheComponents: true,
  // Off: an address that does not exist must answer 404, which a shell streamed before the
  // params are checked cannot (its 200 is already sent).
  partialPrefetching: false,
  // scripts/server.ts answers a larger body 413 before Next.js reads it (lib/core/http/server-action-guard.ts).
  experimental: { serverActions: { bodySizeLimit: SERVER_ACTION_BODY_LIMIT_BYTES } },
  // Security headers and the public pages' Content-Security-Policy; the admin's comes from middleware.ts.
  async headers() {
    return [
      ...securityHeaderRules({ paymentFormUrl: getConfig().PAYMENT_FORM_URL, dev: process.env.NODE_ENV === 'development' }),
      // Preview links of unpublished articles (app/(site)/preview) are never indexed.
      { source: '/preview/:token', headers: [{ key: 'X-Robots-Tag', value: 'noindex, nofollow' }] },
    ];
  },
  // `npm test` type-checks the whole tree first (`npm run typecheck`); builds need not repeat it.
  typescript: { ignoreBuildErrors: true },
  // `npm run dev` is often opened as 127.0.0.1 (screenshots, tests); let it load its dev resources.
  allowedDevOrigins: ['127.0.0.1'],
  images: {
    formats: ['image/webp'],
    // Fewer candidate widths keep every <img srcset> short: the top page alone has dozens.
    deviceSizes: [640, 828, 1200, 1920],
    imageSizes: [96, 160, 256, 384],
  },
};

/**
 * Several instances (REDIS_URL) share their tag expiries through Next's documented cache
 * handlers (lib/core/cache/handlers/, compiled into the build folder by scripts/compile-server.ts):
 * a page or 'use cache' entry is refused on every instance once a tag of its expired on any.
 * They are the server's, not the build's: a build never talks to Redis.
 */
function withSharedCacheHandlers(config: NextConfig): NextConfig {
  const handlers = cacheHandlerFiles(path.resolve(config.distDir ?? '.next'));
  return { ...config, cacheHandler: handlers.pages, cacheHandlers: { default: handlers.data } };
}

export default function config(phase: string): NextConfig {
  return phase === PHASE_PRODUCTION_SERVER && getConfig().REDIS_URL ? withSharedCacheHandlers(nextConfig) : nextConfig;
}
