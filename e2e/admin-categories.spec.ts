import { expect, type Page } from '@playwright/test';
import { test } from './fixtures';
import { expectNoAxeViolations, graphqlRequest, signInAsAdmin, unique } from './helpers';

/*
 * Categories of articles: create, rename and delete one; the slug rules and the refusal to delete
 * a category that articles still use. Each test names its own category.
 */

const table = (page: Page) => page.getByRole('table', { name: /カテゴリー一覧/ });

test('an admin creates, renames and deletes a category', async ({ page }) => {
  const id = unique();
  const name = `E2Eカテゴリー${id}`;
  const renamed = `E2E改名カテゴリー${id}`;
  const slug = `e2e-category-${id}`;

  await signInAsAdmin(page);
  await page.goto('/admin/categories');
  await page.getByRole('link', { name: 'カテゴリーを追加' }).click();
  await page.getByLabel('カテゴリー名').fill(name);
  await page.getByRole('combobox', { name: '種類' }).selectOption('resources');
  await page.getByLabel('カテゴリーの URL').fill(slug);
  await expect(page.getByLabel('カテゴリーの URL')).toHaveAccessibleDescription(new RegExp(`/resources/${slug}`));
  await page.getByRole('button', { name: '作成する' }).click();

  await expect(page).toHaveURL(/\/admin\/categories$/);
  const row = table(page).getByRole('row').filter({ hasText: name });
  await expect(row).toContainText('お役立ち情報');
  await expect(row).toContainText('0件');
  await expect(row.getByRole('link', { name: new RegExp(`/resources/${slug}`) })).toHaveAttribute('target', '_blank');

  // The kind filter lives in the URL and hides the other kind.
  await page.getByRole('combobox', { name: '種類' }).selectOption('news');
  await expect(page).toHaveURL(/kind=news/);
  await expect(table(page).getByRole('link', { name, exact: true })).toHaveCount(0);
  await page.getByRole('combobox', { name: '種類' }).selectOption('resources');
  await expect(table(page).getByRole('link', { name, exact: true })).toBeVisible();

  await table(page).getByRole('link', { name, exact: true }).click();
  await expect(page.getByRole('heading', { level: 1, name: `カテゴリー：${name}` })).toBeVisible();
  await page.getByLabel('カテゴリー名').fill(renamed);
  await page.getByRole('button', { name: '保存する' }).click();
  await expect(page).toHaveURL(/\/admin\/categories(\?.*)?$/);
  await expect(table(page).getByRole('link', { name: renamed, exact: true })).toBeVisible();

  await table(page).getByRole('link', { name: renamed, exact: true }).click();
  await page.getByRole('button', { name: '削除', exact: true }).click();
  const confirm = page.getByRole('dialog', { name: '削除しますか？' });
  await expect(confirm).toContainText(renamed);
  await confirm.getByRole('button', { name: '削除する' }).click();
  await expect(page).toHaveURL(/\/admin\/categories(\?.*)?$/);
  await expect(table(page).getByRole('link', { name: renamed, exact: true })).toHaveCount(0);
});

test("the slug 'page' and a bad slug are refused with their messages next to the field", async ({ page }) => {
  const name = `E2E予約語${unique()}`;
  await signInAsAdmin(page);
  await page.goto('/admin/categories/new');
  await page.getByLabel('カテゴリー名').fill(name);
  await page.getByLabel('カテゴリーの URL').fill('page');
  await page.getByRole('button', { name: '作成する' }).click();
  await expect(page.getByLabel('カテゴリーの URL')).toHaveAccessibleDescription(/「page」はページ番号の URL に使うため、カテゴリーの URL にはできません。/);
  await expect(page.getByLabel('カテゴリー名')).toHaveValue(name);

  await page.getByLabel('カテゴリーの URL').fill('お知らせ');
  await page.getByRole('button', { name: '作成する' }).click();
  await expect(page.getByLabel('カテゴリーの URL')).toHaveAccessibleDescription(/半角英小文字・数字・ハイフンで入力してください/);
  await expect(page).toHaveURL(/\/admin\/categories\/new$/);
});

test('a category with articles cannot be deleted, in the admin nor through the API', async ({ page }) => {
  await signInAsAdmin(page);
  await page.goto('/admin/categories');
  // お知らせ (information) holds articles of the demo content.
  const row = table(page).getByRole('row').filter({ has: page.getByRole('link', { name: 'お知らせ', exact: true }) });
  await expect(row).toContainText(/[1-9]\d*件/);
  await row.getByRole('link', { name: 'お知らせ', exact: true }).click();
  await page.getByRole('button', { name: '削除', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: 'このカテゴリーは削除できません' });
  await expect(dialog).toContainText('記事');
  await dialog.getByRole('button', { name: 'キャンセル' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'カテゴリー：お知らせ' })).toBeVisible();

  const categoryId = page.url().split('/').pop();
  const result = await graphqlRequest<unknown>(page.request, 'mutation ($input: DeleteCategoryInput!) { deleteCategory(input: $input) { id } }', {
    input: { id: categoryId },
  });
  expect(result.errors?.[0]?.message).toMatch(/記事が\d+件あります/);
});

test('the category list and edit screens have no WCAG 2.2 AA violations', async ({ page }) => {
  // Three full-page scans; each takes a few seconds on a busy machine.
  test.setTimeout(90_000);
  await signInAsAdmin(page);
  await page.goto('/admin/categories');
  await expect(table(page).getByRole('link', { name: 'お知らせ', exact: true })).toBeVisible();
  await expectNoAxeViolations(page);

  await table(page).getByRole('link', { name: 'お知らせ', exact: true }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'カテゴリー：お知らせ' })).toBeVisible();
  await expectNoAxeViolations(page);

  await page.goto('/admin/categories/new');
  await page.getByRole('button', { name: '作成する' }).click();
  await expect(page.getByLabel('カテゴリー名')).toHaveAttribute('aria-invalid', 'true');
  await expectNoAxeViolations(page);
});
