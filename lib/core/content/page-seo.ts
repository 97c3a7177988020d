import 'server-only';
import { cacheLife, cacheTag } from 'next/cache';
import { getDb } from '@/lib/core/db';
import { retryReadOnConnectionLoss } from '@/lib/core/db/read-retry';
import { tags } from '@/lib/core/model/tags';
import { isSeoPagePath, type PageSeoSettings, readPageSeo } from '@/lib/core/page-seo';

/**
 * A fixed page's own search title, description and share image (lib/core/page-seo/), cached until
 * an editor saves the page's values; null for a path that has none to set.
 */
export async function getPageSeo(path: string): Promise<PageSeoSettings | null> {
  'use cache';
  if (!isSeoPagePath(path)) return null;
  cacheTag(tags.pageSeo(path));
  cacheLife('max');
  const db = await getDb();
  return retryReadOnConnectionLoss(() => readPageSeo(db, path));
}
