import { bookingContext, bookableStoreFixture, NOW, visitor } from '@/lib/test/bookings';
import { engines, useTestDb } from '@/lib/test/engines';
import { onContentChange } from '@/lib/core/model/revalidate';
import { tags } from '@/lib/core/model/tags';
import { blockSlot, bookingCalendar, type BookingStaff, listBlocks, listBookings, moveBookingAsStaff, setBookingSettings, setBookingState, unblockSlot } from './admin';
import { closedDatesByStore, storeAvailability } from './availability';
import { bookTrial } from './book';
import { japanInstant } from './slots';

const owner: BookingStaff = { access: { role: 'owner', storeIds: [] }, actor: { id: 'owner-id', email: 'owner@oz-gym.example' } };

describe.each(engines())("the staff's booking functions on $name", (engine) => {
  const t = useTestDb(engine);

  async function booked(startsAt = japanInstant('2026-12-02', '11:00')) {
    const store = await bookableStoreFixture(t.admin);
    const result = await bookTrial(bookingContext(t.db), visitor(store.id, startsAt));
    if (!result.ok) throw new Error('not booked');
    return { storeId: store.id, id: result.booking.id };
  }
  const mailCount = async () => (await t.db.kysely.selectFrom('mail_outbox').select('id').execute()).length;

  test('states: a no-show frees the seats without a mail; a cancelled booking stays cancelled; visited and no-show correct each other', async () => {
    const { storeId, id } = await booked();
    const ctx = bookingContext(t.db, NOW);
    const mails = await mailCount();
    expect(await setBookingState(ctx, id, 'no_show', owner)).toMatchObject({ state: 'no_show' });
    expect(await t.db.kysely.selectFrom('booking_seat').select('seat').execute()).toEqual([]);
    expect(await mailCount()).toBe(mails);
    expect(await setBookingState(ctx, id, 'visited', owner)).toMatchObject({ state: 'visited' });
    await expect(setBookingState(ctx, id, 'booked', owner)).rejects.toMatchObject({ errorType: 'ValidationError' });
    await expect(setBookingState(ctx, id, 'gone', owner)).rejects.toMatchObject({ errorType: 'ValidationError' });
    expect((await listBookings(t.db, { storeId, from: '2026-12-02', to: '2026-12-02' }, owner)).map((row) => row.state)).toEqual(['visited']);
    await expect(listBookings(t.db, { storeId, from: '2026-12-01', to: '2027-03-01' }, owner)).rejects.toMatchObject({ errorType: 'ValidationError' });
  });

  test('a staff move takes the new slot, mails both and is audited; a move onto a blocked slot is refused', async () => {
    const { storeId, id } = await booked();
    const ctx = bookingContext(t.db, NOW);
    await blockSlot(t.db, { storeId, date: '2026-12-02', slot: '16:00', note: '点検' }, owner, NOW);
    await expect(moveBookingAsStaff(ctx, id, japanInstant('2026-12-02', '16:00'), owner)).rejects.toMatchObject({ errorType: 'BookingConflict' });
    expect(await moveBookingAsStaff(ctx, id, japanInstant('2026-12-04', '15:00'), owner)).toMatchObject({ startsAt: japanInstant('2026-12-04', '15:00'), sequence: 1 });
    expect(await t.db.kysely.selectFrom('audit_log').select('action').where('entityId', '=', id).execute()).toEqual([{ action: 'booking-move' }]);
    expect((await t.db.kysely.selectFrom('mail_outbox').select('subject').where('subject', 'like', '%変更%').execute())).toHaveLength(2);
  });

  test("a closed day is the store finder's too: listed by store, and blocking or lifting it (not a slot) expires the pages' read", async () => {
    const { storeId } = await booked();
    const expired: string[][] = [];
    const stop = onContentChange((changed) => expired.push(changed));
    try {
      await blockSlot(t.db, { storeId, date: '2026-12-06' }, owner, NOW);
      await blockSlot(t.db, { storeId, date: '2026-12-07', slot: '15:00' }, owner, NOW);
      expect(await closedDatesByStore(t.db, '2026-12-01', '2026-12-31')).toEqual({ [storeId]: ['2026-12-06'] });
      expect(await closedDatesByStore(t.db, '2026-12-07', '2026-12-31')).toEqual({});
      await unblockSlot(t.db, { storeId, date: '2026-12-07', slot: '15:00' }, owner, NOW);
      await unblockSlot(t.db, { storeId, date: '2026-12-06' }, owner, NOW);
      expect(expired).toEqual([[tags.storeClosures], [tags.storeClosures]]);
    } finally {
      stop();
    }
  });

  test("the calendar answers past and far days with each slot's free seats and blocks, for the store's staff only", async () => {
    const { storeId } = await booked();
    await blockSlot(t.db, { storeId, date: '2026-12-02', slot: '14:00' }, owner, NOW);
    const later = new Date('2026-12-03T00:00:00.000Z');
    const calendar = await bookingCalendar(t.db, { storeId, from: '2026-12-02', to: '2026-12-08' }, owner, later);
    expect(calendar?.days.map((day) => day.date)).toEqual(['2026-12-02', '2026-12-03', '2026-12-04', '2026-12-05', '2026-12-06', '2026-12-07', '2026-12-08']);
    const past = calendar?.days[0]?.slots ?? [];
    expect(past.find((slot) => slot.time === '11:00')).toMatchObject({ free: 1, reason: 'too-soon' });
    expect(past.find((slot) => slot.time === '14:00')).toMatchObject({ free: 2, reason: 'blocked' });
    const staffElsewhere: BookingStaff = { access: { role: 'staff', storeIds: ['another-store'] }, actor: { id: 'staff-id', email: 'staff@oz-gym.example' } };
    expect(await bookingCalendar(t.db, { storeId, from: '2026-12-02', to: '2026-12-02' }, staffElsewhere)).toBeNull();
    await expect(bookingCalendar(t.db, { storeId, from: '2026-12-01', to: '2027-01-15' }, owner)).rejects.toMatchObject({ errorType: 'ValidationError' });
  });

  test('blocks and settings: a day block closes the day, unblocking opens it; capacity is 1 to 20', async () => {
    const { storeId } = await booked();
    expect(await blockSlot(t.db, { storeId, date: '2026-12-05' }, owner, NOW)).toMatchObject({ date: '2026-12-05', slot: null, createdBy: 'owner@oz-gym.example' });
    expect(await blockSlot(t.db, { storeId, date: '2026-12-05', note: '二度目' }, owner, NOW)).toMatchObject({ note: null });
    expect((await storeAvailability(t.db, storeId, { now: NOW, from: '2026-12-05', days: 1 })).days[0]).toMatchObject({ kind: 'closed', slots: [] });
    expect(await listBlocks(t.db, { storeId, from: '2026-12-01', to: '2026-12-31' }, owner)).toHaveLength(1);
    expect(await unblockSlot(t.db, { storeId, date: '2026-12-05' }, owner, NOW)).toBe(true);
    expect(await unblockSlot(t.db, { storeId, date: '2026-12-05' }, owner, NOW)).toBe(false);
    await expect(blockSlot(t.db, { storeId, date: '2026-12-05', slot: '25:00' }, owner)).rejects.toMatchObject({ errorType: 'ValidationError' });
    await expect(blockSlot(t.db, { storeId, date: '2026-02-30' }, owner)).rejects.toMatchObject({ errorType: 'ValidationError' });

    await expect(setBookingSettings(t.db, { storeId, capacity: 0 }, owner)).rejects.toMatchObject({ errorType: 'ValidationError' });
    await expect(setBookingSettings(t.db, { storeId, email: 'not-mail' }, owner)).rejects.toMatchObject({ errorType: 'ValidationError' });
    expect(await setBookingSettings(t.db, { storeId, capacity: 1, email: 'shibuya@oz-gym.example' }, owner)).toEqual({ storeId, capacity: 1, enabled: true, email: 'shibuya@oz-gym.example' });
    expect(await setBookingSettings(t.db, { storeId, enabled: false }, owner)).toEqual({ storeId, capacity: 1, enabled: false, email: 'shibuya@oz-gym.example' });
    const audited = await t.db.kysely.selectFrom('audit_log').select(['action', 'changes']).where('action', '=', 'booking-settings').orderBy('createdAt').execute();
    expect(audited.map((row) => JSON.parse(row.changes!))).toEqual([
      { capacity: { before: 2, after: 1 }, email: { before: null, after: 'shibuya@oz-gym.example' } },
      { enabled: { before: true, after: false } },
    ]);
  });
});
