import { spawnSync } from 'node:child_process';
import { copyFileSync, existsSync, mkdirSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import Database from 'better-sqlite3';

/*
 * The better-sqlite3 that `npm ci` compiled is stored where its installer, prebuild-install,
 * looks before it downloads, under the name it derives for this version, Node ABI, platform and
 * architecture. Here prebuild-install runs as `npm ci` runs it, in a copy of the package without
 * a build, with a temporary npm cache. (The whole `npm rebuild` both ways, with the compile:
 * scripts/ci/prove-native-cache.sh.)
 */

const root = path.resolve(__dirname, '../..');
const installed = path.join(root, 'node_modules/better-sqlite3');
const prebuildInstall = require.resolve('prebuild-install/bin.js', { paths: [installed] });

let work: string;
let cache: string;
let pkg: string;
beforeEach(() => {
  work = mkdtempSync(path.join(tmpdir(), 'oz-native-cache-'));
  cache = path.join(work, 'npm-cache');
  pkg = path.join(work, 'better-sqlite3');
  mkdirSync(pkg);
  copyFileSync(path.join(installed, 'package.json'), path.join(pkg, 'package.json'));
});
afterEach(() => rmSync(work, { recursive: true, force: true }));

const env = () => ({ PATH: process.env.PATH, HOME: work, NODE_ENV: 'test' as const, npm_config_cache: cache });

function installPrebuilt(extraEnv: Record<string, string> = {}) {
  return spawnSync(process.execPath, [prebuildInstall, '--verbose'], { cwd: pkg, env: { ...env(), ...extraEnv }, encoding: 'utf8', timeout: 60_000 });
}

// node_modules' build is Node 20's; Node 24 (scripts/ci/node24.mjs) loads better-sqlite3 13, which has nothing to compile.
const onNode20Build = process.env.OZ_BETTER_SQLITE3_DIR ? test.skip : test;

onNode20Build('the next install unpacks the stored build instead of compiling, and it opens a database', () => {
  const store = spawnSync(process.execPath, [path.join(root, 'scripts/ci/cache-native-build.mjs'), installed], { env: env(), encoding: 'utf8' });
  expect(store.stderr).toBe('');
  expect(store.status).toBe(0);
  const stored = readdirSync(path.join(cache, '_prebuilds'));
  expect(stored).toEqual([expect.stringMatching(new RegExp(`-better-sqlite3-v[\\d.]+-node-v${process.versions.modules}-${process.platform}-${process.arch}\\.tar\\.gz$`))]);

  const started = Date.now();
  const install = installPrebuilt();
  expect(install.stderr).toContain('found cached prebuild');
  expect(install.status).toBe(0);
  expect(Date.now() - started).toBeLessThan(20_000);

  const binary = path.join(pkg, 'build/Release/better_sqlite3.node');
  const db = new Database(':memory:', { nativeBinding: binary });
  expect(db.prepare('select 1 + 1 as two').get()).toEqual({ two: 2 });
  db.close();

  // A second store finds it there and leaves it.
  const again = spawnSync(process.execPath, [path.join(root, 'scripts/ci/cache-native-build.mjs'), installed], { env: env(), encoding: 'utf8' });
  expect(again.stdout).toContain('already cached');
});

test('without a stored build the installer gives up, so `node-gyp rebuild` compiles as on a fresh machine', () => {
  // A proxy that refuses, so a machine that can reach GitHub fails here too instead of downloading.
  const install = installPrebuilt({ https_proxy: 'http://127.0.0.1:9' });
  expect(install.stderr).toContain('looking for cached prebuild');
  expect(install.status).not.toBe(0);
  expect(existsSync(path.join(pkg, 'build'))).toBe(false);
});
