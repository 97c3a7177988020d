import { recordAudit } from '@/lib/core/audit/log';
import { bookingContext, bookableStoreFixture, visitor } from '@/lib/test/bookings';
import { engines, useTestDb } from '@/lib/test/engines';
import { bookTrial } from './book';
import { anonymizeExpiredBookings, eraseBooking } from './erase';
import { japanInstant } from './slots';

const PERSONAL = { name: '消去 花子', furigana: 'ショウキョ ハナコ', email: 'erase-me@example.com', emailConfirm: 'erase-me@example.com', phone: '090-9876-5432' };
const by = (role: 'owner' | 'editor' | 'staff' = 'owner') => ({ actor: { id: `${role}-id`, email: `${role}@oz-gym.example` }, access: { role, storeIds: [] } });

describe.each(engines())('erasing bookings on $name', (engine) => {
  const t = useTestDb(engine);

  async function book(startsAt = japanInstant('2026-12-02', '11:00')) {
    const store = await bookableStoreFixture(t.admin, { link: `s-${Math.random().toString(36).slice(2)}` });
    const booked = await bookTrial(bookingContext(t.db, undefined, { ip: '198.51.100.23' }), visitor(store.id, startsAt, PERSONAL));
    if (!booked.ok) throw new Error('not booked');
    await recordAudit(t.db.kysely, { action: 'booking-state', actor: null, entity: 'Booking', entityId: booked.booking.id, summary: PERSONAL.name });
    return booked.booking.id;
  }

  async function everything(): Promise<string> {
    const tables = ['booking', 'booking_seat', 'mail_outbox', 'audit_log'] as const;
    return JSON.stringify(await Promise.all(tables.map((table) => t.db.kysely.selectFrom(table).selectAll().execute())));
  }

  test('an owner anonymises a booking: personal fields, mails and seats go, the statistics and the audit of who did it stay', async () => {
    const id = await book();
    await expect(eraseBooking(t.db, id, 'anonymize', by('editor'))).rejects.toMatchObject({ errorType: 'Unauthorized' });
    expect(await eraseBooking(t.db, id, 'anonymize', by())).toBe(true);
    const row = await t.db.kysely.selectFrom('booking').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
    expect(row).toMatchObject({ name: '', furigana: '', phone: '', email: '', emailKey: null, phoneKey: null, networkKey: null, state: 'cancelled', anonymizedAt: expect.any(String), startsAt: japanInstant('2026-12-02', '11:00') });
    const all = await everything();
    for (const value of Object.values(PERSONAL)) expect(all).not.toContain(value);
    expect(await t.db.kysely.selectFrom('booking_seat').selectAll().execute()).toEqual([]);
    expect(await t.db.kysely.selectFrom('audit_log').select(['action', 'actorEmail']).where('action', '=', 'booking-anonymize').execute()).toEqual([{ action: 'booking-anonymize', actorEmail: 'owner@oz-gym.example' }]);
    expect(await eraseBooking(t.db, id, 'anonymize', by())).toBe(false);
  });

  test('deleting removes the row, its seats and mails; a mail being sent refuses it for a moment', async () => {
    const id = await book();
    await t.db.kysely.updateTable('mail_outbox').set({ state: 'sending' }).where('bookingId', '=', id).where('recipient', '=', 'visitor').execute();
    await expect(eraseBooking(t.db, id, 'delete', by())).rejects.toMatchObject({ errorType: 'MailBeingSent' });
    expect(await t.db.kysely.selectFrom('booking').select('id').execute()).toHaveLength(1);
    await t.db.kysely.updateTable('mail_outbox').set({ state: 'sent' }).where('bookingId', '=', id).execute();
    expect(await eraseBooking(t.db, id, 'delete', by())).toBe(true);
    expect(await t.db.kysely.selectFrom('booking').select('id').execute()).toEqual([]);
    const all = await everything();
    for (const value of Object.values(PERSONAL)) expect(all).not.toContain(value);
  });

  test('the retention job anonymises bookings whose trial was longer ago than the period, once, as the system', async () => {
    const old = await book(japanInstant('2026-12-02', '11:00'));
    const recent = await book(japanInstant('2026-12-03', '11:00'));
    const later = new Date(Date.parse(japanInstant('2026-12-02', '12:00')) + 10 * 86_400_000);
    const runs = await Promise.all([anonymizeExpiredBookings(t.db, later, 10), anonymizeExpiredBookings(t.db, later, 10)]);
    expect(runs.reduce((sum, run) => sum + run.anonymized, 0)).toBe(1);
    const rows = await t.db.kysely.selectFrom('booking').select(['id', 'name', 'anonymizedAt']).orderBy('startsAt').execute();
    expect(rows).toEqual([
      { id: old, name: '', anonymizedAt: later.toISOString() },
      { id: recent, name: PERSONAL.name, anonymizedAt: null },
    ]);
    expect(await t.db.kysely.selectFrom('audit_log').select(['actorId', 'summary']).where('action', '=', 'booking-anonymize').execute()).toEqual([
      { actorId: null, summary: '保管期間（10日）の経過による自動匿名化' },
    ]);
  });
});
