import { routes } from '@/lib/core/routes';
import { site } from '@/lib/core/site';
import {
  ARTICLE_DESCRIPTION_TAIL,
  articleSeo,
  charWidth,
  cutToWidth,
  fixedPageSeo,
  RESULT_WIDTHS,
  resultUrl,
  searchResult,
  SHARE_IMAGE,
  shareCard,
  storeSeo,
  textWidth,
} from './snippet';

const SITE = 'https://www.oz-gym.example';

describe('widths as a result shows text', () => {
  test('kana, kanji and full-width forms are one em, Latin letters their Arial widths, half-width kana half', () => {
    expect(textWidth('加圧トレーニング')).toBe(8);
    expect(textWidth('ＯＺ１')).toBe(3);
    expect(charWidth('i')).toBeCloseTo(0.222);
    expect(charWidth('W')).toBeCloseTo(0.944);
    expect(charWidth('ｱ')).toBe(0.5);
    expect(textWidth('Oz 2025')).toBeCloseTo(0.778 + 0.5 + 0.278 + 4 * 0.556);
  });
});

describe('cutToWidth, as Google cuts a title or a description', () => {
  test('a text that fits is kept whole, its white space collapsed', () => {
    expect(cutToWidth('  会社概要｜\n加圧ジム  ', 30)).toEqual({ text: '会社概要｜ 加圧ジム', cut: false });
    const exactly = 'あ'.repeat(30);
    expect(cutToWidth(exactly, 30)).toEqual({ text: exactly, cut: false });
  });

  test('a Japanese text is cut where the width runs out, with "..." inside the width', () => {
    const cut = cutToWidth('あ'.repeat(31), 30);
    expect(cut.cut).toBe(true);
    // "..." is three narrow periods (0.834 em): 29 characters and it fit in 30.
    expect(cut.text).toBe(`${'あ'.repeat(29)}...`);
    expect(textWidth(cut.text)).toBeLessThanOrEqual(30);
  });

  test('a cut never ends in a comma, a middle dot or a space before the ellipsis', () => {
    expect(cutToWidth(`${'あ'.repeat(28)}、いいいい`, 30).text).toBe(`${'あ'.repeat(28)}...`);
    expect(cutToWidth(`${'あ'.repeat(28)}・いいいい`, 30).text).toBe(`${'あ'.repeat(28)}...`);
  });

  test('Latin words are cut after a whole word when a space is near, with a space before the ellipsis', () => {
    const cut = cutToWidth('Personal training with unlimited visits every month', 16);
    expect(cut.text).toBe('Personal training with unlimited ...');
    expect(textWidth(cut.text)).toBeLessThanOrEqual(16);
  });

  test('a long word with no space near is split where the width runs out', () => {
    const cut = cutToWidth('x'.repeat(80), 10);
    expect(cut.text).toMatch(/^x+ \.\.\.$/);
    expect(textWidth(cut.text)).toBeLessThanOrEqual(10);
  });

  test('an emoji (a surrogate pair) is never split', () => {
    const cut = cutToWidth('💪'.repeat(40), 10);
    expect([...cut.text.replace('...', '')].every((char) => char === '💪')).toBe(true);
  });
});

