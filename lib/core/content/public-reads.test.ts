import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { columnsOf, type EntityName, plural } from '@/lib/core/model/entities';
import { createItem } from '@/lib/core/model/repository';
import { TEST_CLOCK_FILE } from '@/lib/core/time/content-clock';
import { engines, useTestDb } from '@/lib/test/engines';
import { makeArea, makeCategory, makeNews, makeStore } from '@/lib/test/fixtures';
import { postGraphQL } from '@/lib/test/http';
import { getArticle, getArticleListPage, getSitemapArticles } from './articles';
import type { Life } from './clock';
import { getArticleStores, getCampaigns, getRunningCampaigns, getStoreCampaignNews } from './campaigns';
import { getAreasWithStores, getGeneralQuestions, getStoreByLink, getStoreQuestions, getStoreReviews, getStores, getStoreTrainers } from './stores';

/*
 * The public pages' reads (lib/core/content) go to the repository as an anonymous visitor
 * (public-reads.ts): they never show a draft, a scheduled article or campaign before its time, nor an
 * unpublished store or anything of it; what they do show has the fields and values the API
 * answers a visitor, as plain data a 'use cache' function may return; and each read keeps its
 * cache tags and life. Outside Next.js, cacheTag and cacheLife are recorded here.
 */

const cacheCalls: [string, unknown][] = [];
jest.mock('next/cache', () => ({
  cacheTag: (...tags: string[]) => tags.forEach((tag) => cacheCalls.push(['tag', tag])),
  cacheLife: (life: unknown) => cacheCalls.push(['life', life]),
}));

const HOUR = 3_600_000;
const inHours = (hours: number) => new Date(Date.now() + hours * HOUR).toISOString();

/** An object of Object's prototype (of any realm: Jest runs tests in a realm of their own), not null's nor a class's. */
function isPlainObject(value: object): boolean {
  const prototype = Object.getPrototypeOf(value) as object | null;
  return prototype !== null && Object.getPrototypeOf(prototype) === null && prototype.constructor.name === 'Object';
}

/** Only arrays and plain objects, holding strings, finite numbers, booleans and null. */
function expectPlain(value: unknown, where = 'result'): void {
  if (value === null || typeof value === 'string' || typeof value === 'boolean') return;
  if (typeof value === 'number') {
    expect([where, Number.isFinite(value)]).toEqual([where, true]);
    return;
  }
  if (Array.isArray(value)) {
    value.forEach((item, index) => expectPlain(item, `${where}[${index}]`));
    return;
  }
  expect([where, typeof value === 'object' && isPlainObject(value as object)]).toEqual([where, true]);
  for (const [key, item] of Object.entries(value as object)) expectPlain(item, `${where}.${key}`);
}

/** Every item of an entity the API lists to an anonymous visitor, with every field. */
async function listedToVisitor(entity: EntityName): Promise<Record<string, unknown>[]> {
  const field = `list${plural(entity)}`;
  const { body } = await postGraphQL<Record<string, { items: Record<string, unknown>[] }>>(
    `query { ${field}(limit: 2000) { items { ${Object.keys(columnsOf(entity)).join(' ')} } } }`,
  );
  expect(body.errors).toBeUndefined();
  return body.data?.[field]?.items ?? [];
}

