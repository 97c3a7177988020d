import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { SharedTags } from '@/lib/core/cache/shared-tags';
import { createItem, deleteItem, type ModelContext, updateItem } from '@/lib/core/model/repository';
import { listTrash, restoreTrashItem } from '@/lib/core/model/history';
import { onContentChange } from '@/lib/core/model/revalidate';
import { tags } from '@/lib/core/model/tags';
import { engines, useTestDb } from '@/lib/test/engines';
import { makeArea, makeCategory, makeNews, makeStore } from '@/lib/test/fixtures';
import { postGraphQL, signInAdmin } from '@/lib/test/http';
import { redisReachable, testNamespace, testRedisUrl } from '@/lib/test/redis';
import { createRedirect, deleteRedirect, deleteWithRedirect, listRedirects, updateRedirect } from './index';
import { canonicalPath, LOOP_MESSAGE, pathProblem } from './paths';
import { answerRedirect, keepRedirectsLoaded, type LoadedRedirects } from './serve';
import { RedirectTable } from './table';

/*
 * Redirects: recorded in the transaction of the write that changed an address (cascades
 * included), kept one hop long, refused when they would loop or hide a live page, chosen when an
 * article or a store is deleted and undone when it is restored; and the server's table that
 * answers them, reloaded when they change.
 */

const EDITOR = { id: '00000000-0000-7000-8000-000000000003', email: 'editor@example.com', name: null, role: 'editor' as const, storeIds: [] };
const STAFF = { id: '00000000-0000-7000-8000-000000000004', email: 'staff@example.com', name: null, role: 'staff' as const, storeIds: [] };

/** fromPath → toPath of every redirect, for comparing the whole table. */
async function table(ctx: ModelContext): Promise<Record<string, string | null>> {
  return Object.fromEntries((await listRedirects(ctx)).map((row) => [row.fromPath, row.toPath]));
}

/** The message a promise is rejected with. */
const failure = (promise: Promise<unknown>) => promise.then(() => 'no error', (error: Error) => error.message);

