import path from 'node:path';
import { type BuildOptions, buildSync } from 'esbuild';
import { serverFolder } from '@/lib/core/cache/handler-files';

/*
 * The site's own server code as plain JavaScript, so production runs no TypeScript loader:
 * scripts/server.ts and the two cache handlers next.config.ts names for several instances
 * (lib/core/cache/handlers/), each bundled with our modules and requiring packages from
 * node_modules. It is written into the build's folder, beside what `next build` wrote there,
 * so one build folder is everything a deployment runs.
 */

const root = path.resolve(__dirname, '..');

/** What is bundled and how, wherever it is written (scripts/site-build.test.ts reads its inputs). */
export const serverBundle = {
  absWorkingDir: root,
  entryPoints: {
    server: 'scripts/server.ts',
    'cache-handlers/data': 'lib/core/cache/handlers/data.ts',
    'cache-handlers/pages': 'lib/core/cache/handlers/pages.ts',
  },
  bundle: true,
  platform: 'node',
  format: 'cjs',
  target: 'node24',
  packages: 'external',
  // Next.js resolves `server-only` itself; in our server it is the empty marker module.
  alias: { 'server-only': './lib/core/testing/server-only-stub.js' },
} satisfies BuildOptions;

export function compileServer(distDir: string): void {
  buildSync({ ...serverBundle, outdir: serverFolder(distDir), sourcemap: 'linked', logLevel: 'warning' });
}
