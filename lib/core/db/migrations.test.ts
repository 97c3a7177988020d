import { sql } from 'kysely';
import { columnsOf, entities, entityNames, type FieldType } from '@/lib/core/model/entities';
import { engines, useTestDb } from '@/lib/test/engines';
import { migrateToLatest, migrations } from './migrations';
import type { Db } from './index';

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

describe.each(engines())('migrations on $name', (engine) => {
  const t = useTestDb(engine, { emptyBeforeEach: false });

  const tables = async () => {
    const all = await t.db.kysely.introspection.getTables();
    if (t.db.dialect === 'sqlite') return all;
    const { rows } = await sql<{ schema: string }>`select current_schema() as schema`.execute(t.db.kysely);
    return all.filter((table) => table.schema === rows[0]?.schema);
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
    const schema = t.db.dialect === 'postgres' ? (await sql<{ s: string }>`select current_schema() as s`.execute(t.db.kysely)).rows[0]?.s : undefined;
    await migrateToLatest(t.db.kysely, schema);
    await migrateToLatest(t.db.kysely, schema);
    expect(JSON.stringify(await tables())).toBe(before);
    expect(await applied()).toEqual(Object.keys(migrations).map((name) => ({ name })));
  });
});
