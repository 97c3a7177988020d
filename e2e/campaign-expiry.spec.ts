import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { expect, type Page } from '@playwright/test';
import { test } from './fixtures';
import { SHORTEST_LIFE_SECONDS, TEST_CLOCK_FILE } from '@/lib/core/content/clock';
import { articlePath } from '@/lib/core/routes';
import { japanToday, nextJapanMidnight } from '@/lib/core/time/japan';
import { campaignOnTopPage, createStoreViaApi, fromSitePage, graphqlRequest, signInAsAdmin, unique } from './helpers';
import { startLoggedInstance } from './logged-instance';

/*
 * A campaign whose end date is today leaves the top page and its store's page at midnight in
 * Japan, with no edit: the reads that depend on the date expire then. An article scheduled for
 * that midnight appears then, on its page, the news list, the sitemap and the top page, with no
 * edit either: the reads of articles live until the next publish time. The server's content clock
 * is moved to five minutes before that midnight (lib/core/content/clock.ts, OZ_TEST_CLOCK=1),
 * then real time carries it past. The moved clock is a whole server's, so the spec has an instance
 * of its own: a copy of the e2e build and database (e2e/logged-instance.ts), and runs beside the
 * other specs while it waits (playwright.config.ts).
 */

/**
 * How long before midnight (server time) the clock is set: a little more than the shortest life
 * of a read (five minutes, lib/core/content/clock.ts), so the pages' reads live exactly until midnight.
 */
const LEAD_MS = (SHORTEST_LIFE_SECONDS + 12) * 1000;
/** How long after midnight the pages are asked for: what a render of them takes here, at most. */
const RENDER_MARGIN_MS = 8_000;

async function hasCampaignButton(site: Page, link: string, storeName: string): Promise<boolean> {
  await site.goto(`/store/${link}`);
  await expect(site.getByRole('heading', { level: 1, name: storeName })).toBeVisible();
  // goto returns at the load event, after any streamed part has replaced its fallback.
  return (await site.getByRole('link', { name: `${storeName}のキャンペーン` }).count()) > 0;
}

/** Where a visitor finds the article: its page, the news list, the sitemap, the top page. */
async function articleShows(site: Page, path: string, title: string) {
  const page = (await site.request.get(path)).status();
  const sitemap = (await (await site.request.get('/sitemap.xml')).text()).includes(path);
  await site.goto('/news');
  const list = (await site.getByRole('link', { name: new RegExp(title) }).count()) > 0;
  await site.goto('/');
  const top = (await site.getByRole('link', { name: new RegExp(title) }).count()) > 0;
  return { page, sitemap, list, top };
}

test('at midnight in Japan, a campaign ending today leaves the top page and its store page, and an article scheduled for then appears, without an edit', async ({ browser }) => {
  test.setTimeout(LEAD_MS + 180_000);
  // The helpers' requests say they come from the e2e server's pages; the instance lets those act too.
  const instance = await startLoggedInstance({ ownBuild: true, env: { OZ_TEST_CLOCK: '1', ADMIN_ORIGINS: fromSitePage.origin, LOG_LEVEL: 'warn' } });
  const clockFile = path.join(instance.dataDir, TEST_CLOCK_FILE);
  const context = await browser.newContext({ baseURL: instance.url });
  const page = await context.newPage();
  try {
    await signInAsAdmin(page);
    const stamp = unique();
    const storeName = `E2E 本日終了店${stamp}`;
    const link = `e2e-ends-today-${stamp}`;
    const storeId = await createStoreViaApi(page, storeName, link);
    const site = await context.newPage();
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
    const campaign = await graphqlRequest<{ createCampaign: { id: string } }>(
      page.request,
      'mutation ($input: CreateCampaignInput!) { createCampaign(input: $input) { id } }',
      { input: { storeId, date: today, campaignOverDate: today, value: 9800, newsId: news.data?.createNews.id } },
    );
    expect(campaign.errors).toBeUndefined();

    // An article scheduled for midnight, dated far ahead so that it would top every list.
    const scheduledTitle = `E2E 予約記事${stamp}`;
    const scheduledRoute = `e2e-scheduled-${stamp}`;
    const information = await graphqlRequest<{ listCategories: { items: { id: string }[] } }>(
      page.request,
      '{ listCategories(filter: { slug: { eq: "information" } }) { items { id } } }',
    );
    const scheduled = await graphqlRequest<{ createNews: { id: string; publishAt: string } }>(
      page.request,
      'mutation ($input: CreateNewsInput!) { createNews(input: $input) { id publishAt } }',
      {
        input: {
          categoryId: information.data?.listCategories.items[0]?.id,
          createdDate: '2099-12-30',
          title: scheduledTitle,
          route: scheduledRoute,
          status: 'PUBLISHED',
          publishAt: new Date(midnight).toISOString(),
        },
      },
    );
    expect(scheduled.errors).toBeUndefined();
    const scheduledPath = articlePath('news', 'information', scheduledRoute);

    // Before midnight: in PICK UP, in the banner, and a campaign button on the store's page;
    // the scheduled article nowhere.
    // The first render of the top page on this instance of its own, on a busy machine: up to tens of seconds.
    await expect.poll(() => campaignOnTopPage(site, storeName), { timeout: 45_000 }).toEqual({ pickup: true, banner: 1 });
    expect(await hasCampaignButton(site, link, storeName)).toBe(true);
    expect(await articleShows(site, scheduledPath, scheduledTitle)).toEqual({ page: 404, sitemap: false, list: false, top: false });
    expect(Date.now()).toBeLessThan(serverMidnightInRealTime);

    // After midnight, with nothing edited: gone from all three at the next request. Next.js counts
    // a page's life from when its render was stored, a few seconds after the read that ends at
    // midnight on this busy machine (seen: 2–3 s; the page was then served stale, once).
    await page.waitForTimeout(Math.max(0, serverMidnightInRealTime - Date.now()) + RENDER_MARGIN_MS);
    expect(await campaignOnTopPage(site, storeName)).toEqual({ pickup: false, banner: 0 });
    expect(await hasCampaignButton(site, link, storeName)).toBe(false);
    expect(await articleShows(site, scheduledPath, scheduledTitle)).toEqual({ page: 200, sitemap: true, list: true, top: true });
  } finally {
    // The instance, its database and its copy of the build go; nothing of this spec is left in the e2e server's.
    await context.close();
    await instance.stop();
  }
});
