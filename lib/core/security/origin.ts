import 'server-only';
import type { IncomingMessage } from 'node:http';
import type { TLSSocket } from 'node:tls';
import { getConfig } from '@/lib/core/config';
import { vouchedEntry } from './client-address';

/**
 * Where a request comes from, as the browser tells it. Browsers send `Origin` on every
 * cross-origin request and on every same-origin request that is not a GET or HEAD, and
 * `Sec-Fetch-Site` on every request to a secure context (https, localhost, 127.0.0.1); a page
 * cannot forge either. A client that sends neither is not a browser acting for a signed-in user.
 */
export type RequestSource = 'same-origin' | 'foreign' | 'unknown';

/**
 * The origin a request was sent to (the address in the browser's bar), as our server
 * (`scripts/server.ts`) decided it when the request arrived and handed it on in this header,
 * which it always overwrites, so a client cannot send its own.
 */
export const REQUEST_ORIGIN_HEADER = 'x-oz-request-origin';

/** A host as it may stand in Host or X-Forwarded-Host: a name or address, an optional port. */
const HOST = /^(?:[a-z0-9._-]+|\[[0-9a-f:.]+\])(?::\d{1,5})?$/i;

function originOf(scheme: string, host: string | undefined): string | undefined {
  if (!host || !HOST.test(host)) return undefined;
  try {
    return new URL(`${scheme}://${host}`).origin;
  } catch {
    return undefined;
  }
}

/**
 * The origin a request was sent to: its Host and the socket's scheme, or, behind `hops` trusted
 * proxies, the host and scheme the outermost one vouches for in X-Forwarded-Host and
 * X-Forwarded-Proto (lib/core/security/client-address.ts); a client's own claims never count.
 */
export function decideRequestOrigin(req: Pick<IncomingMessage, 'headers' | 'socket'>, hops: number): string | undefined {
  const proto = vouchedEntry(req.headers['x-forwarded-proto'], hops)?.toLowerCase();
  const scheme = proto === 'http' || proto === 'https' ? proto : (req.socket as Partial<TLSSocket>).encrypted ? 'https' : 'http';
  return originOf(scheme, vouchedEntry(req.headers['x-forwarded-host'], hops) ?? req.headers.host);
}

/** Hands the application the origin a request was sent to (see REQUEST_ORIGIN_HEADER). */
export function stampRequestOrigin(req: IncomingMessage, hops: number): void {
  const origin = decideRequestOrigin(req, hops);
  if (origin) req.headers[REQUEST_ORIGIN_HEADER] = origin;
  else delete req.headers[REQUEST_ORIGIN_HEADER];
}

/** The origins whose pages may act for a signed-in admin wherever they are served: SITE_URL's and ADMIN_ORIGINS. */
export function configuredOrigins(): Set<string> {
  const { siteUrl, ADMIN_ORIGINS } = getConfig();
  return new Set([new URL(siteUrl).origin, ...ADMIN_ORIGINS]);
}

/**
 * Whether a page of `origin` may act for a signed-in admin in this request: a page of the
 * address the request was sent to (the standard same-origin rule, so the admin works at every
 * address that reaches the server), or of a configured origin.
 */
export function isAdminOrigin(origin: string, requestHeaders: Headers): boolean {
  return origin === requestHeaders.get(REQUEST_ORIGIN_HEADER) || configuredOrigins().has(origin);
}

export function requestSource(request: Request): RequestSource {
  const origin = request.headers.get('origin');
  if (origin !== null) return isAdminOrigin(origin, request.headers) ? 'same-origin' : 'foreign';
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
