import path from 'node:path';
import { buildSync } from 'esbuild';
import { serverFolder } from '@/lib/core/cache/handler-files';

/*
 * The site's own server code as plain JavaScript, so production runs no TypeScript loader:
 * scripts/server.ts and the two cache handlers next.config.ts names for several instances
 * (lib/core/cache/handlers/), each bundled with our modules and requiring packages from
 * node_modules. It is written into the build's folder, beside what `next build` wrote there,
 * so one build folder is everything a deployment runs.
 */

const root = path.resolve(__dirname, '..');

export function compileServer(distDir: string): void {
  buildSync({
    absWorkingDir: root,
    entryPoints: {
      server: 'scripts/server.ts',
      'cache-handlers/data': 'lib/core/cache/handlers/data.ts',
      'cache-handlers/pages': 'lib/core/cache/handlers/pages.ts',
    },
    outdir: serverFolder(distDir),
    bundle: true,
    platform: 'node',
    format: 'cjs',
    target: 'node20',
    packages: 'external',
    // Next.js resolves `server-only` itself; in our server it is the empty marker module.
    alias: { 'server-only': './lib/core/testing/server-only-stub.js' },
    sourcemap: 'linked',
    logLevel: 'warning',
  });
}
