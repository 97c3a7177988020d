import { type APIRequestContext, expect, type Page } from '@playwright/test';
import { test } from './fixtures';
import { articlePath, categoryPath, storePath } from '@/lib/core/routes';
import { graphqlRequest, signInAsAdmin } from './helpers';

/*
 * An admin's change through the GraphQL API shows on the public page at the next request,
 * without a rebuild. Each test works on records it creates, so the other specs running beside
 * it keep the demo content they expect.
 */

async function mutate<T>(request: APIRequestContext, query: string, variables: Record<string, unknown> = {}): Promise<T> {
  const result = await graphqlRequest<T>(request, query, variables);
  expect(result.errors, JSON.stringify(result.errors)).toBeUndefined();
  return result.data as T;
}

async function sitemapPaths(page: Page): Promise<string[]> {
  const xml = await (await page.request.get('/sitemap.xml')).text();
  return [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => new URL(match[1] as string).pathname);
}

test('a store edited through the API shows its new name at the next request', async ({ page }) => {
  await signInAsAdmin(page);
  const areas = await mutate<{ listAreas: { items: { en: string }[] } }>(page.request, '{ listAreas(limit: 1) { items { en } } }');
  const link = `e2e-revalidate-${Date.now()}`;
  const { createStore } = await mutate<{ createStore: { id: string } }>(
    page.request,
    'mutation ($input: CreateStoreInput!) { createStore(input: $input) { id } }',
    { input: { name: 'Oz 再検証テスト店', area: areas.listAreas.items[0]?.en, link, enabled: true } },
  );
  try {
    await page.goto(storePath(link));
    await expect(page.getByRole('heading', { level: 1, name: 'Oz 再検証テスト店' })).toBeVisible();
    await mutate(page.request, 'mutation ($input: UpdateStoreInput!) { updateStore(input: $input) { id } }', {
      input: { id: createStore.id, name: 'Oz 再検証テスト店（改装後）' },
    });
    await page.reload();
    await expect(page.getByRole('heading', { level: 1, name: 'Oz 再検証テスト店（改装後）' })).toBeVisible();
  } finally {
    await mutate(page.request, 'mutation ($input: DeleteStoreInput!) { deleteStore(input: $input) { id } }', { input: { id: createStore.id } });
  }
  // A deleted store's address answers Gone (lib/core/redirects/).
  await expect.poll(async () => (await page.goto(storePath(link)))?.status(), { timeout: 15_000 }).toBe(410);
});

/** Whether any page of a list links to an article of this title. */
async function listLinks(page: Page, list: string, title: string): Promise<boolean> {
  for (let number = 1; ; number += 1) {
    const response = await page.goto(number === 1 ? list : `${list}/page/${number}`);
    if (number > 1 && response?.status() === 404) return false;
    expect(response?.status()).toBe(200);
    if ((await page.getByRole('main').getByRole('link', { name: title, exact: true }).count()) > 0) return true;
  }
}

test("an article's title and block text change at the next request; deleted, it leaves its page, the list and the sitemap", async ({ page }) => {
  await signInAsAdmin(page);
  const categories = await mutate<{ listCategories: { items: { id: string }[] } }>(
    page.request,
    '{ listCategories(filter: { slug: { eq: "information" } }) { items { id } } }',
  );
  const route = `e2e-revalidate-${Date.now()}`;
  const path = articlePath('news', 'information', route);
  const list = categoryPath('news', 'information');
  // An old date keeps it off the top page, whose news other specs check.
  const { createNews } = await mutate<{ createNews: { id: string } }>(
    page.request,
    'mutation ($input: CreateNewsInput!) { createNews(input: $input) { id } }',
    { input: { categoryId: categories.listCategories.items[0]?.id, createdDate: '2001-03-04', title: '再検証テストのお知らせ', route } },
  );
  const id = createNews.id;
  let deleted = false;
  try {
    const { createNewsContent } = await mutate<{ createNewsContent: { id: string } }>(
      page.request,
      'mutation ($input: CreateNewsContentInput!) { createNewsContent(input: $input) { id } }',
      { input: { newsId: id, tag: 'p', text: '変更前の本文です。', order: 10 } },
    );
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1, name: '再検証テストのお知らせ' })).toBeVisible();
    await expect(page.getByText('変更前の本文です。')).toBeVisible();

    await mutate(page.request, 'mutation ($input: UpdateNewsInput!) { updateNews(input: $input) { id } }', {
      input: { id, title: '再検証テストのお知らせ（更新）' },
    });
    await mutate(page.request, 'mutation ($input: UpdateNewsContentInput!) { updateNewsContent(input: $input) { id } }', {
      input: { id: createNewsContent.id, text: '変更後の<strong>本文</strong>です。' },
    });
    await page.reload();
    await expect(page.getByRole('heading', { level: 1, name: '再検証テストのお知らせ（更新）' })).toBeVisible();
    await expect(page.getByText('変更後の本文です。')).toBeVisible();
    await expect(page.getByText('変更前の本文です。')).toHaveCount(0);
    await expect(page).toHaveTitle(/^再検証テストのお知らせ（更新）/);

    expect(await listLinks(page, list, '再検証テストのお知らせ（更新）')).toBe(true);
    expect(await sitemapPaths(page)).toContain(path);
    await mutate(page.request, 'mutation ($input: DeleteNewsInput!) { deleteNews(input: $input) { id } }', { input: { id } });
    deleted = true;
    // The next load answers 410 (a deleted article's address is Gone, lib/core/redirects/); when another test's write made a regeneration of this page start
    // just before the delete, the second expiry 2 s later corrects what that regeneration wrote.
    await expect.poll(async () => (await page.goto(path))?.status(), { timeout: 15_000 }).toBe(410);
    expect(await sitemapPaths(page)).not.toContain(path);
    expect(await listLinks(page, list, '再検証テストのお知らせ（更新）')).toBe(false);
  } finally {
    if (!deleted) await mutate(page.request, 'mutation ($input: DeleteNewsInput!) { deleteNews(input: $input) { id } }', { input: { id } });
  }
});
