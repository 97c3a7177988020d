import type { Migration } from 'kysely/migration';
import { index } from './frozen-helpers';

/*
 * History: a version of each save of an article (with its blocks), a store or a campaign, and the
 * trash that keeps a deleted article or store, with what its delete took along, for 30 days
 * (lib/core/model/versions.ts). Snapshots are JSON text, so fields added to an entity later are kept too.
 */
export const migration: Migration = {
  async up(db) {
    await db.schema
      .createTable('record_version')
      .addColumn('id', 'text', (col) => col.primaryKey().notNull())
      .addColumn('entity', 'text', (col) => col.notNull())
      .addColumn('recordId', 'text', (col) => col.notNull())
      .addColumn('kind', 'text', (col) => col.notNull())
      .addColumn('authorId', 'text')
      .addColumn('authorName', 'text')
      .addColumn('authorEmail', 'text')
      .addColumn('previous', 'text')
      .addColumn('snapshot', 'text', (col) => col.notNull())
      .addColumn('changes', 'text', (col) => col.notNull())
      .addColumn('createdAt', 'text', (col) => col.notNull())
      .execute();
    await index(db, 'record_version', ['entity', 'recordId', 'createdAt']);

    await db.schema
      .createTable('trash_item')
      .addColumn('id', 'text', (col) => col.primaryKey().notNull())
      .addColumn('entity', 'text', (col) => col.notNull())
      .addColumn('recordId', 'text', (col) => col.notNull())
      .addColumn('title', 'text', (col) => col.notNull())
      .addColumn('snapshot', 'text', (col) => col.notNull())
      .addColumn('deletedById', 'text')
      .addColumn('deletedByName', 'text')
      .addColumn('deletedByEmail', 'text')
      .addColumn('createdAt', 'text', (col) => col.notNull())
      .execute();
    await index(db, 'trash_item', ['createdAt']);
  },
};
