import { earliestWishDayOnServer, isDayOffered, isMonthOffered, wishDayProblem, wishIsoDate, wishWeekday } from './wish-date';

const wish = (year: string, month: string, day: string) => ({ year, month, day });

describe('a wish date', () => {
  test('is written YYYY-MM-DD once year, month and day are chosen', () => {
    expect(wishIsoDate(wish('2026', '12', '5'))).toBe('2026-12-05');
    expect(wishIsoDate(wish('2026', '12', ''))).toBeNull();
    expect(wishIsoDate(wish('', '12', '5'))).toBeNull();
  });

  test('does not exist past the end of its month, with 29 February in leap years only', () => {
    const today = '2026-01-01';
    expect(wishDayProblem(wish('2026', '2', '31'), today)).toBe('impossible');
    expect(wishDayProblem(wish('2026', '2', '29'), today)).toBe('impossible');
    expect(wishDayProblem(wish('2028', '2', '29'), today)).toBeNull();
    expect(wishDayProblem(wish('2100', '2', '29'), today)).toBe('impossible');
    expect(wishDayProblem(wish('2000', '2', '29'), '1999-01-01')).toBeNull();
    for (const month of ['4', '6', '9', '11']) {
      expect(wishDayProblem(wish('2026', month, '30'), today)).toBeNull();
      expect(wishDayProblem(wish('2026', month, '31'), today)).toBe('impossible');
    }
    for (const month of ['1', '3', '5', '7', '8', '10', '12']) expect(wishDayProblem(wish('2026', month, '31'), today)).toBeNull();
  });

  test('has passed when before the earliest day; that day itself may be chosen', () => {
    expect(wishDayProblem(wish('2026', '11', '23'), '2026-11-24')).toBe('past');
    expect(wishDayProblem(wish('2026', '11', '24'), '2026-11-24')).toBeNull();
    expect(wishDayProblem(wish('2025', '12', '31'), '2026-01-01')).toBe('past');
    expect(wishDayProblem(wish('2026', '11', ''), '2026-11-24')).toBeNull();
  });

  test('has its weekday when it exists', () => {
    expect(wishWeekday(wish('2026', '12', '5'))).toBe('土');
    expect(wishWeekday(wish('2027', '2', '10'))).toBe('水');
    expect(wishWeekday(wish('2028', '2', '29'))).toBe('火');
    expect(wishWeekday(wish('2026', '2', '31'))).toBeNull();
    expect(wishWeekday(wish('2026', '2', ''))).toBeNull();
  });
});

describe('the selects', () => {
  const today = '2027-02-10';

  test('offer no day the chosen month lacks; without a year, the days of a leap year', () => {
    expect(isDayOffered(wish('2027', '2', '28'), today)).toBe(true);
    expect(isDayOffered(wish('2027', '2', '29'), today)).toBe(false);
    expect(isDayOffered(wish('2028', '2', '29'), today)).toBe(true);
    expect(isDayOffered(wish('2028', '2', '30'), today)).toBe(false);
    expect(isDayOffered(wish('', '2', '29'), today)).toBe(true);
    expect(isDayOffered(wish('', '2', '30'), today)).toBe(false);
    expect(isDayOffered(wish('', '4', '31'), today)).toBe(false);
    expect(isDayOffered(wish('2027', '', '31'), today)).toBe(true);
  });

  test('offer no day gone by once the year is chosen, and today', () => {
    expect(isDayOffered(wish('2027', '2', '9'), today)).toBe(false);
    expect(isDayOffered(wish('2027', '2', '10'), today)).toBe(true);
    expect(isDayOffered(wish('2028', '2', '9'), today)).toBe(true);
    expect(isDayOffered(wish('', '2', '9'), today)).toBe(true);
    // Before the browser's clock is read nothing is past.
    expect(isDayOffered(wish('2027', '2', '9'), null)).toBe(true);
  });

  test('offer no month that is over', () => {
    expect(isMonthOffered('2027', '1', today)).toBe(false);
    expect(isMonthOffered('2027', '2', today)).toBe(true);
    expect(isMonthOffered('2027', '12', today)).toBe(true);
    expect(isMonthOffered('2028', '1', today)).toBe(true);
    expect(isMonthOffered('', '1', today)).toBe(true);
    expect(isMonthOffered('2027', '1', null)).toBe(true);
  });
});

describe('the earliest wish day on the server', () => {
  test('the server still takes yesterday during the first hour after midnight in Japan, and not after', () => {
    // 00:30 on 1 December in Japan, 15:30 on 30 November in UTC.
    expect(earliestWishDayOnServer(new Date('2026-11-30T15:30:00Z'))).toBe('2026-11-30');
    expect(earliestWishDayOnServer(new Date('2026-11-30T16:00:00Z'))).toBe('2026-12-01');
    expect(earliestWishDayOnServer(new Date('2026-12-01T03:00:00Z'))).toBe('2026-12-01');
    // Midnight UTC is 09:00 in Japan: today is the UTC date, yesterday is refused.
    expect(earliestWishDayOnServer(new Date('2026-12-02T00:00:00Z'))).toBe('2026-12-02');
  });
});
