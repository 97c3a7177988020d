import { savePageSeo } from '@/lib/core/page-seo';
import { routes } from '@/lib/core/routes';
import { site } from '@/lib/core/site';
import { engines, useTestDb } from '@/lib/test/engines';
import { SHARE_IMAGE } from './metadata';
import { fixedPageMetadata } from './page-metadata';

/*
 * A fixed page's metadata reads the values staff set for it (cached, tagged by the page's path)
 * and falls back to the route table's field by field.
 */

const cacheCalls: [string, unknown][] = [];
jest.mock('next/cache', () => ({
  cacheTag: (...tags: string[]) => tags.forEach((tag) => cacheCalls.push(['tag', tag])),
  cacheLife: (life: unknown) => cacheCalls.push(['life', life]),
}));

const IMAGE = '/media/0190a0b0-0000-7000-8000-000000000001/1280.webp';
const imagesOf = (value: unknown) => (Array.isArray(value) ? value : [value]).map((image) => (image as { url: string }).url);

describe.each(engines())('fixed pages\' metadata on $name', (engine) => {
  const t = useTestDb(engine);
  // page_seo is lib/core/page-seo's own table, which the shared fixture does not empty.
  beforeEach(async () => {
    await t.db.kysely.deleteFrom('page_seo').execute();
    cacheCalls.length = 0;
  });

  test('without values of its own a page says what the route table says; with them, each set one replaces its own', async () => {
    const before = await fixedPageMetadata('law');
    const derivedTitle = `${routes.law.title}｜${site.fullName}`;
    expect(before).toMatchObject({ title: { absolute: derivedTitle }, description: routes.law.description });
    expect(imagesOf(before.openGraph?.images)).toEqual([SHARE_IMAGE.openGraph]);
    expect(cacheCalls).toEqual(expect.arrayContaining([['tag', 'page-seo:/law'], ['life', 'max']]));

    await savePageSeo(t.admin, { path: '/law', seoDescription: '事業者・料金・解約についての表記です。', seoImage: IMAGE });
    const after = await fixedPageMetadata('law');
    expect(after).toMatchObject({
      title: { absolute: derivedTitle },
      description: '事業者・料金・解約についての表記です。',
      openGraph: { title: derivedTitle, description: '事業者・料金・解約についての表記です。' },
      twitter: { description: '事業者・料金・解約についての表記です。' },
    });
    expect(imagesOf(after.openGraph?.images)).toEqual([IMAGE]);
    expect(imagesOf(after.twitter?.images)).toEqual([IMAGE]);
    // Another page keeps its own.
    expect((await fixedPageMetadata('company')).description).toBe(routes.company.description);
  });
});
