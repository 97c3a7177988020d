import { expect, type Page } from '@playwright/test';
import { test } from './fixtures';
import { articlePath } from '@/lib/core/routes';
import { categoryIdBySlug, createNewsViaApi, deleteNewsViaApi, expectNoAxeViolations, graphqlRequest, signInAsAdmin, signInAsEditor, unique } from './helpers';

/** The news category the tests write in (seeded demo content). */
const CATEGORY_SLUG = 'information';

/** Creates an article through the API as the signed-in admin; returns its id and public path. */
async function createArticle(page: Page, title: string): Promise<{ id: string; path: string }> {
  const route = `e2e-history-${unique()}`;
  const id = await createNewsViaApi(page, { title, route, categoryId: await categoryIdBySlug(page, CATEGORY_SLUG) });
  return { id, path: articlePath('news', CATEGORY_SLUG, route) };
}

const deleteArticle = deleteNewsViaApi;

async function expectPublicTitle(site: Page, path: string, title: string): Promise<void> {
  await expect(async () => {
    await site.goto(path);
    await expect(site.getByRole('heading', { name: title, level: 1 })).toBeVisible({ timeout: 1_000 });
  }).toPass({ timeout: 30_000 });
}

test('an article edited twice: 履歴 lists the versions, shows the diff and restores the first one publicly', async ({ page, context }) => {
  test.setTimeout(120_000);
  await signInAsAdmin(page);
  const stamp = unique();
  const first = `E2E 履歴 最初 ${stamp}`;
  const second = `E2E 履歴 二回目 ${stamp}`;
  const third = `E2E 履歴 三回目 ${stamp}`;
  const article = await createArticle(page, first);
  try {
    await page.goto(`/admin/news/${article.id}`);
    const form = page.getByRole('form', { name: '記事の情報' });
    for (const title of [second, third]) {
      await form.getByLabel('タイトル').fill(title);
      await form.getByRole('button', { name: '保存する' }).click();
      await expect(page.getByRole('heading', { level: 1, name: `記事の編集：${title}` })).toBeVisible();
    }

    // The two saves, a moment apart by the same admin, are one version after the creation.
    const history = page.getByRole('region', { name: '履歴' });
    await expect(history.getByRole('row')).toHaveCount(3);
    const created = history.getByRole('row', { name: /作成/ });
    await expect(history.getByRole('row').nth(1)).toContainText('変更：タイトル');
    await expect(history.getByRole('row').nth(1)).not.toContainText('（不明）');

    await created.getByRole('button', { name: /差分を見る/ }).click();
    const diff = page.getByRole('region', { name: /の版と現在の内容の差分$/ });
    const titleRow = diff.getByRole('row', { name: /タイトル/ });
    await expect(titleRow.getByRole('cell').nth(0)).toHaveText(first);
    await expect(titleRow.getByRole('cell').nth(1)).toHaveText(third);
    await expectNoAxeViolations(page);

    await created.getByRole('button', { name: /この版に戻す/ }).click();
    const dialog = page.getByRole('dialog', { name: 'この版に戻しますか？' });
    await expect(dialog).toContainText('いまの内容は履歴に残る');
    await dialog.getByRole('button', { name: 'この版に戻す' }).click();
    await expect(page.getByRole('heading', { level: 1, name: `記事の編集：${first}` })).toBeVisible();
    await expect(form.getByLabel('タイトル')).toHaveValue(first);
    await expect(history.getByRole('row')).toHaveCount(4);
    await expect(history.getByRole('row').nth(1)).toContainText('復元：タイトル');

    await expectPublicTitle(await context.newPage(), article.path, first);
  } finally {
    await deleteArticle(page, article.id);
  }
});

