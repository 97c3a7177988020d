import 'server-only';
import { routes, type SectionName, SECTIONS } from '@/lib/core/routes';
import type { Trx } from './chain';
import { decodeSegment } from './paths';

/*
 * Whether an address is a page of the site now: a redirect from it would hide the page, so staff
 * may not add one (a change of address that makes it a page again removes its redirect instead).
 */

/** The site's own files and machinery, beside its pages. */
const SITE_FILES = new Set(['/sitemap.xml', '/robots.txt', '/icon.png', '/apple-icon.png', '/opengraph-image.png', '/twitter-image.png', '/favicon.ico']);
const SITE_PREFIXES = ['/_next/', '/media/', '/images/', '/videos/', '/preview/', '/login'];
const FIXED_PAGES = new Set(Object.values(routes).map((route) => route.path));
const PAGE_NUMBER = /^[1-9]\d{0,8}$/;

const sectionOf = (path: string): SectionName | undefined =>
  (Object.keys(SECTIONS) as SectionName[]).find((section) => SECTIONS[section].path === path);

/** What lives at a canonical path now, in words for the admin's message; null when nothing does. */
export async function pageAt(trx: Trx, path: string): Promise<string | null> {
  if (FIXED_PAGES.has(path)) return 'サイトのページ';
  if (SITE_FILES.has(path) || SITE_PREFIXES.some((prefix) => path === prefix.replace(/\/$/, '') || path.startsWith(prefix))) return 'サイトの仕組みで使うアドレス';
  const [, first = '', second, third, fourth, ...rest] = path.split('/');
  if (first === 'store' && second && (third === undefined || (third === 'booking' && fourth === undefined))) {
    const store = await trx.selectFrom('store').select('name').where('link', '=', decodeSegment(second)).executeTakeFirst();
    return store ? `店舗「${store.name}」のページ` : null;
  }
  const section = sectionOf(`/${first}`);
  if (!section || !second || rest.length > 0) return null;
  if (second === 'page' && third && PAGE_NUMBER.test(third) && fourth === undefined) return 'サイトのページ';
  const category = await trx
    .selectFrom('category')
    .select(['id', 'name', 'slug'])
    .where('slug', '=', decodeSegment(second))
    .where('mainCategory', '=', section)
    .executeTakeFirst();
  if (!category) return null;
  const isList = third === undefined || (third === 'page' && fourth !== undefined && PAGE_NUMBER.test(fourth));
  if (isList) return `カテゴリー「${category.name}」の一覧ページ`;
  if (fourth !== undefined || third === undefined) return null;
  const news = await trx.selectFrom('news').select('title').where('route', '=', decodeSegment(third)).where('categoryId', '=', category.id).executeTakeFirst();
  return news ? `記事「${news.title}」のページ` : null;
}
