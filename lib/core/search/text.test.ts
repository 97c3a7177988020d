import { bigrams, excerpt, fold, foldWithOrigins, matchesAll, matchSpans, queryWords } from './text';

describe('folding Japanese text for search', () => {
  test('half-width and full-width, hiragana and katakana, capitals: one spelling', () => {
    expect(fold('ｶｱﾂ')).toBe('カアツ');
    expect(fold('かあつ')).toBe('カアツ');
    expect(fold('ＫＡＡＴＳＵ トレーニング')).toBe('kaatsu トレーニング');
    expect(fold('ｶﾞｲﾄﾞ')).toBe('ガイド');
    expect(fold('渋谷店、新宿店！')).toBe('渋谷店 新宿店');
    expect(fold('  加圧\u3000効果  ')).toBe('加圧 効果');
  });

  test('keeps for each folded character where it came from, through voiced half-width kana and NFKC expansions', () => {
    const text = 'ｶﾞｲﾄﾞ㍿';
    const { folded, origins } = foldWithOrigins(text);
    expect(folded).toBe('ガイド株式会社');
    expect(origins).toEqual([0, 2, 3, 5, 5, 5, 5]);
  });

  test('bigrams in order, never across a space; a one-letter word is itself', () => {
    expect(bigrams('加圧トレ')).toEqual(['加圧', '圧ト', 'トレ']);
    expect(bigrams('加圧 効果')).toEqual(['加圧', '効果']);
    expect(bigrams('店 a')).toEqual(['店', 'a']);
  });

  test('query words are folded, deduplicated and few', () => {
    expect(queryWords('加圧　効果 かあつ カアツ')).toEqual(['加圧', '効果', 'カアツ']);
    expect(queryWords('a b c d e f g h i j')).toHaveLength(8);
    expect(queryWords('   ')).toEqual([]);
  });

  test('matches are marked in the original text, whatever spelling found them', () => {
    const text = 'カアツ（加圧）トレーニングの効果';
    expect(matchSpans(text, queryWords('ｶｱﾂ 効果'))).toEqual([
      [0, 3],
      [14, 16],
    ]);
    expect(matchSpans('ｶｱﾂの効果', queryWords('かあつ'))).toEqual([[0, 3]]);
    expect(matchesAll(text, queryWords('加圧 効果'))).toBe(true);
    expect(matchesAll(text, queryWords('加圧 渋谷'))).toBe(false);
  });

  test('marks stay on their words after a character outside the BMP (two UTF-16 units)', () => {
    const text = '𠮷野家の加圧';
    const spans = matchSpans(text, queryWords('加圧'));
    expect(spans.map(([from, to]) => text.slice(from, to))).toEqual(['加圧']);
    expect(matchSpans('𠮷田さん', queryWords('田'))).toEqual([[2, 3]]);
  });

  test("the admin's lists: a row is kept when every word occurs, however it is spelled, again and again", () => {
    const row = 'カアツ（加圧）トレーニング入門 kaatsu-intro';
    for (let time = 0; time < 2; time += 1) {
      expect(matchesAll(row, queryWords('ｶｱﾂ'))).toBe(true);
      expect(matchesAll(row, queryWords('かあつ　ＩＮＴＲＯ'))).toBe(true);
      expect(matchesAll(row, queryWords('かあつ 渋谷'))).toBe(false);
    }
  });

  test('an excerpt is cut around the first match, with its marks moved along', () => {
    const text = `${'あ'.repeat(200)}加圧トレーニング${'い'.repeat(200)}`;
    const { text: cut, spans } = excerpt(text, ['加圧'], 60);
    expect(cut.startsWith('…')).toBe(true);
    expect(cut.endsWith('…')).toBe(true);
    expect(spans).toHaveLength(1);
    const [from, to] = spans[0]!;
    expect(cut.slice(from, to)).toBe('加圧');
  });
});
