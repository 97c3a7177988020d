import { expect, type Page } from '@playwright/test';
import { test } from './fixtures';
import { articlePath, categoryPath, routes, SECTIONS, storePath, type RouteName } from '@/lib/core/routes';
import { type StoreSeed, stores } from '@/scripts/seed/stores';
import { site } from '@/lib/core/site';
import { graphqlRequest, signInAsAdmin } from './helpers';

type JsonLdNode = Record<string, unknown> & { '@type'?: string | string[] };

async function jsonLd(page: Page): Promise<JsonLdNode[]> {
  const texts = await page.locator('script[type="application/ld+json"]').allTextContents();
  return texts.flatMap((text): JsonLdNode[] => {
    const data = JSON.parse(text) as JsonLdNode | JsonLdNode[];
    return Array.isArray(data) ? data : [data];
  });
}

const ofType = (nodes: JsonLdNode[], type: string) =>
  nodes.find((node) => (Array.isArray(node['@type']) ? node['@type'].includes(type) : node['@type'] === type));

/** The attribute of the first element in <head> that matches, without waiting for one to appear. */
const headAttribute = (page: Page, selector: string, attribute: string) =>
  page.locator(`head ${selector}`).evaluateAll((elements, name) => elements[0]?.getAttribute(name) ?? null, attribute);
const meta = (page: Page, selector: string) => headAttribute(page, selector, 'content');
const canonicalPath = async (page: Page) => {
  const href = await headAttribute(page, 'link[rel="canonical"]', 'href');
  return href === null ? null : new URL(href).pathname;
};

const isPublished = (store: StoreSeed) => store.enabled !== false;
const publishedStore = stores.find((store) => store.link === 'yokohama');
const unpublishedStore = (stores as readonly StoreSeed[]).find((store) => !isPublished(store));

test.describe('each route of the route table', () => {
  for (const [name, route] of Object.entries(routes) as [RouteName, (typeof routes)[RouteName]][]) {
    // /search is read for each request, so Next.js streams its metadata after the shell (into <head>
    // only for crawlers); e2e/search.spec.ts checks it: noindex, never stored.
    if (name === 'search') continue;
    test(`${name} (${route.path}) answers with its title, description, keywords, social title and canonical URL`, async ({ page }) => {
      const response = await page.goto(route.path);
      expect(response?.status()).toBe(200);
      const title = name === 'home' ? route.title : `${route.title}｜${site.fullName}`;
      await expect(page).toHaveTitle(title);
      expect(await meta(page, 'meta[name="description"]')).toBe(route.description);
      expect((await meta(page, 'meta[name="keywords"]'))?.split(',')).toEqual([...new Set(route.keywords)]);
      expect(await meta(page, 'meta[property="og:title"]')).toBe(title);
      expect(await meta(page, 'meta[property="og:image"]')).toMatch(/\/opengraph-image\.png/);
      expect(await meta(page, 'meta[name="twitter:image"]')).toMatch(/\/twitter-image\.png/);
      expect(await canonicalPath(page)).toBe(route.path);
      const robots = await meta(page, 'meta[name="robots"]');
      if (route.indexable) expect(robots ?? '').not.toContain('noindex');
      else expect(robots).toContain('noindex');
      if (name !== 'home') {
        await expect(page.getByRole('heading', { level: 1, name: route.label })).toBeVisible();
        await expect(page.getByRole('navigation', { name: 'パンくずリスト' }).getByText(route.en, { exact: true })).toBeVisible();
      }
    });
  }

  test('the anchors other pages link to exist', async ({ page }) => {
    await page.goto(routes.effect.path);
    for (const id of ['training1', 'training2', 'training3', 'training4', 'training5']) {
      await expect(page.locator(`[id="${id}"]`).getByRole('heading', { level: 2 })).toBeVisible();
    }
    await page.goto(routes.flow.path);
    await expect(page.locator('[id="reviews"]').getByRole('heading', { level: 2 })).toBeVisible();
    await page.goto(routes.contact.path);
    await expect(page.locator('[id="contact"]')).toContainText('15分以上遅れた場合');
    await expect(page.locator('[id="faq"]').getByRole('heading', { name: 'よくあるご質問' })).toBeVisible();
  });

  test('the thanks page says what happens next and leads back to the top', async ({ page }) => {
    await page.goto(routes.thanks.path);
    await expect(page.getByText('確認メールをお送りしました')).toBeVisible();
    await expect(page.getByText('担当者に共有し')).toBeVisible();
    await expect(page.getByText('ご返信を差し上げられない場合がございます')).toBeVisible();
    await page.getByRole('main').getByRole('link', { name: 'トップページへ戻る' }).click();
    await expect(page).toHaveURL(/\/$/);
  });
});

