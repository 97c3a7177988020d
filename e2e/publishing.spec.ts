import { type APIRequestContext, expect, type Page } from '@playwright/test';
import { test } from './fixtures';
import { articlePath } from '@/lib/core/routes';
import { PREVIEW_LIFE_MS, signPreview } from '@/lib/core/preview/token';
import {
  appearsAfter,
  campaignOnTopPage,
  categoryIdBySlug,
  createNewsViaApi,
  createStoreViaApi,
  deleteNewsViaApi,
  deleteStoreViaApi,
  expectNoAxeViolations,
  graphqlRequest,
  signInAsAdmin,
  unique,
} from './helpers';

/*
 * Drafts and preview links, as an editor and a visitor meet them. A new article starts as a
 * draft: no visitor finds it through the API, its address, the news list, the sitemap or the
 * top page until it is published; a preview link shows it meanwhile to someone signed out, and
 * stops working when it expires or the article is saved again.
 */

const CATEGORY = { slug: 'information', name: 'お知らせ' };
/** The e2e server's session secret (playwright.config.ts), which signs preview links too. */
const E2E_SECRET = 'e2e-secret-e2e-secret-e2e-secret';

const NEWS_BY_ROUTE = 'query ($route: String!) { newsByRoute(route: $route) { id } listNews(filter: { route: { eq: $route } }) { items { id } } }';

/** What a visitor sees of the article: through the API, its page, the news list, the sitemap and the top page. */
async function visitorSees(request: APIRequestContext, site: Page, route: string, title: string) {
  const api = await graphqlRequest<{ newsByRoute: unknown[]; listNews: { items: unknown[] } }>(request, NEWS_BY_ROUTE, { route });
  const page = await request.get(articlePath('news', CATEGORY.slug, route));
  const sitemap = await (await request.get('/sitemap.xml')).text();
  await site.goto('/news');
  const list = await site.getByRole('link', { name: new RegExp(title) }).count();
  await site.goto('/');
  const top = await site.getByRole('link', { name: new RegExp(title) }).count();
  return {
    api: (api.data?.newsByRoute.length ?? 0) + (api.data?.listNews.items.length ?? 0),
    page: page.status(),
    sitemap: sitemap.includes(route),
    list: list > 0,
    top: top > 0,
  };
}

