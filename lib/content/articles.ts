import type { TypedDocumentNode } from '@graphql-typed-document-node/core';
import { parse } from 'graphql';
import { unstable_cache } from 'next/cache';
import { cache } from 'react';
import { collectPages, runOperation } from '@/graphql/execute';
import {
  type CampaignItem,
  type CategoryItem,
  ListCampaignsQuery,
  ListCategoriesQuery,
  ListNewsContentDatesQuery,
  NewsByRouteQuery,
  type NewsContentItem,
  NewsContentsByNewsIdQuery,
  type NewsItem,
  NewsPageQuery,
} from '@/graphql/operations';
import { getPublishedStores } from '@/lib/content/store-page';
import { tags } from '@/lib/model/tags';
import { articlePath, categoryPath, type SectionName, SECTIONS, storePath } from '@/lib/routes';

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

// ---------------------------------------------------------------- paged lists

/** The spec's list pages show this many articles each. */
export const ARTICLES_PER_PAGE = 10;

/**
 * List pages live at /news/page/2 and /news/{category}/page/2, so `page` cannot be a category
 * slug: /news/page would be both a category list and the parent of the page numbers.
 */
export const RESERVED_CATEGORY_SLUGS: readonly string[] = ['page'];

export const isReservedCategorySlug = (slug: string) => RESERVED_CATEGORY_SLUGS.includes(slug);

/** "2" → 2; anything but a plain whole number of at least 1 (02, 1e3, 2.0) → null. */
export function parsePageNumber(value: string): number | null {
  return /^[1-9]\d{0,8}$/.test(value) ? Number(value) : null;
}

export interface ArticleListPageData {
  items: ArticleSummary[];
  page: number;
  pageCount: number;
  total: number;
}

const getNewsPage = (section: SectionName, categorySlug: string | null, page: number, perPage: number) =>
  unstable_cache(
    async () => (await runOperation(NewsPageQuery, { mainCategory: section, categorySlug, page, perPage })).newsPage,
    ['public-news-page', section, categorySlug ?? '', String(page), String(perPage)],
    { tags: [tags.entity('News'), tags.entity('Category')] },
  )();

/**
 * One page of a section's (or one category's) list, newest first. The database counts and pages
 * the articles, so page 500 of 10,000 articles costs the same as page 1.
 */
export const getArticleListPage = cache(
  async (section: SectionName, categorySlug: string | undefined, page: number, perPage = ARTICLES_PER_PAGE): Promise<ArticleListPageData> => {
    const [result, categories] = await Promise.all([getNewsPage(section, categorySlug ?? null, page, perPage), getCategories()]);
    const items = result.items.flatMap((item) => {
      const category = categoryOf(item, categories);
      return category ? [summarize(item, category)] : [];
    });
    return { items, page: result.page, pageCount: result.pageCount, total: result.total };
  },
);

// ---------------------------------------------------------------- sitemap

type LeanNews = Pick<NewsItem, 'id' | 'route' | 'categoryId' | 'categorySlug' | 'updatedAt'>;

/** Only what a sitemap entry needs, so 10,000 articles stay a small read. */
const ListNewsRoutesQuery = parse(`
  query ListNewsRoutes($nextToken: String) {
    listNews(limit: 2000, nextToken: $nextToken) { items { id route categoryId categorySlug updatedAt } nextToken }
  }`) as TypedDocumentNode<{ listNews: { items: (LeanNews | null)[]; nextToken: string | null } }, { nextToken: string | null }>;

export interface SitemapArticles {
  /** [path, lastModified] of every article. */
  articles: [string, string][];
  /** The newest change of each category's articles, by category id. */
  categoryModified: Record<string, string>;
  /** The newest change of each section's articles. */
  sectionModified: Partial<Record<SectionName, string>>;
}

const later = (a: string | undefined, b: string) => (a && a > b ? a : b);

/**
 * Every article's address and when it (or one of its blocks) last changed, compact enough to
 * cache whole for 10,000 articles, with the newest change per category and section.
 */
export const getSitemapArticles = unstable_cache(
  async (): Promise<SitemapArticles> => {
    const [news, categories, contentTimes] = await Promise.all([
      collectPages<LeanNews | null>((nextToken) => runOperation(ListNewsRoutesQuery, { nextToken }).then((data) => data.listNews)),
      getCategories(),
      getContentUpdateTimes(),
    ]);
    const result: SitemapArticles = { articles: [], categoryModified: {}, sectionModified: {} };
    for (const item of news) {
      const category = categoryOf(item, categories);
      if (!category || isReservedCategorySlug(category.slug)) continue;
      const modified = later(contentTimes[item.id], item.updatedAt);
      result.articles.push([articlePath(category.mainCategory, category.slug, item.route), modified]);
      result.categoryModified[category.id] = later(result.categoryModified[category.id], modified);
      result.sectionModified[category.mainCategory] = later(result.sectionModified[category.mainCategory], modified);
    }
    return result;
  },
  ['public-sitemap-articles'],
  { tags: [tags.entity('News'), tags.entity('Category'), tags.entity('NewsContent')] },
);

// ---------------------------------------------------------------- campaign articles

const getCampaignStoreIds = unstable_cache(
  async (): Promise<Record<string, string[]>> => {
    const campaigns = await collectPages<CampaignItem | null>((nextToken) =>
      runOperation(ListCampaignsQuery, { nextToken }).then((data) => data.listCampaigns),
    );
    const byNews: Record<string, string[]> = {};
    for (const { newsId, storeId } of campaigns) if (newsId) (byNews[newsId] ??= []).push(storeId);
    return byNews;
  },
  ['public-campaign-store-ids'],
  { tags: [tags.entity('Campaign')] },
);

export interface ArticleStore {
  name: string;
  path: string;
}

/** The published stores whose campaign this article announces (a campaign names its article by newsId). */
export const getArticleStores = cache(async (newsId: string): Promise<ArticleStore[]> => {
  const [byNews, stores] = await Promise.all([getCampaignStoreIds(), getPublishedStores()]);
  const ids = new Set(byNews[newsId] ?? []);
  return stores.filter((store) => ids.has(store.id)).map((store) => ({ name: store.name, path: storePath(store.link) }));
});

// ---------------------------------------------------------------- list addresses

/** The id of the list's heading; page links carry it as their hash so a new page opens at the list. */
export const LIST_ANCHOR = 'list';

/** /news, /news/page/2, /news/{category}, /news/{category}/page/2. */
export function listPagePath(section: SectionName, categorySlug: string | undefined, page: number): string {
  const base = categorySlug ? categoryPath(section, categorySlug) : SECTIONS[section].path;
  return page > 1 ? `${base}/page/${page}` : base;
}
