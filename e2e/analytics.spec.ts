import { mkdirSync, readFileSync } from 'node:fs';
import { type Browser, type BrowserContext, devices, expect, type Page } from '@playwright/test';
import { routes, storePath } from '@/lib/core/routes';
import { japanToday } from '@/lib/core/time/japan';
import { chooseLastDay, fillDetails, timeLabelOf } from './booking-helpers';
import { test } from './fixtures';
import { expectNoAxeViolations, fillContact, graphqlRequest, signInAsAdmin, signInAsNewAdmin, unique } from './helpers';

/*
 * The visit analytics as visitors and staff meet them: visitors on a phone and a desktop from a
 * campaign link, another site and nowhere, a crawler and a browser with Global Privacy Control;
 * the dashboard counts the first three and nothing of the others. One of them reads an article and
 * books at 銀座店 (a demo store no other spec books at); staff mark the visit 来店 in the calendar
 * and the funnel follows; the CSV says the same.
 *
 * The beacon counts no browser a program drives (navigator.webdriver), so the other specs' pages
 * are never counted; these visitors are people's browsers, their webdriver flag off. The numbers
 * are compared with what the dashboard said before (a retry, or a second run on the same server).
 */

const STORE = 'ginza';
const today = japanToday();
const GOOGLEBOT = 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)';
const SHOTS = '/tmp/shots-analytics';

interface Counts {
  pageviews: number;
  visits: number;
  visitors: number;
  bookings: number;
  visited: number;
}
interface Report {
  totals: Counts;
  sources: (Counts & { key: string; enquiries: number })[];
  funnel: { storeName: string; storeViews: number; bookingViews: number; booked: number; visited: number }[];
  articles: (Counts & { key: string })[];
}

const REPORT = `query ($from: String!, $to: String!) { analyticsReport(from: $from, to: $to) {
  totals { pageviews visits visitors bookings visited }
  sources { key pageviews visits visitors bookings visited enquiries }
  articles { key pageviews visits visitors bookings visited }
  funnel { storeName storeViews bookingViews booked visited } } }`;

async function report(page: Page): Promise<Report> {
  const answer = await graphqlRequest<{ analyticsReport: Report }>(page.request, REPORT, { from: today, to: today });
  expect(answer.errors).toBeUndefined();
  return answer.data!.analyticsReport;
}

/** A person's browser: not driven by a program as far as its pages can tell, its own address. */
async function visitor(browser: Browser, device: 'Pixel 7' | 'Desktop Chrome', address: string, extra: { userAgent?: string; gpc?: boolean } = {}): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext({
    ...devices[device],
    ...(extra.userAgent ? { userAgent: extra.userAgent } : {}),
    extraHTTPHeaders: { 'x-forwarded-for': address, ...(extra.gpc ? { 'sec-gpc': '1' } : {}) },
  });
  await context.addInitScript((gpc: boolean) => {
    Object.defineProperty(Navigator.prototype, 'webdriver', { get: () => false });
    if (gpc) Object.defineProperty(Navigator.prototype, 'globalPrivacyControl', { get: () => true });
  }, Boolean(extra.gpc));
  return { context, page: await context.newPage() };
}

const isBeacon = (request: { url(): string; method(): string }) => request.method() === 'POST' && new URL(request.url()).pathname === '/api/a';

/** Opens a page and waits for its beacon (sent once the page is idle). */
async function visit(page: Page, path: string, options: { referer?: string } = {}): Promise<void> {
  const beacon = page.waitForRequest(isBeacon, { timeout: 20_000 });
  await page.goto(path, options);
  await beacon;
}

const row = (page: Page, table: string, name: string | RegExp) => page.getByRole('table', { name: table }).getByRole('row', { name });

test.describe.configure({ mode: 'serial', timeout: 180_000 });

