import type { Migration } from 'kysely/migration';

/*
 * A store's position (latitude and longitude in degrees), set by staff, from which the visitor's
 * browser finds the stores nearest to it (lib/core/store-finder.ts). Optional: a store without one
 * is still listed, by its prefecture.
 */
export const migration: Migration = {
  async up(db) {
    await db.schema.alterTable('store').addColumn('latitude', 'double precision').execute();
    await db.schema.alterTable('store').addColumn('longitude', 'double precision').execute();
  },
};
