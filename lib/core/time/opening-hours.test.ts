import { inYearEndClosure, openingDay, openingDays, publicHoliday } from './opening-hours';

describe('opening hours in Japan', () => {
  test('weekdays 11:00–20:00, weekends 10:00–19:00', () => {
    expect(openingDay('2026-11-27')).toEqual({ date: '2026-11-27', kind: 'weekday', open: '11:00', close: '20:00' });
    expect(openingDay('2026-11-28')).toEqual({ date: '2026-11-28', kind: 'weekend', open: '10:00', close: '19:00' });
    expect(openingDay('2026-11-29')).toMatchObject({ kind: 'weekend', open: '10:00', close: '19:00' });
  });

  test("public holidays come from the Cabinet Office's calendar, substitute holidays included, with weekend hours", () => {
    expect(openingDay('2026-11-03')).toEqual({ date: '2026-11-03', kind: 'holiday', open: '10:00', close: '19:00', holiday: '文化の日' });
    // 2026-05-03 is a Sunday: 5/6 is the substitute holiday.
    expect(publicHoliday('2026-05-06')).toBe('こどもの日 振替休日');
    expect(publicHoliday('2026-09-22')).toBe('休日');
    expect(publicHoliday('2026-11-26')).toBeNull();
  });

  test('the year-end closure, 12/31 to 1/3, is closed whatever the day', () => {
    expect(['2026-12-30', '2026-12-31', '2027-01-01', '2027-01-03', '2027-01-04'].map(inYearEndClosure)).toEqual([false, true, true, true, false]);
    expect(openingDay('2027-01-01')).toEqual({ date: '2027-01-01', kind: 'year-end', open: null, close: null });
  });

  test("a store's own closed day is closed, a holiday's name kept", () => {
    expect(openingDay('2026-11-27', new Set(['2026-11-27']))).toEqual({ date: '2026-11-27', kind: 'closed', open: null, close: null });
    expect(openingDay('2026-11-23', new Set(['2026-11-23']))).toMatchObject({ kind: 'closed', holiday: '勤労感謝の日' });
  });

  test('consecutive days run across months and years', () => {
    expect(openingDays('2026-12-29', 7).map(({ date, kind }) => `${date} ${kind}`)).toEqual([
      '2026-12-29 weekday',
      '2026-12-30 weekday',
      '2026-12-31 year-end',
      '2027-01-01 year-end',
      '2027-01-02 year-end',
      '2027-01-03 year-end',
      '2027-01-04 weekday',
    ]);
  });

  test("the machine's time zone changes nothing", () => {
    const zone = process.env.TZ;
    process.env.TZ = 'America/Los_Angeles';
    try {
      expect(openingDay('2026-11-03').kind).toBe('holiday');
      expect(openingDay('2026-11-28').kind).toBe('weekend');
    } finally {
      process.env.TZ = zone;
    }
  });
});
