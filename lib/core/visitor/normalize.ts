/*
 * What visitors type with a Japanese input method, brought to one form before it is checked,
 * shown on the confirm step and stored. The visitor's schema (schema.ts) and the enquiry's postal
 * code apply these, so the browser and the server agree.
 */

// The dashes people type between digits that NFKC leaves alone: hyphen (U+2010, also what the
// non-breaking hyphen becomes), figure dash, en dash, em dash, horizontal bar (―), minus sign (−)
// and the katakana prolonged sound mark (ー), which a Japanese keyboard types for "-".
const DASHES = /[\u2010-\u2015\u2212\u30fc]/g;

// Hiragana ぁ to ゖ and the iteration marks ゝ ゞ; each katakana sits 0x60 code points higher.
const HIRAGANA = /[\u3041-\u3096\u309d\u309e]/g;

// The ideographic full stop a Japanese input method types for "."; IDNA reads it as a dot in a domain.
const IDEOGRAPHIC_FULL_STOP = /\u3002/g;

/** Full-width digits, letters and symbols as ASCII, and every dash as "-": ０９０－１２３４ → 090-1234. */
export function normalizeDigitsAndDashes(value: string): string {
  return value.normalize('NFKC').replace(DASHES, '-');
}

/** A phone number with ASCII digits and "-". No format is imposed: the spec asks for content only. */
export function normalizePhone(value: string): string {
  return normalizeDigitsAndDashes(value);
}

/** ｈａｎａｋｏ＠ｅｘａｍｐｌｅ．ｊｐ → hanako@example.jp, so the address can be checked and mailed. */
export function normalizeEmail(value: string): string {
  return value.normalize('NFKC').replace(IDEOGRAPHIC_FULL_STOP, '.');
}

/** フリガナ in full-width katakana: やまだ and ﾔﾏﾀﾞ both become ヤマダ; a full-width space becomes " ". */
export function normalizeFurigana(value: string): string {
  return value.normalize('NFKC').replace(HIRAGANA, (kana) => String.fromCharCode(kana.charCodeAt(0) + 0x60));
}
