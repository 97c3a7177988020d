import path from 'node:path';
import { expect, type Page } from '@playwright/test';
import Database from 'better-sqlite3';
import { test } from './fixtures';
import { createStoreViaApi, deleteStoreViaApi, expectNoAxeViolations, graphqlRequest, signInAsAdmin, signInAsNewAdmin, unique } from './helpers';

const DATA_DIR = path.resolve(process.env.E2E_DATA_DIR ?? 'data/e2e');

test.describe.configure({ timeout: 120_000 });

async function createTrainer(page: Page, storeId: string, name: string): Promise<void> {
  const created = await graphqlRequest(page.request, 'mutation($input: CreateTrainerInput!) { createTrainer(input: $input) { id } }', { input: { storeId, name } });
  expect(created.errors).toBeUndefined();
}

/** An enquiry as the public form stores it, sent to `store` (the inbox reads what is stored). */
function insertEnquiry(name: string, store: { id: string; name: string }): void {
  const db = new Database(path.join(DATA_DIR, 'oz.sqlite'));
  try {
    const now = new Date().toISOString();
    db.prepare(
      `insert into enquiry (id, kind, name, furigana, phone, email, contact, destination, storeId, deliveryState, status, createdAt, updatedAt)
       values (?, 'contact', ?, 'テスト', '090-1111-2222', 'visitor@example.jp', '体験トレーニング', ?, ?, 'sent', 'new', ?, ?)`,
    ).run(crypto.randomUUID(), name, store.name, store.id, now, now);
  } finally {
    db.close();
  }
}

test('a store staff account sees and edits only its own store’s content and enquiries', async ({ page, browser }) => {
  const stamp = unique();
  await signInAsAdmin(page);
  const mine = { name: `担当店${stamp}`, id: '' };
  const other = { name: `他店${stamp}`, id: '' };
  mine.id = await createStoreViaApi(page, mine.name, `mine-${stamp}`);
  other.id = await createStoreViaApi(page, other.name, `other-${stamp}`);
  try {
    await createTrainer(page, mine.id, `自店トレーナー${stamp}`);
    await createTrainer(page, other.id, `他店トレーナー${stamp}`);
    insertEnquiry(`自店の客${stamp}`, mine);
    insertEnquiry(`他店の客${stamp}`, other);

    const staff = await signInAsNewAdmin(page, browser, `店舗 三郎${stamp}`, { role: 'staff', storeIds: [mine.id] });
    const nav = staff.getByRole('navigation', { name: '管理メニュー' });
    for (const label of ['店舗', 'トレーナー', 'お客様の声', 'よくある質問', 'キャンペーン', 'お問い合わせ']) {
      await expect(nav.getByRole('link', { name: label, exact: true })).toBeVisible();
    }
    for (const label of ['記事', 'エリア', 'カテゴリー', 'ゴミ箱', '管理者', '監査ログ']) {
      await expect(nav.getByRole('link', { name: label, exact: true })).toHaveCount(0);
    }

    // Its trainers: its store's only; it renames one.
    await staff.goto('/admin/trainers');
    await expect(staff.getByRole('link', { name: `自店トレーナー${stamp}` })).toBeVisible();
    await expect(staff.getByText(`他店トレーナー${stamp}`)).toHaveCount(0);
    await staff.getByRole('link', { name: `自店トレーナー${stamp}` }).click();
    await staff.getByRole('textbox', { name: /^名前/ }).fill(`自店トレーナー改${stamp}`);
    await staff.getByRole('button', { name: '保存する' }).click();
    await expect(staff.getByRole('status').filter({ hasText: '保存しました' }).first()).toBeVisible();

    // Its store: read-only.
    await staff.goto(`/admin/stores/${mine.id}`);
    const details = staff.getByRole('group', { name: '店舗情報（閲覧のみ）' });
    await expect(details.getByRole('textbox', { name: /^店舗名/ })).toBeDisabled();
    await expect(details.getByRole('button', { name: '保存する' })).toBeDisabled();
    await staff.goto('/admin/stores');
    await expect(staff.getByRole('link', { name: '＋ 店舗を追加' })).toHaveCount(0);
    await expect(staff.getByText(other.name)).toHaveCount(0);

    // Its enquiries only.
    await staff.goto('/admin/enquiries');
    await expect(staff.getByRole('row').filter({ hasText: `自店の客${stamp}` })).toBeVisible();
    await expect(staff.getByRole('row').filter({ hasText: `他店の客${stamp}` })).toHaveCount(0);

    // A screen of another role, opened by its address, says so; the API refuses the rest.
    await staff.goto('/admin/users');
    await expect(staff.getByRole('heading', { name: 'この画面を開く権限がありません' })).toBeVisible();
    const refused = await graphqlRequest(staff.request, 'mutation($input: UpdateStoreInput!) { updateStore(input: $input) { id } }', { input: { id: other.id, name: '乗っ取り' } });
    expect(refused.errors?.[0]).toMatchObject({ message: 'Not Authorized to access updateStore on type Mutation', errorType: 'Unauthorized' });
    await expectNoAxeViolations(staff);
    await staff.context().close();
  } finally {
    await deleteStoreViaApi(page, mine.id);
    await deleteStoreViaApi(page, other.id);
  }
});

