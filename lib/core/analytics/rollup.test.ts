import type { Db } from '@/lib/core/db';
import type { BookingState } from '@/lib/core/db/schema';
import { engines, useTestDb } from '@/lib/test/engines';
import { insertStores } from '@/lib/test/fixtures';
import { analyticsReport } from './report';
import { writeBatch } from './rollup';
import { emptyAnalytics, view } from './test-views';

async function counters(db: Db, table: 'analytics_daily' | 'analytics_hourly') {
  const rows = await db.kysely.selectFrom(table).selectAll().execute();
  return Object.fromEntries(
    rows.map((row) => [
      [row.dimension, 'day' in row ? row.day : (row as { hour: string }).hour, row.storeId || 'site', row.value].join(' '),
      [row.pageviews, row.visits, row.visitors],
    ]),
  );
}

async function insertBooking(db: Db, id: string, storeId: string, createdAt: string, state: BookingState) {
  await db.kysely
    .insertInto('booking')
    .values({
      id,
      storeId,
      startsAt: '2026-12-03T02:00:00.000Z',
      endsAt: '2026-12-03T03:30:00.000Z',
      name: '山田 花子',
      furigana: 'ヤマダ ハナコ',
      phone: '090-0000-0000',
      email: 'hanako@example.jp',
      state,
      sequence: 0,
      reminderSentAt: null,
      cancelledAt: null,
      anonymizedAt: null,
      emailKey: null,
      phoneKey: null,
      networkKey: null,
      createdAt,
      updatedAt: createdAt,
    })
    .execute();
}

