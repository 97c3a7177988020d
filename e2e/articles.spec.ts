import { type APIRequestContext, type Browser, expect, type Page } from '@playwright/test';
import { test } from './fixtures';
import { articlePath, categoryPath, routes, storePath } from '@/lib/core/routes';
import { graphqlRequest, signInAsAdmin } from './helpers';

/*
 * The news and resources lists (paging, categories, crawlable links) and the article page (every
 * content block, styles, the sanitizer, the video facade, campaign links). Lists long enough to
 * page are made in a category of their own, with old dates so no other page shows them.
 */

type Section = 'news' | 'resources';

async function adminRequest(browser: Browser): Promise<{ request: APIRequestContext; close: () => Promise<void> }> {
  const context = await browser.newContext();
  const page = await context.newPage();
  await signInAsAdmin(page);
  return { request: page.request, close: () => context.close() };
}

async function mutate<T>(request: APIRequestContext, query: string, variables: Record<string, unknown> = {}): Promise<T> {
  const result = await graphqlRequest<T>(request, query, variables);
  expect(result.errors, JSON.stringify(result.errors)).toBeUndefined();
  return result.data as T;
}

const day = (index: number) => new Date(Date.UTC(2001, 0, 1) + index * 86_400_000).toISOString().slice(0, 10);

interface TestCategory {
  id: string;
  slug: string;
  name: string;
  newsIds: string[];
}

/** A category of `section` with `count` articles, "記事 1" the oldest; batches of aliased mutations keep it quick. */
async function makeCategory(request: APIRequestContext, section: Section, label: string, name: string, count: number): Promise<TestCategory> {
  const slug = `e2e-${label}-${Date.now()}-${Math.floor(Math.random() * 1e6)}`;
  const { createCategory } = await mutate<{ createCategory: { id: string } }>(
    request,
    'mutation ($input: CreateCategoryInput!) { createCategory(input: $input) { id } }',
    { input: { name, slug, mainCategory: section } },
  );
  const newsIds: string[] = [];
  for (let start = 0; start < count; start += 20) {
    const size = Math.min(20, count - start);
    const fields = Array.from(
      { length: size },
      (_, i) =>
        `n${i}: createNews(input: { categoryId: "${createCategory.id}", createdDate: "${day(start + i)}", title: "${name} 記事 ${start + i + 1}", route: "${slug}-${start + i + 1}" }) { id }`,
    );
    const created = await mutate<Record<string, { id: string }>>(request, `mutation { ${fields.join('\n')} }`);
    newsIds.push(...Object.values(created).map((item) => item.id));
  }
  return { id: createCategory.id, slug, name, newsIds };
}

async function removeCategory(request: APIRequestContext, category: TestCategory): Promise<void> {
  for (let start = 0; start < category.newsIds.length; start += 20) {
    const fields = category.newsIds.slice(start, start + 20).map((id, i) => `d${i}: deleteNews(input: { id: "${id}" }) { id }`);
    await mutate(request, `mutation { ${fields.join('\n')} }`);
  }
  await mutate(request, 'mutation ($input: DeleteCategoryInput!) { deleteCategory(input: $input) { id } }', { input: { id: category.id } });
}

const pager = (page: Page) => page.getByRole('navigation', { name: 'ページ送り' });

/**
 * What the page links read, in order: numbers, "…" for gaps, and [n] for the current page. Read
 * once, so callers poll it: a list page streams in behind its loading skeleton.
 */
async function pagerItems(page: Page): Promise<string[]> {
  // The ellipsis items are hidden from screen readers, so not listitems to getByRole.
  return pager(page)
    .locator('li')
    .evaluateAll((items) =>
      items
        .map((item) => {
          const text = (item.textContent ?? '').replace('ページ', '').trim();
          return item.querySelector('[aria-current="page"]') ? `[${text}]` : text;
        })
        .filter((text) => text !== '‹前へ' && text !== '次へ›'),
    );
}

