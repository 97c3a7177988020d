import { mkdirSync } from 'node:fs';
import { expect, type Page } from '@playwright/test';
import { routes } from '@/lib/core/routes';
import { test } from './fixtures';
import { categoryIdBySlug, createNewsViaApi, deleteNewsViaApi, expectNoAxeViolations, signInAsAdmin, unique } from './helpers';

/*
 * The site search as a prospective member meets it on a phone: the header's search button, the
 * results page with the words marked, what is never shown (drafts, an unpublished store), an
 * article published or taken down in the admin found or gone within seconds, and the admin's own
 * lists folding spellings alike.
 */

const SHOTS = '/tmp/shots-search';
const PHONE = { viewport: { width: 375, height: 812 }, hasTouch: true, isMobile: true } as const;

const resultList = (page: Page) => page.getByRole('list', { name: '検索結果' });
const result = (page: Page, title: string | RegExp) => resultList(page).getByRole('listitem').filter({ has: page.getByRole('link', { name: title }) });

async function searchFor(page: Page, q: string): Promise<void> {
  await page.goto(`${routes.search.path}?q=${encodeURIComponent(q)}`);
  await expect(page.getByRole('heading', { level: 2, name: new RegExp(`「${q}」の検索結果`) })).toBeVisible();
}

test.describe('on a phone', () => {
  test.use(PHONE);

  test('the header opens a search box; 「加圧」 finds the articles about it, with the word marked, and axe finds nothing wrong', async ({ page }) => {
    mkdirSync(SHOTS, { recursive: true });
    await page.goto('/');
    const open = page.getByRole('banner').getByRole('button', { name: 'サイト内検索' });
    await expect(page.getByRole('searchbox', { name: 'サイト内検索' })).toHaveCount(0);
    await open.click();
    const box = page.getByRole('searchbox', { name: 'サイト内検索' });
    // The panel's box takes the focus as it opens: the phone's keyboard comes up at once.
    await expect(box).toBeFocused();
    await page.screenshot({ path: `${SHOTS}/header-open-375.png` });
    await page.keyboard.type('加圧');
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/search\?q=%E5%8A%A0%E5%9C%A7$/);

    const found = result(page, '加圧トレーニングとは？ 仕組みと期待できること');
    await expect(found).toBeVisible();
    await expect(found).toContainText('お役立ち情報');
    await expect(found.locator('mark').first()).toHaveText('加圧');
    await expect(found.getByRole('link')).toHaveAttribute('href', '/resources/training/what-is-kaatsu-training');
    await expect(page.getByRole('heading', { level: 2, name: /「加圧」の検索結果/ })).toContainText(/全\d+件中 1〜10件目/);
    await expect(page.getByRole('navigation', { name: 'ページ送り' })).toBeVisible();
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/);
    await expect(page).toHaveTitle(/^「加圧」の検索結果｜/);
    // Read for each request: no cache, ours or a proxy's, keeps one query's results for another.
    const answer = await page.request.get(`${routes.search.path}?q=${encodeURIComponent('加圧')}`);
    expect(answer.headers()['cache-control']).toMatch(/no-store/);
    await page.screenshot({ path: `${SHOTS}/results-375.png`, fullPage: true });
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await expectNoAxeViolations(page);
  });

  test('a store by its name, half-width ｶｱﾂ for カアツ, and never a draft nor an unpublished store or its FAQ', async ({ page, browser }) => {
    await searchFor(page, '渋谷店');
    const store = result(page, '渋谷店');
    await expect(store).toContainText('店舗');
    await expect(store.getByRole('link')).toHaveAttribute('href', '/store/shibuya');

    // 藤沢店 is closed (unpublished): its refurbishment notice is found, the store and its FAQ are not.
    await searchFor(page, '藤沢');
    await expect(result(page, '藤沢店 改装工事に伴う休業のお知らせ')).toBeVisible();
    await expect(resultList(page).getByText('店舗', { exact: true })).toHaveCount(0);
    await expect(resultList(page).getByText('よくある質問', { exact: true })).toHaveCount(0);

    const admin = await browser.newPage();
    await signInAsAdmin(admin);
    const stamp = unique();
    const categoryId = await categoryIdBySlug(admin, 'information');
    const published = await createNewsViaApi(admin, { categoryId, title: `カアツ体験会のお知らせ ${stamp}`, route: `e2e-kaatsu-${stamp}`, status: 'PUBLISHED' });
    const draft = await createNewsViaApi(admin, { categoryId, title: `カアツ体験会（下書き） ${stamp}`, route: `e2e-kaatsu-draft-${stamp}`, status: 'DRAFT' });
    try {
      await searchFor(page, `ｶｱﾂ ${stamp}`);
      const hit = result(page, `カアツ体験会のお知らせ ${stamp}`);
      await expect(hit).toBeVisible();
      await expect(hit.locator('mark').first()).toHaveText('カアツ');
      await expect(resultList(page).getByRole('listitem')).toHaveCount(1);
      await expect(page.getByText('下書き')).toHaveCount(0);

      // The admin's list folds spellings as the site search does.
      await admin.goto('/admin/news');
      await admin.getByLabel('検索').fill(`ｶｱﾂ ${stamp}`);
      await expect(admin.getByRole('row', { name: new RegExp(`カアツ体験会のお知らせ ${stamp}`) })).toBeVisible();
      await expect(admin.getByRole('row', { name: new RegExp(`カアツ体験会（下書き） ${stamp}`) })).toBeVisible();
    } finally {
      await deleteNewsViaApi(admin, published);
      await deleteNewsViaApi(admin, draft);
      await admin.close();
    }
  });

  test('nothing found: the page says so and suggests what to try', async ({ page }) => {
    await searchFor(page, 'ぜったいにない言葉xyz');
    await expect(page.getByText('「ぜったいにない言葉xyz」に一致するページは見つかりませんでした。')).toBeVisible();
    for (const name of ['店舗一覧', 'お知らせ', 'よくある質問']) await expect(page.getByRole('main').getByRole('link', { name, exact: true })).toBeVisible();
    await page.screenshot({ path: `${SHOTS}/no-results-375.png`, fullPage: true });
    await expectNoAxeViolations(page);
  });
});

