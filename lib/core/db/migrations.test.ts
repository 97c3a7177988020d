import { randomBytes } from 'node:crypto';
import { readdirSync } from 'node:fs';
import path from 'node:path';
import { sql } from 'kysely';
import pg from 'pg';
import { columnsOf, entities, entityNames, type FieldType } from '@/lib/core/model/entities';
import { engines, useTestDb } from '@/lib/test/engines';
import { testPostgresUrl } from '@/lib/test/postgres';
import { migrateToLatest, migrations } from './migrations';
import { type Db, openDb, pendingMigrations } from './index';

const SQL_TYPES: Record<FieldType, string> = {
  String: 'text',
  ID: 'text',
  StringList: 'text',
  Int: 'integer',
  Boolean: 'integer',
  Float: 'double precision',
};

function normalizeType(type: string): string {
  const lower = type.toLowerCase();
  if (lower === 'int4' || lower === 'int' || lower === 'integer') return 'integer';
  if (lower === 'float8' || lower === 'double precision') return 'double precision';
  return lower;
}

async function uniqueColumns(db: Db, table: string): Promise<string[]> {
  if (db.dialect === 'sqlite') {
    const indexes = await sql<{ name: string; unique: number; origin: string }>`select * from pragma_index_list(${table})`.execute(db.kysely);
    const columns: string[] = [];
    for (const index of indexes.rows.filter((row) => row.unique === 1 && row.origin !== 'pk')) {
      const info = await sql<{ name: string }>`select name from pragma_index_info(${index.name})`.execute(db.kysely);
      if (info.rows.length === 1 && info.rows[0]) columns.push(info.rows[0].name);
    }
    return columns.sort();
  }
  const { rows } = await sql<{ column: string }>`
    select a.attname as "column"
    from pg_index i
    join pg_class c on c.oid = i.indrelid
    join pg_attribute a on a.attrelid = c.oid and a.attnum = any(i.indkey)
    where c.relname = ${table} and c.relnamespace = current_schema()::regnamespace
      and i.indisunique and not i.indisprimary and i.indnatts = 1`.execute(db.kysely);
  return rows.map((row) => row.column).sort();
}

/** The schema a test database's tables are in (PostgreSQL), which Kysely's migrator is told. */
async function currentSchema(db: Db): Promise<string | undefined> {
  return db.dialect === 'postgres' ? (await sql<{ s: string }>`select current_schema() as s`.execute(db.kysely)).rows[0]?.s : undefined;
}

/** The schema's definition as the engine keeps it: SQLite's own statements, PostgreSQL's columns and indexes. */
async function schemaOf(db: Db): Promise<unknown> {
  if (db.dialect === 'sqlite') return (await sql`select type, name, sql from sqlite_master order by type, name`.execute(db.kysely)).rows;
  const columns = await sql`
    select table_name, column_name, ordinal_position, column_default, is_nullable, udt_name
    from information_schema.columns where table_schema = current_schema() order by table_name, ordinal_position`.execute(db.kysely);
  const indexes = await sql`
    select indexname, replace(indexdef, current_schema() || '.', '') as def
    from pg_indexes where schemaname = current_schema() order by indexname`.execute(db.kysely);
  return [columns.rows, indexes.rows];
}

