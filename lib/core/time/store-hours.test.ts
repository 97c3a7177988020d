import { openingCalendar, openingDay } from './opening-hours';
import { dayHours, storeStatus, statusText, type StoreStatus } from './store-hours';

// What a page built on 2026-11-28 embeds: the holidays of the next 400 days.
const calendar = openingCalendar('2026-11-28', 400);
const at = (instant: string, closed: string[] = []) => {
  const status = storeStatus(new Date(instant), calendar, closed);
  return status && statusText(status);
};

describe('the store status in Japan time', () => {
  test('a weekday: before opening, open until 20:00, then closed for the day with the next opening', () => {
    // Wednesday 2026-12-02.
    expect(at('2026-12-02T10:59:00+09:00')).toEqual({ label: '本日 11:00から営業', detail: '20:00まで', open: false });
    expect(at('2026-12-02T11:00:00+09:00')).toEqual({ label: '営業中', detail: '20:00まで', open: true });
    expect(at('2026-12-02T12:00:00+09:00')).toMatchObject({ label: '営業中' });
    expect(at('2026-12-02T19:59:59+09:00')).toMatchObject({ label: '営業中' });
    expect(at('2026-12-02T20:00:00+09:00')).toEqual({ label: '本日の営業は終了', detail: '明日 11:00から営業', open: false });
    expect(at('2026-12-02T21:00:00+09:00')).toMatchObject({ label: '本日の営業は終了' });
  });

  test('a Sunday before 10:00 opens at the weekend hours; Saturday evening points to Sunday 10:00', () => {
    expect(at('2026-12-06T09:30:00+09:00')).toEqual({ label: '本日 10:00から営業', detail: '19:00まで', open: false });
    expect(at('2026-12-05T19:30:00+09:00')).toEqual({ label: '本日の営業は終了', detail: '明日 10:00から営業', open: false });
  });

  test("a public holiday keeps the weekend hours; the evening before one points to its 10:00", () => {
    // 2027-01-11 is 成人の日 (a Monday).
    expect(calendar.holidays).toContain('2027-01-11');
    expect(at('2027-01-11T10:30:00+09:00')).toEqual({ label: '営業中', detail: '19:00まで', open: true });
    expect(at('2027-01-11T19:00:00+09:00')).toMatchObject({ label: '本日の営業は終了', detail: '明日 11:00から営業' });
  });

  test('the year-end closure: 12/31 and 1/1 are closed all day, with the reopening day named', () => {
    expect(at('2026-12-30T21:00:00+09:00')).toEqual({ label: '本日の営業は終了', detail: '1/4(月) 11:00から営業', open: false });
    expect(at('2026-12-31T12:00:00+09:00')).toEqual({ label: '本日休業（年末年始）', detail: '1/4(月) 11:00から営業', open: false });
    expect(at('2027-01-01T12:00:00+09:00')).toMatchObject({ label: '本日休業（年末年始）' });
  });

  test("a store's own closed day is 本日休業 for that store only", () => {
    expect(at('2026-12-02T12:00:00+09:00', ['2026-12-02'])).toEqual({ label: '本日休業', detail: '明日 11:00から営業', open: false });
    expect(at('2026-12-01T21:00:00+09:00', ['2026-12-02'])).toMatchObject({ detail: '12/3(木) 11:00から営業' });
  });

  test("Japan's midnight, not the device's, changes the day", () => {
    // 23:59 on Friday in Japan (closed for the day), one minute later Saturday, before its 10:00.
    expect(at('2026-12-04T14:59:00Z')).toMatchObject({ label: '本日の営業は終了', detail: '明日 10:00から営業' });
    expect(at('2026-12-04T15:00:00Z')).toEqual({ label: '本日 10:00から営業', detail: '19:00まで', open: false });
    // 12:00 in Japan is 19:00 of the day before in Los Angeles: still Japan's weekday hours.
    const zone = process.env.TZ;
    process.env.TZ = 'America/Los_Angeles';
    try {
      expect(at('2026-12-02T03:00:00Z')).toEqual({ label: '営業中', detail: '20:00まで', open: true });
    } finally {
      process.env.TZ = zone;
    }
  });

  test('outside the embedded calendar nothing is said', () => {
    expect(storeStatus(new Date('2026-11-27T12:00:00+09:00'), calendar)).toBeNull();
    expect(storeStatus(new Date('2028-01-05T12:00:00+09:00'), calendar)).toBeNull();
    const short = { from: '2026-12-29', until: '2026-12-31', holidays: [] };
    expect(storeStatus(new Date('2026-12-30T21:00:00+09:00'), short)).toEqual({ state: 'after-closing', next: null } satisfies StoreStatus);
  });

  test("the page's rules are the server's: every day of the calendar has the hours openingDay gives", () => {
    for (let index = 0; index < 400; index++) {
      const date = new Date(Date.parse('2026-11-28T00:00:00Z') + index * 86_400_000).toISOString().slice(0, 10);
      const { kind, open, close } = openingDay(date);
      expect({ date, ...dayHours(date, { holiday: calendar.holidays.includes(date), closed: false }) }).toEqual({ date, kind, open, close });
    }
  });
});
