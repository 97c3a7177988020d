import { mkdir } from 'node:fs/promises';
import { expect, type Page, type TestInfo } from '@playwright/test';
import { test } from './fixtures';
import { articlePath } from '@/lib/core/routes';
import { e2eAdmin } from '../playwright.config';
import { categoryIdBySlug, createNewsViaApi, deleteNewsViaApi, deleteStoreViaApi, expectNoAxeViolations, graphqlRequest, mailTextsTo, signInAsAdmin, signInAsNewAdmin, unique } from './helpers';

/*
 * Review before publishing (承認): an editor's change to what is public waits as a request while
 * the public page stays as it is; an owner approves it on 承認待ち and it is public, or sends it
 * back with a reason the editor then sees; each step is in the audit log. The editors here are
 * accounts of their own: store staff and editors need approval by default (lib/core/review).
 */

test.describe.configure({ timeout: 180_000 });

const CATEGORY_SLUG = 'information';

/** Where the screenshots go: REVIEW_SHOTS_DIR when set (to look at them), else the test's output folder. */
async function shot(page: Page, testInfo: TestInfo, name: string): Promise<void> {
  const dir = process.env.REVIEW_SHOTS_DIR ?? testInfo.outputPath();
  await mkdir(dir, { recursive: true });
  await page.screenshot({ path: `${dir}/${name}.png`, fullPage: true });
}

async function emailOf(page: Page, name: string): Promise<string> {
  const listed = await graphqlRequest<{ listAdminUsers: { email: string; name: string | null }[] }>(page.request, '{ listAdminUsers { email name } }');
  return listed.data?.listAdminUsers.find((user) => user.name === name)?.email ?? '';
}

async function expectPublic(site: Page, path: string, title: string, heading?: string): Promise<void> {
  await expect(async () => {
    await site.goto(path);
    await expect(site.getByRole('heading', { name: title, level: 1 })).toBeVisible({ timeout: 1_000 });
    if (heading) await expect(site.getByRole('heading', { name: heading, level: 2 })).toBeVisible({ timeout: 1_000 });
  }).toPass({ timeout: 30_000 });
}

