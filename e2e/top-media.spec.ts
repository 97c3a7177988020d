import { expect, type Locator, type Page } from '@playwright/test';
import { test } from './fixtures';
import { formatCampaignDate } from '@/lib/core/campaign/display';
import { storePath } from '@/lib/core/routes';
import { site } from '@/lib/core/site';
import {
  audienceVideos,
  introVideo,
  mainVisualSlides,
  pickupBanners,
  pickupCopy,
  youtubeEmbedUrl,
  youtubeWatchUrl,
} from '@/lib/site/top/media';
import { graphqlRequest } from './helpers';

// Clock-driven tests take many steps; a busy machine needs more than the default 30 s.
test.describe.configure({ timeout: 90_000 });

const YOUTUBE = /youtube\.com|youtube-nocookie\.com|ytimg\.com|googlevideo\.com|ggpht\.com/;

/**
 * Lets the page finish the work it queued (React commits and effects run in their own tasks),
 * so the next `page.clock.runFor` starts with every timer the page meant to set.
 */
async function settle(page: Page): Promise<void> {
  await page.evaluate(
    () =>
      new Promise<void>((resolve) => {
        const channel = new MessageChannel();
        channel.port1.onmessage = () => resolve();
        channel.port2.postMessage(null);
      }),
  );
}

/**
 * Waits until the page is hydrated by pausing the auto-advance (a click before hydration does
 * nothing), then starts it again: its timer then starts at a known moment of the fake clock.
 */
async function restartAutoplay(page: Page, scope: Locator, pause: string, play: string): Promise<void> {
  await expect(async () => {
    await scope.getByRole('button', { name: pause }).click({ timeout: 5000 });
    await expect(scope.getByRole('button', { name: play })).toBeVisible({ timeout: 2000 });
  }).toPass();
  await scope.getByRole('button', { name: play }).click();
  await settle(page);
}

/** The page reacts to clicks: the main visual's pause button works (and is left playing). */
async function whenHydrated(page: Page): Promise<void> {
  await restartAutoplay(page, page.getByRole('region', { name: 'メインビジュアル' }), 'スライドショーを停止', 'スライドショーを再生');
}

/**
 * Installs the fake clock and loads `path`; the clock is then paused (it runs naturally until
 * then), so only `runFor` moves time on.
 */
async function openWithPausedClock(page: Page, path = '/'): Promise<void> {
  await page.clock.install();
  await page.goto(path);
  await pauseClock(page);
}

async function pauseClock(page: Page): Promise<void> {
  // The page's time keeps flowing until the pause lands; a busy machine may need a second try.
  await expect(async () => {
    const now = await page.evaluate(() => Date.now());
    await page.clock.pauseAt(now + 1000);
  }).toPass();
}

async function runFor(page: Page, ms: number): Promise<void> {
  await page.clock.runFor(ms);
  await settle(page);
}

// ---------------------------------------------------------------- main visual

const mainVisual = (page: Page) => page.getByRole('region', { name: 'メインビジュアル' });
const slideButton = (page: Page, n: number) => mainVisual(page).getByRole('button', { name: `${n}枚目のスライドを表示` });

