import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { createItem, nextPublication, updateItem } from '@/lib/core/model/repository';
import { engines, useTestDb } from '@/lib/test/engines';
import { makeArea, makeCategory, makeNews, makeStore } from '@/lib/test/fixtures';
import { postGraphQL, signInAdmin, type SseSubscription, subscribeSse } from '@/lib/test/http';
import { TEST_CLOCK_FILE } from '@/lib/core/time/content-clock';

/*
 * Drafts and scheduled articles and campaigns (lib/core/model/publication.ts) are the admin's alone
 * until they are due: no anonymous list, get, store action, page of a list or live event shows
 * them, whatever the filter. The repository's clock is moved with the e2e server's test clock.
 */

const HOUR = 3_600_000;
const inHours = (hours: number) => new Date(Date.now() + hours * HOUR).toISOString();

const NEWS_READS = /* GraphQL */ `
  query($id: ID!, $route: String!, $filter: ModelNewsFilterInput) {
    listNews(filter: $filter, limit: 2000) { items { id } }
    getNews(id: $id) { id }
    newsByRoute(route: $route) { id }
    newsContentsByNewsId(newsId: $id) { id }
    listNewsContents(limit: 2000) { items { newsId } }
    newsPage(mainCategory: "news") { items { id } total }
  }
`;
const CAMPAIGN_READS = /* GraphQL */ `
  query($id: ID!, $filter: ModelCampaignFilterInput) {
    listCampaigns(filter: $filter, limit: 2000) { items { id } }
    getCampaign(id: $id) { id }
  }
`;

type NewsReads = {
  listNews: { items: { id: string }[] };
  getNews: { id: string } | null;
  newsByRoute: { id: string }[];
  newsContentsByNewsId: { id: string }[];
  listNewsContents: { items: { newsId: string }[] };
  newsPage: { items: { id: string }[]; total: number };
};

