import { type APIRequestContext, expect } from '@playwright/test';
import { test } from './fixtures';
import { DEFAULT_FAQ } from '@/lib/content/default-faq';
import { storePath } from '@/lib/routes';
import { APP_COPY } from '@/lib/store/app';
import { STORE_FEATURES } from '@/lib/store/copy';
import { FEATURES } from '@/lib/top/features';
import { EFFECTS_INTRO } from '@/lib/top/effects';

/*
 * Issue 17's HTML budgets, on the demo content: the top page at most 100 KiB and a store page at
 * most 80 KiB as sent (before compression). Sections whose content is the same on every visit
 * are client components, so their markup is sent once, in the HTML, and their script draws the
 * same markup from the bundle: the page's RSC payload carries a reference, not a second copy.
 */

const KIB = 1024;

async function html(request: APIRequestContext, path: string): Promise<string> {
  const response = await request.get(path);
  expect(response.status(), path).toBe(200);
  return response.text();
}

function occurrences(text: string, part: string): number {
  return text.split(part).length - 1;
}

test('the top page is at most 100 KiB of HTML, and a fixed section’s copy is in it once', async ({ page }) => {
  const body = await html(page.request, '/');
  expect(Buffer.byteLength(body), 'top page bytes').toBeLessThanOrEqual(100 * KIB);
  for (const copy of [FEATURES[0]!.text, FEATURES.at(-1)!.title, EFFECTS_INTRO]) expect(occurrences(body, copy), copy).toBe(1);
});

test('every store page is at most 80 KiB of HTML, and the fixed sections’ copy is in it once', async ({ page }) => {
  const sitemap = await html(page.request, '/sitemap.xml');
  const paths = [...new Set([...sitemap.matchAll(/<loc>[^<]*?(\/store\/[^<]+)<\/loc>/g)].map((match) => match[1]!))];
  expect(paths).toContain(storePath('shinjuku'));
  // 心斎橋店 has no questions of its own: its page shows the 15 default ones, the longest FAQ.
  expect(paths).toContain(storePath('shinsaibashi'));
  for (const path of paths) {
    const body = await html(page.request, path);
    expect(Buffer.byteLength(body), `${path} bytes`).toBeLessThanOrEqual(80 * KIB);
    for (const copy of [STORE_FEATURES[0]!.text, APP_COPY.lead]) expect(occurrences(body, copy), `${path}: ${copy}`).toBe(1);
  }
  const defaults = await html(page.request, storePath('shinsaibashi'));
  expect(occurrences(defaults, DEFAULT_FAQ[0]!.answer), 'a default answer: in the accordion and its FAQPage data').toBe(2);
});

test('the sign-in form is in the server’s first answer, and the sign-in page shifts nothing while it loads', async ({ page }) => {
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
});
