import { facilityTerms, hours } from '@/lib/core/facts';
import { DAY_MS, japanToday } from './japan';

/*
 * A store's hours on a day and whether it is open now, in Japan time, whatever the device's time
 * zone. Free of the holiday table, so a page's scripts run it: the server gives them the public
 * holidays and the store's closed days of the coming months (an OpeningCalendar), which is enough
 * to be right after midnight, at opening and closing time, and on a page prerendered days ago.
 */

/** Why a day has the hours it has, or none. */
export type DayKind = 'weekday' | 'weekend' | 'holiday' | 'year-end' | 'closed';

export interface DayHours {
  kind: DayKind;
  /** HH:MM in Japan time; null when closed. */
  open: string | null;
  close: string | null;
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

/** The day of the week of a YYYY-MM-DD date (0 = Sunday): a calendar date's does not depend on the time zone. */
const weekdayOf = (isoDate: string) => new Date(`${isoDate}T00:00:00Z`).getUTCDay();

/** The hours of one YYYY-MM-DD day, told whether it is a public holiday and whether the store closes that day. */
export function dayHours(isoDate: string, { holiday, closed }: { holiday: boolean; closed: boolean }): DayHours {
  if (inYearEndClosure(isoDate)) return { kind: 'year-end', open: null, close: null };
  if (closed) return { kind: 'closed', open: null, close: null };
  if (holiday) return { kind: 'holiday', ...hours.weekendsAndHolidays };
  const weekday = weekdayOf(isoDate);
  if (weekday === 0 || weekday === 6) return { kind: 'weekend', ...hours.weekendsAndHolidays };
  return { kind: 'weekday', ...hours.weekdays };
}

/** The public holidays from `from` to `until` (YYYY-MM-DD, both included), as a page embeds them. */
export interface OpeningCalendar {
  from: string;
  until: string;
  holidays: string[];
}

export interface NextOpening {
  date: string;
  open: string;
  /** 1 = tomorrow. */
  inDays: number;
}

export type StoreStatus =
  | { state: 'before-opening'; open: string; close: string }
  | { state: 'open'; close: string }
  | { state: 'after-closing'; next: NextOpening | null }
  | { state: 'closed-today'; kind: DayKind; next: NextOpening | null };

const addDays = (isoDate: string, days: number) => new Date(Date.parse(`${isoDate}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);

/** How far ahead the next opening is looked for (past the longest closure, the year-end's four days). */
const NEXT_OPENING_DAYS = 14;

/**
 * Whether the store is open at `now`, from the calendar and its closed days; null when today is
 * outside the calendar (a page older than its calendar says nothing rather than something wrong).
 */
export function storeStatus(now: Date, calendar: OpeningCalendar, closedDates: readonly string[] = []): StoreStatus | null {
  const today = japanToday(now);
  if (today < calendar.from || today > calendar.until) return null;
  const hoursOn = (date: string) => dayHours(date, { holiday: calendar.holidays.includes(date), closed: closedDates.includes(date) });
  const next = (): NextOpening | null => {
    for (let inDays = 1; inDays <= NEXT_OPENING_DAYS; inDays++) {
      const date = addDays(today, inDays);
      if (date > calendar.until) return null;
      const { open } = hoursOn(date);
      if (open) return { date, open, inDays };
    }
    return null;
  };
  const day = hoursOn(today);
  if (!day.open || !day.close) return { state: 'closed-today', kind: day.kind, next: next() };
  // HH:MM in Japan; compared as text, as both sides are zero-padded.
  const time = new Date(now.getTime() + 9 * 60 * 60 * 1000).toISOString().slice(11, 16);
  if (time < day.open) return { state: 'before-opening', open: day.open, close: day.close };
  if (time < day.close) return { state: 'open', close: day.close };
  return { state: 'after-closing', next: next() };
}

const WEEKDAYS = '日月火水木金土';

function nextOpeningText({ date, open, inDays }: NextOpening): string {
  const when = inDays === 1 ? '明日' : `${Number(date.slice(5, 7))}/${Number(date.slice(8, 10))}(${WEEKDAYS[weekdayOf(date)]})`;
  return `${when} ${open}から営業`;
}

/** The status as the badge says it: the state, and when it changes next. */
export function statusText(status: StoreStatus): { label: string; detail: string | null; open: boolean } {
  switch (status.state) {
    case 'before-opening':
      return { label: `本日 ${status.open}から営業`, detail: `${status.close}まで`, open: false };
    case 'open':
      return { label: '営業中', detail: `${status.close}まで`, open: true };
    case 'after-closing':
      return { label: '本日の営業は終了', detail: status.next && nextOpeningText(status.next), open: false };
    case 'closed-today':
      return {
        label: status.kind === 'year-end' ? '本日休業（年末年始）' : '本日休業',
        detail: status.next && nextOpeningText(status.next),
        open: false,
      };
  }
}
