import { bookTrial, storeAvailability } from '@/lib/core/booking';
import { updateItem } from '@/lib/core/model/repository';
import { bookingContext, bookableStoreFixture, visitor } from '@/lib/test/bookings';
import { engines, useTestDb } from '@/lib/test/engines';
import { postGraphQL, signInAdmin } from '@/lib/test/http';

/*
 * The booking API as callers reach it, on the real clock: anyone reads a published store's
 * availability; bookings, blocks and settings are for signed-in staff of the store only.
 */
describe.each(engines())('the booking API on $name', (engine) => {
  const t = useTestDb(engine);

  async function setUp() {
    const a = await bookableStoreFixture(t.admin, { name: '渋谷店', link: 'shibuya' });
    const b = await bookableStoreFixture(t.admin, { name: '恵比寿店', link: 'ebisu' });
    const now = new Date();
    const firstFree = async (storeId: string) =>
      (await storeAvailability(t.db, storeId, { now })).days.flatMap((day) => day.slots).find((slot) => slot.available)!;
    const slotA = await firstFree(a.id);
    const bookingIn = async (storeId: string, startsAt: string, name: string) => {
      const booked = await bookTrial(bookingContext(t.db, now), visitor(storeId, startsAt, { name }));
      if (!booked.ok) throw new Error(`not booked: ${JSON.stringify(booked)}`);
      return booked.booking.id;
    };
    const bookingA = await bookingIn(a.id, slotA.startsAt, '渋谷の客');
    const bookingB = await bookingIn(b.id, (await firstFree(b.id)).startsAt, '恵比寿の客');
    const date = slotA.startsAt && new Date(Date.parse(slotA.startsAt) + 9 * 3_600_000).toISOString().slice(0, 10);
    return { a, b, slotA, bookingA, bookingB, date, range: { from: date, to: new Date(Date.parse(date) + 40 * 86_400_000).toISOString().slice(0, 10) } };
  }

  const AVAILABILITY = 'query($storeId: ID!, $from: String, $days: Int) { bookingAvailability(storeId: $storeId, from: $from, days: $days) { capacity days { date kind slots { time startsAt free available reason } } } }';
  const LIST = 'query($storeId: ID!, $from: String!, $to: String!) { listBookings(storeId: $storeId, from: $from, to: $to) { id name phone state } }';
  const GET = 'query($id: ID!) { getBooking(id: $id) { id name } }';
  const BLOCK = 'mutation($storeId: ID!, $date: String!, $slot: String) { blockBookingSlot(storeId: $storeId, date: $date, slot: $slot, note: "研修") { id slot } }';
  const STATE = 'mutation($id: ID!, $state: BookingState!) { setBookingState(id: $id, state: $state) { id state } }';
  const MOVE = 'mutation($id: ID!, $startsAt: AWSDateTime!) { moveBooking(id: $id, startsAt: $startsAt) { id startsAt } }';
  const SETTINGS = 'mutation($storeId: ID!, $capacity: Int) { setBookingSettings(storeId: $storeId, capacity: $capacity) { capacity enabled } }';

  test("anyone reads a published store's availability, with no personal data; nothing of an unpublished store or of the bookings", async () => {
    const { a, bookingA, slotA, date, range } = await setUp();
    const open = await postGraphQL<{ bookingAvailability: { capacity: number; days: { date: string; slots: { startsAt: string; free: number }[] }[] } }>(AVAILABILITY, { storeId: a.id, from: date, days: 1 });
    expect(open.body.errors).toBeUndefined();
    expect(open.body.data?.bookingAvailability.capacity).toBe(2);
    expect(open.body.data?.bookingAvailability.days[0]?.slots.find((slot) => slot.startsAt === slotA.startsAt)?.free).toBe(1);
    expect(JSON.stringify(open.body)).not.toContain('渋谷の客');

    await updateItem(t.admin, 'Store', { id: a.id, enabled: false });
    expect((await postGraphQL(AVAILABILITY, { storeId: a.id })).body.data).toEqual({ bookingAvailability: null });

    for (const [query, variables] of [
      [LIST, { storeId: a.id, ...range }],
      [GET, { id: bookingA }],
      [BLOCK, { storeId: a.id, date }],
      [STATE, { id: bookingA, state: 'cancelled' }],
      [SETTINGS, { storeId: a.id, capacity: 9 }],
    ] as const) {
      const answer = await postGraphQL(query, variables);
      expect(answer.body.errors?.[0]).toMatchObject({ errorType: 'UnauthorizedException', message: 'User needs to be authenticated to call this API.' });
      expect(JSON.stringify(answer.body)).not.toContain('渋谷の客');
    }
    expect(await t.db.kysely.selectFrom('booking_block').select('id').execute()).toEqual([]);
    expect(await t.db.kysely.selectFrom('booking').select('state').where('id', '=', bookingA).executeTakeFirst()).toEqual({ state: 'booked' });
  });

  test('store staff see and change only their stores; a write to another store is refused and audited', async () => {
    const { a, b, bookingA, bookingB, slotA, date, range } = await setUp();
    const staffA = await signInAdmin(t.db, { role: 'staff', storeIds: [a.id] });
    const as = { cookie: staffA.cookie };

    const mine = await postGraphQL<{ listBookings: { id: string; name: string }[] }>(LIST, { storeId: a.id, ...range }, as);
    expect(mine.body.data?.listBookings.map((row) => row.name)).toEqual(['渋谷の客']);
    expect((await postGraphQL(LIST, { storeId: b.id, ...range }, as)).body.data).toEqual({ listBookings: [] });
    expect((await postGraphQL(GET, { id: bookingB }, as)).body.data).toEqual({ getBooking: null });

    for (const [query, variables] of [
      [BLOCK, { storeId: b.id, date, slot: null }],
      [SETTINGS, { storeId: b.id, capacity: 1 }],
    ] as const) {
      expect((await postGraphQL(query, variables, as)).body.errors?.[0]).toMatchObject({ errorType: 'Unauthorized' });
    }
    // Another store's booking answers as an id that does not exist: the answer tells nothing of which exist.
    const unknownId = '0190f5c2-7d3a-7c4e-9b1a-2f6d8e4c1aff';
    for (const id of [bookingB, unknownId]) {
      for (const [query, variables] of [
        [STATE, { id, state: 'cancelled' }],
        [MOVE, { id, startsAt: slotA.startsAt }],
      ] as const) {
        const error = (await postGraphQL(query, variables, as)).body.errors?.[0];
        expect({ errorType: error?.errorType, message: error?.message }).toEqual({ errorType: 'NotFound', message: '体験予約が見つかりません。' });
      }
    }
    expect(await t.db.kysely.selectFrom('booking_block').select('id').execute()).toEqual([]);
    expect(await t.db.kysely.selectFrom('booking').select('state').where('id', '=', bookingB).executeTakeFirst()).toEqual({ state: 'booked' });
    expect(await t.db.kysely.selectFrom('booking_setting').select('id').execute()).toEqual([]);
    const refused = await t.db.kysely.selectFrom('audit_log').select(['summary', 'actorId']).where('action', '=', 'refused').orderBy('createdAt').execute();
    expect(refused.map((row) => row.summary)).toEqual(['blockBookingSlot', 'setBookingSettings', 'setBookingState', 'moveBooking']);
    expect(new Set(refused.map((row) => row.actorId))).toEqual(new Set([staffA.user.id]));

    // Their own store: a blocked slot is no longer offered, a state change and the capacity are audited.
    expect((await postGraphQL(BLOCK, { storeId: a.id, date, slot: slotA.startsAt && new Date(Date.parse(slotA.startsAt) + 9 * 3_600_000).toISOString().slice(11, 16) }, as)).body.errors).toBeUndefined();
    const after = await postGraphQL<{ bookingAvailability: { days: { slots: { startsAt: string; reason: string | null }[] }[] } }>(AVAILABILITY, { storeId: a.id, from: date, days: 1 });
    expect(after.body.data?.bookingAvailability.days[0]?.slots.find((slot) => slot.startsAt === slotA.startsAt)?.reason).toBe('blocked');
    expect((await postGraphQL(STATE, { id: bookingA, state: 'visited' }, as)).body.data).toEqual({ setBookingState: { id: bookingA, state: 'visited' } });
    expect((await postGraphQL(SETTINGS, { storeId: a.id, capacity: 3 }, as)).body.data).toEqual({ setBookingSettings: { capacity: 3, enabled: true } });
    const audited = await t.db.kysely.selectFrom('audit_log').select(['action', 'entity', 'changes']).where('actorId', '=', staffA.user.id).where('action', '!=', 'refused').orderBy('createdAt').execute();
    expect(audited.map((row) => [row.action, row.entity])).toEqual([
      ['booking-block', 'BookingBlock'],
      ['booking-state', 'Booking'],
      ['booking-settings', 'BookingSetting'],
    ]);
    expect(JSON.parse(audited[1]!.changes!)).toEqual({ state: { before: 'booked', after: 'visited' } });
  });

  test('erasing a booking is for owners; cancelling through the API frees the slot and mails both', async () => {
    const { a, bookingA, slotA, date } = await setUp();
    const editor = await signInAdmin(t.db, { role: 'editor' });
    const owner = await signInAdmin(t.db, { role: 'owner' });
    expect((await postGraphQL('mutation($id: ID!) { anonymizeBooking(id: $id) }', { id: bookingA }, { cookie: editor.cookie })).body.errors?.[0]).toMatchObject({ errorType: 'Unauthorized' });
    expect((await postGraphQL(STATE, { id: bookingA, state: 'cancelled' }, { cookie: editor.cookie })).body.data).toEqual({ setBookingState: { id: bookingA, state: 'cancelled' } });
    const freed = await postGraphQL<{ bookingAvailability: { days: { slots: { startsAt: string; free: number }[] }[] } }>(AVAILABILITY, { storeId: a.id, from: date, days: 1 });
    expect(freed.body.data?.bookingAvailability.days[0]?.slots.find((slot) => slot.startsAt === slotA.startsAt)?.free).toBe(2);
    const subjects = await t.db.kysely.selectFrom('mail_outbox').select('subject').where('bookingId', '=', bookingA).orderBy('createdAt').execute();
    expect(subjects.map((row) => row.subject)).toContain('【体験予約】キャンセル');
    // The cancellation started a delivery run (an erasure waits while a mail is being sent): let it end.
    await (globalThis as unknown as { __ozMailWorker?: { running?: Promise<void> } }).__ozMailWorker?.running;
    const erased = await postGraphQL('mutation($id: ID!) { anonymizeBooking(id: $id) }', { id: bookingA }, { cookie: owner.cookie });
    expect(erased.body.errors).toBeUndefined();
    expect(erased.body.data).toEqual({ anonymizeBooking: true });
    expect(await t.db.kysely.selectFrom('booking').select(['name', 'email']).where('id', '=', bookingA).executeTakeFirst()).toEqual({ name: '', email: '' });
  });

  test('staff see the bookings one network piled up and cancel the ones they tick at once: each audited, each visitor mailed, the store not', async () => {
    const { a, b, bookingB } = await setUp();
    const now = new Date();
    const free = (await storeAvailability(t.db, a.id, { now })).days.flatMap((day) => day.slots).filter((slot) => slot.available).slice(3, 7);
    const piled: string[] = [];
    for (const [index, slot] of free.entries()) {
      const email = `bot${index}@example.jp`;
      const booked = await bookTrial(bookingContext(t.db, now, { ip: `203.0.113.${index + 10}` }), visitor(a.id, slot.startsAt, { email, emailConfirm: email, phone: `090-0000-000${index}`, name: `ボット${index}` }));
      if (!booked.ok) throw new Error(`not booked: ${JSON.stringify(booked)}`);
      piled.push(booked.booking.id);
    }
    const staffA = await signInAdmin(t.db, { role: 'staff', storeIds: [a.id] });
    const as = { cookie: staffA.cookie };
    const PILE_UPS = 'query($storeId: ID!) { bookingPileUps(storeId: $storeId) { kind bookings { id name state } } }';
    const seen = await postGraphQL<{ bookingPileUps: { kind: string; bookings: { id: string; name: string }[] }[] }>(PILE_UPS, { storeId: a.id }, as);
    expect(seen.body.data?.bookingPileUps).toEqual([{ kind: 'network', bookings: piled.map((id, index) => ({ id, name: `ボット${index}`, state: 'booked' })) }]);
    // Another store's staff see nothing of it; a store without a pile-up has none.
    const staffB = await signInAdmin(t.db, { role: 'staff', storeIds: [b.id] });
    expect((await postGraphQL(PILE_UPS, { storeId: a.id }, { cookie: staffB.cookie })).body.data).toEqual({ bookingPileUps: [] });
    expect((await postGraphQL(PILE_UPS, { storeId: b.id }, { cookie: staffB.cookie })).body.data).toEqual({ bookingPileUps: [] });

    const CANCEL = 'mutation($ids: [ID!]!) { cancelBookings(ids: $ids) { id state } }';
    // One id of another store refuses the whole call: nothing is cancelled.
    const refused = await postGraphQL(CANCEL, { ids: [...piled, bookingB] }, as);
    expect(refused.body.errors?.[0]).toMatchObject({ errorType: 'NotFound' });
    expect(await t.db.kysely.selectFrom('booking').select('state').where('id', 'in', piled).execute()).toEqual(piled.map(() => ({ state: 'booked' })));

    const ticked = piled.slice(0, 3);
    const cancelled = await postGraphQL<{ cancelBookings: { id: string; state: string }[] }>(CANCEL, { ids: ticked }, as);
    expect(cancelled.body.errors).toBeUndefined();
    expect(cancelled.body.data?.cancelBookings).toEqual(ticked.map((id) => ({ id, state: 'cancelled' })));
    expect(await t.db.kysely.selectFrom('booking').select('state').where('id', '=', piled[3]!).executeTakeFirst()).toEqual({ state: 'booked' });
    const audited = await t.db.kysely.selectFrom('audit_log').select(['entityId', 'summary']).where('actorId', '=', staffA.user.id).where('action', '=', 'booking-state').orderBy('entityId').execute();
    expect(audited).toEqual([...ticked].sort().map((entityId) => ({ entityId, summary: 'キャンセル（一括）' })));
    const mails = await t.db.kysely.selectFrom('mail_outbox').select(['recipient', 'subject']).where('bookingId', 'in', ticked).where('subject', 'like', '%キャンセル%').execute();
    expect(mails.map((mail) => mail.recipient).sort()).toEqual(['visitor', 'visitor', 'visitor']);
  });
});
