import type { MetadataRoute } from 'next';
import { getSectionCategories, getSitemapArticles, isReservedCategorySlug } from '@/lib/core/content/articles';
import { getStores } from '@/lib/core/content/stores';
import { getConfig } from '@/lib/core/config';
import { categoryPath, type PublicRoute, routes, type SectionName, SECTIONS, storePath } from '@/lib/core/routes';

/*
 * Built from the tagged reads the pages use, so an admin's change (a new article, an unpublished
 * store) shows here as soon as it shows on the site. Articles come from a lean read (address and
 * date only), so 10,000 of them stay fast; one file holds up to 50,000 addresses, beyond which a
 * sitemap index would be needed.
 */

export default async function sitemap(): Promise<MetadataRoute.Sitemap> {
  const siteUrl = getConfig().siteUrl;
  const url = (path: string) => new URL(path, `${siteUrl}/`).toString();
  const sections = Object.keys(SECTIONS) as SectionName[];
  const [stores, { articles, categoryModified, sectionModified }, categories] = await Promise.all([
    getStores(),
    getSitemapArticles(),
    Promise.all(sections.map((section) => getSectionCategories(section))).then((lists) => lists.flat()),
  ]);

  const fixed = (Object.entries(routes) as [string, PublicRoute][])
    .filter(([, route]) => route.indexable)
    .map(([name, route]): MetadataRoute.Sitemap[number] => ({
      url: url(route.path),
      lastModified: name in SECTIONS ? sectionModified[name as SectionName] : undefined,
    }));

  return [
    ...fixed,
    ...categories
      .filter((category) => !isReservedCategorySlug(category.slug))
      .map((category) => ({ url: url(categoryPath(category.mainCategory, category.slug)), lastModified: categoryModified[category.id] })),
    ...stores.map((store) => ({ url: url(storePath(store.link)), lastModified: store.updatedAt })),
    ...articles.map(([path, lastModified]) => ({ url: url(path), lastModified })),
  ];
}
