import type { Migration } from 'kysely/migration';
import { index } from './frozen-helpers';

/*
 * Accounts a chain can run on: a role per account (existing accounts, which could do everything,
 * become owners), the stores a store-staff account works for, two-factor sign-in (TOTP secret,
 * last used time step, single-use recovery codes), site-wide settings (two-factor required), and
 * the audit log, written in the same transaction as each change it records.
 */
export const migration: Migration = {
  async up(db) {
    await db.schema.alterTable('admin_user').addColumn('role', 'text', (col) => col.notNull().defaultTo('owner')).execute();
    await db.schema.alterTable('admin_user').addColumn('totpSecret', 'text').execute();
    await db.schema.alterTable('admin_user').addColumn('totpPendingSecret', 'text').execute();
    await db.schema.alterTable('admin_user').addColumn('totpEnabledAt', 'text').execute();
    await db.schema.alterTable('admin_user').addColumn('totpLastStep', 'integer').execute();

    await db.schema
      .createTable('admin_user_store')
      .addColumn('userId', 'text', (col) => col.notNull())
      .addColumn('storeId', 'text', (col) => col.notNull())
      .addPrimaryKeyConstraint('admin_user_store_pkey', ['userId', 'storeId'])
      .execute();
    await index(db, 'admin_user_store', ['storeId']);

    await db.schema
      .createTable('recovery_code')
      .addColumn('id', 'text', (col) => col.primaryKey().notNull())
      .addColumn('userId', 'text', (col) => col.notNull())
      .addColumn('codeHash', 'text', (col) => col.notNull())
      .addColumn('usedAt', 'text')
      .addColumn('createdAt', 'text', (col) => col.notNull())
      .execute();
    await index(db, 'recovery_code', ['userId']);

    await db.schema
      .createTable('site_setting')
      .addColumn('key', 'text', (col) => col.primaryKey().notNull())
      .addColumn('value', 'text', (col) => col.notNull())
      .addColumn('updatedAt', 'text', (col) => col.notNull())
      .execute();

    await db.schema
      .createTable('audit_log')
      .addColumn('id', 'text', (col) => col.primaryKey().notNull())
      .addColumn('action', 'text', (col) => col.notNull())
      .addColumn('actorId', 'text')
      .addColumn('actorEmail', 'text')
      .addColumn('actorName', 'text')
      .addColumn('ip', 'text')
      .addColumn('entity', 'text')
      .addColumn('entityId', 'text')
      .addColumn('summary', 'text')
      .addColumn('changes', 'text')
      .addColumn('createdAt', 'text', (col) => col.notNull())
      .execute();
    await index(db, 'audit_log', ['createdAt']);
    await index(db, 'audit_log', ['actorId', 'createdAt']);
    await index(db, 'audit_log', ['entity', 'createdAt']);

    await db.schema.createTable('reset_request').addColumn('id', 'text', (col) => col.primaryKey().notNull())
      .addColumn('email', 'text', (col) => col.notNull())
      .addColumn('ip', 'text', (col) => col.notNull())
      .addColumn('createdAt', 'text', (col) => col.notNull())
      .execute();
    await index(db, 'reset_request', ['email', 'createdAt']);
    await index(db, 'reset_request', ['ip', 'createdAt']);
  },
};
