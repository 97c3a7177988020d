import { type APIRequestContext, expect } from '@playwright/test';
import { XMLParser, XMLValidator } from 'fast-xml-parser';
import { articlePath } from '@/lib/core/routes';
import { test } from './fixtures';
import { deleteNewsViaApi, graphqlRequest, signInAsAdmin, unique } from './helpers';

/*
 * The news and resources feeds (/news/feed.xml, /news/{category}/feed.xml, the same under
 * /resources): RSS 2.0 that a parser reads, linked from the lists' and articles' <head>, listing
 * published articles only. An article an editor publishes in the admin is in the feed at the
 * next request; one left a draft never is.
 */

interface RssItem {
  title: string;
  link: string;
}

interface RssChannel {
  title: string;
  link: string;
  description: string;
  item?: RssItem[];
}

async function readFeed(request: APIRequestContext, address: string): Promise<RssChannel> {
  const response = await request.get(address);
  expect(response.status()).toBe(200);
  expect(response.headers()['content-type']).toBe('application/rss+xml; charset=utf-8');
  const xml = await response.text();
  expect(XMLValidator.validate(xml)).toBe(true);
  const parsed = new XMLParser({ ignoreAttributes: false, isArray: (name) => name === 'item' }).parse(xml) as {
    rss: { '@_version': string; channel: RssChannel };
  };
  expect(parsed.rss['@_version']).toBe('2.0');
  return parsed.rss.channel;
}

const titles = (channel: RssChannel) => (channel.item ?? []).map((item) => item.title);

test('an article published in the admin joins its feeds at once, a draft never does, and the pages link the feeds', async ({ page, browser }) => {
  test.setTimeout(180_000);
  const stamp = unique();
  const slug = `e2e-feed-${stamp}`;
  const categoryName = `E2E フィード ${stamp}`;
  const publishedTitle = `E2E フィードに載る記事 ${stamp}`;
  const draftTitle = `E2E 下書きのままの記事 ${stamp}`;
  await signInAsAdmin(page);
  const created = await graphqlRequest<{ createCategory: { id: string } }>(
    page.request,
    'mutation ($input: CreateCategoryInput!) { createCategory(input: $input) { id } }',
    { input: { name: categoryName, slug, mainCategory: 'news' } },
  );
  const categoryId = created.data?.createCategory.id ?? '';
  expect(categoryId).toBeTruthy();
  const articleIds: string[] = [];
  const visitor = await browser.newContext();

  /** Writes a new article in the admin's editor; it starts as a draft. */
  async function writeArticle(title: string, route: string) {
    await page.goto('/admin/news/new');
    const form = page.getByRole('form', { name: '記事の情報' });
    await form.getByLabel('タイトル').fill(title);
    await form.getByLabel('カテゴリー').selectOption({ label: categoryName });
    await form.getByLabel('記事の URL').fill(route);
    await expect(form.getByRole('group', { name: '公開状態' }).getByRole('radio', { name: '下書き' })).toBeChecked();
    await form.getByRole('button', { name: '作成する' }).click();
    await expect(page).toHaveURL(/\/admin\/news\/[0-9a-f-]{36}$/);
    articleIds.push(page.url().split('/').pop() ?? '');
    return form;
  }

  try {
    const form = await writeArticle(publishedTitle, `${slug}-published`);
    const categoryFeed = `/news/${slug}/feed.xml`;
    // A draft: neither the category's feed nor the section's lists it.
    const empty = await readFeed(visitor.request, categoryFeed);
    expect(empty.title).toBe(`${categoryName}｜お知らせ｜加圧＆パーソナルトレーニングジム Oz`);
    expect(empty.item).toBeUndefined();
    expect(titles(await readFeed(visitor.request, '/news/feed.xml'))).not.toContain(publishedTitle);

    // Published in the admin: in both feeds at the next request, with its absolute address.
    await form.getByRole('group', { name: '公開状態' }).getByRole('radio', { name: '公開する' }).check();
    await form.getByRole('button', { name: '保存する' }).click();
    // The toast of the creation may still show beside this save's.
    await expect(page.getByText('保存しました。').last()).toBeVisible();
    const baseURL = test.info().project.use.baseURL ?? '';
    const link = new URL(articlePath('news', slug, `${slug}-published`), baseURL).toString();
    await expect(async () => {
      expect((await readFeed(visitor.request, categoryFeed)).item).toEqual([expect.objectContaining({ title: publishedTitle, link })]);
    }).toPass({ timeout: 15_000 });
    await expect(async () => {
      expect(titles(await readFeed(visitor.request, '/news/feed.xml'))).toContain(publishedTitle);
    }).toPass({ timeout: 15_000 });

    // A second article left a draft stays out of both, while the published one stays in.
    await writeArticle(draftTitle, `${slug}-draft`);
    expect(titles(await readFeed(visitor.request, categoryFeed))).toEqual([publishedTitle]);
    expect(titles(await readFeed(visitor.request, '/news/feed.xml'))).not.toContain(draftTitle);
    expect((await visitor.request.get('/news/no-such-category/feed.xml')).status()).toBe(404);
    expect((await readFeed(visitor.request, '/resources/feed.xml')).link).toBe(new URL('/resources', baseURL).toString());

    // Feed readers find the feeds in the <head> of the lists and of the article.
    const site = await visitor.newPage();
    const feedLinks = () =>
      site.locator('head link[rel="alternate"][type="application/rss+xml"]').evaluateAll((links) => links.map((link) => [link.getAttribute('title'), link.getAttribute('href')]));
    const sectionLink = ['お知らせ｜加圧＆パーソナルトレーニングジム Oz', new URL('/news/feed.xml', baseURL).toString()];
    const categoryLink = [`${categoryName}｜お知らせ｜加圧＆パーソナルトレーニングジム Oz`, new URL(categoryFeed, baseURL).toString()];
    await site.goto('/news');
    expect(await feedLinks()).toEqual([sectionLink]);
    await site.goto(`/news/${slug}`);
    expect(await feedLinks()).toEqual([sectionLink, categoryLink]);
    await site.goto(articlePath('news', slug, `${slug}-published`));
    await expect(site.getByRole('heading', { level: 1, name: publishedTitle })).toBeVisible();
    expect(await feedLinks()).toEqual([sectionLink, categoryLink]);
  } finally {
    await visitor.close();
    for (const id of articleIds) await deleteNewsViaApi(page, id);
    await graphqlRequest(page.request, 'mutation ($input: DeleteCategoryInput!) { deleteCategory(input: $input) { id } }', { input: { id: categoryId } });
  }
});
