import holidayJp from '@holiday-jp/holiday_jp';
import { facilityTerms, hours } from '@/lib/core/facts';
import { DAY_MS } from './japan';

/*
 * When a store is open, day by day, in Japan time: the chain's hours (weekdays, and weekends and
 * public holidays: lib/core/facts.ts), Japan's public holidays (@holiday-jp/holiday_jp, the
 * Cabinet Office's calendar kept as a package), the year-end closure, and the days a store is
 * closed of its own (given by the caller). The store finder and the trial booking both read it.
 * Server code: the holiday table is too large for a page's scripts; a page gets the days it
 * needs from `openingDays` instead.
 */

/** Why a day has the hours it has, or none. */
export type DayKind = 'weekday' | 'weekend' | 'holiday' | 'year-end' | 'closed';

export interface OpeningDay {
  /** YYYY-MM-DD, a day in Japan. */
  date: string;
  kind: DayKind;
  /** HH:MM in Japan time; null when closed. */
  open: string | null;
  close: string | null;
  /** The public holiday's name (e.g. 文化の日), when it is one. */
  holiday?: string;
}

/** The public holiday's Japanese name on a YYYY-MM-DD day in Japan, or null. */
export function publicHoliday(isoDate: string): string | null {
  // By its YYYY-MM-DD key: the package's Date arguments are read in the machine's time zone.
  if (!holidayJp.isHoliday(isoDate)) return null;
  return (holidayJp.holidays as Record<string, { name: string }>)[isoDate]!.name;
}

const monthDay = (value: string) => value.split('/').map(Number) as [number, number];

/** Whether a YYYY-MM-DD day falls in the year-end closure (12/31–1/3). */
export function inYearEndClosure(isoDate: string): boolean {
  const [fromMonth, fromDay] = monthDay(facilityTerms.yearEndClosure.from);
  const [toMonth, toDay] = monthDay(facilityTerms.yearEndClosure.to);
  const month = Number(isoDate.slice(5, 7));
  const day = Number(isoDate.slice(8, 10));
  return (month === fromMonth && day >= fromDay) || (month === toMonth && day <= toDay);
}

/** The opening hours of one YYYY-MM-DD day; `closed` lists the store's own closed days. */
export function openingDay(isoDate: string, closed: ReadonlySet<string> = new Set()): OpeningDay {
  if (inYearEndClosure(isoDate)) return { date: isoDate, kind: 'year-end', open: null, close: null };
  const holiday = publicHoliday(isoDate);
  if (closed.has(isoDate)) return { date: isoDate, kind: 'closed', open: null, close: null, ...(holiday ? { holiday } : {}) };
  if (holiday) return { date: isoDate, kind: 'holiday', ...hours.weekendsAndHolidays, holiday };
  // The day of the week of a calendar date does not depend on the time zone.
  const weekday = new Date(`${isoDate}T00:00:00Z`).getUTCDay();
  if (weekday === 0 || weekday === 6) return { date: isoDate, kind: 'weekend', ...hours.weekendsAndHolidays };
  return { date: isoDate, kind: 'weekday', ...hours.weekdays };
}

/** `count` consecutive days from a YYYY-MM-DD day. */
export function openingDays(fromIsoDate: string, count: number, closed: ReadonlySet<string> = new Set()): OpeningDay[] {
  const start = Date.parse(`${fromIsoDate}T00:00:00Z`);
  return Array.from({ length: count }, (_, index) => openingDay(new Date(start + index * DAY_MS).toISOString().slice(0, 10), closed));
}
