import type { Migration } from 'kysely/migration';
import { index } from './frozen-helpers';

/*
 * Redirects (lib/core/redirects/): what an old address of the site answers once the article, list
 * or store that lived there moved or was deleted. `toPath` null answers 410 Gone. `kind` says who
 * recorded it: auto (a change of address), manual (staff), deleted (a deleted article or store).
 * The site's server keeps the whole table in memory, keyed by `fromPath`; `toPath` is indexed for
 * the rewrite that keeps every redirect one hop long.
 */
export const migration: Migration = {
  async up(db) {
    await db.schema
      .createTable('redirect')
      .addColumn('id', 'text', (col) => col.primaryKey().notNull())
      .addColumn('fromPath', 'text', (col) => col.notNull())
      .addColumn('toPath', 'text')
      .addColumn('kind', 'text', (col) => col.notNull())
      .addColumn('note', 'text')
      .addColumn('createdBy', 'text')
      .addColumn('createdAt', 'text', (col) => col.notNull())
      .addColumn('updatedAt', 'text', (col) => col.notNull())
      .execute();
    await index(db, 'redirect', ['fromPath'], true);
    await index(db, 'redirect', ['toPath']);
  },
};