test('visits from a campaign, another site and nowhere are counted, a crawler and GPC are not; an article read before booking shows as the booking’s, and 来店 moves the funnel', async ({ page, browser }) => {
  const id = unique();
  const campaign = `winter-${id}`;
  const newsletter = `letter-${id}`;
  const blog = `blog-${id}.example`;
  await signInAsAdmin(page);
  const before = await report(page);
  const ginza = before.funnel.find((store) => store.storeName === '銀座店') ?? { storeViews: 0, bookingViews: 0, booked: 0, visited: 0 };
  const direct = before.sources.find((source) => source.key === 'direct\t') ?? { visitors: 0, visits: 0 };
  const articleLink = /href="(\/news\/[^"/]+\/[^"/]+)"/.exec(await (await page.request.get('/news')).text())?.[1];
  expect(articleLink).toBeTruthy();
  const article = articleLink!;
  const articleBefore = before.articles.find((row) => row.key === article) ?? { pageviews: 0, bookings: 0 };

  // 1. A phone, from the newsletter's link: reads an article, opens the store, books there.
  const reader = await visitor(browser, 'Pixel 7', '203.0.113.31');
  await visit(reader.page, `/?utm_source=${newsletter}&utm_medium=email&utm_campaign=${campaign}`);
  await visit(reader.page, article);
  await visit(reader.page, storePath(STORE));
  const toBooking = reader.page.waitForRequest(isBeacon, { timeout: 20_000 });
  await reader.page.getByRole('link', { name: /無料体験を予約する/ }).first().click();
  await expect(reader.page).toHaveURL(new RegExp(`/store/${STORE}/booking$`));
  await toBooking;
  await chooseLastDay(reader.page);
  const radio = reader.page.getByRole('radio', { disabled: false }).first();
  const time = await timeLabelOf(radio);
  await radio.check();
  await reader.page.getByRole('button', { name: 'お客様情報の入力へ' }).click();
  const name = `解析 花子${id}`;
  const email = `analytics-${id}@example.jp`;
  await fillDetails(reader.page, email, { name });
  await reader.page.getByRole('button', { name: '入力内容を確認する' }).click();
  await reader.page.getByRole('button', { name: '予約を確定する' }).click();
  await expect(reader.page.getByRole('heading', { name: 'ご予約が確定しました' })).toBeVisible();
  // Nothing lasting in the browser: no cookie, no localStorage, no IndexedDB; the visit lives in this tab only.
  const stored = await reader.page.evaluate(async () => ({ cookie: document.cookie, local: localStorage.length, databases: (await indexedDB.databases()).length, session: Object.keys(sessionStorage) }));
  expect(stored).toEqual({ cookie: '', local: 0, databases: 0, session: ['oz-visit'] });
  expect(await reader.context.cookies()).toEqual([]);

  // 2. A desktop, from a blog's link.
  const linked = await visitor(browser, 'Desktop Chrome', '203.0.113.32');
  await visit(linked.page, '/flow', { referer: `https://${blog}/posts/kaatsu` });
  await visit(linked.page, storePath(STORE));

  // 3. A phone, typing the address.
  const typed = await visitor(browser, 'Pixel 7', '203.0.113.33');
  await visit(typed.page, storePath(STORE));

  // The page's HTML is the same bytes for two visitors, and a cache may keep it.
  const [first, second] = await Promise.all([linked.page.request.get(storePath(STORE)), typed.page.request.get(storePath(STORE))]);
  expect(await first.body()).toEqual(await second.body());
  expect(first.headers()['cache-control']).toMatch(/public/);

  // 4. A crawler: its beacon is sent, and the server drops it.
  const crawler = await visitor(browser, 'Desktop Chrome', '203.0.113.34', { userAgent: GOOGLEBOT });
  await visit(crawler.page, storePath(STORE));
  // 5. A browser with Global Privacy Control sends nothing at all.
  const private_ = await visitor(browser, 'Desktop Chrome', '203.0.113.35', { gpc: true });
  const sent: string[] = [];
  private_.page.on('request', (request) => void (isBeacon(request) && sent.push(request.url())));
  await private_.page.goto(storePath(STORE));
  await private_.page.waitForLoadState('networkidle');
  await private_.page.waitForTimeout(2_000);
  expect(sent).toEqual([]);
  expect(await private_.page.evaluate(() => sessionStorage.length)).toBe(0);

  // The dashboard: exactly the three people and their seven page views, one booking from the
  // newsletter and the article. (Bookings are compared at 銀座店: other specs book elsewhere meanwhile.)
  await page.setViewportSize({ width: 1440, height: 1000 });
  await page.goto(`/admin/analytics?from=${today}&to=${today}`);
  await expect(page.getByRole('heading', { level: 1, name: 'アクセス解析' })).toBeVisible();
  const totals = page.getByRole('list', { name: '期間の合計' });
  const kpi = (label: string) => totals.getByRole('listitem').filter({ has: page.getByText(label, { exact: true }) });
  await expect(async () => {
    await page.reload();
    await expect(kpi('訪問者')).toContainText(`${before.totals.visitors + 3}人`, { timeout: 2_000 });
  }).toPass({ timeout: 30_000 });
  await expect(kpi('訪問')).toContainText(`${before.totals.visits + 3}回`);
  await expect(kpi('ページビュー')).toContainText(String(before.totals.pageviews + 7));
  await expect(row(page, '流入元', new RegExp(`^${newsletter} / email`))).toContainText(/^\S+ \/ email\s*1\s*1\s*1\s*0/);
  await expect(row(page, '流入元', new RegExp(`^${blog} / referral`))).toContainText(/referral\s*1\s*1\s*0\s*0/);
  await expect(row(page, '流入元', /^直接/)).toContainText(new RegExp(`）\\s*${direct.visitors + 1}\\s*${direct.visits + 1}`));
  await expect(row(page, 'キャンペーン', new RegExp(`^${campaign}`))).toContainText(new RegExp(`${campaign}\\s*1\\s*1\\s*1\\s*0`));
  const funnel = row(page, '店舗ごとの人数と件数（かっこ内は前の段階からの割合）', /^銀座店/);
  await expect(funnel).toContainText(`${ginza.storeViews + 3}人`);
  await expect(funnel).toContainText(`${ginza.bookingViews + 1}人`);
  await expect(funnel).toContainText(`${ginza.booked + 1}件`);
  const articleRow = page.getByRole('table', { name: '体験予約につながった記事' }).getByRole('row').filter({ hasText: String(articleBefore.bookings + 1) }).first();
  await expect(articleRow).toBeVisible();
  const afterBooking = await report(page);
  expect(afterBooking.articles.find((entry) => entry.key === article)).toMatchObject({ pageviews: articleBefore.pageviews + 1, bookings: articleBefore.bookings + 1 });
  expect(afterBooking.sources.find((entry) => entry.key === `${newsletter}\temail`)).toMatchObject({ visitors: 1, visits: 1, pageviews: 4, bookings: 1, visited: 0 });
  await expectNoAxeViolations(page);

  // Staff mark the visit in the calendar: the funnel moves.
  const found = await graphqlRequest<{ listBookings: { startsAt: string; email: string }[] }>(
    page.request,
    'query ($storeId: ID!, $from: String!, $to: String!) { listBookings(storeId: $storeId, from: $from, to: $to) { startsAt email } }',
    { storeId: await storeIdOf(page), from: today, to: japanToday(new Date(Date.now() + 35 * 86_400_000)) },
  );
  const booking = found.data?.listBookings.find((entry) => entry.email === email);
  expect(booking, `the booking at ${time}`).toBeTruthy();
  await page.goto(`/admin/bookings?store=${await storeIdOf(page)}&date=${japanToday(new Date(booking!.startsAt))}`);
  const card = page.getByRole('article', { name: new RegExp(`${name} 様`) });
  await card.getByRole('button', { name: '来店', exact: true }).click();
  await expect(page.getByRole('status').filter({ hasText: '「来店」にしました' })).toBeVisible();
  await page.goto(`/admin/analytics?from=${today}&to=${today}`);
  await expect(row(page, '店舗ごとの人数と件数（かっこ内は前の段階からの割合）', /^銀座店/)).toContainText(`${ginza.visited + 1}件（`);
  await expect(row(page, '流入元', new RegExp(`^${newsletter} / email`))).toContainText(/^\S+ \/ email\s*1\s*1\s*1\s*1/);

  // The CSV says the same.
  const download = page.waitForEvent('download');
  await page.getByRole('link', { name: 'CSV エクスポート' }).click();
  const csv = readFileSync((await (await download).path())!, 'utf8');
  expect(csv).toContain(`概要,合計,,訪問者数,${before.totals.visitors + 3},`);
  expect(csv).toContain(`概要,合計,,ページビュー,${before.totals.pageviews + 7},`);
  expect(csv).toContain(`店舗別ファネル,銀座店,${await storeIdOf(page)},店舗ページの訪問者,${ginza.storeViews + 3},`);
  expect(csv).toContain(`店舗別ファネル,銀座店,${await storeIdOf(page)},来店,${ginza.visited + 1},`);
  expect(csv).toContain(`流入元,${newsletter} / email,${newsletter} / email,体験予約,1,0`);
  expect(csv).toContain(`流入元,${newsletter} / email,${newsletter} / email,来店,1,0`);
  expect(csv).toContain(`キャンペーン,${campaign},${campaign},訪問者数,1,0`);

  if (process.env.ANALYTICS_SHOTS) {
    mkdirSync(SHOTS, { recursive: true });
    await page.screenshot({ path: `${SHOTS}/dashboard-1440.png`, fullPage: true });
    await page.setViewportSize({ width: 375, height: 812 });
    await page.screenshot({ path: `${SHOTS}/dashboard-375.png`, fullPage: true });
  }
  for (const each of [reader, linked, typed, crawler, private_]) await each.context.close();
});

