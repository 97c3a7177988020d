import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { expect, type Locator, type Page, type TestInfo } from '@playwright/test';
import { articlePath, routes, storePath } from '@/lib/core/routes';
import { test } from './fixtures';
import {
  categoryIdBySlug,
  createNewsViaApi,
  createStoreViaApi,
  deleteNewsViaApi,
  deleteStoreViaApi,
  expectNoAxeViolations,
  fromSitePage,
  graphqlRequest,
  pngBuffer,
  signInAsAdmin,
  unique,
} from './helpers';

/*
 * Search titles, descriptions and share images set in the admin (an article's editor, a store's
 * form, ページのSEO設定 for the fixed pages) are what the public page's <title>, description,
 * og:*, twitter:* and JSON-LD say, and what the editor's live preview showed.
 */

type JsonLdNode = Record<string, unknown> & { '@type'?: string | string[] };

/** The attribute of the first element in <head> that matches, without waiting for one to appear. */
const headAttribute = (page: Page, selector: string, attribute: string) =>
  page.locator(`head ${selector}`).evaluateAll((elements, name) => elements[0]?.getAttribute(name) ?? null, attribute);
const meta = (page: Page, selector: string) => headAttribute(page, selector, 'content');

async function jsonLd(page: Page, type: string): Promise<JsonLdNode | undefined> {
  const nodes = (await page.locator('script[type="application/ld+json"]').allTextContents()).flatMap((text) => {
    const data = JSON.parse(text) as JsonLdNode | JsonLdNode[];
    return Array.isArray(data) ? data : [data];
  });
  return nodes.find((node) => (Array.isArray(node['@type']) ? node['@type'].includes(type) : node['@type'] === type));
}

/** What a visitor's page says in its <head>. */
async function headOf(page: Page) {
  return {
    title: await page.title(),
    description: await meta(page, 'meta[name="description"]'),
    ogTitle: await meta(page, 'meta[property="og:title"]'),
    ogDescription: await meta(page, 'meta[property="og:description"]'),
    ogImage: await meta(page, 'meta[property="og:image"]'),
    twitterTitle: await meta(page, 'meta[name="twitter:title"]'),
    twitterDescription: await meta(page, 'meta[name="twitter:description"]'),
    twitterImage: await meta(page, 'meta[name="twitter:image"]'),
  };
}

/** Uploads a picture to the media library through its API; its address and alt text. */
async function uploadImage(page: Page, alt: string): Promise<string> {
  const response = await page.request.post('/api/media', {
    headers: fromSitePage,
    multipart: { alt, file: { name: 'share.png', mimeType: 'image/png', buffer: await pngBuffer(1200, 630) } },
  });
  expect(response.status()).toBe(201);
  return ((await response.json()) as { url: string }).url;
}

/** Fills the search fields of a form and picks the share image from the library by its alt text. */
async function fillSeoFields(scope: Locator, page: Page, values: { title: string; description: string; imageAlt: string }) {
  await scope.getByLabel('検索結果の見出し（任意）').fill(values.title);
  await scope.getByLabel('検索結果の説明文（任意）').fill(values.description);
  await scope.getByRole('button', { name: '画像を選択' }).click();
  const dialog = page.getByRole('dialog', { name: 'シェア画像を選択' });
  await dialog.getByLabel('画像を検索（説明・ファイル名）').fill(values.imageAlt);
  await dialog.getByRole('button', { name: values.imageAlt }).click();
  await expect(dialog).toBeHidden();
  await expect(scope.getByRole('img', { name: '選んだシェア画像' })).toBeVisible();
}

/** The preview shows the same title and description the page will carry (and the card too). */
async function expectPreview(scope: Locator, title: string, description: string) {
  const result = scope.getByRole('figure', { name: /Google の検索結果/ });
  await expect(result.getByText(title, { exact: true })).toBeVisible();
  await expect(result.getByText(description, { exact: true })).toBeVisible();
  const card = scope.getByRole('figure', { name: 'LINE・X でシェアしたときの表示' });
  await expect(card.getByText(title, { exact: true })).toBeVisible();
  await expect(card.getByText(new URL(test.info().project.use.baseURL ?? 'http://x').host, { exact: true })).toBeVisible();
}

