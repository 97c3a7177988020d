import type { Migration } from 'kysely/migration';
import { index } from './frozen-helpers';

/*
 * The admin's inbox and accounts: an enquiry's handling status, invited accounts that have no
 * password yet, and single-use tokens (stored hashed) for invitations and e-mail changes.
 * ADD COLUMN with a default works on both engines, so no table is rebuilt.
 */
export const migration: Migration = {
  async up(db) {
    await db.schema.alterTable('enquiry').addColumn('status', 'text', (col) => col.notNull().defaultTo('new')).execute();
    await index(db, 'enquiry', ['status', 'createdAt']);
    await db.schema.alterTable('admin_user').addColumn('invitePending', 'integer', (col) => col.notNull().defaultTo(0)).execute();

    await db.schema
      .createTable('account_token')
      .addColumn('id', 'text', (col) => col.primaryKey().notNull())
      .addColumn('userId', 'text', (col) => col.notNull())
      .addColumn('purpose', 'text', (col) => col.notNull())
      .addColumn('tokenHash', 'text', (col) => col.notNull())
      .addColumn('newEmail', 'text')
      .addColumn('expiresAt', 'text', (col) => col.notNull())
      .addColumn('usedAt', 'text')
      .addColumn('createdAt', 'text', (col) => col.notNull())
      .execute();
    await index(db, 'account_token', ['tokenHash'], true);
    await index(db, 'account_token', ['userId', 'purpose']);
  },
};