describe.each(engines())('drafts and scheduled items on $name', (engine) => {
  const t = useTestDb(engine);
  let cookie = '';
  let categoryId = '';
  let clockDir = '';
  const saved = { clock: process.env.OZ_TEST_CLOCK, dataDir: process.env.DATA_DIR };

  beforeEach(async () => {
    cookie = (await signInAdmin(t.db)).cookie;
    categoryId = (await makeCategory(t.admin)).id;
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

  async function readNews(news: { id: string; route: string }, asAdmin: boolean, filter?: object): Promise<NewsReads> {
    const { body } = await postGraphQL<NewsReads>(NEWS_READS, { id: news.id, route: news.route, filter }, asAdmin ? { cookie } : {});
    expect(body.errors).toBeUndefined();
    return body.data as NewsReads;
  }

  /** Whether each read shows the article (and its block). */
  async function seen(news: { id: string; route: string }, asAdmin = false, filter?: object) {
    const data = await readNews(news, asAdmin, filter);
    return {
      list: data.listNews.items.some((item) => item.id === news.id),
      get: data.getNews?.id === news.id,
      byRoute: data.newsByRoute.length === 1,
      blocks: data.newsContentsByNewsId.length === 1,
      allBlocks: data.listNewsContents.items.some((item) => item.newsId === news.id),
      page: data.newsPage.items.some((item) => item.id === news.id),
    };
  }

  const everywhere = { list: true, get: true, byRoute: true, blocks: true, allBlocks: true, page: true };
  const nowhere = { list: false, get: false, byRoute: false, blocks: false, allBlocks: false, page: false };

  async function article(input: Record<string, unknown>) {
    const news = await makeNews(t.admin, categoryId, input);
    await createItem(t.admin, 'NewsContent', { newsId: news.id, tag: 'p', text: '本文', order: 1 });
    return news;
  }

  test('an article created without a status is published at once, as before drafts existed', async () => {
    const news = await article({});
    expect(news).toMatchObject({ status: 'PUBLISHED', publishAt: null });
    expect(await seen(news)).toEqual(everywhere);
  });

  test("an old client's createNews and createCampaign without status or publishAt still validate and publish at once", async () => {
    const created = await postGraphQL<{ createNews: { status: string; publishAt: string | null } }>(
      'mutation($input: CreateNewsInput!) { createNews(input: $input) { status publishAt } }',
      { input: { categoryId, createdDate: '2025-04-01', title: 'Old client', route: 'old-client' } },
      { cookie },
    );
    expect(created.body.errors).toBeUndefined();
    expect(created.body.data?.createNews).toEqual({ status: 'PUBLISHED', publishAt: null });
    await makeArea(t.admin);
    const store = await makeStore(t.admin);
    const campaign = await postGraphQL<{ createCampaign: { status: string } }>(
      'mutation($input: CreateCampaignInput!) { createCampaign(input: $input) { status } }',
      { input: { storeId: store.id, date: '2025-04-01' } },
      { cookie },
    );
    expect(campaign.body.errors).toBeUndefined();
    expect(campaign.body.data?.createCampaign).toEqual({ status: 'PUBLISHED' });
  });

  test('a draft is shown to the admin only, through every read and every filter', async () => {
    const news = await article({ status: 'DRAFT' });
    expect(await seen(news)).toEqual(nowhere);
    expect(await seen(news, false, { status: { eq: 'DRAFT' } })).toEqual(nowhere);
    expect(await seen(news, false, { or: [{ id: { eq: news.id } }, { status: { ne: 'PUBLISHED' } }] })).toEqual(nowhere);
    expect(await seen(news, true)).toEqual(everywhere);
  });

  test('a scheduled article appears when its time comes, with no edit', async () => {
    const news = await article({ status: 'PUBLISHED', publishAt: inHours(1) });
    expect(await seen(news)).toEqual(nowhere);
    expect(await seen(news, true)).toEqual(everywhere);
    moveClock(HOUR + 60_000);
    expect(await seen(news)).toEqual(everywhere);
  });

  test('unpublishing an article (back to draft) hides it again', async () => {
    const news = await article({});
    await updateItem(t.admin, 'News', { id: news.id, status: 'DRAFT' });
    expect(await seen(news)).toEqual(nowhere);
  });

  test('a publish time is stored as UTC and a bad status or time is refused in Japanese', async () => {
    const news = await makeNews(t.admin, categoryId, { status: 'PUBLISHED', publishAt: '2030-12-01T09:00:00+09:00' });
    expect(news.publishAt).toBe('2030-12-01T00:00:00.000Z');
    await expect(makeNews(t.admin, categoryId, { status: 'HIDDEN' })).rejects.toThrow('公開状態は DRAFT（下書き）か PUBLISHED（公開）です。');
    await expect(makeNews(t.admin, categoryId, { publishAt: '12/01 9:00' })).rejects.toThrow('公開日時は 2026-12-01T09:00:00+09:00 の形式で入力してください。');
  });

  test('draft and scheduled campaigns are hidden like a disabled store’s', async () => {
    await makeArea(t.admin);
    const store = await makeStore(t.admin);
    const campaign = (input: Record<string, unknown>) => createItem(t.admin, 'Campaign', { storeId: store.id, date: '2025-04-01', ...input });
    const published = await campaign({});
    const draft = await campaign({ status: 'DRAFT' });
    const scheduled = await campaign({ publishAt: inHours(2) });
    const read = async (id: string, asAdmin: boolean, filter?: object) => {
      const { body } = await postGraphQL<{ listCampaigns: { items: { id: string }[] }; getCampaign: { id: string } | null }>(
        CAMPAIGN_READS,
        { id, filter },
        asAdmin ? { cookie } : {},
      );
      expect(body.errors).toBeUndefined();
      return { list: body.data?.listCampaigns.items.some((item) => item.id === id), get: body.data?.getCampaign?.id === id };
    };
    expect(await read(published.id, false)).toEqual({ list: true, get: true });
    for (const hidden of [draft, scheduled]) {
      expect(await read(hidden.id, false)).toEqual({ list: false, get: false });
      expect(await read(hidden.id, false, { status: { eq: hidden.status } })).toEqual({ list: false, get: false });
      expect(await read(hidden.id, true)).toEqual({ list: true, get: true });
    }
    moveClock(3 * HOUR);
    expect(await read(scheduled.id, false)).toEqual({ list: true, get: true });
    expect(await read(draft.id, false)).toEqual({ list: false, get: false });
  });

  test('nextPublication names the earliest scheduled time still ahead, per entity', async () => {
    const now = new Date();
    const [later, soon, draftSooner, past] = [inHours(3), inHours(1), inHours(0.5), inHours(-1)];
    expect(await nextPublication(t.db, ['News', 'Campaign'], now)).toBeNull();
    await makeNews(t.admin, categoryId, { publishAt: later });
    await makeNews(t.admin, categoryId, { publishAt: soon });
    await makeNews(t.admin, categoryId, { status: 'DRAFT', publishAt: draftSooner });
    await makeNews(t.admin, categoryId, { publishAt: past });
    expect(await nextPublication(t.db, ['News', 'Campaign'], now)).toBe(soon);
    expect(await nextPublication(t.db, ['Campaign'], now)).toBeNull();
    expect(await nextPublication(t.db, ['News'], new Date(Date.now() + 2 * HOUR))).toBe(later);
  });

  describe('live events', () => {
    const open: SseSubscription<Record<string, unknown>>[] = [];
    afterEach(async () => {
      await Promise.all(open.splice(0).map((subscription) => subscription.close()));
    });

    test('an anonymous subscriber receives no event of a draft or scheduled article, nor of its blocks', async () => {
      const subscribe = async (topic: string, query: string, asAdmin: boolean) => {
        const subscription = await subscribeSse(topic, query, {}, asAdmin ? { cookie } : {});
        open.push(subscription);
        return subscription;
      };
      const anonymousNews = await subscribe('News:create', 'subscription { onCreateNews { title } }', false);
      const anonymousBlocks = await subscribe('NewsContent:create', 'subscription { onCreateNewsContent { text } }', false);
      const adminNews = await subscribe('News:create', 'subscription { onCreateNews { title } }', true);

      for (const [title, input] of [
        ['draft', { status: 'DRAFT' }],
        ['scheduled', { publishAt: inHours(1) }],
        ['published', {}],
      ] as const) {
        const news = await makeNews(t.admin, categoryId, { title, ...input });
        await createItem(t.admin, 'NewsContent', { newsId: news.id, tag: 'p', text: title, order: 1 });
      }
      await adminNews.waitFor(3);
      await anonymousNews.waitFor(1);
      await anonymousBlocks.waitFor(1);
      expect(anonymousNews.events.map((event) => (event.data?.onCreateNews as { title: string }).title)).toEqual(['published']);
      expect(anonymousBlocks.events.map((event) => (event.data?.onCreateNewsContent as { text: string }).text)).toEqual(['published']);
    });
  });
});
