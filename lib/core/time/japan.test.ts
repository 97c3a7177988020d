import { DAY_MS, endOfJapanDay, formatJapanDateTime, formatJapanDay, japanToday, nextJapanMidnight } from './japan';

describe('Japan time', () => {
  test("today's date changes at midnight in Japan, 15:00 UTC", () => {
    expect(japanToday(new Date('2026-11-30T14:59:59Z'))).toBe('2026-11-30');
    expect(japanToday(new Date('2026-11-30T15:00:00Z'))).toBe('2026-12-01');
    expect(japanToday(new Date('2026-12-31T15:30:00Z'))).toBe('2027-01-01');
  });

  test('a day ends at the next midnight in Japan', () => {
    expect(new Date(endOfJapanDay('2026-04-30')).toISOString()).toBe('2026-04-30T15:00:00.000Z');
    expect(new Date(endOfJapanDay('2026-12-31')).toISOString()).toBe('2026-12-31T15:00:00.000Z');
    expect(endOfJapanDay('2026-05-01') - endOfJapanDay('2026-04-30')).toBe(DAY_MS);
  });

  test('the next midnight in Japan is the end of its current day there', () => {
    expect(new Date(nextJapanMidnight(new Date('2026-04-30T14:59:59.999Z'))).toISOString()).toBe('2026-04-30T15:00:00.000Z');
    expect(new Date(nextJapanMidnight(new Date('2026-04-30T15:00:00Z'))).toISOString()).toBe('2026-05-01T15:00:00.000Z');
  });

  test('a date is written as it is; a timestamp by its day in Japan', () => {
    expect(formatJapanDay('2025-04-01')).toBe('2025/04/01');
    // 16:30 UTC on 31 March is already 1 April in Japan.
    expect(formatJapanDay('2025-03-31T16:30:00.000Z')).toBe('2025/04/01');
    expect(formatJapanDay(null)).toBe('');
  });

  test('a timestamp in Japan time, hours in two digits', () => {
    expect(formatJapanDateTime('2026-04-30T15:05:00.000Z')).toBe('2026/05/01 00:05');
    expect(formatJapanDateTime('2026-05-01T00:30:00.000Z')).toBe('2026/05/01 09:30');
    expect(formatJapanDateTime('')).toBe('');
    expect(formatJapanDateTime(null)).toBe('');
    expect(formatJapanDateTime('not a date')).toBe('not a date');
  });

  test('loading the module, or asking for the date, makes no Intl formatter (in a browser, the first one loads ICU data)', () => {
    const made = jest.spyOn(Intl, 'DateTimeFormat');
    try {
      jest.isolateModules(() => {
        const fresh = jest.requireActual<typeof import('./japan')>('./japan');
        fresh.nextJapanMidnight();
        expect(made).not.toHaveBeenCalled();
        expect(fresh.formatJapanDateTime('2026-05-01T00:30:00Z')).toBe('2026/05/01 09:30');
        expect(made).toHaveBeenCalledTimes(1);
        fresh.formatJapanDateTime('2026-05-02T00:30:00Z');
        expect(made).toHaveBeenCalledTimes(1);
      });
    } finally {
      made.mockRestore();
    }
  });
});
