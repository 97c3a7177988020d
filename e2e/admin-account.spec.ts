import { type Browser, expect, type Locator, type Page } from '@playwright/test';
import { test } from './fixtures';
import { e2eAdmin } from '../playwright.config';
import { expectNoAxeViolations, graphqlRequest, mailTextsTo, signInAsAdmin } from './helpers';


// Several sign-ins (each an argon2 hash) and mail files on a shared machine.
test.describe.configure({ timeout: 120_000 });

/** Each test signs in from its own address, so the login limit per address never mixes tests up. */
test.beforeEach(async ({ context }, testInfo) => {
  await context.setExtraHTTPHeaders({ 'x-forwarded-for': `192.0.2.${(testInfo.workerIndex * 60 + testInfo.retry * 13 + testInfo.title.length * 7) % 250}` });
});

/** The invitation link in the newest invitation mail to `address`. */
async function inviteLink(address: string): Promise<string> {
  let link = '';
  await expect
    .poll(async () => {
      const texts = await mailTextsTo(address);
      link = texts.map((text) => /https?:\/\/\S+\/login\/invite\?token=\S+/.exec(text)?.[0]).filter(Boolean).at(-1) ?? '';
      return link;
    }, { timeout: 15_000 })
    .not.toBe('');
  return new URL(link).pathname + new URL(link).search;
}

/** The 状態 cell of an account's row (email, name, state, …). */
function stateOf(row: Locator): Locator {
  return row.getByRole('cell').nth(2);
}

async function signIn(page: Page, email: string, password: string): Promise<void> {
  await page.goto('/login');
  await page.getByLabel('メールアドレス').fill(email);
  await page.getByLabel('パスワード').fill(password);
  await page.getByRole('button', { name: 'ログイン' }).click();
}

async function newPage(browser: Browser, headers: Record<string, string>): Promise<Page> {
  const context = await browser.newContext({ extraHTTPHeaders: headers });
  return context.newPage();
}

