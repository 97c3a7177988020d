import 'server-only';
import { getConfig } from '@/lib/config';

/**
 * Where a request comes from, as the browser tells it. Browsers send `Origin` on every
 * cross-origin request and on every same-origin request that is not a GET or HEAD, and
 * `Sec-Fetch-Site` on every request to a secure context (https, localhost, 127.0.0.1); a page
 * cannot forge either. A client that sends neither is not a browser acting for a signed-in user.
 */
export type RequestSource = 'same-origin' | 'foreign' | 'unknown';

/** The origins whose pages may act for a signed-in admin: the site's own, from SITE_URL. */
export function allowedOrigins(): Set<string> {
  const origins = new Set([new URL(getConfig().siteUrl).origin]);
  // `npm run dev` is opened as localhost and as 127.0.0.1 alike; production has one address.
  if (process.env.NODE_ENV === 'development') {
    const { PORT } = getConfig();
    origins.add(`http://localhost:${PORT}`).add(`http://127.0.0.1:${PORT}`);
  }
  return origins;
}

export function requestSource(request: Request): RequestSource {
  const origin = request.headers.get('origin');
  if (origin !== null) return allowedOrigins().has(origin) ? 'same-origin' : 'foreign';
  const site = request.headers.get('sec-fetch-site');
  if (site === 'same-origin') return 'same-origin';
  // `none`: the user opened the address themselves (typed it, a bookmark): no page asked for it.
  if (site === 'none') return request.method === 'GET' || request.method === 'HEAD' ? 'same-origin' : 'foreign';
  if (site !== null) return 'foreign';
  return 'unknown';
}

/**
 * Whether a request may use the session cookie it carries. A state-changing request must prove
 * it comes from one of our pages. A GET without `Origin` or `Sec-Fetch-Site` (a same-origin
 * request over plain http to a host other than localhost, or a `no-cors` fetch) is allowed: it
 * changes nothing (the API runs no mutation over GET) and another origin can never read its answer.
 */
export function mayUseSession(request: Request): boolean {
  const source = requestSource(request);
  if (source === 'same-origin') return true;
  if (source === 'foreign') return false;
  return request.method === 'GET' || request.method === 'HEAD';
}
