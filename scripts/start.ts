/**
 * `npm start`: migrates the database, seeds the demo content into an empty embedded database,
 * makes sure an admin can sign in, builds when the build is missing or out of date, and serves
 * the site (`scripts/server.ts`). `npm run dev` does the same with `next dev` instead of a build.
 */
import './env';
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, statSync } from 'node:fs';
import path from 'node:path';
import { adminSignInNotice, ensureAdmin } from '@/lib/auth/bootstrap';
import { getAuthSecret, getConfig } from '@/lib/config';
import { configuredTarget, type DbTarget, describeTarget, openMigratedDb } from '@/lib/db';
import { isContentEmpty, seedDemoContent } from '@/scripts/seed/demo-content';
import { builtFrom, distDir, forgetBuiltContent, newestMtime, recordBuild, settingsChangedSinceBuild } from './build-info';
import { typeCheck } from './type-check';

const root = path.resolve(__dirname, '..');
const nextBin = path.join(root, 'node_modules', 'next', 'dist', 'bin', 'next');
const tsxCli = path.join(root, 'node_modules', 'tsx', 'dist', 'cli.mjs');
const SOURCES = ['app', 'components', 'lib', 'graphql', 'public', 'middleware.ts', 'instrumentation.ts', 'instrumentation-client.ts', 'next.config.ts', 'package.json', 'postcss.config.mjs'];

function buildReason(target: DbTarget): string | null {
  const buildId = path.join(distDir, 'BUILD_ID');
  if (!existsSync(buildId)) return 'no build yet';
  if (builtFrom() !== describeTarget(target)) return 'the database or its content changed since the last build';
  const changed = settingsChangedSinceBuild();
  if (changed.length > 0) return `${changed.join(', ')} changed since the last build`;
  const built = statSync(buildId).mtimeMs;
  if (Math.max(...SOURCES.map((entry) => newestMtime(path.join(root, entry)))) > built) return 'the sources changed';
  return null;
}

function build(target: DbTarget, reason: string): void {
  console.log(`Building the site (${reason})…`);
  const checked = typeCheck(root);
  if (!checked.ok) {
    console.error(`\n${checked.output}\n\nThe type check failed: npm start does not build or start code that fails it. Fix the errors above.`);
    process.exit(1);
  }
  const result = spawnSync(process.execPath, [nextBin, 'build'], { cwd: root, stdio: 'inherit', env: process.env });
  if (result.status !== 0) {
    console.error('The build failed; see the messages above.');
    process.exit(result.status ?? 1);
  }
  recordBuild(describeTarget(target));
}

async function main(): Promise<void> {
  const dev = process.argv.includes('--dev');
  const config = getConfig();
  // next-auth's middleware reads these from the environment.
  process.env.NEXTAUTH_SECRET ??= getAuthSecret();
  process.env.NEXTAUTH_URL ??= config.siteUrl;

  const target = configuredTarget();
  const db = await openMigratedDb(target);
  try {
    if (target.dialect === 'sqlite' && (await isContentEmpty(db))) {
      const summary = await seedDemoContent(db);
      forgetBuiltContent();
      console.log(`Seeded the demo content: ${Object.entries(summary).map(([name, count]) => `${count} ${name}`).join(', ')}.`);
    }
    const admin = await ensureAdmin(db);
    console.log(`\nOz: ${config.siteUrl}`);
    if (admin) console.log(adminSignInNotice(admin, config.siteUrl));
  } finally {
    await db.close();
  }

  if (!dev) {
    const reason = buildReason(target);
    if (reason) build(target, reason);
  }
  const child = spawn(process.execPath, [tsxCli, path.join(root, 'scripts', 'server.ts'), ...(dev ? ['--dev'] : [])], {
    cwd: root,
    stdio: 'inherit',
    env: process.env,
  });
  for (const signal of ['SIGINT', 'SIGTERM'] as const) process.on(signal, () => child.kill(signal));
  child.on('exit', (code) => process.exit(code ?? 0));
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
