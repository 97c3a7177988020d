import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { expect } from '@playwright/test';
import { test } from './fixtures';
import { expectNoAxeViolations, graphqlRequest, signInAsAdmin } from './helpers';

const MAIL_DIR = path.resolve(process.env.E2E_DATA_DIR ?? 'data/e2e', 'mail');

/** The link in a mail addressed to `to` (the .eml files written when no SMTP server is configured), or null. */
async function linkMailedTo(to: string): Promise<string | null> {
  const names = await readdir(MAIL_DIR).catch(() => [] as string[]);
  for (const name of names.filter((entry) => entry.endsWith('.eml'))) {
    const raw = await readFile(path.join(MAIL_DIR, name), 'utf8');
    const split = raw.indexOf('\r\n\r\n');
    if (!raw.slice(0, split).toLowerCase().includes(`to: ${to}`)) continue;
    const text = Buffer.from(raw.slice(split + 4).replace(/\s+/g, ''), 'base64').toString('utf8');
    const link = /https?:\/\/\S+\?token=[\w-]+/.exec(text)?.[0];
    if (link) return link;
  }
  return null;
}

test.describe('admin accounts in the browser', () => {
  test('an invited admin opens the mailed link, sets a password and signs in', async ({ page, browser }) => {
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

  test('a used or made-up e-mail change link says so on the login page', async ({ page }) => {
    await page.goto('/api/account/confirm-email?token=made-up');
    await expect(page).toHaveURL(/\/login\?error=link-invalid$/);
    await expect(page.getByRole('main').getByRole('alert')).toHaveText('このリンクは無効か、有効期限が切れています。お手数ですが、もう一度手続きをやり直してください。');
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
