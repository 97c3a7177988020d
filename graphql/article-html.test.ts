import { migrations } from '@/lib/core/db/migrations';
import { uuidv7 } from '@/lib/core/db/uuid';
import { engines, useTestDb } from '@/lib/test/engines';
import { makeCategory, makeNews } from '@/lib/test/fixtures';
import { postGraphQL, signInAdmin } from '@/lib/test/http';

const ATTACK = '<script>alert(1)</script><p onclick=x>hi</p>';
const BLOCK = 'id tag text';
type Block = { id: string; tag: string; text: string | null };

/*
 * An article block's text reaches every reader of the API, not only the public page, which
 * sanitises again when it renders: what is stored is already what the page would keep.
 */
describe.each(engines())('article block text written through the API on $name', (engine) => {
  const t = useTestDb(engine);

  const readBack = async (cookie: string, newsId: string, id: string) => {
    const read = await postGraphQL<{ getNewsContent: Block; newsContentsByNewsId: Block[]; listNewsContents: { items: Block[] } }>(
      `query($id: ID!, $newsId: ID!) {
        getNewsContent(id: $id) { ${BLOCK} }
        newsContentsByNewsId(newsId: $newsId) { ${BLOCK} }
        listNewsContents(filter: { id: { eq: $id } }) { items { ${BLOCK} } }
      }`,
      { id, newsId },
      { cookie },
    );
    expect(read.body.errors).toBeUndefined();
    const { getNewsContent, newsContentsByNewsId, listNewsContents } = read.body.data!;
    const texts = [getNewsContent, ...newsContentsByNewsId.filter((block) => block.id === id), ...listNewsContents.items].map((block) => block.text);
    expect(texts).toHaveLength(3);
    expect(new Set(texts).size).toBe(1);
    return texts[0] ?? null;
  };

  const expectHarmless = (text: string | null) => {
    expect(text).not.toMatch(/<script|alert\(1\)|onclick|<p\b/i);
    expect(text).toContain('hi');
  };

  test('createNewsContent and updateNewsContent store a paragraph without its script or handler', async () => {
    const { cookie } = await signInAdmin(t.db);
    const news = await makeNews(t.admin, (await makeCategory(t.admin)).id);
    const created = await postGraphQL<{ createNewsContent: Block }>(
      `mutation($input: CreateNewsContentInput!) { createNewsContent(input: $input) { ${BLOCK} } }`,
      { input: { newsId: news.id, tag: 'p', order: 1, text: ATTACK } },
      { cookie },
    );
    expect(created.body.errors).toBeUndefined();
    const id = created.body.data!.createNewsContent.id;
    expectHarmless(created.body.data!.createNewsContent.text);
    expect(await readBack(cookie, news.id, id)).toBe('hi');

    const clean = await postGraphQL(`mutation($input: UpdateNewsContentInput!) { updateNewsContent(input: $input) { id } }`, { input: { id, text: '<strong>太字</strong>と<a href="https://example.com">外部リンク</a>' } }, { cookie });
    expect(clean.body.errors).toBeUndefined();
    expect(await readBack(cookie, news.id, id)).toBe('<strong>太字</strong>と<a href="https://example.com" target="_blank" rel="noopener noreferrer">外部リンク</a>');

    const updated = await postGraphQL<{ updateNewsContent: Block }>(
      `mutation($input: UpdateNewsContentInput!) { updateNewsContent(input: $input) { ${BLOCK} } }`,
      { input: { id, text: `前${ATTACK}<img src=x onerror="alert(1)">` } },
      { cookie },
    );
    expect(updated.body.errors).toBeUndefined();
    expectHarmless(updated.body.data!.updateNewsContent.text);
    expect(await readBack(cookie, news.id, id)).toBe('前hi');
  });

  test('a heading or a link keeps its plain text, with no markup, even when the markup came as entities', async () => {
    const { cookie } = await signInAdmin(t.db);
    const news = await makeNews(t.admin, (await makeCategory(t.admin)).id);
    const create = (tag: string, text: string) =>
      postGraphQL<{ createNewsContent: Block }>(
        `mutation($input: CreateNewsContentInput!) { createNewsContent(input: $input) { ${BLOCK} } }`,
        { input: { newsId: news.id, tag, order: 1, text, ...(tag === 'a' ? { href: '/contact' } : {}) } },
        { cookie },
      );
    const cases = [
      ['h2', `${ATTACK}と見出し`, 'hiと見出し'],
      ['h3', '&lt;script&gt;alert(1)&lt;/script&gt;hi', '&lt;script&gt;alert(1)&lt;/script&gt;hi'],
      ['a', '料金 & プラン', '料金 & プラン'],
      ['button', '<b onclick="x">体験 < 入会</b>', '体験 &lt; 入会'],
    ] as const;
    for (const [tag, text, stored] of cases) {
      const response = await create(tag, text);
      expect(response.body.errors).toBeUndefined();
      expect(await readBack(cookie, news.id, response.body.data!.createNewsContent.id)).toBe(stored);
    }
  });

  test('the migration cleans the blocks stored before, and leaves clean ones as they are', async () => {
    const { cookie } = await signInAdmin(t.db);
    const news = await makeNews(t.admin, (await makeCategory(t.admin)).id);
    const now = new Date().toISOString();
    const row = (tag: string, text: string | null) => ({ id: uuidv7(), newsId: news.id, tag, text, order: 1, createdAt: now, updatedAt: now });
    const dirty = row('p', ATTACK);
    const heading = row('h2', `<i onmouseover="x">hi</i>${ATTACK}`);
    const kept = row('p', '<strong>hi</strong>');
    const image = row('img', null);
    await t.db.kysely.insertInto('news_content').values([dirty, heading, kept, image]).execute();

    const migration = Object.entries(migrations).find(([name]) => name.includes('content-sanitize'))?.[1];
    await migration?.up(t.db.kysely);

    expect(await readBack(cookie, news.id, dirty.id)).toBe('hi');
    expect(await readBack(cookie, news.id, heading.id)).toBe('hihi');
    expect(await readBack(cookie, news.id, kept.id)).toBe('<strong>hi</strong>');
    const untouched = await t.db.kysely.selectFrom('news_content').select(['id', 'text', 'updatedAt']).where('id', 'in', [kept.id, image.id]).orderBy('id').execute();
    expect(untouched).toEqual([
      { id: kept.id, text: '<strong>hi</strong>', updatedAt: now },
      { id: image.id, text: null, updatedAt: now },
    ]);
  });
});
