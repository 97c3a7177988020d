import { onContentChange } from '@/lib/core/model/revalidate';
import { type ModelContext, updateItem } from '@/lib/core/model/repository';
import { setReviewSettings } from '@/lib/core/review';
import { engines, TEST_ADMIN, useTestDb } from '@/lib/test/engines';
import { makeArea, makeCategory, makeNews, makeStore } from '@/lib/test/fixtures';
import { postGraphQL, signInAdmin } from '@/lib/test/http';
import { listPageSeo, readPageSeo, savePageSeo, SEO_PAGE_NAMES } from './index';

/*
 * The fixed pages' own search values (page_seo): owners and editors set them through the API,
 * each change audited with the change and expiring the page's tag once committed; the same rules
 * (60 and 160 characters, a picture of this site) hold for articles and stores, whose values are
 * set by whoever may edit the article or the store.
 */

const IMAGE = '/media/0190a0b0-0000-7000-8000-000000000001/1280.webp';
const IMAGE_MESSAGE = 'シェア画像はメディアライブラリの画像か、このサイトの画像のパス（/ で始まるもの）を選んでください。';

describe.each(engines())('page_seo on $name', (engine) => {
  const t = useTestDb(engine);

  const expired: string[][] = [];
  let stop: () => void = () => undefined;
  beforeEach(async () => {
    // page_seo is this module's own table, which the shared fixture does not empty.
    await t.db.kysely.deleteFrom('page_seo').execute();
    expired.length = 0;
    stop = onContentChange((tags) => expired.push(tags));
  });
  afterEach(() => stop());

  test('a page has none of its own until set; set, it is read back, audited and its tag expires after the commit', async () => {
    expect(await readPageSeo(t.db, '/law')).toEqual({ path: '/law', seoTitle: null, seoDescription: null, seoImage: null, updatedAt: null });
    const saved = await savePageSeo(t.admin, { path: '/law', seoTitle: ' 特定商取引法の表記｜Oz ', seoDescription: '料金と解約について。', seoImage: IMAGE });
    expect(saved).toMatchObject({ path: '/law', seoTitle: '特定商取引法の表記｜Oz', seoDescription: '料金と解約について。', seoImage: IMAGE });
    expect(await readPageSeo(t.db, '/law')).toEqual(saved);
    expect(expired).toEqual([['page-seo:/law']]);

    const audit = await t.db.kysely.selectFrom('audit_log').selectAll().where('entity', '=', 'PageSeo').execute();
    expect(audit).toHaveLength(1);
    expect(audit[0]).toMatchObject({ action: 'create', entityId: '/law', actorEmail: TEST_ADMIN.email, summary: '特定商取引法に基づく表記（/law）' });
    expect(JSON.parse(audit[0]?.changes ?? '{}')).toEqual({
      seoTitle: { before: null, after: '特定商取引法の表記｜Oz' },
      seoDescription: { before: null, after: '料金と解約について。' },
      seoImage: { before: null, after: IMAGE },
    });
  });

  test('emptying every field removes the page\'s row, and the page keeps its own values again', async () => {
    await savePageSeo(t.admin, { path: '/company', seoTitle: '運営会社' });
    const cleared = await savePageSeo(t.admin, { path: '/company', seoTitle: '  ', seoDescription: '', seoImage: null });
    expect(cleared).toEqual({ path: '/company', seoTitle: null, seoDescription: null, seoImage: null, updatedAt: null });
    expect(await t.db.kysely.selectFrom('page_seo').selectAll().execute()).toEqual([]);
    const actions = (await t.db.kysely.selectFrom('audit_log').select('action').where('entity', '=', 'PageSeo').orderBy('id').execute()).map((row) => row.action);
    expect(actions).toEqual(['create', 'delete']);
  });

  test('every indexable page of the route table is listed, in its order, with its own values', async () => {
    await savePageSeo(t.admin, { path: '/flow', seoDescription: '体験の流れ。' });
    const list = await listPageSeo(t.admin);
    expect(list.map((entry) => entry.path)).toContain('/company');
    expect(list.map((entry) => entry.path)).not.toContain('/thanks');
    expect(list).toHaveLength(SEO_PAGE_NAMES.length);
    expect(list.find((entry) => entry.path === '/flow')).toMatchObject({ seoTitle: null, seoDescription: '体験の流れ。' });
  });

  test('too long, an image from elsewhere and a page that has no such values are refused in Japanese', async () => {
    await expect(savePageSeo(t.admin, { path: '/law', seoTitle: 'あ'.repeat(61) })).rejects.toMatchObject({
      extensions: { fields: [{ field: 'seoTitle', message: '検索結果の見出しは60文字以内で入力してください。' }] },
    });
    await expect(savePageSeo(t.admin, { path: '/law', seoDescription: 'い'.repeat(161) })).rejects.toMatchObject({
      extensions: { fields: [{ field: 'seoDescription', message: '検索結果の説明文は160文字以内で入力してください。' }] },
    });
    await expect(savePageSeo(t.admin, { path: '/law', seoImage: 'https://elsewhere.example/a.png' })).rejects.toMatchObject({
      extensions: { fields: [{ field: 'seoImage', message: IMAGE_MESSAGE }] },
    });
    await expect(savePageSeo(t.admin, { path: '/law', seoImage: '//elsewhere.example/a.png' })).rejects.toMatchObject({
      extensions: { fields: [{ field: 'seoImage', message: IMAGE_MESSAGE }] },
    });
    await expect(savePageSeo(t.admin, { path: '/law', seoImage: '/media/../../etc/passwd.png' })).rejects.toMatchObject({
      extensions: { fields: [{ field: 'seoImage', message: IMAGE_MESSAGE }] },
    });
    await expect(savePageSeo(t.admin, { path: '/thanks', seoTitle: 'x' })).rejects.toMatchObject({ message: 'SEO を設定できるページではありません。' });
    expect(await t.db.kysely.selectFrom('page_seo').selectAll().execute()).toEqual([]);
    expect(expired).toEqual([]);
  });

  test('a save over one made after the editor opened the page is refused', async () => {
    const first = await savePageSeo(t.admin, { path: '/law', seoTitle: '一つ目', expectedUpdatedAt: null });
    await expect(savePageSeo(t.admin, { path: '/law', seoTitle: '遅れた保存', expectedUpdatedAt: null })).rejects.toMatchObject({
      extensions: { errorType: 'DynamoDB:ConditionalCheckFailedException' },
    });
    const second = await savePageSeo(t.admin, { path: '/law', seoTitle: '二つ目', expectedUpdatedAt: first.updatedAt }, new Date(Date.now() + 1000));
    expect(second.seoTitle).toBe('二つ目');
  });

  test('through the API: editors set and read them; store staff and visitors may not', async () => {
    const SET = 'mutation ($path: String!, $title: String) { setPageSeo(path: $path, seoTitle: $title) { path seoTitle updatedAt } }';
    const LIST = 'query { pageSeoSettings { path seoTitle } }';
    const editor = await signInAdmin(t.db, { role: 'editor' });
    const staff = await signInAdmin(t.db, { role: 'staff' });

    const set = await postGraphQL<{ setPageSeo: { seoTitle: string } }>(SET, { path: '/jobs', title: 'トレーナー求人' }, { cookie: editor.cookie });
    expect(set.body.errors).toBeUndefined();
    expect(set.body.data?.setPageSeo.seoTitle).toBe('トレーナー求人');
    const list = await postGraphQL<{ pageSeoSettings: { path: string; seoTitle: string | null }[] }>(LIST, {}, { cookie: editor.cookie });
    expect(list.body.data?.pageSeoSettings.find((entry) => entry.path === '/jobs')?.seoTitle).toBe('トレーナー求人');

    const refused = await postGraphQL(SET, { path: '/jobs', title: '書き換え' }, { cookie: staff.cookie });
    expect(refused.body.errors?.[0]?.message).toBe('Not Authorized to access setPageSeo on type Mutation');
    const anonymous = await postGraphQL(LIST);
    expect(anonymous.body.errors?.[0]?.message).toBe('User needs to be authenticated to call this API.');
    expect((await readPageSeo(t.db, '/jobs'))?.seoTitle).toBe('トレーナー求人');
  });

  test('articles and stores keep the same rules for their own search values', async () => {
    const category = await makeCategory(t.admin);
    const news = await makeNews(t.admin, category.id, { seoTitle: '入会金0円', seoImage: IMAGE });
    expect(news).toMatchObject({ seoTitle: '入会金0円', seoDescription: null, seoImage: IMAGE });
    await expect(updateItem(t.admin, 'News', { id: news.id, seoDescription: 'う'.repeat(161) })).rejects.toMatchObject({
      extensions: { fields: [{ field: 'seoDescription', message: '検索結果の説明文は160文字以内で入力してください。' }] },
    });
    await expect(makeStore(t.admin, { area: 'Nowhere', seoImage: 'javascript:alert(1)' })).rejects.toMatchObject({
      extensions: { fields: [{ field: 'seoImage', message: IMAGE_MESSAGE }] },
    });
    await makeArea(t.admin);
    const store = await makeStore(t.admin, { seoDescription: '横浜駅から徒歩3分。', seoImage: '/images/stores/yokohama.webp' });
    expect(store).toMatchObject({ seoDescription: '横浜駅から徒歩3分。', seoImage: '/images/stores/yokohama.webp' });
  });

  test('who may set them is who may edit what they belong to: editors everything, store staff neither a store, an article nor a fixed page', async () => {
    await makeArea(t.admin);
    const store = await makeStore(t.admin, { link: 'own-store' });
    const category = await makeCategory(t.admin);
    const news = await makeNews(t.admin, category.id);
    // Who may write, not approval, is the subject: these editors change a public article directly (lib/core/review).
    await setReviewSettings(t.db.kysely, TEST_ADMIN, { editor: false });
    const as = (role: 'editor' | 'staff'): ModelContext => ({
      db: t.db,
      viewer: { ...TEST_ADMIN, id: '00000000-0000-7000-8000-0000000000aa', role, storeIds: role === 'staff' ? [store.id] : [] },
    });

    expect((await updateItem(as('editor'), 'Store', { id: store.id, seoTitle: '店舗の見出し' })).seoTitle).toBe('店舗の見出し');
    expect((await updateItem(as('editor'), 'News', { id: news.id, seoTitle: '記事の見出し' })).seoTitle).toBe('記事の見出し');
    expect((await savePageSeo(as('editor'), { path: '/law', seoTitle: '表記' })).seoTitle).toBe('表記');

    const refused = { message: expect.stringMatching(/^Not Authorized to access /) };
    await expect(updateItem(as('staff'), 'Store', { id: store.id, seoTitle: '書き換え' })).rejects.toMatchObject(refused);
    await expect(updateItem(as('staff'), 'News', { id: news.id, seoTitle: '書き換え' })).rejects.toMatchObject(refused);
    await expect(savePageSeo(as('staff'), { path: '/law', seoTitle: '書き換え' })).rejects.toMatchObject(refused);
    await expect(savePageSeo(t.anonymous, { path: '/law', seoTitle: '書き換え' })).rejects.toMatchObject({ message: 'User needs to be authenticated to call this API.' });
    expect((await readPageSeo(t.db, '/law'))?.seoTitle).toBe('表記');
  });
});
