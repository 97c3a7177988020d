import { routes } from '@/lib/core/routes';
import { site } from '@/lib/core/site';
import { feedLinks } from './feed';
import { routeMetadata, SHARE_IMAGE, seoMetadata } from './metadata';
import { articleSeo, fixedPageSeo, storeSeo } from './snippet';
import { articleJsonLd, exerciseGymJsonLd } from './structured-data';
import type { StoreItem } from '@/lib/core/content/stores';

/*
 * The metadata a page carries comes from its search values (snippet.ts): the values staff set, or
 * the derived ones when they set none, so what the admin's preview shows is what the page says.
 */

const IMAGE = '/media/0190a0b0-0000-7000-8000-000000000001/1280.webp';
const SITE = 'https://www.oz-gym.example';

const imagesOf = (value: unknown) => (Array.isArray(value) ? value : [value]).map((image) => (image as { url: string }).url);

describe('seoMetadata', () => {
  test('without values of its own, a fixed page says what it said before: the route table\'s title, description and the site\'s share image', () => {
    const metadata = routeMetadata('company');
    const title = `${routes.company.title}｜${site.fullName}`;
    expect(metadata.title).toEqual({ absolute: title });
    expect(metadata.description).toBe(routes.company.description);
    expect(metadata.openGraph).toMatchObject({ title, description: routes.company.description, url: '/company', type: 'website' });
    expect(imagesOf(metadata.openGraph?.images)).toEqual([SHARE_IMAGE.openGraph]);
    expect(metadata.twitter).toMatchObject({ title, description: routes.company.description, card: 'summary_large_image' });
    expect(imagesOf(metadata.twitter?.images)).toEqual([SHARE_IMAGE.twitter]);
    expect(metadata.alternates).toEqual({ canonical: '/company' });
    expect(metadata.keywords).toEqual([...new Set(routes.company.keywords)]);
  });

  test('values of its own go to <title>, the description, og:* and twitter:* alike, the image to both cards', () => {
    const metadata = routeMetadata('company', fixedPageSeo('company', { seoTitle: '運営会社｜Oz', seoDescription: '私たちについて。', seoImage: IMAGE }));
    expect(metadata.title).toEqual({ absolute: '運営会社｜Oz' });
    expect(metadata.description).toBe('私たちについて。');
    expect(metadata.openGraph).toMatchObject({ title: '運営会社｜Oz', description: '私たちについて。' });
    expect(metadata.twitter).toMatchObject({ title: '運営会社｜Oz', description: '私たちについて。' });
    expect(imagesOf(metadata.openGraph?.images)).toEqual([IMAGE]);
    expect(imagesOf(metadata.twitter?.images)).toEqual([IMAGE]);
  });

  test('an article keeps its derived title, description and dates, and links its section\'s and category\'s feeds', () => {
    const seo = articleSeo({ title: '夏のキャンペーン', path: '/news/campaign/summer' }, 'news');
    const metadata = seoMetadata(seo, { type: 'article', publishedTime: '2025-07-01', feeds: feedLinks('news', { name: 'キャンペーン', slug: 'campaign' }) });
    expect(metadata.title).toEqual({ absolute: `夏のキャンペーン｜${site.fullName}｜${site.tagline}` });
    expect(metadata.openGraph).toMatchObject({ type: 'article', publishedTime: '2025-07-01' });
    expect(metadata.alternates).toEqual({
      canonical: '/news/campaign/summer',
      types: {
        'application/rss+xml': [
          { title: `お知らせ｜${site.fullName}`, url: '/news/feed.xml' },
          { title: `キャンペーン｜お知らせ｜${site.fullName}`, url: '/news/campaign/feed.xml' },
        ],
      },
    });
  });
});

describe('structured data with the search values', () => {
  test('an article\'s description and its own share image before its first picture', () => {
    const article = { title: '夏のキャンペーン', createdDate: '2025-07-01', updatedAt: '2025-07-02T00:00:00.000Z' };
    const seo = articleSeo({ ...article, path: '/news/campaign/summer', seoDescription: '入会金が0円に。', seoImage: IMAGE }, 'news');
    const data = articleJsonLd({ article, path: seo.path, image: seo.image ?? '/images/first.webp', description: seo.description, siteUrl: SITE });
    expect(data).toMatchObject({ headline: '夏のキャンペーン', description: '入会金が0円に。', image: [`${SITE}${IMAGE}`] });
  });

  test('a gym\'s description, and its own share image first among its pictures', () => {
    const store = { name: 'Oz 横浜店', link: 'yokohama', address: '神奈川県横浜市西区南幸2-8-15', addressOther: null, thumbImage: '/images/thumb.webp', images: [] } as unknown as StoreItem;
    expect(exerciseGymJsonLd(store, SITE)).toMatchObject({ description: storeSeo({ ...store, path: '/store/yokohama' }).description, image: [`${SITE}/images/thumb.webp`] });
    const own = exerciseGymJsonLd({ ...store, seoDescription: '横浜駅から徒歩3分。', seoImage: IMAGE }, SITE);
    expect(own).toMatchObject({ description: '横浜駅から徒歩3分。', image: [`${SITE}${IMAGE}`, `${SITE}/images/thumb.webp`] });
  });
});
