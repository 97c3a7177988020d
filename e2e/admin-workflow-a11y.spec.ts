import { expect } from '@playwright/test';
import { test } from './fixtures';
import { categoryIdBySlug, createNewsViaApi, deleteNewsViaApi, expectNoAxeViolations, signInAsAdmin, unique } from './helpers';

/*
 * The editorial workflow's screens pass WCAG 2.2 AA at a desktop and a tablet width, in the
 * states an editor sees them in: a draft's form with its publication fields, preview link,
 * history and a version's diff open; the list with its 公開状態 column; the trash with an item;
 * the help; and the preview page a manager opens signed out.
 */

for (const width of [1440, 768]) {
  test(`the editorial workflow screens have no WCAG 2.2 AA violations at ${width} px`, async ({ page, browser }) => {
    test.setTimeout(120_000);
    await page.setViewportSize({ width, height: 1000 });
    await signInAsAdmin(page);
    const stamp = unique();
    const categoryId = await categoryIdBySlug(page);
    const create = (title: string, route: string) => createNewsViaApi(page, { categoryId, title, route, status: 'DRAFT' });
    const draft = await create(`E2E 読み上げ確認 ${stamp}`, `e2e-a11y-${stamp}`);
    await deleteNewsViaApi(page, await create(`E2E ゴミ箱 ${stamp}`, `e2e-a11y-trash-${stamp}`));
    const visitor = await browser.newContext({ viewport: { width, height: 1000 } });
    try {
      await page.goto(`/admin/news/${draft}`);
      const form = page.getByRole('form', { name: '記事の情報' });
      await form.getByLabel('タイトル').fill(`E2E 読み上げ確認 改 ${stamp}`);
      await form.getByRole('button', { name: '保存する' }).click();
      await expect(page.getByText('保存しました。')).toBeVisible();
      await page.getByRole('button', { name: 'プレビューリンクを作成' }).click();
      const url = await page.getByLabel(/プレビューのアドレス/).inputValue();
      await page.getByRole('region', { name: '履歴' }).getByRole('button', { name: '差分を見る' }).first().click();
      await expectNoAxeViolations(page);

      await page.goto('/admin/news');
      await expect(page.getByRole('table')).toContainText('下書き');
      await expectNoAxeViolations(page);

      await page.goto('/admin/trash');
      await expect(page.getByRole('table')).toContainText(`E2E ゴミ箱 ${stamp}`);
      await expectNoAxeViolations(page);

      await page.goto('/admin/help');
      await expect(page.getByRole('heading', { name: /下書き・予約公開・プレビュー/ })).toBeVisible();
      await expectNoAxeViolations(page);

      const site = await visitor.newPage();
      await site.goto(url);
      await expect(site.getByRole('note')).toContainText('プレビュー（下書き）');
      await expectNoAxeViolations(site);
    } finally {
      await visitor.close();
      await deleteNewsViaApi(page, draft);
    }
  });
}
