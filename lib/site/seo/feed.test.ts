import { XMLParser, XMLValidator } from 'fast-xml-parser';
import { getArticleFeed } from '@/lib/core/content/feeds';
import { getConfig } from '@/lib/core/config';
import { engines, useTestDb } from '@/lib/test/engines';
import { makeCategory, makeNews } from '@/lib/test/fixtures';
import { articleFeedXml, FEED_CONTENT_TYPE } from './feed';
import { articleFeedResponse } from './feed-route';
import { ARTICLE_DESCRIPTION_TAIL } from './snippet';

/*
 * The news and resources feeds: RSS 2.0 a parser reads, the newest published articles of the
 * section (or category) only, every address absolute from the configured site address, and read
 * through the same cached, tagged reads as the list pages. Outside Next.js the tags are recorded.
 */

const cacheCalls: [string, unknown][] = [];
jest.mock('next/cache', () => ({
  cacheTag: (...tags: string[]) => tags.forEach((tag) => cacheCalls.push(['tag', tag])),
  cacheLife: (life: unknown) => cacheCalls.push(['life', life]),
}));

const SITE = 'https://www.oz-gym.example';
const HOUR = 3_600_000;

interface RssItem {
  title: string;
  link: string;
  guid: { '#text': string; '@_isPermaLink': string };
  pubDate: string;
  description: string;
  category: { '#text': string; '@_domain': string };
}

interface Rss {
  rss: {
    '@_version': string;
    '@_xmlns:atom': string;
    channel: {
      title: string;
      link: string;
      description: string;
      language: string;
      lastBuildDate: string;
      'atom:link': { '@_href': string; '@_rel': string; '@_type': string };
      item?: RssItem[];
    };
  };
}

function parse(xml: string): Rss {
  expect(XMLValidator.validate(xml)).toBe(true);
  const rss = new XMLParser({ ignoreAttributes: false, isArray: (name) => name === 'item', processEntities: true, htmlEntities: false }).parse(xml) as Rss;
  // What RSS 2.0 requires of a channel and of each item (a title or a description).
  expect(rss.rss.channel).toEqual(expect.objectContaining({ title: expect.any(String), link: expect.any(String), description: expect.any(String) }));
  for (const item of rss.rss.channel.item ?? []) expect(item.title || item.description).toBeTruthy();
  return rss;
}

