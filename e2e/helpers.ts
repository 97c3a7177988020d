import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { type APIRequestContext, type Browser, type Cookie, expect, type Locator, type Page } from '@playwright/test';
import { pickupCopy } from '@/lib/site/top/media';
import { baseURL, e2eAdmin } from '../playwright.config';
import { adminStatePath, editorStatePath } from './auth-state';
import sharp from 'sharp';

/**
 * Signs the e2e admin in through the login form, as a person does. For the tests about signing
 * in and out (and the setup project); every other test starts from the stored session (signInAsAdmin).
 */
export async function signInThroughForm(page: Page): Promise<void> {
  await page.goto('/login');
  await page.getByLabel('メールアドレス').fill(e2eAdmin.email);
  await page.getByLabel('パスワード').fill(e2eAdmin.password);
  await page.getByRole('button', { name: 'ログイン' }).click();
  await expect(page).toHaveURL(/\/admin$/);
}

/**
 * Presses ログアウト until the browser is at /login: a press that lands before the admin app has
 * hydrated does nothing (the server's button has no handler yet).
 */
export async function signOut(page: Page): Promise<void> {
  await expect(async () => {
    if (!/\/login/.test(page.url())) await page.getByRole('button', { name: 'ログアウト' }).click({ timeout: 2_000 });
    await expect(page).toHaveURL(/\/login/, { timeout: 3_000 });
  }).toPass({ timeout: 20_000 });
}

/**
 * Opens /admin with a stored session. The session is checked first: middleware.ts only reads the
 * token, and the admin's layout sends an ended one (a raised token version, another run's
 * server) to /login only as the page streams. Then the page holds at /admin as after the form,
 * once the answer starts, not after the whole admin has loaded: most tests go on at once.
 */
async function openAdmin(page: Page, whose: string): Promise<void> {
  const session = (await (await page.request.get('/api/auth/session')).json()) as { user?: { email?: string } };
  expect(session.user?.email, `the stored session of ${whose} no longer holds: did a test end it, or was the setup project left out (--no-deps)?`).toBeTruthy();
  await page.goto('/admin', { waitUntil: 'commit' });
  await expect(page).toHaveURL(/\/admin$/);
}

/** The cookies of a state the setup project stored (e2e/auth.setup.ts). */
async function storedCookies(statePath: string): Promise<Cookie[]> {
  const text = await readFile(statePath, 'utf8').catch(() => {
    throw new Error(`No signed-in state at ${statePath}: the setup project stores it; run the tests without --no-deps.`);
  });
  return (JSON.parse(text) as { cookies: Cookie[] }).cookies;
}

/**
 * Opens /admin signed in as the e2e admin, with the session the setup project signed in once
 * through the login form: the page's context gets its cookies. A copy of a session stays valid
 * while the account's token version stays the same, so no test may change the e2e admin's
 * password, two-factor sign-in or e-mail address, or sign it out everywhere.
 */
export async function signInAsAdmin(page: Page): Promise<void> {
  await page.context().addCookies(await storedCookies(adminStatePath));
  await openAdmin(page, 'the e2e admin');
}

/**
 * A page in a browser context of its own, at /admin, signed in as the editor the setup project
 * invited (named sharedEditorName): for what an editor sees and does. A test that changes the
 * account, or needs one of its own, invites one with signInAsNewAdmin.
 */
export async function signInAsEditor(browser: Browser): Promise<Page> {
  const context = await browser.newContext({ storageState: { cookies: await storedCookies(editorStatePath), origins: [] } });
  const page = await context.newPage();
  await openAdmin(page, 'the shared editor');
  return page;
}

/**
 * What a browser sends with a request from one of the site's own pages. Playwright's request
 * context is no browser: a call that uses the admin session must say where it comes from, as the
 * admin's pages do, or the server refuses it (lib/core/security/origin.ts).
 */
export const fromSitePage = { origin: baseURL } as const;

/** A prerendered page that no test changes or makes fail (e2e/errors.spec.ts breaks the top page's store list). */
export const STEADY_PAGE = '/company';

export interface GraphQLResponse<T> {
  data?: T;
  errors?: { message: string; errorType?: string }[];
}

