import type { MetadataRoute } from 'next';
import { getAllArticles, getContentUpdateTimes, getSectionCategories } from '@/lib/content/articles';
import { getPublishedStores } from '@/lib/content/store-page';
import { getConfig } from '@/lib/config';
import { categoryPath, type PublicRoute, routes, type SectionName, SECTIONS, storePath } from '@/lib/routes';

/*
 * Read at every request from the tagged caches the pages use, so an admin's change (a new
 * article, an unpublished store) shows here as soon as it shows on the site.
 */
export const dynamic = 'force-dynamic';

const latest = (dates: (string | undefined)[]): string | undefined =>
  dates.reduce<string | undefined>((newest, date) => (date && (!newest || date > newest) ? date : newest), undefined);

export default async function sitemap(): Promise<MetadataRoute.Sitemap> {
  const siteUrl = getConfig().siteUrl;
  const url = (path: string) => new URL(path, `${siteUrl}/`).toString();
  const sections = Object.keys(SECTIONS) as SectionName[];
  const [stores, articles, contentTimes, categories] = await Promise.all([
    getPublishedStores(),
    getAllArticles(),
    getContentUpdateTimes(),
    Promise.all(sections.map((section) => getSectionCategories(section))).then((lists) => lists.flat()),
  ]);
  const articleModified = new Map(articles.map((article) => [article.id, latest([article.updatedAt, contentTimes[article.id]])]));
  const newestArticle = (match: (article: (typeof articles)[number]) => boolean) =>
    latest(articles.filter(match).map((article) => articleModified.get(article.id)));

  const fixed = (Object.entries(routes) as [string, PublicRoute][])
    .filter(([, route]) => route.indexable)
    .map(([name, route]): MetadataRoute.Sitemap[number] => ({
      url: url(route.path),
      lastModified: name in SECTIONS ? newestArticle((article) => article.section === name) : undefined,
    }));

  return [
    ...fixed,
    ...categories.map((category) => ({
      url: url(categoryPath(category.mainCategory, category.slug)),
      lastModified: newestArticle((article) => article.category.id === category.id),
    })),
    ...stores.map((store) => ({ url: url(storePath(store.link)), lastModified: store.updatedAt })),
    ...articles.map((article) => ({ url: url(article.path), lastModified: articleModified.get(article.id) })),
  ];
}
