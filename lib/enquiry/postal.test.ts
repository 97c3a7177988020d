import { isPostCode, normalizePostCode } from './postal';
import { lookupPostCode } from './postal-lookup';

test('full-width digits and dashes become half-width and the dash goes', () => {
  expect(normalizePostCode('１０４－００６１')).toBe('1040061');
  expect(normalizePostCode(' 104-0061 ')).toBe('1040061');
  expect(normalizePostCode('104ー0061')).toBe('1040061');
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
