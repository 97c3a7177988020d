import type { Migration } from 'kysely/migration';
import { index } from './frozen-helpers';

/*
 * Drafts and scheduled publishing of articles and campaigns (lib/core/model/publication.ts). What
 * exists stays published; publishAt null means "public at once".
 */
export const migration: Migration = {
  async up(db) {
    for (const table of ['news', 'campaign']) {
      await db.schema.alterTable(table).addColumn('status', 'text', (col) => col.notNull().defaultTo('PUBLISHED')).execute();
      await db.schema.alterTable(table).addColumn('publishAt', 'text').execute();
      await index(db, table, ['status', 'publishAt']);
    }
  },
};
