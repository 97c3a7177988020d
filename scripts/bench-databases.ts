import { randomBytes } from 'node:crypto';
import { rmSync } from 'node:fs';
import path from 'node:path';
import pg from 'pg';
import type { Db, DbTarget } from '@/lib/core/db';

/*
 * The throw-away databases the benches measure on (bench-api, bench-read-path, bench-search):
 * SQLite in a file of the bench's data folder and, when asked, PostgreSQL in a schema of its own,
 * both migrated; close() closes them, drops the schema and removes the folder.
 */

/** The PostgreSQL a bench measures on: DATABASE_URL_TEST, else this machine's test database. */
export const benchPostgresUrl = (): string => process.env.DATABASE_URL_TEST || 'postgres://postgres@127.0.0.1:5432/test';

export interface BenchDatabase {
  engine: string;
  db: Db;
}

export interface BenchDatabases {
  targets: BenchDatabase[];
  close: () => Promise<void>;
}

async function runStatement(url: string, text: string): Promise<void> {
  const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 3000 });
  await client.connect();
  try {
    await client.query(text);
  } finally {
    await client.end();
  }
}

/**
 * `open` is the application's openMigratedDb, which a bench imports only once it has set its
 * environment (the application reads it once).
 */
export async function openBenchDatabases(
  open: (target: DbTarget) => Promise<Db>,
  dataDir: string,
  options: { postgres: boolean; sqliteEngine?: string; schemaPrefix?: string },
): Promise<BenchDatabases> {
  const targets: BenchDatabase[] = [];
  const cleanups: (() => Promise<void>)[] = [async () => rmSync(dataDir, { recursive: true, force: true })];
  const close = async () => {
    for (const target of targets) await target.db.close();
    for (const cleanup of cleanups.reverse()) await cleanup();
  };
  try {
    targets.push({ engine: options.sqliteEngine ?? 'sqlite (file)', db: await open({ dialect: 'sqlite', file: path.join(dataDir, 'bench.sqlite') }) });
    if (options.postgres) {
      const url = benchPostgresUrl();
      const schema = `${options.schemaPrefix ?? 'bench'}_${randomBytes(4).toString('hex')}`;
      await runStatement(url, `create schema "${schema}"`);
      cleanups.push(() => runStatement(url, `drop schema if exists "${schema}" cascade`));
      targets.push({ engine: 'postgres', db: await open({ dialect: 'postgres', url, schema }) });
    }
    return { targets, close };
  } catch (error) {
    await close();
    throw error;
  }
}
