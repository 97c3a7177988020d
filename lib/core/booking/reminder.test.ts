import { bookingContext, bookableStoreFixture, NOW, visitor } from '@/lib/test/bookings';
import { engines, useTestDb } from '@/lib/test/engines';
import { bookTrial, cancelBooking } from './book';
import { queueDueReminders } from './reminder';
import { japanInstant } from './slots';

const savedTz = process.env.TZ;
beforeAll(() => {
  process.env.TZ = 'Pacific/Honolulu';
});
afterAll(() => {
  process.env.TZ = savedTz;
});

describe.each(engines())('the reminder the day before on $name', (engine) => {
  const t = useTestDb(engine);

  test('goes once, from 09:00 Japan time the day before, even with two runners at the same moment', async () => {
    const store = await bookableStoreFixture(t.admin);
    // Booked on 12/01 for 12/03 11:00 and 12/03 18:00, and one for 12/04.
    const ids: string[] = [];
    for (const startsAt of [japanInstant('2026-12-03', '11:00'), japanInstant('2026-12-03', '18:00'), japanInstant('2026-12-04', '11:00'), japanInstant('2026-12-03', '13:00')]) {
      const booked = await bookTrial(bookingContext(t.db), visitor(store.id, startsAt));
      if (!booked.ok) throw new Error('not booked');
      ids.push(booked.booking.id);
    }
    await cancelBooking(bookingContext(t.db), ids[3]!);
    const reminders = () => t.db.kysely.selectFrom('mail_outbox').select(['bookingId', 'toAddress', 'body']).where('subject', 'like', '%明日%').execute();

    // 12/02 08:59 in Japan: too early.
    expect(await queueDueReminders(bookingContext(t.db, new Date(japanInstant('2026-12-02', '08:59'))))).toBe(0);
    const nine = new Date(japanInstant('2026-12-02', '09:00'));
    const counts = await Promise.all([queueDueReminders(bookingContext(t.db, nine)), queueDueReminders(bookingContext(t.db, nine))]);
    expect(counts.reduce((a, b) => a + b)).toBe(2);
    const sent = await reminders();
    expect(sent.map((mail) => mail.bookingId).sort()).toEqual([ids[0], ids[1]].sort());
    expect(sent[0]!.toAddress).toBe('hanako@example.com');
    expect(sent[0]!.body).toContain('/booking/cancel?token=');
    expect(await queueDueReminders(bookingContext(t.db, new Date(japanInstant('2026-12-02', '20:00'))))).toBe(0);
    expect(await reminders()).toHaveLength(2);
  });

  test('a booking made today for tomorrow gets none; its confirmation has just gone', async () => {
    const store = await bookableStoreFixture(t.admin);
    const morning = new Date(japanInstant('2026-12-02', '09:30'));
    expect(await bookTrial(bookingContext(t.db, morning), visitor(store.id, japanInstant('2026-12-03', '11:00')))).toMatchObject({ ok: true });
    expect(await queueDueReminders(bookingContext(t.db, new Date(japanInstant('2026-12-02', '10:00'))))).toBe(0);
    expect(NOW.toISOString()).toBe('2026-12-01T00:00:00.000Z');
  });
});
