import { maskSecretUrls } from '@/lib/core/http/secret-urls';
import { bookingContext, bookableStoreFixture, NOW, visitor } from '@/lib/test/bookings';
import { engines, useTestDb } from '@/lib/test/engines';
import { storeAvailability, storeClosedDates } from './availability';
import { bookTrial, cancelBooking, moveBooking } from './book';
import { cancelByToken, moveByToken, openBookingLink } from './manage';
import { japanInstant } from './slots';

/*
 * Booking on both engines, with the machine in another time zone than Japan: every time below is
 * Japan's. NOW is Tuesday 2026-12-01 09:00 in Japan.
 */
const savedTz = process.env.TZ;
beforeAll(() => {
  process.env.TZ = 'America/Los_Angeles';
});
afterAll(() => {
  process.env.TZ = savedTz;
});

const WED_11 = japanInstant('2026-12-02', '11:00');

describe.each(engines())('trial booking on $name', (engine) => {
  const t = useTestDb(engine);

  test('slots follow the hours in Japan time: weekday, weekend, the year-end closure, lead time and window', async () => {
    expect(new Date(NOW).getTimezoneOffset()).not.toBe(-540);
    const store = await bookableStoreFixture(t.admin);
    const at1030 = new Date('2026-12-01T01:30:00.000Z');
    const { days, capacity } = await storeAvailability(t.db, store.id, { now: at1030 });
    expect(capacity).toBe(2);
    expect(days[0]?.date).toBe('2026-12-01');
    expect(days.at(-1)?.date).toBe('2026-12-31');
    const times = (date: string) => days.find((day) => day.date === date)?.slots.map((slot) => slot.time);
    expect(times('2026-12-02')).toEqual(['11:00', '12:00', '13:00', '14:00', '15:00', '16:00', '17:00', '18:00']);
    expect(times('2026-12-05')).toEqual(['10:00', '11:00', '12:00', '13:00', '14:00', '15:00', '16:00', '17:00']);
    expect(days.find((day) => day.date === '2026-12-31')).toMatchObject({ kind: 'year-end', slots: [] });
    const today = days[0]!.slots;
    expect(today.filter((slot) => !slot.available).map((slot) => [slot.time, slot.reason])).toEqual([
      ['11:00', 'too-soon'],
      ['12:00', 'too-soon'],
    ]);
    expect(today[2]).toMatchObject({ time: '13:00', startsAt: '2026-12-01T04:00:00.000Z', endsAt: '2026-12-01T05:30:00.000Z', free: 2, available: true });
    expect(await bookTrial(bookingContext(t.db, at1030), visitor(store.id, japanInstant('2026-12-01', '12:00')))).toMatchObject({ ok: false, reason: 'slot-unavailable' });
    expect(await bookTrial(bookingContext(t.db), visitor(store.id, japanInstant('2027-01-04', '11:00')))).toMatchObject({ ok: false, reason: 'slot-unavailable' });
    expect(await bookTrial(bookingContext(t.db), visitor(store.id, japanInstant('2026-12-02', '11:30')))).toMatchObject({ ok: false, reason: 'slot-unavailable' });
  });

  test('a whole-day block closes the day (storeClosedDates), a slot block takes the starts that overlap it', async () => {
    const store = await bookableStoreFixture(t.admin);
    const at = NOW.toISOString();
    await t.db.kysely
      .insertInto('booking_block')
      .values([
        { id: 'b1', storeId: store.id, date: '2026-12-03', slot: '', note: '研修', createdBy: null, createdAt: at, updatedAt: at },
        { id: 'b2', storeId: store.id, date: '2026-12-02', slot: '14:00', note: '会議', createdBy: null, createdAt: at, updatedAt: at },
      ])
      .execute();
    expect([...(await storeClosedDates(t.db, store.id, '2026-12-01', '2026-12-31'))]).toEqual(['2026-12-03']);
    const { days } = await storeAvailability(t.db, store.id, { now: NOW, from: '2026-12-02', days: 2 });
    expect(days[1]).toMatchObject({ date: '2026-12-03', kind: 'closed', slots: [] });
    expect(days[0]!.slots.filter((slot) => slot.reason === 'blocked').map((slot) => slot.time)).toEqual(['13:00', '14:00']);
    expect(await bookTrial(bookingContext(t.db), visitor(store.id, japanInstant('2026-12-02', '13:00')))).toMatchObject({ ok: false, reason: 'slot-unavailable' });
  });

  test('a booking is validated and normalised as the contact form is, and holds its seats; a full slot is refused', async () => {
    const store = await bookableStoreFixture(t.admin);
    const ctx = bookingContext(t.db);
    const invalid = await bookTrial(ctx, visitor(store.id, WED_11, { name: '', email: 'no-at-sign', emailConfirm: 'other@example.com' }));
    expect(invalid).toMatchObject({ ok: false, reason: 'invalid', fieldErrors: { name: expect.any(String), email: expect.any(String) } });

    const first = await bookTrial(ctx, visitor(store.id, WED_11));
    expect(first).toMatchObject({ ok: true, booking: { storeName: '渋谷店', startsAt: WED_11, endsAt: japanInstant('2026-12-02', '12:30'), when: '2026年12月2日（水）11:00〜12:30' } });
    const row = await t.db.kysely.selectFrom('booking').selectAll().executeTakeFirstOrThrow();
    expect(row).toMatchObject({ furigana: 'ヤマダ ハナコ', phone: '090-1234-5678', state: 'booked', sequence: 0 });
    expect(await t.db.kysely.selectFrom('booking_seat').select(['unitStart', 'seat']).orderBy('unitStart').execute()).toEqual([
      { unitStart: WED_11, seat: 1 },
      { unitStart: japanInstant('2026-12-02', '11:30'), seat: 1 },
      { unitStart: japanInstant('2026-12-02', '12:00'), seat: 1 },
    ]);

    // Capacity 2: a second booking at 12:00 overlaps the first from 12:00 to 12:30, a third at 11:00 has no seat left at 12:00.
    expect(await bookTrial(ctx, visitor(store.id, japanInstant('2026-12-02', '12:00')))).toMatchObject({ ok: true });
    expect(await bookTrial(ctx, visitor(store.id, WED_11))).toMatchObject({ ok: false, reason: 'slot-taken', message: expect.stringContaining('満席') });
    const wed = (await storeAvailability(t.db, store.id, { now: NOW, from: '2026-12-02', days: 1 })).days[0]!;
    expect(wed.slots.slice(0, 3).map((slot) => [slot.time, slot.free, slot.reason])).toEqual([
      ['11:00', 0, 'full'],
      ['12:00', 0, 'full'],
      ['13:00', 1, null],
    ]);
    expect(await t.db.kysely.selectFrom('booking').select('id').execute()).toHaveLength(2);
  });

  test('cancelling frees the seats; moving takes the new ones and ends the old links', async () => {
    const store = await bookableStoreFixture(t.admin);
    await t.db.kysely.insertInto('booking_setting').values({ id: 's', storeId: store.id, capacity: 1, enabled: 1, email: 'shibuya@oz-gym.example', createdAt: '', updatedAt: '' }).execute();
    const ctx = bookingContext(t.db);
    const booked = await bookTrial(ctx, visitor(store.id, WED_11));
    if (!booked.ok) throw new Error('not booked');
    const mail = await t.db.kysely.selectFrom('mail_outbox').select(['recipient', 'toAddress', 'body']).where('bookingId', '=', booked.booking.id).where('recipient', '=', 'visitor').executeTakeFirstOrThrow();
    const link = (purpose: string) => new URL(mail.body.match(new RegExp(`https://oz-gym.example/booking/${purpose}\\?token=\\S+`))![0]).searchParams.get('token')!;
    const [cancelToken, moveToken] = [link('cancel'), link('move')];
    expect(maskSecretUrls(mail.body)).not.toContain(cancelToken);
    expect(maskSecretUrls(mail.body)).not.toContain(moveToken);

    // A link serves its own purpose only.
    expect(await openBookingLink(ctx, cancelToken, 'move')).toEqual({ state: 'invalid' });
    expect(await openBookingLink(ctx, moveToken, 'move')).toMatchObject({ state: 'valid', booking: { id: booked.booking.id } });

    // Moving within overlapping times works: its own seats are freed first.
    const moved = await moveByToken(ctx, moveToken, japanInstant('2026-12-02', '12:00'));
    expect(moved).toMatchObject({ ok: true, booking: { when: '2026年12月2日（水）12:00〜13:30' } });
    expect(await t.db.kysely.selectFrom('booking').select(['sequence']).executeTakeFirst()).toEqual({ sequence: 1 });
    expect(await openBookingLink(ctx, cancelToken, 'cancel')).toEqual({ state: 'invalid' });
    // A cancel checked against the booking before the move (a link opened just before it) finds nothing to cancel.
    expect(await cancelBooking(ctx, booked.booking.id, { byLink: { sequence: 0 } })).toMatchObject({ ok: false, reason: 'not-found' });
    expect(await bookTrial(ctx, visitor(store.id, WED_11))).toMatchObject({ ok: false, reason: 'slot-taken' });
    expect(await bookTrial(ctx, visitor(store.id, japanInstant('2026-12-02', '10:00')))).toMatchObject({ ok: false, reason: 'slot-unavailable' });

    // The new mail's cancel link cancels, once; the slot is free again.
    const latest = await t.db.kysely.selectFrom('mail_outbox').select('body').where('recipient', '=', 'visitor').where('subject', 'like', '%変更%').executeTakeFirstOrThrow();
    const newCancel = new URL(latest.body.match(/https:\/\/oz-gym.example\/booking\/cancel\?token=\S+/)![0]).searchParams.get('token')!;
    expect(await cancelByToken(ctx, newCancel)).toMatchObject({ ok: true, booking: { state: 'cancelled' } });
    expect(await cancelByToken(ctx, newCancel)).toMatchObject({ ok: false, reason: 'not-found' });
    expect(await openBookingLink(ctx, newCancel, 'cancel')).toEqual({ state: 'cancelled' });
    expect(await t.db.kysely.selectFrom('booking_seat').select('seat').execute()).toEqual([]);
    expect(await bookTrial(ctx, visitor(store.id, japanInstant('2026-12-02', '12:00')))).toMatchObject({ ok: true });
    // The store heard of the booking at once, and of its move and cancellation in the same minute as one mail, five minutes on.
    const stores = await t.db.kysely.selectFrom('mail_outbox').select(['toAddress', 'subject', 'nextAttemptAt']).where('recipient', '=', 'company').orderBy('createdAt').execute();
    expect(stores).toEqual([
      { toAddress: 'shibuya@oz-gym.example', subject: '【体験予約】新しいご予約', nextAttemptAt: NOW.toISOString() },
      { toAddress: 'shibuya@oz-gym.example', subject: '【体験予約】キャンセル', nextAttemptAt: new Date(NOW.getTime() + 5 * 60_000).toISOString() },
      { toAddress: 'shibuya@oz-gym.example', subject: '【体験予約】新しいご予約', nextAttemptAt: NOW.toISOString() },
    ]);
  });

  test('a link works until the booking starts, and a store that takes no bookings takes none', async () => {
    const store = await bookableStoreFixture(t.admin);
    const booked = await bookTrial(bookingContext(t.db), visitor(store.id, WED_11));
    if (!booked.ok) throw new Error('not booked');
    const body = (await t.db.kysely.selectFrom('mail_outbox').select('body').where('recipient', '=', 'visitor').executeTakeFirstOrThrow()).body;
    const token = new URL(body.match(/https:\/\/oz-gym.example\/booking\/cancel\?token=\S+/)![0]).searchParams.get('token')!;
    expect(await openBookingLink(bookingContext(t.db, new Date(Date.parse(WED_11) - 1)), token, 'cancel')).toMatchObject({ state: 'valid' });
    expect(await openBookingLink(bookingContext(t.db, new Date(WED_11)), token, 'cancel')).toEqual({ state: 'expired' });
    expect(await openBookingLink(bookingContext(t.db, NOW, { secret: 'another-secret-of-16-chars' }), token, 'cancel')).toEqual({ state: 'invalid' });

    await t.db.kysely.insertInto('booking_setting').values({ id: 's', storeId: store.id, capacity: 2, enabled: 0, email: null, createdAt: '', updatedAt: '' }).execute();
    expect(await bookTrial(bookingContext(t.db), visitor(store.id, japanInstant('2026-12-02', '15:00')))).toMatchObject({ ok: false, reason: 'store-unavailable' });
    const hidden = await bookableStoreFixture(t.admin, { enabled: false, link: 'hidden' });
    expect(await bookTrial(bookingContext(t.db), visitor(hidden.id, WED_11))).toMatchObject({ ok: false, reason: 'store-unavailable' });
    expect(await moveBooking(bookingContext(t.db), booked.booking.id, japanInstant('2026-12-02', '16:00'))).toMatchObject({ ok: false, reason: 'store-unavailable' });
    expect(await cancelBooking(bookingContext(t.db), booked.booking.id)).toMatchObject({ ok: true });
  });
});

