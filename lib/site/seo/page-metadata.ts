import 'server-only';
import type { Metadata } from 'next';
import { getPageSeo } from '@/lib/core/content/page-seo';
import { type RouteName, routes } from '@/lib/core/routes';
import { routeMetadata, type SeoExtras } from './metadata';
import { fixedPageSeo } from './snippet';

/**
 * A fixed page's metadata with the search title, description and share image staff set for it
 * (admin: ページのSEO設定), read cached until they save it again; the route table's otherwise.
 */
export async function fixedPageMetadata(name: RouteName, extras: Pick<SeoExtras, 'feeds'> = {}): Promise<Metadata> {
  return routeMetadata(name, fixedPageSeo(name, await getPageSeo(routes[name].path)), extras);
}
