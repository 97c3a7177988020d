import 'server-only';
import { cacheLife, cacheTag } from 'next/cache';
import type { Item } from '@/lib/core/model/entities';
import { MAX_NEWS_PER_PAGE, type NewsPage } from '@/lib/core/model/repository';
import { tags } from '@/lib/core/model/tags';
import { articlePath, type SectionName } from '@/lib/core/routes';
import { contentNow } from './clock';
import { ARTICLES_PER_PAGE, isPageNumber, listPagePath } from './pagination';
import { liveUntilNextPublication } from './publication-life';
import { isKey, isRecordId, isSection } from './read-arguments';
import { articlePage, findAll, listAll } from './public-reads';

/*
 * The news and resources articles as the public pages read them, each read cached until an
 * admin's change expires its tags, or a scheduled article's publish time comes
 * (publication-life.ts). Drafts and articles not yet due are not among them (the repository).
 */

export type CategoryItem = Item<'Category'>;
export type NewsItem = Item<'News'>;
export type NewsContentItem = Item<'NewsContent'>;

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
  /** Its own search title, description and share image; null: derived (lib/site/seo/snippet.ts). */
  seoTitle: string | null;
  seoDescription: string | null;
  seoImage: string | null;
}

export interface Article extends ArticleSummary {
  blocks: NewsContentItem[];
}

/** Every category of both sections, in the order they were created. */
async function getCategories(): Promise<Category[]> {
  'use cache';
  cacheTag(tags.entity('Category'));
  cacheLife('max');
  const items = await listAll('Category');
  return items
    .filter((item): item is Category => isSection(item.mainCategory))
    .sort((a, b) => a.createdAt.localeCompare(b.createdAt) || a.slug.localeCompare(b.slug));
}

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
    seoTitle: news.seoTitle ?? null,
    seoDescription: news.seoDescription ?? null,
    seoImage: news.seoImage ?? null,
  };
}

/** The categories of one section (news or resources), in the order they were created. */
export async function getSectionCategories(section: SectionName): Promise<Category[]> {
  const categories = await getCategories();
  return categories.filter((category) => category.mainCategory === section);
}

/** One category of a section, or undefined when the slug is unknown or belongs to the other section. */
export async function getSectionCategory(section: SectionName, slug: string): Promise<Category | undefined> {
  const categories = await getSectionCategories(section);
  return categories.find((category) => category.slug === slug);
}

async function getNewsByRoute(route: string): Promise<NewsItem | null> {
  'use cache';
  if (!isKey(route)) return null;
  cacheTag(tags.news(route));
  await liveUntilNextPublication(['News'], contentNow());
  return (await findAll('News', 'route', route))[0] ?? null;
}

async function getBlocks(newsId: string): Promise<NewsContentItem[]> {
  'use cache';
  if (!isRecordId(newsId)) return [];
  cacheTag(tags.newsId(newsId));
  cacheLife('max');
  const blocks = await findAll('NewsContent', 'newsId', newsId, [{ column: 'order' }]);
  return [...blocks].sort((a, b) => a.order - b.order);
}

/**
 * The article at /{section}/{categorySlug}/{route} with its content blocks, or null when there
 * is none there (unknown route, or the article lives in another category or section).
 */
export async function getArticle(section: SectionName, categorySlug: string, route: string): Promise<Article | null> {
  const [news, categories] = await Promise.all([getNewsByRoute(route), getCategories()]);
  if (!news) return null;
  const category = categoryOf(news, categories);
  if (!category || category.mainCategory !== section || category.slug !== categorySlug) return null;
  return { ...summarize(news, category), blocks: await getBlocks(news.id) };
}

/**
 * An article that is not public yet, read by its preview link (lib/core/preview), as its public page
 * will show it: null when its category is unknown.
 */
