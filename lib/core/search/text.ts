/*
 * Japanese text as the search compares it. Japanese puts no spaces between words, so the index
 * holds every two-character run of a text (bigrams) and a query matches the runs of its words in
 * order (a phrase), on SQLite's FTS5 and PostgreSQL's full-text search alike. Before that, both the
 * text and the query are folded to one spelling: NFKC (full-width Ａ１ and half-width ｶｱﾂ become
 * A1 and カアツ), hiragana as katakana (かあつ and カアツ are one), lower case, and every run of
 * spaces and punctuation as one space, which no bigram spans. Runs in the browser too (the admin's
 * lists filter with it), so it imports nothing.
 */

// Hiragana ぁ to ゖ and the iteration marks ゝ ゞ; each katakana sits 0x60 code points higher.
const HIRAGANA = /[\u3041-\u3096\u309d\u309e]/g;
// Anything that is not a letter, a digit or a mark of one (katakana's ー and ゛ are letters' marks here).
const SEPARATORS = /[^\p{L}\p{N}\p{M}ー]+/gu;

// Each character's spelling, once: a text repeats few distinct characters, and normalizing one
// costs far more than finding it here (2,000 admin rows fold in a few milliseconds, not 160).
const folds = new Map<string, string>();
const MAX_REMEMBERED = 20_000;

/** One character as the search spells it (it may become none, or two: NFKC of ㍿ is 株式会社). */
function foldChar(char: string): string {
  const known = folds.get(char);
  if (known !== undefined) return known;
  const folded = char
    .normalize('NFKC')
    .replace(HIRAGANA, (kana) => String.fromCharCode(kana.charCodeAt(0) + 0x60))
    .toLowerCase()
    .replace(SEPARATORS, ' ');
  if (folds.size < MAX_REMEMBERED) folds.set(char, folded);
  return folded;
}

/** The text as the search spells it. */
export function fold(text: string): string {
  return foldWithOrigins(text).folded;
}

/**
 * The folded text, and for each of its characters the index in `text` of the character it came
 * from: what the highlight needs to mark the original words. Characters are folded one at a time
 * (a half-width ｶ followed by ﾞ becomes カ and ゛ here, where NFKC of the pair gives ガ), so the
 * pair is folded together first.
 */
export function foldWithOrigins(text: string): { folded: string; origins: number[] } {
  let folded = '';
  // One per UTF-16 unit of `folded`, as String.indexOf counts (a character beyond the BMP, 𠮷, is two).
  const origins: number[] = [];
  for (let offset = 0; offset < text.length; ) {
    let width = text.codePointAt(offset)! > 0xffff ? 2 : 1;
    // A half-width kana with its voicing mark (ｶﾞ, ﾊﾟ) is one letter.
    const next = text.charCodeAt(offset + width);
    if (next === 0xff9e || next === 0xff9f) width += 1;
    const out = foldChar(text.slice(offset, offset + width));
    for (let unit = 0; unit < out.length; unit += 1) {
      if (out[unit] === ' ' && (folded === '' || folded.endsWith(' '))) continue;
      folded += out[unit];
      origins.push(offset);
    }
    offset += width;
  }
  if (folded.endsWith(' ')) {
    folded = folded.slice(0, -1);
    origins.pop();
  }
  return { folded, origins };
}

/** The bigrams of a folded text in order, one per position, none across a space; a one-letter word is itself. */
export function bigrams(folded: string): string[] {
  const grams: string[] = [];
  for (const word of folded.split(' ')) {
    const letters = Array.from(word);
    if (letters.length === 1) grams.push(word);
    for (let index = 0; index + 1 < letters.length; index += 1) grams.push(letters[index]! + letters[index + 1]!);
  }
  return grams;
}

/** The words of a query, folded, without repeats; at most `max` (a query is a few words). */
export function queryWords(query: string, max = 8): string[] {
  return [...new Set(fold(query).split(' ').filter(Boolean))].slice(0, max);
}

/** The spans [start, end) of `text` (original characters) where a query word occurs, merged, in order. */
export function matchSpans(text: string, words: readonly string[]): [number, number][] {
  if (words.length === 0) return [];
  const { folded, origins } = foldWithOrigins(text);
  const spans: [number, number][] = [];
  for (const word of words) {
    for (let at = folded.indexOf(word); at !== -1; at = folded.indexOf(word, at + word.length)) {
      const last = at + word.length - 1;
      const end = last + 1 < origins.length ? origins[last + 1]! : text.length;
      spans.push([origins[at]!, end]);
    }
  }
  spans.sort((a, b) => a[0] - b[0]);
  const merged: [number, number][] = [];
  for (const span of spans) {
    const previous = merged.at(-1);
    if (previous && span[0] <= previous[1]) previous[1] = Math.max(previous[1], span[1]);
    else merged.push([...span]);
  }
  return merged;
}

// Texts folded before: the admin's lists test every row's text at each key press.
const remembered = new Map<string, string>();
const MAX_REMEMBERED_TEXTS = 10_000;

/** Whether every word occurs in the text (the admin's lists filter with it). */
export function matchesAll(text: string, words: readonly string[]): boolean {
  let folded = remembered.get(text);
  if (folded === undefined) {
    folded = fold(text);
    if (remembered.size >= MAX_REMEMBERED_TEXTS) remembered.clear();
    remembered.set(text, folded);
  }
  return words.every((word) => folded.includes(word));
}

/**
 * A passage of `text` around its first match, at most about `length` characters, cut at the
 * text's ends or with an ellipsis: what a result shows of an article's body.
 */
export function excerpt(text: string, words: readonly string[], length = 120): { text: string; spans: [number, number][] } {
  const spans = matchSpans(text, words);
  const first = spans[0]?.[0] ?? 0;
  const start = Math.max(0, Math.min(first - Math.floor(length / 4), text.length - length));
  const end = Math.min(text.length, start + length);
  const cut = `${start > 0 ? '…' : ''}${text.slice(start, end)}${end < text.length ? '…' : ''}`;
  const shift = start > 0 ? 1 - start : -start;
  return {
    text: cut,
    spans: spans
      .filter(([from, to]) => to > start && from < end)
      .map(([from, to]) => [Math.max(from, start) + shift, Math.min(to, end) + shift] as [number, number]),
  };
}
