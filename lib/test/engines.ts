import { spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { type Db, openMigratedDb, setDbForProcess } from '@/lib/core/db';
import { entities, entityNames } from '@/lib/core/model/entities';
import type { ModelContext, Viewer } from '@/lib/core/model/repository';
import {
  CONNECT_TIMEOUT_MS,
  POSTGRES_STATUS_ENV,
  postgresRequired,
  testPostgresUrl,
  unreachableMessage,
} from './postgres';

export interface TestDatabase {
  db: Db;
  /** Closes the connection and removes what the test database left behind. */
  dispose(): Promise<void>;
}

export interface Engine {
  name: 'sqlite' | 'postgres';
  /** `maxConnections`: PostgreSQL's pool (4 by default), for tests of truly concurrent transactions. */
  open(options?: { maxConnections?: number }): Promise<TestDatabase>;
}

const sqlite: Engine = {
  name: 'sqlite',
  async open() {
    const db = await openMigratedDb({ dialect: 'sqlite', file: ':memory:' });
    return { db, dispose: () => db.close() };
  },
};

async function adminQuery(url: string, text: string): Promise<void> {
  const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: CONNECT_TIMEOUT_MS });
  await client.connect();
  try {
    await client.query(text);
  } finally {
    await client.end();
  }
}

const postgres: Engine = {
  name: 'postgres',
  async open(options = {}) {
    const url = testPostgresUrl();
    const schema = `test_${Date.now().toString(36)}_${randomBytes(4).toString('hex')}`;
    await adminQuery(url, `create schema "${schema}"`);
    try {
      const db = await openMigratedDb({ dialect: 'postgres', url, schema, maxConnections: options.maxConnections ?? 4 });
      return {
        db,
        async dispose() {
          await db.close();
          await adminQuery(url, `drop schema if exists "${schema}" cascade`);
        },
      };
    } catch (error) {
      await adminQuery(url, `drop schema if exists "${schema}" cascade`);
      throw error;
    }
  },
};

/** When a test file runs without the global setup (a single file from an editor), ask PostgreSQL here. */
function checkPostgresNow(): string | null {
  const script = `
    const pg = require('pg');
    const client = new pg.Client({ connectionString: process.argv[1], connectionTimeoutMillis: ${CONNECT_TIMEOUT_MS} });
    client.connect().then(() => client.query('select 1')).then(() => process.exit(0),
      (error) => { process.stdout.write(String(error && error.message || error)); process.exit(1); });`;
  const result = spawnSync(process.execPath, ['-e', script, testPostgresUrl()], {
    encoding: 'utf8',
    timeout: CONNECT_TIMEOUT_MS + 3000,
  });
  return result.status === 0 ? null : result.stdout || result.error?.message || 'no answer';
}

/**
 * The database engines every database test runs on: `describe.each(engines())('$name', …)`.
 * PostgreSQL is left out, with a warning, when it cannot be reached, unless REQUIRE_POSTGRES=1.
 */
export function engines(): Engine[] {
  let status = process.env[POSTGRES_STATUS_ENV];
  if (status !== 'up' && status !== 'down') {
    const problem = checkPostgresNow();
    status = problem ? 'down' : 'up';
    process.env[POSTGRES_STATUS_ENV] = status;
    if (problem && !postgresRequired()) {
      console.warn(`${unreachableMessage(testPostgresUrl(), problem)} Skipping the PostgreSQL variant of these tests.`);
    }
  }
  if (status === 'down' && postgresRequired()) {
    throw new Error(`${unreachableMessage(testPostgresUrl(), 'see the global setup')} REQUIRE_POSTGRES=1 is set.`);
  }
  return status === 'up' ? [sqlite, postgres] : [sqlite];
}

export const TEST_ADMIN: Viewer = { id: '00000000-0000-7000-8000-000000000001', email: 'admin@example.com', name: 'Admin', role: 'owner', storeIds: [] };

const ALL_TABLES = ['admin_user_store', 'recovery_code', 'site_setting', 'audit_log', 'reset_request', ...entityNames.map((name) => entities[name].table), 'admin_user', 'login_attempt', 'mail_outbox', 'enquiry', 'rate_event', 'account_token', 'media', 'media_file', 'record_version', 'trash_item', 'booking_setting', 'booking_block', 'booking', 'booking_seat', 'redirect', 'search_document', 'change_request', 'admin_notification', 'analytics_event', 'analytics_hourly', 'analytics_daily', 'analytics_seen', 'analytics_salt', 'analytics_attribution'] as const;

export interface DbFixture {
  readonly db: Db;
  /** A signed-in admin, for the model functions. */
  readonly admin: ModelContext;
  /** An anonymous visitor. */
  readonly anonymous: ModelContext;
}

/**
 * Opens one fresh, migrated database for the enclosing describe block, empties it before each
 * test and makes it the process's database (for getYoga and runOperation).
 */
export function useTestDb(engine: Engine, options: { emptyBeforeEach?: boolean } = {}): DbFixture {
  let opened: TestDatabase | undefined;
  const current = (): Db => {
    if (!opened) throw new Error('The test database is opened in beforeAll; use it inside a test or hook.');
    return opened.db;
  };
  beforeAll(async () => {
    opened = await engine.open();
    setDbForProcess(opened.db);
  });
  afterAll(async () => {
    setDbForProcess(undefined);
    await opened?.dispose();
    opened = undefined;
  });
  beforeEach(async () => {
    const db = current();
    setDbForProcess(db);
    if (options.emptyBeforeEach === false) return;
    for (const table of ALL_TABLES) await db.kysely.deleteFrom(table).execute();
  });
  return {
    get db() {
      return current();
    },
    get admin() {
      return { db: current(), viewer: TEST_ADMIN };
    },
    get anonymous() {
      return { db: current(), viewer: null };
    },
  };
}
