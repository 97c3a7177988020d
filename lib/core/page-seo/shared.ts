import { type RouteName, routes } from '@/lib/core/routes';

/*
 * The fixed pages whose search title, description and share image staff may set, and what the
 * server and the admin's screen agree on. No server imports here: the admin's client components
 * read this too.
 */

/** Every page of the route table a search engine indexes (the thanks page and a booking mail's pages are not). */
export const SEO_PAGE_NAMES: readonly RouteName[] = (Object.keys(routes) as RouteName[]).filter((name) => routes[name].indexable);

/** The fixed page at `path`, if it is one whose search fields may be set. */
export function seoPageByPath(path: unknown): RouteName | undefined {
  return typeof path === 'string' ? SEO_PAGE_NAMES.find((name) => routes[name].path === path) : undefined;
}

export const isSeoPagePath = (path: unknown): path is string => seoPageByPath(path) !== undefined;

/** A fixed page's own values; null fields (and a page without a row) keep what the page derives. */
export interface PageSeoSettings {
  path: string;
  seoTitle: string | null;
  seoDescription: string | null;
  seoImage: string | null;
  /** When they were last saved; null when the page has none of its own. */
  updatedAt: string | null;
}
