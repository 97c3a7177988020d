import { expect } from '@playwright/test';
import { test } from './fixtures';
import { expectNoAxeViolations, signInAsAdmin } from './helpers';

// Store staff at a front desk work on phones: an iPhone's width in CSS pixels.
test.use({ viewport: { width: 390, height: 844 } });

test('on a phone the article list reads row by row: a category on one line, nothing wider than the screen', async ({ page }) => {
  await signInAsAdmin(page);
  await page.goto('/admin/news');
  const table = page.getByRole('table', { name: /記事一覧/ });
  const row = table.getByRole('row').nth(1);
  await expect(row.getByRole('link').first()).toBeVisible();

  // Screen readers still meet a table: its column headers keep their names.
  const header = table.getByRole('columnheader', { name: 'カテゴリー', exact: true });
  const column = await header.evaluate((cell) => (cell as HTMLTableCellElement).cellIndex);
  const category = row.getByRole('cell').nth(column);
  await expect(category).not.toBeEmpty();

  // The category's name is laid out on one line (today it wraps a character a line).
  const lines = await category.evaluate((cell) => {
    const walker = document.createTreeWalker(cell, NodeFilter.SHOW_TEXT, (node) => (node.textContent?.trim() ? NodeFilter.FILTER_ACCEPT : NodeFilter.FILTER_SKIP));
    const name = walker.nextNode();
    if (!name) return 0;
    const range = document.createRange();
    range.selectNodeContents(name);
    return new Set(Array.from(range.getClientRects(), (rect) => Math.round(rect.top))).size;
  });
  expect(lines).toBe(1);

  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await expectNoAxeViolations(page);
});