test('invite an admin who sets a password, renames themself, changes the password, and is disabled', async ({ page, browser }, testInfo) => {
  const email = `invitee-${Date.now().toString(36)}-${testInfo.workerIndex}@example.jp`;
  const password = 'invited-password-1';
  const newPassword = 'changed-password-2';
  const displayName = `招待 花子${Date.now().toString(36)}`;

  // The main admin invites.
  await signInAsAdmin(page);
  await page.goto('/admin/users');
  await expect(page.getByRole('heading', { level: 1, name: '管理者' })).toBeVisible();
  const invite = page.getByRole('form', { name: '管理者の招待' });
  await invite.getByRole('button', { name: '招待メールを送信' }).click();
  await expect(invite.getByText('メールアドレスを入力してください。')).toBeVisible();
  await invite.getByLabel(/^メールアドレス/).fill(email);
  await invite.getByRole('button', { name: '招待メールを送信' }).click();
  await expect(invite.getByRole('status')).toContainText(`${email} に招待メールを送信しました。`);
  const row = page.getByRole('row').filter({ hasText: email });
  await expect(stateOf(row)).toHaveText('招待中');
  await expectNoAxeViolations(page);

  // The invitee opens the link, chooses a password, and signs in.
  const invitee = await newPage(browser, { 'x-forwarded-for': `192.0.2.${200 + testInfo.workerIndex}` });
  await invitee.goto(await inviteLink(email));
  await expect(invitee.getByText(email)).toBeVisible();
  await invitee.getByLabel('パスワード', { exact: true }).fill(password);
  await invitee.getByLabel('パスワード（確認用）').fill(password);
  await invitee.getByRole('button', { name: '登録してログイン画面へ' }).click();
  await expect(invitee).toHaveURL(/\/login\?notice=invited/);
  await signIn(invitee, email, password);
  await expect(invitee).toHaveURL(/\/admin$/);
  await page.reload();
  await expect(stateOf(page.getByRole('row').filter({ hasText: email }))).toHaveText('有効');

  // The invitee changes the display name and sees it in the shell at once.
  await invitee.goto('/admin/account');
  await expect(invitee.getByRole('heading', { level: 1, name: 'アカウント' })).toBeVisible();
  await expectNoAxeViolations(invitee);
  const nameForm = invitee.getByRole('form', { name: '表示名の変更' });
  await nameForm.getByLabel('表示名').fill(displayName);
  await nameForm.getByRole('button', { name: '表示名を保存' }).click();
  await expect(invitee.getByTestId('admin-display-name')).toHaveText(displayName);
  await invitee.reload();
  await expect(invitee.getByTestId('admin-display-name')).toHaveText(displayName);

  // A wrong current password is reported next to its field; the right one changes the password and signs out.
  const passwordForm = invitee.getByRole('form', { name: 'パスワードの変更' });
  await passwordForm.getByLabel(/^現在のパスワード/).fill('not-my-password');
  await passwordForm.getByLabel(/^新しいパスワード\s*必須$/).fill(newPassword);
  await passwordForm.getByLabel(/^新しいパスワード（確認）/).fill('something-else-3');
  await passwordForm.getByRole('button', { name: 'パスワードを変更' }).click();
  await expect(passwordForm.getByText('パスワードが一致しません。')).toBeVisible();
  await passwordForm.getByLabel(/^新しいパスワード（確認）/).fill(newPassword);
  await passwordForm.getByRole('button', { name: 'パスワードを変更' }).click();
  await expect(passwordForm.getByText('現在のパスワードが正しくありません。')).toBeVisible();
  await expect(passwordForm.getByLabel(/^現在のパスワード/)).toHaveAttribute('aria-invalid', 'true');
  await passwordForm.getByLabel(/^現在のパスワード/).fill(password);
  await passwordForm.getByRole('button', { name: 'パスワードを変更' }).click();
  await expect(invitee).toHaveURL(/\/login\?notice=password-changed/);
  await expect(invitee.getByText('パスワードを変更しました。新しいパスワードでログインしてください。')).toBeVisible();
  await signIn(invitee, email, password);
  await expect(invitee.getByText('メールアドレスまたはパスワードが正しくありません。')).toBeVisible();
  await signIn(invitee, email, newPassword);
  await expect(invitee).toHaveURL(/\/admin$/);
  await expect(invitee.getByTestId('admin-display-name')).toHaveText(displayName);

  // The main admin disables the invitee: their session ends and signing in is refused.
  await page.reload();
  const inviteeRow = page.getByRole('row').filter({ hasText: email });
  await expect(inviteeRow).toContainText(displayName);
  await inviteeRow.getByRole('button', { name: `${email} を無効にする` }).click();
  const dialog = page.getByRole('dialog', { name: '管理者を無効にしますか？' });
  await dialog.getByRole('button', { name: '無効にする' }).click();
  await expect(stateOf(inviteeRow)).toHaveText('無効');
  await invitee.goto('/admin/account');
  await expect(invitee).toHaveURL(/\/login/);
  await signIn(invitee, email, newPassword);
  await expect(invitee.getByText('メールアドレスまたはパスワードが正しくありません。')).toBeVisible();
  await expect(invitee).toHaveURL(/\/login/);

  // Enabled again, the invitee can sign in.
  await inviteeRow.getByRole('button', { name: `${email} を有効にする` }).click();
  await page.getByRole('dialog', { name: '管理者を有効に戻しますか？' }).getByRole('button', { name: '有効にする' }).click();
  await expect(stateOf(inviteeRow)).toHaveText('有効');
  await signIn(invitee, email, newPassword);
  await expect(invitee).toHaveURL(/\/admin$/);
  await invitee.context().close();
});

