import { sql } from 'kysely';
import type { Migration } from 'kysely/migration';
import { isPostgres } from './frozen-helpers';

/*
 * The files of the image library in the database (lib/core/media/storage.ts): with several instances
 * on one PostgreSQL database, an image uploaded through one is served by all. The only binary
 * column of the schema: bytea on PostgreSQL, blob on SQLite, which has the table too (so both
 * schemas are the same) but keeps its files on the disk.
 */
export const migration: Migration = {
  async up(db) {
    await db.schema
      .createTable('media_file')
      .addColumn('mediaId', 'text', (col) => col.notNull())
      .addColumn('name', 'text', (col) => col.notNull())
      .addColumn('contentType', 'text', (col) => col.notNull())
      .addColumn('data', sql.raw(isPostgres(db) ? 'bytea' : 'blob'), (col) => col.notNull())
      .addPrimaryKeyConstraint('media_file_pkey', ['mediaId', 'name'])
      .execute();
  },
};