describe.each(engines())('analytics roll-ups on $name', (engine) => {
  const t = useTestDb(engine);
  beforeEach(() => emptyAnalytics(t.db));

  // 2026-11-30 in Japan: 01:00Z is 10:00 there.
  test('counts page views, visits and each day’s visitors once, per hour and day, for the site, each store and each path', async () => {
    const [ginza] = await insertStores(t.db, 1, () => ({ name: '銀座店', link: 'ginza' }));
    const store = { storeId: ginza! };
    const google = { source: 'google', medium: 'organic', referrer: 'google.com' };
    const instagram = { source: 'instagram', medium: 'social', campaign: '春の体験', device: 'mobile' as const };
    await writeBatch(t.db, [
      view('2026-11-30T01:00:00.000Z', 'v1', '/', { ...google, entry: true }),
      view('2026-11-30T01:05:00.000Z', 'v1', '/store/ginza', { ...google, ...store }),
      view('2026-11-30T01:10:00.000Z', 'v2', '/news/campaign/spring', { ...instagram, entry: true }),
      view('2026-11-30T01:12:00.000Z', 'v2', '/store/ginza', { ...instagram, ...store }),
    ]);
    // A later batch, and one this process knows nothing of (another instance's): v1 is not new.
    await writeBatch(t.db, [view('2026-11-30T02:30:00.000Z', 'v1', '/store/ginza/booking', { ...google, ...store }), view('2026-11-30T02:40:00.000Z', 'v1', '/', google)]);

    const daily = await counters(t.db, 'analytics_daily');
    expect(daily).toEqual({
      'all 2026-11-30 site ': [6, 2, 2],
      [`all 2026-11-30 ${ginza} `]: [3, 0, 2],
      'source 2026-11-30 site google\torganic': [4, 1, 1],
      'source 2026-11-30 site instagram\tsocial': [2, 1, 1],
      [`source 2026-11-30 ${ginza} google\torganic`]: [2, 0, 1],
      [`source 2026-11-30 ${ginza} instagram\tsocial`]: [1, 0, 1],
      'campaign 2026-11-30 site 春の体験': [2, 1, 1],
      [`campaign 2026-11-30 ${ginza} 春の体験`]: [1, 0, 1],
      'device 2026-11-30 site desktop': [4, 1, 1],
      'device 2026-11-30 site mobile': [2, 1, 1],
      [`device 2026-11-30 ${ginza} desktop`]: [2, 0, 1],
      [`device 2026-11-30 ${ginza} mobile`]: [1, 0, 1],
      'path 2026-11-30 site /': [2, 1, 1],
      'path 2026-11-30 site /news/campaign/spring': [1, 1, 1],
      [`path 2026-11-30 ${ginza} /store/ginza`]: [2, 0, 2],
      [`path 2026-11-30 ${ginza} /store/ginza/booking`]: [1, 0, 1],
    });
    const hourly = await counters(t.db, 'analytics_hourly');
    expect(hourly['all 2026-11-30T10 site ']).toEqual([4, 2, 2]);
    // Seen at 10:00 already: no new visitor at 11:00.
    expect(hourly['all 2026-11-30T11 site ']).toEqual([2, 0, 0]);
    expect(await t.db.kysely.selectFrom('analytics_event').select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirst()).toEqual({ n: 6 });
  });

  test('two instances writing the same visitor at the same moment count them once; the next day counts them again', async () => {
    const first = [view('2026-11-30T03:00:00.000Z', 'same', '/flow', { entry: true })];
    const second = [view('2026-11-30T03:00:01.000Z', 'same', '/flow')];
    await Promise.all([writeBatch(t.db, first), writeBatch(t.db, second)]);
    await writeBatch(t.db, [view('2026-11-30T15:00:00.000Z', 'same', '/flow', { entry: true })]);
    const daily = await counters(t.db, 'analytics_daily');
    expect(daily['all 2026-11-30 site ']).toEqual([2, 1, 1]);
    expect(daily['path 2026-11-30 site /flow']).toEqual([2, 1, 1]);
    // 15:00Z is midnight in Japan: another day, another count.
    expect(daily['all 2026-12-01 site ']).toEqual([1, 1, 1]);
  });

  test('the report reads the counters and the bookings: the funnel, the articles and sources that led to bookings and visits, the period before, and store staff see their stores only', async () => {
    const [ginza, shibuya] = await insertStores(t.db, 2, (index) => ({ name: ['銀座店', '渋谷店'][index], link: ['ginza', 'shibuya'][index] }));
    const instagram = { source: 'instagram', medium: 'social', campaign: '春の体験' };
    await writeBatch(t.db, [
      view('2026-11-30T01:10:00.000Z', 'v2', '/news/campaign/spring', { ...instagram, entry: true }),
      view('2026-11-30T01:12:00.000Z', 'v2', '/store/ginza', { ...instagram, storeId: ginza! }),
      view('2026-11-30T01:14:00.000Z', 'v2', '/store/ginza/booking', { ...instagram, storeId: ginza! }),
      view('2026-11-30T01:20:00.000Z', 'v3', '/store/shibuya', { storeId: shibuya!, entry: true }),
      // The day before: the previous period of a one-day report.
      view('2026-11-28T23:00:00.000Z', 'v9', '/store/ginza', { storeId: ginza!, entry: true }),
    ]);
    const booked = '01900000-0000-7000-8000-000000000001';
    await insertBooking(t.db, booked, ginza!, '2026-11-30T01:16:00.000Z', 'visited');
    await insertBooking(t.db, '01900000-0000-7000-8000-000000000002', ginza!, '2026-11-30T05:00:00.000Z', 'booked');
    await t.db.kysely
      .insertInto('analytics_attribution')
      .values({ recordId: booked, recordKind: 'booking', storeId: ginza!, landingPath: '/news/campaign/spring', source: 'instagram', medium: 'social', campaign: '春の体験', referrer: '', articles: JSON.stringify(['/news/campaign/spring']), device: 'mobile', createdAt: '2026-11-30T01:16:00.000Z' })
      .execute();

    const report = await analyticsReport(t.db, { from: '2026-11-30', to: '2026-11-30', reach: null });
    expect(report).toMatchObject({ grain: 'hour', previousFrom: '2026-11-29', previousTo: '2026-11-29', unattributedBookings: 1 });
    expect(report.totals).toEqual({ pageviews: 4, visits: 2, visitors: 2, bookings: 2, visited: 1, noShow: 0, cancelled: 0, enquiries: 0 });
    expect(report.previous).toMatchObject({ pageviews: 1, visitors: 1, bookings: 0 });
    expect(report.series).toHaveLength(24);
    expect(report.series.find((point) => point.bucket === '2026-11-30T10')).toEqual({ bucket: '2026-11-30T10', pageviews: 4, visits: 2, visitors: 2 });
    expect(report.funnel.map(({ storeName, storeViews, bookingViews, booked: made, visited, pending, previous }) => [storeName, storeViews, bookingViews, made, visited, pending, previous.storeViews])).toEqual([
      ['渋谷店', 1, 0, 0, 0, 0, 0],
      ['銀座店', 1, 1, 2, 1, 1, 1],
    ]);
    expect(report.articles[0]).toMatchObject({ key: '/news/campaign/spring', pageviews: 1, visitors: 1, bookings: 1, visited: 1 });
    expect(report.sources.find((row) => row.key === 'instagram\tsocial')).toMatchObject({ label: 'instagram / social', visits: 1, visitors: 1, bookings: 1, visited: 1 });
    expect(report.campaigns).toEqual([expect.objectContaining({ key: '春の体験', bookings: 1, visited: 1 })]);
    expect(report.pages.find((row) => row.key === '/store/ginza/booking')).toMatchObject({ label: '銀座店（予約ページ）', pageviews: 1 });
    expect(report.devices.find((row) => row.key === 'mobile')).toMatchObject({ label: 'スマートフォン', bookings: 1 });

    const staff = await analyticsReport(t.db, { from: '2026-11-30', to: '2026-11-30', reach: [shibuya!] });
    expect(staff.stores.map((store) => store.name)).toEqual(['渋谷店']);
    expect(staff.totals).toEqual({ pageviews: 1, visits: 1, visitors: 1, bookings: 0, visited: 0, noShow: 0, cancelled: 0, enquiries: 0 });
    expect(staff.funnel.map((row) => row.storeName)).toEqual(['渋谷店']);
    expect(staff.pages.map((row) => row.key)).toEqual(['/store/shibuya']);
    expect(staff.articles).toEqual([]);
    // A store outside their reach is no filter at all: nothing.
    expect((await analyticsReport(t.db, { from: '2026-11-30', to: '2026-11-30', reach: [shibuya!], storeId: ginza! })).totals.pageviews).toBe(0);
  });

  test('the range is checked', async () => {
    await expect(analyticsReport(t.db, { from: '2026-12-01', to: '2026-11-01', reach: null })).rejects.toMatchObject({ extensions: { errorType: 'ValidationError' } });
    await expect(analyticsReport(t.db, { from: '2024-01-01', to: '2026-11-01', reach: null })).rejects.toMatchObject({ extensions: { errorType: 'ValidationError' } });
    await expect(analyticsReport(t.db, { from: '2026-02-30', to: '2026-03-01', reach: null })).rejects.toMatchObject({ extensions: { errorType: 'ValidationError' } });
  });
});
