import { normalizeDigitsAndDashes, normalizeEmail, normalizeFurigana, normalizePhone } from './normalize';

describe('phone numbers and other digits', () => {
  test('full-width digits and dashes become ASCII', () => {
    expect(normalizePhone('０９０－１２３４－５６７８')).toBe('090-1234-5678');
    expect(normalizePhone('（０３）１２３４ー５６７８')).toBe('(03)1234-5678');
  });

  test('every dash people type between digits becomes "-", including those NFKC keeps', () => {
    for (const dash of ['-', '－', '‐', '‑', '‒', '–', '—', '―', '−', 'ー', 'ｰ', '﹣']) {
      expect(normalizeDigitsAndDashes(`03${dash}1234${dash}5678`)).toBe('03-1234-5678');
    }
  });

  test('what is already ASCII is left as it is, so normalising twice changes nothing', () => {
    expect(normalizePhone('+81 90-1234-5678')).toBe('+81 90-1234-5678');
    expect(normalizePhone(normalizePhone('０９０ー１２３４ー５６７８'))).toBe('090-1234-5678');
  });
});

describe('e-mail addresses', () => {
  test('a full-width ＠, ． and letters become ASCII', () => {
    expect(normalizeEmail('hanako＠example．jp')).toBe('hanako@example.jp');
    expect(normalizeEmail('ｈａｎａｋｏ＠ｅｘａｍｐｌｅ．ｊｐ')).toBe('hanako@example.jp');
  });

  test('the ideographic full stop a Japanese input method types for "." is a dot', () => {
    expect(normalizeEmail('hanako@example。co。jp')).toBe('hanako@example.co.jp');
    expect(normalizeEmail('hanako@example｡jp')).toBe('hanako@example.jp');
  });
});

describe('フリガナ', () => {
  test('hiragana becomes katakana', () => {
    expect(normalizeFurigana('やまだ はなこ')).toBe('ヤマダ ハナコ');
    expect(normalizeFurigana('ぁぃぅぇぉゃゅょっゎゐゑをんゔゕゖ')).toBe('ァィゥェォャュョッヮヰヱヲンヴヵヶ');
    expect(normalizeFurigana('いすゞ ささゝき')).toBe('イスヾ ササヽキ');
  });

  test('half-width katakana becomes full-width, voiced marks joined to their kana', () => {
    expect(normalizeFurigana('ﾔﾏﾀﾞ ﾊﾅｺ')).toBe('ヤマダ ハナコ');
    expect(normalizeFurigana('ｻﾄｳ ｼﾞｭﾝﾍﾟｲ')).toBe('サトウ ジュンペイ');
  });

  test('the prolonged sound mark and katakana stay; a full-width space becomes a space', () => {
    expect(normalizeFurigana('ゆーき　れい')).toBe('ユーキ レイ');
    expect(normalizeFurigana('ヤマダ ハナコ')).toBe('ヤマダ ハナコ');
  });
});
