import { expect, type Locator, type Page } from '@playwright/test';
import { test } from './fixtures';
import { DEFAULT_FAQ } from '@/lib/core/content/default-faq';
import { createStoreViaApi, deleteStoreViaApi, expectNoAxeViolations, graphqlRequest, openFirstRow, signInAsAdmin } from './helpers';

const region = (page: Page, name: string) => page.getByRole('main').getByRole('region', { name, exact: true });

/** Opens an item from its list (searched by `text`), deletes it after confirming, and checks it is gone. */
async function deleteFromList(page: Page, listPath: string, text: string): Promise<void> {
  await page.goto(listPath);
  await page.getByLabel('検索').fill(text);
  await page.getByRole('table').getByRole('link', { name: text }).click();
  await page.getByRole('button', { name: '削除', exact: true }).click();
  await page.getByRole('dialog').getByRole('button', { name: '削除する' }).click();
  await expect(page).toHaveURL(new RegExp(`${listPath}$`));
  await page.getByLabel('検索').fill(text);
  await expect(page.getByRole('table').getByRole('link', { name: text })).toHaveCount(0);
}

const storeSelect = (form: Locator) => form.getByLabel('店舗', { exact: false }).first();

test('trainers, reviews and questions made in the admin show on their store page, and go when deleted', async ({ page, context }) => {
  test.setTimeout(150_000);
  await signInAsAdmin(page);
  const stamp = Date.now();
  const storeName = `E2E コンテンツ店${stamp}`;
  const link = `e2e-content-${stamp}`;
  const storeId = await createStoreViaApi(page, storeName, link);
  const trainer = `E2E 山田 花子${stamp}`;
  const review = `E2E 通いやすくて続いています${stamp}`;
  const question = `E2E 駐輪場はありますか？${stamp}`;
  const site = await context.newPage();
  try {
    // A trainer, added from the list filtered by the store: the store is already chosen.
    await page.goto('/admin/trainers');
    await page.getByLabel('店舗で絞り込み').selectOption({ label: storeName });
    await expect(page).toHaveURL(new RegExp(`store=${storeId}`));
    await page.getByRole('link', { name: '＋ トレーナーを追加' }).click();
    const trainerForm = page.getByRole('form', { name: 'トレーナーの編集' });
    await expect(storeSelect(trainerForm)).toHaveValue(storeId);
    await trainerForm.getByRole('button', { name: '作成する' }).click();
    await expect(trainerForm.getByText('トレーナー名を入力してください。')).toBeVisible();
    await trainerForm.getByLabel('名前').fill(trainer);
    await trainerForm.getByLabel('経歴').fill('トレーナー歴3年');
    await trainerForm.getByLabel('コメント').fill('一緒に楽しく続けましょう。');
    await trainerForm.getByRole('button', { name: '作成する' }).click();
    await expect(page).toHaveURL(/\/admin\/trainers\?store=/);
    await expect(page.getByRole('row', { name: new RegExp(trainer) })).toContainText('1番目');

    // A review, with the store picked in the form.
    await page.goto('/admin/reviews/new');
    const reviewForm = page.getByRole('form', { name: 'お客様の声の編集' });
    await storeSelect(reviewForm).selectOption({ label: storeName });
    await reviewForm.getByLabel('タイトル').fill(review);
    await reviewForm.getByLabel('年代').fill('40代');
    await reviewForm.getByLabel('お名前（イニシャル）').fill('E.T様');
    await reviewForm.getByLabel('バッジ').fill('健康維持');
    await reviewForm.getByLabel('コメント').fill('仕事の前に寄れるので続いています。');
    await reviewForm.getByRole('button', { name: '作成する' }).click();
    await expect(page).toHaveURL(/\/admin\/reviews$/);

    // A question for the store.
    await page.goto('/admin/faq/new');
    const faqForm = page.getByRole('form', { name: 'よくある質問の編集' });
    await expect(faqForm.getByText(`標準の質問${DEFAULT_FAQ.length}問`)).toBeVisible();
    await storeSelect(faqForm).selectOption({ label: storeName });
    await faqForm.getByLabel('質問').fill(question);
    await faqForm.getByLabel('回答').fill('店舗の前に2台分ございます。');
    await faqForm.getByRole('button', { name: '作成する' }).click();
    await expect(page).toHaveURL(/\/admin\/faq$/);

    // All three on the store's page; its own question replaces the default list.
    await expect
      .poll(
        async () => {
          await site.goto(`/store/${link}`);
          return {
            trainer: await region(site, 'トレーナー紹介').getByRole('heading', { name: trainer }).count(),
            review: await region(site, 'お客様の声').getByRole('heading', { name: review }).count(),
            questions: await region(site, 'よくあるご質問').getByRole('group').count(),
            question: await region(site, 'よくあるご質問').getByText(question).count(),
          };
        },
        { timeout: 30_000 },
      )
      .toEqual({ trainer: 1, review: 1, questions: 1, question: 1 });
    await expect(region(site, 'お客様の声')).toContainText('40代・E.T様');

    await deleteFromList(page, '/admin/trainers', trainer);
    await deleteFromList(page, '/admin/reviews', review);
    await deleteFromList(page, '/admin/faq', question);

    await expect
      .poll(
        async () => {
          await site.goto(`/store/${link}`);
          return {
            trainers: await region(site, 'トレーナー紹介').count(),
            reviews: await region(site, 'お客様の声').count(),
            questions: await region(site, 'よくあるご質問').getByRole('group').count(),
          };
        },
        { timeout: 30_000 },
      )
      .toEqual({ trainers: 0, reviews: 0, questions: DEFAULT_FAQ.length });
  } finally {
    for (const [entity, plural] of [
      ['Trainer', 'Trainers'],
      ['Review', 'Reviews'],
      ['Question', 'Questions'],
    ] as const) {
      const left = await graphqlRequest<Record<string, { items: { id: string }[] }>>(
        page.request,
        `query ($id: ID!) { list${plural}(filter: { storeId: { eq: $id } }) { items { id } } }`,
        { id: storeId },
      );
      for (const item of left.data?.[`list${plural}`]?.items ?? []) {
        await graphqlRequest(page.request, `mutation ($input: Delete${entity}Input!) { delete${entity}(input: $input) { id } }`, { input: { id: item.id } });
      }
    }
    await deleteStoreViaApi(page, storeId);
  }
});

