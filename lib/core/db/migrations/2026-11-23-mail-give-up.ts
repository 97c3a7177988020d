import { sql } from 'kysely';
import type { Migration } from 'kysely/migration';

/*
 * Mail that cannot be delivered is given up (state 'undeliverable') instead of being retried for
 * ever. queuedAt is when a mail's retries began: its creation, or the admin's last retry by hand.
 * It stays nullable, as SQLite adds a NOT NULL column only with a constant default; every insert sets it.
 */
export const migration: Migration = {
  async up(db) {
    await db.schema.alterTable('mail_outbox').addColumn('queuedAt', 'text').execute();
    await db.updateTable('mail_outbox').set({ queuedAt: sql.ref('createdAt') }).execute();
  },
};
