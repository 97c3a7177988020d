import { type Kysely, sql } from 'kysely';

/*
 * FROZEN: the helpers the migrations of 2026-11-22 to 2026-11-29 were written with, as they were
 * then. Never edit this file: a change here would change what those migrations give a fresh
 * database, and no longer match the databases they already ran on. A later migration that needs
 * something else writes it inside itself (or in a new helpers file, frozen in turn).
 */

type ColumnType = 'text' | 'integer' | 'double precision';
type Column = [name: string, type: ColumnType, notNull?: 'not null'];

export const text = (name: string, notNull?: 'not null'): Column => [name, 'text', notNull];
export const int = (name: string, notNull?: 'not null'): Column => [name, 'integer', notNull];
export const float = (name: string, notNull?: 'not null'): Column => [name, 'double precision', notNull];

/** A table with a text `id` primary key, the given columns, then `createdAt` and `updatedAt`. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function createTable(db: Kysely<any>, table: string, columns: Column[]): Promise<void> {
  // SQLite lets a text primary key hold NULL unless it says NOT NULL.
  let builder = db.schema.createTable(table).addColumn('id', 'text', (col) => col.primaryKey().notNull());
  for (const [name, type, notNull] of columns) {
    builder = builder.addColumn(name, sql.raw(type), (col) => (notNull ? col.notNull() : col));
  }
  builder = builder
    .addColumn('createdAt', 'text', (col) => col.notNull())
    .addColumn('updatedAt', 'text', (col) => col.notNull());
  await builder.execute();
}

/** An index named `<table>_<columns>_idx`, or `…_key` when unique. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function index(db: Kysely<any>, table: string, columns: string[], unique = false): Promise<void> {
  let builder = db.schema.createIndex(`${table}_${columns.join('_')}_${unique ? 'key' : 'idx'}`).on(table).columns(columns);
  if (unique) builder = builder.unique();
  await builder.execute();
}

/**
 * Which engine a migration runs on, told without a query (a failed one would end PostgreSQL's
 * migration transaction) by how Kysely writes a parameter: `$1` on PostgreSQL, `?` on SQLite.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export function isPostgres(db: Kysely<any>): boolean {
  return sql`${0}`.compile(db).sql === '$1';
}
