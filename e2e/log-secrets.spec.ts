import { randomBytes } from 'node:crypto';
import path from 'node:path';
import { expect } from '@playwright/test';
import { test } from './fixtures';
import { e2eAdmin } from '../playwright.config';
import { PREVIEW_LIFE_MS, signPreview } from '@/lib/core/preview/token';
import { linkMailedTo } from './helpers';
import { E2E_SECRET, jsonLines, type LoggedInstance, startLoggedInstance } from './logged-instance';

/*
 * No bearer secret in any log: a preview link (7 days to a draft) and the account links
 * (password reset, invitation, e-mail change) opened through the shipped nginx configuration in
 * front of the built site leave neither their token in nginx's access log nor in the site's own
 * log lines; both write the addresses masked.
 */

test.describe.configure({ mode: 'serial', timeout: 120_000 });

let site: LoggedInstance;

test.beforeAll(async () => {
  test.setTimeout(120_000);
  site = await startLoggedInstance({ nginx: true });
});

test.afterAll(async () => {
  await site?.stop();
});

test('a preview link and the account links leave no token in the access logs of nginx and the site', async ({ browser, request }) => {
  const listed = await request.post(`${site.url}/api/graphql`, { data: { query: '{ listNews(limit: 1) { items { id updatedAt } } }' } });
  const article = ((await listed.json()) as { data: { listNews: { items: { id: string; updatedAt: string }[] } } }).data.listNews.items[0];
  expect(article).toBeDefined();
  const previewToken = signPreview(E2E_SECRET, { newsId: article!.id, expiresAt: Date.now() + PREVIEW_LIFE_MS }, article!.updatedAt);

  const context = await browser.newContext({ baseURL: site.proxyUrl });
  const page = await context.newPage();
  await page.goto(`/preview/${previewToken}`);
  await expect(page.getByRole('note').filter({ hasText: 'このページのアドレスを知っている人だけが見られます' })).toBeVisible();

  // A real reset link, mailed by the instance.
  await page.goto('/login/reset');
  await page.getByLabel('メールアドレス').fill(e2eAdmin.email);
  await page.getByRole('button', { name: '再設定用のリンクを送る' }).click();
  await expect(page.getByRole('status').filter({ hasText: '入力されたメールアドレスが登録されている場合は' })).toBeVisible();
  const mailDir = path.join(site.dataDir, 'mail');
  await expect.poll(() => linkMailedTo(e2eAdmin.email, '/login/reset', mailDir), { timeout: 20_000 }).not.toBeNull();
  const resetLink = new URL((await linkMailedTo(e2eAdmin.email, '/login/reset', mailDir)) ?? '');
  const resetToken = resetLink.searchParams.get('token') ?? '';
  expect(resetToken).toMatch(/^[\w-]{43}$/);
  await page.goto(`${resetLink.pathname}${resetLink.search}`);
  await expect(page.getByText(e2eAdmin.email)).toBeVisible();

  // The other account links, with tokens of the same shape.
  const others = ['/login/invite', '/login/confirm-email', '/api/account/confirm-email'].map((address) => ({ address, token: randomBytes(32).toString('base64url') }));
  for (const { address, token } of others) {
    const answer = await context.request.get(`${address}?token=${token}&from=mail`, { maxRedirects: 0 });
    expect(answer.status()).toBeLessThan(500);
  }
  await context.close();

  const secrets = [previewToken, previewToken.split('.')[2]!, resetToken, ...others.map(({ token }) => token)];
  await expect.poll(() => site.nginxLog()).toContain('/api/account/confirm-email?token=[masked]');
  const nginxLog = site.nginxLog();
  const appLog = site.appLog().join('\n');
  for (const secret of secrets) {
    expect(nginxLog).not.toContain(secret);
    expect(appLog).not.toContain(secret);
  }
  // The requests were logged, masked.
  expect(nginxLog).toContain('"GET /preview/[masked] HTTP/1.1"');
  expect(nginxLog).toContain('"GET /login/reset?token=[masked] HTTP/1.1"');
  expect(nginxLog).toContain('"GET /login/invite?token=[masked] HTTP/1.1"');
  const accessPaths = jsonLines(site.appLog()).filter((line) => line.msg === 'request').map((line) => line.path);
  expect(accessPaths).toContain('/preview/[masked]');
  expect(accessPaths).toContain('/login/reset');
});
