#!/usr/bin/env node
// Stores the better-sqlite3 that `npm ci` just compiled as the prebuilt tarball its installer
// (`prebuild-install || node-gyp rebuild --release`) looks for in npm's cache before it downloads,
// so the next `npm ci` on this machine unpacks it in seconds instead of compiling for minutes.
// The file name comes from prebuild-install's own code, so it carries the package version, the
// Node ABI, the platform and the architecture: another Node or another release compiles afresh.
// Writes that one file and nothing else; prints where it is.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, renameSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';

const packageDir = path.resolve(process.argv[2] ?? 'node_modules/better-sqlite3');
const binary = 'build/Release/better_sqlite3.node';

function fail(message) {
  console.error(`cache-native-build: ${message}`);
  process.exit(1);
}

if (!existsSync(path.join(packageDir, 'package.json'))) fail(`no package at ${packageDir}`);
// prebuild-install reads npm's cache folder from npm_config_cache, which npm sets for install scripts.
process.env.npm_config_cache ??= spawnSync('npm', ['config', 'get', 'cache'], { encoding: 'utf8' }).stdout.trim();

const requireFromPackage = createRequire(path.join(packageDir, 'package.json'));
const pkg = requireFromPackage('./package.json');
// rc.js reads its options from the command line too: give it none of ours.
const argv = process.argv;
process.argv = argv.slice(0, 2);
const opts = { ...requireFromPackage('prebuild-install/rc')(pkg), pkg };
process.argv = argv;
const util = requireFromPackage('prebuild-install/util');
const tarball = util.cachedPrebuild(util.getDownloadUrl(opts));

if (existsSync(tarball)) {
  console.log(`better-sqlite3 ${pkg.version} (ABI ${opts.abi}, ${opts.platform}-${opts.arch}): already cached at ${tarball}`);
  process.exit(0);
}
if (!existsSync(path.join(packageDir, binary))) fail(`${binary} is missing in ${packageDir}; nothing to cache`);

// Only a build that opens a database is worth keeping.
const check = spawnSync(process.execPath, ['-e', "new (require(process.argv[1]))(':memory:').close()", packageDir], { encoding: 'utf8' });
if (check.status !== 0) fail(`the compiled module does not load, not caching it:\n${check.stderr}`);

mkdirSync(path.dirname(tarball), { recursive: true });
const partial = util.tempFile(tarball);
const tar = spawnSync('tar', ['-czf', partial, '--owner=0', '--group=0', '--numeric-owner', '-C', packageDir, binary], { stdio: 'inherit' });
if (tar.status !== 0) {
  rmSync(partial, { force: true });
  fail('tar failed');
}
renameSync(partial, tarball);
console.log(`better-sqlite3 ${pkg.version} (ABI ${opts.abi}, ${opts.platform}-${opts.arch}): stored the compiled module at ${tarball}`);
