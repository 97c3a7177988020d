import { type ChildProcess, spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { createInterface } from 'node:readline';
import { expect } from '@playwright/test';
import { storePath } from '@/lib/core/routes';
import { testPostgresUrl } from '@/lib/test/postgres';
import { type OwnRedis, ownRedis } from '@/lib/test/redis';
import { nginxFolder, portInUse } from '@/scripts/cluster';
import { test } from '../fixtures';
import { DATABASE_READ, load, pause } from './helpers';

/*
 * `npm run cluster` itself, as an operator runs it, not the harness the other cluster spec drives:
 * an instance killed with kill -9 is started again by the script while nginx and the other
 * instance keep serving, and Ctrl-C then stops everything. It uses the other spec's build,
 * schema, data folder and ports (the cluster project runs one spec at a time), so it builds only
 * when run alone on a fresh checkout.
 */

const SCHEMA = 'oz_cluster_e2e';
const PORTS = { a: 3111, b: 3112, proxy: 8091 };
const proxyUrl = `http://127.0.0.1:${PORTS.proxy}`;
const DATA_DIR = 'data/cluster-e2e';
/** nginx's logs, where scripts/cluster.ts puts them for this data folder. */
const LOG_DIR = path.join(nginxFolder(path.resolve(DATA_DIR)), 'logs');

let script: ChildProcess;
let exited: Promise<number | null>;
let redis: OwnRedis;
/** Every line `npm run cluster` printed. */
const output: string[] = [];

/**
 * Resolves with the first line printed (from now on or before) that matches `pattern`. Fails early
 * when npm has exited, unless `afterExit`: after Ctrl-C npm exits at once (130) while the script
 * it ran, which holds the same pipes, is still stopping the instances and printing.
 */
async function line(pattern: RegExp, timeoutMs: number, { afterExit = false } = {}): Promise<RegExpExecArray> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    for (const each of output) {
      const found = pattern.exec(each);
      if (found) return found;
    }
    if (Date.now() > deadline) throw new Error(`npm run cluster did not print ${pattern} within ${timeoutMs / 1000} s. Its last lines:\n${output.slice(-40).join('\n')}`);
    if (!afterExit && script.exitCode !== null) throw new Error(`npm run cluster exited (${script.exitCode}). Its last lines:\n${output.slice(-40).join('\n')}`);
    await pause(100);
  }
}

test.describe.configure({ mode: 'serial' });

test.beforeAll(async () => {
  test.setTimeout(20 * 60_000);
  redis = await ownRedis();
  // In a process group of its own, as a terminal runs it: Ctrl-C reaches the whole group.
  script = spawn('npm', ['run', 'cluster'], {
    detached: true,
    stdio: ['ignore', 'pipe', 'pipe'],
    env: {
      ...process.env,
      CLUSTER_PORTS: `${PORTS.a},${PORTS.b}`,
      CLUSTER_PROXY_PORT: String(PORTS.proxy),
      CLUSTER_DB_SCHEMA: SCHEMA,
      CLUSTER_DATA_DIR: DATA_DIR,
      CLUSTER_DIST_DIR: '.next-cluster-e2e',
      DATABASE_URL: testPostgresUrl(),
      REDIS_URL: redis.url,
      ADMIN_EMAIL: 'admin@cluster.test',
      ADMIN_PASSWORD: 'cluster-password-1234',
      NEXTAUTH_SECRET: 'cluster-e2e-secret-cluster-e2e-secret',
      LOG_LEVEL: 'warn',
    },
  });
  exited = new Promise((resolve) => script.once('exit', (code) => resolve(code)));
  for (const stream of [script.stdout!, script.stderr!]) createInterface({ input: stream }).on('line', (each) => output.push(each));
  await line(/^Oz cluster up after/, 18 * 60_000);
});

test.afterAll(async () => {
  // Left running by a failed test: Ctrl-C, so that the script stops its instances and nginx.
  if (script?.exitCode === null && script.pid) {
    process.kill(-script.pid, 'SIGINT');
    await Promise.race([exited, pause(30_000)]);
    if (script.exitCode === null) process.kill(-script.pid, 'SIGKILL');
  }
  await redis?.kill();
});

test('an instance killed with kill -9 is started again by npm run cluster while nginx and the other instance serve every request, and Ctrl-C stops everything', async () => {
  test.setTimeout(5 * 60_000);
  const pidOfA = Number((await line(/instance a: \S+ \(pid (\d+)\)/, 5000))[1]);
  // Visitors through nginx: a page (micro-cached by nginx) and an API read (never cached).
  const traffic = [load(proxyUrl, storePath('ikebukuro'), { concurrency: 4 }), load(proxyUrl, DATABASE_READ, { concurrency: 4 })];
  await pause(1000);
  const inFlightAtKill = traffic.reduce((sum, one) => sum + one.counts.inFlight, 0);
  const logBefore = readFileSync(`${LOG_DIR}/access.log`, 'utf8').length;
  process.kill(pidOfA, 'SIGKILL');
  const killedAt = Date.now();

  const back = await line(/^Instance a \(\S+\) is back \(pid (\d+)\)\./, 120_000);
  const backAfter = Date.now() - killedAt;
  expect(Number(back[1])).not.toBe(pidOfA);
  expect((await fetch(`http://127.0.0.1:${PORTS.a}/api/ready`)).status).toBe(200);
  // Back in the rotation: nginx sends requests to A again.
  await expect
    .poll(() => readFileSync(`${LOG_DIR}/access.log`, 'utf8').slice(logBefore).split('\n').filter((entry) => entry.includes(`upstream=127.0.0.1:${PORTS.a}`)).length, { timeout: 20_000 })
    .toBeGreaterThan(0);
  const counts = await Promise.all(traffic.map((one) => one.stop()));
  const failures = counts.flatMap((one) => one.failures);
  const answered = counts.reduce((sum, one) => sum + one.ok, 0);
  console.log(
    `kill -9 of instance a under npm run cluster: back after ${backAfter} ms; ${answered} requests answered, ${failures.length} failed (${failures.join(', ') || 'none'}) ` +
      `of ${inFlightAtKill} in flight at the kill; slowest ${Math.max(...counts.map((one) => one.slowest))} ms`,
  );
  console.log(output.filter((each) => /stopped by itself|Restarting|is back|did not/.test(each)).join('\n'));
  expect(output.join('\n')).toContain('stopped by itself (SIGKILL); nginx and the other instances keep serving.');
  expect(failures.length).toBeLessThanOrEqual(inFlightAtKill);
  expect(answered).toBeGreaterThan(200);

  // Ctrl-C: the script stops nginx and both instances (npm itself may exit first, with 130).
  process.kill(-script.pid!, 'SIGINT');
  await exited;
  await line(/^Stopped\.$/, 30_000, { afterExit: true });
  for (const port of [PORTS.a, PORTS.b, PORTS.proxy]) await expect.poll(() => portInUse(port), { message: `port ${port}`, timeout: 10_000 }).toBe(false);
});
