import type { StoreItem } from '@/lib/core/content/stores';

/** The store fields the details table shows (its component's props: see pick()). */
export const STORE_DETAIL_FIELDS = ['postCode', 'address', 'addressOther', 'access', 'phone', 'line', 'instagram', 'businessHours', 'holidays'] as const;

export type StoreDetailFields = Pick<StoreItem, (typeof STORE_DETAIL_FIELDS)[number]>;

/** A phone number as a tel: address: digits (and a leading +) only. */
export function telHref(phone: string): string {
  return `tel:${phone.normalize('NFKC').replace(/[^\d+]/g, '')}`;
}

/** A store's Instagram account: the handle as the admin enters it, with or without "@". */
export function instagramUrl(handle: string): string {
  return `https://www.instagram.com/${encodeURIComponent(handle.trim().replace(/^@/, ''))}/`;
}

export const fullAddress = (store: Pick<StoreItem, 'address' | 'addressOther'>): string =>
  [store.address, store.addressOther].filter(Boolean).join(' ');

export interface HoursLine {
  /** "平日", "土日祝"; empty when the line names no days. */
  days: string;
  time: string;
}

/** "平日 11:00〜20:00" → { days: "平日", time: "11:00〜20:00" }, so the list can align the times. */
export function splitHoursLine(line: string): HoursLine {
  const text = line.trim();
  const match = /^(\D*?)[\s　:：]*(\d.*)$/.exec(text);
  if (!match) return { days: '', time: text };
  return { days: (match[1] ?? '').trim(), time: (match[2] ?? '').trim() };
}

/** The store's business-hours lines without blanks. */
export function businessHoursLines(lines: readonly (string | null)[] | null | undefined): string[] {
  return (lines ?? []).flatMap((line) => (line && line.trim() ? [line.trim()] : []));
}

/**
 * The gallery: every picture of the store but its thumbnail (the main image), and only when the
 * store has more than one picture.
 */
export function galleryImages(store: Pick<StoreItem, 'images' | 'thumbImage'>): string[] {
  const images = (store.images ?? []).filter((src): src is string => Boolean(src));
  if (images.length <= 1) return [];
  const thumb = store.thumbImage ?? images[0];
  return images.filter((src) => src !== thumb);
}

/** The main image: the thumbnail, else the first picture. */
export function mainImage(store: Pick<StoreItem, 'images' | 'thumbImage'>): string | null {
  return store.thumbImage || (store.images ?? []).find((src): src is string => Boolean(src)) || null;
}

/** Only https addresses are embedded or linked (the map); anything else an admin might paste is left out. */
export function isHttpsUrl(url: string | null | undefined): url is string {
  if (!url) return false;
  try {
    return new URL(url).protocol === 'https:';
  } catch {
    return false;
  }
}