test('a store page is titled by the store and describes the gym in JSON-LD', async ({ page }) => {
  if (!publishedStore) throw new Error('seed store yokohama is missing');
  const response = await page.goto(storePath(publishedStore.link));
  expect(response?.status()).toBe(200);
  await expect(page).toHaveTitle(`${publishedStore.name}｜${site.fullName}`);
  const description = await meta(page, 'meta[name="description"]');
  expect(description).toContain(publishedStore.name);
  expect(description).toContain(publishedStore.address);
  expect(await canonicalPath(page)).toBe(storePath(publishedStore.link));
  await expect(page.getByRole('heading', { level: 1, name: publishedStore.name })).toBeVisible();
  await expect(page.getByRole('link', { name: publishedStore.phone })).toHaveAttribute('href', `tel:${publishedStore.phone.replace(/-/g, '')}`);
  await expect(page.getByText(`〒${publishedStore.postCode}`)).toBeVisible();

  const gym = ofType(await jsonLd(page), 'ExerciseGym');
  expect(gym).toMatchObject({
    name: `${site.name} ${publishedStore.name}`,
    telephone: publishedStore.phone,
    address: {
      '@type': 'PostalAddress',
      postalCode: publishedStore.postCode,
      addressRegion: '神奈川県',
      addressLocality: '横浜市',
      addressCountry: 'JP',
    },
    openingHoursSpecification: [
      { dayOfWeek: ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday'], opens: '11:00', closes: '20:00' },
      { dayOfWeek: ['Saturday', 'Sunday', 'PublicHolidays'], opens: '10:00', closes: '19:00' },
    ],
    parentOrganization: { '@type': 'Organization', name: site.fullName },
  });
  expect(String(gym?.url)).toMatch(new RegExp(`${storePath(publishedStore.link)}$`));
  expect(ofType(await jsonLd(page), 'BreadcrumbList')).toMatchObject({
    itemListElement: [{ name: routes.home.en }, { name: publishedStore.name }],
  });
});

test('an article is titled with the site name and tagline, with Article and BreadcrumbList JSON-LD', async ({ page }) => {
  const path = articlePath('news', 'information', 'year-end-holidays');
  const response = await page.goto(path);
  expect(response?.status()).toBe(200);
  const heading = page.getByRole('heading', { level: 1 });
  const title = (await heading.textContent()) ?? '';
  expect(title).toBe('年末年始の休業日のお知らせ');
  await expect(page).toHaveTitle(`${title}｜${site.fullName}｜${site.tagline}`);
  expect(await meta(page, 'meta[name="description"]')).toContain(title);
  expect(await meta(page, 'meta[property="og:type"]')).toBe('article');
  expect(await canonicalPath(page)).toBe(path);

  const nodes = await jsonLd(page);
  const article = ofType(nodes, 'Article');
  expect(article).toMatchObject({ headline: title, publisher: { '@type': 'Organization', name: site.fullName } });
  expect(String(article?.datePublished)).toMatch(/^\d{4}-\d{2}-\d{2}/);
  expect(article?.image).toEqual([expect.stringMatching(/\/images\/articles\/calendar\.webp$/)]);
  expect(ofType(nodes, 'BreadcrumbList')).toMatchObject({
    itemListElement: [
      { position: 1, name: routes.home.en },
      { position: 2, name: SECTIONS.news.en, item: expect.stringMatching(/\/news$/) },
      { position: 3, name: 'お知らせ', item: expect.stringMatching(/\/news\/information$/) },
      { position: 4, name: title },
    ],
  });

  await page.getByRole('link', { name: '一覧に戻る' }).click();
  await expect(page).toHaveURL(new RegExp(`${SECTIONS.news.path}$`));
  await expect(page.getByRole('heading', { level: 1, name: SECTIONS.news.ja })).toBeVisible();
});

test('a resources article has the RESOURCES banner and its category in the breadcrumbs', async ({ page }) => {
  const response = await page.goto(articlePath('resources', 'training', 'what-is-kaatsu-training'));
  expect(response?.status()).toBe(200);
  await expect(page.getByRole('main').getByText(SECTIONS.resources.en, { exact: true }).first()).toBeVisible();
  const crumbs = page.getByRole('navigation', { name: 'パンくずリスト' });
  await expect(crumbs.getByRole('link', { name: 'トレーニング' })).toHaveAttribute('href', categoryPath('resources', 'training'));
  expect(ofType(await jsonLd(page), 'Article')).toBeTruthy();
});

test('the category lists show only their own articles, newest first, with the current category marked', async ({ page }) => {
  await page.goto(categoryPath('news', 'campaign'));
  await expect(page).toHaveTitle(`キャンペーン｜${SECTIONS.news.ja}｜${site.fullName}`);
  const menu = page.getByRole('navigation', { name: 'カテゴリー' });
  await expect(menu.getByRole('link', { name: 'キャンペーン' })).toHaveAttribute('aria-current', 'page');
  await expect(menu.getByRole('link', { name: 'すべて' })).not.toHaveAttribute('aria-current', 'page');
  const entries = page.getByRole('main').getByRole('listitem').filter({ has: page.locator('time') });
  await expect(entries.first()).toBeVisible();
  const dates = await entries.locator('time').evaluateAll((times) => times.map((time) => time.getAttribute('datetime') ?? ''));
  expect(dates).toEqual([...dates].sort().reverse());
  for (const href of await entries.getByRole('link').evaluateAll((links) => links.map((link) => link.getAttribute('href')))) {
    expect(href).toMatch(/^\/news\/campaign\//);
  }
});

test.describe('not found', () => {
  test('an unknown path answers 404 with the apology inside the site shell', async ({ page }) => {
    const response = await page.goto('/no-such-page/at/all');
    expect(response?.status()).toBe(404);
    await expect(page).toHaveTitle(`ページが見つかりません｜${site.fullName}`);
    await expect(page.getByRole('heading', { level: 1, name: 'お探しのページが見つかりませんでした' })).toBeVisible();
    await expect(page.getByText('削除されたか、URL が変更された可能性があります')).toBeVisible();
    await expect(page.getByRole('banner')).toBeVisible();
    await expect(page.getByRole('contentinfo')).toBeVisible();
    expect(await meta(page, 'meta[name="robots"]')).toContain('noindex');
    await page.getByRole('main').getByRole('link', { name: 'トップページへ戻る' }).click();
    await expect(page).toHaveURL(/\/$/);
  });

  const missing = [
    ['an unpublished store', storePath(unpublishedStore?.link ?? 'fujisawa')],
    ['an unknown store', storePath('no-such-store')],
    ['an unknown article', articlePath('news', 'information', 'no-such-article')],
    ['an article under another category', articlePath('news', 'media', 'year-end-holidays')],
    ['an article under the other section', articlePath('resources', 'information', 'year-end-holidays')],
    ['a category of the other section', categoryPath('news', 'training')],
    ['an unknown category', categoryPath('resources', 'no-such-category')],
  ] as const;
  for (const [what, path] of missing) {
    test(`${what} answers 404 (${path})`, async ({ page }) => {
      expect(unpublishedStore).toBeDefined();
      const response = await page.goto(path);
      expect(response?.status()).toBe(404);
      await expect(page.getByRole('heading', { level: 1, name: 'お探しのページが見つかりませんでした' })).toBeVisible();
      await expect(page).toHaveTitle(`ページが見つかりません｜${site.fullName}`);
      await expect(page.getByRole('banner')).toBeVisible();
    });
  }

  test('the admin, its sign-in and the API are not swallowed by the catch-all', async ({ page, request }) => {
    expect((await page.goto('/login'))?.status()).toBe(200);
    await expect(page.getByRole('heading', { name: '管理画面ログイン' })).toBeVisible();
    await page.goto('/admin');
    await expect(page).toHaveURL(/\/login/);
    const result = await graphqlRequest<{ __typename: string }>(request, '{ __typename }');
    expect(result.data?.__typename).toBe('Query');
  });
});

test.describe('sitemap.xml and robots.txt', () => {
  type Listing = {
    listNews: { items: { route: string; categorySlug: string }[] };
    listCategories: { items: { slug: string; mainCategory: 'news' | 'resources' }[] };
  };

  async function sitemapPaths(request: import('@playwright/test').APIRequestContext): Promise<string[]> {
    const response = await request.get('/sitemap.xml');
    expect(response.status()).toBe(200);
    expect(response.headers()['content-type']).toContain('xml');
    const xml = await response.text();
    return [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => new URL(match[1] ?? '').pathname);
  }

  test('lists every indexable route, published store, category and article, and nothing private', async ({ request }) => {
    const paths = await sitemapPaths(request);
    for (const route of Object.values(routes)) {
      if (route.indexable) expect(paths).toContain(route.path);
      else expect(paths).not.toContain(route.path);
    }
    for (const store of stores) {
      if (isPublished(store)) expect(paths).toContain(storePath(store.link));
      else expect(paths).not.toContain(storePath(store.link));
    }
    const listing = await graphqlRequest<Listing>(
      request,
      '{ listNews(limit: 2000) { items { route categorySlug } } listCategories(limit: 2000) { items { slug mainCategory } } }',
    );
    const categories = listing.data?.listCategories.items ?? [];
    const news = listing.data?.listNews.items ?? [];
    expect(news.length).toBeGreaterThanOrEqual(30);
    for (const category of categories) expect(paths).toContain(categoryPath(category.mainCategory, category.slug));
    for (const article of news) {
      const section = categories.find((category) => category.slug === article.categorySlug)?.mainCategory;
      expect(paths).toContain(articlePath(section ?? 'news', article.categorySlug, article.route));
    }
    for (const path of ['/thanks', '/admin', '/login']) expect(paths).not.toContain(path);
    expect(new Set(paths).size).toBe(paths.length);
  });

  test('robots.txt keeps crawlers out of the admin and names the sitemap', async ({ request, baseURL }) => {
    const text = await (await request.get('/robots.txt')).text();
    expect(text).toMatch(/User-Agent: \*/i);
    expect(text).toMatch(/^Disallow: \/admin$/m);
    expect(text).toMatch(/^Disallow: \/login$/m);
    expect(text).toMatch(/^Disallow: \/api\/$/m);
    expect(text).toContain(`Sitemap: ${baseURL}/sitemap.xml`);
  });

  test("an admin's new article gets its page, a list entry and a sitemap entry at once, and loses them when deleted", async ({ page }) => {
    await signInAsAdmin(page);
    const categories = await graphqlRequest<{ listCategories: { items: { id: string; slug: string }[] } }>(
      page.request,
      '{ listCategories(filter: { slug: { eq: "health" } }) { items { id slug } } }',
    );
    const category = categories.data?.listCategories.items[0];
    expect(category).toBeDefined();
    const route = `e2e-seo-${Date.now()}`;
    const path = articlePath('resources', 'health', route);
    const title = '睡眠と回復のためのストレッチ（e2e）';
    // An old date keeps it off the top page and the first page of the list.
    const created = await graphqlRequest<{ createNews: { id: string } }>(
      page.request,
      'mutation ($input: CreateNewsInput!) { createNews(input: $input) { id } }',
      { input: { categoryId: category?.id, createdDate: '2001-01-01', title, route } },
    );
    const id = created.data?.createNews.id;
    expect(created.errors).toBeUndefined();
    try {
      await graphqlRequest(page.request, 'mutation ($input: CreateNewsContentInput!) { createNewsContent(input: $input) { id } }', {
        input: { newsId: id, tag: 'p', text: '寝る前の軽いストレッチは、眠りに入りやすくします。', order: 10 },
      });
      expect(await sitemapPaths(page.request)).toContain(path);
      expect((await page.goto(path))?.status()).toBe(200);
      await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
      await expect(page.getByText('寝る前の軽いストレッチは')).toBeVisible();
      await page.goto(categoryPath('resources', 'health'));
      await expect(page.getByRole('link', { name: title })).toHaveAttribute('href', path);
    } finally {
      await graphqlRequest(page.request, 'mutation ($input: DeleteNewsInput!) { deleteNews(input: $input) { id } }', { input: { id } });
    }
    expect(await sitemapPaths(page.request)).not.toContain(path);
    // A deleted article's address answers Gone (lib/core/redirects/), so crawlers drop it.
    expect((await page.goto(path))?.status()).toBe(410);
    await page.goto(categoryPath('resources', 'health'));
    await expect(page.getByRole('link', { name: title })).toHaveCount(0);
  });
});
