import { expect, type Page } from '@playwright/test';
import { test } from './fixtures';
import { sharedEditorName } from './auth-state';
import { createStoreViaApi, deleteStoreViaApi, graphqlRequest, signInAsAdmin, signInAsEditor, unique } from './helpers';

/*
 * No edit is lost: a save over someone else's newer save is refused with who saved and when, and
 * the editor reloads theirs or overwrites deliberately; leaving a form with unsaved changes
 * through a link, the back button or a reload asks first; unsaved edits are copied aside and
 * offered back on return.
 */

test.describe.configure({ timeout: 120_000 });

const storeForm = (page: Page) => page.getByRole('form', { name: /の編集$/ });

async function storeFields(page: Page, id: string) {
  const found = await graphqlRequest<{ getStore: { phone: string | null; access: string | null } }>(
    page.request,
    'query ($id: ID!) { getStore(id: $id) { phone access } }',
    { id },
  );
  return found.data?.getStore;
}

test('two people edit the same store: the later save names who saved first, then reloads theirs or overwrites deliberately', async ({ page, browser }) => {
  await signInAsAdmin(page);
  const stamp = unique();
  const storeId = await createStoreViaApi(page, `E2E 同時編集店${stamp}`, `e2e-conflict-${stamp}`, { enabled: false });
  const second = await signInAsEditor(browser);
  try {
    await page.goto(`/admin/stores/${storeId}`);
    await second.goto(`/admin/stores/${storeId}`);
    const mine = storeForm(page);
    const theirs = storeForm(second);

    // I am typing when they save; my later save is refused and says who and when.
    await mine.getByLabel('アクセス').fill('私の書いた道順');
    await theirs.getByLabel('電話番号').fill('03-1111-1111');
    await theirs.getByRole('button', { name: '保存する' }).click();
    await expect(second.getByText('保存しました。').first()).toBeVisible();
    // What they saved does not replace what I am typing.
    await expect(mine.getByLabel('アクセス')).toHaveValue('私の書いた道順');
    await expect(mine.getByLabel('電話番号')).toHaveValue('');
    await mine.getByRole('button', { name: '保存する' }).click();
    const notice = mine.getByRole('alert').filter({ hasText: 'あなたが開いた後に' });
    await expect(notice).toContainText(`${sharedEditorName} さんが保存しました`);
    await expect(notice).toContainText(/（\d{4}\/\d{2}\/\d{2} \d{2}:\d{2}）/);
    expect(await storeFields(page, storeId)).toEqual({ phone: '03-1111-1111', access: null });

    // 最新の内容を読み込む: their phone number, my text gone.
    // (Had I typed nothing, their save would simply have shown: there would be nothing to lose.)
    await notice.getByRole('button', { name: '最新の内容を読み込む' }).click();
    await expect(notice).toBeHidden();
    await expect(mine.getByLabel('電話番号')).toHaveValue('03-1111-1111');
    await expect(mine.getByLabel('アクセス')).toHaveValue('');

    // Again, and this time 上書きして保存: mine wins, deliberately.
    await mine.getByLabel('アクセス').fill('私の書いた道順');
    await second.goto(`/admin/stores/${storeId}`);
    await theirs.getByLabel('電話番号').fill('03-2222-2222');
    await theirs.getByRole('button', { name: '保存する' }).click();
    await expect(second.getByText('保存しました。').first()).toBeVisible();
    await mine.getByRole('button', { name: '保存する' }).click();
    await mine.getByRole('alert').filter({ hasText: 'あなたが開いた後に' }).getByRole('button', { name: '上書きして保存' }).click();
    await expect(page.getByText('保存しました。').first()).toBeVisible();
    await expect(mine.getByRole('alert').filter({ hasText: 'あなたが開いた後に' })).toHaveCount(0);
    expect(await storeFields(page, storeId)).toEqual({ phone: '03-1111-1111', access: '私の書いた道順' });
  } finally {
    await second.context().close();
    await deleteStoreViaApi(page, storeId);
  }
});

