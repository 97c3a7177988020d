import { expect, type Page } from '@playwright/test';
import { test } from './fixtures';
import { storePath } from '@/lib/core/routes';
import { DAY_MS, japanToday } from '@/lib/core/time/japan';
import { publicHoliday } from '@/lib/core/time/opening-hours';
import { inYearEndClosure } from '@/lib/core/time/store-hours';
import { expectNoAxeViolations } from './helpers';

/*
 * The store finder as a visitor's browser sees it. The page's calendar starts at the server's
 * today, so the browser's clock (page.clock) is set to days after it, found here: the next plain
 * weekday, Sunday and Friday, and the next 1 January.
 */

const addDays = (date: string, days: number) => new Date(Date.parse(`${date}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);
const weekday = (date: string) => new Date(`${date}T00:00:00Z`).getUTCDay();
const plain = (date: string) => !publicHoliday(date) && !inYearEndClosure(date);
/** The first day from tomorrow (Japan) that is `day` of the week and, with the day after it, no holiday or closure. */
function next(day: number): string {
  for (let date = addDays(japanToday(), 1); ; date = addDays(date, 1)) if (weekday(date) === day && plain(date) && plain(addDays(date, 1))) return date;
}
const japan = (date: string, time: string) => new Date(`${date}T${time}+09:00`);
const nextNewYearsDay = () => {
  const today = japanToday();
  return `${Number(today.slice(0, 4)) + 1}-01-01`;
};

const wednesday = next(3);
const sunday = next(0);
const friday = next(5);

const storeList = (page: Page) => page.getByRole('region', { name: '店舗一覧' });
const card = (page: Page, name: string) => storeList(page).getByRole('listitem').filter({ has: page.getByRole('link', { name, exact: true }) });
const finder = (page: Page) => storeList(page).getByRole('region', { name: '近くの店舗を探す' });
const PHONE = { viewport: { width: 375, height: 800 }, isMobile: true, hasTouch: true };
/**
 * Presses 「現在地から探す」 until the finder answers in its status line: a press that lands before
 * the page has hydrated does nothing (the server's button has no handler yet).
 */
async function locate(page: Page): Promise<void> {
  await expect(async () => {
    await finder(page).getByRole('button', { name: '現在地から探す' }).click({ timeout: 5000 });
    await expect(finder(page).getByRole('status')).not.toBeEmpty({ timeout: 2000 });
  }).toPass();
}

const cases = [
  { when: 'a weekday at 12:00', at: japan(wednesday, '12:00:00'), label: '営業中', detail: '20:00まで' },
  { when: 'a weekday at 21:00', at: japan(wednesday, '21:00:00'), label: '本日の営業は終了', detail: '明日 11:00から営業' },
  { when: 'a Sunday at 9:30', at: japan(sunday, '09:30:00'), label: '本日 10:00から営業', detail: '19:00まで' },
  { when: '1 January', at: japan(nextNewYearsDay(), '12:00:00'), label: '本日休業（年末年始）', detail: /^1\/4\(.\) 1[01]:00から営業$/ },
];

test.describe('opening status', () => {
  for (const { when, at, label, detail } of cases) {
    test(`on ${when}: 「${label}」 on the top page's list and on a store page`, async ({ page }) => {
      await page.clock.install({ time: at });
      await page.goto('/');
      const shibuya = card(page, '渋谷店');
      await expect(shibuya.getByText(label, { exact: true })).toBeVisible();
      await expect(shibuya.getByText(detail, { exact: true })).toBeVisible();
      await expect(card(page, '梅田店').getByText(label, { exact: true })).toBeVisible();

      await page.goto(storePath('shibuya'));
      await expect(page.getByRole('main').getByText(label, { exact: true })).toBeVisible();
      await expect(page.getByRole('main').getByText(detail, { exact: true })).toBeVisible();
    });
  }

  test('on a phone, a store page does not move when its badge fills in, whatever it says', async ({ browser }) => {
    // The server sends the badge's line empty; the browser fills it in. Where the store's details
    // start without a script is where they must stay once it has.
    const before = await browser.newContext({ ...PHONE, javaScriptEnabled: false });
    const after = await browser.newContext(PHONE);
    const details = (page: Page) => page.getByRole('main').getByRole('heading', { name: '店舗情報' });
    const page = await before.newPage();
    await page.goto(storePath('shibuya'));
    const unfilled = (await details(page).boundingBox())!;
    for (const { at, label } of cases) {
      const filled = await after.newPage();
      await filled.clock.install({ time: at });
      await filled.goto(storePath('shibuya'));
      await expect(filled.getByRole('main').getByText(label, { exact: true })).toBeVisible();
      expect([label, (await details(filled).boundingBox())!.y]).toEqual([label, unfilled.y]);
      await filled.close();
    }
    await before.close();
    await after.close();
  });

  test("on a phone, the top page's store cards keep their height when their badges fill in", async ({ browser }) => {
    const before = await browser.newContext({ ...PHONE, javaScriptEnabled: false });
    const after = await browser.newContext(PHONE);
    const heights = (page: Page) => storeList(page).getByRole('listitem').filter({ has: page.locator('a[data-store-id]') }).evaluateAll((items) => items.map((item) => item.getBoundingClientRect().height));
    const page = await before.newPage();
    await page.goto('/');
    const unfilled = await heights(page);
    expect(unfilled.length).toBeGreaterThan(3);
    for (const { at, label } of cases) {
      const filled = await after.newPage();
      await filled.clock.install({ time: at });
      await filled.goto('/');
      await expect(card(filled, '渋谷店').getByText(label, { exact: true })).toBeVisible();
      expect([label, await heights(filled)]).toEqual([label, unfilled]);
      await filled.close();
    }
    await before.close();
    await after.close();
  });

  test('midnight in Japan changes the day without a reload, whatever the device says', async ({ browser }) => {
    // A device in Los Angeles: Japan's midnight is 07:00 there.
    const context = await browser.newContext({ timezoneId: 'America/Los_Angeles' });
    const page = await context.newPage();
    await page.clock.install({ time: japan(friday, '23:59:30') });
    await page.goto(storePath('shibuya'));
    const main = page.getByRole('main');
    await expect(main.getByText('本日の営業は終了', { exact: true })).toBeVisible();
    await expect(main.getByText('明日 10:00から営業', { exact: true })).toBeVisible();
    await page.clock.runFor(60_000);
    await expect(main.getByText('本日 10:00から営業', { exact: true })).toBeVisible();
    await expect(main.getByText('本日の営業は終了', { exact: true })).toHaveCount(0);
    await page.clock.runFor('10:00:00');
    await expect(main.getByText('営業中', { exact: true })).toBeVisible();
    await expect(main.getByText('19:00まで', { exact: true })).toBeVisible();
    await context.close();
  });
});

