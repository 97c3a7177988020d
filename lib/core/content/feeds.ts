import 'server-only';
import type { SectionName } from '@/lib/core/routes';
import { type ArticleSummary, FEED_ARTICLES, getArticleListPage, getSectionCategory, isReservedCategorySlug } from './articles';
import { isKey, isSection } from './read-arguments';

/*
 * What a feed (/news/feed.xml, /news/{category}/feed.xml, the same under /resources) lists: the
 * newest published articles, read by the list pages' own cached reads, so it expires with their
 * tags and at their publish times; drafts and articles not yet due are never among them.
 *
 * Not a 'use cache' function itself, on purpose: Next.js registers each one as a server reference
 * a client may call like a server action, and sends such a call to the first route that imports
 * it; when that is only a route handler (these feeds), Next.js fails the call with a 500 and an
 * error line (e2e/client-faults.spec.ts). The reads it composes are the pages' too.
 */

export interface ArticleFeed {
  section: SectionName;
  /** The category of a category's feed; null for the section's. */
  category: { name: string; slug: string } | null;
  /** Newest first, at most FEED_ARTICLES. */
  items: ArticleSummary[];
  /** The newest change of a listed article; null for an empty feed. */
  updated: string | null;
}

/** A section's feed, or one category's; null when the section has no such category. */
export async function getArticleFeed(section: SectionName, categorySlug: string | null): Promise<ArticleFeed | null> {
  if (!isSection(section) || !(categorySlug === null || isKey(categorySlug))) return null;
  const category = categorySlug === null ? undefined : await getSectionCategory(section, categorySlug);
  if (categorySlug !== null && (!category || isReservedCategorySlug(categorySlug))) return null;
  const { items } = await getArticleListPage(section, categorySlug ?? undefined, 1, FEED_ARTICLES);
  const newest = items.reduce<string | null>((latest, item) => (latest && latest > item.updatedAt ? latest : item.updatedAt), null);
  return {
    section,
    category: category ? { name: category.name, slug: category.slug } : null,
    items,
    updated: newest,
  };
}
