import { expect, type Locator, type Page } from '@playwright/test';
import { test } from './fixtures';
import { DEFAULT_FAQ } from '@/lib/core/content/default-faq';
import { getConfig } from '@/lib/core/config';
import { articlePath, CONTACT_FORM_PATH, storeBookingPath, storePath } from '@/lib/core/routes';
import { campaigns } from '@/scripts/seed/campaigns';
import { storeQuestions } from '@/scripts/seed/questions';
import { reviews } from '@/scripts/seed/reviews';
import { type StoreLink, type StoreSeed, stores, storeImages } from '@/scripts/seed/stores';
import { trainers } from '@/scripts/seed/trainers';
import { APP_LISTINGS, APP_SCREENS, badgeLabel } from '@/lib/site/store/app';
import { FLOW_STEPS } from '@/lib/site/store/copy';
import { PHONE_CAROUSEL_INTERVAL_MS, PHONE_CAROUSEL_TRANSITION_MS } from '@/lib/site/store/phone-carousel';
import { PREMIUM_COURSE_CODE, PREMIUM_COURSE_CODE_20000 } from '@/lib/site/store/payment';
import { graphqlRequest, signInAsAdmin } from './helpers';

const seedStore = (link: StoreLink): StoreSeed => {
  const store = stores.find((candidate) => candidate.link === link);
  if (!store) throw new Error(`seed store ${link} is missing`);
  return store;
};

const region = (page: Page, name: string) => page.getByRole('main').getByRole('region', { name, exact: true });
const details = (page: Page) => page.getByRole('region', { name: '店舗情報' });
const faqRegion = (page: Page) => region(page, 'よくあるご質問');
const paymentForm = (page: Page) => page.locator('form', { has: page.getByRole('button', { name: /^プレミアムプラン月会費/ }) });
const slide = (carousel: Locator, title: string) => carousel.getByRole('group', { name: new RegExp(`^${title}（`) });
// Next's <Link> drops the slash before the hash.
const contactHref = new RegExp(`^${CONTACT_FORM_PATH.replace('/#', '/?#')}$`);
const [firstScreen, secondScreen] = APP_SCREENS.map((screen) => screen.title) as [string, string, ...string[]];

