import { DEFAULT_FAQ } from '@/lib/core/content/default-faq';
import { prices } from '@/lib/core/facts';
import type { StoreItem } from '@/lib/core/content/stores';
import { pick } from '@/lib/ui/pick';
import { businessHoursLines, galleryImages, instagramUrl, mainImage, splitHoursLine, STORE_DETAIL_FIELDS, telHref } from './details';
import { ownFaq } from './faq';
import { PREMIUM_COURSE_CODE, PREMIUM_COURSE_CODE_20000, premiumAmount, premiumPaymentForm, premiumPaymentLabel } from './payment';
import {
  advance,
  PHONE_CAROUSEL_SLIDES,
  phoneSlideCss,
  phoneSlideWidth,
  settle,
  type TrackState,
  visibleSlide,
} from './phone-carousel';
import { storePriceGroups } from './prices';
import { rentalPriceText, rentalRows } from './rentals';
import { oldestFirst } from '@/lib/core/content/trainers';

describe('Premium card payment', () => {
  const provider = { url: 'https://pay.example/link', aid: '123456' };

  it('uses the code ending in 2 for a 20,000-yen Premium fee and the base code otherwise', () => {
    expect(PREMIUM_COURSE_CODE_20000).toBe(`${PREMIUM_COURSE_CODE}2`);
    expect(premiumPaymentForm(20000, provider).fields.iid).toBe(PREMIUM_COURSE_CODE_20000);
    expect(premiumPaymentForm(15000, provider).fields.iid).toBe(PREMIUM_COURSE_CODE);
    expect(premiumPaymentForm(18000, provider).fields.iid).toBe(PREMIUM_COURSE_CODE);
  });

  it('falls back to the standard monthly fee when the store has none', () => {
    expect(premiumAmount(null)).toBe(prices.premium.monthly);
    expect(premiumAmount(0)).toBe(prices.premium.monthly);
    expect(premiumAmount(15000)).toBe(15000);
    expect(premiumPaymentForm(undefined, provider).fields.iid).toBe(PREMIUM_COURSE_CODE_20000);
  });

  it('posts the provider address, shop id and item code, and labels the button with thousands separators', () => {
    const form = premiumPaymentForm(20000, provider);
    expect(form).toEqual({
      action: provider.url,
      fields: { aid: '123456', iid: PREMIUM_COURSE_CODE_20000, submit: 'プレミアムプラン月会費¥20,000' },
      label: 'プレミアムプラン月会費¥20,000',
    });
    expect(premiumPaymentLabel(15000)).toBe('プレミアムプラン月会費¥15,000');
    expect(premiumPaymentLabel(1234567)).toBe('プレミアムプラン月会費¥1,234,567');
  });
});

describe('rental prices', () => {
  it.each([
    ['0', '無料'],
    ['500', '500円'],
    ['1000', '1,000円'],
    ['1,000', '1,000円'],
    ['３００', '300円'],
    ['200円', '200円'],
    ['要相談', '要相談'],
  ])('%s reads %s', (value, text) => expect(rentalPriceText(value)).toBe(text));

  it('treats an empty price as not offered', () => {
    expect(rentalPriceText('')).toBeNull();
    expect(rentalPriceText('  ')).toBeNull();
    expect(rentalPriceText(null)).toBeNull();
  });

  it('lists only the items the store offers, in the fixed order', () => {
    const rows = rentalRows({
      rentalAllSet: '',
      rentalTopBottomSet: '300',
      rentalTopOrBottom: '200',
      rentalShoes: null,
      rentalSocks: '100',
      rentalShaker: '0',
    });
    expect(rows).toEqual([
      { label: 'ウェア上下セット', price: '300円' },
      { label: 'ウェア（上または下）', price: '200円' },
      { label: '靴下', price: '100円' },
      { label: 'プロテインシェイカー', price: '無料' },
    ]);
    expect(
      rentalRows({ rentalAllSet: '', rentalTopBottomSet: '', rentalTopOrBottom: '', rentalShoes: '', rentalSocks: '', rentalShaker: '' }),
    ).toEqual([]);
  });
});