/** Screenshots of the search fields and their preview at a phone's and a computer's width. */
async function shootPreview(page: Page, scope: Locator, name: string, testInfo: TestInfo) {
  const folder = process.env.E2E_SHOTS_DIR ?? testInfo.outputPath();
  mkdirSync(folder, { recursive: true });
  const size = page.viewportSize();
  for (const width of [375, 1440]) {
    await page.setViewportSize({ width, height: 900 });
    await scope.getByRole('figure', { name: /Google の検索結果/ }).scrollIntoViewIfNeeded();
    const file = path.join(folder, `${name}-${width}.png`);
    await scope.screenshot({ path: file });
    await testInfo.attach(`${name}-${width}`, { path: file, contentType: 'image/png' });
  }
  if (size) await page.setViewportSize(size);
}

const absolute = (pathOrUrl: string) => new URL(pathOrUrl, test.info().project.use.baseURL).toString();

test('an article\'s search title, description and share image: previewed as typed, then on its page, og:*, twitter:* and JSON-LD', async ({ page, browser }, testInfo) => {
  test.setTimeout(180_000);
  const stamp = unique();
  await signInAsAdmin(page);
  const imageAlt = `e2e シェア画像 ${stamp}`;
  const image = await uploadImage(page, imageAlt);
  const route = `e2e-seo-${stamp}`;
  const id = await createNewsViaApi(page, { title: `E2E SEO 記事 ${stamp}`, route, categoryId: await categoryIdBySlug(page), status: 'PUBLISHED' });
  const title = `夏の入会キャンペーン ${stamp}`;
  const description = `入会金が0円になる夏のキャンペーンです。${stamp}`;
  try {
    await page.goto(`/admin/news/${id}`);
    const seo = page.getByRole('region', { name: '検索結果とシェアの表示' });
    await expect(seo).toBeVisible();
    // Empty, the preview shows what the page derives from the article's title.
    await expect(seo.getByRole('figure', { name: /Google の検索結果/ }).getByText(`E2E SEO 記事 ${stamp}｜`, { exact: false })).toBeVisible();
    await fillSeoFields(seo, page, { title, description, imageAlt });
    // The count shows at each key and is said once typing pauses (a polite live region).
    await expect(seo.getByText(`${title.length}文字（目安32文字・上限60文字）`, { exact: true })).toBeVisible();
    await expect(seo.getByText(`見出し ${title.length}文字（目安32文字・上限60文字）`, { exact: true })).toHaveAttribute('aria-live', 'polite');
    // Past the guide of what a result shows, the count says the result will cut it.
    await seo.getByLabel('検索結果の説明文（任意）').fill('あ'.repeat(130));
    await expect(seo.getByText('130文字（目安120文字・上限160文字）：目安より長い部分は検索結果で省略されます', { exact: true })).toBeVisible();
    await expect(seo.getByText('この端末の検索結果では途中までしか表示されません', { exact: false })).toBeVisible();
    await seo.getByLabel('検索結果の説明文（任意）').fill(description);
    await expectPreview(seo, title, description);
    await seo.getByRole('radio', { name: 'スマートフォン' }).check();
    await expect(seo.getByRole('figure', { name: 'Google の検索結果（スマートフォン）' }).getByText(title, { exact: true })).toBeVisible();
    await expectNoAxeViolations(page);
    await shootPreview(page, seo, 'article-preview', testInfo);

    await page.getByRole('form', { name: '記事の情報' }).getByRole('button', { name: '保存する' }).click();
    await expect(page.getByText('保存しました。')).toBeVisible();

    const visitor = await browser.newContext();
    try {
      const site = await visitor.newPage();
      // The save expires the page: its next request carries the values the preview showed.
      await expect(async () => {
        await site.goto(articlePath('news', 'information', route));
        expect(await headOf(site)).toEqual({
          title,
          description,
          ogTitle: title,
          ogDescription: description,
          ogImage: absolute(image),
          twitterTitle: title,
          twitterDescription: description,
          twitterImage: absolute(image),
        });
      }).toPass({ timeout: 15_000 });
      expect(await jsonLd(site, 'Article')).toMatchObject({ description, image: [absolute(image)] });
    } finally {
      await visitor.close();
    }
  } finally {
    await deleteNewsViaApi(page, id);
  }
});

