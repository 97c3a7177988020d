import { unstable_cache } from 'next/cache';
import { cache } from 'react';
import { collectPages, runOperation } from '@/graphql/execute';
import {
  type CategoryItem,
  ListCategoriesQuery,
  ListNewsContentDatesQuery,
  ListNewsQuery,
  NewsByRouteQuery,
  type NewsContentItem,
  NewsContentsByNewsIdQuery,
  type NewsItem,
} from '@/graphql/operations';
import { tags } from '@/lib/model/tags';
import { articlePath, type SectionName, SECTIONS } from '@/lib/routes';

/*
 * The news and resources articles as the public pages read them. Every read is cached with the
 * tags an admin's change revalidates; React's cache() lets generateMetadata and the page share
 * one read per request.
 */

export interface Category extends CategoryItem {
  mainCategory: SectionName;
}

export interface ArticleSummary {
  id: string;
  title: string;
  route: string;
  createdDate: string;
  updatedAt: string;
  category: Category;
  section: SectionName;
  /** The article's own path, /{section}/{category}/{route}. */
  path: string;
}

export interface Article extends ArticleSummary {
  blocks: NewsContentItem[];
}

const isSection = (value: string): value is SectionName => Object.hasOwn(SECTIONS, value);

const getCategories = unstable_cache(
  async (): Promise<Category[]> => {
    const items = await collectPages<CategoryItem | null>((nextToken) =>
      runOperation(ListCategoriesQuery, { nextToken }).then((data) => data.listCategories),
    );
    return items
      .filter((item): item is Category => isSection(item.mainCategory))
      .sort((a, b) => a.createdAt.localeCompare(b.createdAt) || a.slug.localeCompare(b.slug));
  },
  ['public-categories'],
  { tags: [tags.entity('Category')] },
);

const getAllNews = unstable_cache(
  async (): Promise<NewsItem[]> =>
    collectPages<NewsItem | null>((nextToken) => runOperation(ListNewsQuery, { nextToken }).then((data) => data.listNews)),
  ['public-news'],
  { tags: [tags.entity('News')] },
);

/** The category an article belongs to: by id (stable), else by the slug it carries. */
function categoryOf(news: Pick<NewsItem, 'categoryId' | 'categorySlug'>, categories: Category[]): Category | undefined {
  return categories.find((category) => category.id === news.categoryId) ?? categories.find((category) => category.slug === news.categorySlug);
}

function summarize(news: NewsItem, category: Category): ArticleSummary {
  const section = category.mainCategory;
  return {
    id: news.id,
    title: news.title,
    route: news.route,
    createdDate: news.createdDate,
    updatedAt: news.updatedAt,
    category,
    section,
    path: articlePath(section, category.slug, news.route),
  };
}

/** Newest first, as the spec's lists are; the id keeps articles of one day in a stable order. */
const newestFirst = (a: ArticleSummary, b: ArticleSummary) =>
  b.createdDate.localeCompare(a.createdDate) || b.id.localeCompare(a.id);

/** The categories of one section (news or resources), in the order they were created. */
export const getSectionCategories = cache(async (section: SectionName): Promise<Category[]> => {
  const categories = await getCategories();
  return categories.filter((category) => category.mainCategory === section);
});

/** One category of a section, or undefined when the slug is unknown or belongs to the other section. */
export const getSectionCategory = cache(async (section: SectionName, slug: string): Promise<Category | undefined> => {
  const categories = await getSectionCategories(section);
  return categories.find((category) => category.slug === slug);
});

/** Every article of the site, newest first. */
export const getAllArticles = cache(async (): Promise<ArticleSummary[]> => {
  const [news, categories] = await Promise.all([getAllNews(), getCategories()]);
  return news
    .flatMap((item) => {
      const category = categoryOf(item, categories);
      return category ? [summarize(item, category)] : [];
    })
    .sort(newestFirst);
});

/** A section's articles, or one category's, newest first. */
export const getSectionArticles = cache(async (section: SectionName, categorySlug?: string): Promise<ArticleSummary[]> => {
  const all = await getAllArticles();
  return all.filter((article) => article.section === section && (!categorySlug || article.category.slug === categorySlug));
});

const getNewsByRoute = (route: string) =>
  unstable_cache(
    async (): Promise<NewsItem | null> => (await runOperation(NewsByRouteQuery, { route })).newsByRoute[0] ?? null,
    ['public-news-by-route', route],
    { tags: [tags.news(route)] },
  )();

const getBlocks = (newsId: string) =>
  unstable_cache(
    async (): Promise<NewsContentItem[]> => {
      const blocks = (await runOperation(NewsContentsByNewsIdQuery, { newsId })).newsContentsByNewsId;
      return [...blocks].sort((a, b) => a.order - b.order);
    },
    ['public-news-contents', newsId],
    { tags: [tags.newsId(newsId)] },
  )();

/**
 * The article at /{section}/{categorySlug}/{route} with its content blocks, or null when there
 * is none there (unknown route, or the article lives in another category or section).
 */
export const getArticle = cache(async (section: SectionName, categorySlug: string, route: string): Promise<Article | null> => {
  const [news, categories] = await Promise.all([getNewsByRoute(route), getCategories()]);
  if (!news) return null;
  const category = categoryOf(news, categories);
  if (!category || category.mainCategory !== section || category.slug !== categorySlug) return null;
  return { ...summarize(news, category), blocks: await getBlocks(news.id) };
});

/** When each article's content blocks last changed, by news id. */
export const getContentUpdateTimes = unstable_cache(
  async (): Promise<Record<string, string>> => {
    const items = await collectPages<Pick<NewsContentItem, 'newsId' | 'updatedAt'> | null>((nextToken) =>
      runOperation(ListNewsContentDatesQuery, { nextToken }).then((data) => data.listNewsContents),
    );
    const latest: Record<string, string> = {};
    for (const { newsId, updatedAt } of items) {
      const known = latest[newsId];
      if (!known || updatedAt > known) latest[newsId] = updatedAt;
    }
    return latest;
  },
  ['public-news-content-times'],
  { tags: [tags.entity('NewsContent')] },
);
