import { isbot } from 'isbot';
import { ARTICLE_PATH, type Device, DIRECT, MAX_ARTICLES, type VisitContext } from './shared';

/*
 * What a page view and a visit's context may hold, checked on the server whatever the browser
 * sent: a path of this site, a host, three campaign words, a store id. Everything else is dropped;
 * the user agent only decides whether it is a bot and which of three device classes it is.
 */

const MAX_PATH = 300;
const MAX_WORD = 100;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

/** Paths never counted: the admin, the API, and preview links, whose path is a secret. */
const NOT_COUNTED = /^\/(?:admin|login|api|preview|_next)(?:\/|$)/;

/** A path of the site as location.pathname spells it (percent-encoded), without a trailing slash; null when it is not one. */
export function cleanPath(value: unknown): string | null {
  if (typeof value !== 'string' || value.length === 0 || value.length > MAX_PATH) return null;
  if (!value.startsWith('/') || value.startsWith('//') || !/^[A-Za-z0-9\-._~%!$&'()*+,;=:@/]+$/.test(value)) return null;
  const path = value.length > 1 ? value.replace(/\/+$/, '') || '/' : value;
  return NOT_COUNTED.test(path) ? null : path;
}

/** A host name as a referrer names it, lower case, without `www.`; '' when it is none. */
export function cleanHost(value: unknown): string {
  if (typeof value !== 'string') return '';
  const host = value.trim().toLowerCase().replace(/^www\./, '');
  return host.length <= 253 && /^[a-z0-9](?:[a-z0-9-]*[a-z0-9])?(?:\.[a-z0-9](?:[a-z0-9-]*[a-z0-9])?)*$/.test(host) ? host : '';
}

/** A campaign word (utm_*): trimmed, NFKC, at most 100 characters, no control characters; lower case unless `keepCase`. */
export function cleanWord(value: unknown, keepCase = false): string {
  if (typeof value !== 'string') return '';
  const word = value
    .normalize('NFKC')
    .replace(/[\u0000-\u001f\u007f\t|]/g, ' ')
    .replace(/\s+/g, ' ')
    .trim()
    .slice(0, MAX_WORD);
  return keepCase ? word : word.toLowerCase();
}

export const cleanStoreId = (value: unknown): string | null => (typeof value === 'string' && UUID.test(value) ? value : null);

/** Referrers people know by a name, and what kind of medium they are when no campaign link says. */
const KNOWN_REFERRERS: readonly [pattern: RegExp, source: string, medium: string][] = [
  [/(^|\.)google\.[a-z.]+$/, 'google', 'organic'],
  [/(^|\.)yahoo\.(co\.jp|com)$/, 'yahoo', 'organic'],
  [/(^|\.)bing\.com$/, 'bing', 'organic'],
  [/(^|\.)duckduckgo\.com$/, 'duckduckgo', 'organic'],
  [/(^|\.)instagram\.com$/, 'instagram', 'social'],
  [/(^|\.)facebook\.com$/, 'facebook', 'social'],
  [/^(t\.co|x\.com|twitter\.com)$/, 'x', 'social'],
  [/(^|\.)line\.me$/, 'line', 'social'],
  [/(^|\.)youtube\.com$/, 'youtube', 'social'],
  [/(^|\.)tiktok\.com$/, 'tiktok', 'social'],
];

export interface VisitSource {
  source: string;
  medium: string;
  campaign: string;
  referrer: string;
}

/**
 * Where a visit came from: the campaign link's utm_source (and medium) when it had one, else the
 * referring site (by its known name, else its host), else direct.
 */
export function visitSource(context: { r?: unknown; s?: unknown; m?: unknown; c?: unknown }): VisitSource {
  const referrer = cleanHost(context.r);
  const campaign = cleanWord(context.c, true);
  const utmSource = cleanWord(context.s);
  const utmMedium = cleanWord(context.m);
  if (utmSource) return { source: utmSource, medium: utmMedium, campaign, referrer };
  const known = KNOWN_REFERRERS.find(([pattern]) => pattern.test(referrer));
  if (known) return { source: known[1], medium: utmMedium || known[2], campaign, referrer };
  if (referrer) return { source: referrer, medium: utmMedium || 'referral', campaign, referrer };
  return { source: DIRECT, medium: utmMedium, campaign, referrer };
}

/** The device class a user agent names, and nothing else of it. */
export function deviceOf(userAgent: string): Device {
  if (/iPad|Tablet|PlayBook|Silk|Kindle|(Android(?!.*Mobile))/i.test(userAgent)) return 'tablet';
  if (/Mobi|iPhone|iPod|Android|Windows Phone|BlackBerry/i.test(userAgent)) return 'mobile';
  return 'desktop';
}

/** A crawler, a script, a monitor (the `isbot` package's list), or no user agent at all. */
export const isBotAgent = (userAgent: string | undefined): boolean => !userAgent || isbot(userAgent);

/** The visitor asked not to be tracked: Do Not Track or Global Privacy Control. */
export function optedOut(headers: Record<string, string | string[] | undefined>): boolean {
  return headers['dnt'] === '1' || headers['sec-gpc'] === '1';
}

/** One page view as the beacon sends it, checked. */
export interface PageView extends VisitSource {
  path: string;
  storeId: string | null;
  /** The first page of the visit. */
  entry: boolean;
}

/** The beacon's body (JSON: p, e, st and the visit's r, s, m, c), checked; null when it is not one. */
export function parseBeacon(body: string): PageView | null {
  let data: unknown;
  try {
    data = JSON.parse(body);
  } catch {
    return null;
  }
  if (typeof data !== 'object' || data === null || Array.isArray(data)) return null;
  const fields = data as Record<string, unknown>;
  const path = cleanPath(fields.p);
  if (!path) return null;
  return { path, storeId: cleanStoreId(fields.st), entry: fields.e === 1, ...visitSource(fields) };
}

/** A visit's context as a form sends it with its action, checked; null when it is none. */
export interface CheckedVisit extends VisitSource {
  landingPath: string;
  articles: string[];
}

export function checkVisitContext(value: unknown): CheckedVisit | null {
  if (typeof value !== 'object' || value === null) return null;
  const context = value as Partial<Record<keyof VisitContext, unknown>>;
  const landingPath = cleanPath(context.l);
  if (!landingPath) return null;
  const articles = Array.isArray(context.a)
    ? [...new Set(context.a.map(cleanPath).filter((path): path is string => path !== null && ARTICLE_PATH.test(path)))].slice(0, MAX_ARTICLES)
    : [];
  return { landingPath, articles, ...visitSource(context) };
}
