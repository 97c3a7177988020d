import AxeBuilder from '@axe-core/playwright';
import { expect, type Locator, type Page } from '@playwright/test';
import { test } from './fixtures';
import { type StoreSeed, stores as seedStores } from '@/scripts/seed/stores';
import { pickupCopy, videoSectionCopy } from '@/lib/site/top/media';
import { TILES } from '@/lib/site/top/tiles';
import sharp from 'sharp';
import { graphqlRequest, signInAsAdmin } from './helpers';

const DAY_MS = 86_400_000;
const todayInJapan = (time: number) => new Date(time + 9 * 3_600_000).toISOString().slice(0, 10);

type Campaign = { id: string; storeName: string; storeLink: string; date: string; campaignOverDate: string | null };
type Store = { id: string; name: string; area: string; link: string; enabled: boolean };
type News = { id: string; title: string; createdDate: string; categoryId: string };
type Category = { id: string; slug: string; mainCategory: string };

/** Running on `day` (YYYY-MM-DD, Japan time), newest first, at most 3: what the banner must show. */
function bannerCampaigns(campaigns: Campaign[], day: string): Campaign[] {
  return campaigns
    .filter((campaign) => !campaign.campaignOverDate || campaign.campaignOverDate >= day)
    .sort((a, b) => b.date.localeCompare(a.date))
    .slice(0, 3);
}

async function listCampaigns(page: Page): Promise<Campaign[]> {
  const result = await graphqlRequest<{ listCampaigns: { items: Campaign[] } }>(
    page.request,
    '{ listCampaigns(limit: 2000) { items { id storeName storeLink date campaignOverDate } } }',
  );
  return result.data?.listCampaigns.items ?? [];
}

async function verticalPosition(locator: Locator): Promise<number> {
  const box = await locator.boundingBox();
  expect(box).not.toBeNull();
  return box?.y ?? 0;
}

