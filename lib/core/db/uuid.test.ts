import { UUID_PATTERN, uuidv7 } from './uuid';

test('ids are version 7 UUIDs and increase in creation order, many to a millisecond', () => {
  const ids = Array.from({ length: 20_000 }, () => uuidv7());
  expect(ids.every((id) => UUID_PATTERN.test(id) && id[14] === '7')).toBe(true);
  expect(ids.filter((id, index) => index > 0 && id <= ids[index - 1]!)).toEqual([]);
  // More ids than milliseconds: the order holds inside one millisecond too.
  expect(new Set(ids.map((id) => id.slice(0, 13))).size).toBeLessThan(ids.length);
});
