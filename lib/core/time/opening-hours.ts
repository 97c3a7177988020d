import holidayJp from '@holiday-jp/holiday_jp';
import { DAY_MS } from './japan';
import { type DayHours, dayHours, type OpeningCalendar } from './store-hours';

/*
 * When a store is open, day by day, in Japan time: the chain's hours (weekdays, and weekends and
 * public holidays: lib/core/facts.ts), Japan's public holidays (@holiday-jp/holiday_jp, the
 * Cabinet Office's calendar kept as a package), the year-end closure, and the days a store is
 * closed of its own (given by the caller). The store finder and the trial booking both read it.
 * Server code: the holiday table is too large for a page's scripts; a page embeds the holidays of
 * the coming months instead (`openingCalendar`) and store-hours.ts, the same rules, reads them.
 */

export { inYearEndClosure, type DayKind } from './store-hours';

export interface OpeningDay extends DayHours {
  /** YYYY-MM-DD, a day in Japan. */
  date: string;
  /** The public holiday's name (e.g. 文化の日), when it is one. */
  holiday?: string;
}

/** The public holiday's Japanese name on a YYYY-MM-DD day in Japan, or null. */
export function publicHoliday(isoDate: string): string | null {
  // By its YYYY-MM-DD key: the package's Date arguments are read in the machine's time zone.
  if (!holidayJp.isHoliday(isoDate)) return null;
  return (holidayJp.holidays as Record<string, { name: string }>)[isoDate]!.name;
}

/** The opening hours of one YYYY-MM-DD day; `closed` lists the store's own closed days. */
export function openingDay(isoDate: string, closed: ReadonlySet<string> = new Set()): OpeningDay {
  const holiday = publicHoliday(isoDate);
  const day = dayHours(isoDate, { holiday: holiday !== null, closed: closed.has(isoDate) });
  return { date: isoDate, ...day, ...(holiday && day.kind !== 'year-end' ? { holiday } : {}) };
}

/** `count` consecutive days from a YYYY-MM-DD day. */
export function openingDays(fromIsoDate: string, count: number, closed: ReadonlySet<string> = new Set()): OpeningDay[] {
  const start = Date.parse(`${fromIsoDate}T00:00:00Z`);
  return Array.from({ length: count }, (_, index) => openingDay(new Date(start + index * DAY_MS).toISOString().slice(0, 10), closed));
}

/** The public holidays of `count` days from a YYYY-MM-DD day, for a page's scripts (store-hours.ts). */
export function openingCalendar(fromIsoDate: string, count: number): OpeningCalendar {
  const days = openingDays(fromIsoDate, count);
  return { from: fromIsoDate, until: days[days.length - 1]?.date ?? fromIsoDate, holidays: days.filter((day) => day.holiday).map((day) => day.date) };
}
