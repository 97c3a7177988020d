import { type APIRequestContext, type Browser, expect } from '@playwright/test';
import { test } from './fixtures';
import { DEFAULT_FAQ } from '@/lib/core/content/default-faq';
import { routes, storePath } from '@/lib/core/routes';
import { APP_COPY } from '@/lib/site/store/app';
import { STORE_FEATURES } from '@/lib/site/store/copy';
import { FEATURES } from '@/lib/site/top/features';
import { EFFECTS_INTRO } from '@/lib/site/top/effects';
import { htmlWeight, scriptsOf } from '../scripts/page-weight';

/*
 * What each public page type weighs for a visitor (issue 30, item 3): its HTML compressed as a
 * server sends it (gzip 6 and Brotli 5 of the bytes the server answered, scripts/page-weight.ts)
 * and its first-load JavaScript as transferred (the scripts the HTML loads, compressed as the
 * server sent them to Chromium). Raw bytes are not budgeted: Brotli removes most of what they
 * count. The budgets are the demo content's figures of 27 Nov 2026 plus a small margin; a page
 * that needs more should say why in its commit.
 */

const KIB = 1024;

interface Budget {
  gzip: number;
  brotli: number;
  js: number;
}

/**
 * KiB per page type: HTML gzip, HTML Brotli, first-load JS as transferred (Brotli from our
 * server). Each is the figure measured on 27 Nov 2026 (main at e51ff32, Tailwind's own class
 * names) plus 1 KiB for the HTML and 3 KiB for the JS, rounded up to half a KiB; the store page's
 * HTML is the heaviest store's (心斎橋店, 19.4 KiB gzip).
 */
const BUDGETS = {
  // JS +1 KiB (29 Nov 2026): NearImage, which keeps ~81 KB of below-the-fold images off the load.
  top: { gzip: 21, brotli: 17.5, js: 150 },
  store: { gzip: 20.5, brotli: 17, js: 141 },
  article: { gzip: 10, brotli: 9.5, js: 134 },
  news: { gzip: 10, brotli: 9, js: 130 },
  contact: { gzip: 16, brotli: 12, js: 151 },
  franchise: { gzip: 9.5, brotli: 8.5, js: 148.5 },
  company: { gzip: 9, brotli: 8.5, js: 130 },
  login: { gzip: 4, brotli: 4, js: 138 },
} satisfies Record<string, Budget>;

type PageType = keyof typeof BUDGETS;

async function html(request: APIRequestContext, path: string): Promise<string> {
  const response = await request.get(path);
  expect(response.status(), path).toBe(200);
  return response.text();
}

async function sitemapPaths(request: APIRequestContext, pattern: RegExp): Promise<string[]> {
  const sitemap = await html(request, '/sitemap.xml');
  return [...new Set([...sitemap.matchAll(/<loc>[^<]*?\/\/[^/<]+(\/[^<]*)<\/loc>/g)].map((match) => match[1]!))].filter((path) => pattern.test(path));
}

/** Transfer bytes of the scripts the page's HTML loads, on a first visit (a fresh browser context, nothing cached). */
async function firstLoadJs(browser: Browser, baseURL: string, path: string): Promise<number> {
  const context = await browser.newContext({ baseURL });
  try {
    const page = await context.newPage();
    const sizes: Promise<[string, number]>[] = [];
    page.on('requestfinished', (request) => {
      // A script that finishes as the context closes has no sizes any more; only the HTML's own scripts are counted.
      if (request.resourceType() === 'script') sizes.push(request.sizes().then(({ responseBodySize }): [string, number] => [request.url(), responseBodySize], (): [string, number] => [request.url(), 0]));
    });
    const response = await page.goto(path, { waitUntil: 'load' });
    expect(response?.status(), path).toBe(200);
    const scripts = scriptsOf(await response!.text(), response!.url());
    expect(scripts.size, `${path}: scripts in the HTML`).toBeGreaterThan(0);
    const loaded = new Map(await Promise.all(sizes));
    for (const url of scripts) expect(loaded.has(url), `${path} loads ${url}`).toBe(true);
    return [...scripts].reduce((total, url) => total + (loaded.get(url) ?? 0), 0);
  } finally {
    await context.close();
  }
}

function expectWithin(type: PageType, path: string, figures: { gzip: number; brotli: number; js?: number }): void {
  const budget = BUDGETS[type];
  const shown = (bytes: number) => `${(bytes / KIB).toFixed(1)} KiB`;
  console.log(`${path}: HTML ${shown(figures.gzip)} gzip, ${shown(figures.brotli)} Brotli${figures.js === undefined ? '' : `, first-load JS ${shown(figures.js)}`}`);
  expect(figures.gzip, `${path}: HTML gzip`).toBeLessThanOrEqual(budget.gzip * KIB);
  expect(figures.brotli, `${path}: HTML Brotli`).toBeLessThanOrEqual(budget.brotli * KIB);
  if (figures.js !== undefined) expect(figures.js, `${path}: first-load JS as transferred`).toBeLessThanOrEqual(budget.js * KIB);
}

