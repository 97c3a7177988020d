import { readFileSync } from 'node:fs';
import { expect, type Page } from '@playwright/test';
import { test } from './fixtures';
import { classMapFile } from '@/lib/build/class-names';
import { articlePath, categoryPath, routes, storePath } from '@/lib/routes';
import { signInAsAdmin } from './helpers';

/*
 * The production build renames Tailwind's classes to short names, in the stylesheet and in the
 * sources (lib/build/class-names.ts). A class list the source rewrite missed keeps its long name,
 * which the stylesheet no longer has: the element silently loses its style. Every element of
 * every page type, public and admin, after scripts have run, must carry short names only.
 */

const classMap: Record<string, string> = JSON.parse(readFileSync(classMapFile(process.cwd(), process.env.NEXT_DIST_DIR), 'utf8'));

const publicPages = [
  ...Object.values(routes).map((route) => route.path),
  categoryPath('news', 'campaign'),
  storePath('shibuya'),
  articlePath('news', 'information', 'year-end-holidays'),
  articlePath('resources', 'training', 'what-is-kaatsu-training'),
  '/no-such-page',
];

const adminPages = ['/admin', '/admin/news', '/admin/news/new', '/admin/stores', '/admin/campaigns', '/admin/enquiries', '/admin/media', '/admin/users', '/admin/account', '/admin/help'];

/** The long Tailwind names still on the page, with an element that carries each. */
async function longNames(page: Page): Promise<Record<string, string>> {
  const tokens = await page.evaluate(() => {
    const found: Record<string, string> = {};
    for (const element of document.querySelectorAll('[class]')) {
      for (const token of (element.getAttribute('class') ?? '').split(/\s+/)) {
        if (token && !(token in found)) found[token] = element.outerHTML.slice(0, 160);
      }
    }
    return found;
  });
  return Object.fromEntries(Object.entries(tokens).filter(([token]) => Object.hasOwn(classMap, token)));
}

/** Scrolls to the end, so content that appears on the way (sections, carousels) is there. */
async function scrollThrough(page: Page): Promise<void> {
  await page.evaluate(async () => {
    for (let y = 0; y < document.body.scrollHeight; y += window.innerHeight) {
      window.scrollTo(0, y);
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  });
}

test('the build gives Tailwind classes short names', () => {
  expect(Object.keys(classMap).length).toBeGreaterThan(500);
  expect(classMap['font-bold']).toMatch(/^[A-Za-z][A-Za-z0-9_]?$/);
});

/*
 * Class lists do not change with the width, but what scripts render may (the phone's menu, a
 * carousel's controls): every page on a phone, the page types with such parts on a wide screen.
 */
const pagesAt = { 375: publicPages, 1440: [routes.home.path, storePath('shibuya'), routes.contact.path] };

for (const width of [375, 1440] as const) {
  test.describe(`at ${width} px`, () => {
    test.use({ viewport: { width, height: 900 } });

    test('no public page keeps a long class name', async ({ page }) => {
      test.setTimeout(120_000);
      for (const path of pagesAt[width]) {
        await page.goto(path);
        await scrollThrough(page);
        if (width === 375) {
          const menu = page.getByRole('button', { name: 'メニューを開く' });
          if (await menu.isVisible()) await menu.click();
        }
        expect(await longNames(page), path).toEqual({});
      }
    });

    test('the enquiry forms keep no long class name in their error and confirm states', async ({ page }) => {
      for (const path of [routes.contact.path, routes.franchiseInformation.path]) {
        await page.goto(path);
        await page.getByRole('button', { name: '入力内容を確認する' }).click();
        await expect(page.getByRole('alert').first()).toBeVisible();
        expect(await longNames(page), path).toEqual({});
      }
    });
  });
}

test('no admin screen keeps a long class name', async ({ page }) => {
  test.setTimeout(120_000);
  await signInAsAdmin(page);
  for (const path of adminPages) {
    await page.goto(path);
    // The admin keeps live streams open, so the network never idles: wait for its data instead.
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
    expect(await longNames(page), path).toEqual({});
  }
});