test('an article published in the admin is found within 10 s, and gone as fast once it is a draft again', async ({ page, browser }) => {
  test.setTimeout(120_000);
  await signInAsAdmin(page);
  const stamp = unique();
  const word = `検索公開テスト${stamp}`;
  const id = await createNewsViaApi(page, { categoryId: await categoryIdBySlug(page, 'information'), title: `${word}のお知らせ`, route: `e2e-search-${stamp}`, status: 'DRAFT' });
  const visitor = await browser.newPage();
  const found = async () => {
    await visitor.goto(`${routes.search.path}?q=${encodeURIComponent(word)}`);
    return visitor.getByRole('link', { name: `${word}のお知らせ` }).count();
  };
  try {
    expect(await found()).toBe(0);
    await page.goto(`/admin/news/${id}`);
    const form = page.getByRole('form', { name: '記事の情報' });
    const status = form.getByRole('group', { name: '公開状態' });

    await status.getByRole('radio', { name: '公開する' }).check();
    await form.getByRole('button', { name: '保存する' }).click();
    await expect(page.getByText('保存しました。').last()).toBeVisible();
    let saved = Date.now();
    await expect.poll(found, { timeout: 10_000, intervals: [250] }).toBe(1);
    console.log(`published in the admin: found by the search ${Date.now() - saved} ms after the save was confirmed`);

    await status.getByRole('radio', { name: '下書き' }).check();
    await form.getByRole('button', { name: '保存する' }).click();
    await expect(page.getByText('保存しました。').last()).toBeVisible();
    saved = Date.now();
    await expect.poll(found, { timeout: 10_000, intervals: [250] }).toBe(0);
    console.log(`back to draft in the admin: gone from the search ${Date.now() - saved} ms after the save was confirmed`);
  } finally {
    await deleteNewsViaApi(page, id);
    await visitor.close();
  }
});

test.describe('at 1440 px', () => {
  test.use({ viewport: { width: 1440, height: 900 } });

  test('the header box by keyboard alone: Tab to it, type, Enter; the results page keeps the query in its own box', async ({ page }) => {
    mkdirSync(SHOTS, { recursive: true });
    await page.goto('/company');
    const box = page.getByRole('banner').getByRole('searchbox', { name: 'サイト内検索' });
    await expect(box).toBeVisible();
    for (let presses = 0; presses < 30 && !(await box.evaluate((element) => element === document.activeElement)); presses += 1) await page.keyboard.press('Tab');
    await expect(box).toBeFocused();
    await page.keyboard.type('ダイエット');
    await page.screenshot({ path: `${SHOTS}/header-1440.png` });
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/search\?q=/);
    await expect(page.getByRole('main').getByRole('searchbox')).toHaveValue('ダイエット');
    await expect(result(page, 'コンビニで選ぶ ダイエット中のごはん')).toBeVisible();
    await page.screenshot({ path: `${SHOTS}/results-1440.png`, fullPage: true });
    await expectNoAxeViolations(page);
  });
});
