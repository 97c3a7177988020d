import { isPostCode, normalizePostCode, postalMatch } from './postal';
import { lookupPostCode } from './postal-lookup';

test('full-width digits and dashes become half-width and the dash goes', () => {
  expect(normalizePostCode('１０４－００６１')).toBe('1040061');
  expect(normalizePostCode(' 104-0061 ')).toBe('1040061');
  expect(normalizePostCode('104ー0061')).toBe('1040061');
  expect(normalizePostCode('104―0061')).toBe('1040061');
  expect(normalizePostCode('104−0061')).toBe('1040061');
  expect(normalizePostCode('１０４　００６１')).toBe('1040061');
  expect(isPostCode(normalizePostCode('１０４００６１'))).toBe(true);
  expect(isPostCode(normalizePostCode('104-006'))).toBe(false);
  expect(isPostCode(normalizePostCode('10400612'))).toBe(false);
  expect(isPostCode(normalizePostCode('abcdefg'))).toBe(false);
});

test('a known code answers prefecture, city and town from Japan Post data', () => {
  expect(lookupPostCode('104-0061')).toEqual({
    status: 200,
    message: null,
    results: [expect.objectContaining({ zipcode: '1040061', prefcode: '13', address1: '東京都', address2: '中央区', address3: '銀座' })],
  });
  expect(lookupPostCode('０６００００１').results?.[0]).toMatchObject({ address1: '北海道', address2: '札幌市中央区' });
});

test('an unknown code answers no results; a malformed one answers 400', () => {
  expect(lookupPostCode('9999999')).toEqual({ status: 200, message: null, results: null });
  expect(lookupPostCode('12345')).toMatchObject({ status: 400, results: null });
});

test('a code with several town areas answers every town, and the form is offered each of them', () => {
  const answer = lookupPostCode('011-0951');
  expect(answer.results?.map((result) => result.address3)).toEqual(['土崎港相染町', '土崎港古川町']);
  expect(postalMatch(answer)).toEqual({ addresses: ['秋田県秋田市土崎港相染町', '秋田県秋田市土崎港古川町'], area: '秋田県秋田市' });
  expect(postalMatch(lookupPostCode('452-0961')).addresses.length).toBeGreaterThan(50);
});

test('a code with one town area is one address; an unknown or malformed code none', () => {
  expect(postalMatch(lookupPostCode('1040061'))).toEqual({ addresses: ['東京都中央区銀座'], area: '東京都中央区' });
  expect(postalMatch(lookupPostCode('0600000'))).toEqual({ addresses: ['北海道札幌市中央区'], area: '北海道札幌市中央区' });
  expect(postalMatch(lookupPostCode('9999999'))).toEqual({ addresses: [], area: '' });
  expect(postalMatch(lookupPostCode('12345'))).toEqual({ addresses: [], area: '' });
});
