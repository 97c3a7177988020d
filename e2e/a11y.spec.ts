import { expect } from '@playwright/test';
import { test } from './fixtures';
import { articlePath, categoryPath, routes, storePath } from '@/lib/core/routes';
import { expectNoAxeViolations } from './helpers';

const pages: { name: string; path: string; status?: number }[] = [
  ...Object.entries(routes).map(([name, route]) => ({ name, path: route.path })),
  { name: 'a news category', path: categoryPath('news', 'campaign') },
  { name: 'a resources category', path: categoryPath('resources', 'training') },
  { name: 'a store', path: storePath('shibuya') },
  { name: 'a news article', path: articlePath('news', 'information', 'year-end-holidays') },
  { name: 'a resources article', path: articlePath('resources', 'training', 'what-is-kaatsu-training') },
  { name: 'the not-found page', path: '/no-such-page', status: 404 },
];

const widths = [1440, 375];

for (const width of widths) {
  test.describe(`at ${width} px`, () => {
    test.use({ viewport: { width, height: 900 } });

    for (const { name, path, status = 200 } of pages) {
      test(`${name} (${path}) has no WCAG 2.2 AA violations`, async ({ page }) => {
        await page.emulateMedia({ reducedMotion: 'reduce' });
        const response = await page.goto(path);
        expect(response?.status()).toBe(status);
        await expect(page.getByRole('main')).toBeVisible();
        await expectNoAxeViolations(page);
      });
    }
  });
}

