import { existsSync } from 'node:fs';
import path from 'node:path';
import { type EntityName, entityNames, type Item } from '@/lib/core/model/entities';
import { listItems } from '@/lib/core/model/repository';
import { NEWS_CONTENT_TAGS } from '@/lib/core/model/validation';
import { engines, useTestDb } from '@/lib/test/engines';
import { STYLE_CLASSES } from './articles/blocks';
import { isoDay, lastDecemberFirst } from './dates';
import { clearContent, isContentEmpty, type SeedSummary, seedDemoContent } from './demo-content';

const NOW = new Date('2025-06-15T03:00:00Z');
const TODAY = isoDay(NOW);
const RENTALS = ['rentalAllSet', 'rentalTopBottomSet', 'rentalTopOrBottom', 'rentalShoes', 'rentalSocks', 'rentalShaker'] as const;
/** Left empty on purpose: the demo stores' pages show the search values they derive (lib/site/seo/snippet.ts). */
const SEO_FIELDS = ['seoTitle', 'seoDescription', 'seoImage'] as const;
const publicDir = path.resolve(__dirname, '..', '..', 'public');

describe.each(engines())('demo content on $name', (engine) => {
  const t = useTestDb(engine, { emptyBeforeEach: false });
  let summary: SeedSummary;
  const all = async <N extends EntityName>(entity: N): Promise<Item<N>[]> => (await listItems(t.admin, entity, { limit: 2000 })).items;

  beforeAll(async () => {
    summary = await seedDemoContent(t.db, NOW);
  });

  test('the summary counts what was inserted', async () => {
    for (const entity of entityNames) expect(summary[entity]).toBe((await all(entity)).length);
    expect(summary).toMatchObject({ Store: 12, Campaign: expect.any(Number) });
    expect(summary.Area).toBeGreaterThanOrEqual(4);
    expect(summary.News).toBeGreaterThanOrEqual(30);
    expect(await isContentEmpty(t.db)).toBe(false);
  });

  test('every store has every field filled, and exactly one is disabled', async () => {
    const stores = await all('Store');
    const areas = new Set((await all('Area')).map((area) => area.en));
    expect(stores.filter((store) => !store.enabled)).toHaveLength(1);
    for (const store of stores) {
      for (const [field, value] of Object.entries(store)) {
        if ((RENTALS as readonly string[]).includes(field)) continue;
        if ((SEO_FIELDS as readonly string[]).includes(field)) {
          expect({ store: store.link, field, value }).toEqual({ store: store.link, field, value: null });
          continue;
        }
        expect({ store: store.link, field, filled: value !== null && value !== '' && !(Array.isArray(value) && value.length === 0) }).toEqual({
          store: store.link,
          field,
          filled: true,
        });
      }
      expect(areas.has(store.area)).toBe(true);
      expect(store.images?.length).toBeGreaterThanOrEqual(3);
      expect(store.images?.length).toBeLessThanOrEqual(4);
      expect(store.images?.[0]).toBe(store.thumbImage);
      expect(store.businessHours).toEqual(['平日 11:00〜20:00', '土日祝 10:00〜19:00']);
      expect(store.phone).toMatch(/^0\d{1,3}-\d{2,4}-\d{4}$/);
      expect(store.googleMap).toMatch(/^https:\/\/maps\.google\.com\/\?q=/);
      expect(store.embedUrl).toMatch(/^https:\/\/maps\.google\.com\/maps\?q=.+&output=embed$/);
      expect(store.line).toMatch(/^https:\/\/lin\.ee\//);
    }
  });

  test('rentals mix free, priced and not offered; both Premium prices are used', async () => {
    const stores = await all('Store');
    const prices = stores.flatMap((store) => RENTALS.map((field) => store[field]));
    for (const price of prices) expect(price).toMatch(/^(\d+)?$/);
    expect(prices).toContain('0');
    expect(prices).toContain('');
    expect(prices.some((price) => price !== null && Number(price) > 0)).toBe(true);
    expect(new Set(stores.map((store) => store.premiumValue))).toEqual(new Set([15000, 20000]));
  });

  test('every store has trainers and reviews with all their fields', async () => {
    const [stores, trainers, reviews] = await Promise.all([all('Store'), all('Trainer'), all('Review')]);
    for (const store of stores) {
      const own = <T extends { storeId: string }>(items: T[]) => items.filter((item) => item.storeId === store.id);
      expect(own(trainers).length).toBeGreaterThanOrEqual(2);
      expect(own(reviews).length).toBeGreaterThanOrEqual(2);
    }
    for (const trainer of trainers) for (const field of ['name', 'image', 'comment', 'trainerExp'] as const) expect(trainer[field]).toBeTruthy();
    for (const review of reviews) {
      for (const field of ['title', 'age', 'initial', 'badge', 'comment', 'image'] as const) expect(review[field]).toBeTruthy();
      expect(review.age).toMatch(/^\d0代$/);
      expect(review.initial).toMatch(/^[A-Z]\.[A-Z]様$/);
    }
  });

  test('exactly one enabled store has no FAQ; the others have 3 to 6; the contact page has its own', async () => {
    const [stores, questions] = await Promise.all([all('Store'), all('Question')]);
    const countFor = (id: string) => questions.filter((question) => question.storeId === id).length;
    const withoutFaq = stores.filter((store) => store.enabled && countFor(store.id) === 0);
    expect(withoutFaq).toHaveLength(1);
    for (const store of stores.filter((candidate) => !withoutFaq.includes(candidate))) {
      expect(countFor(store.id)).toBeGreaterThanOrEqual(3);
      expect(countFor(store.id)).toBeLessThanOrEqual(6);
    }
    expect(questions.filter((question) => question.storeId === null).length).toBeGreaterThanOrEqual(5);
  });

  test('categories cover news and resources', async () => {
    const categories = await all('Category');
    const slugs = (main: string) => categories.filter((category) => category.mainCategory === main).map((category) => category.slug);
    expect(slugs('news')).toEqual(expect.arrayContaining(['campaign', 'information']));
    expect(slugs('resources').length).toBeGreaterThanOrEqual(3);
  });

  test('articles: spread over the last 18 months, 3 to 10 ordered blocks each, every tag used', async () => {
    const [news, contents, categories] = await Promise.all([all('News'), all('NewsContent'), all('Category')]);
    expect(new Set(news.map((article) => article.route)).size).toBe(news.length);
    const oldest = isoDay(NOW, -550);
    for (const article of news) {
      expect(article.createdDate <= TODAY && article.createdDate >= oldest).toBe(true);
      const blocks = contents.filter((content) => content.newsId === article.id);
      expect({ route: article.route, blocks: blocks.length >= 3 && blocks.length <= 10 }).toEqual({ route: article.route, blocks: true });
      const orders = blocks.map((block) => block.order);
      expect(new Set(orders).size).toBe(orders.length);
    }
    const mainOf = new Map(categories.map((category) => [category.slug, category.mainCategory]));
    expect(new Set(news.map((article) => mainOf.get(article.categorySlug ?? '')))).toEqual(new Set(['news', 'resources']));
    const dates = news.map((article) => article.createdDate).sort();
    expect(dates[0]! < isoDay(NOW, -365)).toBe(true);
    expect(dates[dates.length - 1]! >= isoDay(NOW, -30)).toBe(true);

    expect(new Set(contents.map((content) => content.tag))).toEqual(new Set(NEWS_CONTENT_TAGS));
    for (const content of contents) for (const name of content.class ?? []) expect(STYLE_CLASSES).toContain(name);
    for (const content of contents.filter((block) => ['a', 'button'].includes(block.tag))) expect(content.href && content.text).toBeTruthy();
    for (const content of contents.filter((block) => ['img', 'video', 'youtube'].includes(block.tag))) {
      expect(content.src && content.alt && content.ratio && content.width).toBeTruthy();
    }
  });

  test('campaigns: linked to campaign articles and stores, running, ended and open-ended relative to now', async () => {
    const [campaigns, news, stores] = await Promise.all([all('Campaign'), all('News'), all('Store')]);
    const campaignNews = news.filter((article) => article.categorySlug === 'campaign');
    expect(campaignNews.length).toBeGreaterThanOrEqual(4);
    for (const article of campaignNews) expect(campaigns.some((campaign) => campaign.newsId === article.id)).toBe(true);
    for (const campaign of campaigns) {
      const store = stores.find((candidate) => candidate.id === campaign.storeId);
      expect(store?.enabled).toBe(true);
      expect([campaign.storeName, campaign.storeLink]).toEqual([store?.name, store?.link]);
      expect(campaign.value).toBe(15000);
      expect(campaign.date <= TODAY).toBe(true);
    }
    const running = campaigns.filter((campaign) => campaign.campaignOverDate && campaign.campaignOverDate >= TODAY);
    const ended = campaigns.filter((campaign) => campaign.campaignOverDate && campaign.campaignOverDate < TODAY);
    const openEnded = campaigns.filter((campaign) => !campaign.campaignOverDate);
    expect(running.length).toBeGreaterThanOrEqual(2);
    expect(ended.length).toBeGreaterThanOrEqual(1);
    expect(openEnded.length).toBeGreaterThanOrEqual(1);
  });

  test('every image the content refers to exists under public/', async () => {
    const [stores, trainers, reviews, contents] = await Promise.all([all('Store'), all('Trainer'), all('Review'), all('NewsContent')]);
    const images = new Set([
      ...stores.flatMap((store) => [store.thumbImage, ...(store.images ?? [])]),
      ...trainers.map((trainer) => trainer.image),
      ...reviews.map((review) => review.image),
      ...contents.filter((content) => content.tag === 'img').map((content) => content.src),
    ]);
    const missing = [...images].filter((src) => !src || !src.startsWith('/images/') || !existsSync(path.join(publicDir, src)));
    expect(missing).toEqual([]);
  });

  test('clearContent empties the content tables and keeps admin users', async () => {
    const now = new Date().toISOString();
    await t.db.kysely
      .insertInto('admin_user')
      .values({ id: '00000000-0000-7000-8000-00000000a001', email: 'keep@example.com', name: null, passwordHash: 'x', disabled: 0, tokenVersion: 0, createdAt: now, updatedAt: now })
      .execute();
    expect((await t.db.kysely.selectFrom('search_document').select('docId').execute()).length).toBeGreaterThan(0);
    await clearContent(t.db);
    expect(await isContentEmpty(t.db)).toBe(true);
    expect(await t.db.kysely.selectFrom('search_document').select('docId').execute()).toEqual([]);
    for (const entity of entityNames) expect(await all(entity)).toEqual([]);
    expect(await t.db.kysely.selectFrom('admin_user').select('email').execute()).toEqual([{ email: 'keep@example.com' }]);
  });
});

describe('seed dates', () => {
  test('count days in Japan time', () => {
    expect(isoDay(new Date('2025-03-31T15:30:00Z'))).toBe('2025-04-01');
    expect(isoDay(new Date('2025-03-31T15:30:00Z'), -1)).toBe('2025-03-31');
  });

  test('the year-end notice is dated 1 December of the current season', () => {
    expect(lastDecemberFirst(new Date('2025-12-20T00:00:00Z'))).toBe('2025-12-01');
    expect(lastDecemberFirst(new Date('2026-01-02T00:00:00Z'))).toBe('2025-12-01');
    expect(lastDecemberFirst(new Date('2026-06-15T00:00:00Z'))).toBe('2025-12-01');
  });
});