/** Calls the GraphQL API with the cookies of `request` (a signed-in page's context, or none). */
export async function graphqlRequest<T>(
  request: APIRequestContext,
  query: string,
  variables: Record<string, unknown> = {},
): Promise<GraphQLResponse<T>> {
  const response = await request.post('/api/graphql', { data: { query, variables }, headers: fromSitePage });
  expect(response.ok()).toBeTruthy();
  return (await response.json()) as GraphQLResponse<T>;
}

/** WCAG 2.2 AA, as axe-core names its rule sets. */
export const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];

/** Runs an axe-core WCAG 2.2 AA scan of the page and expects no violations, listed readably. */
export async function expectNoAxeViolations(page: Page): Promise<void> {
  // After a client-side navigation the document's title arrives a moment after the content.
  await expect(page).toHaveTitle(/\S/);
  let readable = await axeViolations(page);
  // A navigation that changes only the address (an admin list's filter) replaces the title too:
  // a scan in that moment finds none. Scanned again once the title is back; a page that really
  // has none fails on the title itself.
  for (let attempt = 1; attempt <= 3 && readable.some((violation) => violation.rule === 'document-title'); attempt += 1) {
    await expect(page).toHaveTitle(/\S/);
    readable = await axeViolations(page);
  }
  expect(readable).toEqual([]);
}

async function axeViolations(page: Page) {
  const { default: AxeBuilder } = await import('@axe-core/playwright');
  const { violations } = await new AxeBuilder({ page }).withTags(WCAG_TAGS).analyze();
  return violations.map((violation) => ({
    rule: violation.id,
    impact: violation.impact,
    help: violation.help,
    nodes: violation.nodes.map((node) => `${node.target.join(' ')} — ${node.failureSummary ?? ''}`),
  }));
}

/** A value no other test run uses, for names and slugs a test creates. */
export const unique = () => `${Date.now().toString(36)}${Math.floor(Math.random() * 1e6).toString(36)}`;

/** Creates a published store in the Tokyo area through the API (as the signed-in page's admin); returns its id. */
/** A store of the test's own; `enabled: false` keeps it off every public list (staff still see it, marked 非公開). */
export async function createStoreViaApi(page: Page, name: string, link: string, { enabled = true } = {}): Promise<string> {
  const created = await graphqlRequest<{ createStore: { id: string } }>(
    page.request,
    'mutation ($input: CreateStoreInput!) { createStore(input: $input) { id } }',
    { input: { name, area: 'Tokyo', link, enabled } },
  );
  expect(created.errors).toBeUndefined();
  return created.data?.createStore.id ?? '';
}

export async function deleteStoreViaApi(page: Page, id: string): Promise<void> {
  await graphqlRequest(page.request, 'mutation ($input: DeleteStoreInput!) { deleteStore(input: $input) { id } }', { input: { id } });
}

/**
 * Opens the edit form of the first row of an admin list. Another test may delete that item
 * between the list showing it and the click, so a vanished item is tried again with a fresh list.
 */
export async function openFirstRow(page: Page, listPath: string, formName: string): Promise<void> {
  await expect(async () => {
    await page.goto(listPath);
    await page.getByRole('table').getByRole('link').first().click();
    await expect(page.getByRole('form', { name: formName })).toBeVisible({ timeout: 3000 });
  }).toPass({ timeout: 30_000 });
}

/** Whether the store's campaign is in the PICK UP carousel, and how often in the floating banner, of a fresh top page. */
export async function campaignOnTopPage(site: Page, storeName: string): Promise<{ pickup: boolean; banner: number }> {
  await site.goto('/');
  const banner = site.getByRole('complementary', { name: '開催中のキャンペーン' });
  // The banner renders in the browser; wait for it so an absent link is really absent.
  await expect(banner).toBeVisible();
  const name = new RegExp(storeName);
  return {
    // The endless carousel repeats its cards, so a campaign may appear more than once.
    pickup: (await site.getByRole('region', { name: pickupCopy.subheading }).first().getByRole('link', { name }).count()) > 0,
    banner: await banner.getByRole('link', { name }).count(),
  };
}

const MAIL_DIR = path.resolve(process.env.E2E_DATA_DIR ?? 'data/e2e', 'mail');