test.describe('main visual', () => {
  test('wide screens: the h1, five slides every 6 s, the wide art only, the first picture loaded first', async ({ page }) => {
    await page.setViewportSize({ width: 1440, height: 900 });
    const requested: string[] = [];
    page.on('request', (request) => requested.push(decodeURIComponent(request.url())));
    await openWithPausedClock(page);

    await expect(page.getByRole('heading', { level: 1 })).toHaveCount(1);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(site.tagline);
    await expect(mainVisual(page).getByRole('button', { name: /枚目のスライドを表示$/ })).toHaveCount(5);

    const first = page.getByAltText(mainVisualSlides[0]?.alt ?? '');
    await expect(first).toHaveAttribute('fetchpriority', 'high');
    await expect(first).toHaveAttribute('loading', 'eager');
    await expect(page.getByAltText(mainVisualSlides[1]?.alt ?? '')).toHaveAttribute('loading', 'lazy');

    await restartAutoplay(page, mainVisual(page), 'スライドショーを停止', 'スライドショーを再生');
    await slideButton(page, 1).click(); // in case the page was slow and the first 6 s had passed
    await settle(page);
    await expect(slideButton(page, 1)).toHaveAttribute('aria-current', 'true');
    await runFor(page, 5900);
    await expect(slideButton(page, 1)).toHaveAttribute('aria-current', 'true');
    for (const n of [2, 3, 4, 5, 1]) {
      await runFor(page, n === 2 ? 100 : 6000);
      await expect(slideButton(page, n)).toHaveAttribute('aria-current', 'true');
      await expect(mainVisual(page).getByRole('group', { name: `${n} / 5` })).toBeVisible();
    }

    await expect.poll(() => requested.some((url) => url.includes('/images/top/mv-wide-5.webp'))).toBe(true);
    expect(requested.filter((url) => url.includes('/images/top/mv-narrow-'))).toEqual([]);
  });

  test('phones: four tall slides and never the wide art', async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 800 });
    const requested: string[] = [];
    page.on('request', (request) => requested.push(decodeURIComponent(request.url())));
    await openWithPausedClock(page);

    await expect(mainVisual(page).getByRole('button', { name: /枚目のスライドを表示$/ })).toHaveCount(4);
    await restartAutoplay(page, mainVisual(page), 'スライドショーを停止', 'スライドショーを再生');
    await slideButton(page, 1).click();
    await settle(page);
    for (const n of [2, 3, 4, 1]) {
      await runFor(page, 6000);
      await expect(slideButton(page, n)).toHaveAttribute('aria-current', 'true');
      await expect(mainVisual(page).getByRole('group', { name: `${n} / 4` })).toBeVisible();
    }

    await expect.poll(() => requested.some((url) => url.includes('/images/top/mv-narrow-4.webp'))).toBe(true);
    expect(requested.filter((url) => url.includes('/images/top/mv-wide-'))).toEqual([]);
  });

  for (const { width, art, other } of [
    { width: 375, art: 'mv-narrow-1', other: 'mv-wide-1' },
    { width: 1440, art: 'mv-wide-1', other: 'mv-narrow-1' },
  ]) {
    test(`at ${width} px the first picture is asked for from the head, before any script, once and in the screen's art`, async ({ page }) => {
      await page.setViewportSize({ width, height: 900 });
      const requested: string[] = [];
      page.on('request', (request) => requested.push(decodeURIComponent(request.url())));
      await page.goto('/');
      await expect(page.getByAltText(mainVisualSlides[0]?.alt ?? '')).toHaveJSProperty('complete', true);

      const preloads = page.locator('head link[rel="preload"][as="image"][media]');
      await expect(preloads).toHaveCount(2);
      for (const link of await preloads.all()) await expect(link).toHaveAttribute('fetchpriority', 'high');
      const firstPicture = requested.findIndex((url) => url.includes(`/images/top/${art}.webp`));
      const firstScript = requested.findIndex((url) => /\/_next\/static\/chunks\/.+\.js$/.test(url));
      expect(firstPicture, requested.slice(0, 8).join('\n')).toBeGreaterThanOrEqual(0);
      expect(firstPicture, requested.slice(0, 8).join('\n')).toBeLessThan(firstScript);
      expect(requested.filter((url) => url.includes(`/images/top/${art}.webp`))).toHaveLength(1);
      expect(requested.filter((url) => url.includes(`/images/top/${other}.webp`))).toEqual([]);
    });
  }

  test('pauses, plays and jumps to a slide; with reduced motion it stands still', async ({ page }) => {
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await page.setViewportSize({ width: 1440, height: 900 });
    await openWithPausedClock(page);

    await expect(mainVisual(page).getByRole('button', { name: 'スライドショーを再生' })).toBeVisible();
    await runFor(page, 12_000);
    await expect(slideButton(page, 1)).toHaveAttribute('aria-current', 'true');

    await slideButton(page, 3).click();
    await expect(slideButton(page, 3)).toHaveAttribute('aria-current', 'true');
    await runFor(page, 12_000);
    await expect(slideButton(page, 3)).toHaveAttribute('aria-current', 'true');

    await mainVisual(page).getByRole('button', { name: 'スライドショーを再生' }).click();
    await settle(page);
    await runFor(page, 6000);
    await expect(slideButton(page, 4)).toHaveAttribute('aria-current', 'true');
  });
});

