import { createItem } from '@/lib/core/model/repository';
import { engines, useTestDb } from '@/lib/test/engines';
import { makeArea, makeCategory, makeNews, makeStore } from '@/lib/test/fixtures';
import { postGraphQL } from '@/lib/test/http';

/* The search as an API client calls it: anyone, the visitor's rules, pages by nextToken. */
describe.each(engines())('the search API on $name', (engine) => {
  const t = useTestDb(engine);

  const SEARCH = `query ($q: String!, $kinds: [SearchKind!], $limit: Int, $nextToken: String) {
    search(q: $q, kinds: $kinds, limit: $limit, nextToken: $nextToken) {
      total totalCapped nextToken
      items { kind id title path date storeName excerpt titleHighlights { start end } excerptHighlights { start end } }
    }
  }`;
  type Page = { search: { total: number; totalCapped: boolean; nextToken: string | null; items: { kind: string; title: string; path: string; storeName: string | null; excerpt: string; titleHighlights: { start: number; end: number }[] }[] } };

  async function setUp() {
    await makeArea(t.admin, 'Shibuya', '東京');
    const category = await makeCategory(t.admin, { slug: 'information', mainCategory: 'news' });
    const store = await makeStore(t.admin, { name: '渋谷店', link: 'shibuya', address: '東京都渋谷区渋谷2-14-8' });
    await makeNews(t.admin, category.id, { title: '渋谷店 リニューアルのお知らせ', route: 'renewal' });
    await makeNews(t.admin, category.id, { title: '渋谷店 移転のお知らせ（下書き）', route: 'moving', status: 'DRAFT' });
    await createItem(t.admin, 'Question', { question: '渋谷店に駐車場はありますか', answer: '近隣のコインパーキングをご利用ください。', storeId: store.id });
  }

  test('anyone finds what a visitor sees, marked, of the kinds asked for', async () => {
    await setUp();
    const all = (await postGraphQL<Page>(SEARCH, { q: '渋谷' })).body;
    expect(all.errors).toBeUndefined();
    expect(all.data?.search).toMatchObject({ total: 3, totalCapped: false });
    expect(all.data?.search.items.map((item) => [item.kind, item.title]).sort()).toEqual([
      ['NEWS', '渋谷店 リニューアルのお知らせ'],
      ['QUESTION', '渋谷店に駐車場はありますか'],
      ['STORE', '渋谷店'],
    ]);
    const store = all.data?.search.items.find((item) => item.kind === 'STORE');
    expect(store).toMatchObject({ path: '/store/shibuya', titleHighlights: [{ start: 0, end: 2 }], excerpt: '東京 東京都渋谷区渋谷2-14-8' });
    const faqs = (await postGraphQL<Page>(SEARCH, { q: '渋谷', kinds: ['QUESTION'] })).body;
    expect(faqs.data?.search.items).toMatchObject([{ path: '/store/shibuya#faq', storeName: '渋谷店' }]);
  });

  test('pages with nextToken, which only the same search accepts; limit must be positive', async () => {
    await setUp();
    const first = (await postGraphQL<Page>(SEARCH, { q: '渋谷', limit: 2 })).body;
    expect(first.data?.search.items).toHaveLength(2);
    const nextToken = first.data?.search.nextToken;
    expect(nextToken).toEqual(expect.any(String));
    const second = (await postGraphQL<Page>(SEARCH, { q: '渋谷', limit: 2, nextToken })).body;
    expect(second.data?.search).toMatchObject({ total: 3, nextToken: null });
    expect(second.data?.search.items).toHaveLength(1);
    const titles = [...first.data!.search.items, ...second.data!.search.items].map((item) => item.title);
    expect(new Set(titles).size).toBe(3);

    const other = (await postGraphQL<Page>(SEARCH, { q: '駐車場', limit: 2, nextToken })).body;
    expect(other.errors?.[0]?.message).toMatch(/Invalid nextToken/);
    const zero = (await postGraphQL<Page>(SEARCH, { q: '渋谷', limit: 0 })).body;
    expect(zero.errors?.[0]?.message).toBe('limit must be a whole number of at least 1.');
  });
});
