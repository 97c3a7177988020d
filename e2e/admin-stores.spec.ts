import path from 'node:path';
import { expect, type Page } from '@playwright/test';
import { test } from './fixtures';
import { storePath } from '@/lib/core/routes';
import { expectNoAxeViolations, signInAsAdmin, unique } from './helpers';

/*
 * What an office admin does with stores: create one with pictures and publish it, see it on the
 * public site, rename it, get told what is wrong without losing what was typed, and delete it.
 * Every test works on its own uniquely named store, so other specs can run beside it.
 */

const PICTURE = path.resolve('public/images/stores/ginza-1.webp');

/** The status of a public page, fetched fresh (revalidation may take a moment to land). */
async function publicStatus(page: Page, link: string): Promise<number | undefined> {
  return (await page.request.get(storePath(link)))?.status();
}

async function openNewStoreForm(page: Page): Promise<void> {
  await page.goto('/admin/stores');
  await page.getByRole('link', { name: '店舗を追加' }).click();
  await expect(page.getByRole('heading', { level: 1, name: '店舗を追加' })).toBeVisible();
}

async function chooseFirstArea(page: Page): Promise<void> {
  // By role: the store list the link was clicked on stays in the document, hidden, with its own area filter.
  const area = page.getByRole('combobox', { name: 'エリア' });
  const value = await area.locator('option').nth(1).getAttribute('value');
  await area.selectOption(value ?? '');
}

test('an admin creates a published store with a picture, sees it publicly, renames it and deletes it', async ({ page, context }) => {
  test.setTimeout(120_000);
  const id = unique();
  const link = `e2e-store-${id}`;
  const name = `Oz E2E店 ${id}`;
  const renamed = `Oz E2E改装店 ${id}`;

  await signInAsAdmin(page);
  await openNewStoreForm(page);
  await page.getByLabel('店舗名').fill(name);
  await chooseFirstArea(page);
  await page.getByLabel('郵便番号').fill('150-0002');
  await page.getByLabel('住所', { exact: true }).fill('東京都渋谷区渋谷1-2-3');
  await page.getByLabel('電話番号').fill('03-1234-5678');
  await page.getByRole('button', { name: '営業時間の行を追加' }).click();
  await page.getByLabel('営業時間 1行目').fill('平日 11:00〜20:00');
  await page.getByLabel('プレミアムプランの月会費').fill('20000');
  await page.getByLabel('レンタル（シューズ）').fill('0');

  // A picture uploaded through the media picker becomes the store's first image and thumbnail.
  await page.getByRole('button', { name: '画像を追加' }).click();
  const picker = page.getByRole('dialog', { name: '画像に追加' });
  await picker.getByRole('button', { name: '新しい画像をアップロード' }).click();
  await picker.getByLabel('画像ファイル').setInputFiles(PICTURE);
  await picker.getByLabel('代替テキスト（画像の説明）').fill(`E2E店舗の店内 ${id}`);
  await picker.getByRole('button', { name: 'アップロード', exact: true }).click();
  await expect(picker.getByText('1枚を選択中')).toBeVisible();
  await picker.getByRole('button', { name: '選択した画像を追加' }).click();
  await expect(picker).toBeHidden();
  await expect(page.getByRole('radio', { name: /サムネイル（1枚目）/ })).toBeChecked();

  await page.getByLabel('店舗ページの URL').fill(link);
  await page.getByLabel('公開する').check();
  await page.getByRole('button', { name: '作成する' }).click();

  // Saved: the edit screen of the new store, with its public link.
  await expect(page).toHaveURL(/\/admin\/stores\/[0-9a-f-]{36}$/);
  await expect(page.getByRole('status').filter({ hasText: '店舗を作成しました。' })).toBeVisible();
  const publicLink = page.getByRole('link', { name: /公開ページを見る/ }).first();
  await expect(publicLink).toHaveAttribute('href', storePath(link));
  await expect(publicLink).toHaveAttribute('target', '_blank');

  const visitor = await context.browser()!.newContext();
  const publicPage = await visitor.newPage();
  try {
    await expect.poll(() => publicStatus(publicPage, link), { timeout: 20_000 }).toBe(200);
    await publicPage.goto(storePath(link));
    await expect(publicPage.getByRole('heading', { level: 1, name })).toBeVisible();
    await expect(publicPage.getByRole('img', { name: `${name}のトレーニングスタジオ` })).toHaveAttribute('src', /media/);

    // Renamed in the admin, the public page shows the new name.
    await page.getByLabel('店舗名').fill(renamed);
    await page.getByRole('button', { name: '保存する' }).click();
    await expect(page.getByRole('status').filter({ hasText: '保存しました。' }).first()).toBeVisible();
    await expect(page.getByRole('heading', { level: 1, name: `店舗：${renamed}` })).toBeVisible();
    await expect
      .poll(
        async () => {
          await publicPage.goto(storePath(link));
          return publicPage.getByRole('heading', { level: 1 }).textContent();
        },
        { timeout: 20_000 },
      )
      .toBe(renamed);

    // Deleted, after a confirmation that says what goes with it, its page is gone.
    await page.getByRole('button', { name: '削除', exact: true }).click();
    const confirm = page.getByRole('dialog', { name: '削除しますか？' });
    await expect(confirm).toContainText('トレーナー');
    await confirm.getByRole('button', { name: '削除する' }).click();
    await expect(page).toHaveURL(/\/admin\/stores$/);
    await expect(page.getByRole('link', { name: renamed, exact: true })).toHaveCount(0);
    // Its address answers Gone (lib/core/redirects/).
    await expect.poll(() => publicStatus(publicPage, link), { timeout: 20_000 }).toBe(410);
  } finally {
    await visitor.close();
  }
});

