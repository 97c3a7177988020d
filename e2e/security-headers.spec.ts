import { type APIResponse, expect, type Page } from '@playwright/test';
import { test } from './fixtures';
import { articlePath, storePath } from '@/lib/core/routes';
import { YOUTUBE_EMBED_ORIGIN } from '@/lib/core/security/headers';
import { baseURL } from '../playwright.config';
import { signInAsAdmin } from './helpers';

/** A store with the map and the Premium payment form, and a seeded article with two YouTube blocks. */
const STORE = { link: 'ikebukuro', mapTitle: '池袋店の地図' };
const YOUTUBE_ARTICLE = {
  title: '公式YouTubeチャンネルで自宅でできるストレッチ動画を公開しました',
  path: articlePath('news', 'media', 'youtube-home-stretch'),
};

const PATHS = ['/', storePath(STORE.link), '/news', '/contact', '/login', '/admin', '/api/graphql', '/sitemap.xml'];

const EVERY_RESPONSE = {
  'x-frame-options': 'DENY',
  'referrer-policy': 'strict-origin-when-cross-origin',
  'x-content-type-options': 'nosniff',
};

const HSTS = 'max-age=63072000; includeSubDomains';

/** The values of one directive of a Content-Security-Policy header. */
function directive(policy: string | undefined, name: string): string[] | undefined {
  for (const part of (policy ?? '').split(';')) {
    const [directiveName, ...values] = part.trim().split(/\s+/);
    if (directiveName === name) return values;
  }
  return undefined;
}

const policyOf = (response: APIResponse) => response.headers()['content-security-policy'];

/** Our server keeps X-Forwarded-Proto from the one trusted proxy the tests stand in for (playwright.config.ts). */
const get = (page: Page, path: string, https = false) =>
  page.request.get(path, { maxRedirects: 0, headers: https ? { 'x-forwarded-proto': 'https' } : {} });

/** Collects every Content-Security-Policy or Permissions-Policy complaint of the page, across navigations. */
async function watchPolicyViolations(page: Page): Promise<string[]> {
  const violations: string[] = [];
  page.on('console', (message) => {
    if (/Content Security Policy|Permissions-Policy/i.test(message.text())) violations.push(message.text());
  });
  await page.exposeFunction('reportPolicyViolation', (violation: string) => violations.push(violation));
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) => {
      const report = (window as unknown as { reportPolicyViolation: (violation: string) => void }).reportPolicyViolation;
      void report(`${event.effectiveDirective} blocked ${event.blockedURI} on ${location.pathname}`);
    });
  });
  return violations;
}

/** Waits until the page asks YouTube's player for the video: the policy let the frame load. */
const youtubeRequested = (page: Page) => page.waitForRequest((request) => request.url().startsWith(`${YOUTUBE_EMBED_ORIGIN}/embed/`));

test.describe('every kind of response', () => {
  for (const path of PATHS) {
    test(`${path} sends the security headers, and HSTS over https only`, async ({ page }) => {
      const response = await get(page, path);
      expect(response.status()).toBeLessThan(400);
      const headers = response.headers();
      expect(headers).toMatchObject(EVERY_RESPONSE);
      expect(headers['permissions-policy']).toMatch(/(^|, )camera=\(\)/);
      expect(headers['permissions-policy']).toMatch(/(^|, )microphone=\(\)/);
      expect(headers['permissions-policy']).toMatch(/(^|, )geolocation=\(self\)/);
      expect(directive(policyOf(response), 'frame-ancestors')).toEqual(["'none'"]);
      expect(headers['strict-transport-security']).toBeUndefined();
      expect(directive(policyOf(response), 'upgrade-insecure-requests')).toBeUndefined();

      const overHttps = await get(page, path, true);
      expect(overHttps.headers()['strict-transport-security']).toBe(HSTS);
      if (!path.startsWith('/api/')) expect(directive(policyOf(overHttps), 'upgrade-insecure-requests')).toEqual([]);
    });
  }

  test('the build\'s scripts carry nosniff and HSTS only: the page policies would add bytes to each of dozens', async ({ page }) => {
    const html = await (await get(page, '/')).text();
    const script = /src="(\/_next\/static\/chunks\/[^"]+\.js)"/.exec(html)?.[1];
    expect(script).toBeTruthy();
    const headers = (await get(page, script!, true)).headers();
    expect(headers['x-content-type-options']).toBe('nosniff');
    expect(headers['strict-transport-security']).toBe(HSTS);
    for (const name of ['content-security-policy', 'permissions-policy', 'x-frame-options', 'referrer-policy']) expect(headers[name], name).toBeUndefined();
  });

  test('the API renders nothing and cannot be framed', async ({ page }) => {
    expect(policyOf(await get(page, '/api/graphql'))).toBe("default-src 'none'; frame-ancestors 'none'");
  });
});

