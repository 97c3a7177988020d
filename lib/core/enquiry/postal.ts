import { normalizeDigitsAndDashes } from '@/lib/core/visitor/normalize';

/** Postal codes as visitors type them: full-width digits and dashes, with or without the dash. */
export function normalizePostCode(input: string): string {
  return normalizeDigitsAndDashes(input).replace(/[-\s]+/g, '');
}

export function isPostCode(normalized: string): boolean {
  return /^\d{7}$/.test(normalized);
}

/** A postal code as it is written for people, 〒104-0061; one that is not seven digits stays as typed, normalised. */
export function formatPostCode(input: string): string {
  const digits = normalizePostCode(input);
  return isPostCode(digits) ? `〒${digits.slice(0, 3)}-${digits.slice(3)}` : digits;
}

/** One result of the postal-code route, in the shape of the public service the original called. */
export interface PostalAddress {
  zipcode: string;
  prefcode: string;
  /** Prefecture. */
  address1: string;
  /** City, ward, town or village. */
  address2: string;
  /** Town area; empty where Japan Post lists none. */
  address3: string;
  kana1: string;
  kana2: string;
}

export type PostalResponse =
  | { status: 200; message: null; results: PostalAddress[] | null }
  | { status: 400; message: string; results: null };

export const POSTAL_NOT_FOUND = '郵便番号が見つかりませんでした。';

/** What a lookup found: each full address once, in Japan Post's order, and the prefecture and city they share. */
export interface PostalMatch {
  addresses: string[];
  /** Prefecture and city when every address has the same; '' otherwise. */
  area: string;
}

export function postalMatch(answer: PostalResponse): PostalMatch {
  const results = answer.status === 200 ? (answer.results ?? []) : [];
  const addresses = [...new Set(results.map((result) => `${result.address1}${result.address2}${result.address3}`))];
  const areas = [...new Set(results.map((result) => `${result.address1}${result.address2}`))];
  return { addresses, area: areas.length === 1 ? (areas[0] ?? '') : '' };
}
