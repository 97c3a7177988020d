/**
 * Whether the site needs a build, and the build: the check `npm start` and `npm run cluster`
 * share (scripts/start.ts, scripts/cluster/prepare.ts). Import scripts/env first.
 */
import { spawnSync, type SpawnSyncOptions } from 'node:child_process';
import { existsSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { type DbTarget, describeTarget } from '@/lib/core/db';
import { serverEntry } from '@/lib/core/cache/handler-files';
import { builtFrom, distDir, newestMtime, recordBuild, settingsChangedSinceBuild } from './build-info';
import { compileServer } from './compile-server';
import { typeCheck } from './type-check';

const root = path.resolve(__dirname, '..');
const nextBin = path.join(root, 'node_modules', 'next', 'dist', 'bin', 'next');
/**
 * What a build is made of: the site, and of scripts/ only the server compiled into the build
 * (scripts/compile-server.ts bundles server.ts and what it imports: env.ts, server-only.ts); a change to a bench
 * or a seed script does not make `npm start` build again.
 */
export const SOURCES = [
  'app',
  'components',
  'lib',
  'graphql',
  'public',
  'scripts/server.ts',
  'scripts/env.ts',
  'scripts/server-only.ts',
  'scripts/compile-server.ts',
  'middleware.ts',
  'instrumentation.ts',
  'instrumentation-client.ts',
  'next.config.ts',
  'package.json',
  'postcss.config.mjs',
];

/**
 * `env` with Next.js's anonymous telemetry (https://nextjs.org/telemetry) off, unless the operator
 * set NEXT_TELEMETRY_DISABLED (set empty, it lets Next.js send it).
 */
export function withTelemetryOff(env: NodeJS.ProcessEnv = process.env): NodeJS.ProcessEnv {
  return { ...env, NEXT_TELEMETRY_DISABLED: env.NEXT_TELEMETRY_DISABLED ?? '1' };
}

/** Runs the project's `next` with `args` in the project folder, its telemetry off. */
export function nextProcess(args: string[], options: SpawnSyncOptions = {}) {
  return spawnSync(process.execPath, [nextBin, ...args], { cwd: root, ...options, env: withTelemetryOff(options.env) });
}

/** A build that could not be made; its message says why and what to do. */
export class BuildError extends Error {
  constructor(message: string, readonly exitCode = 1) {
    super(message);
  }
}

/** Why the site must be built before it is served from `target`, or null when the build is current. */
export function buildReason(target: DbTarget): string | null {
  const buildId = path.join(distDir, 'BUILD_ID');
  if (!existsSync(buildId) || !existsSync(serverEntry(distDir))) return 'no build yet';
  if (builtFrom() !== describeTarget(target)) return 'the database or its content changed since the last build';
  const changed = settingsChangedSinceBuild();
  if (changed.length > 0) return `${changed.join(', ')} changed since the last build`;
  const built = statSync(buildId).mtimeMs;
  if (Math.max(...SOURCES.map((entry) => newestMtime(path.join(root, entry)))) > built) return 'the sources changed';
  return null;
}

/**
 * Type-checks (unless OZ_SKIP_TYPE_CHECK=1), builds into distDir (NEXT_DIST_DIR), compiles the site's own server into it
 * (scripts/compile-server.ts), and records what the build was made from;
 * throws a BuildError when either fails. `next build` adds its output folder's types to
 * tsconfig.json, which is put back as it was: a second output folder is no business of the
 * repository's.
 */
export function buildSite(target: DbTarget, reason: string): void {
  console.log(`Building the site${distDir === path.join(root, '.next') ? '' : ` into ${path.relative(root, distDir)}`} (${reason})…`);
  // OZ_SKIP_TYPE_CHECK=1: the caller has just checked this tree (npm test's type-check phase, before the Playwright phase's builds).
  if (process.env.OZ_SKIP_TYPE_CHECK === '1') console.log('Type check skipped (OZ_SKIP_TYPE_CHECK=1).');
  else {
    const checked = typeCheck(root);
    if (!checked.ok) throw new BuildError(`${checked.output}\n\nThe type check failed: the site is not built from code that fails it. Fix the errors above.`);
  }
  const tsconfig = path.join(root, 'tsconfig.json');
  const before = readFileSync(tsconfig, 'utf8');
  const result = nextProcess(['build'], { stdio: 'inherit' });
  if (readFileSync(tsconfig, 'utf8') !== before) writeFileSync(tsconfig, before);
  if (result.signal) throw new BuildError(`The build was stopped (${result.signal}).`);
  if (result.status !== 0) throw new BuildError('The build failed; see the messages above.', result.status ?? 1);
  compileServer(distDir);
  recordBuild(describeTarget(target));
}
