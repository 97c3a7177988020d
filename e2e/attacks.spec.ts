import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { expect } from '@playwright/test';
import { test } from './fixtures';
import { baseURL, e2eAdmin } from '../playwright.config';
import { fromSitePage, graphqlRequest, signInAsAdmin } from './helpers';

/*
 * The browser is the attacker here: a page served from another port of the same host (the same
 * *site* to the browser, so the SameSite=Lax session cookie goes along) tries to use the signed-in
 * admin's session.
 */
const ATTACK_NAME = 'pwned-by-a-sibling-page';

let attacker: Server;
let attackerOrigin = '';

test.beforeAll(async () => {
  attacker = createServer((_, res) => {
    res.setHeader('content-type', 'text/html; charset=utf-8');
    res.end('<!doctype html><title>sibling</title><iframe name="sink"></iframe>');
  });
  await new Promise<void>((resolve) => attacker.listen(0, '127.0.0.1', resolve));
  attackerOrigin = `http://127.0.0.1:${(attacker.address() as AddressInfo).port}`;
});

test.afterAll(async () => {
  await new Promise((resolve) => attacker.close(resolve));
});

test('a page on another port cannot read or change anything with the admin’s session', async ({ page }) => {
  await signInAsAdmin(page);
  const before = await graphqlRequest<{ me: { name: string | null } }>(page.request, '{ me { name } }');
  await page.goto(attackerOrigin);

  const outcomes = await page.evaluate(
    async ({ api, rename }) => {
      const attempt = async (init: RequestInit) => {
        try {
          const response = await fetch(api, { credentials: 'include', ...init });
          return `${response.status} ${await response.text()}`;
        } catch (error) {
          return `blocked: ${(error as Error).name}`;
        }
      };
      const json = { 'content-type': 'application/json' };
      return {
        me: await attempt({ method: 'POST', headers: json, body: JSON.stringify({ query: '{ me { id email } }' }) }),
        enquiries: await attempt({ method: 'POST', headers: json, body: JSON.stringify({ query: '{ listEnquiries { items { name email phone } } }' }) }),
        renameJson: await attempt({ method: 'POST', headers: json, body: JSON.stringify({ query: rename }) }),
        meByGet: await attempt({ method: 'GET', headers: {} as HeadersInit, body: undefined, cache: 'no-store' }),
        // Bodies a page may send without asking first; their answers are opaque, but they must change nothing.
        renameForm: await attempt({ method: 'POST', mode: 'no-cors', headers: { 'content-type': 'application/x-www-form-urlencoded' }, body: `query=${encodeURIComponent(rename)}` }),
        renameText: await attempt({ method: 'POST', mode: 'no-cors', headers: { 'content-type': 'text/plain' }, body: JSON.stringify({ query: rename }) }),
      };
    },
    { api: `${baseURL}/api/graphql`, rename: `mutation { updateMyName(name: "${ATTACK_NAME}") { id } }` },
  );
  for (const key of ['me', 'enquiries', 'renameJson', 'meByGet'] as const) expect(outcomes[key], key).toMatch(/^blocked|^4\d\d /);
  expect(JSON.stringify(outcomes)).not.toContain(e2eAdmin.email);
  expect(outcomes.renameForm).toBe('0 ');

  // A classic cross-site form post into a hidden frame.
  await page.evaluate(
    ({ api, rename }) => {
      const form = Object.assign(document.createElement('form'), { method: 'POST', action: api, target: 'sink', enctype: 'text/plain' });
      const field = Object.assign(document.createElement('input'), { name: `{"query":"${rename.replace(/"/g, '\\"')}","x":"`, value: '"}' });
      form.append(field);
      document.body.append(form);
      form.submit();
    },
    { api: `${baseURL}/api/graphql`, rename: `mutation { updateMyName(name: "${ATTACK_NAME}") { id } }` },
  );
  await page.waitForTimeout(500);

  const after = await graphqlRequest<{ me: { name: string | null } }>(page.request, '{ me { name } }');
  expect(after.data?.me.name).toBe(before.data?.me.name);
  expect(after.data?.me.name).not.toBe(ATTACK_NAME);
});

test('the same page may read public content, without cookies', async ({ page }) => {
  await page.goto(attackerOrigin);
  const answer = await page.evaluate(async (api) => {
    const response = await fetch(api, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ query: '{ listAreas(limit: 1) { items { jp } } }' }),
    });
    return (await response.json()) as { data?: { listAreas: { items: { jp: string }[] } } };
  }, `${baseURL}/api/graphql`);
  expect(answer.data?.listAreas.items).toHaveLength(1);
});

test('prepending addresses to X-Forwarded-For does not escape the sign-in lock of one client', async ({ playwright }) => {
  // The e2e server trusts one proxy hop (playwright.config.ts), as behind nginx: the proxy appends
  // the address it saw, so that last entry is the client, whatever the client put before it.
  const client = '198.18.0.7';
  const signIn = async (email: string, password: string, forwardedFor: string) => {
    const context = await playwright.request.newContext({ baseURL, extraHTTPHeaders: { 'x-forwarded-for': forwardedFor, ...fromSitePage } });
    const { csrfToken } = (await (await context.get('/api/auth/csrf')).json()) as { csrfToken: string };
    const response = await context.post('/api/auth/callback/credentials', {
      form: { csrfToken, email, password, json: 'true' },
      maxRedirects: 0,
    });
    const location = response.headers().location ?? ((await response.json().catch(() => ({}))) as { url?: string }).url ?? '';
    await context.dispose();
    return location;
  };

  // Password spraying: a different account each time, a fresh "first address" each time.
  for (let i = 0; i < 20; i += 1) {
    expect(await signIn(`spray-${i}-${Date.now()}@example.com`, 'guess-password-1', `10.${i}.${i}.1, ${client}`)).toContain('error=');
  }
  expect(await signIn(e2eAdmin.email, e2eAdmin.password, `10.99.99.1, ${client}`)).toContain('error=locked');
  // Another client is not affected.
  expect(await signIn(e2eAdmin.email, e2eAdmin.password, '198.18.0.8')).not.toContain('error=');
});

test('a sign-in link that names another host as its callback lands on /admin after a genuine sign-in', async ({ browser }) => {
  // Each is a path of this site to a careless check, and `//evil.example/phish` once normalised.
  const variants = [
    `/login?callbackUrl=${encodeURIComponent('/.//evil.example/phish')}`,
    `/login?callbackUrl=${encodeURIComponent('/..//evil.example/phish')}`,
    `/login?callbackUrl=${encodeURIComponent(`${baseURL}//evil.example/phish`)}`,
    // next-auth's own sign-in address hands its callbackUrl on to the login page.
    `/api/auth/signin?callbackUrl=${encodeURIComponent('/.//evil.example/phish')}`,
  ];
  for (const address of variants) {
    const context = await browser.newContext();
    const page = await context.newPage();
    const requestedHosts = new Set<string>();
    page.on('request', (request) => requestedHosts.add(new URL(request.url()).host));
    await page.goto(address);
    await expect(page).toHaveURL(/\/login/);
    await page.getByLabel('メールアドレス').fill(e2eAdmin.email);
    await page.getByLabel('パスワード').fill(e2eAdmin.password);
    await page.getByRole('button', { name: 'ログイン' }).click();
    await expect(page, address).toHaveURL(`${baseURL}/admin`);
    expect([...requestedHosts], address).not.toContain('evil.example');
    await context.close();
  }
});
