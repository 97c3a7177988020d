import type { Migration } from 'kysely/migration';
import { index } from './frozen-helpers';

/*
 * Personal data (lib/core/enquiry/erase.ts): an enquiry anonymised on a visitor's request or after the
 * retention period keeps its row for the statistics, with the time it was anonymised; the
 * retention job finds the old ones not yet anonymised by this index.
 */
export const migration: Migration = {
  async up(db) {
    await db.schema.alterTable('enquiry').addColumn('anonymizedAt', 'text').execute();
    await index(db, 'enquiry', ['anonymizedAt', 'createdAt']);
  },
};
