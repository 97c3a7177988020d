import { expect, type Page } from '@playwright/test';
import { Secret, TOTP } from 'otpauth';
import { test } from './fixtures';
import { expectNoAxeViolations, signInAsAdmin, signInAsNewAdmin, unique } from './helpers';

test.describe.configure({ timeout: 120_000 });

/** What an authenticator app shows for the key at `at` (ms). */
const appCode = (secret: string, at: number) => new TOTP({ secret: Secret.fromBase32(secret), digits: 6, period: 30 }).generate({ timestamp: at });

async function signInWithCode(page: Page, email: string, password: string, code: string): Promise<void> {
  await page.goto('/login');
  await page.getByLabel('メールアドレス').fill(email);
  await page.getByRole('textbox', { name: 'パスワード', exact: true }).fill(password);
  await page.getByRole('button', { name: 'ログイン' }).click();
  const codeField = page.getByRole('textbox', { name: '確認コード' });
  await expect(codeField).toBeFocused();
  await codeField.fill(code);
  await page.getByRole('button', { name: 'ログイン' }).click();
}

test('an account turns on two-factor sign-in with an authenticator app, then signs in with a code and with a recovery code', async ({ page, browser }) => {
  await signInAsAdmin(page);
  const staff = await signInAsNewAdmin(page, browser, `二段 七郎${unique()}`);
  const email = (await staff.getByText(/^second-.*@example\.jp$/).first().textContent()) ?? '';
  const password = 'second-admin-password-1';

  await staff.goto('/admin/account');
  const section = staff.getByRole('region', { name: '2段階認証' });
  await section.getByRole('button', { name: '2段階認証を設定する' }).click();
  await expect(section.getByRole('img', { name: '認証アプリに登録するQRコード' })).toBeVisible();
  await expectNoAxeViolations(staff);
  const secret = ((await section.getByLabel('セットアップキー').textContent()) ?? '').trim();
  expect(secret).toMatch(/^[A-Z2-7]{32}$/);

  const enrolledAt = Date.now();
  await section.getByRole('textbox', { name: '確認コード' }).fill('000000');
  await section.getByRole('button', { name: '有効にする' }).click();
  await expect(section.getByRole('alert').filter({ hasText: '確認コードが正しくありません' })).toBeVisible();
  await section.getByRole('textbox', { name: '確認コード' }).fill(appCode(secret, enrolledAt));
  await section.getByRole('button', { name: '有効にする' }).click();
  const codes = section.getByRole('list', { name: 'リカバリーコード' }).getByRole('listitem');
  await expect(codes).toHaveCount(10);
  const recovery = ((await codes.first().textContent()) ?? '').trim();
  await section.getByRole('button', { name: '保管しました' }).click();
  await expect(section.getByText('残りのリカバリーコード：10個')).toBeVisible();

  // Signing in again: the password, then a code of the app (the next one: the enrolment's was used).
  const visitor = await (await browser.newContext()).newPage();
  await visitor.goto('/login');
  await visitor.getByLabel('メールアドレス').fill(email);
  await visitor.getByRole('textbox', { name: 'パスワード', exact: true }).fill(password);
  await visitor.getByRole('button', { name: 'ログイン' }).click();
  await expect(visitor.getByRole('textbox', { name: '確認コード' })).toBeFocused();
  await expectNoAxeViolations(visitor);
  await visitor.getByRole('textbox', { name: '確認コード' }).fill('123456');
  await visitor.getByRole('button', { name: 'ログイン' }).click();
  await expect(visitor.getByRole('alert').filter({ hasText: '確認コードが正しくありません。認証アプリの最新のコードか、リカバリーコードを入力してください。' })).toBeVisible();
  await visitor.getByRole('textbox', { name: '確認コード' }).fill(appCode(secret, enrolledAt + 30_000));
  await visitor.getByRole('button', { name: 'ログイン' }).click();
  await expect(visitor).toHaveURL(/\/admin$/);
  await visitor.context().close();

  // Without the phone: a recovery code, once.
  const other = await (await browser.newContext()).newPage();
  await signInWithCode(other, email, password, recovery);
  await expect(other).toHaveURL(/\/admin$/);
  await other.goto('/admin/account');
  await expect(other.getByText('残りのリカバリーコード：9個')).toBeVisible();
  await other.context().close();
  const again = await (await browser.newContext()).newPage();
  await signInWithCode(again, email, password, recovery);
  await expect(again.getByRole('alert').filter({ hasText: '確認コードが正しくありません' })).toBeVisible();
  await again.context().close();
  await staff.context().close();
});
