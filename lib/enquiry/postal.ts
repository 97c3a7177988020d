/** Postal codes as visitors type them: full-width digits and dashes, with or without the dash. */

const FULL_WIDTH_DIGIT = /[０-９]/g;
// Hyphen-minus, full-width hyphen-minus, hyphen, non-breaking hyphen, figure dash, en dash, em dash, minus, katakana prolonged mark, small hyphen.
const DASHES = /[-－‐‑‒–—−ー﹣]/g;

export function normalizePostCode(input: string): string {
  return input
    .trim()
    .replace(FULL_WIDTH_DIGIT, (digit) => String.fromCharCode(digit.charCodeAt(0) - 0xfee0))
    .replace(DASHES, '')
    .replace(/\s+/g, '');
}

export function isPostCode(normalized: string): boolean {
  return /^\d{7}$/.test(normalized);
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
