import { type DatabaseIntrospector, type DatabaseMetadataOptions, type Kysely, PostgresDialect, type SchemaMetadata, sql, type TableMetadata } from 'kysely';
import { DEFAULT_MIGRATION_LOCK_TABLE, DEFAULT_MIGRATION_TABLE } from 'kysely/migration';

/*
 * PostgreSQL's dialect with Kysely's introspection limited to the connection's own schema (the
 * pool's search_path, lib/core/db/index.ts). Kysely's migrator looks for its two tables by asking
 * for every table of every schema, and that catalog scan fails ("schema … does not exist") when
 * another schema is dropped at the same moment: Jest's other worker does that for each test file,
 * and so may another site sharing the database server. The site only ever reads its own schema.
 */

interface ColumnRow {
  table: string;
  schema: string;
  isView: boolean;
  column: string;
  type: string;
  typeSchema: string;
  notNull: boolean;
  hasDefault: boolean;
  comment: string | null;
  serial: string | null;
}

class OwnSchemaIntrospector implements DatabaseIntrospector {
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  constructor(private readonly db: Kysely<any>) {}

  async getSchemas(): Promise<SchemaMetadata[]> {
    const { rows } = await sql<{ name: string }>`select nspname as name from pg_catalog.pg_namespace`.execute(this.db);
    return rows;
  }

  /** The tables and views of the current schema, with their columns, as Kysely's own introspector describes them. */
  async getTables(options: DatabaseMetadataOptions = { withInternalKyselyTables: false }): Promise<TableMetadata[]> {
    const { rows } = await sql<ColumnRow>`
      select c.relname as "table", ns.nspname as "schema", c.relkind = 'v' as "isView", a.attname as "column",
        typ.typname as "type", dtns.nspname as "typeSchema", a.attnotnull as "notNull", a.atthasdef as "hasDefault",
        col_description(a.attrelid, a.attnum) as "comment",
        pg_get_serial_sequence(quote_ident(ns.nspname) || '.' || quote_ident(c.relname), a.attname) as "serial"
      from pg_catalog.pg_attribute a
        join pg_catalog.pg_class c on a.attrelid = c.oid
        join pg_catalog.pg_namespace ns on c.relnamespace = ns.oid
        join pg_catalog.pg_type typ on a.atttypid = typ.oid
        join pg_catalog.pg_namespace dtns on typ.typnamespace = dtns.oid
      where ns.nspname = current_schema() and c.relkind in ('r', 'v', 'p') and a.attnum >= 0 and not a.attisdropped
      order by c.relname, a.attnum`.execute(this.db);
    const internal = new Set<string>(options.withInternalKyselyTables ? [] : [DEFAULT_MIGRATION_TABLE, DEFAULT_MIGRATION_LOCK_TABLE]);
    const tables = new Map<string, TableMetadata>();
    for (const row of rows) {
      if (internal.has(row.table)) continue;
      const table = tables.get(row.table) ?? { name: row.table, schema: row.schema, isView: row.isView, isForeign: false, columns: [] };
      tables.set(row.table, table);
      (table.columns as TableMetadata['columns'][number][]).push({
        name: row.column,
        dataType: row.type,
        dataTypeSchema: row.typeSchema,
        isNullable: !row.notNull,
        hasDefaultValue: row.hasDefault,
        isAutoIncrementing: row.serial !== null,
        comment: row.comment ?? undefined,
      });
    }
    return [...tables.values()];
  }
}

export class OwnSchemaPostgresDialect extends PostgresDialect {
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  override createIntrospector(db: Kysely<any>): DatabaseIntrospector {
    return new OwnSchemaIntrospector(db);
  }
}
