import { type ChildProcess, spawn, spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { createServer } from 'node:net';
import Redis from 'ioredis';

/** Where the tests find the machine's Redis. */
export function testRedisUrl(): string {
  return process.env.REDIS_URL_TEST || 'redis://127.0.0.1:6379';
}

/** A key prefix of this test's own, so parallel test files never share keys. */
export function testNamespace(): string {
  return `oz-test:${randomBytes(6).toString('hex')}`;
}

/** A port nothing listens on at the moment. */
export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => (typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port'))));
    });
  });
}

async function waitUntilAnswering(url: string, timeoutMs = 5000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const client = new Redis(url, { lazyConnect: true, maxRetriesPerRequest: 0, retryStrategy: () => null });
    client.on('error', () => undefined);
    try {
      await client.connect();
      await client.ping();
      return;
    } catch (error) {
      if (Date.now() > deadline) throw error;
      await new Promise((resolve) => setTimeout(resolve, 50));
    } finally {
      client.disconnect();
    }
  }
}

export interface OwnRedis {
  url: string;
  /** Stops the server (SIGKILL): clients see a dropped connection. */
  kill(): Promise<void>;
  /** Starts it again on the same port, empty. */
  start(): Promise<void>;
}

/**
 * A Redis server of the test's own (the machine's `redis-server`, in memory), for tests that stop
 * and restart it; the shared one at testRedisUrl() is never stopped.
 */
export async function ownRedis(): Promise<OwnRedis> {
  const port = await freePort();
  const url = `redis://127.0.0.1:${port}`;
  let child: ChildProcess | null = null;
  const own: OwnRedis = {
    url,
    async start() {
      child = spawn('redis-server', ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'], { stdio: 'ignore' });
      await waitUntilAnswering(url);
    },
    async kill() {
      const running = child;
      child = null;
      if (!running || running.exitCode !== null) return;
      await new Promise<void>((resolve) => {
        running.once('exit', () => resolve());
        running.kill('SIGKILL');
      });
    },
  };
  await own.start();
  return own;
}

let reachable: boolean | undefined;

/**
 * Whether the machine's Redis answers (asked once per test file, synchronously, for
 * `describe.skip`). Without it the Redis tests are skipped with a warning, unless REQUIRE_REDIS=1
 * (as in CI), which makes them fail.
 */
export function redisReachable(): boolean {
  if (reachable !== undefined) return reachable;
  const script = `
    const socket = require('node:net').connect({ host: process.argv[1], port: Number(process.argv[2]) });
    socket.setTimeout(1500, () => process.exit(1));
    socket.on('error', () => process.exit(1));
    socket.on('connect', () => socket.write('PING\\r\\n'));
    socket.on('data', (data) => process.exit(String(data).startsWith('+PONG') ? 0 : 1));`;
  const { hostname, port } = new URL(testRedisUrl());
  reachable = spawnSync(process.execPath, ['-e', script, hostname, port || '6379'], { timeout: 3000 }).status === 0;
  if (!reachable && process.env.REQUIRE_REDIS !== '1') console.warn(`Redis at ${testRedisUrl()} is not reachable. Skipping the tests that need it.`);
  return reachable || process.env.REQUIRE_REDIS === '1';
}