test("an editor's change to a public article waits for approval and is not public; an owner approves it and it is public", async ({ page, browser, context }, testInfo) => {
  await signInAsAdmin(page);
  const stamp = unique();
  const before = `E2E 承認前の記事 ${stamp}`;
  const after = `E2E 承認後の記事 ${stamp}`;
  const heading = `E2E 承認で増える見出し ${stamp}`;
  const route = `e2e-review-${stamp}`;
  // An old date keeps the article off the top page and the first page of the news list other tests read.
  const id = await createNewsViaApi(page, { title: before, route, createdDate: '2019-04-01', categoryId: await categoryIdBySlug(page, CATEGORY_SLUG), status: 'PUBLISHED' });
  const path = articlePath('news', CATEGORY_SLUG, route);
  const site = await context.newPage();
  const editorName = `承認 一郎${stamp}`;
  const editor = await signInAsNewAdmin(page, browser, editorName);
  try {
    // The editor changes the title and adds a heading: the save is a request.
    await editor.goto(`/admin/news/${id}`);
    const form = editor.getByRole('form', { name: '記事の情報' });
    await expect(form.getByText('この記事は公開中（または公開予約中）です。')).toBeVisible();
    await form.getByLabel('タイトル').fill(after);
    await editor.getByRole('group', { name: 'ブロックを追加' }).getByRole('button', { name: '＋ 大見出し（h2）' }).click();
    const blockForm = editor.getByRole('form', { name: '大見出し（h2）を追加' });
    await blockForm.getByLabel('見出しの文章').fill(heading);
    await blockForm.getByRole('button', { name: 'ブロックを追加' }).click();
    await expect(editor.getByText('（依頼していない変更があります）')).toBeVisible();
    await expect(form.getByRole('button', { name: '保存する' })).toHaveCount(0);
    await form.getByRole('button', { name: '承認を依頼する' }).click();
    await expect(editor.getByText('承認を依頼しました。承認されると公開サイトに反映されます。').first()).toBeVisible();
    const status = editor.getByRole('region', { name: '承認の状況' });
    await expect(status).toContainText('承認待ち');
    await expect(form.getByRole('button', { name: '依頼内容を更新する' })).toBeVisible();
    await expectNoAxeViolations(editor);
    for (const width of [375, 1440]) {
      await editor.setViewportSize({ width, height: 900 });
      await shot(editor, testInfo, `editor-pending-${width}`);
    }

    // Not public: the public page is as it was.
    await site.goto(path);
    await expect(site.getByRole('heading', { name: before, level: 1 })).toBeVisible();
    await expect(site.getByRole('heading', { name: heading })).toHaveCount(0);

    // The owner sees it waiting, with the difference field by field, and approves it.
    await page.goto('/admin');
    await expect(page.getByRole('navigation', { name: '管理メニュー' }).getByRole('link', { name: /^あなたの承認を待っている依頼：\d+件$/ })).toBeVisible();
    await page.goto('/admin/approvals');
    await expect(page.getByRole('heading', { level: 1, name: '承認待ち' })).toBeVisible();
    await page.getByRole('link', { name: `記事「${after}」` }).click();
    await expect(page.getByRole('heading', { level: 1, name: `承認の依頼：記事「${after}」` })).toBeVisible();
    const diff = page.getByRole('region', { name: '現在の内容との違い' });
    const titleRow = diff.getByRole('row', { name: /タイトル/ });
    await expect(titleRow.getByRole('cell').nth(0)).toHaveText(before);
    await expect(titleRow.getByRole('cell').nth(1)).toHaveText(after);
    await expect(diff.getByText(`大見出し（h2）「${heading}」`)).toBeVisible();
    await expect(diff).toContainText('追加されます');
    await expectNoAxeViolations(page);
    for (const width of [375, 1440]) {
      await page.setViewportSize({ width, height: 900 });
      await shot(page, testInfo, `approval-detail-${width}`);
    }
    await page.getByRole('button', { name: '承認する' }).click();
    const dialog = page.getByRole('dialog', { name: '承認しますか？' });
    await expect(dialog).toContainText('すぐに公開サイトに反映されます。');
    await dialog.getByRole('button', { name: '承認する' }).click();
    await expect(page.getByRole('region', { name: '依頼の概要' })).toContainText('承認済み');

    // Public now, title and heading.
    await expectPublic(site, path, after, heading);

    // The editor is told: a notice in the shell and a mail.
    await editor.reload();
    await expect(editor.getByRole('region', { name: '承認の状況' })).toHaveCount(0);
    await editor.getByRole('button', { name: /^お知らせ\s*（未読 1件）$/ }).click();
    await expect(editor.getByRole('link', { name: `記事「${after}」の変更が承認されました` })).toBeVisible();
    const email = await emailOf(page, editorName);
    await expect.poll(async () => (await mailTextsTo(email)).some((text) => text.includes(`次の変更を承認しました。公開サイトに反映しました。`) && text.includes(after)), { timeout: 60_000 }).toBe(true);
  } finally {
    await editor.context().close();
    await site.close();
    await deleteNewsViaApi(page, id);
  }
});