test.describe('a store with every section', () => {
  // 池袋店: reviews, trainers, its own questions, a gallery, a running campaign, some rentals not offered.
  const link = 'ikebukuro' satisfies StoreLink;
  const store = seedStore(link);

  test('shows the details, the image, both buttons and the map', async ({ page }) => {
    const response = await page.goto(storePath(store.link));
    expect(response?.status()).toBe(200);
    await expect(page.getByRole('heading', { level: 1, name: store.name })).toBeVisible();
    await expect(page.getByRole('navigation', { name: 'パンくずリスト' }).getByText(store.name, { exact: true })).toBeVisible();

    const table = details(page);
    await expect(table.getByText(`〒${store.postCode}`)).toBeVisible();
    await expect(table.getByText(store.address)).toBeVisible();
    await expect(table.getByText(store.addressOther)).toBeVisible();
    await expect(table.getByText(store.access)).toBeVisible();
    await expect(table.getByRole('link', { name: store.phone })).toHaveAttribute('href', `tel:${store.phone.replace(/-/g, '')}`);
    await expect(table.getByRole('link', { name: /LINE で相談する/ })).toHaveAttribute('href', store.line);
    await expect(table.getByRole('link', { name: /Instagram/ })).toHaveAttribute('href', `https://www.instagram.com/${store.instagram}/`);
    await expect(table.getByText('11:00〜20:00')).toBeVisible();
    await expect(table.getByText('10:00〜19:00')).toBeVisible();
    await expect(table.getByText('年末年始（12月31日〜1月3日）')).toBeVisible();

    await expect(page.getByRole('img', { name: `${store.name}のトレーニングスタジオ` })).toBeVisible();
    await expect(page.getByRole('link', { name: /カウンセリング予約/ })).toHaveAttribute('href', contactHref);

    const campaign = campaigns.find((candidate) => candidate.storeLink === store.link);
    const campaignLink = page.getByRole('link', { name: /池袋店のキャンペーン/ });
    await expect(campaignLink).toHaveAttribute('href', articlePath('news', 'campaign', campaign?.route ?? ''));
    await campaignLink.click();
    await expect(page.getByRole('heading', { level: 1, name: campaign?.title })).toBeVisible();

    await page.goBack();
    const map = page.getByTitle(`${store.name}の地図`);
    await expect(map).toHaveAttribute('loading', 'lazy');
    await expect(map).toHaveAttribute('width', '1000');
    await expect(map).toHaveAttribute('height', '550');
    expect(await map.getAttribute('src')).toContain('output=embed');
  });

  test('shows reviews, the gallery, trainers oldest first, prices, rentals and its own questions', async ({ page }) => {
    await page.goto(storePath(store.link));

    const voices = region(page, 'お客様の声');
    await expect(voices.getByRole('heading', { level: 3 })).toHaveText(reviews[link].map((review) => review.title));
    await expect(voices.getByText(reviews[link][0]?.badge ?? '').first()).toBeVisible();

    const gallery = region(page, '店内の様子');
    await expect(gallery.getByRole('img')).toHaveCount(storeImages(store).length - 1);

    const team = region(page, 'トレーナー紹介');
    await expect(team.getByRole('heading', { level: 3 })).toHaveText(trainers[link].map((trainer) => trainer.name));

    const price = region(page, '料金・レンタル');
    await expect(price.getByRole('table', { name: 'プレミアムコース（通い放題）' })).toContainText('20,000円');
    await expect(price.getByRole('table', { name: 'ロイヤリティコース（回数券）' }).getByRole('row', { name: /100回券/ })).toContainText('630,360円');
    const rentals = price.getByRole('table', { name: 'レンタル' });
    await expect(rentals.getByRole('row', { name: /ウェア上下＋シューズ セット/ })).toContainText('500円');
    await expect(rentals.getByRole('row', { name: /プロテインシェイカー/ })).toContainText('無料');
    // Shoes and socks are not rented out at this store (empty price): no rows for them.
    await expect(rentals.getByRole('row', { name: /^シューズ/ })).toHaveCount(0);
    await expect(rentals.getByRole('row', { name: /^靴下/ })).toHaveCount(0);

    const faq = faqRegion(page);
    await expect(faq.getByRole('group')).toHaveCount(storeQuestions[link].length);
    await expect(faq.getByText(storeQuestions[link][0]?.question ?? '')).toBeVisible();
  });

  test('the FAQ opens one answer at a time and closes it again', async ({ page }) => {
    await page.goto(storePath(store.link));
    const faq = faqRegion(page);
    const [first, second] = storeQuestions[link];
    if (!first || !second) throw new Error('ikebukuro needs two questions');
    await expect(faq.getByText(first.answer)).toBeHidden();
    await faq.getByText(first.question).click();
    await expect(faq.getByText(first.answer)).toBeVisible();
    await faq.getByText(second.question).click();
    await expect(faq.getByText(second.answer)).toBeVisible();
    await expect(faq.getByText(first.answer)).toBeHidden();
    await faq.getByText(second.question).click();
    await expect(faq.getByText(second.answer)).toBeHidden();
  });

  test('carries FAQPage JSON-LD for the questions it shows', async ({ page }) => {
    await page.goto(storePath(store.link));
    const texts = await page.locator('script[type="application/ld+json"]').allTextContents();
    const faqPage = texts.map((text) => JSON.parse(text) as { '@type'?: string; mainEntity?: { name: string }[] }).find((data) => data['@type'] === 'FAQPage');
    expect(faqPage?.mainEntity?.map((entry) => entry.name)).toEqual(storeQuestions[link].map((entry) => entry.question));
  });

  test('links to both app listings, and shows the features and the steps to joining', async ({ page }) => {
    await page.goto(storePath(store.link));
    const app = region(page, '公式アプリ');
    for (const listing of [APP_LISTINGS.appStore, APP_LISTINGS.googlePlay]) {
      const link = app.getByRole('link', { name: new RegExp(`^${badgeLabel(listing)}`) });
      await expect(link).toHaveAttribute('href', listing.href);
      await expect(link).toHaveAttribute('target', '_blank');
    }
    const features = region(page, 'この店舗で受けられること');
    await expect(features.getByRole('heading', { name: 'ご入会までの流れ' })).toBeVisible();
    const steps = features.getByRole('listitem').filter({ hasText: /ステップ\d：/ });
    expect(FLOW_STEPS.map((step) => step.title)).toEqual(['予約', 'カウンセリング', '体験トレーニング', 'ご入会']);
    await expect(steps).toHaveCount(FLOW_STEPS.length);
    for (const [index, step] of FLOW_STEPS.entries()) await expect(steps.nth(index)).toContainText(`ステップ${index + 1}：${step.title}`);
    await expect(features.getByRole('link', { name: `${store.name}で無料体験を予約する` })).toHaveAttribute('href', storeBookingPath(store.link));
  });
});