describe('the derived values and the values staff set', () => {
  test('an article: title, site name and tagline; its title and the section sentence; nothing of its own', () => {
    const seo = articleSeo({ title: '夏のキャンペーン', path: '/news/campaign/summer' }, 'news');
    expect(seo).toEqual({
      title: `夏のキャンペーン｜${site.fullName}｜${site.tagline}`,
      description: `夏のキャンペーン。${ARTICLE_DESCRIPTION_TAIL.news}`,
      image: null,
      path: '/news/campaign/summer',
    });
    // A title that ends a sentence is not given a second full stop.
    expect(articleSeo({ title: '始めよう！', path: '/resources/a/b' }, 'resources').description).toBe(`始めよう！${ARTICLE_DESCRIPTION_TAIL.resources}`);
  });

  test('each value staff set replaces the derived one alone; blank ones keep it', () => {
    const seo = articleSeo(
      { title: '夏のキャンペーン', path: '/news/campaign/summer', seoTitle: ' 夏だけの入会金0円 ', seoDescription: '   ', seoImage: '/media/0190a0b0-0000-7000-8000-000000000001/1280.webp' },
      'news',
    );
    expect(seo.title).toBe('夏だけの入会金0円');
    expect(seo.description).toBe(`夏のキャンペーン。${ARTICLE_DESCRIPTION_TAIL.news}`);
    expect(seo.image).toBe('/media/0190a0b0-0000-7000-8000-000000000001/1280.webp');
  });

  test('a store: its name with the site name, and its address in the description', () => {
    const seo = storeSeo({ name: 'Oz 横浜店', address: '神奈川県横浜市西区南幸2-8-15', addressOther: '5F', path: '/store/yokohama' });
    expect(seo.title).toBe(`Oz 横浜店｜${site.fullName}`);
    expect(seo.description).toBe(`${site.fullName} Oz 横浜店の店舗情報です。所在地は神奈川県横浜市西区南幸2-8-15 5F。アクセス、営業時間、料金、無料体験のご予約はこちらから。`);
    expect(storeSeo({ name: 'Oz 新店', path: '/store/new' }).description).not.toContain('所在地');
  });

  test('a fixed page: the route table\'s title with the site name (the top page alone stands as it is) and description', () => {
    expect(fixedPageSeo('company')).toEqual({ title: `${routes.company.title}｜${site.fullName}`, description: routes.company.description, image: null, path: '/company' });
    expect(fixedPageSeo('home').title).toBe(routes.home.title);
    expect(fixedPageSeo('company', { seoTitle: '会社概要｜Oz', seoDescription: null }).title).toBe('会社概要｜Oz');
  });
});

describe('the search result and the share card', () => {
  test('the address line is the origin and the decoded path segments', () => {
    expect(resultUrl(SITE, '/news/campaign/summer-2025', 48)).toBe('https://www.oz-gym.example › news › campaign › summer-2025');
    expect(resultUrl(SITE, '/store/%E6%A8%AA%E6%B5%9C', 48)).toBe('https://www.oz-gym.example › store › 横浜');
    expect(resultUrl(SITE, '/', 48)).toBe('https://www.oz-gym.example');
    expect(textWidth(resultUrl(SITE, `/news/${'a'.repeat(100)}`, 32))).toBeLessThanOrEqual(32);
  });

  test('a long title and description are cut at the widths of a computer and, shorter, of a phone', () => {
    const seo = { title: 'あ'.repeat(40), description: 'い'.repeat(150), image: null, path: '/company' };
    const desktop = searchResult(seo, SITE, 'desktop');
    const mobile = searchResult(seo, SITE, 'mobile');
    expect(desktop.title).toEqual({ text: `${'あ'.repeat(29)}...`, cut: true });
    expect(textWidth(desktop.description.text)).toBeLessThanOrEqual(RESULT_WIDTHS.desktop.description);
    expect(textWidth(desktop.description.text)).toBeGreaterThan(RESULT_WIDTHS.desktop.description - 3);
    expect(textWidth(mobile.description.text)).toBeLessThanOrEqual(RESULT_WIDTHS.mobile.description);
    expect(mobile.description.text.length).toBeLessThan(desktop.description.text.length);
    expect(desktop.siteName).toBe(site.fullName);
  });

  test('a share card names the page\'s own image, else the site\'s, with the site\'s domain', () => {
    const own = shareCard({ title: 't', description: 'd', image: '/media/x/1280.webp', path: '/' }, `${SITE}/`);
    expect(own).toMatchObject({ image: `${SITE}/media/x/1280.webp`, imagePath: '/media/x/1280.webp', domain: 'www.oz-gym.example' });
    expect(shareCard({ title: 't', description: 'd', image: null, path: '/' }, SITE).image).toBe(`${SITE}${SHARE_IMAGE.openGraph}`);
  });
});