test('the account screen: wrong password, e-mail change request, and one cannot disable oneself', async ({ page }) => {
  await signInAsAdmin(page);
  await page.goto('/admin/account');
  await expectNoAxeViolations(page);

  // The main admin's password stays as it is: only the wrong-password path is taken here.
  const passwordForm = page.getByRole('form', { name: 'パスワードの変更' });
  await passwordForm.getByRole('button', { name: 'パスワードを変更' }).click();
  await expect(passwordForm.getByText('現在のパスワードを入力してください。')).toBeVisible();
  await expect(passwordForm.getByText('パスワードを入力してください。', { exact: true }).first()).toBeVisible();
  await passwordForm.getByLabel(/^現在のパスワード/).fill('wrong-password-0');
  await passwordForm.getByLabel(/^新しいパスワード\s*必須$/).fill('never-set-password-9');
  await passwordForm.getByLabel(/^新しいパスワード（確認）/).fill('never-set-password-9');
  await passwordForm.getByRole('button', { name: 'パスワードを変更' }).click();
  await expect(passwordForm.getByText('現在のパスワードが正しくありません。')).toBeVisible();
  await expect(page).toHaveURL(/\/admin\/account$/);

  // An e-mail change only sends a confirmation link; the address stays until it is opened.
  const newEmail = `moved-${Date.now().toString(36)}@example.jp`;
  const emailForm = page.getByRole('form', { name: 'メールアドレスの変更' });
  await emailForm.getByLabel(/^新しいメールアドレス/).fill('not-an-address');
  await emailForm.getByRole('button', { name: '確認メールを送信' }).click();
  await expect(emailForm.getByText('メールアドレスの形式が正しくありません。')).toBeVisible();
  await emailForm.getByLabel(/^新しいメールアドレス/).fill(newEmail);
  await emailForm.getByLabel(/^現在のパスワード/).fill('wrong-password-0');
  await emailForm.getByRole('button', { name: '確認メールを送信' }).click();
  await expect(emailForm.getByText('現在のパスワードが正しくありません。')).toBeVisible();
  await emailForm.getByLabel(/^現在のパスワード/).fill(e2eAdmin.password);
  await emailForm.getByRole('button', { name: '確認メールを送信' }).click();
  await expect(emailForm.getByRole('status')).toContainText(`確認メールを送信しました。${newEmail}`);
  await expect.poll(async () => (await mailTextsTo(newEmail)).some((text) => text.includes('/login/confirm-email?token=')), { timeout: 15_000 }).toBe(true);
  await expect(page.getByTestId('admin-display-name')).toBeVisible();
  await expect(page.getByText(e2eAdmin.email).first()).toBeVisible();

  // The own row has no disable button, and the API refuses it anyway.
  await page.goto('/admin/users');
  const own = page.getByRole('row').filter({ hasText: e2eAdmin.email });
  await expect(own).toContainText('（あなた）');
  await expect(own.getByRole('button')).toHaveCount(0);
  const me = await graphqlRequest<{ listAdminUsers: { id: string; email: string }[] }>(page.request, '{ listAdminUsers { id email } }');
  const id = me.data?.listAdminUsers.find((account) => account.email === e2eAdmin.email)?.id;
  expect(id).toBeTruthy();
  const refused = await graphqlRequest(page.request, 'mutation($id: ID!) { setAdminDisabled(id: $id, disabled: true) { id disabled } }', { id });
  expect(refused.errors?.[0]?.message).toBe('自分のアカウントは無効にできません。別のオーナーに依頼してください。');
  await expectNoAxeViolations(page);
});

test('the help screen has a table of contents whose links reach each section', async ({ page }) => {
  await signInAsAdmin(page);
  await page.goto('/admin/help');
  await expect(page.getByRole('heading', { level: 1, name: '使い方' })).toBeVisible();
  const toc = page.getByRole('navigation', { name: '目次' });
  const links = toc.getByRole('link');
  await expect(links).toHaveCount(15);
  for (const title of ['店舗を追加する', '下書き・予約公開・プレビュー（記事とキャンペーン）', '編集の取り消し・ゴミ箱・同時編集・一括操作', 'お問い合わせへの対応とメールの再送', '体験予約のカレンダー（来店・キャンセル・日時の変更・ブロック）', '公開サイトへの反映']) {
    await toc.getByRole('link', { name: new RegExp(title.replace(/[()（）]/g, '\\$&')) }).click();
    await expect(page.getByRole('heading', { level: 2, name: new RegExp(title.replace(/[()（）]/g, '\\$&')) })).toBeInViewport();
  }
  await expectNoAxeViolations(page);
});
