import type { ArticleSummary } from './articles';
import { cutTitle, formatNewsDate, MOBILE_TITLE_LENGTH, TOP_NEWS_COUNT, toNewsBlockItems } from './news';

const article = (index: number, title = `お知らせ ${index}`): ArticleSummary => ({
  id: `id-${index}`,
  title,
  route: `news-${index}`,
  createdDate: `2025-04-${String(30 - index).padStart(2, '0')}`,
  updatedAt: '2025-05-01T00:00:00.000Z',
  category: {
    id: 'category-1',
    name: 'キャンペーン',
    slug: 'campaign',
    mainCategory: 'news',
    createdAt: '2025-01-01T00:00:00.000Z',
    updatedAt: '2025-01-01T00:00:00.000Z',
  },
  section: 'news',
  path: `/news/campaign/news-${index}`,
  seoTitle: null,
  seoDescription: null,
  seoImage: null,
});

describe('cutTitle', () => {
  it('leaves a title of 40 characters or fewer as it is', () => {
    const forty = 'あ'.repeat(MOBILE_TITLE_LENGTH);
    expect(cutTitle(forty)).toBe(forty);
    expect(cutTitle('年末年始の休業日のお知らせ')).toBe('年末年始の休業日のお知らせ');
  });

  it('cuts a longer title to 40 characters plus an ellipsis', () => {
    const title = `${'加'.repeat(40)}圧トレーニング`;
    expect(cutTitle(title)).toBe(`${'加'.repeat(40)}…`);
    expect(Array.from(cutTitle(title))).toHaveLength(41);
  });

  it('counts characters, so a character outside the BMP is never split', () => {
    const title = `${'𠮷'.repeat(41)}`;
    expect(cutTitle(title)).toBe(`${'𠮷'.repeat(40)}…`);
  });
});

describe('formatNewsDate', () => {
  it('prints YYYY.MM.DD', () => {
    expect(formatNewsDate('2025-04-01')).toBe('2025.04.01');
    expect(formatNewsDate('2025-12-31T10:00:00.000Z')).toBe('2025.12.31');
  });
});

describe('toNewsBlockItems', () => {
  it('keeps the first five of a newest-first list, with date, category, link and both title forms', () => {
    const long = '【池袋店】プレミアムプラン月会費15,000円キャンペーン 期間延長のお知らせと新しいトレーナーのご紹介';
    const articles = [article(0, long), ...Array.from({ length: 7 }, (_, i) => article(i + 1))];
    const items = toNewsBlockItems(articles);
    expect(items).toHaveLength(TOP_NEWS_COUNT);
    expect(items.map((item) => item.id)).toEqual(['id-0', 'id-1', 'id-2', 'id-3', 'id-4']);
    expect(items[0]).toEqual({
      id: 'id-0',
      title: long,
      shortTitle: `${Array.from(long).slice(0, 40).join('')}…`,
      date: '2025-04-30',
      dateLabel: '2025.04.30',
      categoryName: 'キャンペーン',
      href: '/news/campaign/news-0',
    });
    expect(items[1]?.shortTitle).toBe(items[1]?.title);
  });

  it('returns what there is when there are fewer articles', () => {
    expect(toNewsBlockItems([article(1)])).toHaveLength(1);
    expect(toNewsBlockItems([])).toEqual([]);
  });
});
