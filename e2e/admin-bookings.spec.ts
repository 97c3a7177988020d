import { type Page, expect, test } from '@playwright/test';
import { insertBookings } from './booking-db';
import { createStoreViaApi, expectNoAxeViolations, signInAsAdmin, signInAsNewAdmin, unique } from './helpers';

/*
 * The staff's day: the admin booking calendar. Each test writes its bookings (with the seats they
 * hold) into the e2e server's SQLite database, as a visitor's booking would leave them, so that it
 * knows what the day holds (e2e/booking-db.ts).
 */

const WEEKDAYS = ['日', '月', '火', '水', '木', '金', '土'];
const japanDay = (offsetDays: number) => new Date(Date.now() + 9 * 3_600_000 + offsetDays * 86_400_000).toISOString().slice(0, 10);
const dayLabel = (date: string, year = true) => {
  const [y, m, d] = date.split('-').map(Number);
  return `${year ? `${y}年` : ''}${m}月${d}日（${WEEKDAYS[new Date(`${date}T00:00:00Z`).getUTCDay()]}）`;
};
/** A day a few days ahead outside the year-end closure (12/31–1/3), when every store has an 11:00 and a 12:00 slot. */
function openDay(): string {
  for (let offset = 3; ; offset++) {
    const date = japanDay(offset);
    if (!/-(12-31|01-0[1-3])$/.test(date)) return date;
  }
}

const insertBooking = (storeId: string, date: string, time: string, name: string) => insertBookings(storeId, [{ date, time, name }])[0]!;

/**
 * The tests' stores are unpublished: staff see their calendars, and no public page lists them while
 * the tests that read the public lists (the top page, /jobs, the page weights) run beside these.
 */
const createHiddenStore = (page: Page, name: string, link: string) => createStoreViaApi(page, name, link, { enabled: false });

const slot = (page: Page, time: string) => page.getByRole('listitem', { name: `${time}の枠` });
const bookingOf = (page: Page, name: string) => page.getByRole('article', { name: new RegExp(`${name} 様`) });

test.beforeEach(() => {
  test.skip(Boolean(process.env.DATABASE_URL), 'writes its bookings into the embedded SQLite database');
});

test("an owner opens a store's day, marks a visit, cancels a booking, blocks a slot and reads the week", async ({ page }) => {
  // Twelve steps through the calendar, each a server round trip: 60 s was passed twice in CI beside the clock project.
  test.setTimeout(120_000);
  await page.setViewportSize({ width: 1440, height: 1000 });
  await signInAsAdmin(page);
  const storeName = `予約テスト店${unique()}`;
  const storeId = await createHiddenStore(page, storeName, `booking-${unique()}`);
  const date = openDay();
  const visitor = `来店する客${unique()}`;
  const canceller = `取り消す客${unique()}`;
  insertBooking(storeId, date, '11:00', visitor);
  insertBooking(storeId, date, '13:00', canceller);

  await page.getByRole('navigation').getByRole('link', { name: '体験予約' }).click();
  await expect(page.getByRole('heading', { level: 1, name: '体験予約' })).toBeVisible();
  await page.getByLabel('店舗', { exact: true }).selectOption({ label: `${storeName}（非公開）` });
  await page.getByLabel('日付', { exact: true }).fill(date);
  await expect(page).toHaveURL(new RegExp(`store=${storeId}.*date=${date}|date=${date}.*store=${storeId}`));
  await expect(page.getByRole('heading', { level: 2, name: dayLabel(date) })).toBeVisible();

  const card = slot(page, '11:00').getByRole('article');
  await expect(card).toContainText(visitor);
  await expect(card).toContainText('たいけん はなこ');
  await expect(card.getByRole('link', { name: '090-1234-5678' })).toHaveAttribute('href', 'tel:09012345678');
  await expect(card).toContainText('予約済み');
  await expect(slot(page, '11:00')).toContainText('空き 1 / 2');
  // The 90-minute trials from 11:00 and 13:00 each hold a seat within 12:00's 90 minutes, and that slot says why.
  await expect(slot(page, '12:00')).toContainText('空き 1 / 2（前後の時間の予約が1席使用中）');
  await expectNoAxeViolations(page);

  await bookingOf(page, visitor).getByRole('button', { name: '来店', exact: true }).click();
  await expect(page.getByRole('status').filter({ hasText: '「来店」にしました' })).toBeVisible();
  await expect(bookingOf(page, visitor)).toContainText('来店');
  await expect(bookingOf(page, visitor).getByRole('button', { name: '無断キャンセルに訂正' })).toBeVisible();

  await bookingOf(page, canceller).getByRole('button', { name: 'キャンセル', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: 'この予約をキャンセルしますか？' });
  await expect(dialog).toContainText('キャンセルのメールを送ります');
  await dialog.getByRole('button', { name: 'キャンセルする' }).click();
  await expect(bookingOf(page, canceller)).toContainText('キャンセル');
  await expect(slot(page, '13:00')).toContainText('空き 2 / 2');

  await slot(page, '14:00').getByRole('button', { name: 'ブロック（14:00）' }).click();
  await slot(page, '14:00').getByLabel('メモ（任意）').fill('研修');
  await slot(page, '14:00').getByRole('button', { name: 'ブロックする' }).click();
  await expect(page.getByRole('status').filter({ hasText: '14:00の枠をブロックしました' })).toBeVisible();
  await expect(slot(page, '14:00')).toContainText('ブロック中');
  await expect(slot(page, '14:00')).toContainText('メモ：研修');
  await expect(slot(page, '14:00').getByRole('button', { name: 'ブロック解除（14:00）' })).toBeVisible();

  await page.getByRole('button', { name: '週', exact: true }).click();
  await expect(page).toHaveURL(/view=week/);
  const week = page.getByRole('table', { name: /週の予約状況/ });
  await expect(week).toBeVisible();
  const dayLink = week.getByRole('link', { name: dayLabel(date, false) });
  await expect(dayLink).toBeVisible();
  await expect(week.getByRole('row', { name: /^11:00/ })).toContainText('予約1');
  await expect(week.getByRole('row', { name: /^14:00/ })).toContainText('ブロック');
  await expectNoAxeViolations(page);

  await page.setViewportSize({ width: 390, height: 844 });
  await expect(week).toBeHidden();
  const phoneDay = page.getByRole('link', { name: dayLabel(date, false) });
  await expect(phoneDay).toBeVisible();
  await expectNoAxeViolations(page);
  await phoneDay.click();
  await expect(page).not.toHaveURL(/view=week/);
  await expect(page.getByRole('heading', { level: 2, name: dayLabel(date) })).toBeVisible();
  await expect(bookingOf(page, visitor)).toBeVisible();
  await expectNoAxeViolations(page);

  // On the phone, the owner's erasure sits closed below the day's buttons, and asks before it acts.
  const cancelled = bookingOf(page, canceller);
  await expect(cancelled.getByRole('button', { name: '匿名化' })).toBeHidden();
  await cancelled.getByText('個人情報の消去').click();
  await cancelled.getByRole('button', { name: '匿名化' }).click();
  await page.getByRole('dialog', { name: 'この予約を匿名化しますか？' }).getByRole('button', { name: '匿名化する' }).click();
  await expect(page.getByRole('status').filter({ hasText: '予約を匿名化しました。' })).toBeVisible();
  await expect(cancelled).toHaveCount(0);
  await expect(page.getByRole('article', { name: /13:00〜14:30 匿名化済み/ })).toBeVisible();
});

