import type { EntityName } from './entities';

/**
 * Cache tags of public pages. A page that reads content tags itself with the tags below; a
 * mutation revalidates the tags of what it touched, before and after the change (so a renamed
 * slug refreshes both the old and the new page).
 */
export const tags = {
  entity: (entity: EntityName) => `entity:${entity}`,
  store: (link: string) => `store:${link}`,
  storeId: (id: string) => `store-id:${id}`,
  news: (route: string) => `news:${route}`,
  newsId: (id: string) => `news-id:${id}`,
  category: (slug: string) => `category:${slug}`,
  /** The days staff closed stores (whole-day booking blocks): the opening status of every store. */
  storeClosures: 'store-closures',
  /** The redirects of old addresses (lib/core/redirects/): the site's server reloads its table when it expires. */
  redirects: 'redirects',
  /** A fixed page's own search title, description and share image (lib/core/page-seo/), by the page's path. */
  pageSeo: (path: string) => `page-seo:${path}`,
};

export function tagsFor(entity: EntityName, item: Record<string, unknown> | null | undefined): string[] {
  const result = [tags.entity(entity)];
  if (!item) return result;
  const text = (key: string) => (typeof item[key] === 'string' ? (item[key] as string) : undefined);
  const add = (make: (value: string) => string, value: string | undefined) => {
    if (value) result.push(make(value));
  };
  switch (entity) {
    case 'Store':
      add(tags.store, text('link'));
      add(tags.storeId, text('id'));
      // A visitor sees a campaign only while its store is published, and with the store's name
      // and link: the list of campaigns changes with the store.
      result.push(tags.entity('Campaign'));
      break;
    case 'News':
      add(tags.news, text('route'));
      add(tags.newsId, text('id'));
      add(tags.category, text('categorySlug'));
      break;
    case 'NewsContent':
      add(tags.newsId, text('newsId'));
      break;
    case 'Category':
      add(tags.category, text('slug'));
      break;
    case 'Campaign':
    case 'Review':
    case 'Trainer':
    case 'Question':
      add(tags.storeId, text('storeId'));
      break;
    case 'Area':
      break;
  }
  return result;
}
