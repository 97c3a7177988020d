import { sql } from 'kysely';
import pg from 'pg';
import { openMigratedDb, setDbForProcess } from '@/lib/core/db';
import { isConnectionLoss } from '@/lib/core/db/failures';
import { engines, useTestDb } from '@/lib/test/engines';
import { postGraphQL, signInAdmin } from '@/lib/test/http';
import { testPostgresUrl } from '@/lib/test/postgres';

/*
 * PostgreSQL ends the connections an API read runs on (`pg_terminate_backend`, as a restart or a
 * failover does): the read is answered with its data, from a new connection, instead of
 * "Unexpected error."; a mutation, which may have committed, is not sent twice.
 *
 * A read is caught on its connection by a lock: this test's own connection holds the table
 * exclusively, so the read waits in the database until the test terminates its backend, and
 * waits again (on a new backend) if it is retried, until the lock is released.
 */

const postgres = engines().find((engine) => engine.name === 'postgres');
const describeOnPostgres = postgres ? describe : describe.skip;

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function connect(): Promise<pg.Client> {
  const client = new pg.Client({ connectionString: testPostgresUrl() });
  await client.connect();
  return client;
}

/**
 * A connection of the test's own that holds `table` of the test's schema until `release()`, and
 * another that watches (outside its transaction, whose view of pg_stat_activity would stay fixed).
 */
async function holdTable(schema: string, table: string) {
  const [holder, watcher] = await Promise.all([connect(), connect()]);
  await holder.query('begin');
  await holder.query(`lock table "${schema}"."${table}" in access exclusive mode`);
  const { rows } = await holder.query<{ pid: number }>('select pg_backend_pid() as pid');
  const holderPid = rows[0]!.pid;
  /** The backends waiting for the lock: the reads and writes caught. */
  const waiting = async () =>
    (await watcher.query<{ pid: number }>('select pid from pg_stat_activity where $1 = any(pg_blocking_pids(pid)) order by pid', [holderPid])).rows.map((row) => row.pid);
  let released = false;
  return {
    /** The backends waiting, other than `except`, once there is one or after `timeoutMs`. */
    async waitingBackends(except: number[] = [], timeoutMs = 5000): Promise<number[]> {
      const deadline = Date.now() + timeoutMs;
      for (;;) {
        const pids = (await waiting()).filter((pid) => !except.includes(pid));
        if (pids.length > 0 || Date.now() > deadline) return pids;
        await pause(20);
      }
    },
    async terminate(pids: number[]): Promise<void> {
      await watcher.query('select pg_terminate_backend(pid) from unnest($1::int[]) as pid', [pids]);
    },
    async release(): Promise<void> {
      if (released) return;
      released = true;
      await holder.query('commit');
      await Promise.all([holder.end(), watcher.end()]);
    },
  };
}

describe('isConnectionLoss', () => {
  test('knows a terminated backend, a closed socket and a client that lost its connection, also wrapped; not a failed statement', () => {
    const terminated = Object.assign(new Error('terminating connection due to administrator command'), { code: '57P01' });
    expect(isConnectionLoss(terminated)).toBe(true);
    expect(isConnectionLoss(new Error('Connection terminated unexpectedly'))).toBe(true);
    expect(isConnectionLoss(Object.assign(new Error('read ECONNRESET'), { code: 'ECONNRESET' }))).toBe(true);
    expect(isConnectionLoss(new Error('wrapped', { cause: terminated }))).toBe(true);
    expect(isConnectionLoss(Object.assign(new Error('Unexpected error.'), { originalError: terminated }))).toBe(true);
    expect(isConnectionLoss(Object.assign(new Error('duplicate key value violates unique constraint'), { code: '23505' }))).toBe(false);
    // Our own pool being closed is not a loss to retry.
    expect(isConnectionLoss(new Error('Connection terminated'))).toBe(false);
    expect(isConnectionLoss('57P01')).toBe(false);
  });
});

describeOnPostgres('an API read whose PostgreSQL connection is terminated', () => {
  const t = useTestDb(postgres!);
  let schema: string;
  beforeAll(async () => {
    const { rows } = await sql<{ schema: string }>`select current_schema() as schema`.execute(t.db.kysely);
    schema = rows[0]!.schema;
  });

  test('while it runs is answered with its data from a new connection', async () => {
    await t.db.kysely.insertInto('area').values({ id: '0190a000-0000-7000-8000-000000000001', en: 'kanto', jp: '関東', createdAt: new Date().toISOString(), updatedAt: new Date().toISOString() }).execute();
    const table = await holdTable(schema, 'area');
    try {
      const read = postGraphQL<{ listAreas: { items: { jp: string }[] } }>('{ listAreas { items { jp } } }');
      const [first] = await table.waitingBackends();
      expect(first).toBeDefined();
      await table.terminate([first!]);
      // The read again, on another backend, waiting for the same lock.
      const [second] = await table.waitingBackends([first!]);
      expect(second).toBeDefined();
      await table.release();
      const { status, body } = await read;
      expect(status).toBe(200);
      expect(body.errors).toBeUndefined();
      expect(body.data?.listAreas.items.map((area) => area.jp)).toEqual(['関東']);
    } finally {
      await table.release();
    }
  });

  test('under load, every connection terminated twice: each read is answered with its data', async () => {
    // The same schema through a pool whose connections are known by name in pg_stat_activity.
    const name = `oz-read-retry-${process.pid}`;
    const db = await openMigratedDb({ dialect: 'postgres', url: `${testPostgresUrl()}?application_name=${name}`, schema, maxConnections: 4 });
    setDbForProcess(db);
    const counts = { ok: 0, failed: [] as string[] };
    let running = true;
    const reader = async () => {
      while (running) {
        const { body } = await postGraphQL('{ listAreas { items { id } } }');
        if (body.errors) counts.failed.push(body.errors[0]!.message);
        else counts.ok += 1;
      }
    };
    const readers = [0, 1, 2, 3, 4, 5, 6, 7].map(reader);
    const admin = await connect();
    let terminated = 0;
    try {
      for (let round = 0; round < 2; round += 1) {
        await pause(300);
        const { rows } = await admin.query<{ done: boolean }>('select pg_terminate_backend(pid) as done from pg_stat_activity where application_name = $1', [name]);
        terminated += rows.filter((row) => row.done).length;
      }
      await pause(300);
    } finally {
      running = false;
      await Promise.all(readers);
      await admin.end();
      setDbForProcess(t.db);
      await db.close();
    }
    expect(terminated).toBeGreaterThanOrEqual(4);
    expect(counts.ok).toBeGreaterThan(20);
    expect(counts.failed).toEqual([]);
  });

  test('is not sent again when it is a mutation: it fails, and its insert is made at most once', async () => {
    const { cookie } = await signInAdmin(t.db);
    const table = await holdTable(schema, 'area');
    try {
      const write = postGraphQL('mutation { createArea(input: { en: "tohoku", jp: "東北" }) { id } }', {}, { cookie });
      const [first] = await table.waitingBackends();
      expect(first).toBeDefined();
      await table.terminate([first!]);
      const { body } = await write;
      expect(body.errors).toHaveLength(1);
      // Nothing waits for the lock again: the mutation was not retried.
      expect(await table.waitingBackends([first!], 500)).toEqual([]);
      await table.release();
      const rows = await t.db.kysely.selectFrom('area').select('id').where('en', '=', 'tohoku').execute();
      expect(rows).toHaveLength(0);
    } finally {
      await table.release();
    }
  });
});
