import { UNAUTHENTICATED_MESSAGE } from '@/lib/core/model/errors';
import { getItem } from '@/lib/core/model/repository';
import { checkPreview, PREVIEW_LIFE_MS } from '@/lib/core/preview/token';
import { engines, useTestDb } from '@/lib/test/engines';
import { makeCategory, makeNews } from '@/lib/test/fixtures';
import { postGraphQL, signInAdmin } from '@/lib/test/http';

const CREATE = /* GraphQL */ `mutation($newsId: ID!) { createArticlePreviewLink(newsId: $newsId) { url expiresAt } }`;
const REVOKE = /* GraphQL */ `mutation($newsId: ID!) { revokeArticlePreviewLinks(newsId: $newsId) }`;
const SECRET = process.env.NEXTAUTH_SECRET as string;

type Created = { createArticlePreviewLink: { url: string; expiresAt: string } };

describe.each(engines())('article preview links on $name', (engine) => {
  const t = useTestDb(engine);

  test('only an admin makes or ends links; a visitor gets the unauthenticated error', async () => {
    const news = await makeNews(t.admin, (await makeCategory(t.admin)).id, { status: 'DRAFT' });
    for (const query of [CREATE, REVOKE]) {
      const { body } = await postGraphQL(query, { newsId: news.id });
      expect(body.data).toBeNull();
      expect(body.errors?.[0]?.message).toBe(UNAUTHENTICATED_MESSAGE);
    }
  });

  test('a link is signed for the article as it is, for 7 days, and saving the article ends it', async () => {
    const { cookie } = await signInAdmin(t.db);
    const news = await makeNews(t.admin, (await makeCategory(t.admin)).id, { status: 'DRAFT' });
    const before = Date.now();
    const { body } = await postGraphQL<Created>(CREATE, { newsId: news.id }, { cookie });
    expect(body.errors).toBeUndefined();
    const { url, expiresAt } = body.data?.createArticlePreviewLink ?? { url: '', expiresAt: '' };
    const token = url.replace(/^.*\/preview\//, '');
    expect(url).toMatch(/^http:\/\/localhost:\d+\/preview\/[0-9a-f-]{36}\.\d+\.[A-Za-z0-9_-]{43}$/);
    expect(Date.parse(expiresAt) - before).toBeGreaterThanOrEqual(PREVIEW_LIFE_MS);
    expect(Date.parse(expiresAt) - before).toBeLessThan(PREVIEW_LIFE_MS + 60_000);
    expect(checkPreview(SECRET, token, news.updatedAt, Date.now())).toBe('valid');

    const revoked = await postGraphQL<{ revokeArticlePreviewLinks: boolean }>(REVOKE, { newsId: news.id }, { cookie });
    expect(revoked.body.data?.revokeArticlePreviewLinks).toBe(true);
    const saved = await getItem(t.admin, 'News', news.id);
    expect(saved?.updatedAt).not.toBe(news.updatedAt);
    expect(saved?.status).toBe('DRAFT');
    expect(checkPreview(SECRET, token, saved?.updatedAt ?? '', Date.now())).toBe('invalid');
  });

  test('an unknown article is refused with a message', async () => {
    const { cookie } = await signInAdmin(t.db);
    const { body } = await postGraphQL(CREATE, { newsId: '0190f5c2-7d3a-7c4e-9b1a-2f6d8e4c1a00' }, { cookie });
    expect(body.errors?.[0]?.message).toContain('指定された記事が見つかりません。');
  });
});
