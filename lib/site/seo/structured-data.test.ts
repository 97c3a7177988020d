import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import type { StoreItem } from '@/lib/core/content/stores';
import { BUSINESS_HOURS, stores, toStoreInput } from '@/scripts/seed/stores';
import { JsonLd } from './json-ld';
import {
  articleJsonLd,
  exerciseGymJsonLd,
  faqPageJsonLd,
  organizationJsonLd,
  parseBusinessHours,
  parseBusinessHoursLine,
  splitJapaneseAddress,
} from './structured-data';
import { faqPage } from './faq-page';
import { DEFAULT_FAQ } from '@/lib/core/content/default-faq';

const SITE = 'https://oz.example';
const WEEKDAYS = ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday'];

function seededStore(link: string, overrides: Partial<StoreItem> = {}): StoreItem {
  const seed = stores.find((store) => store.link === link);
  if (!seed) throw new Error(`no seed store ${link}`);
  return { id: `id-${link}`, createdAt: '2024-01-01T00:00:00.000Z', updatedAt: '2024-02-01T00:00:00.000Z', ...toStoreInput(seed, new Date()), ...overrides };
}

describe('parseBusinessHoursLine', () => {
  test('reads the seed format: weekdays, and weekends with public holidays', () => {
    expect(parseBusinessHours(BUSINESS_HOURS)).toEqual([
      { '@type': 'OpeningHoursSpecification', dayOfWeek: WEEKDAYS, opens: '11:00', closes: '20:00' },
      {
        '@type': 'OpeningHoursSpecification',
        dayOfWeek: ['Saturday', 'Sunday', 'PublicHolidays'],
        opens: '10:00',
        closes: '19:00',
      },
    ]);
  });

  test('reads day ranges, lists, full-width digits and Japanese hour notation', () => {
    expect(parseBusinessHoursLine('月〜金　９：３０～２１：００')).toEqual([
      { '@type': 'OpeningHoursSpecification', dayOfWeek: WEEKDAYS, opens: '09:30', closes: '21:00' },
    ]);
    expect(parseBusinessHoursLine('月・水・金曜日 10時〜22時')[0]).toMatchObject({
      dayOfWeek: ['Monday', 'Wednesday', 'Friday'],
      opens: '10:00',
      closes: '22:00',
    });
    expect(parseBusinessHoursLine('土曜・日曜・祝日 10:00-18:30')[0]?.dayOfWeek).toEqual(['Saturday', 'Sunday', 'PublicHolidays']);
    expect(parseBusinessHoursLine('土曜日、日曜日 9:00〜17:00')[0]?.dayOfWeek).toEqual(['Saturday', 'Sunday']);
    expect(parseBusinessHoursLine('金〜月 12:00〜20:00')[0]?.dayOfWeek).toEqual(['Monday', 'Friday', 'Saturday', 'Sunday']);
  });

  test('a line without days means every day; split hours give one entry per range', () => {
    expect(parseBusinessHoursLine('10:00〜19:00')[0]?.dayOfWeek).toHaveLength(7);
    expect(parseBusinessHoursLine('毎日 7:00〜23:00')[0]?.dayOfWeek).toHaveLength(7);
    const split = parseBusinessHoursLine('平日 9:00〜12:00／14:00〜21:00');
    expect(split.map(({ opens, closes }) => [opens, closes])).toEqual([
      ['09:00', '12:00'],
      ['14:00', '21:00'],
    ]);
    expect(split[1]?.dayOfWeek).toEqual(WEEKDAYS);
  });

  test('closing at 24:00 is the end of the day', () => {
    expect(parseBusinessHoursLine('土日 10:00〜24:00')[0]?.closes).toBe('23:59');
  });

  test('leaves out what it cannot read instead of guessing', () => {
    expect(parseBusinessHoursLine('水曜定休')).toEqual([]);
    expect(parseBusinessHoursLine('お問い合わせください')).toEqual([]);
    expect(parseBusinessHoursLine('第2火曜 10:00〜19:00')).toEqual([]);
    expect(parseBusinessHoursLine('平日 25:00〜26:00')).toEqual([]);
    expect(parseBusinessHours(null)).toEqual([]);
    expect(parseBusinessHours(['', null, '平日 11:00〜20:00'])).toHaveLength(1);
  });
});

describe('splitJapaneseAddress', () => {
  test.each([
    ['東京都渋谷区渋谷2-14-8', '東京都', '渋谷区', '渋谷2-14-8'],
    ['東京都武蔵野市吉祥寺本町1-11-6', '東京都', '武蔵野市', '吉祥寺本町1-11-6'],
    ['神奈川県横浜市西区南幸2-8-15', '神奈川県', '横浜市', '西区南幸2-8-15'],
    ['埼玉県さいたま市大宮区桜木町1-10-17', '埼玉県', 'さいたま市', '大宮区桜木町1-10-17'],
    ['大阪府大阪市北区梅田1-9-20', '大阪府', '大阪市', '北区梅田1-9-20'],
    ['東京都千代田区市ヶ谷1-1', '東京都', '千代田区', '市ヶ谷1-1'],
    ['三重県四日市市諏訪町1-5', '三重県', '四日市市', '諏訪町1-5'],
    ['東京都西多摩郡瑞穂町箱根ケ崎2335', '東京都', '西多摩郡瑞穂町', '箱根ケ崎2335'],
    ['北海道札幌市中央区北1条西2', '北海道', '札幌市', '中央区北1条西2'],
  ])('%s', (address, region, locality, street) => {
    expect(splitJapaneseAddress(address)).toEqual({ region, locality, street });
  });

  test('an address without a prefecture still yields its city', () => {
    expect(splitJapaneseAddress('船橋市本町4-3-12')).toEqual({ region: undefined, locality: '船橋市', street: '本町4-3-12' });
  });
});

