import { expect, type Locator } from '@playwright/test';
import { test } from './fixtures';
import { signInAsAdmin } from './helpers';

/** Whether two boxes share any area (touching edges do not). */
function overlap(a: { x: number; y: number; width: number; height: number }, b: { x: number; y: number; width: number; height: number }): boolean {
  return a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;
}

async function box(locator: Locator) {
  const found = await locator.boundingBox();
  if (!found) throw new Error('The element has no box: it is not rendered.');
  return found;
}

/*
 * The article form's save bar stays at the bottom of the window while the form scrolls under it.
 * Whatever brings the 公開状態 line into view (scrolling to it, the keyboard's focus, the end of
 * the form) must leave it above the bar, not under it.
 */
for (const { width, height } of [
  { width: 375, height: 740 },
  { width: 1440, height: 900 },
]) {
  test(`at ${width} px, the save bar covers nothing of the article form it is scrolled to`, async ({ page }, testInfo) => {
    await page.setViewportSize({ width, height });
    await signInAsAdmin(page);
    for (const screen of ['new', 'existing'] as const) {
      if (screen === 'new') await page.goto('/admin/news/new');
      else {
        await page.goto('/admin/news');
        await page.getByRole('table').getByRole('link').first().click();
        await expect(page).toHaveURL(/\/admin\/news\/[0-9a-f-]{36}$/);
      }
      const form = page.getByRole('form', { name: '記事の情報' });
      const bar = form.getByRole('group', { name: '保存の操作' });
      const status = form.getByRole('group', { name: '公開状態' });
      const firstChoice = status.getByRole('radio').first();
      await expect(status).toBeVisible();
      const clear = async (what: string) => {
        await expect(bar).toBeInViewport();
        await expect(status).toBeInViewport();
        await page.screenshot({ path: testInfo.outputPath(`save-bar-${width}-${screen}-${what}.png`) });
        expect(overlap(await box(status), await box(bar)), `公開状態 is under the save bar (${what})`).toBe(false);
      };

      // Scrolled down until 公開状態 comes into view at the bottom of the window.
      await status.evaluate((element) => element.scrollIntoView({ block: 'end' }));
      await clear('scrolled-to');

      // Reached from the keyboard, from the top of the page.
      await page.evaluate(() => window.scrollTo(0, 0));
      await firstChoice.focus();
      await expect(firstChoice).toBeFocused();
      await clear('focused');

      // So is every other field: wherever focus brings it, it is above the bar.
      const fields = form.getByRole('textbox').or(form.getByRole('combobox')).or(form.getByRole('radio'));
      for (const field of await fields.filter({ visible: true }).all()) {
        await page.evaluate(() => window.scrollTo(0, 0));
        await field.focus();
        expect(overlap(await box(field), await box(bar)), `${await field.getAttribute('name')} is under the save bar once focused`).toBe(false);
      }

      // Scrolled as far as the form goes (its last section, 検索結果とシェアの表示, comes after
      // 公開状態): the bar is there, and nothing of the form is under it.
      await form.evaluate((element) => element.scrollIntoView({ block: 'end' }));
      await expect(bar).toBeInViewport();
      await page.screenshot({ path: testInfo.outputPath(`save-bar-${width}-${screen}-form-end.png`) });
      for (const field of await fields.filter({ visible: true }).all()) {
        expect(overlap(await box(field), await box(bar)), `${await field.getAttribute('name')} is under the save bar`).toBe(false);
      }
    }
  });
}