test.describe('paged lists', () => {
  test.describe.configure({ mode: 'serial' });
  let admin: Awaited<ReturnType<typeof adminRequest>>;
  const made: TestCategory[] = [];
  let five: TestCategory;
  let twelve: TestCategory;
  let thirty: TestCategory;

  test.beforeAll(async ({ browser }) => {
    test.setTimeout(180_000);
    admin = await adminRequest(browser);
    five = await makeCategory(admin.request, 'resources', 'five', 'テスト五', 45);
    made.push(five);
    twelve = await makeCategory(admin.request, 'resources', 'twelve', 'テスト十二', 115);
    made.push(twelve);
    thirty = await makeCategory(admin.request, 'resources', 'thirty', 'テスト三十', 295);
    made.push(thirty);
  });

  test.afterAll(async () => {
    test.setTimeout(180_000);
    for (const category of made) await removeCategory(admin.request, category);
    await admin?.close();
  });

  test('5 pages: every number, previous disabled on the first, next on the last, 10 per page', async ({ page }) => {
    const base = categoryPath('resources', five.slug);
    await page.goto(base);
    await expect.poll(() => pagerItems(page)).toEqual(['[1]', '2', '3', '4', '5']);
    await expect(pager(page).getByText('前へ')).toHaveAttribute('aria-disabled', 'true');
    await expect(pager(page).getByRole('link', { name: '次へ' })).toHaveAttribute('href', `${base}/page/2#list`);
    const articles = page.getByRole('main').getByRole('link', { name: /テスト五 記事/ });
    await expect(articles).toHaveCount(10);
    await expect(articles.first()).toHaveText('テスト五 記事 45');

    await page.goto(`${base}/page/5`);
    await expect.poll(() => pagerItems(page)).toEqual(['1', '2', '3', '4', '[5]']);
    await expect(pager(page).getByText('次へ')).toHaveAttribute('aria-disabled', 'true');
    await expect(pager(page).getByRole('link', { name: '前へ' })).toHaveAttribute('href', `${base}/page/4#list`);
    await expect(articles).toHaveCount(5);
    await expect(articles.last()).toHaveText('テスト五 記事 1');
  });

  test('12 pages: still every number, no ellipsis', async ({ page }) => {
    await page.goto(`${categoryPath('resources', twelve.slug)}/page/7`);
    await expect.poll(() => pagerItems(page)).toEqual(['1', '2', '3', '4', '5', '6', '[7]', '8', '9', '10', '11', '12']);
    await expect(pager(page).getByRole('link', { name: '前へ' })).toBeVisible();
    await expect(pager(page).getByRole('link', { name: '次へ' })).toBeVisible();
  });

  test('30 pages: first, last and a window of 7 with ellipses', async ({ page }) => {
    const base = categoryPath('resources', thirty.slug);
    await page.goto(base);
    await expect.poll(() => pagerItems(page)).toEqual(['[1]', '2', '3', '4', '5', '6', '7', '8', '…', '30']);
    await page.goto(`${base}/page/15`);
    await expect.poll(() => pagerItems(page)).toEqual(['1', '…', '12', '13', '14', '[15]', '16', '17', '18', '…', '30']);
    await page.goto(`${base}/page/30`);
    await expect.poll(() => pagerItems(page)).toEqual(['1', '…', '23', '24', '25', '26', '27', '28', '29', '[30]']);
    await expect(page.getByRole('main').getByRole('link', { name: /テスト三十 記事/ })).toHaveCount(5);
    expect((await page.goto(`${base}/page/31`))?.status()).toBe(404);
  });

  test('a page link opens the next page at the list; a category link resets to page 1 and changes the route', async ({ page }) => {
    const base = categoryPath('resources', thirty.slug);
    await page.goto(base);
    await pager(page).getByRole('link', { name: /^ページ\s?2$/ }).click();
    await expect(page).toHaveURL(`${base}/page/2#list`);
    await expect(page.getByRole('heading', { level: 2, name: /テスト三十/ })).toBeInViewport();
    await expect.poll(async () => (await pagerItems(page)).slice(0, 3)).toEqual(['1', '[2]', '3']);

    await page.getByRole('navigation', { name: 'カテゴリー' }).getByRole('link', { name: 'トレーニング' }).click();
    await expect(page).toHaveURL(categoryPath('resources', 'training'));
    await expect(page.getByRole('navigation', { name: 'カテゴリー' }).getByRole('link', { name: 'トレーニング' })).toHaveAttribute('aria-current', 'page');

    await page.getByRole('navigation', { name: 'カテゴリー' }).getByRole('link', { name: 'すべて' }).click();
    await expect(page).toHaveURL(routes.resources.path);
    await expect.poll(async () => (await pagerItems(page))[0]).toBe('[1]');
  });

  test('numbered section pages: /page/1 is the list itself, page 0 or beyond the last is not found', async ({ page }) => {
    await page.goto(`${routes.resources.path}/page/1`);
    await expect(page).toHaveURL(routes.resources.path);
    for (const path of [`${routes.resources.path}/page/0`, `${routes.resources.path}/page/abc`, `${routes.resources.path}/page/9999`, `${routes.news.path}/page`]) {
      expect((await page.goto(path))?.status(), path).toBe(404);
    }
  });
});