test.describe('stores without some data', () => {
  test('心斎橋店 has no questions of its own and shows the 15 default questions', async ({ page }) => {
    expect(storeQuestions.shinsaibashi).toHaveLength(0);
    await page.goto(storePath('shinsaibashi'));
    const faq = faqRegion(page);
    await expect(faq.getByRole('group')).toHaveCount(DEFAULT_FAQ.length);
    await expect(faq.getByRole('group')).toHaveCount(15);
    for (const entry of DEFAULT_FAQ) await expect(faq.getByText(entry.question, { exact: true })).toBeVisible();
  });

  for (const link of ['shibuya', 'yokohama'] as const) {
    test(`${link}: no running campaign, so the campaign button is disabled`, async ({ page }) => {
      await page.goto(storePath(link));
      const button = page.getByRole('button', { name: /キャンペーン情報/ });
      await expect(button).toHaveAttribute('aria-disabled', 'true');
      await expect(button).toHaveAccessibleDescription('現在、この店舗で実施中のキャンペーンはありません。');
      await expect(page.getByRole('main').getByRole('link', { name: /キャンペーン/ })).toHaveCount(0);
    });
  }

  test('an unpublished store answers 404', async ({ page }) => {
    const hidden = stores.find((store) => 'enabled' in store && store.enabled === false);
    expect(hidden).toBeDefined();
    const response = await page.goto(storePath(hidden?.link ?? 'fujisawa'));
    expect(response?.status()).toBe(404);
    await expect(page.getByRole('heading', { level: 1, name: 'お探しのページが見つかりませんでした' })).toBeVisible();
  });
});

test.describe('the Premium card-payment form', () => {
  const cases = [
    { link: 'shibuya', value: 20000, iid: PREMIUM_COURSE_CODE_20000, label: 'プレミアムプラン月会費¥20,000' },
    { link: 'kawasaki', value: 15000, iid: PREMIUM_COURSE_CODE, label: 'プレミアムプラン月会費¥15,000' },
  ] as const;
  for (const { link, value, iid, label } of cases) {
    test(`posts the provider fields for a ${value}-yen store (${link})`, async ({ page }) => {
      expect(seedStore(link).premiumValue).toBe(value);
      await page.goto(storePath(link));
      const form = paymentForm(page);
      await expect(form.getByRole('button', { name: label, exact: true })).toBeVisible();
      await expect(form).toHaveAttribute('action', getConfig().PAYMENT_FORM_URL);
      await expect(form).toHaveAttribute('method', 'post');
      await expect(form.locator('input[type="hidden"][name="aid"]')).toHaveValue(getConfig().PAYMENT_AID);
      await expect(form.locator('input[type="hidden"][name="iid"]')).toHaveValue(iid);
      await expect(form.locator('input[type="hidden"][name="submit"]')).toHaveValue(label);
    });
  }
  test('the code ending in 2 belongs to the 20,000-yen fee', () => {
    expect(PREMIUM_COURSE_CODE_20000).toMatch(/2$/);
    expect(PREMIUM_COURSE_CODE).not.toMatch(/2$/);
  });
});