test('leaving a form with unsaved changes by a menu link or the back button asks first; after saving it does not', async ({ page }) => {
  await signInAsAdmin(page);
  const stamp = unique();
  const storeName = `E2E 離脱確認店${stamp}`;
  const storeId = await createStoreViaApi(page, storeName, `e2e-leave-${stamp}`, { enabled: false });
  try {
    await page.goto('/admin/stores');
    await page.getByLabel('検索').fill(stamp);
    await page.getByRole('link', { name: storeName, exact: true }).click();
    const form = storeForm(page);
    const editUrl = new RegExp(`/admin/stores/${storeId}$`);
    await expect(page).toHaveURL(editUrl);
    await form.getByLabel('アクセス').fill('まだ保存していない道順');
    const prompt = page.getByRole('dialog', { name: '保存していない変更があります' });

    // A link of the menu: 編集を続ける stays with the edit, 変更を破棄して移動 leaves.
    const menuLink = page.getByRole('navigation', { name: '管理メニュー' }).getByRole('link', { name: 'エリア' });
    await menuLink.click();
    await expect(prompt).toBeVisible();
    await prompt.getByRole('button', { name: '編集を続ける' }).click();
    await expect(page).toHaveURL(editUrl);
    await expect(form.getByLabel('アクセス')).toHaveValue('まだ保存していない道順');

    // The browser's back button, the same.
    await page.evaluate(() => window.history.back());
    await expect(prompt).toBeVisible();
    await prompt.getByRole('button', { name: '編集を続ける' }).click();
    await expect(page).toHaveURL(editUrl);
    await expect(form.getByLabel('アクセス')).toHaveValue('まだ保存していない道順');
    await page.evaluate(() => window.history.back());
    await prompt.getByRole('button', { name: '変更を破棄して移動' }).click();
    await expect(page).toHaveURL(/\/admin\/stores$/);
    expect((await storeFields(page, storeId))?.access).toBeNull();

    // Saved: leaving asks nothing.
    await page.getByRole('link', { name: storeName, exact: true }).click();
    await form.getByLabel('アクセス').fill('保存する道順');
    await form.getByRole('button', { name: '保存する' }).click();
    await expect(page.getByText('保存しました。').first()).toBeVisible();
    await menuLink.click();
    await expect(page).toHaveURL(/\/admin\/areas$/);
    await expect(prompt).toBeHidden();
  } finally {
    await deleteStoreViaApi(page, storeId);
  }
});

test('unsaved edits are copied aside while typing and offered back after the tab was reloaded', async ({ page }) => {
  await signInAsAdmin(page);
  const stamp = unique();
  const storeId = await createStoreViaApi(page, `E2E 自動保存店${stamp}`, `e2e-autosave-${stamp}`, { enabled: false });
  try {
    await page.clock.install();
    await page.goto(`/admin/stores/${storeId}`);
    const form = storeForm(page);
    await form.getByLabel('アクセス').fill('長い文章の書きかけ');
    // The copy is taken every 5 seconds while the form has unsaved changes.
    await page.clock.runFor(6_000);

    // Reloading asks first (the browser's own prompt), then the copy is offered.
    const asked = new Promise<string>((resolve) => {
      page.once('dialog', (dialog) => {
        resolve(dialog.type());
        void dialog.accept();
      });
    });
    await page.reload();
    expect(await asked).toBe('beforeunload');
    const offer = page.getByRole('status').filter({ hasText: '保存されていない編集内容があります' });
    await expect(offer).toBeVisible();
    await expect(form.getByLabel('アクセス')).toHaveValue('');
    await offer.getByRole('button', { name: '復元する' }).click();
    await expect(form.getByLabel('アクセス')).toHaveValue('長い文章の書きかけ');
    await form.getByRole('button', { name: '保存する' }).click();
    await expect(page.getByText('保存しました。').first()).toBeVisible();
    expect((await storeFields(page, storeId))?.access).toBe('長い文章の書きかけ');

    // Saved: nothing is offered any more.
    await page.goto(`/admin/stores/${storeId}`);
    await expect(form.getByLabel('アクセス')).toHaveValue('長い文章の書きかけ');
    await expect(offer).toHaveCount(0);
  } finally {
    await deleteStoreViaApi(page, storeId);
  }
});