describe.each(engines())('article feeds on $name', (engine) => {
  const t = useTestDb(engine);

  beforeEach(() => {
    cacheCalls.length = 0;
  });

  async function content() {
    const campaign = await makeCategory(t.admin, { name: 'キャンペーン', slug: 'campaign' });
    const info = await makeCategory(t.admin, { name: 'お知らせ', slug: 'information' });
    const training = await makeCategory(t.admin, { name: 'トレーニング', slug: 'training', mainCategory: 'resources' });
    // 22 published campaign articles, one a day: the feed lists the newest 20.
    for (let day = 1; day <= 22; day += 1) {
      await makeNews(t.admin, campaign.id, { title: `キャンペーン ${day}`, route: `campaign-${day}`, createdDate: `2025-03-${String(day).padStart(2, '0')}` });
    }
    await makeNews(t.admin, info.id, {
      title: '年末年始の営業',
      route: 'year-end',
      createdDate: '2025-04-01',
    });
    await makeNews(t.admin, info.id, { title: '下書きのお知らせ', route: 'draft-news', createdDate: '2025-05-01', status: 'DRAFT' });
    await makeNews(t.admin, info.id, { title: '予約投稿のお知らせ', route: 'scheduled-news', createdDate: '2025-05-02', publishAt: new Date(Date.now() + HOUR).toISOString() });
    await makeNews(t.admin, training.id, { title: '正しいスクワット', route: 'squat', createdDate: '2025-04-02' });
  }

  test('a section\'s feed: RSS 2.0 with its newest 20 published articles, newest first, every address absolute', async () => {
    await content();
    const feed = await getArticleFeed('news', null);
    if (!feed) throw new Error('no feed');
    const rss = parse(articleFeedXml(feed, SITE));
    expect(rss.rss['@_version']).toBe('2.0');
    const channel = rss.rss.channel;
    expect(channel).toMatchObject({ title: 'お知らせ｜加圧＆パーソナルトレーニングジム Oz', link: `${SITE}/news`, language: 'ja' });
    expect(channel['atom:link']).toEqual({ '@_href': `${SITE}/news/feed.xml`, '@_rel': 'self', '@_type': 'application/rss+xml' });
    expect(rss.rss['@_xmlns:atom']).toBe('http://www.w3.org/2005/Atom');

    const items = channel.item ?? [];
    expect(items).toHaveLength(20);
    expect(items.map((item) => item.title).slice(0, 3)).toEqual(['年末年始の営業', 'キャンペーン 22', 'キャンペーン 21']);
    const titles = items.map((item) => item.title);
    expect(titles).not.toContain('下書きのお知らせ');
    expect(titles).not.toContain('予約投稿のお知らせ');
    expect(titles).not.toContain('正しいスクワット');
    for (const item of items) {
      expect(item.link.startsWith(`${SITE}/news/`)).toBe(true);
      expect(item.category['@_domain'].startsWith(`${SITE}/news/`)).toBe(true);
      expect(item.guid['@_isPermaLink']).toBe('false');
      expect(item.pubDate).toMatch(/^[A-Z][a-z]{2}, \d{2} [A-Z][a-z]{2} \d{4} \d{2}:\d{2}:\d{2} GMT$/);
    }
    // Each item says what its page's meta description says: its own, or the derived one.
    expect(items[0]).toMatchObject({
      link: `${SITE}/news/information/year-end`,
      description: `年末年始の営業。${ARTICLE_DESCRIPTION_TAIL.news}`,
      pubDate: new Date('2025-04-01T00:00:00+09:00').toUTCString(),
      category: { '#text': 'お知らせ', '@_domain': `${SITE}/news/information` },
    });
    expect(items[1]?.description).toBe(`キャンペーン 22。${ARTICLE_DESCRIPTION_TAIL.news}`);

    // The list pages' tags and life: an edit or a publish time expires the feed with them.
    expect(cacheCalls).toEqual(expect.arrayContaining([['tag', 'entity:News'], ['tag', 'entity:Category']]));
    const life = cacheCalls.find(([kind, value]) => kind === 'life' && typeof value === 'object')?.[1] as { expire: number } | undefined;
    expect(life?.expire).toBeLessThanOrEqual(HOUR / 1000);
  });

  test('a category\'s feed lists that category only; another section\'s or an unknown one has none', async () => {
    await content();
    const feed = await getArticleFeed('news', 'information');
    const rss = parse(articleFeedXml(feed!, SITE));
    expect(rss.rss.channel.title).toBe('お知らせ｜お知らせ｜加圧＆パーソナルトレーニングジム Oz');
    expect(rss.rss.channel['atom:link']['@_href']).toBe(`${SITE}/news/information/feed.xml`);
    expect((rss.rss.channel.item ?? []).map((item) => item.title)).toEqual(['年末年始の営業']);

    const resources = parse(articleFeedXml((await getArticleFeed('resources', null))!, SITE));
    expect((resources.rss.channel.item ?? []).map((item) => item.title)).toEqual(['正しいスクワット']);
    expect(await getArticleFeed('resources', 'campaign')).toBeNull();
    expect(await getArticleFeed('news', 'no-such-category')).toBeNull();
    expect(await getArticleFeed('news', 'x'.repeat(500))).toBeNull();
  });

  test('an empty feed is still a valid channel; a published article joins it and a draft never does', async () => {
    const info = await makeCategory(t.admin, { name: 'お知らせ', slug: 'information' });
    const empty = parse(articleFeedXml((await getArticleFeed('news', null))!, SITE));
    expect(empty.rss.channel.item).toBeUndefined();
    expect(empty.rss.channel.lastBuildDate).toBeUndefined();

    await makeNews(t.admin, info.id, { title: '公開した記事', route: 'published-one' });
    await makeNews(t.admin, info.id, { title: '書きかけの記事', route: 'draft-one', status: 'DRAFT' });
    const rss = parse(articleFeedXml((await getArticleFeed('news', null))!, SITE));
    expect((rss.rss.channel.item ?? []).map((item) => item.title)).toEqual(['公開した記事']);
  });

  test('markup characters in a title come through escaped, and a character XML forbids is dropped', async () => {
    const info = await makeCategory(t.admin, { name: 'お知らせ & 特集', slug: 'information' });
    await makeNews(t.admin, info.id, { title: '<速報> R&D "Oz" の\u0007新メニュー', route: 'markup' });
    const xml = articleFeedXml((await getArticleFeed('news', 'information'))!, SITE);
    expect(xml).not.toContain('\u0007');
    const rss = parse(xml);
    expect(rss.rss.channel.title).toBe('お知らせ & 特集｜お知らせ｜加圧＆パーソナルトレーニングジム Oz');
    expect(rss.rss.channel.item?.[0]).toMatchObject({ title: '<速報> R&D "Oz" の新メニュー', category: { '#text': 'お知らせ & 特集' } });
  });

  test('the route answers the feed as application/rss+xml from the configured site address, and an unknown category with 404', async () => {
    await content();
    const response = await articleFeedResponse('news', 'campaign');
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe(FEED_CONTENT_TYPE);
    const rss = parse(await response.text());
    expect(rss.rss.channel.link).toBe(`${getConfig().siteUrl}/news/campaign`);
    expect(rss.rss.channel.item).toHaveLength(20);
    expect((await articleFeedResponse('news', 'no-such-category')).status).toBe(404);
  });
});