test.describe('近くの店舗', () => {
  test('with the location allowed: the nearest stores, nearest first, with their distance; nothing about the location is sent', async ({ browser }) => {
    // Yokohama station.
    const context = await browser.newContext({ geolocation: { latitude: 35.4658, longitude: 139.6223 }, permissions: [] });
    const page = await context.newPage();
    const sent: string[] = [];
    page.on('request', (request) => sent.push(`${request.url()} ${request.postData() ?? ''}`));
    await page.clock.install({ time: japan(wednesday, '12:00:00') });
    await page.goto('/');
    await context.grantPermissions(['geolocation']);
    await locate(page);
    await expect(finder(page).getByRole('status')).toHaveText('現在地から近い順に3店舗を表示しています。');
    const results = finder(page).getByRole('list', { name: '現在地から近い店舗' }).getByRole('listitem');
    await expect(results).toHaveCount(3);
    // 藤沢店 is nearer than 渋谷店 but not published.
    await expect(results.getByRole('link')).toHaveText(['横浜店', '川崎店', '渋谷店']);
    await expect(results.nth(0)).toContainText('約300m');
    await expect(results.nth(1)).toContainText(/約1\d(\.\d)?km/);
    await expect(results.nth(0).getByText('営業中', { exact: true })).toBeVisible();
    expect(sent.filter((line) => /35\.46|139\.62/.test(line))).toEqual([]);
    await expectNoAxeViolations(page);
    await context.close();
  });

  test('with the location refused: told so, and the stores of a chosen prefecture', async ({ browser }) => {
    const context = await browser.newContext(PHONE);
    await context.clearPermissions();
    const page = await context.newPage();
    await page.goto('/');
    await locate(page);
    await expect(finder(page).getByRole('status')).toHaveText(
      '位置情報の利用が許可されなかったため、現在地から探せませんでした。都道府県を選ぶと、その都道府県の店舗を表示します。',
    );
    const prefecture = finder(page).getByLabel('都道府県から探す');
    await expect(prefecture).toBeFocused();
    await expect(prefecture.getByRole('option')).toHaveText(['選択してください', '東京都', '神奈川県', '埼玉県', '千葉県', '大阪府']);
    await prefecture.selectOption('神奈川県');
    await expect(finder(page).getByRole('status')).toHaveText('神奈川県の店舗を2店舗表示しています。');
    await expect(finder(page).getByRole('list', { name: '神奈川県の店舗' }).getByRole('link')).toHaveText(['横浜店', '川崎店']);
    await expectNoAxeViolations(page);
    await context.close();
  });
});