test('an owner changes a role, and the audit log shows an edit made in another browser', async ({ page, browser }) => {
  const stamp = unique();
  await signInAsAdmin(page);
  const storeId = await createStoreViaApi(page, `監査店${stamp}`, `audit-${stamp}`);
  try {
    const editor = await signInAsNewAdmin(page, browser, `編集 四郎${stamp}`);
    await editor.goto(`/admin/stores/${storeId}`);
    await editor.getByRole('textbox', { name: /^店舗名/ }).fill(`監査店改${stamp}`);
    await editor.getByRole('button', { name: '保存する' }).click();
    await expect(editor.getByRole('status').filter({ hasText: '保存しました' }).first()).toBeVisible();

    await page.goto('/admin/audit');
    await expect(page.getByRole('heading', { name: '監査ログ', level: 1 })).toBeVisible();
    await page.getByLabel('実行者').selectOption({ label: `編集 四郎${stamp}（${(await editorEmail(page, `編集 四郎${stamp}`)) ?? ''}）` });
    const row = page.getByRole('row').filter({ hasText: `監査店改${stamp}` }).filter({ hasText: '更新' });
    await expect(row).toContainText('店舗');
    await row.getByText(/^\d+項目$/).click();
    await expect(row.getByText(`変更前：監査店${stamp}`)).toBeVisible();
    await expect(row.getByText(`変更後：監査店改${stamp}`)).toBeVisible();
    await expectNoAxeViolations(page);

    // The owner makes the editor store staff from the users screen.
    await page.goto('/admin/users');
    const email = (await editorEmail(page, `編集 四郎${stamp}`)) ?? '';
    await page.getByRole('button', { name: `${email} の権限を変更` }).click();
    const form = page.getByRole('form', { name: `${email} の権限` });
    await form.getByRole('radio', { name: /店舗スタッフ/ }).check();
    await form.getByRole('checkbox', { name: `監査店改${stamp}` }).check();
    await expectNoAxeViolations(page);
    await form.getByRole('button', { name: '権限を保存' }).click();
    await expect(page.getByRole('row').filter({ hasText: email })).toContainText('店舗スタッフ');
    await editor.reload();
    await expect(editor.getByRole('navigation', { name: '管理メニュー' }).getByRole('link', { name: '記事', exact: true })).toHaveCount(0);
    await editor.context().close();
  } finally {
    await deleteStoreViaApi(page, storeId);
  }
});

/** The e-mail address of the account with this display name, from the owner's API. */
async function editorEmail(page: Page, name: string): Promise<string | undefined> {
  const listed = await graphqlRequest<{ listAdminUsers: { email: string; name: string | null }[] }>(page.request, '{ listAdminUsers { email name } }');
  return listed.data?.listAdminUsers.find((user) => user.name === name)?.email;
}