test('store staff see their own stores’ numbers only', async ({ page, browser }) => {
  await signInAsAdmin(page);
  const shibuya = await storeIdOf(page, 'shibuya');
  const staff = await signInAsNewAdmin(page, browser, `解析スタッフ${unique()}`, { role: 'staff', storeIds: [shibuya] });
  await staff.goto(`/admin/analytics?from=${today}&to=${today}`);
  await expect(staff.getByRole('heading', { level: 1, name: 'アクセス解析' })).toBeVisible();
  const funnel = staff.getByRole('table', { name: '店舗ごとの人数と件数（かっこ内は前の段階からの割合）' });
  await expect(funnel.getByRole('row', { name: /^渋谷店/ })).toBeVisible();
  await expect(funnel.getByRole('row', { name: /^銀座店/ })).toHaveCount(0);
  await expect(staff.getByText('・担当店舗')).toBeVisible();
  // Another store's numbers, asked for by hand, are not theirs to read.
  const refused = await staff.request.get(`/api/admin/analytics.csv?from=${today}&to=${today}&store=${await storeIdOf(page)}`);
  expect(refused.status()).toBe(403);
  await expectNoAxeViolations(staff);
  if (process.env.ANALYTICS_SHOTS) await staff.screenshot({ path: `${SHOTS}/dashboard-staff-1440.png`, fullPage: true });
  await staff.context().close();
});

