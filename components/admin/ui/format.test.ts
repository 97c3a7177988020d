import { formatDateTime, formatDay } from './format';

describe('admin date formats', () => {
  test('a date is written as it is; a timestamp by its day in Japan', () => {
    expect(formatDay('2025-04-01')).toBe('2025/04/01');
    // 16:30 UTC on 31 March is already 1 April in Japan.
    expect(formatDay('2025-03-31T16:30:00.000Z')).toBe('2025/04/01');
    expect(formatDay(null)).toBe('');
  });

  test('a timestamp in Japan time, hours in two digits', () => {
    expect(formatDateTime('2026-04-30T15:05:00.000Z')).toBe('2026/05/01 00:05');
    expect(formatDateTime('')).toBe('');
    expect(formatDateTime('not a date')).toBe('not a date');
  });
});
