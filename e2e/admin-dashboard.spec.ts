import { expect } from '@playwright/test';
import { test } from './fixtures';
import { ownClientAddress, submitContact, unique } from './enquiry-helpers';
import { expectNoAxeViolations, signInAsAdmin } from './helpers';

// Filling the public form and waiting for the dashboard to hear of it, on a shared machine.
test.describe.configure({ timeout: 120_000 });

test.beforeEach(({ context }, testInfo) => ownClientAddress(context, testInfo));

/** This week's Monday in Japan, as the table writes it (2026/11/23). */
function thisMondayInJapan(): string {
  const japan = new Date(Date.now() + 9 * 60 * 60 * 1000);
  const monday = new Date(japan.getTime() - ((japan.getUTCDay() + 6) % 7) * 24 * 60 * 60 * 1000);
  return monday.toISOString().slice(0, 10).replaceAll('-', '/');
}

test("the dashboard charts each store's weekly enquiries and bookings, the same numbers as a table, updated live", async ({ page, context }) => {
  await signInAsAdmin(page);
  const chart = page.getByRole('region', { name: '体験のお問い合わせと予約（週ごと）' });
  await expect(chart).toBeVisible();
  await expect(chart.getByTestId('activity-chart').locator('svg').first()).toBeVisible();

  // The table is there for screen readers all along, and shown on request.
  const table = chart.getByRole('table', { name: 'すべての店舗の週ごとの件数' });
  await expect(table.getByRole('row')).toHaveCount(9);
  await chart.getByRole('button', { name: '数値を表で見る' }).click();
  await expect(table).toBeVisible();

  await chart.getByRole('combobox', { name: '店舗' }).selectOption({ label: '渋谷店' });
  const shibuya = chart.getByRole('table', { name: '渋谷店の週ごとの件数' });
  const thisWeek = shibuya.getByRole('row', { name: new RegExp(`^${thisMondayInJapan()}`) });
  await expect(thisWeek.getByRole('cell').first()).toHaveText(/^\d+件$/);
  const before = Number((await thisWeek.getByRole('cell').first().textContent())!.replace('件', ''));

  // A visitor asks for a trial at 渋谷店 while the dashboard is open.
  const visitor = await context.newPage();
  await submitContact(visitor, unique('集計テスト'));
  await visitor.close();
  await expect(thisWeek.getByRole('cell').first()).toHaveText(`${before + 1}件`, { timeout: 20_000 });
  await expectNoAxeViolations(page);
});