test('sent back with a reason, the author sees it in the editor, a notice and a mail, and withdraws it; the audit log has each step', async ({ page, browser }, testInfo) => {
  await signInAsAdmin(page);
  const stamp = unique();
  // A store no visitor sees, and a campaign long ended: nothing of this reaches the pages other tests read.
  const store = await graphqlRequest<{ createStore: { id: string } }>(page.request, 'mutation ($input: CreateStoreInput!) { createStore(input: $input) { id } }', {
    input: { name: `E2E 承認店${stamp}`, area: 'Tokyo', link: `e2e-review-${stamp}`, enabled: false },
  });
  const storeId = store.data?.createStore.id ?? '';
  const created = await graphqlRequest<{ createCampaign: { id: string } }>(page.request, 'mutation ($input: CreateCampaignInput!) { createCampaign(input: $input) { id } }', {
    input: { storeId, date: '2020-01-01', campaignOverDate: '2020-01-31', value: 12000, status: 'PUBLISHED' },
  });
  const campaignId = created.data?.createCampaign.id ?? '';
  const title = `E2E 承認店${stamp}（2020-01-01開始）`;
  const editorName = `差戻 二郎${stamp}`;
  const editor = await signInAsNewAdmin(page, browser, editorName);
  const reason = `価格が違います。税込み 9,800 円にしてください（${stamp}）。`;
  try {
    await editor.goto(`/admin/campaigns/${campaignId}`);
    const form = editor.getByRole('form', { name: 'キャンペーンの編集' });
    await form.getByLabel('キャンペーン価格（円）').fill('5000');
    await form.getByRole('button', { name: '承認を依頼する' }).click();
    await expect(editor.getByRole('region', { name: '承認の状況' })).toContainText('承認待ち');

    // Sending back needs a reason.
    await page.goto('/admin/approvals?state=pending');
    await page.getByRole('link', { name: `キャンペーン「${title}」` }).click();
    const decision = page.getByRole('form', { name: '差し戻し' });
    await decision.getByRole('button', { name: '差し戻す' }).click();
    await expect(decision.getByText('差し戻す理由を入力してください。')).toBeVisible();
    await expect(decision.getByLabel('差し戻す理由')).toHaveAttribute('aria-invalid', 'true');
    await decision.getByLabel('差し戻す理由').fill(reason);
    await decision.getByRole('button', { name: '差し戻す' }).click();
    await expect(page.getByRole('region', { name: '依頼の概要' })).toContainText(reason);
    const stored = await graphqlRequest<{ getCampaign: { value: number } }>(page.request, 'query ($id: ID!) { getCampaign(id: $id) { value } }', { id: campaignId });
    expect(stored.data?.getCampaign.value).toBe(12000);

    // The author sees the reason in the editor, with the values it asked for, in a notice and in a mail.
    await editor.reload();
    const status = editor.getByRole('region', { name: '承認の状況' });
    await expect(status).toContainText('差し戻されました');
    await expect(status).toContainText(reason);
    await expect(form.getByLabel('キャンペーン価格（円）')).toHaveValue('5000');
    await expectNoAxeViolations(editor);
    for (const width of [375, 1440]) {
      await editor.setViewportSize({ width, height: 900 });
      await shot(editor, testInfo, `editor-returned-${width}`);
    }
    await editor.getByRole('button', { name: /^お知らせ/ }).click();
    await expect(editor.getByText(reason)).toHaveCount(2);
    const email = await emailOf(page, editorName);
    await expect.poll(async () => (await mailTextsTo(email)).some((text) => text.includes('差し戻しの理由：') && text.includes(reason)), { timeout: 60_000 }).toBe(true);

    // The author withdraws it.
    await status.getByRole('button', { name: '依頼を取り下げる' }).click();
    await editor.getByRole('dialog', { name: '承認の依頼を取り下げますか？' }).getByRole('button', { name: '取り下げる' }).click();
    await expect(editor.getByText('承認の依頼を取り下げました。').first()).toBeVisible();
    await expect(editor.getByRole('region', { name: '承認の状況' })).toHaveCount(0);

    // The audit log has the request, the return and the withdrawal, each by whom it was.
    await page.goto('/admin/audit');
    for (const [action, who] of [
      ['承認の依頼', editorName],
      ['差し戻し', e2eAdmin.email],
      ['承認依頼の取り下げ', editorName],
    ] as const) {
      await expect(page.getByRole('row').filter({ hasText: title }).filter({ hasText: action }).filter({ hasText: who }).first()).toBeVisible();
    }
  } finally {
    await editor.context().close();
    await deleteStoreViaApi(page, storeId);
  }
});

test('owners choose which roles need approval on 管理者, audited; the new screens pass axe at 375 and 1440 px', async ({ page }, testInfo) => {
  await signInAsAdmin(page);
  await page.goto('/admin/users');
  const section = page.getByRole('region', { name: '公開前の承認' });
  const staff = section.getByRole('checkbox', { name: /店舗スタッフ/ });
  await expect(staff).toBeChecked();
  await expect(section.getByRole('checkbox', { name: /編集者/ })).toBeChecked();
  await expect(section.getByRole('checkbox', { name: /オーナー/ })).toBeDisabled();
  // Store staff's own campaigns are the only thing this changes, and no other test publishes one.
  // Each click saves at once (the box shows the stored setting).
  await staff.click();
  await expect(page.getByText('店舗スタッフの変更は、承認なしで公開されるようになりました。').first()).toBeVisible();
  await expect(staff).not.toBeChecked();
  await staff.click();
  await expect(page.getByText('店舗スタッフの変更は、公開前に承認が必要になりました。').first()).toBeVisible();
  await expect(staff).toBeChecked();
  await expectNoAxeViolations(page);

  await page.goto('/admin/audit');
  await expect(page.getByRole('row').filter({ hasText: '公開前の承認' }).filter({ hasText: '設定の変更' }).first()).toBeVisible();

  for (const width of [375, 1440]) {
    await page.setViewportSize({ width, height: 900 });
    await page.goto('/admin/approvals?state=approved');
    await expect(page.getByRole('heading', { level: 1, name: '承認待ち' })).toBeVisible();
    await expect(page.getByText('データを読み込んでいます…')).toHaveCount(0, { timeout: 15_000 });
    await expectNoAxeViolations(page);
    await shot(page, testInfo, `approvals-${width}`);
    await page.goto('/admin/users');
    await page.getByRole('region', { name: '公開前の承認' }).scrollIntoViewIfNeeded();
    await shot(page, testInfo, `settings-${width}`);
  }
});
