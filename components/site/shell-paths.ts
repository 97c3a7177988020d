/** Path rules of the site shell, kept free of React so they can be unit-tested. */

function normalized(pathname: string): string {
  const trimmed = pathname.replace(/\/+$/, '');
  return trimmed === '' ? '/' : trimmed;
}

/** The header and footer are not shown on any path containing /admin or /login (spec section 2). */
export function isShellHiddenPath(pathname: string): boolean {
  return pathname.includes('/admin') || pathname.includes('/login');
}

export function isSamePath(a: string, b: string): boolean {
  return normalized(a) === normalized(b);
}

/**
 * How a navigation link relates to the current page: `page` when it is the page, `true` when
 * the page is inside its section (/news for /news/campaign/…), else undefined. Links to an
 * anchor (/#shop) point at a part of a page, never the page itself.
 */
export function currentPageState(pathname: string, href: string): 'page' | 'true' | undefined {
  if (href.includes('#')) return undefined;
  const target = normalized(href.split('?')[0] ?? href);
  const here = normalized(pathname);
  if (here === target) return 'page';
  if (target !== '/' && here.startsWith(`${target}/`)) return 'true';
  return undefined;
}