async function expectPageWithin(type: PageType, path: string, request: APIRequestContext, browser: Browser, baseURL: string): Promise<string> {
  const body = await html(request, path);
  const { gzipBytes, brotliBytes } = htmlWeight(body);
  expectWithin(type, path, { gzip: gzipBytes, brotli: brotliBytes, js: await firstLoadJs(browser, baseURL, path) });
  return body;
}

function occurrences(text: string, part: string): number {
  return text.split(part).length - 1;
}

test('the top page is within its compressed budgets, and a fixed section’s copy is in it once', async ({ page, browser, baseURL }) => {
  const body = await expectPageWithin('top', routes.home.path, page.request, browser, baseURL!);
  for (const copy of [FEATURES[0]!.text, FEATURES.at(-1)!.title, EFFECTS_INTRO]) expect(occurrences(body, copy), copy).toBe(1);
});

test('every store page is within the store page’s compressed budgets, and the fixed sections’ copy is in it once', async ({ page, browser, baseURL }) => {
  const paths = await sitemapPaths(page.request, /^\/store\/[^/]+$/);
  expect(paths).toContain(storePath('shinjuku'));
  // 心斎橋店 has no questions of its own: its page shows the 15 default ones, the longest FAQ.
  expect(paths).toContain(storePath('shinsaibashi'));
  await expectPageWithin('store', storePath('shinjuku'), page.request, browser, baseURL!);
  for (const path of paths) {
    const body = await html(page.request, path);
    const { gzipBytes, brotliBytes } = htmlWeight(body);
    expectWithin('store', path, { gzip: gzipBytes, brotli: brotliBytes });
    for (const copy of [STORE_FEATURES[0]!.text, APP_COPY.lead]) expect(occurrences(body, copy), `${path}: ${copy}`).toBe(1);
  }
  const defaults = await html(page.request, storePath('shinsaibashi'));
  expect(occurrences(defaults, DEFAULT_FAQ[0]!.answer), 'a default answer: in the accordion and its FAQPage data').toBe(2);
});

test('a news article, the news list, the contact form, the franchise page, a content page and the sign-in page are within their compressed budgets', async ({ page, browser, baseURL }) => {
  const [article] = await sitemapPaths(page.request, new RegExp(`^${routes.news.path}/[^/]+/(?!page/)[^/]+$`));
  expect(article, 'a news article in the sitemap').toBeDefined();
  const pages: [PageType, string][] = [
    ['article', article!],
    ['news', routes.news.path],
    ['contact', routes.contact.path],
    ['franchise', routes.franchiseInformation.path],
    ['company', routes.company.path],
    ['login', '/login'],
  ];
  for (const [type, path] of pages) await expectPageWithin(type, path, page.request, browser, baseURL!);
});

test('the sign-in form is in the server’s first answer, and the sign-in page shifts nothing while it loads, even painted half-read', async ({ page }) => {
  // Issue 17, item 4: no part of the card may arrive later in the stream (a pending boundary,
  // `<!--$?-->`, filled from a hidden `<div id="S:…">`), or the centred card grows and moves.
  const body = await html(page.request, '/login');
  const card = body.indexOf('管理画面ログイン');
  expect(card).toBeGreaterThan(0);
  for (const control of ['id="email"', 'id="password"', 'type="submit"']) expect(body.indexOf(control, card), control).toBeGreaterThan(card);
  expect(body).not.toContain('<!--$?-->');

  // A phone on a slow CPU, as Lighthouse's mobile run assumes.
  await page.setViewportSize({ width: 375, height: 812 });
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
  await page.goto('/login', { waitUntil: 'load' });
  await expect(page.getByRole('button', { name: 'ログイン' })).toBeVisible();
  const shift = await page.evaluate(
    () =>
      new Promise<number>((resolve) => {
        let total = 0;
        new PerformanceObserver((list) => {
          for (const entry of list.getEntries() as (PerformanceEntry & { value: number; hadRecentInput: boolean })[]) {
            if (!entry.hadRecentInput) total += entry.value;
          }
        }).observe({ type: 'layout-shift', buffered: true });
        setTimeout(() => resolve(total), 1500);
      }),
  );
  expect(shift).toBe(0);

  // A phone busier than this one paints the page before it has read the whole form (seen in CI:
  // the card 274 px tall, then 501 px). The card must then only grow downwards: its top stays
  // where it is whatever its height, which a vertically centred card's does not.
  const heading = page.getByRole('heading', { name: '管理画面ログイン' });
  const cardTop = () => heading.evaluate((h) => h.parentElement!.getBoundingClientRect().top);
  const top = await cardTop();
  await page.getByRole('button', { name: 'ログイン' }).evaluate((button) => (button.closest('form')!.style.display = 'none'));
  expect(await cardTop()).toBe(top);
});
