import { sql } from 'kysely';
import type { Item } from '@/lib/core/model/entities';
import { listTrash, restoreTrashItem } from '@/lib/core/model/history';
import { createItem, deleteItem, listItems, type ModelContext, updateItem, writeTogether } from '@/lib/core/model/repository';
import { engines, useTestDb } from '@/lib/test/engines';
import { insertItems, makeArea, makeCategory, makeNews, makeStore } from '@/lib/test/fixtures';
import { articleDocument, indexTerms, storedBlockText } from './documents';
import { ensureSearchIndex, rebuildSearchIndex, SEARCH_INDEX_VERSION, searchSite } from './index';
import { MAX_COUNTED } from './query';

const HOUR = 3_600_000;

describe('what is indexed', () => {
  test("a block's stored text as a visitor reads it: tags dropped, entities decoded, line breaks as spaces", () => {
    expect(storedBlockText('加圧は<strong>短時間</strong>で効果的。<br>詳しくは<a href="/effect">こちら</a> &amp; &lt;体験&gt; &#12354;')).toBe(
      '加圧は短時間で効果的。 詳しくはこちら & <体験> あ',
    );
    expect(storedBlockText('<ul><li>一つ目</li><li>二つ目</li></ul>')).toBe('一つ目 二つ目');
  });

  test("terms: each word's bigrams then its last character, folded", () => {
    expect(indexTerms('渋谷店 ｶｱﾂ')).toBe('渋谷 谷店 店 カア アツ ツ');
    expect(indexTerms('a 店')).toBe('a 店');
  });

  test("an article whose category belongs to neither section has no page, so no document", () => {
    const news = { id: 'n', title: 't', route: 'r', status: 'PUBLISHED', publishAt: null, createdDate: '2025-01-01' } as never;
    expect(articleDocument(news, undefined, [])).toBeNull();
    expect(articleDocument(news, { id: 'c', slug: 'x', mainCategory: 'other' }, [])).toBeNull();
  });
});

