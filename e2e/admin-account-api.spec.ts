import { expect } from '@playwright/test';
import { test } from './fixtures';
import { expectNoAxeViolations, graphqlRequest, linkMailedTo, signInAsAdmin } from './helpers';

test.describe('admin accounts in the browser', () => {
  test('an invited admin opens the mailed link, sets a password and signs in', async ({ page, browser }) => {
    // Two browsers and four axe scans: about 30 s on this machine under CI's two workers.
    test.setTimeout(60_000);
    await signInAsAdmin(page);
    const email = `invited-${Date.now()}@example.jp`;
    const invited = await graphqlRequest<{ inviteAdmin: { invitePending: boolean } }>(
      page.request,
      'mutation($email: String!) { inviteAdmin(email: $email, name: "新人スタッフ") { invitePending } }',
      { email },
    );
    expect(invited).toEqual({ data: { inviteAdmin: { invitePending: true } } });
    await expect.poll(() => linkMailedTo(email)).not.toBeNull();
    const link = new URL((await linkMailedTo(email)) ?? '');

    const guest = await browser.newContext();
    const invitee = await guest.newPage();
    await invitee.goto(`${link.pathname}${link.search}`);
    await expect(invitee.getByRole('heading', { name: '管理者アカウントの登録' })).toBeVisible();
    await expect(invitee.getByLabel('表示名')).toHaveValue('新人スタッフ');
    await expectNoAxeViolations(invitee);

    await invitee.getByLabel('パスワード', { exact: true }).fill('short');
    await invitee.getByLabel('パスワード（確認用）').fill('other');
    await invitee.getByRole('button', { name: '登録してログイン画面へ' }).click();
    await expect(invitee.getByText('パスワードは8文字以上で入力してください。')).toBeVisible();

    await invitee.getByLabel('パスワード', { exact: true }).fill('invited-password-1');
    await invitee.getByLabel('パスワード（確認用）').fill('invited-password-1');
    await invitee.getByRole('button', { name: '登録してログイン画面へ' }).click();
    await expect(invitee).toHaveURL(/\/login\?notice=invited$/);
    await expect(invitee.getByRole('main').getByRole('status')).toHaveText('アカウントの登録が完了しました。設定したパスワードでログインしてください。');
    await expectNoAxeViolations(invitee);

    await invitee.getByLabel('メールアドレス').fill(email);
    await invitee.getByRole('textbox', { name: 'パスワード', exact: true }).fill('invited-password-1');
    await invitee.getByRole('button', { name: 'ログイン' }).click();
    await expect(invitee).toHaveURL(/\/admin$/);

    // The link works once.
    await invitee.goto(`${link.pathname}${link.search}`);
    await expect(invitee.getByRole('main').getByRole('alert')).toContainText('この招待リンクは無効か、有効期限が切れています。');
    await guest.close();
  });

  test('a used or made-up e-mail change link says so on the page it opens, with no button to press', async ({ page }) => {
    await page.goto('/api/account/confirm-email?token=made-up');
    await expect(page).toHaveURL(/\/login\/confirm-email\?token=made-up$/);
    await expect(page.getByRole('main').getByRole('alert')).toHaveText('このリンクは無効か、有効期限が切れています。お手数ですが、もう一度手続きをやり直してください。');
    await expect(page.getByRole('button', { name: 'メールアドレスを変更する' })).toHaveCount(0);
  });

  test('the enquiry export downloads for an admin and is refused otherwise', async ({ page, playwright, baseURL }) => {
    const anonymous = await playwright.request.newContext({ baseURL });
    expect((await anonymous.get('/api/admin/enquiries.csv')).status()).toBe(401);
    await anonymous.dispose();

    await signInAsAdmin(page);
    const response = await page.request.get('/api/admin/enquiries.csv?status=new');
    expect(response.status()).toBe(200);
    expect(response.headers()['content-type']).toBe('text/csv; charset=utf-8');
    expect(response.headers()['content-disposition']).toMatch(/^attachment; filename="enquiries-\d{8}\.csv"/);
    const body = await response.body();
    expect([...body.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    expect(body.subarray(3).toString('utf8')).toMatch(/^受付日時,種別,対応状況,お名前/);
  });
});
