import type { Migration } from 'kysely/migration';
import { createTable, index, int, text } from './frozen-helpers';

/** Enquiries from the contact and franchise forms, their mails' outbox, and the submission rate per address. */
export const migration: Migration = {
  async up(db) {
    await createTable(db, 'enquiry', [
      text('kind', 'not null'),
      text('name', 'not null'),
      text('furigana', 'not null'),
      text('gender'),
      text('age'),
      text('phone', 'not null'),
      text('email', 'not null'),
      text('postCode'),
      text('address'),
      text('addressOther'),
      text('company'),
      text('contact', 'not null'),
      text('destination'),
      text('schedule'),
      text('message'),
      text('deliveryState', 'not null'),
      text('deliveredAt'),
    ]);
    await index(db, 'enquiry', ['kind', 'createdAt']);
    await index(db, 'enquiry', ['deliveryState']);

    await createTable(db, 'mail_outbox', [
      text('enquiryId', 'not null'),
      text('recipient', 'not null'),
      text('toAddress', 'not null'),
      text('subject', 'not null'),
      text('body', 'not null'),
      text('state', 'not null'),
      int('attempts', 'not null'),
      text('nextAttemptAt', 'not null'),
      text('leaseUntil'),
      text('lastError'),
      text('sentAt'),
      text('messageId'),
    ]);
    await index(db, 'mail_outbox', ['state', 'nextAttemptAt']);
    await index(db, 'mail_outbox', ['enquiryId']);

    await db.schema
      .createTable('enquiry_attempt')
      .addColumn('id', 'text', (col) => col.primaryKey().notNull())
      .addColumn('ip', 'text', (col) => col.notNull())
      .addColumn('kind', 'text', (col) => col.notNull())
      .addColumn('createdAt', 'text', (col) => col.notNull())
      .execute();
    await index(db, 'enquiry_attempt', ['ip', 'createdAt']);
  },
};
