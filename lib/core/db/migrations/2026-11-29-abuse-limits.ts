import type { Migration } from 'kysely/migration';
import { index } from './frozen-helpers';

/*
 * Limits that hold against one client with many addresses (lib/core/security/rate-limit.ts): the
 * counted events of every limit in one table, keyed by a signature of whom they count, in place
 * of the forms' table of addresses. A booking keeps the signed keys of its contact and network, so
 * the limits count open bookings per contact and staff see bookings from one client pile up.
 */
export const migration: Migration = {
  async up(db) {
    await db.schema
      .createTable('rate_event')
      .addColumn('id', 'text', (col) => col.primaryKey().notNull())
      .addColumn('bucket', 'text', (col) => col.notNull())
      .addColumn('createdAt', 'text', (col) => col.notNull())
      .execute();
    await index(db, 'rate_event', ['bucket', 'createdAt']);
    await index(db, 'rate_event', ['createdAt']);
    await db.schema.dropTable('enquiry_attempt').execute();

    for (const column of ['emailKey', 'phoneKey', 'networkKey']) await db.schema.alterTable('booking').addColumn(column, 'text').execute();
    await index(db, 'booking', ['emailKey', 'state']);
    await index(db, 'booking', ['phoneKey', 'state']);
    await index(db, 'booking', ['networkKey', 'createdAt']);
  },
};
