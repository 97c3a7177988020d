import type { SectionName } from '@/lib/core/routes';
import { engines, useTestDb } from '@/lib/test/engines';
import { makeArea, makeCategory, makeNews, makeStore } from '@/lib/test/fixtures';
import { getArticle, getArticleListPage } from './articles';
import { getStoreCampaignNews } from './campaigns';
import { getLatestNews } from './news';
import { MAX_PAGE_NUMBER } from './pagination';
import { isKey, isRecordId, isSection, MAX_ID_LENGTH, MAX_KEY_LENGTH } from './read-arguments';
import { getStoreQuestions, getStoreReviews, getStoreTrainers } from './stores';

/*
 * The cached reads, called as a client can call a 'use cache' function (a server action) with
 * arguments of its choosing: each answers not found or nothing, at once, never an error. Outside
 * Next.js, cacheTag and cacheLife are no-ops.
 */
jest.mock('next/cache', () => ({ cacheTag: () => undefined, cacheLife: () => undefined }));

/** Anything a client could send in place of a string or a number. */
const absurd: unknown[] = ['x'.repeat(1_000_000), '', {}, [], null, true, 1.5, -1, 0, Number.NaN, 1e300, { toString: 'page' }];

describe('the arguments a cached read accepts', () => {
  test('keys, ids and sections', () => {
    expect(isKey('shibuya-ekimae')).toBe(true);
    expect(isKey('x'.repeat(MAX_KEY_LENGTH))).toBe(true);
    expect(isKey('x'.repeat(MAX_KEY_LENGTH + 1))).toBe(false);
    expect(isRecordId('0190f4e2-7c1a-7b3d-9e4f-123456789abc')).toBe(true);
    expect(isRecordId('x'.repeat(MAX_ID_LENGTH + 1))).toBe(false);
    expect(isRecordId('a b')).toBe(false);
    expect(isSection('news')).toBe(true);
    expect(isSection('constructor')).toBe(false);
    for (const value of absurd.filter((value) => typeof value !== 'string')) {
      expect([isKey(value), isRecordId(value), isSection(value)]).toEqual([false, false, false]);
    }
  });
});

describe.each(engines())('cached reads called with absurd arguments on $name', (engine) => {
  const t = useTestDb(engine);

  async function published() {
    const category = await makeCategory(t.admin, { slug: 'info', mainCategory: 'news' });
    const news = await makeNews(t.admin, category.id, { route: 'grand-opening', status: 'PUBLISHED' });
    return { category, news };
  }

  test('a list page: page numbers, sizes, sections and categories no list has read an empty list', async () => {
    const { news } = await published();
    expect((await getArticleListPage('news', undefined, 1)).items.map((item) => item.id)).toEqual([news.id]);
    expect((await getArticleListPage('news', 'info', 1, 100)).items.map((item) => item.id)).toEqual([news.id]);
    expect((await getLatestNews()).map((item) => item.id)).toEqual([news.id]);
    const empty = { items: [], page: 1, pageCount: 1, total: 0 };
    for (const page of [...absurd, MAX_PAGE_NUMBER + 1, 100_000.5]) {
      expect(await getArticleListPage('news', undefined, page as number)).toEqual(empty);
    }
    for (const perPage of [...absurd, 100_000, 5, 11, 101]) {
      expect(await getArticleListPage('news', undefined, 1, perPage as number)).toEqual(empty);
    }
    for (const section of [...absurd, 'admin', '__proto__']) expect(await getArticleListPage(section as SectionName, undefined, 1)).toEqual(empty);
    for (const category of absurd.filter((value) => value !== null && value !== '')) {
      expect(await getArticleListPage('news', category as string, 1)).toEqual(empty);
    }
    // A page past the last one is a real page number: an empty page of the real list (the page answers 404).
    expect(await getArticleListPage('news', undefined, MAX_PAGE_NUMBER)).toMatchObject({ items: [], total: 1, pageCount: 1 });
  });

  test('an article, its campaign and a store’s cards: not found or nothing', async () => {
    await published();
    expect((await getArticle('news', 'info', 'grand-opening'))?.title).toBe('Title grand-opening');
    await makeArea(t.admin);
    const store = await makeStore(t.admin);
    for (const value of absurd) {
      expect(await getArticle('news', 'info', value as string)).toBeNull();
      expect(await getStoreReviews(value as string)).toEqual([]);
      expect(await getStoreTrainers(value as string)).toEqual([]);
      expect(await getStoreQuestions(value as string)).toEqual([]);
      expect(await getStoreCampaignNews(value as string)).toBeNull();
    }
    expect(await getStoreReviews(store.id)).toEqual([]);
  });
});
