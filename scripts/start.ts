/**
 * `npm start`: makes the data folder private, migrates the database, seeds the demo content into
 * an empty embedded database, makes sure an admin can sign in (scripts/prepare-site.ts), builds
 * when the build is missing or out of date, and serves the site: the build's compiled
 * `scripts/server.ts`, run by plain Node. `npm run dev` does the same with `next dev` instead of
 * a build, running the server's TypeScript through tsx.
 */
import './env';
import { spawn } from 'node:child_process';
import path from 'node:path';
import { serverEntry } from '@/lib/core/cache/handler-files';
import type { DbTarget } from '@/lib/core/db';
import { distDir } from './build-info';
import { prepareSite } from './prepare-site';
import { BuildError, buildReason, buildSite, withTelemetryOff } from './site-build';

const root = path.resolve(__dirname, '..');
const tsxCli = path.join(root, 'node_modules', 'tsx', 'dist', 'cli.mjs');

function buildOrExit(target: DbTarget, reason: string): void {
  try {
    buildSite(target, reason);
  } catch (error) {
    if (!(error instanceof BuildError)) throw error;
    console.error(error.message.startsWith('The build') ? error.message : `\n${error.message}`);
    process.exit(error.exitCode);
  }
}

async function main(): Promise<void> {
  const dev = process.argv.includes('--dev');
  const { target } = await prepareSite();

  if (!dev) {
    const reason = buildReason(target);
    if (reason) buildOrExit(target, reason);
  }
  const server = dev ? [tsxCli, path.join(root, 'scripts', 'server.ts'), '--dev'] : [serverEntry(distDir)];
  const child = spawn(process.execPath, server, {
    cwd: root,
    stdio: 'inherit',
    // `next dev` reports to Next.js's telemetry as a build does.
    env: withTelemetryOff(),
  });
  for (const signal of ['SIGINT', 'SIGTERM'] as const) process.on(signal, () => child.kill(signal));
  child.on('exit', (code) => process.exit(code ?? 0));
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
