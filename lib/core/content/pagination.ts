import { categoryPath, type SectionName, SECTIONS } from '@/lib/core/routes';

/** The spec's list pages show this many articles each. */
export const ARTICLES_PER_PAGE = 10;

/** Up to this many pages, every page number is shown. */
export const SHOW_ALL_PAGES_UP_TO = 12;
/** Beyond that: the first and last page and a window of this many pages around the current one. */
export const PAGE_WINDOW = 7;

/** The highest page number any list accepts: nine digits. */
export const MAX_PAGE_NUMBER = 999_999_999;

/**
 * A page number from an address ("2" → 2): a plain whole number from 1 to MAX_PAGE_NUMBER; anything
 * else (0, 02, 1e3, 2.0, +2, an empty string) is null, so a list answers not-found for it.
 */
export function parsePageNumber(value: string): number | null {
  return /^[1-9]\d{0,8}$/.test(value) ? Number(value) : null;
}

/** Whether a value given as a page number (not parsed from text) is one: a whole number from 1 to MAX_PAGE_NUMBER. */
export function isPageNumber(value: unknown): value is number {
  return typeof value === 'number' && Number.isInteger(value) && value >= 1 && value <= MAX_PAGE_NUMBER;
}

export type PageLink = { kind: 'page'; page: number } | { kind: 'gap'; key: string };

/**
 * The page numbers a list shows. With 12 pages or fewer, all of them; otherwise the first, the
 * last and a window of 7 around the current page (shifted at the ends so it stays 7 wide), with
 * a gap marker wherever numbers are skipped.
 */
export function pageLinks(current: number, total: number): PageLink[] {
  if (total <= SHOW_ALL_PAGES_UP_TO) return Array.from({ length: total }, (_, i) => ({ kind: 'page', page: i + 1 }));
  const half = Math.floor(PAGE_WINDOW / 2);
  const start = Math.min(Math.max(2, current - half), total - PAGE_WINDOW);
  const end = start + PAGE_WINDOW - 1;
  const links: PageLink[] = [{ kind: 'page', page: 1 }];
  if (start > 2) links.push({ kind: 'gap', key: 'before' });
  for (let page = start; page <= end; page += 1) links.push({ kind: 'page', page });
  if (end < total - 1) links.push({ kind: 'gap', key: 'after' });
  links.push({ kind: 'page', page: total });
  return links;
}

/** /news, /news/page/2, /news/{category}, /news/{category}/page/2. */
export function listPagePath(section: SectionName, categorySlug: string | undefined, page: number): string {
  const base = categorySlug ? categoryPath(section, categorySlug) : SECTIONS[section].path;
  return page > 1 ? `${base}/page/${page}` : base;
}