describe('paths', () => {
  test('one spelling of a path: encoded or not, upper or lower case escapes, with or without a trailing slash', () => {
    const encoded = '/news/%E3%81%8A%E7%9F%A5%E3%82%89%E3%81%9B';
    expect(canonicalPath('/news/お知らせ')).toBe(encoded);
    expect(canonicalPath(encoded.toLowerCase().replace('/news/', '/news/'))).toBe(encoded);
    expect(canonicalPath(`${encoded}/`)).toBe(encoded);
    expect(canonicalPath('/news/a-b_c.d')).toBe('/news/a-b_c.d');
    expect(canonicalPath('/')).toBe('/');
    // A slash inside a segment stays a part of that segment.
    expect(canonicalPath('/a%2Fb')).toBe('/a%2Fb');
  });

  test('a path starts with one /, has no //, scheme or host, no query, fits 500 characters and is no /admin or /api path', () => {
    const problem = (value: string, fragment = false) => pathProblem(value, '転送元のアドレス', { fragment });
    expect(problem('/news/info/spring')).toBeNull();
    expect(problem('/#shop', true)).toBeNull();
    expect(problem('')).toBe('転送元のアドレスを入力してください。');
    expect(problem('news/info')).toMatch(/\/ から始まる/);
    expect(problem('//evil.example/x')).toMatch(/\/\/ や/);
    expect(problem('/a//b')).toMatch(/\/\/ や/);
    expect(problem('/\\evil.example')).toMatch(/\/\/ や/);
    expect(problem('https://oz.example/news')).toMatch(/https:\/\/ やドメインを付けず/);
    expect(problem('javascript:alert(1)')).toMatch(/https:\/\/ やドメインを付けず/);
    expect(problem(`/${'a'.repeat(500)}`)).toBe('転送元のアドレスは500文字以内で入力してください。');
    expect(problem('/news?page=2')).toMatch(/クエリー文字列/);
    expect(problem('/#shop')).toMatch(/# から後は付けられません/);
    expect(problem('/a b')).toMatch(/空白/);
    expect(problem('/news/../admin')).toMatch(/「\.\.」/);
    expect(problem('/admin')).toMatch(/管理画面（\/admin）や API（\/api）/);
    expect(problem('/admin/news')).toMatch(/管理画面/);
    expect(problem('/api/graphql')).toMatch(/管理画面/);
    expect(problem('/administration')).toBeNull();
  });
});

describe.each(engines())('redirects on $name', (engine) => {
  const t = useTestDb(engine);
  const editor = (): ModelContext => ({ db: t.db, viewer: EDITOR });
  let news = '';
  let resources = '';

  beforeEach(async () => {
    await makeArea(t.admin);
    news = (await makeCategory(t.admin, { name: 'お知らせ', slug: 'info', mainCategory: 'news' })).id;
    resources = (await makeCategory(t.admin, { name: 'コラム', slug: 'column', mainCategory: 'resources' })).id;
  });

  test("an article's new route leaves a redirect from the old address, in the write's transaction, by whoever saved", async () => {
    const article = await makeNews(t.admin, news, { route: 'spring' });
    expect(await table(t.admin)).toEqual({});
    await updateItem(t.admin, 'News', { id: article.id, route: 'spring-sale' });
    const [row] = await listRedirects(t.admin);
    expect(row).toMatchObject({ fromPath: '/news/info/spring', toPath: '/news/info/spring-sale', kind: 'auto', createdBy: 'Admin' });
    // A save that keeps the address records nothing more.
    await updateItem(t.admin, 'News', { id: article.id, title: '春のキャンペーン' });
    expect(await table(t.admin)).toEqual({ '/news/info/spring': '/news/info/spring-sale' });
  });

  test('a write that fails records nothing: the redirect is part of its transaction', async () => {
    const article = await makeNews(t.admin, news, { route: 'spring' });
    await makeNews(t.admin, news, { route: 'taken' });
    await expect(updateItem(t.admin, 'News', { id: article.id, route: 'taken' })).rejects.toThrow('すでに使われています');
    expect(await table(t.admin)).toEqual({});
  });

  test("an article moved to another category, or section, leaves a redirect from the old address", async () => {
    const article = await makeNews(t.admin, news, { route: 'knee' });
    await updateItem(t.admin, 'News', { id: article.id, categoryId: resources });
    expect(await table(t.admin)).toEqual({ '/news/info/knee': '/resources/column/knee' });
  });

  test('chains are followed to the end, one hop: A → B → C answers A → C; going back to A makes A live again', async () => {
    const article = await makeNews(t.admin, news, { route: 'a' });
    await updateItem(t.admin, 'News', { id: article.id, route: 'b' });
    await updateItem(t.admin, 'News', { id: article.id, route: 'c' });
    expect(await table(t.admin)).toEqual({ '/news/info/a': '/news/info/c', '/news/info/b': '/news/info/c' });
    await updateItem(t.admin, 'News', { id: article.id, route: 'a' });
    expect(await table(t.admin)).toEqual({ '/news/info/b': '/news/info/a', '/news/info/c': '/news/info/a' });
  });

  test("a category's new slug redirects its list pages and every article under it; a new section too", async () => {
    for (let index = 0; index < 11; index += 1) await makeNews(t.admin, news, { route: `item-${index}` });
    await updateItem(t.admin, 'Category', { id: news, slug: 'topics' });
    const rows = await table(t.admin);
    expect(rows['/news/info']).toBe('/news/topics');
    expect(rows['/news/info/page/2']).toBe('/news/topics/page/2');
    expect(rows['/news/info/page/3']).toBeUndefined();
    for (let index = 0; index < 11; index += 1) expect(rows[`/news/info/item-${index}`]).toBe(`/news/topics/item-${index}`);
    expect(Object.keys(rows)).toHaveLength(13);

    await updateItem(t.admin, 'Category', { id: news, mainCategory: 'resources' });
    const moved = await table(t.admin);
    // Both the first and the second address now lead to the third, in one hop.
    expect(moved['/news/info']).toBe('/resources/topics');
    expect(moved['/news/topics']).toBe('/resources/topics');
    expect(moved['/news/info/item-3']).toBe('/resources/topics/item-3');
    expect(moved['/news/topics/item-3']).toBe('/resources/topics/item-3');
  });

  test("a store's new link redirects its page and its booking page", async () => {
    const store = await makeStore(t.admin, { link: 'shibuya' });
    await updateItem(t.admin, 'Store', { id: store.id, link: 'shibuya-ekimae' });
    expect(await table(t.admin)).toEqual({ '/store/shibuya': '/store/shibuya-ekimae', '/store/shibuya/booking': '/store/shibuya-ekimae/booking' });
  });

  test('staff add, edit and remove redirects; each is audited; a target that is redirected is followed', async () => {
    const added = await createRedirect(editor(), { fromPath: '/campaign-2024', toPath: '/news/info', note: 'チラシに印刷したアドレス' });
    expect(added).toMatchObject({ fromPath: '/campaign-2024', toPath: '/news/info', kind: 'manual', note: 'チラシに印刷したアドレス', createdBy: 'editor@example.com' });
    // Typed as a visitor's browser shows it, stored as it sends it.
    const japanese = await createRedirect(editor(), { fromPath: '/キャンペーン/', toPath: '/campaign-2024' });
    expect(japanese).toMatchObject({ fromPath: '/%E3%82%AD%E3%83%A3%E3%83%B3%E3%83%9A%E3%83%BC%E3%83%B3', toPath: '/news/info' });
    const edited = await updateRedirect(editor(), added.id, { fromPath: '/campaign-2024', toPath: null, note: null });
    expect(edited).toMatchObject({ toPath: null, kind: 'manual', note: null });
    // The other was stored with the end of its chain, so it keeps leading there.
    expect((await table(t.admin))[japanese.fromPath]).toBe('/news/info');
    await deleteRedirect(editor(), japanese.id);
    expect(await table(t.admin)).toEqual({ '/campaign-2024': null });

    const entries = await t.db.kysely.selectFrom('audit_log').selectAll().where('entity', '=', 'Redirect').orderBy('id').execute();
    expect(entries.map((entry) => [entry.action, entry.actorEmail, entry.entityId])).toEqual([
      ['create', 'editor@example.com', added.id],
      ['create', 'editor@example.com', japanese.id],
      ['update', 'editor@example.com', added.id],
      ['delete', 'editor@example.com', japanese.id],
    ]);
    expect(entries[2]?.summary).toBe('/campaign-2024 → 410（削除済み）');
    expect(JSON.parse(entries[2]?.changes ?? '{}')).toEqual({
      toPath: { before: '/news/info', after: null },
      note: { before: 'チラシに印刷したアドレス', after: null },
    });
  });

  test('a redirect that would lead back to its own address is refused, with the Japanese message', async () => {
    await createRedirect(editor(), { fromPath: '/a', toPath: '/b' });
    expect(await failure(createRedirect(editor(), { fromPath: '/b', toPath: '/a' }))).toBe(LOOP_MESSAGE);
    expect(await failure(createRedirect(editor(), { fromPath: '/c', toPath: '/c/' }))).toBe(LOOP_MESSAGE);
    const c = await createRedirect(editor(), { fromPath: '/c', toPath: '/d' });
    // /d → /c would close c → d → c; a place on its own page is its own address too.
    expect(await failure(createRedirect(editor(), { fromPath: '/d', toPath: '/c' }))).toBe(LOOP_MESSAGE);
    expect(await failure(updateRedirect(editor(), c.id, { fromPath: '/c', toPath: '/c#top' }))).toBe(LOOP_MESSAGE);
    expect(await table(t.admin)).toEqual({ '/a': '/b', '/c': '/d' });
  });

  test("a redirect from a live page's address is refused", async () => {
    const article = await makeNews(t.admin, news, { route: 'spring', title: '春のお知らせ' });
    await makeStore(t.admin, { name: 'Oz 渋谷', link: 'shibuya' });
    const refused = (fromPath: string) => failure(createRedirect(editor(), { fromPath, toPath: '/' }));
    expect(await refused('/news/info/spring')).toBe('「/news/info/spring」はいま記事「春のお知らせ」のページのアドレスのため、転送元にできません。');
    expect(await refused('/store/shibuya')).toMatch(/店舗「Oz 渋谷」のページ/);
    expect(await refused('/store/shibuya/booking')).toMatch(/店舗「Oz 渋谷」のページ/);
    expect(await refused('/news/info')).toMatch(/カテゴリー「お知らせ」の一覧ページ/);
    expect(await refused('/news/info/page/2')).toMatch(/カテゴリー「お知らせ」の一覧ページ/);
    expect(await refused('/company')).toMatch(/サイトのページ/);
    expect(await refused('/news/page/3')).toMatch(/サイトのページ/);
    expect(await refused('/sitemap.xml')).toMatch(/サイトの仕組み/);
    expect(await refused('/admin/news')).toMatch(/管理画面/);
    // An address no page has is free: the article's old one, once it moved.
    await updateItem(t.admin, 'News', { id: article.id, route: 'spring-2026' });
    expect(await failure(createRedirect(editor(), { fromPath: '/news/info/spring-2025', toPath: '/news' }))).toBe('no error');
    expect(await failure(createRedirect(editor(), { fromPath: '/news/info/spring', toPath: '/news' }))).toBe('この転送元のアドレスはすでに登録されています。一覧から編集してください。');
  });

  test('a new page at an address takes it back from its redirect', async () => {
    await createRedirect(editor(), { fromPath: '/store/harajuku', toPath: '/' });
    await createRedirect(editor(), { fromPath: '/news/info/summer', toPath: '/news' });
    await makeStore(t.admin, { link: 'harajuku' });
    await makeNews(t.admin, news, { route: 'summer' });
    expect(await table(t.admin)).toEqual({});
  });

  test('a deleted article answers 410 unless staff chose an address; restoring it from the trash removes the redirect', async () => {
    const gone = await makeNews(t.admin, news, { route: 'old-campaign' });
    const moved = await makeNews(t.admin, news, { route: 'winter' });
    await deleteItem(t.admin, 'News', { id: gone.id });
    const chosen = await deleteWithRedirect(t.admin, 'News', moved.id, '/news/info/');
    expect(chosen).toMatchObject({ fromPath: '/news/info/winter', toPath: '/news/info', kind: 'deleted', createdBy: 'Admin' });
    expect(await table(t.admin)).toEqual({ '/news/info/old-campaign': null, '/news/info/winter': '/news/info' });

    const trash = await listTrash(t.admin);
    for (const item of trash) await restoreTrashItem(t.admin, item.id);
    expect(await table(t.admin)).toEqual({});
  });

  test("a deleted store's page and booking page answer 410, or lead where staff chose", async () => {
    const closed = await makeStore(t.admin, { link: 'closed' });
    const merged = await makeStore(t.admin, { link: 'merged' });
    await deleteWithRedirect(t.admin, 'Store', closed.id, null);
    await deleteWithRedirect(t.admin, 'Store', merged.id, '/#shop');
    expect(await table(t.admin)).toEqual({
      '/store/closed': null,
      '/store/closed/booking': null,
      '/store/merged': '/#shop',
      '/store/merged/booking': '/#shop',
    });
  });

  test('a delete whose chosen address would loop, or is not a path, is refused and deletes nothing', async () => {
    const article = await makeNews(t.admin, news, { route: 'b' });
    await updateItem(t.admin, 'News', { id: article.id, route: 'a' });
    // /news/info/b → /news/info/a: deleting a with b as its new address would loop.
    expect(await failure(deleteWithRedirect(t.admin, 'News', article.id, '/news/info/b'))).toBe(LOOP_MESSAGE);
    expect(await failure(deleteWithRedirect(t.admin, 'News', article.id, 'https://other.example/'))).toMatch(/https:\/\/ やドメインを付けず/);
    expect(await t.db.kysely.selectFrom('news').select('route').where('id', '=', article.id).executeTakeFirst()).toEqual({ route: 'a' });
    expect(await table(t.admin)).toEqual({ '/news/info/b': '/news/info/a' });
  });

  test('an article restored after its category changed slug takes its deleted address along to its new one', async () => {
    const article = await makeNews(t.admin, news, { route: 'kept' });
    await deleteItem(t.admin, 'News', { id: article.id });
    await updateItem(t.admin, 'Category', { id: news, slug: 'topics' });
    const [item] = await listTrash(t.admin);
    await restoreTrashItem(t.admin, item?.id ?? '');
    expect(await table(t.admin)).toEqual({ '/news/info': '/news/topics', '/news/info/kept': '/news/topics/kept' });
  });

  test('store staff may not read or change redirects; through the API editors may, and deleteWithRedirect deletes into the trash', async () => {
    const staff = { db: t.db, viewer: STAFF };
    expect(await failure(listRedirects(staff))).toBe('Not Authorized to access listRedirects on type Query');
    expect(await failure(createRedirect(staff, { fromPath: '/x', toPath: '/' }))).toBe('Not Authorized to access createRedirect on type Mutation');

    const { cookie } = await signInAdmin(t.db, { email: 'api-editor@example.com', role: 'editor' });
    const article = await makeNews(t.admin, news, { route: 'via-api' });
    const { body } = await postGraphQL<{ deleteWithRedirect: { fromPath: string; toPath: string | null; kind: string } }>(
      'mutation ($id: ID!) { deleteWithRedirect(entity: News, id: $id, toPath: null) { fromPath toPath kind } }',
      { id: article.id },
      { cookie },
    );
    expect(body.errors).toBeUndefined();
    expect(body.data?.deleteWithRedirect).toEqual({ fromPath: '/news/info/via-api', toPath: null, kind: 'deleted' });
    expect((await listTrash(t.admin)).map((item) => item.recordId)).toEqual([article.id]);
    const invalid = await postGraphQL('mutation { createRedirect(input: { fromPath: "/x", toPath: "//evil.example" }) { id } }', {}, { cookie });
    expect(invalid.body.errors?.[0]).toMatchObject({ message: expect.stringMatching(/\/\/ や/), extensions: { fields: [{ field: 'toPath' }] } });
  });

  test('an attacker cannot make the site an open redirect: no path that leaves the site is stored, by any door', async () => {
    const { cookie } = await signInAdmin(t.db, { email: 'attacker-editor@example.com', role: 'editor' });
    const article = await makeNews(t.admin, news, { route: 'target' });
    const outside = [
      '//evil.example',
      '//evil.example/news',
      '///evil.example',
      '/\\evil.example',
      '\\\\evil.example',
      'https://evil.example/',
      'HTTPS://evil.example',
      'http:evil.example',
      'javascript:alert(1)',
      'data:text/html,<script>alert(1)</script>',
      'evil.example',
      ' //evil.example',
      '/\t/evil.example',
      '/\n/evil.example',
      '/ok?next=//evil.example',
    ];
    for (const toPath of outside) {
      const created = await postGraphQL('mutation ($input: RedirectInput!) { createRedirect(input: $input) { id } }', { input: { fromPath: '/flyer', toPath } }, { cookie });
      expect([toPath, created.body.errors?.[0]?.extensions?.errorType]).toEqual([toPath, 'ValidationError']);
      const swapped = await postGraphQL('mutation ($input: RedirectInput!) { createRedirect(input: $input) { id } }', { input: { fromPath: toPath, toPath: '/' } }, { cookie });
      expect([toPath, swapped.body.errors?.[0]?.extensions?.errorType]).toEqual([toPath, 'ValidationError']);
      const deleted = await postGraphQL('mutation ($id: ID!, $toPath: String) { deleteWithRedirect(entity: News, id: $id, toPath: $toPath) { id } }', { id: article.id, toPath }, { cookie });
      expect([toPath, deleted.body.errors?.[0]?.extensions?.errorType]).toEqual([toPath, 'ValidationError']);
    }
    expect(await table(t.admin)).toEqual({});
    expect(await t.db.kysely.selectFrom('news').select('id').where('id', '=', article.id).executeTakeFirst()).toEqual({ id: article.id });

    // What is accepted, however it is spelled, is a path of this site: the browser resolves its Location here.
    const odd = await createRedirect(editor(), { fromPath: '/odd', toPath: '/%2F%2Fevil.example/%5Cx' });
    const redirects = new RedirectTable();
    redirects.replace([odd]);
    const server = createServer((req, res) => void answerRedirect(req, res, redirects));
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    try {
      const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
      for (const asked of ['/odd', '/odd?x=//evil.example', '/odd/?@evil.example']) {
        const response = await fetch(`${origin}${asked}`, { redirect: 'manual' });
        expect(response.status).toBe(308);
        expect(new URL(response.headers.get('location') ?? '', origin).origin).toBe(origin);
      }
    } finally {
      await new Promise<void>((resolve) => server.close(() => resolve()));
    }
  });

  describe("the server's table", () => {
    let loaded: LoadedRedirects | null = null;
    afterEach(() => {
      loaded?.stop();
      loaded = null;
    });

    const until = async (check: () => boolean) => {
      for (const started = Date.now(); !check(); ) {
        if (Date.now() - started > 3000) throw new Error('The table was not reloaded.');
        await new Promise((resolve) => setTimeout(resolve, 10));
      }
    };

    test('is loaded at start and again when a change expires the redirects tag, here or on another instance', async () => {
      await createRedirect(t.admin, { fromPath: '/first', toPath: '/' });
      let remote: ((expired: string[]) => void) | undefined;
      let reads = 0;
      loaded = keepRedirectsLoaded({
        open: async () => {
          reads += 1;
          return t.db;
        },
        onRemoteExpiry: (listener) => {
          remote = listener;
          return () => undefined;
        },
      });
      await loaded.ready;
      expect(loaded.table.lookup('/first')).toBe('/');

      // A change of address on this instance: the repository's transaction expires the tag.
      const article = await makeNews(t.admin, news, { route: 'moving' });
      await updateItem(t.admin, 'News', { id: article.id, route: 'moved' });
      const table = loaded.table;
      await until(() => table.lookup('/news/info/moving') === '/news/info/moved');

      // Another instance's change arrives through the tag ledger; other tags reload nothing.
      await t.db.kysely
        .insertInto('redirect')
        .values({ id: '01900000-0000-7000-8000-0000000000aa', fromPath: '/elsewhere', toPath: null, kind: 'manual', note: null, createdBy: null, createdAt: '', updatedAt: '' })
        .execute();
      const before = reads;
      remote?.(['store:shibuya']);
      await new Promise((resolve) => setTimeout(resolve, 50));
      expect(reads).toBe(before);
      remote?.(['entity:News', 'redirects']);
      await until(() => table.lookup('/elsewhere') === null);
    });

    (redisReachable() ? test : test.skip)('a redirect added on one instance is served by another within seconds, through the shared tag ledger (Redis)', async () => {
      // Two instances of the site: each has its ledger on the same Redis, as in the cluster.
      const namespace = testNamespace();
      const [here, there] = [new SharedTags(testRedisUrl(), namespace), new SharedTags(testRedisUrl(), namespace)];
      try {
        await Promise.all([here.whenSynced(), there.whenSynced()]);
        loaded = keepRedirectsLoaded({ open: async () => t.db, onRemoteExpiry: (listener) => there.onRemoteExpiry(listener) });
        await loaded.ready;
        const table = loaded.table;
        expect(table.lookup('/from-the-other')).toBeUndefined();
        // What the other instance's admin does: the row, then Next's revalidateTag of the tag it
        // expired, which its cache handler records in the ledger (lib/core/cache/data-handler.ts).
        await t.db.kysely
          .insertInto('redirect')
          .values({ id: '01900000-0000-7000-8000-0000000000bb', fromPath: '/from-the-other', toPath: '/news', kind: 'manual', note: null, createdBy: null, createdAt: '', updatedAt: '' })
          .execute();
        const started = Date.now();
        here.expire([tags.redirects]);
        await until(() => table.lookup('/from-the-other') === '/news');
        expect(Date.now() - started).toBeLessThan(3000);
      } finally {
        await Promise.all([here.close(), there.close()]);
      }
    });

    test('the repository expires the redirects tag only for a write that changed them', async () => {
      const expired: string[][] = [];
      const stop = onContentChange((tags) => expired.push(tags));
      try {
        const article = await makeNews(t.admin, news, { route: 'tagged' });
        await updateItem(t.admin, 'News', { id: article.id, title: '新しいタイトル' });
        await createItem(t.admin, 'NewsContent', { newsId: article.id, tag: 'p', text: '本文', order: 1 });
        expect(expired.some((tags) => tags.includes('redirects'))).toBe(false);
        await updateItem(t.admin, 'News', { id: article.id, route: 'tagged-2' });
        expect(expired.at(-1)).toContain('redirects');
      } finally {
        stop();
      }
    });
  });
});

describe('answering requests', () => {
  let server: Server;
  let base = '';
  const redirects = new RedirectTable();

  beforeAll(async () => {
    redirects.replace([
      { fromPath: '/news/info/spring', toPath: '/news/info/spring-sale' },
      { fromPath: '/%E3%82%AD%E3%83%A3%E3%83%B3%E3%83%9A%E3%83%BC%E3%83%B3', toPath: '/news' },
      { fromPath: '/store/closed', toPath: null },
      { fromPath: '/store/merged', toPath: '/#shop' },
    ]);
    server = createServer((req, res) => {
      if (!answerRedirect(req, res, redirects)) res.writeHead(200, { 'Content-Type': 'text/plain' }).end('pages');
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

  const get = (path: string, method = 'GET') => fetch(`${base}${path}`, { method, redirect: 'manual' });

  test('a redirected path answers 308 to its new address, its query string kept as it came', async () => {
    const response = await get('/news/info/spring?utm_source=line&q=%E6%98%A5');
    expect(response.status).toBe(308);
    expect(response.headers.get('location')).toBe('/news/info/spring-sale?utm_source=line&q=%E6%98%A5');
    expect(response.headers.get('cache-control')).toMatch(/s-maxage=1/);
    expect((await get('/news/info/spring/')).headers.get('location')).toBe('/news/info/spring-sale');
    // However the browser spells a Japanese path.
    expect((await get('/%e3%82%ad%e3%83%a3%e3%83%b3%e3%83%9a%e3%83%bc%e3%83%b3')).headers.get('location')).toBe('/news');
    expect((await get('/store/merged?from=x')).headers.get('location')).toBe('/?from=x#shop');
    expect((await get('/news/info/spring', 'HEAD')).status).toBe(308);
  });

  test('a deleted address answers 410 with a small Japanese page, not indexed, leading to the top page, the stores and the news', async () => {
    const response = await get('/store/closed');
    expect(response.status).toBe(410);
    expect(response.headers.get('x-robots-tag')).toBe('noindex');
    expect(response.headers.get('content-type')).toBe('text/html; charset=utf-8');
    expect(response.headers.get('content-security-policy')).toMatch(/default-src 'none'; style-src 'sha256-/);
    const html = await response.text();
    expect(html).toContain('<html lang="ja">');
    expect(html).toContain('<meta name="robots" content="noindex">');
    expect(html).toContain('このページは削除されました');
    for (const link of ['<a href="/">トップページ</a>', '<a href="/#shop">店舗一覧</a>', '<a href="/news">お知らせ</a>']) expect(html).toContain(link);
    const head = await get('/store/closed', 'HEAD');
    expect(head.status).toBe(410);
    expect(await head.text()).toBe('');
  });

  test('everything else goes on to the pages: other paths, and other methods', async () => {
    expect((await get('/news/info/spring-sale')).status).toBe(200);
    expect((await get('/news/info')).status).toBe(200);
    expect((await get('/news/info/spring', 'POST')).status).toBe(200);
  });
});