test('a new article is a draft no visitor can find until it is published, and a preview link shows it signed out', async ({ page, browser }) => {
  test.setTimeout(180_000);
  const stamp = unique();
  const title = `E2E 下書き記事 ${stamp}`;
  const route = `e2e-draft-${stamp}`;
  await signInAsAdmin(page);

  await page.goto('/admin/news/new');
  const form = page.getByRole('form', { name: '記事の情報' });
  await form.getByLabel('タイトル').fill(title);
  // Dated in the future, so the article would top every list if it showed.
  await form.getByLabel('日付').fill('2099-12-31');
  await form.getByLabel('カテゴリー').selectOption({ label: CATEGORY.name });
  await form.getByLabel('記事の URL').fill(route);
  const publication = form.getByRole('group', { name: '公開状態' });
  await expect(publication.getByRole('radio', { name: '下書き' })).toBeChecked();
  await expectNoAxeViolations(page);
  await form.getByRole('button', { name: '作成する' }).click();
  await expect(page).toHaveURL(/\/admin\/news\/[0-9a-f-]{36}$/);
  await expect(page.getByRole('status').filter({ hasText: '下書きです。公開サイトには表示されません。' })).toBeVisible();

  const visitor = await browser.newContext();
  const site = await visitor.newPage();
  try {
    const hidden = { api: 0, page: 404, sitemap: false, list: false, top: false };
    expect(await visitorSees(visitor.request, site, route, title)).toEqual(hidden);

    // A preview link, opened signed out, shows the draft as its page will, marked and never indexed.
    await page.getByRole('button', { name: 'プレビューリンクを作成' }).click();
    const address = page.getByLabel(/プレビューのアドレス/);
    await expect(address).toHaveValue(/\/preview\//);
    const url = await address.inputValue();
    const preview = await site.goto(url);
    expect(preview?.status()).toBe(200);
    expect(preview?.headers()['x-robots-tag']).toBe('noindex, nofollow');
    await expect(site.getByRole('heading', { level: 1, name: title })).toBeVisible();
    await expect(site.getByRole('note')).toContainText('まだ公開されていません（下書き）');
    await expect(site.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/);
    await expectNoAxeViolations(site);

    // A link signed for the same version but expired, or with a changed signature, shows nothing.
    const newsId = url.split('/preview/')[1]?.split('.')[0] ?? '';
    const saved = await graphqlRequest<{ getNews: { updatedAt: string } }>(page.request, 'query ($id: ID!) { getNews(id: $id) { updatedAt } }', { id: newsId });
    const updatedAt = saved.data?.getNews.updatedAt ?? '';
    const expired = signPreview(E2E_SECRET, { newsId, expiresAt: Date.now() - 1000 }, updatedAt);
    await site.goto(`/preview/${expired}`);
    await expect(site.getByRole('heading', { level: 1, name: 'このプレビューリンクは有効期限が切れています' })).toBeVisible();
    await expect(site.getByText(title)).toHaveCount(0);
    const forged = signPreview('another-secret-another-secret', { newsId, expiresAt: Date.now() + PREVIEW_LIFE_MS }, updatedAt);
    await site.goto(`/preview/${forged}`);
    await expect(site.getByRole('heading', { level: 1, name: 'このプレビューリンクは使えません' })).toBeVisible();

    // Ending the links: the one handed out stops working.
    await page.getByRole('button', { name: 'これまでのリンクを無効にする' }).click();
    await page.getByRole('dialog').getByRole('button', { name: '無効にする' }).click();
    await expect(page.getByText('プレビューリンクを無効にしました。')).toBeVisible();
    await site.goto(url);
    await expect(site.getByRole('heading', { level: 1, name: 'このプレビューリンクは使えません' })).toBeVisible();

    // Published: everywhere at the next request, and the list says 公開.
    await page.reload();
    await form.getByRole('group', { name: '公開状態' }).getByRole('radio', { name: '公開する' }).check();
    await form.getByRole('button', { name: '保存する' }).click();
    await expect(page.getByText('保存しました。')).toBeVisible();
    await expect.poll(() => visitorSees(visitor.request, site, route, title), { timeout: 30_000 }).toEqual({ api: 2, page: 200, sitemap: true, list: true, top: true });

    await page.goto('/admin/news');
    await page.getByLabel('検索').fill(stamp);
    await expect(page.getByRole('row', { name: new RegExp(title) })).toContainText('公開');
    // The 公開状態 filter: among the published, not among the drafts.
    await page.getByLabel('公開状態').selectOption({ label: '下書き' });
    await expect(page.getByRole('row', { name: new RegExp(title) })).toHaveCount(0);
    await page.getByLabel('公開状態').selectOption({ label: '公開' });
    await expect(page.getByRole('row', { name: new RegExp(title) })).toBeVisible();
  } finally {
    await visitor.close();
    const found = await graphqlRequest<{ newsByRoute: { id: string }[] }>(page.request, 'query ($route: String!) { newsByRoute(route: $route) { id } }', { route });
    for (const { id } of found.data?.newsByRoute ?? []) {
      await deleteNewsViaApi(page, id);
    }
  }
});

test('a draft campaign stays off the top page until it is published', async ({ page, browser }) => {
  test.setTimeout(120_000);
  await signInAsAdmin(page);
  const stamp = unique();
  const storeName = `E2E 下書きキャンペーン店${stamp}`;
  const storeId = await createStoreViaApi(page, storeName, `e2e-draft-campaign-${stamp}`);
  const visitor = await browser.newContext();
  const site = await visitor.newPage();
  try {
    await page.goto('/admin/campaigns/new');
    const form = page.getByRole('form', { name: 'キャンペーンの編集' });
    await form.getByLabel('店舗', { exact: false }).first().selectOption({ label: storeName });
    await expect(form.getByRole('group', { name: '公開状態' }).getByRole('radio', { name: '下書き' })).toBeChecked();
    await expect(form.getByText('公開されるまで、トップページには表示されません。')).toBeVisible();
    await form.getByRole('button', { name: '作成する' }).click();
    await expect(page).toHaveURL(/\/admin\/campaigns$/);
    await page.getByLabel('検索').fill(stamp);
    const row = page.getByRole('row', { name: new RegExp(storeName) });
    await expect(row).toContainText('下書き');
    expect(await campaignOnTopPage(site, storeName)).toEqual({ pickup: false, banner: 0 });

    await row.getByRole('link', { name: storeName }).click();
    const edit = page.getByRole('form', { name: 'キャンペーンの編集' });
    await edit.getByRole('group', { name: '公開状態' }).getByRole('radio', { name: '公開する' }).check();
    await expect(edit.getByText('この内容で保存すると、トップページに表示されます。')).toBeVisible();
    await edit.getByRole('button', { name: '保存する' }).click();
    await expect(page).toHaveURL(/\/admin\/campaigns$/);
    await expect.poll(() => campaignOnTopPage(site, storeName), { timeout: 30_000 }).toEqual({ pickup: true, banner: 1 });
  } finally {
    await visitor.close();
    await deleteStoreViaApi(page, storeId);
  }
});

test('three drafts ticked in the list are published at once after a confirmation that names them, then unpublished and deleted the same way', async ({ page, browser }) => {
  test.setTimeout(120_000);
  await signInAsAdmin(page);
  const stamp = unique();
  const categoryId = await categoryIdBySlug(page);
  const drafts = [1, 2, 3].map((n) => ({ title: `E2E 一括 ${stamp} その${n}`, route: `e2e-bulk-${stamp}-${n}` }));
  for (const { title, route } of drafts) await createNewsViaApi(page, { categoryId, title, route, status: 'DRAFT' });
  const visitor = await browser.newContext();
  const statuses = () => Promise.all(drafts.map(async ({ route }) => (await visitor.request.get(articlePath('news', CATEGORY.slug, route))).status()));
  try {
    await page.goto('/admin/news');
    await page.getByLabel('検索').fill(stamp);
    const table = page.getByRole('table');
    await expect(table.getByRole('row')).toHaveCount(4);
    expect(await statuses()).toEqual([404, 404, 404]);

    await table.getByRole('checkbox', { name: 'このページの行をすべて選択' }).check();
    const bar = page.getByRole('group', { name: '3件の記事を選択中' });
    await bar.getByRole('button', { name: '公開する' }).click();
    const dialog = page.getByRole('dialog', { name: '3件の記事を公開しますか？' });
    await dialog.getByRole('button', { name: '公開する' }).click();
    await expect(page.getByText('3件の記事を公開しました。')).toBeVisible();
    for (const { title } of drafts) await expect(table.getByRole('row', { name: new RegExp(title) })).toContainText('公開');
    await expect.poll(statuses, { timeout: 30_000 }).toEqual([200, 200, 200]);

    // Two of them back to draft: the confirmation counts only the two ticked.
    for (const { title } of drafts.slice(0, 2)) await table.getByRole('checkbox', { name: `${title}を選択` }).check();
    await page.getByRole('group', { name: '2件の記事を選択中' }).getByRole('button', { name: '非公開にする' }).click();
    await page.getByRole('dialog', { name: '2件の記事を非公開にしますか？' }).getByRole('button', { name: '非公開にする' }).click();
    await expect(page.getByText('2件の記事を非公開にしました。')).toBeVisible();
    await expect.poll(statuses, { timeout: 30_000 }).toEqual([404, 404, 200]);

    // All three to the trash.
    await table.getByRole('checkbox', { name: 'このページの行をすべて選択' }).check();
    await page.getByRole('group', { name: '3件の記事を選択中' }).getByRole('button', { name: '削除する' }).click();
    const remove = page.getByRole('dialog', { name: '3件の記事を削除しますか？' });
    await expect(remove).toContainText('ゴミ箱に移り、30日間は元に戻せます');
    await remove.getByRole('button', { name: '削除する' }).click();
    await expect(page.getByText('3件の記事を削除しました。')).toBeVisible();
    await expect(table.getByRole('row')).toHaveCount(2);
  } finally {
    await visitor.close();
  }
});

test('an article scheduled for a moment ahead, asked for before its time, is public within seconds of it with no edit', async ({ page, browser }) => {
  await signInAsAdmin(page);
  const route = `e2e-on-time-${unique()}`;
  // Far enough ahead for the two 404s; the server's pages of it were told to live five minutes.
  const publishAt = Date.now() + 15_000;
  await createNewsViaApi(page, { categoryId: await categoryIdBySlug(page), title: `E2E 時間どおりの記事 ${route}`, route, status: 'PUBLISHED', publishAt: new Date(publishAt).toISOString() });
  const visitor = await browser.newContext();
  try {
    expect(await appearsAfter(visitor.request, articlePath('news', CATEGORY.slug, route), publishAt)).toBeLessThan(10_000);
  } finally {
    await visitor.close();
  }
});
