/**
 * What kind of route a request is for, from its path alone: the one label metrics and the access
 * log group requests by. The set is fixed, so a client cannot make a new time series (or fill the
 * log with its own words) by asking for new addresses.
 */
export const ROUTE_KINDS = ['page', 'admin', 'graphql', 'stream', 'api', 'health', 'metrics', 'media', 'static'] as const;

export type RouteKind = (typeof ROUTE_KINDS)[number];

/** The path of a request target, without its query string. */
export function pathOf(url: string | undefined): string {
  return (url ?? '/').split('?')[0] || '/';
}

export function routeKind(url: string | undefined): RouteKind {
  const path = pathOf(url);
  if (path === '/api/health' || path === '/api/ready') return 'health';
  if (path === '/api/metrics') return 'metrics';
  if (path === '/api/graphql/stream') return 'stream';
  if (path === '/api/graphql') return 'graphql';
  if (path.startsWith('/api/')) return 'api';
  if (/^\/(?:admin|login)(?:\/|$)/.test(path)) return 'admin';
  if (path.startsWith('/media/')) return 'media';
  if (path === '/sitemap.xml' || path === '/robots.txt') return 'page';
  // The RSS feeds (/news/feed.xml, /news/{category}/feed.xml, the same under /resources) are rendered like the lists.
  if (/^\/(?:news|resources)\/(?:[^/]+\/)?feed\.xml$/.test(path)) return 'page';
  // Next's scripts, styles and resized images, and the files of public/ (images, videos, icons).
  if (path.startsWith('/_next/') || /\.[a-z0-9]+$/i.test(path.slice(path.lastIndexOf('/')))) return 'static';
  return 'page';
}