test('every article is reachable through plain links, without JavaScript', async ({ browser, request }) => {
  test.setTimeout(120_000);
  const listing = await graphqlRequest<{ listNews: { items: { route: string; categorySlug: string }[] }; listCategories: { items: { slug: string; mainCategory: Section }[] } }>(
    request,
    '{ listNews(limit: 2000) { items { route categorySlug } } listCategories(limit: 2000) { items { slug mainCategory } } }',
  );
  const categories = listing.data?.listCategories.items ?? [];
  const expected = (listing.data?.listNews.items ?? [])
    .filter((news) => !news.route.startsWith('e2e-'))
    .map((news) => {
      const section = categories.find((category) => category.slug === news.categorySlug)?.mainCategory ?? 'news';
      return articlePath(section, news.categorySlug, news.route);
    });
  expect(expected.length).toBeGreaterThanOrEqual(30);

  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  const queue = [routes.news.path, routes.resources.path];
  const seen = new Set(queue);
  const found = new Set<string>();
  while (queue.length > 0) {
    const path = queue.shift() as string;
    const status = (await page.goto(path))?.status();
    // Other tests' long test lists may be deleted while this runs: their last pages may vanish.
    if (/\/page\/\d+$/.test(path) && status === 404) continue;
    expect(status, path).toBe(200);
    const hrefs = await page.getByRole('main').getByRole('link').evaluateAll((links) => links.map((link) => link.getAttribute('href') ?? ''));
    for (const href of hrefs) {
      const target = href.split('#')[0] as string;
      if (/^\/(news|resources)\/[^/]+\/(?!page\/)[^/]+$/.test(target)) found.add(target);
      else if (/^\/(news|resources)(\/(?!e2e-)[^/]+)?(\/page\/\d+)?$/.test(target) && !seen.has(target)) {
        seen.add(target);
        queue.push(target);
      }
    }
  }
  await context.close();
  for (const path of expected) expect(found, path).toContain(path);
});

test('unknown addresses answer not-found', async ({ page }) => {
  for (const path of [
    categoryPath('news', 'no-such-category'),
    `${categoryPath('news', 'campaign')}/page/999`,
    articlePath('news', 'information', 'no-such-article'),
    articlePath('news', 'campaign', 'year-end-holidays'),
    articlePath('resources', 'information', 'year-end-holidays'),
    categoryPath('news', 'training'),
  ]) {
    const response = await page.goto(path);
    expect(response?.status(), path).toBe(404);
  }
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
});

