import 'server-only';
import SQLite from 'better-sqlite3';
import { Kysely, sql, SqliteDialect } from 'kysely';
import pg from 'pg';
import { getConfig } from '@/lib/core/config';
import { migrateToLatest, pendingMigrationNames } from './migrations';
import { OwnSchemaPostgresDialect } from './own-schema-dialect';
import { sealSecretColumns } from './sealed-columns';
import { ensureSearchIndex } from '@/lib/core/search';
import type { Database } from './schema';
import { createPrivateFile } from '@/lib/core/ops/data-folder';
import { logger } from '@/lib/core/ops/log';

export type Dialect = 'sqlite' | 'postgres';

export interface Db {
  readonly kysely: Kysely<Database>;
  readonly dialect: Dialect;
  close(): Promise<void>;
}

export type DbTarget =
  | { dialect: 'sqlite'; file: string }
  | { dialect: 'postgres'; url: string; schema?: string; maxConnections?: number };

// PostgreSQL's int8 (count(*), sums) arrives as a string by default; our counts fit a number.
pg.types.setTypeParser(pg.types.builtins.INT8, (value) => Number(value));

const CONNECT_TIMEOUT_MS = 5000;

let connectionsLost = 0;

/** How many PostgreSQL connections this process has seen dropped (a restart, `pg_terminate_backend`). */
export function lostConnectionCount(): number {
  return connectionsLost;
}

/**
 * A connection the database drops (a restart, a failover, `pg_terminate_backend`) is an `error`
 * event on its client, and on the pool when the client was idle. Without a listener Node turns
 * that event into an uncaught exception, which ends the process. The pool already discards a
 * broken client and opens a new one on the next query, and the query that was running fails on
 * its own; what is left is to count and report the loss.
 */
function watchConnectionLoss(pool: pg.Pool): void {
  pool.on('connect', (client) => {
    let lost = false;
    client.on('error', (error: Error) => {
      if (lost) return;
      lost = true;
      connectionsLost += 1;
      logger().warn({ err: error, connectionsLost }, 'PostgreSQL connection lost');
    });
  });
  // The pool repeats an idle client's error, already reported above, as its own.
  pool.on('error', () => undefined);
}

export function openDb(target: DbTarget): Db {
  if (target.dialect === 'sqlite') {
    // Created private: SQLite gives the WAL and shared-memory files the database file's mode.
    if (target.file !== ':memory:') createPrivateFile(target.file);
    const database = new SQLite(target.file);
    database.pragma('journal_mode = WAL');
    database.pragma('busy_timeout = 5000');
    database.pragma('synchronous = NORMAL');
    // Deleted and overwritten content is zeroed, not left in free space (erasing personal data: lib/core/db/scrub.ts).
    database.pragma('secure_delete = ON');
    const kysely = new Kysely<Database>({ dialect: new SqliteDialect({ database }) });
    return { kysely, dialect: 'sqlite', close: () => kysely.destroy() };
  }
  const pool = new pg.Pool({
    connectionString: target.url,
    max: target.maxConnections ?? 10,
    // A request waits at most this long for a connection, never indefinitely.
    connectionTimeoutMillis: CONNECT_TIMEOUT_MS,
    ...(target.schema ? { options: `-c search_path=${target.schema}` } : {}),
  });
  watchConnectionLoss(pool);
  const kysely = new Kysely<Database>({ dialect: new OwnSchemaPostgresDialect({ pool }) });
  return { kysely, dialect: 'postgres', close: () => kysely.destroy() };
}

export function configuredTarget(): DbTarget {
  const config = getConfig();
  return config.DATABASE_URL
    ? { dialect: 'postgres', url: config.DATABASE_URL }
    : { dialect: 'sqlite', file: config.sqlitePath };
}

/** The schema of PostgreSQL's migration tables: the one named, else the connection's current one. */
async function migrationSchema(db: Db, schema?: string): Promise<string | undefined> {
  if (db.dialect !== 'postgres') return undefined;
  if (schema) return schema;
  const { rows } = await sql<{ schema: string }>`select current_schema() as schema`.execute(db.kysely);
  return rows[0]?.schema;
}

/** The migrations `db` has not run yet (none when its schema is current). */
export async function pendingMigrations(db: Db): Promise<string[]> {
  return pendingMigrationNames(db.kysely, db.dialect, await migrationSchema(db));
}

/** Names a database for people and build records, never with the password of a URL. */
export function describeTarget(target: DbTarget): string {
  if (target.dialect === 'sqlite') return `SQLite ${target.file}`;
  const url = new URL(target.url);
  return `PostgreSQL ${url.host}${url.pathname}${target.schema ? ` (schema ${target.schema})` : ''}`;
}

/**
 * Opens a database and brings its schema up to date, its secrets sealed under the current key
 * (sealed-columns.ts), and its search index built by the current indexer (lib/core/search/rebuild.ts).
 */
export async function openMigratedDb(target: DbTarget): Promise<Db> {
  const db = openDb(target);
  const migrate = async () => migrateToLatest(db.kysely, db.dialect, await migrationSchema(db, target.dialect === 'postgres' ? target.schema : undefined));
  try {
    await migrate();
  } catch (error) {
    // Another process (a build worker, a second instance) may have migrated at the same moment.
    await new Promise((resolve) => setTimeout(resolve, 250));
    try {
      await migrate();
    } catch {
      await db.close();
      throw error;
    }
  }
  await sealSecretColumns(db);
  await ensureSearchIndex(db);
  return db;
}

const holder = globalThis as unknown as { __ozDb?: Promise<Db> };

/** The application's database, opened and migrated on first use and shared by the process. */
export function getDb(): Promise<Db> {
  holder.__ozDb ??= openMigratedDb(configuredTarget()).catch((error: unknown) => {
    holder.__ozDb = undefined;
    throw error;
  });
  return holder.__ozDb;
}

/** Lets tests and scripts run the application code against a database of their choosing. */
export function setDbForProcess(db: Db | undefined): void {
  holder.__ozDb = db ? Promise.resolve(db) : undefined;
}

export function nowIso(): string {
  return new Date().toISOString();
}
