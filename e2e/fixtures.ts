import { type Locator, type Page, test as base } from '@playwright/test';

/*
 * The `test` every spec uses: Playwright's, with labels that find what a person can see.
 *
 * After a client-side navigation Next.js (Cache Components) keeps the last pages visited in the
 * document, hidden with display: none, so their state comes back with the back button. A label
 * of such a hidden page still matches getByLabel, which (unlike getByRole) does not skip hidden
 * elements; here getByLabel, on pages and locators alike, keeps the visible matches only.
 */

type GetByLabel = Page['getByLabel'];

function keepVisible(target: { getByLabel: GetByLabel }): void {
  const original = target.getByLabel;
  if ((original as { visibleOnly?: true }).visibleOnly) return;
  const getByLabel: GetByLabel = function (this: Page | Locator, text, options) {
    return original.call(this, text, options).filter({ visible: true });
  };
  (getByLabel as { visibleOnly?: true }).visibleOnly = true;
  target.getByLabel = getByLabel;
}

export const test = base.extend<object, { visibleLabels: void }>({
  visibleLabels: [
    async ({ browser }, use) => {
      const page = await browser.newPage();
      keepVisible(Object.getPrototypeOf(page) as Page);
      keepVisible(Object.getPrototypeOf(page.locator('body')) as Locator);
      await page.close();
      await use();
    },
    { scope: 'worker', auto: true },
  ],
});