// ---------------------------------------------------------------- videos

const videoSection = (page: Page) => page.getByRole('region', { name: '動画で見る Oz' });

test.describe('video section', () => {
  test.beforeEach(async ({ context }) => {
    // The tests never reach YouTube; the requests are still seen by the request listeners.
    await context.route(YOUTUBE, (route) => route.abort());
  });

  test('nothing is requested from YouTube before a click; the intro poster then loads the nocookie player with autoplay', async ({ page, context }) => {
    await page.setViewportSize({ width: 1440, height: 900 });
    const youtubeRequests: string[] = [];
    page.on('request', (request) => {
      if (YOUTUBE.test(request.url())) youtubeRequests.push(request.url());
    });
    await page.goto('/');
    const section = videoSection(page);
    await section.scrollIntoViewIfNeeded();
    for (const video of audienceVideos) await section.getByRole('link', { name: new RegExp(video.title) }).hover();
    await whenHydrated(page);
    await page.waitForLoadState('networkidle');

    expect(youtubeRequests).toEqual([]);
    expect((await context.cookies()).filter((cookie) => /youtube|google/.test(cookie.domain))).toEqual([]);
    await expect(page.getByTitle(introVideo.title)).toHaveCount(0);

    await section.getByRole('button', { name: `動画を再生：${introVideo.title}` }).click();
    const player = section.getByTitle(introVideo.title);
    await expect(player).toHaveAttribute('src', youtubeEmbedUrl(introVideo.id));
    await expect(player).toHaveAttribute('src', /^https:\/\/www\.youtube-nocookie\.com\/embed\/[\w-]{11}\?autoplay=1$/);
    await expect(player).toHaveAttribute('allow', /autoplay/);
    await expect(player).toBeFocused();
    await expect.poll(() => youtubeRequests.some((url) => url.startsWith('https://www.youtube-nocookie.com/embed/'))).toBe(true);
  });

  test('at 1440 px a thumbnail opens the popup player; Esc and 閉じる close it and remove the player', async ({ page, context }) => {
    await page.setViewportSize({ width: 1440, height: 900 });
    const popups: Page[] = [];
    context.on('page', (opened) => popups.push(opened));
    await page.goto('/');
    const video = audienceVideos[0];
    if (!video) throw new Error('no audience videos');
    const playerTitle = `${video.audience}の方へ：${video.title}`;
    const thumbnail = videoSection(page).getByRole('link', { name: new RegExp(video.title) });

    await whenHydrated(page);
    const dialog = page.getByRole('dialog', { name: playerTitle });
    await thumbnail.click();
    await expect(dialog).toBeVisible();
    expect(popups).toEqual([]);
    const player = dialog.getByTitle(playerTitle);
    await expect(player).toHaveAttribute('src', youtubeEmbedUrl(video.id));
    await expect(dialog.getByRole('button', { name: '閉じる' })).toBeFocused();
    // The page behind is inert: Tab never reaches it while the dialog is open.
    for (let i = 0; i < 4; i += 1) {
      await page.keyboard.press('Tab');
      const focusOutside = await dialog.evaluate(
        (element) => document.activeElement !== document.body && !element.contains(document.activeElement),
      );
      expect(focusOutside).toBe(false);
    }

    await dialog.getByRole('button', { name: '閉じる' }).focus();
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(page.getByTitle(playerTitle)).toHaveCount(0);
    await expect(thumbnail).toBeFocused();

    const other = audienceVideos[3];
    if (!other) throw new Error('no fourth audience video');
    const otherTitle = `${other.audience}の方へ：${other.title}`;
    await videoSection(page).getByRole('link', { name: new RegExp(other.title) }).click();
    const otherDialog = page.getByRole('dialog', { name: otherTitle });
    await expect(otherDialog.getByTitle(otherTitle)).toHaveAttribute('src', youtubeEmbedUrl(other.id));
    await otherDialog.getByRole('button', { name: '閉じる' }).click();
    await expect(otherDialog).toBeHidden();
    await expect(page.getByTitle(otherTitle)).toHaveCount(0);
    expect(popups).toEqual([]);
  });

  test('at 375 px a thumbnail is a link that opens the video on YouTube in a new tab', async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 800 });
    await page.goto('/');
    const links = videoSection(page).getByRole('link');
    await expect(links).toHaveCount(audienceVideos.length);
    for (const [index, video] of audienceVideos.entries()) {
      const link = links.nth(index);
      await expect(link).toContainText(video.audience);
      await expect(link).toContainText(video.title);
      await expect(link).toHaveAttribute('href', youtubeWatchUrl(video.id));
      await expect(link).toHaveAttribute('target', '_blank');
      await expect(link).toHaveAttribute('rel', /noopener/);
    }

    await whenHydrated(page);
    const watchUrl = youtubeWatchUrl(audienceVideos[0]?.id ?? '');
    const [popup, request] = await Promise.all([
      page.waitForEvent('popup'),
      page.context().waitForEvent('request', (candidate) => candidate.url() === watchUrl),
      links.first().click(),
    ]);
    expect(request.frame().page()).toBe(popup);
    await expect(page.getByRole('dialog')).toHaveCount(0);
  });
});

