import { GET as exportBookings } from '@/app/api/admin/bookings.csv/route';
import { getConfig } from '@/lib/core/config';
import { bookingContext, bookableStoreFixture, NOW, visitor } from '@/lib/test/bookings';
import { engines, useTestDb } from '@/lib/test/engines';
import { sameOriginHeaders, signInAdmin } from '@/lib/test/http';
import { bookTrial } from './book';
import { japanInstant } from './slots';

/*
 * The calendar's CSV export as a browser asks for it: the owner gets any store's bookings, store
 * staff their own stores only, nobody without a session nor a request from another origin; a
 * visitor's formula is written as text; every export is audited.
 */
describe.each(engines())('the bookings CSV on $name', (engine) => {
  const t = useTestDb(engine);
  const url = (query: string) => `${getConfig().siteUrl}/api/admin/bookings.csv?${query}`;
  const get = (query: string, headers: Record<string, string>) => exportBookings(new Request(url(query), { headers }));

  async function setUp() {
    const a = await bookableStoreFixture(t.admin, { name: '渋谷店', link: 'shibuya' });
    const b = await bookableStoreFixture(t.admin, { name: '恵比寿店', link: 'ebisu' });
    for (const [storeId, name] of [
      [a.id, '=HYPERLINK("http://evil.example")'],
      [b.id, '恵比寿の客'],
    ] as const) {
      const booked = await bookTrial(bookingContext(t.db, NOW), visitor(storeId, japanInstant('2026-12-02', '11:00'), { name }));
      if (!booked.ok) throw new Error(`not booked: ${JSON.stringify(booked)}`);
    }
    return { a, b };
  }

  test("the owner exports any store's bookings in Japan time, a formula as text, and the export is audited", async () => {
    const { a, b } = await setUp();
    const { cookie } = await signInAdmin(t.db, { role: 'owner' });
    const response = await get(`store=${a.id}&from=2026-12-01&to=2026-12-07`, { ...sameOriginHeaders(), cookie });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-disposition')).toMatch(/filename="bookings-\d{8}\.csv"/);
    const lines = (await response.text()).replace(/^\uFEFF/, '').trim().split('\r\n');
    expect(lines[0]).toBe('予約日,開始,終了,状態,お名前,フリガナ,電話番号,メールアドレス,受付日時,キャンセル日時,匿名化日時,ID');
    expect(lines).toHaveLength(2);
    expect(lines[1]).toMatch(/^2026\/12\/02,11:00,12:30,予約済み,"'=HYPERLINK\(""http:\/\/evil.example""\)",/);
    const other = await (await get(`store=${b.id}&from=2026-12-01&to=2026-12-07`, { ...sameOriginHeaders(), cookie })).text();
    expect(other).toContain('恵比寿の客');
    expect(await t.db.kysely.selectFrom('audit_log').select(['action', 'entity', 'summary']).where('action', '=', 'export').execute()).toEqual([
      { action: 'export', entity: 'Booking', summary: '体験予約一覧（CSV）' },
      { action: 'export', entity: 'Booking', summary: '体験予約一覧（CSV）' },
    ]);
    const bad = await get(`store=${a.id}&from=2026-12-07&to=2026-12-01`, { ...sameOriginHeaders(), cookie });
    expect(bad.status).toBe(400);
  });

  test('store staff export their own store only; anonymous and cross-origin requests get nothing', async () => {
    const { a, b } = await setUp();
    const { cookie } = await signInAdmin(t.db, { role: 'staff', storeIds: [a.id] });
    const own = await get(`store=${a.id}&from=2026-12-01&to=2026-12-07`, { ...sameOriginHeaders(), cookie });
    expect(own.status).toBe(200);
    expect(await own.text()).toContain('HYPERLINK');
    const foreignStore = await get(`store=${b.id}&from=2026-12-01&to=2026-12-07`, { ...sameOriginHeaders(), cookie });
    expect(foreignStore.status).toBe(403);
    expect(await foreignStore.text()).not.toContain('恵比寿の客');

    const anonymous = await get(`store=${a.id}&from=2026-12-01&to=2026-12-07`, sameOriginHeaders());
    expect(anonymous.status).toBe(401);
    const crossOrigin = await get(`store=${a.id}&from=2026-12-01&to=2026-12-07`, { cookie, origin: 'http://evil.example', 'sec-fetch-site': 'cross-site' });
    expect(crossOrigin.status).toBe(401);
    expect(await crossOrigin.text()).not.toContain('HYPERLINK');
    expect(await t.db.kysely.selectFrom('audit_log').select('entity').where('action', '=', 'export').execute()).toEqual([{ entity: 'Booking' }]);
  });
});