describe.each(engines())('site search on $name', (engine) => {
  const t = useTestDb(engine);

  const find = async (q: string, now?: Date) => (await searchSite(t.db, { q, limit: 50 }, now)).hits.map((hit) => hit.title);

  async function article(
    ctx: ModelContext,
    categoryId: string,
    title: string,
    blocks: string[] = [],
    input: Record<string, unknown> = {},
  ): Promise<Item<'News'>> {
    const news = await makeNews(ctx, categoryId, { title, ...input });
    for (const [index, text] of blocks.entries()) await createItem(ctx, 'NewsContent', { newsId: news.id, tag: 'p', text, order: (index + 1) * 10 });
    return news;
  }

  async function setting() {
    await makeArea(t.admin, 'Shibuya', '東京');
    const news = await makeCategory(t.admin, { slug: 'information', name: 'お知らせ', mainCategory: 'news' });
    const resources = await makeCategory(t.admin, { slug: 'training', name: 'トレーニング', mainCategory: 'resources' });
    return { news, resources };
  }

  test('finds a word however it is spelled: half-width, hiragana, full-width, capitals', async () => {
    const { resources } = await setting();
    await article(t.admin, resources.id, 'カアツトレーニングの基本', ['ＫＡＡＴＳＵは日本生まれのトレーニングです。']);
    for (const query of ['ｶｱﾂ', 'かあつ', 'カアツ', 'kaatsu', 'ＫＡＡＴＳＵ']) expect({ query, found: await find(query) }).toEqual({ query, found: ['カアツトレーニングの基本'] });
  });

  test('a word is an exact substring (its bigrams in a row), not its bigrams scattered; every word must occur', async () => {
    const { resources } = await setting();
    await article(t.admin, resources.id, '加圧トレーニングの効果', ['血流を制限して鍛えます。']);
    // 加圧, 圧ト and トレ all occur, but never one after the other.
    await article(t.admin, resources.id, '散らばった言葉', ['加圧、圧トリ、トレイ']);
    expect(await find('加圧トレ')).toEqual(['加圧トレーニングの効果']);
    expect(await find('加圧 効果')).toEqual(['加圧トレーニングの効果']);
    expect(await find('加圧 渋谷')).toEqual([]);
    expect((await find('加圧')).sort()).toEqual(['加圧トレーニングの効果', '散らばった言葉']);
  });

  test('two-character words and one character: 渋谷 finds the store and the article; 店 finds 渋谷店 at its end', async () => {
    const { news } = await setting();
    await makeStore(t.admin, { name: '渋谷店', link: 'shibuya', address: '東京都渋谷区渋谷2-14-8', access: 'JR渋谷駅から徒歩5分' });
    await article(t.admin, news.id, '年末年始の営業について', ['渋谷の店舗は休業します。']);
    expect((await find('渋谷')).sort()).toEqual(['年末年始の営業について', '渋谷店'].sort());
    expect(await find('店')).toEqual(['渋谷店', '年末年始の営業について']);
    // The prefecture of its area.
    expect(await find('東京')).toEqual(['渋谷店']);
  });

  test('a match in the title ranks above matches in the body', async () => {
    const { resources } = await setting();
    await article(t.admin, resources.id, '食事と睡眠のはなし', ['ダイエットにはダイエット中の食事が大切。ダイエットの基本です。']);
    await article(t.admin, resources.id, 'ダイエットの始め方', ['まずは一週間の記録から。']);
    expect(await find('ダイエット')).toEqual(['ダイエットの始め方', '食事と睡眠のはなし']);
  });

  test('the order is the same on both engines: title matches, then body matches, each newest first (stores and FAQs before articles)', async () => {
    const { resources } = await setting();
    await article(t.admin, resources.id, '食事の記録', ['ストレッチのあとに。'], { createdDate: '2025-03-01' });
    await article(t.admin, resources.id, '朝のストレッチ', [], { createdDate: '2024-01-01' });
    await article(t.admin, resources.id, '睡眠の話', ['寝る前のストレッチ。'], { createdDate: '2025-06-01' });
    await article(t.admin, resources.id, 'ストレッチの基本', [], { createdDate: '2025-01-01' });
    await createItem(t.admin, 'Question', { question: '体験の前に何をすればいいですか', answer: '軽いストレッチをおすすめします。', order: 1 });
    expect(await find('ストレッチ')).toEqual(['ストレッチの基本', '朝のストレッチ', '体験の前に何をすればいいですか', '睡眠の話', '食事の記録']);
  });

  test(`a common word's results are counted up to ${MAX_COUNTED.toLocaleString()}, and said to be more; a page beyond is still counted to its end`, async () => {
    const { news } = await setting();
    await insertItems(t.db, 'News', MAX_COUNTED + 5, (index) => ({ categoryId: news.id, categorySlug: 'information', createdDate: '2025-01-01', title: `よくある言葉${index}`, route: `common-${index}`, status: 'PUBLISHED' }));
    await rebuildSearchIndex(t.db);
    expect(await searchSite(t.db, { q: 'よくある', limit: 10 })).toMatchObject({ total: MAX_COUNTED, totalCapped: true });
    const last = await searchSite(t.db, { q: 'よくある', limit: 10, offset: MAX_COUNTED });
    expect(last).toMatchObject({ total: MAX_COUNTED + 5, totalCapped: false });
    expect(last.hits).toHaveLength(5);
  });

  test('a draft, an article not yet due, an unpublished store and its FAQ are never found; a general FAQ is', async () => {
    const { news } = await setting();
    await article(t.admin, news.id, '公開中の検証記事');
    await article(t.admin, news.id, '下書きの検証記事', [], { status: 'DRAFT' });
    await article(t.admin, news.id, '予約の検証記事', [], { publishAt: new Date(Date.now() + HOUR).toISOString() });
    const hidden = await makeStore(t.admin, { name: '検証店（非公開）', enabled: false });
    await createItem(t.admin, 'Question', { question: '非公開店の検証の質問', answer: '答え', storeId: hidden.id });
    await createItem(t.admin, 'Question', { question: '全店共通の検証の質問', answer: '答え', storeId: null });
    expect((await find('検証')).sort()).toEqual(['公開中の検証記事', '全店共通の検証の質問'].sort());
  });

  test('what the search shows an anonymous visitor is what the repository shows one', async () => {
    const { news } = await setting();
    const open = await makeStore(t.admin, { name: '照合店' });
    const closed = await makeStore(t.admin, { name: '照合店（準備中）', enabled: false });
    for (const [index, input] of [{}, { status: 'DRAFT' }, { publishAt: new Date(Date.now() - HOUR).toISOString() }, { publishAt: new Date(Date.now() + HOUR).toISOString() }, { status: 'DRAFT', publishAt: new Date(Date.now() - HOUR).toISOString() }].entries()) {
      await article(t.admin, news.id, `照合記事${index}`, [], input);
    }
    for (const storeId of [open.id, closed.id, null]) await createItem(t.admin, 'Question', { question: `照合の質問 ${storeId ?? '共通'}`, answer: '答え', storeId });

    const visible = async (entity: 'News' | 'Store' | 'Question') =>
      (await listItems(t.anonymous, entity, { limit: 100 })).items.map((item) => String((item as { id: string }).id));
    const expected = [...(await visible('News')), ...(await visible('Store')), ...(await visible('Question'))].sort();
    expect((await searchSite(t.db, { q: '照合', limit: 50 })).hits.map((hit) => hit.id).sort()).toEqual(expected);
  });

  test('a scheduled article is found once its time has come, without being indexed again', async () => {
    const { news } = await setting();
    const at = new Date(Date.now() + HOUR);
    await article(t.admin, news.id, '予約公開のお知らせ', [], { publishAt: at.toISOString() });
    expect(await find('予約公開')).toEqual([]);
    expect(await find('予約公開', new Date(at.getTime() + 1000))).toEqual(['予約公開のお知らせ']);
  });

  test('found as soon as the write that publishes it returns, and gone as soon as the one that unpublishes or deletes it does', async () => {
    const { news } = await setting();
    const draft = await article(t.admin, news.id, '新店舗オープンのお知らせ', ['池袋に新しい店舗ができました。'], { status: 'DRAFT' });
    expect(await find('池袋')).toEqual([]);
    await updateItem(t.admin, 'News', { id: draft.id, status: 'PUBLISHED' });
    expect(await find('池袋')).toEqual(['新店舗オープンのお知らせ']);
    await updateItem(t.admin, 'News', { id: draft.id, status: 'DRAFT' });
    expect(await find('池袋')).toEqual([]);
    await updateItem(t.admin, 'News', { id: draft.id, status: 'PUBLISHED' });
    await deleteItem(t.admin, 'News', { id: draft.id });
    expect(await find('池袋')).toEqual([]);
    expect(await t.db.kysely.selectFrom('search_document').select('recordId').execute()).toEqual([]);
  });

  test('an article restored from the trash is found again, its blocks with it', async () => {
    const { news } = await setting();
    const item = await article(t.admin, news.id, '復元のお知らせ', ['ゴミ箱から戻した本文です。']);
    await deleteItem(t.admin, 'News', { id: item.id });
    expect(await find('ゴミ箱')).toEqual([]);
    const [entry] = await listTrash(t.admin);
    await restoreTrashItem(t.admin, entry?.id ?? '');
    expect(await find('ゴミ箱')).toEqual(['復元のお知らせ']);
  });

  test('the index is written in the transaction of the write: a write that fails leaves it as it was', async () => {
    const { news } = await setting();
    const draft = await article(t.admin, news.id, '幻のお知らせ', [], { status: 'DRAFT' });
    await expect(
      writeTogether(t.admin, async (inner) => {
        await updateItem(inner, 'News', { id: draft.id, status: 'PUBLISHED' });
        throw new Error('the save fails after the publish');
      }),
    ).rejects.toThrow('the save fails after the publish');
    expect(await find('幻')).toEqual([]);
    const [row] = await t.db.kysely.selectFrom('search_document').select('status').where('recordId', '=', draft.id).execute();
    expect(row?.status).toBe('DRAFT');
  });

  test("an article's blocks: a new block's words are found, a changed block's old words are not", async () => {
    const { resources } = await setting();
    const news = await article(t.admin, resources.id, 'ストレッチの基本');
    const block = await createItem(t.admin, 'NewsContent', { newsId: news.id, tag: 'h2', text: '肩甲骨をほぐす', order: 10 });
    expect(await find('肩甲骨')).toEqual(['ストレッチの基本']);
    await updateItem(t.admin, 'NewsContent', { id: block.id, text: '股関節をほぐす' });
    expect(await find('肩甲骨')).toEqual([]);
    expect(await find('股関節')).toEqual(['ストレッチの基本']);
    await deleteItem(t.admin, 'NewsContent', { id: block.id });
    expect(await find('股関節')).toEqual([]);
  });

  test("a store's FAQ follows its store: hidden while the store is unpublished, at the store's new address after a rename", async () => {
    await setting();
    const store = await makeStore(t.admin, { name: '恵比寿店', link: 'ebisu' });
    await createItem(t.admin, 'Question', { question: '駐車場はありますか', answer: '近隣のコインパーキングをご利用ください。', storeId: store.id });
    const hits = async () => (await searchSite(t.db, { q: '駐車場', limit: 10 })).hits;
    expect(await hits()).toMatchObject([{ kind: 'question', path: '/store/ebisu#faq', storeName: '恵比寿店' }]);
    await updateItem(t.admin, 'Store', { id: store.id, enabled: false });
    expect(await hits()).toEqual([]);
    await updateItem(t.admin, 'Store', { id: store.id, enabled: true, link: 'ebisu-east', name: '恵比寿東口店' });
    expect(await hits()).toMatchObject([{ path: '/store/ebisu-east#faq', storeName: '恵比寿東口店' }]);
    await deleteItem(t.admin, 'Store', { id: store.id });
    expect(await hits()).toEqual([]);
  });

  test("a category's change moves its articles: another section, another address", async () => {
    const { news } = await setting();
    const item = await article(t.admin, news.id, '睡眠と筋肉の関係', [], { route: 'sleep' });
    expect((await searchSite(t.db, { q: '睡眠', limit: 10 })).hits).toMatchObject([{ kind: 'news', path: '/news/information/sleep' }]);
    await updateItem(t.admin, 'Category', { id: news.id, slug: 'column', mainCategory: 'resources' });
    expect((await searchSite(t.db, { q: '睡眠', limit: 10 })).hits).toMatchObject([{ kind: 'resources', path: '/resources/column/sleep', id: item.id }]);
    expect((await searchSite(t.db, { q: '睡眠', kinds: ['news'], limit: 10 })).hits).toEqual([]);
  });

  test('results are paged with their total, and marked where the words are', async () => {
    const { resources } = await setting();
    for (let index = 0; index < 12; index += 1) await article(t.admin, resources.id, `むくみ対策 その${index + 1}`, ['ふくらはぎのむくみを取る方法。']);
    const first = await searchSite(t.db, { q: 'ムクミ', limit: 10 });
    expect(first).toMatchObject({ total: 12, totalCapped: false });
    expect(first.hits).toHaveLength(10);
    const second = await searchSite(t.db, { q: 'ムクミ', limit: 10, offset: 10 });
    expect(second).toMatchObject({ total: 12 });
    expect(second.hits).toHaveLength(2);
    expect(new Set([...first.hits, ...second.hits].map((hit) => hit.id)).size).toBe(12);
    expect(await searchSite(t.db, { q: 'ムクミ', limit: 10, offset: 20 })).toMatchObject({ total: 12, hits: [] });
    const [hit] = first.hits;
    expect(hit!.title.slice(...hit!.titleSpans[0]!)).toBe('むくみ');
    expect(hit!.excerpt.slice(...hit!.excerptSpans[0]!)).toBe('むくみ');
    expect(await searchSite(t.db, { q: ' 、。 ', limit: 10 })).toEqual({ words: [], total: 0, totalCapped: false, hits: [] });
  });

  test('content written around the indexer (an import, a database from before the search) is indexed by the versioned rebuild', async () => {
    const { news } = await setting();
    await insertItems(t.db, 'News', 3, (index) => ({ categoryId: news.id, categorySlug: 'information', createdDate: '2025-01-01', title: `取り込んだ記事${index}`, route: `imported-${index}`, status: 'PUBLISHED' }));
    expect(await find('取り込んだ')).toEqual([]);
    expect(await ensureSearchIndex(t.db)).toBe(true);
    expect((await find('取り込んだ')).sort()).toEqual(['取り込んだ記事0', '取り込んだ記事1', '取り込んだ記事2']);
    const version = await t.db.kysely.selectFrom('site_setting').select('value').where('key', '=', 'search-index-version').executeTakeFirst();
    expect(version?.value).toBe(SEARCH_INDEX_VERSION);
    // Current: nothing to do.
    expect(await ensureSearchIndex(t.db)).toBe(false);
    // Rebuilt, the documents are the ones the writes keep: no duplicate, none left behind.
    expect(await t.db.kysely.selectFrom('search_document').select((eb) => eb.fn.countAll<number>().as('count')).executeTakeFirst()).toEqual({ count: 3 });
    if (t.db.dialect === 'sqlite') {
      const { rows } = await sql<{ count: number }>`select count(*) as count from search_fts where search_fts match '"取リ リ込"'`.execute(t.db.kysely);
      expect(rows[0]?.count).toBe(3);
    }
  });
});