test.describe('the phone carousel', () => {
  const open = async (page: Page) => {
    await page.clock.install();
    await page.goto(storePath('shibuya'));
    // The carousel starts below the fold, so nothing runs yet; from here on time only moves with runFor.
    await page.clock.pauseAt(new Date(Date.now() + 5_000));
    const carousel = page.getByRole('region', { name: 'アプリの画面' });
    await carousel.scrollIntoViewIfNeeded();
    return carousel;
  };

  test('advances every 3000 ms through 4 screens and wraps forward to the first', async ({ page }) => {
    const carousel = await open(page);
    await expect(carousel.locator('[aria-live="off"]')).toHaveCount(1);
    await expect(slide(carousel, firstScreen)).toBeVisible();
    await page.clock.runFor(PHONE_CAROUSEL_INTERVAL_MS - 100);
    await expect(slide(carousel, firstScreen)).toBeVisible();
    await page.clock.runFor(100);
    await expect(slide(carousel, secondScreen)).toBeVisible();
    await expect(slide(carousel, firstScreen)).toHaveCount(0);
    for (const [index, screen] of APP_SCREENS.entries()) {
      if (index < 2) continue;
      await page.clock.runFor(PHONE_CAROUSEL_INTERVAL_MS);
      await expect(slide(carousel, screen.title)).toBeVisible();
      await expect(carousel.getByRole('button', { name: `${screen.title}の画面を表示` })).toHaveAttribute('aria-current', 'true');
    }
    await page.clock.runFor(PHONE_CAROUSEL_INTERVAL_MS);
    await expect(slide(carousel, firstScreen)).toBeVisible();
    await page.clock.runFor(PHONE_CAROUSEL_TRANSITION_MS);
    await expect(slide(carousel, firstScreen)).toBeVisible();
    await page.clock.runFor(PHONE_CAROUSEL_INTERVAL_MS - PHONE_CAROUSEL_TRANSITION_MS);
    await expect(slide(carousel, secondScreen)).toBeVisible();
  });

  test('stops off screen, on pause and with reduced motion; a dot shows its screen', async ({ page }) => {
    const carousel = await open(page);
    await expect(carousel.locator('[aria-live="off"]')).toHaveCount(1);
    await page.evaluate(() => window.scrollTo(0, 0));
    await expect(carousel.locator('[aria-live="polite"]')).toHaveCount(1);
    await page.clock.runFor(2 * PHONE_CAROUSEL_INTERVAL_MS);
    await carousel.scrollIntoViewIfNeeded();
    await expect(slide(carousel, firstScreen)).toBeVisible();

    await carousel.getByRole('button', { name: '画面の切り替えを停止' }).click();
    await page.clock.runFor(2 * PHONE_CAROUSEL_INTERVAL_MS);
    await expect(slide(carousel, firstScreen)).toBeVisible();
    await carousel.getByRole('button', { name: `${secondScreen}の画面を表示` }).click();
    await expect(slide(carousel, secondScreen)).toBeVisible();

    await page.emulateMedia({ reducedMotion: 'reduce' });
    await page.reload();
    await carousel.scrollIntoViewIfNeeded();
    await expect(carousel.getByRole('button', { name: '画面の切り替えを再生' })).toBeVisible();
    await page.clock.runFor(2 * PHONE_CAROUSEL_INTERVAL_MS);
    await expect(slide(carousel, firstScreen)).toBeVisible();
  });

  for (const [width, slideWidth] of [
    [375, 244],
    [800, 162],
    [1050, 244],
    [1440, 300],
  ] as const) {
    test(`slides are ${slideWidth} px wide in a ${width} px window`, async ({ page }) => {
      await page.setViewportSize({ width, height: 900 });
      await page.goto(storePath('shibuya'));
      const carousel = page.getByRole('region', { name: 'アプリの画面' });
      await carousel.scrollIntoViewIfNeeded();
      const box = await slide(carousel, firstScreen).boundingBox();
      expect(box?.width).toBeCloseTo(slideWidth, 0);
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
      expect(overflow).toBe(0);
    });
  }
});