const screens = [
  { list: '/admin/trainers', title: 'トレーナー', form: 'トレーナーの編集', create: 'トレーナーを追加' },
  { list: '/admin/reviews', title: 'お客様の声', form: 'お客様の声の編集', create: 'お客様の声を追加' },
  { list: '/admin/faq', title: 'よくある質問', form: 'よくある質問の編集', create: '質問を追加' },
];

for (const width of [1440, 768]) {
  test(`the trainer, review and FAQ screens have no WCAG 2.2 AA violations at ${width} px`, async ({ page }) => {
    // Nine axe scans: about 70 s alone on this 2-core machine, up to twice that beside another worker.
    test.setTimeout(180_000);
    await page.setViewportSize({ width, height: 1000 });
    await signInAsAdmin(page);
    for (const screen of screens) {
      await test.step(screen.title, async () => {
        await page.goto(screen.list);
        await expect(page.getByRole('heading', { level: 1, name: screen.title })).toBeVisible();
        await expect(page.getByRole('table').getByRole('link').first()).toBeVisible();
        await expectNoAxeViolations(page);

        await openFirstRow(page, screen.list, screen.form);
        await expect(storeSelect(page.getByRole('form'))).toBeEnabled();
        await expectNoAxeViolations(page);

        await page.goto(`${screen.list}/new`);
        await expect(page.getByRole('heading', { level: 1, name: screen.create })).toBeVisible();
        await page.getByRole('button', { name: '作成する' }).click();
        await expect(page.getByRole('alert').filter({ hasText: '入力内容を確かめてください。' })).toBeVisible();
        await expectNoAxeViolations(page);
      });
    }
  });
}