test('store staff see only their own store, preselected', async ({ page, browser }) => {
  await signInAsAdmin(page);
  const mine = `担当店${unique()}`;
  const other = `他店${unique()}`;
  const mineId = await createHiddenStore(page, mine, `mine-${unique()}`);
  const otherId = await createHiddenStore(page, other, `other-${unique()}`);
  const date = openDay();
  const myGuest = `担当店の客${unique()}`;
  const otherGuest = `他店の客${unique()}`;
  insertBooking(mineId, date, '11:00', myGuest);
  insertBooking(otherId, date, '11:00', otherGuest);

  const staff = await signInAsNewAdmin(page, browser, '店舗スタッフ', { role: 'staff', storeIds: [mineId] });
  await staff.goto(`/admin/bookings?store=${otherId}&date=${date}`);
  const store = staff.getByLabel('店舗', { exact: true });
  await expect(store).toHaveValue(mineId);
  // Its own store only, marked as unpublished (the test's stores are, so that no public list shows them).
  await expect(store.getByRole('option')).toHaveText(['店舗を選んでください', `${mine}（非公開）`]);
  await expect(bookingOf(staff, myGuest)).toBeVisible();
  await expect(staff.getByText(otherGuest)).toHaveCount(0);
  await staff.context().close();
});

test('bookings one network piled up at a store show in a banner, and staff cancel the ticked ones at once', async ({ page }) => {
  await page.setViewportSize({ width: 1440, height: 1000 });
  await signInAsAdmin(page);
  const storeId = await createHiddenStore(page, `まとめ取消店${unique()}`, `pile-${unique()}`);
  const date = openDay();
  const stamp = unique();
  const network = `e2e-network-${stamp}`;
  const names = ['11:00', '13:00', '15:00', '17:00'].map((time, index) => ({ date, time, name: `連続予約${index}_${stamp}`, email: `bot${index}-${stamp}@example.jp`, networkKey: network }));
  insertBookings(storeId, names);
  const guest = `ふつうの客${stamp}`;
  insertBookings(storeId, [{ date, time: '12:00', name: guest, email: `guest-${stamp}@example.jp` }]);

  await page.goto(`/admin/bookings?store=${storeId}&date=${date}`);
  const banner = page.getByRole('region', { name: '同じお客様・同じ接続元からの予約が重なっています' });
  await expect(banner).toBeVisible();
  await expect(banner.getByRole('heading', { level: 3 })).toHaveText('同じ接続元（ネットワーク）から、この7日間に4件（うち予約中4件）');
  await expect(banner).not.toContainText(guest);
  await expectNoAxeViolations(page);
  // Every booking of the pile is ticked; staff keep one.
  for (const booking of names) await expect(banner.getByRole('checkbox', { name: new RegExp(booking.name) })).toBeChecked();
  await banner.getByRole('checkbox', { name: new RegExp(names[3]!.name) }).uncheck();
  await banner.getByRole('button', { name: '選んだ予約をまとめてキャンセル（3件）' }).click();
  const dialog = page.getByRole('dialog', { name: '3件の予約をキャンセルしますか？' });
  await dialog.getByRole('button', { name: '3件をキャンセルする' }).click();
  await expect(page.getByRole('status').filter({ hasText: '3件の予約をキャンセルしました。' })).toBeVisible();

  for (const booking of names.slice(0, 3)) await expect(bookingOf(page, booking.name)).toContainText('キャンセル');
  await expect(bookingOf(page, names[3]!.name)).toContainText('予約済み');
  await expect(bookingOf(page, guest)).toContainText('予約済み');
  await expect(banner.getByRole('heading', { level: 3 })).toHaveText('同じ接続元（ネットワーク）から、この7日間に4件（うち予約中1件）');

  // Each cancellation is in the audit log, by whom.
  await page.goto('/admin/audit');
  await expect(page.getByRole('table').getByText('キャンセル（一括）')).toHaveCount(3);
});
