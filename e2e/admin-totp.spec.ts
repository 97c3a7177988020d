import { expect, type Page } from '@playwright/test';
import { Secret, TOTP } from 'otpauth';
import { test } from './fixtures';
import { expectNoAxeViolations, graphqlRequest, signInAsAdmin, signInAsNewAdmin, unique } from './helpers';

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

test('an owner without two-factor sign-in cannot require it of everyone: the switch says why and links to the set-up', async ({ page, browser }) => {
  await signInAsAdmin(page);
  const owner = await signInAsNewAdmin(page, browser, `二段 八郎${unique()}`, { role: 'owner' });
  await owner.goto('/admin/users');
  const section = owner.getByRole('region', { name: '2段階認証' });
  const toggle = section.getByRole('checkbox', { name: 'すべてのアカウントに2段階認証を必須にする' });
  // The explanation first: the switch is also disabled for a moment while the status loads.
  await expect(toggle).toHaveAccessibleDescription(/ご自身のアカウントで2段階認証を設定していないため、必須にできません。/);
  await expect(toggle).toBeDisabled();
  await expect(toggle).not.toBeChecked();
  await expectNoAxeViolations(owner);
  await section.getByRole('link', { name: 'アカウント設定で2段階認証を設定' }).click();
  await expect(owner).toHaveURL(/\/admin\/account#two-factor$/);
  await expect(owner.getByRole('button', { name: '2段階認証を設定する' })).toBeVisible();

  // The API refuses it too, in the same words.
  const refused = await graphqlRequest(owner.request, 'mutation { setTwoFactorRequired(required: true) }');
  expect(refused.errors?.[0]?.message).toContain('先にご自身のアカウントで2段階認証を設定してください。');

  // Once the owner has turned it on, the switch can be used (left off: other tests sign in without a code).
  const started = await graphqlRequest<{ startTwoFactorEnrollment: { secret: string } }>(owner.request, 'mutation { startTwoFactorEnrollment { secret } }');
  const secret = started.data?.startTwoFactorEnrollment.secret ?? '';
  const confirmed = await graphqlRequest(owner.request, 'mutation($code: String!) { confirmTwoFactorEnrollment(code: $code) }', { code: appCode(secret, Date.now()) });
  expect(confirmed.errors).toBeUndefined();
  await owner.goto('/admin/users');
  await expect(toggle).toBeEnabled();
  await expect(section.getByRole('link', { name: 'アカウント設定で2段階認証を設定' })).toHaveCount(0);
  await owner.context().close();
});
