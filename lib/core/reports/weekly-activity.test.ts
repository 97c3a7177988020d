import { insertEnquiry } from '@/lib/core/enquiry/test-enquiries';
import { engines, useTestDb } from '@/lib/test/engines';
import { insertStores } from '@/lib/test/fixtures';
import { postGraphQL, signInAdmin } from '@/lib/test/http';
import { mondayOf } from '@/lib/core/time/japan';
import { weeklyStoreActivity } from './weekly-activity';

describe('Japan weeks', () => {
  test('a week runs Monday to Sunday', () => {
    expect(mondayOf('2026-11-23')).toBe('2026-11-23');
    expect(mondayOf('2026-11-28')).toBe('2026-11-23');
    expect(mondayOf('2026-11-29')).toBe('2026-11-23');
    expect(mondayOf('2026-11-30')).toBe('2026-11-30');
    expect(mondayOf('2027-01-01')).toBe('2026-12-28');
  });
});

describe.each(engines())('weekly store activity on $name', (engine) => {
  const t = useTestDb(engine);
  // Saturday 2026-11-28, 10:00 in Japan.
  const now = new Date('2026-11-28T01:00:00Z');

  test('counts contact enquiries per store and Japan week, zeros included, in scope only', async () => {
    const [a, b] = await insertStores(t.db, 2, (index) => ({ name: ['吉祥寺店', '渋谷店'][index] }));
    // Sunday 23:30 in Japan is still last week; Monday 00:10 is this week.
    await insertEnquiry(t.db, { storeId: a, createdAt: '2026-11-22T14:30:00.000Z' });
    await insertEnquiry(t.db, { storeId: a, createdAt: '2026-11-22T15:10:00.000Z' });
    await insertEnquiry(t.db, { storeId: b, createdAt: '2026-11-27T03:00:00.000Z' });
    // Not counted: no store, a franchise enquiry, and one older than the weeks asked for.
    await insertEnquiry(t.db, { storeId: null, createdAt: '2026-11-27T03:00:00.000Z' });
    await insertEnquiry(t.db, { kind: 'franchise', storeId: a, createdAt: '2026-11-27T03:00:00.000Z' });
    await insertEnquiry(t.db, { storeId: a, createdAt: '2026-11-01T03:00:00.000Z' });

    const all = await weeklyStoreActivity(t.db, { weeks: 2, scope: null, now });
    expect(all).toEqual([
      { week: '2026-11-16', storeId: a, storeName: '吉祥寺店', enquiries: 1, bookings: 0 },
      { week: '2026-11-16', storeId: b, storeName: '渋谷店', enquiries: 0, bookings: 0 },
      { week: '2026-11-23', storeId: a, storeName: '吉祥寺店', enquiries: 1, bookings: 0 },
      { week: '2026-11-23', storeId: b, storeName: '渋谷店', enquiries: 1, bookings: 0 },
    ]);
    expect((await weeklyStoreActivity(t.db, { weeks: 2, scope: [b!], now })).map((row) => [row.storeName, row.enquiries])).toEqual([
      ['渋谷店', 0],
      ['渋谷店', 1],
    ]);
    expect(await weeklyStoreActivity(t.db, { weeks: 2, scope: [], now })).toEqual([]);
  });

  test('trial bookings are counted on the day they were made, cancelled ones too', async () => {
    const [a] = await insertStores(t.db, 1, () => ({ name: '中野店' }));
    const booking = (id: string, createdAt: string, state: 'booked' | 'cancelled') => ({
      id,
      storeId: a!,
      startsAt: '2026-12-01T02:00:00.000Z',
      endsAt: '2026-12-01T03:30:00.000Z',
      name: '山田 花子',
      furigana: 'ヤマダ ハナコ',
      phone: '090-0000-0000',
      email: 'hanako@example.jp',
      state,
      sequence: 0,
      reminderSentAt: null,
      cancelledAt: null,
      anonymizedAt: null,
      createdAt,
      updatedAt: createdAt,
    });
    await t.db.kysely
      .insertInto('booking')
      .values([
        booking('01000000-0000-7000-8000-000000000001', '2026-11-24T01:00:00.000Z', 'booked'),
        booking('01000000-0000-7000-8000-000000000002', '2026-11-25T01:00:00.000Z', 'cancelled'),
        booking('01000000-0000-7000-8000-000000000003', '2026-11-16T01:00:00.000Z', 'booked'),
      ])
      .execute();
    expect(await weeklyStoreActivity(t.db, { weeks: 1, scope: null, now })).toEqual([{ week: '2026-11-23', storeId: a, storeName: '中野店', enquiries: 0, bookings: 2 }]);
  });

  test('the number of weeks is checked', async () => {
    for (const weeks of [0, 27, 1.5]) {
      await expect(weeklyStoreActivity(t.db, { weeks, scope: null, now })).rejects.toMatchObject({ extensions: { errorType: 'ValidationError' } });
    }
    expect(await weeklyStoreActivity(t.db, { scope: null, now })).toEqual([]);
  });
});

describe.each(engines())('weeklyStoreActivity in the API on $name', (engine) => {
  const t = useTestDb(engine);

  test("owners see every store, store staff only theirs, anonymous visitors nothing", async () => {
    const [a, b] = await insertStores(t.db, 2, (index) => ({ name: ['吉祥寺店', '渋谷店'][index] }));
    await insertEnquiry(t.db, { storeId: a, createdAt: new Date().toISOString() });
    const query = '{ weeklyStoreActivity(weeks: 1) { storeName enquiries bookings } }';
    const owner = (await signInAdmin(t.db)).cookie;
    const staffB = (await signInAdmin(t.db, { role: 'staff', storeIds: [b!] })).cookie;
    expect((await postGraphQL(query, {}, { cookie: owner })).body.data).toEqual({
      weeklyStoreActivity: [
        { storeName: '吉祥寺店', enquiries: 1, bookings: 0 },
        { storeName: '渋谷店', enquiries: 0, bookings: 0 },
      ],
    });
    expect((await postGraphQL(query, {}, { cookie: staffB })).body.data).toEqual({ weeklyStoreActivity: [{ storeName: '渋谷店', enquiries: 0, bookings: 0 }] });
    const anonymous = await postGraphQL(query, {});
    expect(anonymous.body.data ?? null).toBeNull();
    expect(anonymous.body.errors?.[0]?.errorType).toBe('UnauthorizedException');
  });
});