test.describe('an article with every kind of block', () => {
  const route = `e2e-blocks-${Date.now()}`;
  const path = articlePath('resources', 'health', route);
  const title = 'すべてのブロックを確認する記事（e2e）';
  let admin: Awaited<ReturnType<typeof adminRequest>>;
  let newsId = '';

  test.beforeAll(async ({ browser }) => {
    admin = await adminRequest(browser);
    const categories = await mutate<{ listCategories: { items: { id: string }[] } }>(
      admin.request,
      '{ listCategories(filter: { slug: { eq: "health" } }) { items { id } } }',
    );
    const created = await mutate<{ createNews: { id: string } }>(
      admin.request,
      'mutation ($input: CreateNewsInput!) { createNews(input: $input) { id } }',
      { input: { categoryId: categories.listCategories.items[0]?.id, createdDate: '2001-02-03', title, route } },
    );
    newsId = created.createNews.id;
    const blocks = [
      { tag: 'h2', text: '見出し二のテキスト', class: ['center'] },
      { tag: 'h3', text: '見出し三のテキスト' },
      { tag: 'h4', text: '見出し四のテキスト', class: ['accent'] },
      {
        tag: 'p',
        text: '安全な<strong>強調</strong>と<a href="/flow">体験の流れ</a>。<script>window.__injected = 1</script><img src="x" onerror="window.__injected = 2"><a href="javascript:window.__injected = 3">危険なリンク</a><span onclick="window.__injected = 4">クリック</span>',
        class: ['box'],
      },
      { tag: 'img', src: '/images/articles/stretch.webp', alt: '半分幅の画像', width: 50, ratio: '4/3' },
      { tag: 'video', src: '/videos/chair-exercise.mp4', alt: '椅子でできる運動の動画', width: 100, ratio: '16/9' },
      { tag: 'a', text: 'テキストリンク', href: '/effect' },
      { tag: 'button', text: 'ボタンリンク', href: '/contact/#contact', class: ['center'] },
      { tag: 'youtube', src: 'https://www.youtube-nocookie.com/embed/q7Oz2kTsR4m', alt: 'テスト動画', width: 100, ratio: '16/9' },
    ];
    const fields = blocks.map(
      (_, i) => `b${i}: createNewsContent(input: $b${i}) { id }`,
    );
    const variables = Object.fromEntries(blocks.map((block, i) => [`b${i}`, { newsId, order: (i + 1) * 10, ...block }]));
    await mutate(
      admin.request,
      `mutation (${blocks.map((_, i) => `$b${i}: CreateNewsContentInput!`).join(', ')}) { ${fields.join('\n')} }`,
      variables,
    );
  });

  test.afterAll(async () => {
    await mutate(admin.request, 'mutation ($input: DeleteNewsInput!) { deleteNews(input: $input) { id } }', { input: { id: newsId } });
    await admin.close();
  });

  test('renders the blocks in order with their styles, links and media', async ({ page }) => {
    const requests: string[] = [];
    page.on('request', (request) => requests.push(request.url()));
    expect((await page.goto(path))?.status()).toBe(200);
    const article = page.getByRole('article');
    await expect(article.getByRole('heading', { level: 1, name: title })).toBeVisible();
    await expect(article.getByText('2001.02.03')).toBeVisible();

    const h2 = article.getByRole('heading', { level: 2, name: '見出し二のテキスト' });
    await expect(h2).toHaveCSS('text-align', 'center');
    await expect(article.getByRole('heading', { level: 3, name: '見出し三のテキスト' })).toBeVisible();
    await expect(article.getByRole('heading', { level: 4, name: '見出し四のテキスト' })).toHaveCSS('color', 'rgb(166, 80, 11)');
    const headings = await article.getByRole('heading').allTextContents();
    expect(headings.slice(1)).toEqual(['見出し二のテキスト', '見出し三のテキスト', '見出し四のテキスト']);

    const image = article.getByRole('img', { name: '半分幅の画像' });
    const imageBox = await image.boundingBox();
    const textBox = await h2.boundingBox();
    expect(imageBox && textBox).toBeTruthy();
    expect(Math.abs((imageBox?.width ?? 0) - (textBox?.width ?? 0) / 2)).toBeLessThan(2);
    expect(Math.abs((imageBox?.height ?? 0) - ((imageBox?.width ?? 0) * 3) / 4)).toBeLessThan(2);
    await expect(image).toHaveAttribute('sizes', '(min-width: 768px) 368px, calc(50vw - 16px)');

    const video = page.getByLabel('椅子でできる運動の動画');
    await expect(video).toHaveAttribute('preload', 'none');
    await expect(video).toHaveAttribute('poster', '/videos/chair-exercise.webp');
    await expect(article.getByRole('link', { name: 'テキストリンク' })).toHaveAttribute('href', '/effect');
    await expect(article.getByRole('link', { name: 'ボタンリンク' })).toHaveAttribute('href', '/contact/#contact');

    await expect(article.locator('iframe')).toHaveCount(0);
    expect(requests.filter((url) => url.includes('youtube'))).toEqual([]);
    await article.getByRole('button', { name: '動画を再生：テスト動画' }).click();
    await expect(article.locator('iframe[title="テスト動画"]')).toHaveAttribute('src', /^https:\/\/www\.youtube-nocookie\.com\/embed\/q7Oz2kTsR4m/);

    await expect(article.getByRole('link', { name: '一覧に戻る' })).toHaveAttribute('href', routes.resources.path);
  });

  test('paragraph HTML keeps safe markup and drops scripts, handlers and javascript: links', async ({ page }) => {
    await page.goto(path);
    const paragraph = page.getByRole('article').getByText('安全な', { exact: false });
    await expect(paragraph.locator('strong')).toHaveText('強調');
    await expect(paragraph.getByRole('link', { name: '体験の流れ' })).toHaveAttribute('href', '/flow');
    await expect(paragraph).toHaveCSS('background-color', 'rgb(255, 255, 255)');
    const html = await paragraph.innerHTML();
    expect(html).not.toMatch(/<script|onerror|onclick|javascript:|<img/i);
    await expect(paragraph.getByText('危険なリンク')).toBeVisible();
    await expect(paragraph.getByRole('link', { name: '危険なリンク' })).toHaveCount(0);
    expect(await page.evaluate(() => (window as unknown as { __injected?: number }).__injected)).toBeUndefined();
  });
});