test.describe('top page', () => {
  test('sections come in the order of the spec', async ({ page }) => {
    await page.goto('/');
    const main = page.getByRole('main');
    const sections = [
      main.getByRole('heading', { level: 1 }),
      main.getByRole('region', { name: videoSectionCopy.subheading }),
      main.getByRole('region', { name: pickupCopy.subheading }).first(),
      main.getByRole('region', { name: '加圧トレーニングの効果' }),
      main.getByRole('region', { name: 'Oz が選ばれる9つの理由' }),
      main.getByRole('region', { name: '店舗一覧' }),
      main.getByRole('navigation', { name: 'Oz をもっと知る' }),
      main.getByRole('region', { name: 'お知らせ' }),
      main.getByRole('navigation', { name: '採用情報とお問い合わせ' }),
    ];
    const positions: number[] = [];
    for (const section of sections) positions.push(await verticalPosition(section));
    expect(positions).toEqual([...positions].sort((a, b) => a - b));
    await expect(page.getByRole('region', { name: '店舗一覧' })).toHaveAttribute('id', 'shop');
  });

  test('the effects dialog: three tabs, arrow keys, Esc, both close controls, focus return, first tab on reopening', async ({ page }) => {
    await page.goto('/');
    const effects = page.getByRole('region', { name: '加圧トレーニングの効果' });
    await expect(effects.getByRole('link', { name: /^MORE/ })).toHaveAttribute('href', '/effect');
    // The training-purposes button is for small screens only.
    await expect(effects.getByRole('button', { name: /^目的別トレーニング/ })).toBeHidden();

    const opener = effects.getByRole('button', { name: '3つの目的から効果を見る' });
    const dialog = page.getByRole('dialog', { name: '目的別トレーニング' });
    await opener.click();
    await expect(dialog).toBeVisible();

    const tabs = dialog.getByRole('tab');
    await expect(tabs).toHaveText(['内側から引き締まったスリムな体へ', '魅力的で自信に満ちた体へ', '健康で充実した毎日を送る体へ']);
    await expect(tabs.nth(0)).toHaveAttribute('aria-selected', 'true');
    const panel = dialog.getByRole('tabpanel');
    await expect(panel).toHaveCount(1);
    await expect(panel).toHaveAccessibleName('内側から引き締まったスリムな体へ');
    const effectLinks = async (names: [string, string], anchors: [string, string]) => {
      for (const [index, name] of names.entries()) {
        await expect(panel.getByRole('heading', { name, exact: true })).toBeVisible();
        await expect(panel.getByRole('link', { name: `${name}について詳しく見る` })).toHaveAttribute('href', `/effect#${anchors[index]}`);
      }
    };
    await expect(panel.getByText('Diet', { exact: true })).toBeVisible();
    await expect(panel.getByText('Aging Care', { exact: true })).toBeVisible();
    await effectLinks(['ダイエット', 'エイジングケア'], ['training1', 'training2']);

    await tabs.nth(0).focus();
    await page.keyboard.press('ArrowRight');
    await expect(tabs.nth(1)).toBeFocused();
    await expect(tabs.nth(1)).toHaveAttribute('aria-selected', 'true');
    await expect(tabs.nth(0)).toHaveAttribute('aria-selected', 'false');
    await expect(panel.getByText('Muscle', { exact: true })).toBeVisible();
    await expect(panel.getByText('Body Make', { exact: true })).toBeVisible();
    await effectLinks(['筋力アップ', 'ボディメイク'], ['training3', 'training4']);

    await page.keyboard.press('ArrowRight');
    await expect(tabs.nth(2)).toBeFocused();
    await expect(panel.getByText('Physical stamina and immunity', { exact: true })).toBeVisible();
    await expect(panel.getByText('Rehabilitation', { exact: true })).toBeVisible();
    await effectLinks(['体力・免疫力の向上', 'リハビリ'], ['training5', 'training5']);

    await page.keyboard.press('ArrowRight');
    await expect(tabs.nth(0)).toBeFocused();
    await page.keyboard.press('ArrowLeft');
    await expect(tabs.nth(2)).toHaveAttribute('aria-selected', 'true');
    await page.keyboard.press('Home');
    await expect(tabs.nth(0)).toHaveAttribute('aria-selected', 'true');
    await page.keyboard.press('End');
    await expect(tabs.nth(2)).toHaveAttribute('aria-selected', 'true');

    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(opener).toBeFocused();

    // Opened again, it starts at the first tab; the text button closes it.
    await opener.click();
    await expect(tabs.nth(0)).toHaveAttribute('aria-selected', 'true');
    await tabs.nth(1).click();
    await expect(tabs.nth(1)).toHaveAttribute('aria-selected', 'true');
    await dialog.getByRole('button', { name: '閉じる', exact: true }).filter({ hasText: '閉じる' }).click();
    await expect(dialog).toBeHidden();
    await expect(opener).toBeFocused();

    // The close icon closes it too.
    await opener.click();
    await expect(tabs.nth(0)).toHaveAttribute('aria-selected', 'true');
    await dialog.getByLabel('閉じる').click();
    await expect(dialog).toBeHidden();
    await expect(opener).toBeFocused();
  });

  test('on a phone the training-purposes button opens the same dialog, and keyboard focus stays inside it', async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 740 });
    await page.goto('/');
    const opener = page.getByRole('region', { name: '加圧トレーニングの効果' }).getByRole('button', { name: /^目的別トレーニング/ });
    await opener.click();
    const dialog = page.getByRole('dialog', { name: '目的別トレーニング' });
    await expect(dialog).toBeVisible();
    await expect(dialog.getByRole('tab')).toHaveCount(3);
    for (let i = 0; i < 12; i += 1) {
      await page.keyboard.press('Tab');
      const inside = await dialog.evaluate((element) => element.contains(document.activeElement));
      // The browser's own UI may take focus between the last and the first control; the page never does.
      const onPage = await page.evaluate(() => document.activeElement !== document.body && document.activeElement !== null);
      if (onPage) expect(inside).toBe(true);
    }
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(opener).toBeFocused();
  });

  test('nine feature cards and the counselling button to the contact form', async ({ page }) => {
    await page.goto('/');
    const features = page.getByRole('region', { name: 'Oz が選ばれる9つの理由' });
    await expect(features.getByRole('listitem')).toHaveCount(9);
    await expect(features.getByRole('heading', { level: 3 })).toHaveCount(9);
    await expect(features.getByRole('img')).toHaveCount(9);
    await expect(features.getByRole('heading', { name: '月額20,000円で通い放題' })).toBeVisible();
    await expect(features.getByRole('heading', { name: '小学生から86歳まで' })).toBeVisible();
    await expect(features.getByRole('heading', { name: '年間100,000セッション以上' })).toBeVisible();
    await expect(features.getByRole('heading', { name: '会員数14,000人以上' })).toBeVisible();
    const counseling = features.getByRole('link', { name: 'COUNSELING カウンセリング予約' });
    await expect(counseling).toBeVisible();
    // Next.js writes /contact/#contact without the trailing slash; both open the form.
    await expect(counseling).toHaveAttribute('href', /^\/contact\/?#contact$/);
  });

  test("each feature card's icon is drawn from the icon file, in the brand colour and the accent", async ({ page }) => {
    await page.goto('/');
    const icons = page.getByRole('region', { name: 'Oz が選ばれる9つの理由' }).getByRole('img');
    await expect(icons).toHaveCount(9);
    for (const icon of await icons.all()) {
      // In the middle of the window, clear of the sticky header that would be in the picture.
      await icon.evaluate((element) => element.scrollIntoView({ block: 'center' }));
      await expect(icon).toHaveAccessibleName(/アイコン$/);
      // Drawn: the icon's pixels hold the brand's dark blue strokes and the orange accent.
      await expect
        .poll(async () => {
          const { data, info } = await sharp(await icon.screenshot({ animations: 'disabled' })).raw().toBuffer({ resolveWithObject: true });
          let navy = 0;
          let orange = 0;
          for (let i = 0; i < data.length; i += info.channels) {
            const [r, g, b] = [data[i]!, data[i + 1]!, data[i + 2]!];
            if (r < 60 && g < 80 && b > 50 && b < 120) navy += 1;
            if (r > 200 && g > 90 && g < 150 && b < 60) orange += 1;
          }
          return navy > 20 && orange > 20;
        })
        .toBe(true);
    }
  });

  test('the store list: areas open and collapsible, published stores only, sorted by name, linked to their pages', async ({ page }) => {
    const published = await graphqlRequest<{ listStores: { items: Store[] }; listAreas: { items: { en: string; jp: string }[] } }>(
      page.request,
      '{ listStores(limit: 2000) { items { id name area link enabled } } listAreas(limit: 2000) { items { en jp } } }',
    );
    const stores = published.data?.listStores.items ?? [];
    const areas = published.data?.listAreas.items ?? [];
    const unpublished = (seedStores as readonly StoreSeed[]).filter((store) => store.enabled === false);
    expect(unpublished.map((store) => store.name)).toEqual(['藤沢店']);

    await page.goto('/');
    const shop = page.getByRole('region', { name: '店舗一覧' });
    const groups = shop.getByRole('group');
    const areasWithStores = areas.filter((area) => stores.some((store) => store.area === area.en));
    await expect(groups).toHaveCount(areasWithStores.length);

    for (const area of areasWithStores) {
      const group = shop.getByRole('group', { name: area.jp });
      await expect(group).toHaveJSProperty('open', true);
      const expected = stores
        .filter((store) => store.area === area.en)
        .map((store) => store.name)
        .sort((a, b) => a.localeCompare(b, 'ja'));
      const links = group.getByRole('link');
      await expect(links).toHaveText(expected);
      for (const name of expected) {
        const store = stores.find((candidate) => candidate.name === name);
        await expect(group.getByRole('link', { name, exact: true })).toHaveAttribute('href', `/store/${store?.link}`);
      }
    }
    for (const store of unpublished) await expect(shop.getByText(store.name)).toHaveCount(0);

    // Each area folds and unfolds on its own.
    const first = areasWithStores[0];
    const firstGroup = shop.getByRole('group', { name: first?.jp });
    const firstStore = firstGroup.getByRole('link').first();
    await firstGroup.getByText(first?.jp ?? '', { exact: true }).click();
    await expect(firstGroup).toHaveJSProperty('open', false);
    await expect(firstStore).toBeHidden();
    await expect(shop.getByRole('group', { name: areasWithStores[1]?.jp })).toHaveJSProperty('open', true);
    await firstGroup.getByText(first?.jp ?? '', { exact: true }).click();
    await expect(firstGroup).toHaveJSProperty('open', true);
    await expect(firstStore).toBeVisible();

    // Picking a store remembers it as the current store and opens its page.
    const picked = stores.find((store) => store.name === (expectedFirstName(stores, first?.en)));
    await firstStore.click();
    await expect(page).toHaveURL(new RegExp(`/store/${picked?.link}$`));
    expect(await page.evaluate(() => sessionStorage.getItem('oz:currentStore'))).toBe(picked?.id);
  });

  test('a link to #shop scrolls there in 500 ms and leaves the list 250 px below the top of the window', async ({ page }) => {
    await page.clock.install();
    await page.goto('/');
    // The banner renders in the browser only: once it shows, the page's scripts are running.
    await expect(page.getByRole('complementary', { name: '開催中のキャンペーン' })).toBeVisible();
    await page.clock.pauseAt(Date.now() + 60_000);
    const shop = page.getByRole('region', { name: '店舗一覧' });
    await page.getByRole('link', { name: 'お近くの店舗を探す', exact: true }).click();
    await page.clock.runFor(250);
    // Half-way through, the window is still moving.
    const midway = await verticalPosition(shop);
    expect(midway).toBeGreaterThan(260);
    await page.clock.runFor(350);
    await expect.poll(() => verticalPosition(shop)).toBeGreaterThan(247);
    expect(await verticalPosition(shop)).toBeLessThan(253);
    await expect(page).toHaveURL(/#shop$/);
  });

  test('three image tiles, and the recruit and contact links', async ({ page }) => {
    await page.goto('/');
    const tiles = page.getByRole('navigation', { name: 'Oz をもっと知る' }).getByRole('link');
    await expect(tiles).toHaveCount(3);
    await expect(tiles.nth(0)).toHaveAttribute('href', '/flow');
    await expect(tiles.nth(0)).toContainText('無料体験の流れ');
    await expect(tiles.nth(1)).toHaveAttribute('href', '/flow#reviews');
    await expect(tiles.nth(1)).toContainText('お客様の声');
    await expect(tiles.nth(2)).toHaveAttribute('href', '/studiomenu');
    await expect(tiles.nth(2)).toContainText('プログラム・料金');
    for (let i = 0; i < 3; i += 1) {
      await tiles.nth(i).scrollIntoViewIfNeeded();
      await expect(tiles.nth(i).getByRole('img')).toHaveCount(0); // decorative: the link text names it
      await expect
        .poll(() => tiles.nth(i).locator('img').evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth > 0))
        .toBe(true);
    }

    const links = page.getByRole('navigation', { name: '採用情報とお問い合わせ' }).getByRole('link');
    await expect(links).toHaveCount(2);
    await expect(links.nth(0)).toHaveAttribute('href', '/jobs');
    await expect(links.nth(0)).toContainText('採用情報');
    await expect(links.nth(1)).toHaveAttribute('href', '/contact');
    await expect(links.nth(1)).toContainText('お問い合わせ');
  });

  test('on a phone, images below the fold are fetched only once they come near the window, none of them beside the main visual as the page loads', async ({ page }) => {
    // The phone Lighthouse emulates: Chrome's own lazy loading would fetch everything 1,250 px under it during load.
    await page.setViewportSize({ width: 412, height: 823 });
    const fetched: string[] = [];
    page.on('request', (request) => {
      if (request.resourceType() === 'image') fetched.push(request.url());
    });
    await page.goto('/');
    // The banner renders in the browser only: once it shows, the page's scripts are running.
    await expect(page.getByRole('complementary', { name: '開催中のキャンペーン' })).toBeVisible();
    await page.waitForLoadState('networkidle');

    // Half a window's height under the fold is near; further down is far.
    const images = await page.locator('img').evaluateAll((all) =>
      (all as HTMLImageElement[]).map((image) => ({
        top: image.getBoundingClientRect().top,
        far: image.getBoundingClientRect().top > window.innerHeight * 1.5 + 1,
        src: image.getAttribute('src') ?? '',
        srcset: image.getAttribute('srcset'),
        fetchedFrom: image.currentSrc,
      })),
    );
    const far = images.filter((image) => image.far);
    expect(far.length, 'the top page has images far below the fold').toBeGreaterThan(5);
    expect(far.filter((image) => !image.src.startsWith('data:') || image.srcset !== null), 'a far image holds its request-free placeholder').toEqual([]);
    const nearSources = new Set(images.filter((image) => !image.far).map((image) => image.fetchedFrom));
    expect(fetched.filter((url) => url.includes('/_next/image') && !nearSources.has(url)), 'fetched during load but far').toEqual([]);

    // Scrolled to, a tile loads its picture, in the place its placeholder held.
    const tile = page.getByRole('navigation', { name: 'Oz をもっと知る' }).getByRole('link').first().locator('img');
    const placeholderBox = await tile.boundingBox();
    await tile.scrollIntoViewIfNeeded();
    await expect.poll(() => tile.evaluate((image: HTMLImageElement) => image.complete && image.currentSrc)).toContain(`/_next/image?url=${encodeURIComponent(TILES[0]!.image)}`);
    expect(fetched.some((url) => url.includes(`url=${encodeURIComponent(TILES[0]!.image)}`))).toBe(true);
    const loadedBox = await tile.boundingBox();
    expect([loadedBox?.width, loadedBox?.height]).toEqual([placeholderBox?.width, placeholderBox?.height]);
  });

  test('the news block: the five newest news articles, long titles cut at 40 characters on phones only', async ({ page }) => {
    await signInAsAdmin(page);
    const categories = await graphqlRequest<{ listCategories: { items: Category[] } }>(
      page.request,
      '{ listCategories(limit: 2000) { items { id slug mainCategory } } }',
    );
    const newsCategories = (categories.data?.listCategories.items ?? []).filter((category) => category.mainCategory === 'news');
    const information = newsCategories.find((category) => category.slug === 'information');
    const title = '【新宿店】夏季休業日のお知らせと、休業期間中のご予約・お問い合わせ受付についてのご案内です';
    expect(Array.from(title).length).toBeGreaterThan(40);
    const created = await graphqlRequest<{ createNews: { id: string } }>(
      page.request,
      'mutation ($input: CreateNewsInput!) { createNews(input: $input) { id } }',
      { input: { categoryId: information?.id, createdDate: todayInJapan(Date.now()), title, route: `e2e-long-title-${Date.now()}` } },
    );
    expect(created.errors).toBeUndefined();
    try {
      const all = await graphqlRequest<{ listNews: { items: News[] } }>(page.request, '{ listNews(limit: 2000) { items { id title createdDate categoryId } } }');
      const newest = (all.data?.listNews.items ?? [])
        .filter((news) => newsCategories.some((category) => category.id === news.categoryId))
        .sort((a, b) => b.createdDate.localeCompare(a.createdDate) || b.id.localeCompare(a.id))
        .slice(0, 5);
      expect(newest[0]?.title).toBe(title);

      await page.setViewportSize({ width: 1440, height: 900 });
      await page.goto('/');
      const block = page.getByRole('region', { name: 'お知らせ' });
      const items = block.getByRole('listitem');
      await expect(items).toHaveCount(5);
      for (const [index, news] of newest.entries()) {
        const link = items.nth(index).getByRole('link');
        await expect(link).toContainText(news.createdDate.replaceAll('-', '.'));
        await expect(link).toHaveAccessibleName(new RegExp(escapeRegExp(news.title)));
      }
      const cut = `${Array.from(title).slice(0, 40).join('')}…`;
      const first = items.first();
      await expect(first.getByText(title, { exact: true })).toBeVisible();
      await expect(first.getByText(cut, { exact: true })).toBeHidden();
      await expect(first.getByRole('link')).toHaveAttribute('href', /^\/news\/information\/e2e-long-title-/);
      await expect(first.getByText('お知らせ', { exact: true })).toBeVisible();
      await expect(block.getByRole('link', { name: 'お知らせ一覧を見る' })).toHaveAttribute('href', '/news');

      await page.setViewportSize({ width: 375, height: 740 });
      await expect(first.getByText(cut, { exact: true })).toBeVisible();
      // The full title leaves the screen but stays the link's accessible name.
      expect(await first.getByText(title, { exact: true }).evaluate((element) => element.getBoundingClientRect().width)).toBeLessThanOrEqual(1);
      await expect(first.getByRole('link')).toHaveAccessibleName(new RegExp(escapeRegExp(title)));
      // A short title is the same on both.
      const short = newest.find((news) => Array.from(news.title).length <= 40);
      if (short) await expect(block.getByText(short.title, { exact: true }).last()).toBeVisible();
      await expect(block.getByRole('link', { name: 'お知らせ一覧を見る' })).toBeVisible();
    } finally {
      await graphqlRequest(page.request, 'mutation ($input: DeleteNewsInput!) { deleteNews(input: $input) { id } }', {
        input: { id: created.data?.createNews.id },
      });
    }
  });

  test('the campaign banner: running campaigns newest first, linked to their stores; CLOSE holds for the session', async ({ page }) => {
    const expected = bannerCampaigns(await listCampaigns(page), todayInJapan(Date.now()));
    expect(expected.length).toBeGreaterThan(0);
    await page.goto('/');
    const banner = page.getByRole('complementary', { name: '開催中のキャンペーン' });
    await expect(banner).toBeVisible();
    const links = banner.getByRole('link');
    await expect(links).toHaveCount(expected.length);
    for (const [index, campaign] of expected.entries()) {
      await expect(links.nth(index)).toContainText(campaign.storeName);
      await expect(links.nth(index)).toHaveAttribute('href', `/store/${campaign.storeLink}`);
    }

    await banner.getByRole('button', { name: /^CLOSE/ }).click();
    await expect(banner).toBeHidden();
    await page.reload();
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.getByRole('region', { name: '店舗一覧' })).toBeVisible();
    await expect(banner).toBeHidden();
  });

  test('on a phone the banner starts folded above the contact bar, and unfolds', async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 740 });
    await page.goto('/');
    const banner = page.getByRole('complementary', { name: '開催中のキャンペーン' });
    const toggle = banner.getByRole('button', { name: /店舗で実施中/ });
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await expect(banner.getByRole('link')).toHaveCount(0);
    const contact = page.getByRole('link', { name: '体験する店舗を選ぶ' });
    const [bannerBox, contactBox] = [await banner.boundingBox(), await contact.boundingBox()];
    expect((bannerBox?.y ?? 0) + (bannerBox?.height ?? 0)).toBeLessThanOrEqual(contactBox?.y ?? 0);
    await toggle.click();
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await expect(banner.getByRole('link').first()).toBeVisible();
  });

  test('a campaign that has ended since the page was built is not shown', async ({ page }) => {
    const campaigns = await listCampaigns(page);
    const today = todayInJapan(Date.now());
    const ending = bannerCampaigns(campaigns, today).find((campaign) => campaign.campaignOverDate);
    expect(ending?.campaignOverDate).toBeTruthy();
    // Noon, Japan time, on the day after its last day.
    const dayAfter = new Date(`${ending?.campaignOverDate}T12:00:00+09:00`).getTime() + DAY_MS;
    const stillRunning = bannerCampaigns(campaigns, todayInJapan(dayAfter));
    expect(stillRunning.some((campaign) => campaign.id === ending?.id)).toBe(false);

    await page.clock.setFixedTime(dayAfter);
    await page.goto('/');
    const banner = page.getByRole('complementary', { name: '開催中のキャンペーン' });
    await expect(banner).toBeVisible();
    await expect(banner.getByRole('link')).toHaveCount(stillRunning.length);
    await expect(banner.getByRole('link', { name: new RegExp(ending?.storeName ?? '') })).toHaveCount(0);
    for (const [index, campaign] of stillRunning.entries()) {
      await expect(banner.getByRole('link').nth(index)).toHaveAttribute('href', `/store/${campaign.storeLink}`);
    }
  });

  test('the sections meet WCAG 2.2 AA, also with the dialog open', async ({ page }) => {
    test.setTimeout(90_000);
    const tags = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];
    const problems = (result: Awaited<ReturnType<AxeBuilder['analyze']>>) =>
      result.violations.map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target).join(' ')}`);
    await page.goto('/');

    const opener = page.getByRole('button', { name: '3つの目的から効果を見る' });
    const dialog = page.getByRole('dialog', { name: '目的別トレーニング' });
    await opener.click();
    await expect(dialog).toBeVisible();
    // The dialog sits in the section, which fades in once scrolled into view: its colours are
    // judged once that 0.7 s fade is over, not halfway through it.
    const reveal = page.locator('#effect [data-animate]').first();
    await expect(reveal).toHaveClass(/\bis-animated\b/);
    await reveal.evaluate((element) => Promise.all(element.getAnimations().map((animation) => animation.finished)));
    expect(problems(await new AxeBuilder({ page }).withTags(tags).include('dialog').analyze())).toEqual([]);
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();

    let builder = new AxeBuilder({ page }).withTags(tags);
    for (const section of ['#effect', '#feature', '#shop', '#news']) builder = builder.include(section);
    expect(problems(await builder.analyze())).toEqual([]);
  });
});

function expectedFirstName(stores: Store[], area: string | undefined): string | undefined {
  return stores
    .filter((store) => store.area === area)
    .map((store) => store.name)
    .sort((a, b) => a.localeCompare(b, 'ja'))[0];
}

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}
