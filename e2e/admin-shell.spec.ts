import { expect } from '@playwright/test';
import { test } from './fixtures';
import { ADMIN_NAV } from '@/components/admin/nav';
import { e2eAdmin } from '../playwright.config';
import { expectNoAxeViolations, fromSitePage, signInAsAdmin, signInThroughForm, signOut } from './helpers';

test('signed out, every admin path redirects to /login and returns there after signing in', async ({ page }) => {
  for (const path of ['/admin', '/admin/stores', '/admin/news/new', '/admin/enquiries']) {
    await page.goto(path);
    await expect(page).toHaveURL(/\/login\?callbackUrl=/);
  }
  await page.goto('/admin/areas');
  await page.getByLabel('メールアドレス').fill(e2eAdmin.email);
  await page.getByLabel('パスワード').fill(e2eAdmin.password);
  await page.getByRole('button', { name: 'ログイン' }).click();
  await expect(page).toHaveURL(/\/admin\/areas$/);
  await expect(page.getByRole('heading', { level: 1, name: 'エリア' })).toBeVisible();
});

test('the shell shows every screen, the default display name and the current screen', async ({ page }) => {
  await signInAsAdmin(page);
  await expect(page.getByTestId('admin-display-name')).toHaveText('管理者');
  const nav = page.getByRole('navigation', { name: '管理メニュー' });
  for (const item of ADMIN_NAV) await expect(nav.getByRole('link', { name: item.label, exact: true })).toHaveAttribute('href', item.href);
  await nav.getByRole('link', { name: 'エリア', exact: true }).click();
  await expect(page).toHaveURL(/\/admin\/areas$/);
  await expect(nav.getByRole('link', { name: 'エリア', exact: true })).toHaveAttribute('aria-current', 'page');
  await expect(nav.getByRole('link', { name: 'ダッシュボード' })).not.toHaveAttribute('aria-current', 'page');
});

test.describe('on a tablet', () => {
  test.use({ viewport: { width: 768, height: 1024 } });

  test('the navigation opens from the menu button and closes after choosing a screen', async ({ page }) => {
    await signInAsAdmin(page);
    const menu = page.getByRole('button', { name: 'メニュー' });
    const nav = page.getByRole('navigation', { name: '管理メニュー' });
    await expect(nav).toBeHidden();
    // Opened from the stored session, /admin can be clicked before it has hydrated, when a click
    // does nothing: click again until the menu opens (and never once it is open).
    const close = page.getByRole('button', { name: 'メニューを閉じる' });
    await expect(async () => {
      if ((await close.count()) === 0) await menu.click({ timeout: 2_000 });
      await expect(close).toHaveAttribute('aria-expanded', 'true', { timeout: 2_000 });
    }).toPass({ timeout: 20_000 });
    await nav.getByRole('link', { name: '店舗', exact: true }).click();
    await expect(page).toHaveURL(/\/admin\/stores$/);
    await expect(nav).toBeHidden();
  });
});

test("two admins see each other's changes live, without reloading", async ({ browser }) => {
  const first = await browser.newPage();
  const second = await browser.newPage();
  await signInAsAdmin(first);
  await signInAsAdmin(second);
  for (const page of [first, second]) {
    await page.goto('/admin/areas');
    await expect(page.getByRole('table')).toContainText('東京');
  }
  const suffix = Date.now().toString(36);
  const jp = `ライブ${suffix}`;
  const en = `Live ${suffix}`;

  // Created in the first window: the second window's list gains it.
  await first.getByRole('link', { name: '＋ エリアを追加' }).click();
  await first.getByRole('textbox', { name: 'エリア名', exact: true }).fill(jp);
  await first.getByRole('textbox', { name: 'エリア名（英語）' }).fill(en);
  await first.getByRole('button', { name: '作成する' }).click();
  await expect(first).toHaveURL(/\/admin\/areas$/);
  await expect(second.getByRole('row', { name: new RegExp(jp) })).toBeVisible();

  // Updated in the second: the first sees the new name in place of the old one.
  await second.getByRole('link', { name: jp }).click();
  await second.getByRole('textbox', { name: 'エリア名', exact: true }).fill(`${jp}改`);
  await second.getByRole('button', { name: '保存する' }).click();
  await expect(first.getByRole('link', { name: `${jp}改` })).toBeVisible();
  await expect(first.getByRole('link', { name: jp, exact: true })).toHaveCount(0);

  // Deleted in the first: it leaves the second's list.
  await first.getByRole('link', { name: `${jp}改` }).click();
  await first.getByRole('button', { name: '削除' }).click();
  await first.getByRole('dialog').getByRole('button', { name: '削除する' }).click();
  await expect(first).toHaveURL(/\/admin\/areas$/);
  await expect(second.getByRole('link', { name: `${jp}改` })).toHaveCount(0);
  await first.close();
  await second.close();
});