/** The decoded text of every .eml file (written when no SMTP server is configured) sent to `address`. */
export async function mailTextsTo(address: string): Promise<string[]> {
  const names = await readdir(MAIL_DIR).catch(() => [] as string[]);
  const texts: string[] = [];
  for (const name of names.filter((entry) => entry.endsWith('.eml')).sort()) {
    const raw = (await readFile(path.join(MAIL_DIR, name), 'utf8')).replace(/\r\n/g, '\n');
    const split = raw.indexOf('\n\n');
    const head = raw.slice(0, split);
    if (!new RegExp(`^To: .*${address.replace(/[.+]/g, '\\$&')}`, 'mi').test(head)) continue;
    texts.push(Buffer.from(raw.slice(split + 2).replace(/\s+/g, ''), 'base64').toString('utf8'));
  }
  return texts;
}

/**
 * The link in a mail addressed to `to` (the .eml files written when no SMTP server is configured),
 * or null; with `linkPath`, the newest link to that path (an account gets invitation, reset and
 * confirmation mails); `mailDir` is another server's mail folder.
 */
export async function linkMailedTo(to: string, linkPath?: string, mailDir = MAIL_DIR): Promise<string | null> {
  const names = await readdir(mailDir).catch(() => [] as string[]);
  const emls = names.filter((entry) => entry.endsWith('.eml'));
  for (const name of linkPath ? emls.sort().reverse() : emls) {
    const raw = await readFile(path.join(mailDir, name), 'utf8');
    const split = raw.indexOf('\r\n\r\n');
    if (!raw.slice(0, split).toLowerCase().includes(`to: ${to}`)) continue;
    const text = Buffer.from(raw.slice(split + 4).replace(/\s+/g, ''), 'base64').toString('utf8');
    const link = /https?:\/\/\S+\?token=[\w-]+/.exec(text)?.[0];
    if (link && (!linkPath || new URL(link).pathname === linkPath)) return link;
  }
  return null;
}

/**
 * A second admin, signed in in a browser of their own: invited by the signed-in `page` (an owner)
 * with the given role (an editor unless told), who registers from the mailed link and signs in
 * through the login form. For a test that changes the account (its password, role, stores,
 * two-factor sign-in or state) or finds it by name in the audit log; signInAsEditor is enough to
 * see or do what an editor does.
 */
export async function signInAsNewAdmin(
  page: Page,
  browser: Browser,
  name: string,
  access: { role: 'owner' | 'editor' | 'staff'; storeIds?: string[] } = { role: 'editor' },
): Promise<Page> {
  const email = `second-${unique()}@example.jp`;
  const password = 'second-admin-password-1';
  const invited = await graphqlRequest(
    page.request,
    'mutation($email: String!, $name: String, $role: AdminRole, $storeIds: [ID!]) { inviteAdmin(email: $email, name: $name, role: $role, storeIds: $storeIds) { id } }',
    { email, name, role: access.role, storeIds: access.storeIds ?? [] },
  );
  expect(invited.errors).toBeUndefined();
  await expect.poll(() => linkMailedTo(email), { timeout: 15_000 }).not.toBeNull();
  const link = new URL((await linkMailedTo(email)) ?? '');
  const context = await browser.newContext({ extraHTTPHeaders: { 'x-forwarded-for': `198.51.100.${Math.floor(Math.random() * 250)}` } });
  const second = await context.newPage();
  await second.goto(`${link.pathname}${link.search}`);
  await second.getByLabel('パスワード', { exact: true }).fill(password);
  await second.getByLabel('パスワード（確認用）').fill(password);
  await second.getByRole('button', { name: '登録してログイン画面へ' }).click();
  await expect(second).toHaveURL(/\/login\?notice=invited$/);
  await second.getByLabel('メールアドレス').fill(email);
  await second.getByRole('textbox', { name: 'パスワード', exact: true }).fill(password);
  await second.getByRole('button', { name: 'ログイン' }).click();
  await expect(second).toHaveURL(/\/admin$/);
  return second;
}

/** Pastes HTML into an element as a browser does from the clipboard. */
export async function pasteHtml(target: Locator, html: string): Promise<void> {
  await target.evaluate((element, content) => {
    const data = new DataTransfer();
    data.setData('text/html', content);
    data.setData('text/plain', content.replace(/<[^>]*>/g, ''));
    element.dispatchEvent(new ClipboardEvent('paste', { clipboardData: data, bubbles: true, cancelable: true }));
  }, html);
}


