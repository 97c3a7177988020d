import { countOf, countText } from './character-count';

/* The count beside the search title and description, against what a Japanese result shows and the server's limit. */

describe('countText', () => {
  test('within the guide: the count, the guide and the limit', () => {
    expect(countText(28, 32, 60)).toEqual({ text: '28文字（目安32文字・上限60文字）', level: 'ok' });
    expect(countText(32, 32, 60).level).toBe('ok');
  });

  test('past the guide: the result will cut it; past the limit: the server will refuse it', () => {
    expect(countText(121, 120, 160)).toEqual({ text: '121文字（目安120文字・上限160文字）：目安より長い部分は検索結果で省略されます', level: 'long' });
    expect(countText(163, 120, 160)).toEqual({ text: '163文字（目安120文字・上限160文字）：上限を3文字超えています', level: 'over' });
  });

  test('counts as the server does: the trimmed text', () => {
    expect(countOf('  加圧ジム  ')).toBe(4);
    expect(countOf(null)).toBe(0);
  });
});