test('a bare store shows only the sections it has data for, and edits show at the next load', async ({ page }) => {
  await signInAsAdmin(page);
  const link = `e2e-bare-${Date.now()}`;
  const picture = storeImages(seedStore('shibuya'))[0];
  const created = await graphqlRequest<{ createStore: { id: string } }>(
    page.request,
    'mutation ($input: CreateStoreInput!) { createStore(input: $input) { id } }',
    {
      input: {
        name: 'E2E 丸の内店',
        area: 'Tokyo',
        link,
        enabled: true,
        premiumValue: 18000,
        address: '東京都千代田区丸の内1-1-1',
        thumbImage: picture,
        images: [picture],
      },
    },
  );
  expect(created.errors).toBeUndefined();
  const id = created.data?.createStore.id;
  let reviewId: string | undefined;
  try {
    const response = await page.goto(storePath(link));
    expect(response?.status()).toBe(200);
    await expect(page.getByRole('heading', { level: 1, name: 'E2E 丸の内店' })).toBeVisible();
    const table = details(page);
    await expect(table.getByRole('term')).toHaveText(['住所']);
    await expect(page.getByRole('img', { name: 'E2E 丸の内店のトレーニングスタジオ' })).toBeVisible();
    for (const name of ['お客様の声', '店内の様子', 'トレーナー紹介']) await expect(region(page, name)).toHaveCount(0);
    await expect(page.locator('iframe')).toHaveCount(0);
    await expect(region(page, '料金・レンタル').getByRole('table', { name: 'レンタル' })).toHaveCount(0);
    await expect(faqRegion(page).getByRole('group')).toHaveCount(DEFAULT_FAQ.length);
    await expect(page.getByRole('button', { name: /キャンペーン情報/ })).toHaveAttribute('aria-disabled', 'true');
    await expect(paymentForm(page).locator('input[name="iid"]')).toHaveValue(PREMIUM_COURSE_CODE);
    await expect(paymentForm(page).getByRole('button')).toHaveText('プレミアムプラン月会費¥18,000');

    const review = await graphqlRequest<{ createReview: { id: string } }>(
      page.request,
      'mutation ($input: CreateReviewInput!) { createReview(input: $input) { id } }',
      { input: { storeId: id, title: '駅から近くて通いやすいです', age: '40代', initial: 'E.T様', comment: '仕事の前に寄れるので続いています。' } },
    );
    expect(review.errors).toBeUndefined();
    reviewId = review.data?.createReview.id;
    await page.reload();
    await expect(region(page, 'お客様の声').getByRole('heading', { name: '駅から近くて通いやすいです' })).toBeVisible();

    const renamed = await graphqlRequest(page.request, 'mutation ($input: UpdateStoreInput!) { updateStore(input: $input) { id } }', {
      input: { id, name: 'E2E 大手町店' },
    });
    expect(renamed.errors).toBeUndefined();
    await page.reload();
    await expect(page.getByRole('heading', { level: 1, name: 'E2E 大手町店' })).toBeVisible();
    await expect(page).toHaveTitle(/^E2E 大手町店｜/);
  } finally {
    if (reviewId) await graphqlRequest(page.request, 'mutation ($input: DeleteReviewInput!) { deleteReview(input: $input) { id } }', { input: { id: reviewId } });
    await graphqlRequest(page.request, 'mutation ($input: DeleteStoreInput!) { deleteStore(input: $input) { id } }', { input: { id } });
  }
  // A deleted store's address answers Gone (lib/core/redirects/), so crawlers drop it.
  expect((await page.goto(storePath(link)))?.status()).toBe(410);
});