/** The id of a seeded category, by slug. */
export async function categoryIdBySlug(page: Page, slug = 'information'): Promise<string> {
  const found = await graphqlRequest<{ listCategories: { items: { id: string }[] } }>(
    page.request,
    'query ($slug: String!) { listCategories(filter: { slug: { eq: $slug } }) { items { id } } }',
    { slug },
  );
  const id = found.data?.listCategories.items[0]?.id;
  expect(id).toBeTruthy();
  return id ?? '';
}

/** Creates an article through the API as the signed-in admin (published unless `status` says otherwise); its id. */
export async function createNewsViaApi(page: Page, input: Record<string, unknown>): Promise<string> {
  const created = await graphqlRequest<{ createNews: { id: string } }>(page.request, 'mutation ($input: CreateNewsInput!) { createNews(input: $input) { id } }', {
    input: { createdDate: '2026-11-01', ...input },
  });
  expect(created.errors).toBeUndefined();
  return created.data?.createNews.id ?? '';
}

export async function deleteNewsViaApi(page: Page, id: string): Promise<void> {
  await graphqlRequest(page.request, 'mutation ($input: DeleteNewsInput!) { deleteNews(input: $input) { id } }', { input: { id } });
}

/** A plain PNG image of the given size, to upload. */
export async function pngBuffer(width: number, height: number): Promise<Buffer> {
  return sharp({ create: { width, height, channels: 3, background: { r: 40, g: 110, b: 180 } } }).png().toBuffer();
}

/** A field by its label, without the 必須/任意 badge (so メールアドレス is not its confirmation). */
export function field(scope: Page | Locator, label: string): Locator {
  return scope.getByLabel(new RegExp(`^${label.replace(/[()（）]/g, '\\$&')} (必須|任意)$`));
}

/** Fills the contact form as a visitor asking for a trial at 渋谷店 (the name and message may be chosen). */
export async function fillContact(page: Page, email: string, { name = '山田 花子', message = '膝が弱いのですが、体験できますか？' } = {}): Promise<void> {
  await field(page, 'お名前').fill(name);
  await field(page, 'フリガナ').fill('ヤマダ ハナコ');
  await page.getByRole('radio', { name: '女性' }).check();
  await field(page, '年代').selectOption('40代');
  await field(page, '電話番号').fill('090-1234-5678');
  await field(page, 'メールアドレス').fill(email);
  await field(page, 'メールアドレス（確認用）').fill(email);
  await field(page, '郵便番号').fill('１０４－００６１');
  await expect(field(page, '住所')).toHaveValue('東京都中央区銀座');
  await field(page, '建物名・部屋番号').fill('銀座ビル5階');
  await page.getByRole('radio', { name: '体験トレーニング' }).check();
  await field(page, 'お問い合わせ先').selectOption('渋谷店');
  const year = String(new Date().getFullYear() + 1);
  await page.getByLabel('第1希望の年').selectOption(year);
  await page.getByLabel('第1希望の月').selectOption('4');
  await page.getByLabel('第1希望の日').selectOption('10');
  await page.getByLabel('第1希望の時間').selectOption('14:00〜');
  await page.getByLabel('第2希望の年').selectOption(year);
  await field(page, 'お問い合わせ内容').fill(message);
}

/**
 * The scheduled article's page as a visitor requests it: 404 before its time (asked twice, so the
 * 404 is what the server keeps), then asked every half second from its time until it answers 200.
 * It asks first a little after the save (call it right after), past the save's second expiry of the
 * article's tags (graphql/page-revalidation.ts), which would otherwise also end the 404 it keeps.
 * Answers how long after its time the article appeared (ms).
 */
export async function appearsAfter(request: APIRequestContext, path: string, publishAt: number): Promise<number> {
  await new Promise((resolve) => setTimeout(resolve, 3_500));
  for (let ask = 0; ask < 2; ask += 1) expect((await request.get(path)).status()).toBe(404);
  expect(Date.now(), 'the 404 was served before the publish time').toBeLessThan(publishAt);
  await new Promise((resolve) => setTimeout(resolve, Math.max(0, publishAt - Date.now())));
  for (;;) {
    if ((await request.get(path)).status() === 200) return Date.now() - publishAt;
    if (Date.now() - publishAt > 15_000) return Infinity;
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
}

