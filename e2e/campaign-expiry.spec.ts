import { rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { expect, type Page } from '@playwright/test';
import { test } from './fixtures';
import { SHORTEST_LIFE_SECONDS, TEST_CLOCK_FILE } from '@/lib/content/clock';
import { japanToday, nextJapanMidnight } from '@/lib/time/japan';
import { campaignOnTopPage, createStoreViaApi, deleteStoreViaApi, graphqlRequest, signInAsAdmin, unique } from './helpers';

/*
 * A campaign whose end date is today leaves the top page and its store's page at midnight in
 * Japan, with no edit: the reads that depend on the date expire then. The server's content clock
 * is moved to five minutes before that midnight (lib/content/clock.ts, OZ_TEST_CLOCK=1 on the e2e
 * server only), then real time carries it past. This spec runs alone, after every other one
 * (playwright.config.ts), because the moved clock is the whole server's.
 */

const clockFile = path.resolve(process.env.E2E_DATA_DIR ?? 'data/e2e', TEST_CLOCK_FILE);
/**
 * How long before midnight (server time) the clock is set: a little more than the shortest life
 * of a read (five minutes, lib/content/clock.ts), so the pages' reads live exactly until midnight.
 */
const LEAD_MS = (SHORTEST_LIFE_SECONDS + 12) * 1000;

async function hasCampaignButton(site: Page, link: string, storeName: string): Promise<boolean> {
  await site.goto(`/store/${link}`);
  await expect(site.getByRole('heading', { level: 1, name: storeName })).toBeVisible();
  // goto returns at the load event, after any streamed part has replaced its fallback.
  return (await site.getByRole('link', { name: `${storeName}のキャンペーン` }).count()) > 0;
}

test('a campaign ending today leaves the top page and its store page after midnight in Japan, without an edit', async ({ page, context }) => {
  test.setTimeout(LEAD_MS + 120_000);
  await signInAsAdmin(page);
  const stamp = unique();
  const storeName = `E2E 本日終了店${stamp}`;
  const link = `e2e-ends-today-${stamp}`;
  const storeId = await createStoreViaApi(page, storeName, link);
  const site = await context.newPage();
  const ids: { news?: string; campaign?: string } = {};
  try {
    // The server's clock: just over five minutes before the coming midnight in Japan.
    const realNow = Date.now();
    const midnight = nextJapanMidnight(new Date(realNow));
    writeFileSync(clockFile, JSON.stringify({ offsetMs: midnight - LEAD_MS - realNow }));
    const serverMidnightInRealTime = realNow + LEAD_MS;
    const today = japanToday(new Date(midnight - 1));

    const category = await graphqlRequest<{ listCategories: { items: { id: string }[] } }>(
      page.request,
      '{ listCategories(filter: { slug: { eq: "campaign" } }) { items { id } } }',
    );
    const news = await graphqlRequest<{ createNews: { id: string } }>(page.request, 'mutation ($input: CreateNewsInput!) { createNews(input: $input) { id } }', {
      input: { categoryId: category.data?.listCategories.items[0]?.id, createdDate: '2001-03-04', title: `${storeName}の本日限りキャンペーン`, route: link },
    });
    expect(news.errors).toBeUndefined();
    ids.news = news.data?.createNews.id;
    const campaign = await graphqlRequest<{ createCampaign: { id: string } }>(
      page.request,
      'mutation ($input: CreateCampaignInput!) { createCampaign(input: $input) { id } }',
      { input: { storeId, date: today, campaignOverDate: today, value: 9800, newsId: ids.news } },
    );
    expect(campaign.errors).toBeUndefined();
    ids.campaign = campaign.data?.createCampaign.id;

    // Before midnight: in PICK UP, in the banner, and a campaign button on the store's page.
    await expect.poll(() => campaignOnTopPage(site, storeName), { timeout: 10_000 }).toEqual({ pickup: true, banner: 1 });
    expect(await hasCampaignButton(site, link, storeName)).toBe(true);
    expect(Date.now()).toBeLessThan(serverMidnightInRealTime);

    // After midnight, with nothing edited: gone from all three at the next request.
    await page.waitForTimeout(Math.max(0, serverMidnightInRealTime - Date.now()) + 1_000);
    expect(await campaignOnTopPage(site, storeName)).toEqual({ pickup: false, banner: 0 });
    expect(await hasCampaignButton(site, link, storeName)).toBe(false);
  } finally {
    rmSync(clockFile, { force: true });
    if (ids.campaign) await graphqlRequest(page.request, 'mutation ($input: DeleteCampaignInput!) { deleteCampaign(input: $input) { id } }', { input: { id: ids.campaign } });
    if (ids.news) await graphqlRequest(page.request, 'mutation ($input: DeleteNewsInput!) { deleteNews(input: $input) { id } }', { input: { id: ids.news } });
    await deleteStoreViaApi(page, storeId);
    await site.close();
  }
});
