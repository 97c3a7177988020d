import { sql } from 'kysely';
import { type Db, openDb, setDbForProcess } from '@/lib/core/db';
import { engines, type TestDatabase } from '@/lib/test/engines';
import { captureLogs } from '@/lib/test/logs';
import { ownRedis, redisReachable, testRedisUrl } from '@/lib/test/redis';
import { checkReadiness, processReadiness, READINESS_TTL_MS, readinessRedis } from './health';

/*
 * Readiness (GET /api/ready) against real databases and a real Redis: what passes, what fails and
 * how fast, and that the answer names no address, user or password.
 */

describe.each(engines())('readiness on $name', (engine) => {
  let opened: TestDatabase;
  beforeAll(async () => {
    opened = await engine.open();
  });
  afterAll(() => opened.dispose());

  test('a migrated database answers: ready, with each check and its time', async () => {
    const readiness = await checkReadiness({ db: async () => opened.db, redis: null });
    expect(readiness.ready).toBe(true);
    expect(readiness.checks.map(({ name, ok }) => ({ name, ok }))).toEqual([
      { name: 'database', ok: true },
      { name: 'migrations', ok: true },
    ]);
    for (const check of readiness.checks) expect(check.ms).toBeGreaterThanOrEqual(0);
  });

  test('a schema behind the code (a migration not run): not ready, naming the migration', async () => {
    const { kysely } = opened.db;
    const last = await sql<{ name: string; timestamp: string }>`select name, timestamp from kysely_migration order by name desc limit 1`.execute(kysely);
    const { name, timestamp } = last.rows[0]!;
    await sql`delete from kysely_migration where name = ${name}`.execute(kysely);
    try {
      const readiness = await checkReadiness({ db: async () => opened.db, redis: null });
      expect(readiness.ready).toBe(false);
      expect(readiness.checks).toContainEqual(expect.objectContaining({ name: 'database', ok: true }));
      expect(readiness.checks).toContainEqual(expect.objectContaining({ name: 'migrations', ok: false, problem: `pending: ${name}` }));
    } finally {
      await sql`insert into kysely_migration (name, timestamp) values (${name}, ${timestamp})`.execute(kysely);
    }
  });
});

describe('readiness when the database is out of reach', () => {
  test('a database that refuses connections: not ready at once, and nothing about it in the answer', async () => {
    const db = openDb({ dialect: 'postgres', url: 'postgres://oz_site:secret-pass@127.0.0.1:1/oz_production' });
    const logs = captureLogs();
    try {
      const started = Date.now();
      const readiness = await checkReadiness({ db: async () => db, redis: null });
      expect(Date.now() - started).toBeLessThan(1500);
      expect(readiness.ready).toBe(false);
      expect(readiness.checks).toEqual([
        expect.objectContaining({ name: 'database', ok: false, problem: 'unreachable' }),
        expect.objectContaining({ name: 'migrations', ok: false, problem: 'unreachable' }),
      ]);
      const answer = JSON.stringify(readiness);
      for (const secret of ['secret-pass', 'oz_site', '127.0.0.1', 'oz_production', 'ECONNREFUSED']) expect(answer).not.toContain(secret);
      // The operator finds the reason in the server's log.
      expect(logs.lines()).toContainEqual(expect.objectContaining({ level: 'warn', check: 'database', err: expect.objectContaining({ code: 'ECONNREFUSED' }) }));
    } finally {
      logs.stop();
      await db.close();
    }
  });

  test('a database that does not answer: not ready once the check times out, not later', async () => {
    const started = Date.now();
    const readiness = await checkReadiness({ db: () => new Promise<Db>(() => undefined), redis: null, timeoutMs: 300 });
    expect(Date.now() - started).toBeLessThan(1000);
    expect(readiness.ready).toBe(false);
    expect(readiness.checks[0]).toEqual(expect.objectContaining({ name: 'database', ok: false, problem: 'no answer within 300 ms' }));
  });
});

const describeWithRedis = redisReachable() ? describe : describe.skip;

describeWithRedis('readiness with a shared Redis', () => {
  const [sqlite] = engines();
  let opened: TestDatabase;
  beforeAll(async () => {
    opened = await sqlite!.open();
  });
  afterAll(() => opened.dispose());

  test("the machine's Redis answers: ready, with a redis check", async () => {
    const redis = readinessRedis(testRedisUrl());
    try {
      const readiness = await checkReadiness({ db: async () => opened.db, redis });
      expect(readiness.ready).toBe(true);
      expect(readiness.checks.map((check) => check.name)).toEqual(['database', 'migrations', 'redis']);
    } finally {
      redis.disconnect();
    }
  });

  test('Redis stopped: not ready within the check, ready again soon after it is back', async () => {
    const server = await ownRedis();
    const redis = readinessRedis(server.url);
    const logs = captureLogs();
    try {
      expect((await checkReadiness({ db: async () => opened.db, redis })).ready).toBe(true);
      await server.kill();
      const started = Date.now();
      const down = await checkReadiness({ db: async () => opened.db, redis, timeoutMs: 1000 });
      // At once: the check's client queues nothing while it is cut off.
      expect(Date.now() - started).toBeLessThan(500);
      expect(down.ready).toBe(false);
      expect(down.checks).toContainEqual(expect.objectContaining({ name: 'redis', ok: false, problem: 'unreachable' }));
      expect(JSON.stringify(down)).not.toContain(server.url.split('//')[1]!);

      await server.start();
      const deadline = Date.now() + 5000;
      let back = await checkReadiness({ db: async () => opened.db, redis, timeoutMs: 1000 });
      while (!back.ready && Date.now() < deadline) {
        await new Promise((resolve) => setTimeout(resolve, 100));
        back = await checkReadiness({ db: async () => opened.db, redis, timeoutMs: 1000 });
      }
      expect(back.ready).toBe(true);
      expect(logs.lines()).toContainEqual(expect.objectContaining({ level: 'warn', msg: 'Readiness check failed', check: 'redis' }));
    } finally {
      logs.stop();
      redis.disconnect();
      await server.kill();
    }
  }, 20_000);
});

describe("the process's readiness", () => {
  const [sqlite] = engines();
  let opened: TestDatabase;
  beforeAll(async () => {
    opened = await sqlite!.open();
    setDbForProcess(opened.db);
  });
  afterAll(async () => {
    setDbForProcess(undefined);
    await opened.dispose();
  });

  test('is asked at most once a second, however often it is polled', async () => {
    const first = processReadiness(1_000_000);
    expect(processReadiness(1_000_000 + READINESS_TTL_MS - 1)).toBe(first);
    expect((await first).ready).toBe(true);
    const later = processReadiness(1_000_000 + READINESS_TTL_MS);
    expect(later).not.toBe(first);
    expect((await later).ready).toBe(true);
  });
});
