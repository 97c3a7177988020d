import { expect } from '@playwright/test';
import { test } from './fixtures';
import { baseURL } from '../playwright.config';
import { signInThroughForm, signOut, unique } from './helpers';

/*
 * The admin works from every address that reaches the server, not only SITE_URL's: the e2e
 * server's SITE_URL is 127.0.0.1, and the same server answers as localhost too.
 */
const port = new URL(baseURL).port;
const ADDRESSES = [`http://127.0.0.1:${port}`, `http://localhost:${port}`];

for (const address of ADDRESSES) {
  test(`at ${address} an admin signs in, saves and signs out without leaving the address`, async ({ browser }) => {
    const context = await browser.newContext({ baseURL: address });
    const page = await context.newPage();
    await signInThroughForm(page);
    expect(new URL(page.url()).origin).toBe(address);
    // The dashboard counts what the API answers: the demo content has stores.
    await expect(page.getByRole('link', { name: /^店舗\s*[1-9]/ })).toBeVisible();

    const jp = `アドレス${unique()}`;
    await page.goto('/admin/areas/new');
    await page.getByRole('textbox', { name: 'エリア名', exact: true }).fill(jp);
    await page.getByRole('textbox', { name: 'エリア名（英語）' }).fill(`Address ${unique()}`);
    await page.getByRole('button', { name: '作成する' }).click();
    await expect(page).toHaveURL(`${address}/admin/areas`);
    await page.getByRole('link', { name: jp }).click();
    await page.getByRole('button', { name: '削除' }).click();
    await page.getByRole('dialog').getByRole('button', { name: '削除する' }).click();
    await expect(page.getByRole('link', { name: jp })).toHaveCount(0);

    await signOut(page);
    await expect(page).toHaveURL(`${address}/login`);
    await context.close();
  });
}

test('when the API refuses the session, the dashboard says why and which address to open instead of showing zeros', async ({ browser }) => {
  // The e2e server trusts one proxy (TRUST_PROXY_HOPS=1): a proxy that names another host than the
  // one the browser uses makes every API call look foreign, as a misconfigured proxy would.
  const context = await browser.newContext({ baseURL: `http://localhost:${port}`, extraHTTPHeaders: { 'x-forwarded-host': 'proxy.example' } });
  const page = await context.newPage();
  await signInThroughForm(page);
  const alert = page.getByRole('alert').filter({ hasText: 'このアドレスでは管理画面を使えません' });
  await expect(alert.first()).toContainText(`${baseURL} を開いてください`);
  await expect(page.getByRole('link', { name: /^店舗\s*0/ })).toHaveCount(0);
  await context.close();
});
