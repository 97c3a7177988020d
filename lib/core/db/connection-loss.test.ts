import { sql } from 'kysely';
import pg from 'pg';
import { type Db, lostConnectionCount } from '@/lib/core/db';
import { engines, type TestDatabase } from '@/lib/test/engines';
import { testPostgresUrl } from '@/lib/test/postgres';
import { captureLogs } from '@/lib/test/logs';

/*
 * What an instance lives through when PostgreSQL drops its connections (a restart, a failover,
 * `pg_terminate_backend`): the pool's idle connections and one held by a transaction are ended by
 * the database. The process must neither crash (an `error` event without a listener is an uncaught
 * exception, which fails this test) nor hang; the next queries open new connections.
 */

const postgres = engines().find((engine) => engine.name === 'postgres');
const describeOnPostgres = postgres ? describe : describe.skip;

async function terminate(pids: number[]): Promise<void> {
  const admin = new pg.Client({ connectionString: testPostgresUrl() });
  await admin.connect();
  try {
    await admin.query('select pg_terminate_backend(pid) from unnest($1::int[]) as pid', [pids]);
  } finally {
    await admin.end();
  }
}

async function backendPid(db: Db, holdMs = 0): Promise<number> {
  const { rows } = await sql<{ pid: number }>`select pg_backend_pid() as pid, pg_sleep(${holdMs / 1000})`.execute(db.kysely);
  return rows[0]!.pid;
}

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describeOnPostgres('connections PostgreSQL drops', () => {
  let opened: TestDatabase;
  beforeAll(async () => {
    opened = await postgres!.open();
  });
  afterAll(() => opened.dispose());

  it('are counted and replaced, idle or held by a transaction, without an uncaught exception or a hang', async () => {
    const { db } = opened;
    // Four queries at once hold the pool's four connections; afterwards they wait idle.
    const pids = await Promise.all([0, 1, 2, 3].map(() => backendPid(db, 100)));
    expect(new Set(pids).size).toBe(4);
    const before = lostConnectionCount();
    const logs = captureLogs();

    const transaction = db.kysely.transaction().execute(async (trx) => {
      await sql`select 1`.execute(trx);
      await terminate(pids);
      // The held connection is ended between two queries of the transaction.
      await pause(300);
      await sql`select 1`.execute(trx);
    });
    await expect(transaction).rejects.toThrow();

    const started = Date.now();
    const replacements = await Promise.all([0, 1, 2, 3].map(() => backendPid(db)));
    expect(Date.now() - started).toBeLessThan(2000);
    expect(replacements.filter((pid) => pids.includes(pid))).toEqual([]);
    expect(lostConnectionCount() - before).toBe(4);
    expect(logs.lines().filter((line) => line.msg === 'PostgreSQL connection lost')).toHaveLength(4);
    logs.stop();
  });
});
