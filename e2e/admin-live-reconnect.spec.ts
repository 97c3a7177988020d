import { expect, test } from '@playwright/test';
import { createStoreViaApi, deleteStoreViaApi, signInAsAdmin, unique } from './helpers';

/*
 * A laptop that slept or lost its network misses the live events sent meanwhile: once its event
 * stream is back, the open lists read themselves again, so nothing waits for a page reload.
 */

test('a store created while the admin was offline shows in the open list once the stream reconnects', async ({ page, context }) => {
  test.setTimeout(90_000);
  const id = unique();
  const name = `Oz E2E再接続店 ${id}`;

  await signInAsAdmin(page);
  await page.goto('/admin/stores');
  const list = page.getByRole('table', { name: /店舗一覧/ });
  // A row names its store twice (its name, and its public page's link): look for the name's cell.
  const row = (storeName: string) => list.getByRole('cell', { name: storeName, exact: true });
  await expect(list).toHaveAccessibleName(/店舗一覧：全\d+件/);
  const ids: string[] = [];
  try {
    // A store created elsewhere shows at once once the list is live (its subscriptions register a
    // moment after the list has loaded, so the first try may come too early).
    let tries = 0;
    await expect(async () => {
      const before = `${name} 前${++tries}`;
      ids.push(await createStoreViaApi(page, before, `e2e-reconnect-${id}-before-${tries}`));
      await expect(row(before)).toBeVisible({ timeout: 3000 });
    }).toPass({ timeout: 30_000 });

    // The network goes; the open event stream breaks (going offline alone leaves an idle open
    // response be, so the page stops its loads as a dropped connection would) and cannot come back.
    const streamBroken = page.waitForEvent('requestfailed', (request) => request.url().includes('/api/graphql/stream'));
    await context.setOffline(true);
    await page.evaluate(() => window.stop());
    await streamBroken;

    // Another admin creates a store during the outage; its live event cannot reach this page.
    ids.push(await createStoreViaApi(page, `${name} 中`, `e2e-reconnect-${id}-during`));
    await context.setOffline(false);
    await expect(row(`${name} 中`)).toBeVisible({ timeout: 30_000 });
  } finally {
    for (const storeId of ids) await deleteStoreViaApi(page, storeId);
  }
});