describe.each(engines())('what the public pages read, on $name', (engine) => {
  const t = useTestDb(engine);
  let clockDir = '';
  const saved = { clock: process.env.OZ_TEST_CLOCK, dataDir: process.env.DATA_DIR };

  beforeEach(() => {
    cacheCalls.length = 0;
    clockDir = mkdtempSync(path.join(tmpdir(), 'oz-clock-'));
    process.env.OZ_TEST_CLOCK = '1';
    process.env.DATA_DIR = clockDir;
  });

  afterEach(() => {
    rmSync(clockDir, { recursive: true, force: true });
    for (const [key, value] of [['OZ_TEST_CLOCK', saved.clock], ['DATA_DIR', saved.dataDir]] as const) {
      if (value === undefined) delete process.env[key];
      else process.env[key] = value;
    }
  });

  const moveClock = (offsetMs: number) => writeFileSync(path.join(clockDir, TEST_CLOCK_FILE), JSON.stringify({ offsetMs }));

  /** A published store and an unpublished one, each with a review, a trainer, a question and a campaign; articles published, draft and scheduled. */
  async function content() {
    await makeArea(t.admin);
    const open = await makeStore(t.admin, { link: 'open' });
    const closed = await makeStore(t.admin, { link: 'closed', enabled: false });
    const category = await makeCategory(t.admin, { slug: 'info', mainCategory: 'news' });
    const article = async (route: string, input: Record<string, unknown> = {}) => {
      const news = await makeNews(t.admin, category.id, { route, ...input });
      await createItem(t.admin, 'NewsContent', { newsId: news.id, tag: 'p', text: `本文 ${route}`, order: 1 });
      return news;
    };
    const published = await article('published');
    const draft = await article('draft', { status: 'DRAFT' });
    const scheduled = await article('scheduled', { publishAt: inHours(1) });
    for (const store of [open, closed]) {
      await createItem(t.admin, 'Review', { storeId: store.id, title: `${store.link} review` });
      await createItem(t.admin, 'Trainer', { storeId: store.id, name: `${store.link} trainer` });
      await createItem(t.admin, 'Question', { storeId: store.id, question: `${store.link}?`, answer: 'はい' });
    }
    const general = await createItem(t.admin, 'Question', { question: 'general?', answer: 'はい' });
    const campaign = (store: { id: string }, input: Record<string, unknown>) => createItem(t.admin, 'Campaign', { storeId: store.id, date: '2025-04-01', ...input });
    const running = await campaign(open, { newsId: published.id });
    const draftCampaign = await campaign(open, { newsId: draft.id, date: '2025-05-01', status: 'DRAFT' });
    const scheduledCampaign = await campaign(open, { newsId: scheduled.id, date: '2025-06-01', publishAt: inHours(2) });
    const closedCampaign = await campaign(closed, { newsId: published.id });
    return { open, closed, published, draft, scheduled, general, running, draftCampaign, scheduledCampaign, closedCampaign };
  }

  test('no draft, scheduled article or campaign, nor unpublished store or anything of it, through any read', async () => {
    const c = await content();
    const ids = (items: { id: string }[]) => items.map((item) => item.id);

    expect(ids(await getStores())).toEqual([c.open.id]);
    expect(await getStoreByLink('closed')).toBeNull();
    expect((await getAreasWithStores()).map((group) => ids(group.stores))).toEqual([[c.open.id]]);
    for (const read of [getStoreReviews, getStoreTrainers, getStoreQuestions]) {
      expect(await read(c.closed.id)).toEqual([]);
      expect(await read(c.open.id)).toHaveLength(1);
    }
    expect(ids(await getGeneralQuestions())).toEqual([c.general.id]);

    expect(ids(await getCampaigns())).toEqual([c.running.id]);
    expect(ids(await getRunningCampaigns())).toEqual([c.running.id]);
    expect((await getStoreCampaignNews(c.open.id))?.id).toBe(c.published.id);
    expect(await getStoreCampaignNews(c.closed.id)).toBeNull();
    expect(await getArticleStores(c.published.id)).toEqual([{ name: c.open.name, path: '/store/open' }]);

    expect((await getArticle('news', 'info', 'published'))?.blocks.map((block) => block.text)).toEqual(['本文 published']);
    expect(await getArticle('news', 'info', 'draft')).toBeNull();
    expect(await getArticle('news', 'info', 'scheduled')).toBeNull();
    expect(await getArticleListPage('news', undefined, 1)).toMatchObject({ items: [{ id: c.published.id }], total: 1 });
    expect(await getArticleListPage('news', 'info', 1)).toMatchObject({ items: [{ id: c.published.id }], total: 1 });
    expect((await getSitemapArticles()).articles.map(([address]) => address)).toEqual(['/news/info/published']);
  });

  test('a scheduled article and campaign appear when their time comes; a draft never does', async () => {
    const c = await content();
    moveClock(3 * HOUR);
    expect((await getArticle('news', 'info', 'scheduled'))?.id).toBe(c.scheduled.id);
    expect(await getArticle('news', 'info', 'draft')).toBeNull();
    expect((await getArticleListPage('news', undefined, 1)).items.map((item) => item.id).sort()).toEqual([c.published.id, c.scheduled.id].sort());
    expect((await getSitemapArticles()).articles.map(([address]) => address).sort()).toEqual(['/news/info/published', '/news/info/scheduled']);
    expect((await getCampaigns()).map((item) => item.id).sort()).toEqual([c.running.id, c.scheduledCampaign.id].sort());
    // The newest running campaign's article is now the scheduled one.
    expect((await getStoreCampaignNews(c.open.id))?.id).toBe(c.scheduled.id);
  });

  test('the items are the API’s answer to a visitor, field for field, as plain data', async () => {
    const c = await content();
    const sorted = <T extends { id?: unknown }>(items: T[]) => [...items].sort((a, b) => String(a.id).localeCompare(String(b.id)));
    const api = async (entity: EntityName) => sorted(await listedToVisitor(entity));

    const stores = await getStores();
    expect(sorted(stores)).toEqual(await api('Store'));
    expect(await getCampaigns()).toEqual(await api('Campaign'));
    expect(await getStoreReviews(c.open.id)).toEqual(await api('Review'));
    expect(await getStoreTrainers(c.open.id)).toEqual(await api('Trainer'));
    expect(sorted([...(await getStoreQuestions(c.open.id)), ...(await getGeneralQuestions())])).toEqual(await api('Question'));
    const article = await getArticle('news', 'info', 'published');
    expect(article?.blocks).toEqual(await api('NewsContent'));
    expect(await getStoreCampaignNews(c.open.id)).toEqual((await api('News'))[0]);

    for (const value of [stores, await getAreasWithStores(), await getCampaigns(), article, await getArticleListPage('news', undefined, 1), await getSitemapArticles()]) {
      expectPlain(value);
      expect(structuredClone(value)).toEqual(value);
    }
  });

  test('each read keeps its cache tags and life', async () => {
    const c = await content();
    const calls = async (read: () => Promise<unknown>) => {
      cacheCalls.length = 0;
      await read();
      return [...cacheCalls];
    };
    const max = ['life', 'max'] as const;
    // Until the next scheduled item of the entity read is due: the article in 1 hour, the campaign in 2 (lives() in hours).
    const untilDue = ['life', expect.objectContaining({ expire: expect.any(Number) })] as const;
    const lives = (recorded: [string, unknown][]) => recorded.filter(([kind]) => kind === 'life').map(([, life]) => (life === 'max' ? 'max' : Math.round((life as Life).expire / 600) / 6));

    expect(await calls(getStores)).toEqual([['tag', 'entity:Store'], max]);
    expect(await calls(() => getStoreReviews(c.open.id))).toEqual([['tag', `store-id:${c.open.id}`], max]);
    expect(await calls(() => getStoreTrainers(c.open.id))).toEqual([['tag', `store-id:${c.open.id}`], max]);
    expect(await calls(() => getStoreQuestions(c.open.id))).toEqual([['tag', `store-id:${c.open.id}`], max]);
    expect(await calls(getGeneralQuestions)).toEqual([['tag', 'entity:Question'], max]);
    const campaigns = await calls(getCampaigns);
    expect(campaigns).toEqual([['tag', 'entity:Campaign'], untilDue]);
    expect(lives(campaigns)).toEqual([2]);
    const article = await calls(() => getArticle('news', 'info', 'published'));
    expect(article).toEqual([['tag', 'news:published'], ['tag', 'entity:Category'], max, untilDue, ['tag', `news-id:${c.published.id}`], max]);
    expect(lives(article)).toEqual(['max', 1, 'max']);
    const list = await calls(() => getArticleListPage('news', undefined, 1));
    expect(list).toEqual(expect.arrayContaining([['tag', 'entity:News'], ['tag', 'entity:Category'], untilDue, max]));
    expect(lives(list).sort()).toEqual([1, 'max']);
    const sitemap = await calls(getSitemapArticles);
    expect(sitemap).toEqual(expect.arrayContaining([['tag', 'entity:News'], ['tag', 'entity:NewsContent'], untilDue]));
  });
});