// Emptying the trash would take the item the restore test is about to restore: the two run one after the other.
test.describe('ゴミ箱', () => {
  test.describe.configure({ mode: 'serial' });

  test('a deleted article goes to ゴミ箱 and comes back from it publicly', async ({ page, context }) => {
    test.setTimeout(120_000);
    await signInAsAdmin(page);
    const title = `E2E ゴミ箱 ${unique()}`;
    const article = await createArticle(page, title);
    const site = await context.newPage();
    try {
      await expectPublicTitle(site, article.path, title);

      await page.goto(`/admin/news/${article.id}`);
      await page.getByRole('form', { name: '記事の情報' }).getByRole('button', { name: '削除' }).click();
      const confirm = page.getByRole('dialog', { name: '削除しますか？' });
      await expect(confirm).toContainText('ゴミ箱から30日以内なら元に戻せます');
      await confirm.getByRole('button', { name: '削除する' }).click();
      await expect(page).toHaveURL(/\/admin\/news$/);
      await expect.poll(async () => (await site.request.get(article.path)).status(), { timeout: 30_000 }).toBe(410);

      await page.getByRole('navigation').getByRole('link', { name: 'ゴミ箱', exact: true }).click();
      await expect(page.getByRole('heading', { level: 1, name: 'ゴミ箱' })).toBeVisible();
      const row = page.getByRole('row', { name: new RegExp(title) });
      await expect(row).toContainText('記事');
      await expect(row).toContainText('あと30日');
      await expectNoAxeViolations(page);

      await row.getByRole('button', { name: `「${title}」を元に戻す` }).click();
      await page.getByRole('dialog', { name: '元に戻しますか？' }).getByRole('button', { name: '元に戻す' }).click();
      await expect(row).toBeHidden();
      await expectPublicTitle(site, article.path, title);
    } finally {
      await deleteArticle(page, article.id);
    }
  });

  test('an owner deletes an item for good and empties the trash, each after confirming; an editor can do neither', async ({ page, browser }) => {
    test.setTimeout(120_000);
    await signInAsAdmin(page);
    const stamp = unique();
    const one = `E2E 完全に削除 ${stamp}`;
    const other = `E2E 空にする ${stamp}`;
    await deleteArticle(page, (await createArticle(page, one)).id);
    await deleteArticle(page, (await createArticle(page, other)).id);

    const editor = await signInAsEditor(browser);
    await editor.goto('/admin/trash');
    await expect(editor.getByRole('button', { name: `「${one}」を元に戻す` })).toBeVisible();
    await expect(editor.getByRole('button', { name: `「${one}」を完全に削除` })).toHaveCount(0);
    await expect(editor.getByRole('button', { name: 'ゴミ箱を空にする' })).toHaveCount(0);
    await editor.context().close();

    await page.goto('/admin/trash');
    const row = page.getByRole('row', { name: new RegExp(one) });
    await row.getByRole('button', { name: `「${one}」を完全に削除` }).click();
    const confirmOne = page.getByRole('dialog', { name: '完全に削除しますか？' });
    await expect(confirmOne).toContainText(`記事「${one}」を完全に削除します。この操作は元に戻せません。`);
    await expectNoAxeViolations(page);
    await confirmOne.getByRole('button', { name: 'キャンセル' }).click();
    await expect(row).toBeVisible();
    await row.getByRole('button', { name: `「${one}」を完全に削除` }).click();
    await confirmOne.getByRole('button', { name: '完全に削除する' }).click();
    await expect(page.getByRole('status').filter({ hasText: `「${one}」を完全に削除しました。` })).toBeVisible();
    await expect(row).toBeHidden();
    await expect(page.getByRole('row', { name: new RegExp(other) })).toBeVisible();

    await page.getByRole('button', { name: 'ゴミ箱を空にする' }).click();
    const confirmAll = page.getByRole('dialog', { name: 'ゴミ箱を空にしますか？' });
    await expect(confirmAll).toContainText('この操作は元に戻せません。');
    await confirmAll.getByRole('button', { name: 'ゴミ箱を空にする' }).click();
    await expect(page.getByRole('row', { name: new RegExp(other) })).toBeHidden();
    const trash = await graphqlRequest<{ listTrash: { title: string }[] }>(page.request, 'query { listTrash { title } }');
    expect(trash.data?.listTrash.map((item) => item.title).filter((title) => title === one || title === other)).toEqual([]);
  });
});