describe('exerciseGymJsonLd', () => {
  test('describes a seeded store with address, phone, hours, images and the chain', () => {
    const data = exerciseGymJsonLd(seededStore('yokohama'), SITE);
    expect(data).toMatchObject({
      '@context': 'https://schema.org',
      '@type': ['ExerciseGym', 'HealthClub'],
      name: 'Oz 横浜店',
      url: 'https://oz.example/store/yokohama',
      telephone: '045-548-3172',
      address: {
        '@type': 'PostalAddress',
        postalCode: '220-0005',
        addressRegion: '神奈川県',
        addressLocality: '横浜市',
        streetAddress: '西区南幸2-8-15 横浜ウエストゲートビル 5F',
        addressCountry: 'JP',
      },
      priceRange: '月額20,000円〜',
      parentOrganization: { '@type': 'Organization', url: 'https://oz.example/' },
    });
    expect(data.image).toEqual(expect.arrayContaining(['https://oz.example/images/stores/yokohama-1.webp']));
    expect(new Set(data.image as string[]).size).toBe((data.image as string[]).length);
    expect(data.openingHoursSpecification).toHaveLength(2);
  });

  test('leaves out what the store does not have', () => {
    const data = exerciseGymJsonLd(
      seededStore('omiya', { phone: null, businessHours: ['お問い合わせください'], address: null, images: null, thumbImage: null, premiumValue: null }),
      SITE,
    );
    expect(data).not.toHaveProperty('telephone');
    expect(data).not.toHaveProperty('openingHoursSpecification');
    expect(data).not.toHaveProperty('address');
    expect(data).not.toHaveProperty('priceRange');
    expect(data.image).toEqual([]);
  });
});

describe('escaping', () => {
  test('text from the content can never close the script element', () => {
    const store = seededStore('shibuya', { name: '渋谷店</script><script>alert(1)</script>' });
    const html = renderToStaticMarkup(createElement(JsonLd, { data: exerciseGymJsonLd(store, SITE) }));
    expect(html.match(/<\/script>/gi)).toHaveLength(1);
    expect(html).not.toContain('<script>alert');
    const json = html.replace(/^<script[^>]*>/, '').replace(/<\/script>$/, '');
    expect((JSON.parse(json) as { name: string }).name).toBe('Oz 渋谷店</script><script>alert(1)</script>');
  });

  test('headlines and answers are plain text', () => {
    const faq = faqPageJsonLd([{ question: '持ち物は？', answer: '<p>室内用シューズと<strong>タオル</strong>です。</p>' }]);
    expect(faq).toEqual({
      '@context': 'https://schema.org',
      '@type': 'FAQPage',
      mainEntity: [{ '@type': 'Question', name: '持ち物は？', acceptedAnswer: { '@type': 'Answer', text: '室内用シューズとタオルです。' } }],
    });
  });

  it('is, for the default questions, what the store FAQ builds in the browser without the sanitizer', () => {
    expect(faqPage(DEFAULT_FAQ)).toEqual(faqPageJsonLd(DEFAULT_FAQ));
  });
});

describe('articleJsonLd and organizationJsonLd', () => {
  test('an article with its dates, picture and publisher', () => {
    const data = articleJsonLd({
      article: { title: '年末年始の休業日のお知らせ', createdDate: '2024-12-01', updatedAt: '2024-12-02T03:04:05.000Z' },
      path: '/news/information/year-end-holidays',
      image: '/images/articles/calendar.webp',
      siteUrl: SITE,
    });
    expect(data).toMatchObject({
      '@type': 'Article',
      headline: '年末年始の休業日のお知らせ',
      datePublished: '2024-12-01',
      dateModified: '2024-12-02T03:04:05.000Z',
      image: ['https://oz.example/images/articles/calendar.webp'],
      mainEntityOfPage: 'https://oz.example/news/information/year-end-holidays',
      publisher: { '@type': 'Organization', logo: { url: 'https://oz.example/icon.png' } },
    });
  });

  test('an article without a picture has no image', () => {
    const data = articleJsonLd({ article: { title: 'お知らせ', createdDate: '2024-12-01', updatedAt: '' }, path: '/news/a/b', siteUrl: SITE });
    expect(data).not.toHaveProperty('image');
    expect(data.dateModified).toBe('2024-12-01');
  });

  test('the organization links its social accounts', () => {
    const data = organizationJsonLd(`${SITE}/`);
    expect(data).toMatchObject({ '@type': 'Organization', url: 'https://oz.example/', logo: { url: 'https://oz.example/icon.png' } });
    expect(data.sameAs).toEqual(expect.arrayContaining([expect.stringContaining('instagram.com')]));
  });
});
