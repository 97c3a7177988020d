#!/usr/bin/env node
// Node.js 24 beside the machine's Node.js 20, for the "Node.js 24" phases of `npm test`:
//
//   node scripts/ci/node24.mjs setup                  get Node 24 and its better-sqlite3; print their versions
//   node scripts/ci/node24.mjs run -- COMMAND [ARG…]  run COMMAND on Node 24 (its node comes first on PATH)
//
// Both come from the npm registry, at the versions pinned here, and are unpacked once per machine
// into ~/.cache/oz-ci/: Node's official build (the node-<platform>-<arch> package holds the binary)
// and better-sqlite3 13. The lockfile's better-sqlite3 12 stays Node 20's: on Node 24 it aborts the
// process when the garbage collector frees a statement outside JavaScript (Node 24's ObjectWrap
// removes an environment cleanup hook there: "Assertion failed: (env) != nullptr"), and 13, which
// is built on Node-API and ships its compiled module inside the package, needs Node-API 10, which
// no Node 20 has (it crashes there). So Node 24 loads 13 in place of node_modules' 12 (README,
// "Supported Node.js versions"): Jest through OZ_BETTER_SQLITE3_DIR (jest.config.js), every other
// Node 24 process through scripts/ci/node24-native.cjs, which NODE_OPTIONS preloads.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, renameSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(fileURLToPath(import.meta.url), '../../..');
/** Moved up by hand, like a dependency in the lockfile. */
export const NODE24_VERSION = '24.21.0';
export const BETTER_SQLITE3_VERSION = '13.2.0';
const cacheRoot = path.join(process.env.XDG_CACHE_HOME ?? path.join(os.homedir(), '.cache'), 'oz-ci');
const nodeDir = path.join(cacheRoot, `node-v${NODE24_VERSION}-${process.platform}-${process.arch}`);
export const nodeBin = path.join(nodeDir, 'bin', 'node');
export const betterSqlite3Dir = path.join(cacheRoot, `better-sqlite3-v${BETTER_SQLITE3_VERSION}`);
const hook = path.join(root, 'scripts', 'ci', 'node24-native.cjs');

function fail(message) {
  console.error(`node24: ${message}`);
  process.exit(1);
}

function check(command, args, options = {}) {
  const result = spawnSync(command, args, { encoding: 'utf8', ...options });
  if (result.status !== 0) fail(`${[command, ...args].join(' ')} failed (${result.status ?? result.error?.message ?? result.signal}):\n${result.stdout ?? ''}${result.stderr ?? ''}`);
  return result.stdout;
}

/** Unpacks a registry package (npm checks its integrity) into `dir`, unless `ready()` says it is there. */
function ensurePackage(spec, dir, ready) {
  if (ready()) return false;
  const started = Date.now();
  mkdirSync(cacheRoot, { recursive: true });
  const work = mkdtempSync(path.join(cacheRoot, 'download-'));
  try {
    const file = check('npm', ['pack', spec, '--pack-destination', work, '--silent'], { cwd: work }).trim().split('\n').at(-1);
    check('tar', ['-xzf', path.join(work, file), '-C', work]);
    rmSync(dir, { recursive: true, force: true });
    renameSync(path.join(work, 'package'), dir);
  } finally {
    rmSync(work, { recursive: true, force: true });
  }
  if (!ready()) fail(`${spec}, unpacked into ${dir}, does not work on this machine`);
  console.log(`${spec}: unpacked from the npm registry into ${dir} in ${((Date.now() - started) / 1000).toFixed(1)} s`);
  return true;
}

const opensDatabase = () =>
  existsSync(path.join(betterSqlite3Dir, 'package.json')) &&
  spawnSync(nodeBin, ['-e', "new (require(process.argv[1]))(':memory:').close()", betterSqlite3Dir]).status === 0;

/** Node 24 and the better-sqlite3 it loads, downloaded the first time on this machine. */
export function setup() {
  ensurePackage(`node-${process.platform}-${process.arch}@${NODE24_VERSION}`, nodeDir, () => spawnSync(nodeBin, ['--version'], { encoding: 'utf8' }).stdout?.trim() === `v${NODE24_VERSION}`);
  const [version, abi] = check(nodeBin, ['-p', 'process.version + " " + process.versions.modules']).trim().split(' ');
  console.log(`Node.js ${version} (ABI ${abi}) at ${nodeBin}`);
  ensurePackage(`better-sqlite3@${BETTER_SQLITE3_VERSION}`, betterSqlite3Dir, opensDatabase);
  console.log(`better-sqlite3 ${BETTER_SQLITE3_VERSION} (Node-API, prebuilt in the package) at ${betterSqlite3Dir}`);
}

/** The environment of a Node 24 command: its node first on PATH, and better-sqlite3 13 for node_modules' 12. */
export function node24Env(env = process.env) {
  return {
    ...env,
    PATH: `${path.dirname(nodeBin)}${path.delimiter}${env.PATH}`,
    NODE: nodeBin,
    OZ_BETTER_SQLITE3_DIR: betterSqlite3Dir,
    NODE_OPTIONS: [env.NODE_OPTIONS, `--require ${JSON.stringify(hook)}`].filter(Boolean).join(' '),
  };
}

async function run(command, args) {
  setup();
  const child = spawn(command === 'node' ? nodeBin : command, args, { stdio: 'inherit', env: node24Env() });
  // The child hears a terminal's Ctrl-C itself; a SIGTERM sent to us alone is passed on.
  process.on('SIGINT', () => undefined);
  process.on('SIGTERM', () => child.kill('SIGTERM'));
  const code = await new Promise((resolve) => {
    child.on('error', (error) => {
      console.error(`node24: ${error.message}`);
      resolve(127);
    });
    child.on('exit', (exitCode, signal) => resolve(exitCode ?? 128 + (os.constants.signals[signal] ?? 0)));
  });
  process.exit(code);
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const [action, ...rest] = process.argv.slice(2);
  if (action === 'setup' && rest.length === 0) setup();
  else if (action === 'run' && rest[0] === '--' && rest.length > 1) await run(rest[1], rest.slice(2));
  else fail('usage: node scripts/ci/node24.mjs setup | run -- COMMAND [ARG...]');
}
