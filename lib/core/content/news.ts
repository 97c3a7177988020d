import { type ArticleSummary, getArticleListPage } from '@/lib/core/content/articles';
import { formatNewsDate } from '@/lib/core/content/news-date';

export { formatNewsDate };

/** The top page shows this many of the newest news articles. */
export const TOP_NEWS_COUNT = 5;
/** On screens of 768 px or less, news titles are cut to this many characters. */
export const MOBILE_TITLE_LENGTH = 40;

export interface NewsBlockItem {
  id: string;
  title: string;
  /** The title as narrow screens show it. */
  shortTitle: string;
  /** YYYY-MM-DD, for the time element. */
  date: string;
  /** YYYY.MM.DD, as it is printed. */
  dateLabel: string;
  categoryName: string;
  href: string;
}

/** Cuts a title to `max` characters plus an ellipsis; counts characters, not UTF-16 units. */
export function cutTitle(title: string, max: number = MOBILE_TITLE_LENGTH): string {
  const characters = Array.from(title);
  return characters.length > max ? `${characters.slice(0, max).join('')}…` : title;
}

/** The newest `limit` articles (the list comes newest first), as the top page's news block shows them. */
export function toNewsBlockItems(articles: readonly ArticleSummary[], limit: number = TOP_NEWS_COUNT): NewsBlockItem[] {
  return articles.slice(0, limit).map((article) => ({
    id: article.id,
    title: article.title,
    shortTitle: cutTitle(article.title),
    date: article.createdDate,
    dateLabel: formatNewsDate(article.createdDate),
    categoryName: article.category.name,
    href: article.path,
  }));
}

/** The five newest articles of the news section (by createdDate), for the top page: the first of the list's pages, cut. */
export async function getLatestNews(limit: number = TOP_NEWS_COUNT): Promise<NewsBlockItem[]> {
  const { items } = await getArticleListPage('news', undefined, 1);
  return toNewsBlockItems(items, limit);
}