describe('store details', () => {
  it('makes tel: links of digits only', () => {
    expect(telHref('03-6418-2201')).toBe('tel:0364182201');
    expect(telHref('０３（６４１８）２２０１')).toBe('tel:0364182201');
    expect(telHref('+81 3-6418-2201')).toBe('tel:+81364182201');
  });

  it('links an Instagram handle with or without @', () => {
    expect(instagramUrl('oz_shibuya')).toBe('https://www.instagram.com/oz_shibuya/');
    expect(instagramUrl('@oz_shibuya ')).toBe('https://www.instagram.com/oz_shibuya/');
  });

  it('splits business-hours lines into days and times', () => {
    expect(splitHoursLine('平日 11:00〜20:00')).toEqual({ days: '平日', time: '11:00〜20:00' });
    expect(splitHoursLine('土日祝　10:00〜19:00')).toEqual({ days: '土日祝', time: '10:00〜19:00' });
    expect(splitHoursLine('10:00〜22:00')).toEqual({ days: '', time: '10:00〜22:00' });
    expect(splitHoursLine('不定休')).toEqual({ days: '', time: '不定休' });
    expect(businessHoursLines(['平日 11:00〜20:00', null, ' ', '土日祝 10:00〜19:00'])).toEqual(['平日 11:00〜20:00', '土日祝 10:00〜19:00']);
    expect(businessHoursLines(null)).toEqual([]);
  });

  it('shows a gallery of every picture but the thumbnail, only with more than one picture', () => {
    expect(galleryImages({ thumbImage: '/a.webp', images: ['/a.webp', '/b.webp', '/c.webp'] })).toEqual(['/b.webp', '/c.webp']);
    expect(galleryImages({ thumbImage: '/a.webp', images: ['/a.webp'] })).toEqual([]);
    expect(galleryImages({ thumbImage: null, images: ['/a.webp', '/b.webp'] })).toEqual(['/b.webp']);
    expect(galleryImages({ thumbImage: null, images: null })).toEqual([]);
    expect(mainImage({ thumbImage: null, images: ['', '/b.webp'] })).toBe('/b.webp');
    expect(mainImage({ thumbImage: null, images: [] })).toBeNull();
  });

  it('lists trainers oldest first', () => {
    const trainers = [
      { name: 'b', createdAt: '2024-02-01T00:00:00.000Z' },
      { name: 'a', createdAt: '2023-01-01T00:00:00.000Z' },
      { name: 'c', createdAt: '2025-01-01T00:00:00.000Z' },
    ];
    expect(oldestFirst(trainers).map((trainer) => trainer.name)).toEqual(['a', 'b', 'c']);
  });

  it('names the store’s own questions, or none, when the page shows the 15 default ones', () => {
    expect(DEFAULT_FAQ).toHaveLength(15);
    expect(ownFaq([])).toBeNull();
    expect(ownFaq([{ question: ' ', answer: 'A' }])).toBeNull();
    expect(ownFaq([{ question: 'Q', answer: 'A' }, { question: 'Q2', answer: '' }])).toEqual([{ question: 'Q', answer: 'A' }]);
  });
});

describe('price list', () => {
  it('shows the store Premium fee and the ticket prices from the facts', () => {
    const groups = storePriceGroups(15000);
    expect(groups[0]?.rows[0]?.price).toBe('15,000円');
    const royalty = groups[1]?.rows ?? [];
    expect(royalty.map((row) => row.label)).toEqual(prices.royalty.map((ticket) => `${ticket.count}回券`));
    expect(royalty.at(-1)).toEqual({ label: '100回券', price: '630,360円', note: '1回あたり6,304円' });
  });
});

describe('phone carousel', () => {
  it.each([
    [360, 244],
    [767, 244],
    [768, 162],
    [999, 162],
    [1000, 244],
    [1099, 244],
    [1100, 300],
    [1440, 300],
  ])('a window %i px wide shows %i px slides', (window, width) => expect(phoneSlideWidth(window)).toBe(width));

  it('writes the widths as media queries', () => {
    const css = phoneSlideCss('.phone');
    expect(css).toContain('.phone{--phone-width:244px}');
    expect(css).toContain('@media (min-width: 768px) and (max-width: 999.98px){.phone{--phone-width:162px}}');
    expect(css).toContain('@media (min-width: 1100px){.phone{--phone-width:300px}}');
  });

  it('moves through 4 slides and wraps forward through the copy of the first', () => {
    let state: TrackState = { position: 0, animate: true };
    const seen: number[] = [];
    for (let step = 0; step < 2 * PHONE_CAROUSEL_SLIDES; step += 1) {
      state = settle(advance(state, PHONE_CAROUSEL_SLIDES), PHONE_CAROUSEL_SLIDES);
      seen.push(visibleSlide(state.position, PHONE_CAROUSEL_SLIDES));
    }
    expect(seen).toEqual([1, 2, 3, 0, 1, 2, 3, 0]);
    const atCopy = advance({ position: 3, animate: true }, PHONE_CAROUSEL_SLIDES);
    expect(atCopy).toEqual({ position: 4, animate: true });
    expect(settle(atCopy, PHONE_CAROUSEL_SLIDES)).toEqual({ position: 0, animate: false });
    expect(advance({ position: 4, animate: true }, PHONE_CAROUSEL_SLIDES)).toEqual({ position: 1, animate: true });
  });
});

describe('the details table’s fields', () => {
  it('keeps the fields the details table shows and drops the rest of the store', () => {
    const details = {
      postCode: '160-0022',
      address: '東京都新宿区新宿3-22-5',
      addressOther: null,
      access: '新宿三丁目駅から徒歩2分',
      phone: '03-5366-4812',
      line: null,
      instagram: 'oz_shinjuku',
      businessHours: ['平日 11:00〜20:00'],
      holidays: '年末年始',
    };
    const store = { ...details, id: 's1', name: '新宿店', link: 'shinjuku', description: '長い紹介文', createdAt: '2025-01-01T00:00:00.000Z' } as unknown as StoreItem;
    expect(pick(store, STORE_DETAIL_FIELDS)).toEqual(details);
  });
});