test('a failed save keeps what was typed and shows the message next to the field', async ({ page }) => {
  await signInAsAdmin(page);
  await page.goto('/admin/areas/new');
  await page.getByRole('textbox', { name: 'エリア名', exact: true }).fill('東京');
  // The English name of an existing area: the API refuses the duplicate.
  await page.getByRole('textbox', { name: 'エリア名（英語）' }).fill('Tokyo');
  await page.getByRole('button', { name: '作成する' }).click();
  await expect(page.getByRole('alert').filter({ hasText: '入力内容を確かめてください。' })).toBeVisible();
  await expect(page.getByRole('textbox', { name: 'エリア名（英語）' })).toHaveAttribute('aria-invalid', 'true');
  await expect(page.getByRole('textbox', { name: 'エリア名（英語）' })).toHaveValue('Tokyo');
  await expect(page.getByRole('textbox', { name: 'エリア名', exact: true })).toHaveValue('東京');
  await page.getByRole('textbox', { name: 'エリア名（英語）' }).fill('');
  await page.getByRole('button', { name: '作成する' }).click();
  await expect(page.getByText('エリア名（英語）を入力してください。')).toBeVisible();
});

test('signing out ends the session and returns to /login', async ({ page }) => {
  await signInThroughForm(page);
  await signOut(page);
  await page.goto('/admin/stores');
  await expect(page).toHaveURL(/\/login/);
  const response = await page.request.post('/api/graphql', {
    data: { query: 'mutation { createArea(input: { en: "Gone", jp: "ゴーン" }) { id } }' },
    headers: fromSitePage,
  });
  expect((await response.json()).errors?.[0]?.message).toBe('User needs to be authenticated to call this API.');
});

for (const width of [1440, 768]) {
  test.describe(`at ${width} px`, () => {
    test.use({ viewport: { width, height: 1000 } });

    test('every admin screen has no WCAG 2.2 AA violations', async ({ page }) => {
      // Eighteen screens, each loaded and scanned: about 2 minutes on a slow day here.
      test.setTimeout(300_000);
      await signInAsAdmin(page);
      for (const { href, label } of [...ADMIN_NAV, { href: '/admin/areas/new', label: 'エリアを追加' }]) {
        await test.step(label, async () => {
          await page.goto(href);
          await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
          await expect(page.getByText('データを読み込んでいます…')).toHaveCount(0, { timeout: 15_000 });
          await expectNoAxeViolations(page);
        });
      }
    });
  });
}

test('a new-item form left with unsaved text asks first, and opened again from its link starts empty', async ({ page }) => {
  await signInAsAdmin(page);
  await page.goto('/admin/areas');
  await page.getByRole('link', { name: 'エリアを追加' }).click();
  const form = page.getByRole('form', { name: 'エリアの編集' });
  await form.getByLabel('エリア名', { exact: false }).first().fill('下書きのエリア');

  // The back button asks before the typed text is left (e2e/admin-editing-safety.spec.ts).
  await page.evaluate(() => window.history.back());
  const prompt = page.getByRole('dialog', { name: '保存していない変更があります' });
  await prompt.getByRole('button', { name: '変更を破棄して移動' }).click();
  await expect(page).toHaveURL(/\/admin\/areas$/);

  // Opened from the list's link, it is a new form.
  await page.getByRole('link', { name: 'エリアを追加' }).click();
  await expect(page.getByRole('form', { name: 'エリアの編集' }).getByRole('textbox', { name: /^エリア名/ }).first()).toHaveValue('');
});
