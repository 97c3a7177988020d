import 'server-only';
import { getArticleFeed } from '@/lib/core/content/feeds';
import { getSectionCategories, isReservedCategorySlug } from '@/lib/core/content/articles';
import { getConfig } from '@/lib/core/config';
import type { SectionName } from '@/lib/core/routes';
import { articleFeedXml, FEED_CONTENT_TYPE } from './feed';

/*
 * What the feeds' route handlers (app/(site)/{news,resources}/[category]/feed.xml/route.ts) answer.
 * Every read is a cached read of lib/core/content, so a feed is prerendered like the list pages
 * and expires with their tags and publish times.
 */

/** The feed of a section (categorySlug null) or of one of its categories; 404 for an unknown category. */
export async function articleFeedResponse(section: SectionName, categorySlug: string | null): Promise<Response> {
  const feed = await getArticleFeed(section, categorySlug);
  if (!feed) return new Response('Not Found', { status: 404, headers: { 'Content-Type': 'text/plain; charset=utf-8' } });
  return new Response(articleFeedXml(feed, getConfig().siteUrl), { headers: { 'Content-Type': FEED_CONTENT_TYPE } });
}

/** The category feeds prerendered at build; a category added later is rendered on its first request. */
export async function categoryFeedParams(section: SectionName): Promise<{ category: string }[]> {
  const categories = await getSectionCategories(section);
  return categories.filter((category) => !isReservedCategorySlug(category.slug)).map((category) => ({ category: category.slug }));
}
