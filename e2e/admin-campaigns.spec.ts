import { expect } from '@playwright/test';
import { test } from './fixtures';
import { japanToday } from '@/lib/core/time/japan';
import { campaignOnTopPage, createStoreViaApi, deleteStoreViaApi, expectNoAxeViolations, graphqlRequest, openFirstRow, signInAsAdmin } from './helpers';

const DAY_MS = 86_400_000;
const dayInJapan = (time: number) => japanToday(new Date(time));

test('a campaign made in the admin shows on the top page until its end date has passed', async ({ page, context }) => {
  test.setTimeout(150_000);
  await signInAsAdmin(page);
  const stamp = Date.now();
  const storeName = `E2E キャンペーン店${stamp}`;
  const link = `e2e-campaign-${stamp}`;
  const storeId = await createStoreViaApi(page, storeName, link);
  const site = await context.newPage();
  try {
    const today = dayInJapan(Date.now());
    await page.goto('/admin/campaigns/new');
    const form = page.getByRole('form', { name: 'キャンペーンの編集' });
    await expect(form.getByText('PICK UP CONTENTS').first()).toBeVisible();
    await form.getByLabel('店舗', { exact: false }).first().selectOption({ label: storeName });
    await expect(form.getByRole('link', { name: new RegExp(`「${storeName}」のページを見る`) })).toHaveAttribute('href', `/store/${link}`);
    await form.getByLabel('キャンペーン価格（円）').fill('15000');
    // A new campaign starts today (Japan time) and has no end date.
    await expect(form.getByLabel('開始日')).toHaveValue(today);
    await expect(form.getByLabel('終了日')).toHaveValue('');
    await form.getByRole('group', { name: '公開状態' }).getByRole('radio', { name: '公開する' }).check();
    await expect(form.getByText('この内容で保存すると、トップページに表示されます。')).toBeVisible();
    await form.getByRole('button', { name: '作成する' }).click();

    await expect(page).toHaveURL(/\/admin\/campaigns$/);
    await page.getByLabel('検索').fill(String(stamp));
    const row = page.getByRole('row', { name: new RegExp(storeName) });
    await expect(row).toContainText('¥15,000');
    await expect(row).toContainText('開催中');
    await expect(row).toContainText('未定');
    await expect(row).toContainText('表示中');

    // The saved campaign carries the store's name and slug, which the banners link with.
    const saved = await graphqlRequest<{ listCampaigns: { items: { id: string; storeName: string; storeLink: string; value: number }[] } }>(
      page.request,
      'query ($id: ID!) { listCampaigns(filter: { storeId: { eq: $id } }) { items { id storeName storeLink value } } }',
      { id: storeId },
    );
    expect(saved.data?.listCampaigns.items).toEqual([expect.objectContaining({ storeName, storeLink: link, value: 15000 })]);

    await expect.poll(() => campaignOnTopPage(site, storeName), { timeout: 30_000 }).toEqual({ pickup: true, banner: 1 });
    await expect(site.getByRole('complementary', { name: '開催中のキャンペーン' }).getByRole('link', { name: new RegExp(storeName) })).toHaveAttribute(
      'href',
      `/store/${link}`,
    );

    // An end date before the start is refused next to the field, and nothing is saved.
    await row.getByRole('link', { name: storeName }).click();
    const edit = page.getByRole('form', { name: 'キャンペーンの編集' });
    const end = edit.getByLabel('終了日');
    await end.fill(dayInJapan(Date.now() - 2 * DAY_MS));
    await edit.getByLabel('開始日').fill(today);
    await edit.getByRole('button', { name: '保存する' }).click();
    await expect(edit.getByText('終了日は開始日以降の日付を入力してください。')).toBeVisible();
    await expect(end).toHaveAttribute('aria-invalid', 'true');
    await expect(page).toHaveURL(/\/admin\/campaigns\/[^/]+$/);

    // The API refuses it as well, whatever the browser does.
    const id = saved.data?.listCampaigns.items[0]?.id;
    const refused = await graphqlRequest(page.request, 'mutation ($input: UpdateCampaignInput!) { updateCampaign(input: $input) { id } }', {
      input: { id, campaignOverDate: dayInJapan(Date.now() - 2 * DAY_MS) },
    });
    expect(refused.errors?.length).toBeGreaterThan(0);

    // Ended yesterday: the campaign leaves the top page.
    await edit.getByLabel('開始日').fill(dayInJapan(Date.now() - 10 * DAY_MS));
    await end.fill(dayInJapan(Date.now() - DAY_MS));
    await expect(edit.getByText('終了日を過ぎているため、トップページには表示されません。')).toBeVisible();
    await edit.getByRole('button', { name: '保存する' }).click();
    await expect(page).toHaveURL(/\/admin\/campaigns$/);
    await page.getByLabel('検索').fill(String(stamp));
    await expect(row).toContainText('終了');
    await expect(row).not.toContainText('表示中');
    await expect.poll(() => campaignOnTopPage(site, storeName), { timeout: 30_000 }).toEqual({ pickup: false, banner: 0 });

    // The state filter finds it among the ended ones only.
    await page.getByLabel('状態で絞り込み', { exact: true }).selectOption({ label: '開催中' });
    await expect(page).toHaveURL(/state=running/);
    await expect(row).toHaveCount(0);
    await page.getByLabel('状態で絞り込み', { exact: true }).selectOption({ label: '終了' });
    await expect(row).toHaveCount(1);

    // Delete, after confirming.
    await row.getByRole('link', { name: storeName }).click();
    await page.getByRole('button', { name: '削除', exact: true }).click();
    await page.getByRole('dialog').getByRole('button', { name: '削除する' }).click();
    await expect(page).toHaveURL(/\/admin\/campaigns/);
    await page.getByLabel('検索').fill(String(stamp));
    await expect(row).toHaveCount(0);
    const after = await graphqlRequest<{ listCampaigns: { items: unknown[] } }>(
      page.request,
      'query ($id: ID!) { listCampaigns(filter: { storeId: { eq: $id } }) { items { id } } }',
      { id: storeId },
    );
    expect(after.data?.listCampaigns.items).toEqual([]);
  } finally {
    const left = await graphqlRequest<{ listCampaigns: { items: { id: string }[] } }>(
      page.request,
      'query ($id: ID!) { listCampaigns(filter: { storeId: { eq: $id } }) { items { id } } }',
      { id: storeId },
    );
    for (const campaign of left.data?.listCampaigns.items ?? []) {
      await graphqlRequest(page.request, 'mutation ($input: DeleteCampaignInput!) { deleteCampaign(input: $input) { id } }', { input: { id: campaign.id } });
    }
    await deleteStoreViaApi(page, storeId);
  }
});

