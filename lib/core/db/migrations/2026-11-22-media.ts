import type { Migration } from 'kysely/migration';
import { createTable, index, int, text } from './frozen-helpers';

/** The admin's image library: one row per uploaded picture; its files live under DATA_DIR/media/<id>/. */
export const migration: Migration = {
  async up(db) {
    await createTable(db, 'media', [
      text('fileName', 'not null'),
      text('alt', 'not null'),
      int('width', 'not null'),
      int('height', 'not null'),
      text('mime', 'not null'),
      int('bytes', 'not null'),
    ]);
    await index(db, 'media', ['createdAt']);
  },
};
