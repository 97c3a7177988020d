/*
 * What the visit analytics share with the browser (the booking and enquiry forms, the admin's
 * dashboard): names, labels and the visit's context as the beacon keeps it. No server code.
 *
 * The beacon itself is a static file, public/oz-beacon.js, written in plain JavaScript: it spells
 * BEACON_PATH, VISIT_STORAGE_KEY and STORE_ATTRIBUTE as they are here (beacon-file.test.ts checks it).
 */

/** Where the beacon posts its page views: answered by our own server before Next.js (scripts/server.ts). */
export const BEACON_PATH = '/api/a';

/** The beacon's address: loaded after the page is idle (app/(site)/layout.tsx). */
export const BEACON_SCRIPT = '/oz-beacon.js';

/** The sessionStorage key of the visit's context: gone with the tab. */
export const VISIT_STORAGE_KEY = 'oz-visit';

/** The attribute a store's pages carry with the store's id, the one thing of a page the beacon reads besides its address. */
export const STORE_ATTRIBUTE = 'data-oz-store';

/** The largest beacon body accepted, in bytes. */
export const MAX_BEACON_BYTES = 2048;

/** Articles remembered per visit: enough for a visit that reads a series before booking. */
export const MAX_ARTICLES = 10;

export const DEVICES = ['mobile', 'tablet', 'desktop'] as const;
export type Device = (typeof DEVICES)[number];

export const DEVICE_LABELS: Record<Device, string> = { mobile: 'スマートフォン', tablet: 'タブレット', desktop: 'パソコン' };

/** The source of a visit that came from no other site and no campaign link. */
export const DIRECT = 'direct';

/**
 * The visit's context as the beacon keeps it and a form sends it: where the visit landed (l), the
 * site it came from (r, a host), the campaign link's utm_source, utm_medium and utm_campaign (s, m,
 * c) and the articles read since (a, paths). Short names: the beacon spells them too.
 */
export interface VisitContext {
  l: string;
  r: string;
  s: string;
  m: string;
  c: string;
  a: string[];
}

/** The visit's context of this tab, as the beacon left it; null when there is none (no beacon, Do Not Track, storage off). */
export function readVisitContext(): VisitContext | null {
  try {
    const stored = typeof sessionStorage === 'undefined' ? null : sessionStorage.getItem(VISIT_STORAGE_KEY);
    return stored ? (JSON.parse(stored) as VisitContext) : null;
  } catch {
    return null;
  }
}

/** An article of the news or resources section: /news/{category}/{slug}. */
export const ARTICLE_PATH = /^\/(?:news|resources)\/[^/]+\/[^/]+$/;

export type PageKind = 'store' | 'booking' | 'article' | 'other';

/** What kind of page a path is, for the funnel and the lists. */
export function pageKind(path: string): PageKind {
  if (/^\/store\/[^/]+\/booking$/.test(path)) return 'booking';
  if (/^\/store\/[^/]+$/.test(path)) return 'store';
  return ARTICLE_PATH.test(path) ? 'article' : 'other';
}

/** A path as a person reads it: percent-encoded Japanese slugs decoded. */
export function readablePath(path: string): string {
  try {
    return decodeURIComponent(path);
  } catch {
    return path;
  }
}

/** How a source and its medium are said: 直接, or google / organic. */
export function sourceLabel(source: string, medium: string): string {
  if (source === DIRECT) return '直接（ブックマーク・URL入力など）';
  return medium ? `${source} / ${medium}` : source;
}

/** Per cent with one decimal, or '—' when there is nothing to divide by. */
export function rate(part: number, whole: number): string {
  return whole > 0 ? `${((part / whole) * 100).toFixed(1)}%` : '—';
}