describe.each(engines())('migrations on $name', (engine) => {
  const t = useTestDb(engine, { emptyBeforeEach: false });

  // This schema's tables only, read from the catalog: Kysely's introspection reads every schema's,
  // and fails when another worker drops its schema at the same moment.
  const tables = async () => {
    if (t.db.dialect === 'sqlite') return t.db.kysely.introspection.getTables();
    const { rows } = await sql<{ table: string; name: string; dataType: string; isNullable: boolean }>`
      select table_name as "table", column_name as name, udt_name as "dataType", is_nullable = 'YES' as "isNullable"
      from information_schema.columns where table_schema = current_schema() order by table_name, ordinal_position`.execute(t.db.kysely);
    const byTable = new Map<string, { name: string; dataType: string; isNullable: boolean }[]>();
    for (const { table, ...column } of rows) byTable.set(table, [...(byTable.get(table) ?? []), column]);
    return [...byTable].map(([name, columns]) => ({ name, columns }));
  };

  test.each(entityNames)('the %s table has exactly the columns of its entity', async (entity) => {
    const table = (await tables()).find((candidate) => candidate.name === entities[entity].table);
    expect(table).toBeDefined();
    const actual = Object.fromEntries(
      (table?.columns ?? []).map((column) => [column.name, { type: normalizeType(column.dataType), nullable: column.isNullable }]),
    );
    const expected = Object.fromEntries(
      Object.entries(columnsOf(entity)).map(([name, def]) => [name, { type: SQL_TYPES[def.type], nullable: !def.required }]),
    );
    expect(actual).toEqual(expected);
  });

  test.each(entityNames)('the id of %s is its primary key', async (entity) => {
    const { rows } =
      t.db.dialect === 'sqlite'
        ? await sql<{ name: string }>`select name from pragma_table_info(${entities[entity].table}) where pk > 0`.execute(t.db.kysely)
        : await sql<{ name: string }>`
            select a.attname as name from pg_index i
            join pg_attribute a on a.attrelid = i.indrelid and a.attnum = any(i.indkey)
            where i.indrelid = (current_schema() || '.' || ${entities[entity].table})::regclass and i.indisprimary`.execute(t.db.kysely);
    expect(rows.map((row) => row.name)).toEqual(['id']);
  });

  test.each(entityNames)('the %s table has a unique index for each unique field', async (entity) => {
    const expected = Object.entries(columnsOf(entity))
      .filter(([, def]) => def.unique)
      .map(([name]) => name)
      .sort();
    expect(await uniqueColumns(t.db, entities[entity].table)).toEqual(expected);
  });

  test('migrating again changes nothing', async () => {
    const before = JSON.stringify(await tables());
    const applied = async () => (await t.db.kysely.selectFrom('kysely_migration' as never).select('name' as never).execute()) as { name: string }[];
    expect(await applied()).toEqual(Object.keys(migrations).map((name) => ({ name })));
    const schema = await currentSchema(t.db);
    await migrateToLatest(t.db.kysely, t.db.dialect, schema);
    await migrateToLatest(t.db.kysely, t.db.dialect, schema);
    expect(JSON.stringify(await tables())).toBe(before);
    expect(await applied()).toEqual(Object.keys(migrations).map((name) => ({ name })));
  });
});

/**
 * The names under which databases already store the migrations they ran (Kysely's migration
 * table): they are keys, so a release may add names after them but never rename one.
 */
const RELEASED = [
  '0001_initial',
  '0002_enquiries',
  '0003_admin_accounts',
  '0004_media',
  '0005_mail_give_up',
  '0006_publication',
  '0007_versions',
  '0008_accounts_security',
  '0009_media_files',
  '0010_enquiry_anonymized',
  '2026-11-27-content-enquiry-store-id',
  '2026-11-27-content-sanitize-article-text',
  '2026-11-28-booking',
  '2026-11-28-store-coordinates',
  '2026-11-29-abuse-limits',
  '2026-11-30-redirects',
  '2026-11-30-seo-fields',
  '2026-11-30-site-search',
  '2026-12-01-review',
  '2026-12-01-search-title-terms',
  '2026-12-02-visit-analytics',
];

describe('the migration list', () => {
  test('keeps every released name, in the order Kysely runs them (by name)', () => {
    const names = Object.keys(migrations);
    expect(names.slice(0, RELEASED.length)).toEqual(RELEASED);
    expect(names).toEqual([...names].sort());
  });

  test('lists every migration file of the folder, each once', async () => {
    const folder = path.join(__dirname, 'migrations');
    const files = readdirSync(folder).filter((file) => /^\d{4}-\d{2}-\d{2}-[a-z0-9-]+\.ts$/.test(file));
    expect(files).toHaveLength(Object.keys(migrations).length);
    const listed = new Set(Object.values(migrations));
    for (const file of files) {
      const { migration } = (await import(path.join(folder, file))) as { migration: unknown };
      expect({ file, listed: listed.has(migration as never) }).toEqual({ file, listed: true });
    }
  });
});