test('a store with mistakes is not saved; the messages sit next to the fields and nothing typed is lost', async ({ page }) => {
  await signInAsAdmin(page);
  await openNewStoreForm(page);
  await chooseFirstArea(page);
  await page.getByLabel('住所', { exact: true }).fill('東京都渋谷区渋谷9-9-9');
  await page.getByLabel('店舗ページの URL').fill('Bad Link!');
  await page.getByRole('button', { name: '作成する' }).click();

  await expect(page.getByRole('alert').filter({ hasText: '入力内容を確かめてください。' })).toBeVisible();
  await expect(page.getByLabel('店舗名')).toHaveAttribute('aria-invalid', 'true');
  await expect(page.getByLabel('店舗名')).toHaveAccessibleDescription(/店舗名を入力してください。/);
  await expect(page.getByLabel('店舗ページの URL')).toHaveAccessibleDescription(/店舗ページの URLは半角英小文字・数字・ハイフンで入力してください/);
  await expect(page.getByLabel('住所', { exact: true })).toHaveValue('東京都渋谷区渋谷9-9-9');
  await expect(page.getByLabel('店舗ページの URL')).toHaveValue('Bad Link!');
  await expect(page).toHaveURL(/\/admin\/stores\/new$/);
});

test("a link another store uses is refused by the API, with its message next to the link field", async ({ page }) => {
  const id = unique();
  await signInAsAdmin(page);
  await openNewStoreForm(page);
  await page.getByLabel('店舗名').fill(`Oz 重複テスト店 ${id}`);
  await chooseFirstArea(page);
  // shibuya is a store of the demo content.
  await page.getByLabel('店舗ページの URL').fill('shibuya');
  await page.getByRole('button', { name: '作成する' }).click();

  await expect(page.getByLabel('店舗ページの URL')).toHaveAccessibleDescription(/「shibuya」はすでに使われています/);
  await expect(page.getByLabel('店舗ページの URL')).toBeFocused();
  await expect(page.getByLabel('店舗名')).toHaveValue(`Oz 重複テスト店 ${id}`);
  await expect(page).toHaveURL(/\/admin\/stores\/new$/);
});

test('the store list filters by area and publication, and searches by name, link and address', async ({ page }) => {
  await signInAsAdmin(page);
  await page.goto('/admin/stores');
  const table = page.getByRole('table', { name: /店舗一覧/ });
  await expect(table.getByRole('link', { name: '渋谷店', exact: true })).toBeVisible();

  await page.getByLabel('公開状態').selectOption('disabled');
  await expect(page).toHaveURL(/status=disabled/);
  await expect(table.getByRole('link', { name: '渋谷店', exact: true })).toHaveCount(0);
  await page.getByLabel('公開状態').selectOption({ label: 'すべて' });
  await expect(page).not.toHaveURL(/status=/);

  await page.getByLabel('検索').fill('shibuya');
  await expect(table.getByRole('link', { name: '渋谷店', exact: true })).toBeVisible();
  await expect(table.getByRole('link', { name: '/store/shibuya' })).toHaveAttribute('target', '_blank');
  await page.getByLabel('検索').fill('存在しない店舗の名前');
  await expect(table).toContainText('条件に合う店舗はありません。');
});

test('the store list and edit screens have no WCAG 2.2 AA violations', async ({ page }) => {
  // Three full-page scans; each takes a few seconds on a busy machine.
  test.setTimeout(90_000);
  await signInAsAdmin(page);
  await page.goto('/admin/stores');
  await expect(page.getByRole('table', { name: /店舗一覧/ }).getByRole('link', { name: '渋谷店', exact: true })).toBeVisible();
  await expectNoAxeViolations(page);

  await page.getByRole('link', { name: '渋谷店', exact: true }).click();
  await expect(page.getByRole('heading', { level: 1, name: '店舗：渋谷店' })).toBeVisible();
  await expectNoAxeViolations(page);

  await page.goto('/admin/stores/new');
  await expect(page.getByRole('heading', { level: 1, name: '店舗を追加' })).toBeVisible();
  await page.getByRole('button', { name: '作成する' }).click();
  await expect(page.getByLabel('店舗名')).toHaveAttribute('aria-invalid', 'true');
  await expectNoAxeViolations(page);
});
