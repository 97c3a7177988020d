import { bookTrial, eraseBooking } from '@/lib/core/booking';
import { bookableStoreFixture, bookingContext, visitor } from '@/lib/test/bookings';
import { engines, useTestDb } from '@/lib/test/engines';
import { postGraphQL, signInAdmin } from '@/lib/test/http';
import { insertStores } from '@/lib/test/fixtures';
import { recordAttribution } from './attribution';
import { pruneAnalytics } from './retention';
import { writeBatch } from './rollup';
import { saltOf, visitorHash } from './salt';
import { emptyAnalytics, view } from './test-views';

const owner = { actor: { id: 'owner-id', email: 'owner@oz-gym.example' }, access: { role: 'owner' as const, storeIds: [] } };
const PHONE = 'Mozilla/5.0 (iPhone; CPU iPhone OS 18_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.0 Mobile/15E148 Safari/604.1';
const visit = { l: '/news/column/kaatsu-basics', r: 'www.google.co.jp', s: '', m: '', c: '', a: ['/news/column/kaatsu-basics', '/admin/secret', 'https://evil.example/x'] };

describe.each(engines())('what the analytics keep, and for how long, on $name', (engine) => {
  const t = useTestDb(engine);
  beforeEach(() => emptyAnalytics(t.db));

  test('the retention job deletes raw page views past the period, keeps the counters, and forgets old sightings and salts', async () => {
    const now = new Date('2026-12-01T03:00:00.000Z');
    await writeBatch(t.db, [view('2026-08-01T03:00:00.000Z', 'old', '/flow', { entry: true }), view('2026-11-30T03:00:00.000Z', 'recent', '/flow', { entry: true })]);
    await saltOf(t.db, '2026-11-30', now);
    await saltOf(t.db, '2026-12-01', now);
    const pruned = await Promise.all([pruneAnalytics(t.db, now, 90), pruneAnalytics(t.db, now, 90)]);
    expect(pruned.reduce((sum, run) => sum + run.events, 0)).toBe(1);
    expect(await t.db.kysely.selectFrom('analytics_event').select('visitor').execute()).toEqual([{ visitor: 'recent' }]);
    // The counters of August stay: they name nobody.
    expect(await t.db.kysely.selectFrom('analytics_daily').select(['day', 'pageviews']).where('dimension', '=', 'all').orderBy('day').execute()).toEqual([
      { day: '2026-08-01', pageviews: 1 },
      { day: '2026-11-30', pageviews: 1 },
    ]);
    expect((await t.db.kysely.selectFrom('analytics_seen').select('day').distinct().execute()).map((row) => row.day)).toEqual(['2026-11-30']);
    expect(await t.db.kysely.selectFrom('analytics_salt').select('day').execute()).toEqual([{ day: '2026-12-01' }]);
  });

  test('one salt a day for every instance; the same person is another visitor the next day', async () => {
    const [first, again, tomorrow] = [await saltOf(t.db, '2026-12-01'), await saltOf(t.db, '2026-12-01'), await saltOf(t.db, '2026-12-02')];
    expect(first).toBe(again);
    expect(visitorHash(first, '198.51.100.23', PHONE)).toBe(visitorHash(again, '198.51.100.23', PHONE));
    expect(visitorHash(first, '198.51.100.23', PHONE)).not.toBe(visitorHash(tomorrow, '198.51.100.23', PHONE));
  });

  test('a booking keeps the visit it came from, checked, and loses it when its visitor’s data is erased', async () => {
    const store = await bookableStoreFixture(t.admin, { link: 'ginza' });
    const booked = await bookTrial(bookingContext(t.db), visitor(store.id, '2026-12-02T02:00:00.000Z'));
    if (!booked.ok) throw new Error('not booked');
    const headers = new Headers({ 'user-agent': PHONE });
    expect(await recordAttribution(t.db, { kind: 'booking', recordId: booked.booking.id, storeId: store.id, visit, headers })).toBe(true);
    const row = await t.db.kysely.selectFrom('analytics_attribution').selectAll().executeTakeFirstOrThrow();
    expect(row).toMatchObject({ recordKind: 'booking', storeId: store.id, landingPath: '/news/column/kaatsu-basics', source: 'google', medium: 'organic', referrer: 'google.co.jp', device: 'mobile' });
    // Only articles of this site are kept.
    expect(JSON.parse(row.articles)).toEqual(['/news/column/kaatsu-basics']);
    expect(JSON.stringify(row)).not.toMatch(/iPhone|hanako|山田/);

    expect(await eraseBooking(t.db, booked.booking.id, 'anonymize', owner)).toBe(true);
    expect(await t.db.kysely.selectFrom('analytics_attribution').selectAll().execute()).toEqual([]);
  });

  test('no visit, a malformed one, Do Not Track or Global Privacy Control: nothing is recorded', async () => {
    const id = '01900000-0000-7000-8000-0000000000aa';
    for (const [value, headers] of [
      [null, {}],
      [{ l: 'https://evil.example/' }, {}],
      ['a string', {}],
      [visit, { dnt: '1' }],
      [visit, { 'sec-gpc': '1' }],
    ] as const) {
      expect(await recordAttribution(t.db, { kind: 'contact', recordId: id, storeId: null, visit: value, headers: new Headers(headers) })).toBe(false);
    }
    expect(await t.db.kysely.selectFrom('analytics_attribution').selectAll().execute()).toEqual([]);
  });
});