test.describe('the public pages', () => {
  test('send one fixed policy, and the top page still comes from the prerender cache', async ({ page }) => {
    const [first, second] = [await get(page, '/'), await get(page, '/')];
    expect(policyOf(first)).toBeTruthy();
    expect(policyOf(second)).toBe(policyOf(first));
    expect(directive(policyOf(first), 'script-src')).toEqual(["'self'", "'unsafe-inline'"]);
    expect(directive(policyOf(first), 'object-src')).toEqual(["'none'"]);
    // Served from the cache once rendered: a test running beside this one may have just changed
    // content, so the first answers may be fresh renders (MISS).
    await expect
      .poll(async () => {
        const answer = await get(page, '/');
        return `${answer.headers()['x-nextjs-cache']} ${answer.headers()['x-nextjs-prerender']}`;
      })
      .toMatch(/^(HIT|STALE) .*1/);
    expect(policyOf(await get(page, storePath(STORE.link)))).toBe(policyOf(first));
  });

  test('the card-payment form posts to its provider, whose origin form-action allows', async ({ page }) => {
    const violations = await watchPolicyViolations(page);
    const response = await page.goto(storePath(STORE.link));
    const button = page.getByRole('button', { name: /^プレミアムプラン月会費/ });
    const action = await page.locator('form', { has: button }).getAttribute('action');
    expect(action).toMatch(/^https:\/\//);
    expect(directive(response?.headers()['content-security-policy'], 'form-action')).toEqual(["'self'", new URL(action ?? '').origin]);
    // The browser sends the post (the provider is not reachable from the tests): the policy let it go.
    const post = page.waitForRequest((request) => request.url() === action && request.method() === 'POST');
    await button.click();
    await post;
    expect(violations).toEqual([]);
  });
});

test.describe('the admin and the login page', () => {
  for (const path of ['/login', '/admin']) {
    test(`${path} cannot be framed by another page`, async ({ page }) => {
      const refused = page.waitForEvent('console', (message) => /frame-ancestors 'none'/.test(message.text()));
      await page.setContent(`<iframe title="framed" src="${baseURL}${path}"></iframe>`);
      await refused;
      await expect(page.frameLocator('iframe').getByLabel('メールアドレス')).toHaveCount(0);
    });
  }

  test('the admin runs scripts by a fresh nonce and strict-dynamic', async ({ page }) => {
    await signInAsAdmin(page);
    const [first, second] = [await adminNonce(page), await adminNonce(page)];
    expect(first).not.toBe(second);
    expect(directive(policyOf(await get(page, '/login')), 'script-src')).toContain("'strict-dynamic'");
  });
});

/** The nonce of the admin's script-src, after checking the policy is strict and the page's scripts carry it. */
async function adminNonce(page: Page): Promise<string> {
  const response = await get(page, '/admin');
  expect(response.status()).toBe(200);
  const scripts = directive(policyOf(response), 'script-src') ?? [];
  expect(scripts).toContain("'strict-dynamic'");
  expect(scripts).not.toContain("'unsafe-inline'");
  const nonce = /^'nonce-(.+)'$/.exec(scripts.find((value) => value.startsWith("'nonce-")) ?? '')?.[1] ?? '';
  expect(nonce).not.toBe('');
  expect(await response.text()).toContain(`nonce="${nonce}"`);
  return nonce;
}

test.describe('nothing the site does breaks its policy', () => {
  test('the top page and its YouTube player', async ({ page }) => {
    const violations = await watchPolicyViolations(page);
    await page.goto('/');
    await page.waitForLoadState('networkidle');
    const player = youtubeRequested(page);
    await page.getByRole('button', { name: /^動画を再生：/ }).first().click();
    await player;
    expect(violations).toEqual([]);
  });

  test('a store page and its map', async ({ page }) => {
    const violations = await watchPolicyViolations(page);
    // The map loads lazily, though the window may already be near enough when the page opens.
    const map = page.waitForRequest((request) => /^https:\/\/(maps|www)\.google\.com\//.test(request.url()));
    await page.goto(storePath(STORE.link));
    await page.getByTitle(STORE.mapTitle).scrollIntoViewIfNeeded();
    await map;
    await page.waitForLoadState('networkidle');
    expect(violations).toEqual([]);
  });

  test('an article with YouTube blocks', async ({ page }) => {
    const violations = await watchPolicyViolations(page);
    await page.goto(YOUTUBE_ARTICLE.path);
    await page.waitForLoadState('networkidle');
    const player = youtubeRequested(page);
    await page.getByRole('article').getByRole('button', { name: '動画を再生：肩まわりをほぐすストレッチ' }).click();
    await player;
    expect(violations).toEqual([]);
  });

  test('the contact page and its form, and the login page', async ({ page }) => {
    const violations = await watchPolicyViolations(page);
    await page.goto('/contact');
    await page.waitForLoadState('networkidle');
    // The form validates in the browser with Zod, which must not try eval (instrumentation-client.ts).
    await page.getByRole('button', { name: '入力内容を確認する' }).click();
    await expect(page.getByRole('form', { name: 'お問い合わせフォーム' }).getByText('お名前を入力してください。', { exact: true })).toBeVisible();
    await page.goto('/login');
    await page.waitForLoadState('networkidle');
    await expect(page.getByRole('button', { name: 'ログイン' })).toBeEnabled();
    expect(violations).toEqual([]);
  });

  test('the signed-in admin and the article editor preview', async ({ page }) => {
    const violations = await watchPolicyViolations(page);
    await signInAsAdmin(page);
    await page.getByRole('navigation', { name: '管理メニュー' }).getByRole('link', { name: '記事' }).click();
    await page.getByLabel('検索').fill(YOUTUBE_ARTICLE.title);
    await page.getByRole('table').getByRole('link', { name: YOUTUBE_ARTICLE.title }).first().click();
    const preview = page.getByRole('region', { name: 'プレビュー' });
    const player = youtubeRequested(page);
    await preview.getByRole('button', { name: '動画を再生：肩まわりをほぐすストレッチ' }).click();
    await player;
    await page.goto('/admin/media');
    await expect(page.getByRole('heading', { level: 1, name: 'メディア' })).toBeVisible();
    expect(violations).toEqual([]);
  });
});
