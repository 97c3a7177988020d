import 'server-only';
import { cacheTag } from 'next/cache';
import { tags } from '@/lib/core/model/tags';
import type { SectionName } from '@/lib/core/routes';
import { type ArticleSummary, FEED_ARTICLES, getArticleListPage, getSectionCategory, isReservedCategorySlug } from './articles';
import { contentNow } from './clock';
import { liveUntilNextPublication } from './publication-life';
import { isKey, isSection } from './read-arguments';

/*
 * What a feed (/news/feed.xml, /news/{category}/feed.xml, the same under /resources) lists: the
 * newest published articles, read as the list pages read them, so it expires with the same tags
 * and at the same publish times; drafts and articles not yet due are never among them.
 */

export interface ArticleFeed {
  section: SectionName;
  /** The category of a category's feed; null for the section's. */
  category: { name: string; slug: string } | null;
  /** Newest first, at most FEED_ARTICLES. */
  items: ArticleSummary[];
  /** The newest change of a listed article; for an empty feed, when it was read. */
  updated: string;
}

/** A section's feed, or one category's; null when the section has no such category. */
export async function getArticleFeed(section: SectionName, categorySlug: string | null): Promise<ArticleFeed | null> {
  'use cache';
  if (!isSection(section) || !(categorySlug === null || isKey(categorySlug))) return null;
  cacheTag(tags.entity('News'), tags.entity('Category'));
  const now = contentNow();
  await liveUntilNextPublication(['News'], now);
  const category = categorySlug === null ? undefined : await getSectionCategory(section, categorySlug);
  if (categorySlug !== null && (!category || isReservedCategorySlug(categorySlug))) return null;
  const { items } = await getArticleListPage(section, categorySlug ?? undefined, 1, FEED_ARTICLES);
  const newest = items.reduce<string | null>((latest, item) => (latest && latest > item.updatedAt ? latest : item.updatedAt), null);
  return {
    section,
    category: category ? { name: category.name, slug: category.slug } : null,
    items,
    updated: newest ?? now.toISOString(),
  };
}