for (const width of [1440, 768]) {
  test(`the campaign screens have no WCAG 2.2 AA violations at ${width} px`, async ({ page }) => {
    // Three screens, each checked by axe: about 25 s alone on this 2-core machine, up to twice that beside another worker.
    test.setTimeout(120_000);
    await page.setViewportSize({ width, height: 1000 });
    await signInAsAdmin(page);
    await page.goto('/admin/campaigns');
    await expect(page.getByRole('heading', { level: 1, name: 'キャンペーン' })).toBeVisible();
    await expect(page.getByRole('table').getByRole('link').first()).toBeVisible();
    await expectNoAxeViolations(page);

    await openFirstRow(page, '/admin/campaigns', 'キャンペーンの編集');
    await expect(page.getByRole('form').getByLabel('店舗', { exact: false }).first()).toBeEnabled();
    await expectNoAxeViolations(page);

    await page.goto('/admin/campaigns/new');
    await expect(page.getByRole('heading', { level: 1, name: 'キャンペーンを追加' })).toBeVisible();
    // The errors shown after a failed save must pass too.
    await page.getByRole('button', { name: '作成する' }).click();
    await expect(page.getByText('店舗を選択してください。').first()).toBeVisible();
    await expectNoAxeViolations(page);
  });
}

test('unpublishing a store takes its running campaign off the top page', async ({ page, context }) => {
  test.setTimeout(120_000);
  await signInAsAdmin(page);
  const stamp = Date.now();
  const storeName = `E2E 非公開化店${stamp}`;
  const storeId = await createStoreViaApi(page, storeName, `e2e-unpublish-${stamp}`);
  const site = await context.newPage();
  try {
    const created = await graphqlRequest(page.request, 'mutation ($input: CreateCampaignInput!) { createCampaign(input: $input) { id } }', {
      input: { storeId, date: dayInJapan(Date.now()), value: 12000 },
    });
    expect(created.errors).toBeUndefined();
    await expect.poll(async () => (await campaignOnTopPage(site, storeName)).banner, { timeout: 15_000 }).toBe(1);

    const hidden = await graphqlRequest(page.request, 'mutation ($input: UpdateStoreInput!) { updateStore(input: $input) { id } }', {
      input: { id: storeId, enabled: false },
    });
    expect(hidden.errors).toBeUndefined();
    await expect.poll(async () => campaignOnTopPage(site, storeName), { timeout: 15_000 }).toEqual({ pickup: false, banner: 0 });
  } finally {
    await deleteStoreViaApi(page, storeId);
    await site.close();
  }
});