describe.each(engines())('the last seat, asked for by 50 at once on $name', (engine) => {
  let opened: Awaited<ReturnType<typeof engine.open>>;
  beforeAll(async () => {
    // Real concurrent transactions on PostgreSQL: a pool of 20 connections.
    opened = await engine.open({ maxConnections: 20 });
  });
  afterAll(() => opened.dispose());

  test('exactly one gets it; the others are told at once that it was taken', async () => {
    const at = NOW.toISOString();
    const storeId = '0190f5c2-7d3a-7c4e-9b1a-2f6d8e4c1a00';
    await opened.db.kysely
      .insertInto('store')
      .values({ id: storeId, name: '恵比寿店', area: 'Ebisu', enabled: 1, link: 'ebisu', createdAt: at, updatedAt: at } as never)
      .execute();
    const ctx = bookingContext(opened.db);
    expect(await bookTrial(ctx, visitor(storeId, WED_11, { email: 'first@example.com', emailConfirm: 'first@example.com' }))).toMatchObject({ ok: true });
    const started = Date.now();
    const results = await Promise.all(
      Array.from({ length: 50 }, (_, index) => bookTrial(ctx, visitor(storeId, WED_11, { email: `v${index}@example.com`, emailConfirm: `v${index}@example.com` }))),
    );
    expect(Date.now() - started).toBeLessThan(15_000);
    expect(results.filter((result) => result.ok)).toHaveLength(1);
    expect(results.filter((result) => !result.ok).map((result) => (result.ok ? '' : result.reason))).toEqual(Array(49).fill('slot-taken'));
    expect(await opened.db.kysely.selectFrom('booking').select('id').execute()).toHaveLength(2);
    expect(await opened.db.kysely.selectFrom('booking_seat').select('seat').where('unitStart', '=', WED_11).orderBy('seat').execute()).toEqual([{ seat: 1 }, { seat: 2 }]);
    // Mails of the two bookings only: a refused booking left none behind.
    expect(await opened.db.kysely.selectFrom('mail_outbox').select('id').execute()).toHaveLength(4);
  });
});