// ---------------------------------------------------------------- PICK UP CONTENTS

type Campaign = { id: string; storeName: string; storeLink: string; date: string; value: number; campaignOverDate: string | null };

/** The running campaigns, newest first, at most 3: what the carousel must start with. */
async function expectedCampaigns(page: Page): Promise<Campaign[]> {
  const result = await graphqlRequest<{ listCampaigns: { items: Campaign[] } }>(
    page.request,
    '{ listCampaigns(limit: 2000) { items { id storeName storeLink date value campaignOverDate } } }',
  );
  const today = new Date(Date.now() + 9 * 3_600_000).toISOString().slice(0, 10);
  return (result.data?.listCampaigns.items ?? [])
    .filter((campaign) => !campaign.campaignOverDate || campaign.campaignOverDate >= today)
    .sort((a, b) => b.date.localeCompare(a.date))
    .slice(0, 3);
}

const pickup = (page: Page) => page.getByRole('region', { name: pickupCopy.subheading });
const indicator = (page: Page, n: number) => pickup(page).getByRole('button', { name: `${n}枚目を表示`, exact: true });

async function currentIndicator(page: Page): Promise<number> {
  const labels = await pickup(page).getByRole('button', { name: /^\d+枚目を表示$/ }).evaluateAll((buttons) =>
    buttons.filter((button) => button.getAttribute('aria-current') === 'true').map((button) => button.getAttribute('aria-label')),
  );
  expect(labels).toHaveLength(1);
  return Number.parseInt(labels[0] ?? '', 10);
}