describe.each(engines())('pending migrations on $name', (engine) => {
  const t = useTestDb(engine, { emptyBeforeEach: false });

  test('a current database has none; one with a migration not run names it', async () => {
    expect(await pendingMigrations(t.db)).toEqual([]);
    const last = Object.keys(migrations).sort().at(-1)!;
    const record = await t.db.kysely.selectFrom('kysely_migration' as never).selectAll().where('name' as never, '=', last as never).executeTakeFirstOrThrow();
    await t.db.kysely.deleteFrom('kysely_migration' as never).where('name' as never, '=', last as never).execute();
    try {
      expect(await pendingMigrations(t.db)).toEqual([last]);
    } finally {
      // Its record goes back rather than the migration running again: a migration need not run twice.
      await t.db.kysely.insertInto('kysely_migration' as never).values(record).execute();
    }
  });

  test('a database migrated by an earlier release, which stored the released names, has none pending', async () => {
    const table = 'kysely_migration' as never;
    const stored = await t.db.kysely.selectFrom(table).selectAll().execute();
    const before = await schemaOf(t.db);
    await t.db.kysely.deleteFrom(table).execute();
    try {
      const timestamp = new Date(0).toISOString();
      await t.db.kysely.insertInto(table).values(RELEASED.map((name) => ({ name, timestamp })) as never).execute();
      expect(await pendingMigrations(t.db)).toEqual([]);
      await migrateToLatest(t.db.kysely, t.db.dialect, await currentSchema(t.db));
      expect(await schemaOf(t.db)).toEqual(before);
    } finally {
      await t.db.kysely.deleteFrom(table).execute();
      await t.db.kysely.insertInto(table).values(stored as never).execute();
    }
  });

  // Jest's other workers create and drop a schema per test file in the same PostgreSQL database,
  // and so does a second site that shares a database server: neither may fail this check.
  (engine.name === 'postgres' ? test : test.skip)('the answer, and migrating a current schema and a new one, hold while other schemas are created and dropped', async () => {
    const other = new pg.Client({ connectionString: testPostgresUrl() });
    await other.connect();
    let churning = true;
    const churn = (async () => {
      while (churning) {
        const name = `churn_${randomBytes(4).toString('hex')}`;
        await other.query(`create schema ${name}; create table ${name}.t (id serial primary key, a text, b text)`);
        await other.query(`drop schema ${name} cascade`);
      }
    })();
    const problems: string[] = [];
    const schema = await currentSchema(t.db);
    try {
      for (const until = Date.now() + 3000; Date.now() < until; ) {
        await pendingMigrations(t.db).then(
          (pending) => pending.length > 0 && problems.push(`pending: ${pending.join(', ')}`),
          (error: Error) => problems.push(error.message),
        );
        // What every process does on its first use of the database (openMigratedDb).
        await migrateToLatest(t.db.kysely, t.db.dialect, schema).catch((error: Error) => problems.push(error.message));
        // What a process does on a new schema (each Jest test file, a new site): every migration
        // is pending, so Kysely's migrator runs and reads the catalog.
        const fresh = `fresh_${randomBytes(4).toString('hex')}`;
        await other.query(`create schema ${fresh}`);
        const db = openDb({ dialect: 'postgres', url: testPostgresUrl(), schema: fresh, maxConnections: 2 });
        try {
          await migrateToLatest(db.kysely, 'postgres', fresh).catch((error: Error) => problems.push(error.message));
        } finally {
          await db.close();
          await other.query(`drop schema ${fresh} cascade`);
        }
      }
    } finally {
      churning = false;
      await churn;
      await other.end();
    }
    expect(problems).toEqual([]);
  }, 15_000);
});
