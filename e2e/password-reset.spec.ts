import { expect, type Page } from '@playwright/test';
import { test } from './fixtures';
import { expectNoAxeViolations, linkMailedTo, mailTextsTo, signInAsAdmin, signInAsNewAdmin, unique } from './helpers';

test.describe.configure({ timeout: 120_000 });

/** Each test asks from its own client address, so the per-client limit of reset requests never mixes tests up. */
test.beforeEach(async ({ context }, testInfo) => {
  await context.setExtraHTTPHeaders({ 'x-forwarded-for': `203.0.113.${(testInfo.workerIndex * 40 + testInfo.retry * 7 + testInfo.title.length) % 250}` });
});

async function newLink(to: string, path: string, previous: string | null = null): Promise<URL> {
  await expect.poll(async () => {
    const link = await linkMailedTo(to, path);
    return link !== null && link !== previous;
  }, { timeout: 15_000 }).toBe(true);
  return new URL((await linkMailedTo(to, path)) ?? '');
}

async function emailOf(page: Page): Promise<string> {
  return (await page.getByText(/^second-.*@example\.jp$/).first().textContent()) ?? '';
}

test('a forgotten password is reset through the mailed link, which works once and ends the old sessions', async ({ page, browser }) => {
  await signInAsAdmin(page);
  const staff = await signInAsNewAdmin(page, browser, `忘れ 五郎${unique()}`);
  const email = await emailOf(staff);
  expect(email).toContain('@example.jp');

  const visitor = await (await browser.newContext()).newPage();
  await visitor.goto('/login');
  await visitor.getByRole('link', { name: 'パスワードをお忘れの方' }).click();
  await expect(visitor).toHaveURL(/\/login\/reset$/);
  await expectNoAxeViolations(visitor);
  await visitor.getByLabel('メールアドレス').fill(email);
  await visitor.getByRole('button', { name: '再設定用のリンクを送る' }).click();
  const sent = visitor.getByRole('status').filter({ hasText: '入力されたメールアドレスが登録されている場合は' });
  await expect(sent).toBeVisible();

  // An address without an account gets the very same answer.
  await visitor.getByLabel('メールアドレス').fill(`nobody-${unique()}@example.jp`);
  await visitor.getByRole('button', { name: '再設定用のリンクを送る' }).click();
  await expect(sent).toBeVisible();

  const link = await newLink(email, '/login/reset');
  await visitor.goto(`${link.pathname}${link.search}`);
  await expect(visitor.getByText(email)).toBeVisible();
  await expectNoAxeViolations(visitor);
  const newPassword = `reset-password-${unique()}`;
  await visitor.getByLabel('新しいパスワード', { exact: true }).fill(newPassword);
  await visitor.getByLabel('新しいパスワード（確認用）').fill(newPassword);
  await visitor.getByRole('button', { name: 'パスワードを再設定する' }).click();
  await expect(visitor).toHaveURL(/\/login\?notice=password-reset$/);
  await expect(visitor.getByRole('status')).toHaveText('パスワードを再設定しました。新しいパスワードでログインしてください。');

  // The session the account had before is over.
  await staff.goto('/admin');
  await expect(staff).toHaveURL(/\/login/);

  await visitor.getByLabel('メールアドレス').fill(email);
  await visitor.getByRole('textbox', { name: 'パスワード', exact: true }).fill(newPassword);
  await visitor.getByRole('button', { name: 'ログイン' }).click();
  await expect(visitor).toHaveURL(/\/admin$/);

  // The link does not work twice.
  await visitor.goto(`${link.pathname}${link.search}`);
  await expect(visitor.getByRole('alert').filter({ hasText: 'このリンクは無効か、有効期限（1時間）が切れています。' })).toBeVisible();
  await visitor.context().close();
  await staff.context().close();
});

test('an e-mail change is made by the button of the page the link opens, not by opening it, and the old address is told', async ({ page, browser }) => {
  await signInAsAdmin(page);
  const staff = await signInAsNewAdmin(page, browser, `移転 六郎${unique()}`);
  const email = await emailOf(staff);
  const newEmail = `moved-${unique()}@example.jp`;
  await staff.goto('/admin/account');
  const form = staff.getByRole('form', { name: 'メールアドレスの変更' });
  await form.getByLabel(/^新しいメールアドレス/).fill(newEmail);
  await form.getByLabel(/^現在のパスワード/).fill('second-admin-password-1');
  await form.getByRole('button', { name: '確認メールを送信' }).click();
  await expect(form.getByRole('status')).toContainText(newEmail);

  const link = await newLink(newEmail, '/login/confirm-email');
  // A mail scanner following the link (and the address older mails used) changes nothing.
  const scanner = await staff.context().request.get(`${link.pathname}${link.search}`);
  expect(scanner.ok()).toBe(true);
  const legacy = await staff.context().request.get(`/api/account/confirm-email${link.search}`, { maxRedirects: 0 });
  expect(legacy.status()).toBe(303);
  await staff.reload();
  await expect(staff.getByText(email, { exact: true }).first()).toBeVisible();

  const person = await (await browser.newContext()).newPage();
  await person.goto(`${link.pathname}${link.search}`);
  await expect(person.getByText(newEmail)).toBeVisible();
  await expectNoAxeViolations(person);
  await person.getByRole('button', { name: 'メールアドレスを変更する' }).click();
  await expect(person).toHaveURL(/\/login\?notice=email-changed$/);

  // The old address was told, without a link.
  const notices = (await mailTextsTo(email)).filter((text) => text.includes(`${newEmail} に変更する手続きがありました`));
  expect(notices).toHaveLength(1);
  expect(notices[0]).not.toContain('token=');
  await staff.goto('/admin');
  await expect(staff).toHaveURL(/\/login/);
  await person.context().close();
  await staff.context().close();
});