const storeIds = new Map<string, string>();

async function storeIdOf(page: Page, link = STORE): Promise<string> {
  if (!storeIds.has(link)) {
    const found = await graphqlRequest<{ storeByLink: { id: string } | null }>(page.request, 'query ($link: String!) { storeByLink(link: $link) { id } }', { link });
    storeIds.set(link, found.data?.storeByLink?.id ?? '');
  }
  return storeIds.get(link)!;
}

test('an enquiry sent through the contact form is credited to the campaign link its visit came from', async ({ page, browser }) => {
  const id = unique();
  const source = `ads-${id}`;
  await signInAsAdmin(page);
  const sourceRow = async () => (await report(page)).sources.find((row) => row.key === `${source}\tsocial`);
  expect(await sourceRow()).toBeUndefined();

  const asker = await visitor(browser, 'Desktop Chrome', '203.0.113.41');
  await visit(asker.page, `/?utm_source=${source}&utm_medium=social`);
  await visit(asker.page, routes.contact.path);
  await fillContact(asker.page, `analytics-ask-${id}@example.jp`, { name: `解析 問合${id}` });
  await asker.page.getByRole('button', { name: '入力内容を確認する' }).click();
  await asker.page.getByRole('button', { name: '送信する' }).click();
  await expect(asker.page).toHaveURL(routes.thanks.path);
  await asker.context.close();

  // The page views are written within a second; the enquiry and its visit with the form's action.
  await expect.poll(async () => (await sourceRow())?.enquiries, { timeout: 15_000 }).toBe(1);
  expect(await sourceRow()).toMatchObject({ visits: 1, visitors: 1, bookings: 0 });
});