test('a campaign article links to the store that runs it', async ({ page, request }) => {
  const data = await graphqlRequest<{
    listCampaigns: { items: { storeId: string; newsId: string | null }[] };
    listStores: { items: { id: string; name: string; link: string; enabled: boolean }[] };
    listNews: { items: { id: string; route: string; categorySlug: string }[] };
  }>(
    request,
    '{ listCampaigns(limit: 2000) { items { storeId newsId } } listStores(limit: 2000) { items { id name link enabled } } listNews(limit: 2000) { items { id route categorySlug } } }',
  );
  const stores = data.data?.listStores.items ?? [];
  const news = data.data?.listNews.items ?? [];
  const campaign = (data.data?.listCampaigns.items ?? []).find(
    (item) => item.newsId && stores.some((store) => store.id === item.storeId && store.enabled) && news.some((article) => article.id === item.newsId),
  );
  expect(campaign).toBeDefined();
  const store = stores.find((item) => item.id === campaign?.storeId);
  const article = news.find((item) => item.id === campaign?.newsId);
  await page.goto(articlePath('news', article?.categorySlug ?? '', article?.route ?? ''));
  const link = page.getByRole('complementary', { name: 'キャンペーン実施店舗' }).getByRole('link', { name: `${store?.name}の店舗ページを見る` });
  await expect(link).toHaveAttribute('href', storePath(store?.link ?? ''));
  await link.click();
  await expect(page).toHaveURL(storePath(store?.link ?? ''));
});