test('a store\'s search fields: previewed in its form, then on its page and in its gym JSON-LD', async ({ page, browser }, testInfo) => {
  test.setTimeout(180_000);
  const stamp = unique();
  await signInAsAdmin(page);
  const imageAlt = `e2e 店舗シェア ${stamp}`;
  const image = await uploadImage(page, imageAlt);
  const link = `e2e-seo-${stamp}`;
  const id = await createStoreViaApi(page, `Oz SEO ${stamp}店`, link);
  const title = `渋谷駅前の加圧ジム ${stamp}`;
  const description = `渋谷駅から徒歩3分。月額制で通い放題の加圧トレーニングジムです。${stamp}`;
  try {
    await page.goto(`/admin/stores/${id}`);
    const seo = page.getByRole('region', { name: '検索結果とシェア' });
    await fillSeoFields(seo, page, { title, description, imageAlt });
    await expectPreview(seo, title, description);
    await expectNoAxeViolations(page);
    await shootPreview(page, seo, 'store-preview', testInfo);
    await page.getByRole('button', { name: '保存する' }).click();
    await expect(page.getByText('保存しました。').first()).toBeVisible();

    const visitor = await browser.newContext();
    try {
      const site = await visitor.newPage();
      await expect(async () => {
        await site.goto(storePath(link));
        expect(await headOf(site)).toMatchObject({ title, description, ogTitle: title, ogDescription: description, ogImage: absolute(image), twitterImage: absolute(image) });
      }).toPass({ timeout: 15_000 });
      expect(await jsonLd(site, 'ExerciseGym')).toMatchObject({ description, image: [absolute(image)] });
    } finally {
      await visitor.close();
    }
  } finally {
    await deleteStoreViaApi(page, id);
  }
});

const SET_PAGE_SEO = 'mutation ($path: String!, $title: String, $description: String) { setPageSeo(path: $path, seoTitle: $title, seoDescription: $description) { path } }';

test('ページのSEO設定: a fixed page\'s values are previewed, then carried by the page, and cleared it says its own again', async ({ page, browser }, testInfo) => {
  test.setTimeout(180_000);
  const stamp = unique();
  await signInAsAdmin(page);
  await page.goto('/admin/seo');
  await expect(page.getByRole('heading', { level: 1, name: 'ページのSEO設定' })).toBeVisible();
  const table = page.getByRole('table', { name: 'SEO を設定できるページ' });
  await expect(table.getByRole('row', { name: /会社概要/ })).toBeVisible();
  await expect(table.getByRole('row', { name: /送信完了/ })).toHaveCount(0);
  await table.getByRole('link', { name: routes.law.label }).click();
  const form = page.getByRole('form', { name: `${routes.law.label}の検索結果とシェアの表示` });
  const seo = form.getByRole('region', { name: '検索結果とシェアの表示' });
  const title = `特定商取引法に基づく表記｜Oz ${stamp}`;
  const description = `Oz の料金、お支払い方法、解約についての表記です。${stamp}`;
  await seo.getByLabel('検索結果の見出し（任意）').fill(title);
  await seo.getByLabel('検索結果の説明文（任意）').fill(description);
  await expectPreview(seo, title, description);
  await expectNoAxeViolations(page);
  await shootPreview(page, seo, 'page-preview', testInfo);

  // The page is read by other specs too: it carries these values for as short a time as the check takes.
  const visitor = await browser.newContext();
  try {
    await form.getByRole('button', { name: '保存する' }).click();
    await expect(page.getByText('保存しました。')).toBeVisible();
    const site = await visitor.newPage();
    let head: Awaited<ReturnType<typeof headOf>> | undefined;
    await expect(async () => {
      await site.goto(routes.law.path);
      head = await headOf(site);
      expect(head.title).toBe(title);
    }).toPass({ timeout: 15_000 });
    await graphqlRequest(page.request, SET_PAGE_SEO, { path: routes.law.path, title: null, description: null });
    expect(head).toMatchObject({ title, description, ogTitle: title, ogDescription: description, twitterTitle: title });
    // Cleared, the page says the route table's own again.
    await expect(async () => {
      await site.goto(routes.law.path);
      expect(await site.title()).toBe(`${routes.law.title}｜加圧＆パーソナルトレーニングジム Oz`);
    }).toPass({ timeout: 15_000 });
  } finally {
    await graphqlRequest(page.request, SET_PAGE_SEO, { path: routes.law.path, title: null, description: null });
    await visitor.close();
  }
});
