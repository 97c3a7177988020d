import type { Migration } from 'kysely/migration';
import { createTable, index, int, text } from './frozen-helpers';

/*
 * Booking the free trial (lib/core/booking): each store's booking settings (capacity: how many
 * trials its staff run at once), the blocks staff set (a whole day, slot '', which also closes the
 * store that day, or one slot 'HH:MM'), the bookings with the visitor's personal data (under the
 * enquiries' retention and erasure: anonymizedAt), and the seats that make capacity the database's
 * rule: one row per booking and half-hour unit it covers, unique per store, unit and seat number,
 * so two bookings can never hold the same seat (lib/core/booking/seats.ts). The mail outbox
 * learns to carry a booking's mails (bookingId; their enquiryId is '') and attachments (JSON).
 */
export const migration: Migration = {
  async up(db) {
    await createTable(db, 'booking_setting', [text('storeId', 'not null'), int('capacity', 'not null'), int('enabled', 'not null'), text('email')]);
    await index(db, 'booking_setting', ['storeId'], true);

    await createTable(db, 'booking_block', [text('storeId', 'not null'), text('date', 'not null'), text('slot', 'not null'), text('note'), text('createdBy')]);
    await index(db, 'booking_block', ['storeId', 'date', 'slot'], true);

    await createTable(db, 'booking', [
      text('storeId', 'not null'),
      text('startsAt', 'not null'),
      text('endsAt', 'not null'),
      text('name', 'not null'),
      text('furigana', 'not null'),
      text('phone', 'not null'),
      text('email', 'not null'),
      text('state', 'not null'),
      int('sequence', 'not null'),
      text('reminderSentAt'),
      text('cancelledAt'),
      text('anonymizedAt'),
    ]);
    await index(db, 'booking', ['storeId', 'startsAt']);
    await index(db, 'booking', ['state', 'startsAt']);
    await index(db, 'booking', ['anonymizedAt', 'createdAt']);

    await db.schema
      .createTable('booking_seat')
      .addColumn('storeId', 'text', (col) => col.notNull())
      .addColumn('unitStart', 'text', (col) => col.notNull())
      .addColumn('seat', 'integer', (col) => col.notNull())
      .addColumn('bookingId', 'text', (col) => col.notNull())
      .addPrimaryKeyConstraint('booking_seat_pkey', ['storeId', 'unitStart', 'seat'])
      .execute();
    await index(db, 'booking_seat', ['bookingId']);

    await db.schema.alterTable('mail_outbox').addColumn('bookingId', 'text').execute();
    await db.schema.alterTable('mail_outbox').addColumn('attachments', 'text').execute();
    await index(db, 'mail_outbox', ['bookingId']);
  },
};