export async function previewArticle(news: NewsItem, blocks: readonly NewsContentItem[]): Promise<Article | null> {
  const category = categoryOf(news, await getCategories());
  if (!category) return null;
  return { ...summarize(news, category), blocks: [...blocks].sort((a, b) => a.order - b.order) };
}

/** When each article's content blocks last changed, by news id. */
async function getContentUpdateTimes(): Promise<Record<string, string>> {
  'use cache';
  cacheTag(tags.entity('NewsContent'));
  await liveUntilNextPublication(['News'], contentNow());
  const latest: Record<string, string> = {};
  for (const { newsId, updatedAt } of await listAll('NewsContent')) {
    const known = latest[newsId];
    if (!known || updatedAt > known) latest[newsId] = updatedAt;
  }
  return latest;
}

// ---------------------------------------------------------------- paged lists

// The page size and the list addresses live in pagination.ts, which the redirects' recorder reads too.
export { ARTICLES_PER_PAGE, listPagePath };

/** A feed (/news/feed.xml, feeds.ts) lists this many of the newest articles. */
export const FEED_ARTICLES = 20;

/** The sizes lists are read in: a list page, a feed, and the newest articles prerendered at build (the API's largest page). */
const PAGE_SIZES: readonly number[] = [ARTICLES_PER_PAGE, FEED_ARTICLES, MAX_NEWS_PER_PAGE];

/**
 * List pages live at /news/page/2 and /news/{category}/page/2, so `page` cannot be a category
 * slug: /news/page would be both a category list and the parent of the page numbers.
 */
export const RESERVED_CATEGORY_SLUGS: readonly string[] = ['page'];

export const isReservedCategorySlug = (slug: string) => RESERVED_CATEGORY_SLUGS.includes(slug);

export interface ArticleListPageData {
  items: ArticleSummary[];
  page: number;
  pageCount: number;
  total: number;
}

/** What a list read answers for arguments no list has: nothing, so a list page answers not-found. */
const noPage = (perPage: number): NewsPage => ({ items: [], total: 0, page: 1, perPage, pageCount: 1 });

async function getNewsPage(section: SectionName, categorySlug: string | null, page: number, perPage: number): Promise<NewsPage> {
  'use cache';
  if (!isSection(section) || !(categorySlug === null || isKey(categorySlug)) || !isPageNumber(page) || !PAGE_SIZES.includes(perPage)) {
    return noPage(ARTICLES_PER_PAGE);
  }
  cacheTag(tags.entity('News'), tags.entity('Category'));
  await liveUntilNextPublication(['News'], contentNow());
  return articlePage({ mainCategory: section, categorySlug, page, perPage });
}

/**
 * One page of a section's (or one category's) list, newest first. The database counts and pages
 * the articles, so page 500 of 10,000 articles costs the same as page 1. `perPage` is one of
 * PAGE_SIZES; any other size, or a page number no list has, reads an empty list.
 */
export async function getArticleListPage(
  section: SectionName,
  categorySlug: string | undefined,
  page: number,
  perPage = ARTICLES_PER_PAGE,
): Promise<ArticleListPageData> {
  const [result, categories] = await Promise.all([getNewsPage(section, categorySlug ?? null, page, perPage), getCategories()]);
  const items = result.items.flatMap((item) => {
    const category = categoryOf(item, categories);
    return category ? [summarize(item, category)] : [];
  });
  return { items, page: result.page, pageCount: result.pageCount, total: result.total };
}

// ---------------------------------------------------------------- sitemap

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
export async function getSitemapArticles(): Promise<SitemapArticles> {
  'use cache';
  cacheTag(tags.entity('News'), tags.entity('Category'), tags.entity('NewsContent'));
  await liveUntilNextPublication(['News'], contentNow());
  const [news, categories, contentTimes] = await Promise.all([listAll('News'), getCategories(), getContentUpdateTimes()]);
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
}

// ---------------------------------------------------------------- list addresses

/** The id of the list's heading; page links carry it as their hash so a new page opens at the list. */
export const LIST_ANCHOR = 'list';