test.describe('PICK UP CONTENTS', () => {
  test('campaign cards first (running, newest first), then the eight banners with their links', async ({ page }) => {
    await page.setViewportSize({ width: 1440, height: 900 });
    await page.goto('/');
    const campaigns = await expectedCampaigns(page);
    expect(campaigns.length).toBeGreaterThan(0);
    const total = campaigns.length + pickupBanners.length;
    const region = pickup(page);
    await expect(region).toHaveAttribute('aria-roledescription', 'carousel');
    await expect(region.getByText(pickupCopy.heading, { exact: true })).toBeVisible();
    await expect(region.getByRole('group', { name: new RegExp(`^\\d+ / ${total}$`) })).toHaveCount(total);
    await expect(region.getByRole('button', { name: /^\d+枚目を表示$/ })).toHaveCount(total);
    const slide = (n: number) => region.getByRole('group', { name: `${n} / ${total}`, exact: true });

    for (const [index, campaign] of campaigns.entries()) {
      const card = slide(index + 1);
      await expect(card).toHaveAttribute('aria-roledescription', 'slide');
      const link = card.getByRole('link');
      await expect(link).toHaveAttribute('href', storePath(campaign.storeLink));
      await expect(link).toContainText(campaign.storeName);
      await expect(link).toContainText(`プレミアムプラン月会費¥${campaign.value.toLocaleString('ja-JP')}`);
      const date = formatCampaignDate(campaign.date);
      await expect(link).toContainText(`${date.year}${date.monthDay}${date.weekday}`);
    }

    expect(pickupBanners.filter((banner) => banner.type === 'img')).toHaveLength(1);
    for (const [index, banner] of pickupBanners.entries()) {
      const card = slide(campaigns.length + index + 1);
      await expect(card).toContainText(banner.title);
      const link = card.getByRole('link');
      if (banner.type === 'img') {
        await expect(link).toHaveCount(0);
        continue;
      }
      await expect(link).toHaveAttribute('href', banner.href);
      if (banner.type === 'link') {
        await expect(link).toHaveAttribute('target', '_blank');
        await expect(link).toHaveAttribute('rel', /noopener/);
        expect(banner.href).toMatch(/^https:\/\//);
      } else {
        await expect(link).not.toHaveAttribute('target', /./);
        expect((await page.request.get(banner.href)).status(), banner.href).toBe(200);
      }
    }
  });

  test('embla loads when the carousel comes near the window: until then the cards and controls are the server\'s', async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 800 });
    const scripts: string[] = [];
    page.on('request', (request) => {
      if (request.resourceType() === 'script') scripts.push(request.url());
    });
    await page.goto('/');
    await whenHydrated(page);
    // The page's scripts have run, and the carousel, far below the window, is the server's markup:
    // every card, and a track embla has not moved.
    const first = pickup(page).getByRole('group', { name: /^1 \/ \d+$/ });
    await expect(first).toHaveCount(1);
    const track = first.locator('xpath=..');
    expect(await track.evaluate((element: HTMLElement) => element.style.transform)).toBe('');
    const loaded = scripts.length;

    await pickup(page).scrollIntoViewIfNeeded();
    await expect.poll(() => track.evaluate((element: HTMLElement) => element.style.transform)).not.toBe('');
    expect(scripts.length).toBeGreaterThan(loaded);
    await restartAutoplay(page, pickup(page), '自動再生を停止', '自動再生を開始');
    await pickup(page).getByRole('button', { name: '次のスライド' }).click();
    await expect(indicator(page, 2)).toHaveAttribute('aria-current', 'true');
  });

  test('auto-advance every 4 s, prev/next by one and locked during the 0.5 s move, indicators jump, a manual move holds it for 4 s', async ({ page }) => {
    await page.setViewportSize({ width: 1440, height: 900 });
    await openWithPausedClock(page);
    await pickup(page).scrollIntoViewIfNeeded();
    await restartAutoplay(page, pickup(page), '自動再生を停止', '自動再生を開始');
    expect(await currentIndicator(page)).toBe(1);

    await runFor(page, 3900);
    expect(await currentIndicator(page)).toBe(1);
    await runFor(page, 100);
    await expect(indicator(page, 2)).toHaveAttribute('aria-current', 'true');
    await runFor(page, 4000);
    await expect(indicator(page, 3)).toHaveAttribute('aria-current', 'true');

    await runFor(page, 600);
    const next = pickup(page).getByRole('button', { name: '次のスライド' });
    const previous = pickup(page).getByRole('button', { name: '前のスライド' });
    await next.click();
    await expect(indicator(page, 4)).toHaveAttribute('aria-current', 'true');
    await next.click(); // still moving: ignored
    await previous.click(); // ignored as well
    expect(await currentIndicator(page)).toBe(4);
    await runFor(page, 500);
    await next.click();
    await expect(indicator(page, 5)).toHaveAttribute('aria-current', 'true');
    await runFor(page, 500);
    await previous.click();
    await expect(indicator(page, 4)).toHaveAttribute('aria-current', 'true');

    // The last manual move holds auto-advance for 4 s, then the 4 s interval runs again.
    await runFor(page, 7900);
    expect(await currentIndicator(page)).toBe(4);
    await runFor(page, 200);
    await expect(indicator(page, 5)).toHaveAttribute('aria-current', 'true');

    await indicator(page, 9).click();
    await expect(indicator(page, 9)).toHaveAttribute('aria-current', 'true');
    await runFor(page, 7900);
    expect(await currentIndicator(page)).toBe(9);
    await runFor(page, 200);
    await expect(indicator(page, 10)).toHaveAttribute('aria-current', 'true');

    // Endless: from the last slide "next" goes to the first.
    const total = await pickup(page).getByRole('button', { name: /^\d+枚目を表示$/ }).count();
    await indicator(page, total).click();
    await runFor(page, 600);
    await next.click();
    await expect(indicator(page, 1)).toHaveAttribute('aria-current', 'true');
    await runFor(page, 600);
    await previous.click();
    await expect(indicator(page, total)).toHaveAttribute('aria-current', 'true');
  });

  test('stops while scrolled away, while the tab is hidden, when paused and with reduced motion', async ({ page }) => {
    await page.setViewportSize({ width: 1440, height: 900 });
    await openWithPausedClock(page);
    await pickup(page).scrollIntoViewIfNeeded();
    await restartAutoplay(page, pickup(page), '自動再生を停止', '自動再生を開始');

    await page.evaluate(() => window.scrollTo(0, 0));
    await expect(pickup(page)).not.toBeInViewport();
    await settle(page);
    await runFor(page, 9000);
    expect(await currentIndicator(page)).toBe(1);

    await pickup(page).scrollIntoViewIfNeeded();
    await expect(pickup(page)).toBeInViewport();
    await settle(page);
    await runFor(page, 4000);
    await expect(indicator(page, 2)).toHaveAttribute('aria-current', 'true');

    await page.evaluate(() => {
      Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => 'hidden' });
      document.dispatchEvent(new Event('visibilitychange'));
    });
    await settle(page);
    await runFor(page, 9000);
    expect(await currentIndicator(page)).toBe(2);
    await page.evaluate(() => {
      Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => 'visible' });
      document.dispatchEvent(new Event('visibilitychange'));
    });
    await settle(page);
    await runFor(page, 4000);
    await expect(indicator(page, 3)).toHaveAttribute('aria-current', 'true');

    await pickup(page).getByRole('button', { name: '自動再生を停止' }).click();
    await settle(page);
    await runFor(page, 9000);
    expect(await currentIndicator(page)).toBe(3);

    await page.emulateMedia({ reducedMotion: 'reduce' });
    await page.reload();
    await pauseClock(page);
    await pickup(page).scrollIntoViewIfNeeded();
    await expect(pickup(page).getByRole('button', { name: '自動再生を開始' })).toBeVisible();
    await runFor(page, 9000);
    expect(await currentIndicator(page)).toBe(1);
  });

  for (const { width, slide, gap } of [
    { width: 375, slide: 0.9, gap: 0.1 },
    { width: 800, slide: 0.262, gap: 0.02 },
    { width: 1100, slide: 284, gap: 24 },
    { width: 1300, slide: 380, gap: 30 },
    { width: 1440, slide: 410, gap: 60 },
  ]) {
    test(`slide width and gap at ${width} px`, async ({ page }) => {
      await page.setViewportSize({ width, height: 900 });
      await page.goto('/');
      const region = pickup(page);
      await region.scrollIntoViewIfNeeded();
      const total = await region.getByRole('button', { name: /^\d+枚目を表示$/ }).count();
      const first = await region.getByRole('group', { name: `1 / ${total}`, exact: true }).boundingBox();
      const second = await region.getByRole('group', { name: `2 / ${total}`, exact: true }).boundingBox();
      const pageWidth = await page.evaluate(() => document.documentElement.clientWidth);
      const expectedWidth = slide < 1 ? slide * pageWidth : slide;
      const expectedGap = gap < 1 ? gap * pageWidth : gap;
      expect(first?.width).toBeCloseTo(expectedWidth, 0);
      expect((second?.x ?? 0) - (first?.x ?? 0) - (first?.width ?? 0)).toBeCloseTo(expectedGap, 0);
    });
  }
});