describe.each(engines())('analyticsReport in the API on $name', (engine) => {
  const t = useTestDb(engine);
  beforeEach(() => emptyAnalytics(t.db));

  test('owners see the whole site, store staff their stores only (as for bookings), anonymous callers nothing', async () => {
    const [ginza, shibuya] = await insertStores(t.db, 2, (index) => ({ name: ['銀座店', '渋谷店'][index], link: ['ginza', 'shibuya'][index] }));
    const today = new Date().toISOString();
    await writeBatch(t.db, [
      view(today, 'a', '/store/ginza', { storeId: ginza!, entry: true }),
      view(today, 'b', '/store/shibuya', { storeId: shibuya!, entry: true }),
      view(today, 'c', '/flow', { entry: true }),
    ]);
    const day = new Date(Date.now() + 9 * 3_600_000).toISOString().slice(0, 10);
    const query = `{ analyticsReport(from: "${day}", to: "${day}") { totals { pageviews visitors } stores { name } funnel { storeName storeViews } pages { key } } }`;
    const ownerCookie = (await signInAdmin(t.db)).cookie;
    const staffCookie = (await signInAdmin(t.db, { role: 'staff', storeIds: [shibuya!] })).cookie;
    expect((await postGraphQL(query, {}, { cookie: ownerCookie })).body.data).toEqual({
      analyticsReport: {
        totals: { pageviews: 3, visitors: 3 },
        stores: [{ name: '渋谷店' }, { name: '銀座店' }],
        funnel: [
          { storeName: '渋谷店', storeViews: 1 },
          { storeName: '銀座店', storeViews: 1 },
        ],
        pages: [{ key: '/flow' }, { key: '/store/ginza' }, { key: '/store/shibuya' }],
      },
    });
    expect((await postGraphQL(query, {}, { cookie: staffCookie })).body.data).toEqual({
      analyticsReport: { totals: { pageviews: 1, visitors: 1 }, stores: [{ name: '渋谷店' }], funnel: [{ storeName: '渋谷店', storeViews: 1 }], pages: [{ key: '/store/shibuya' }] },
    });
    const other = await postGraphQL(`{ analyticsReport(from: "${day}", to: "${day}", storeId: "${ginza}") { totals { pageviews } } }`, {}, { cookie: staffCookie });
    expect(other.body.data).toEqual({ analyticsReport: { totals: { pageviews: 0 } } });
    const anonymous = await postGraphQL(query, {});
    expect(anonymous.body.data ?? null).toBeNull();
    expect(anonymous.body.errors?.[0]?.errorType).toBe('UnauthorizedException');
  });
});
