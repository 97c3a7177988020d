import { isIsoDate } from '@/lib/core/iso-date';
import { japanToday } from '@/lib/core/time/japan';
import { NO_TIME, UNSPECIFIED } from './choices';

/*
 * The date of a wish. Its selects offer the spec's lists (days 1 to 31 in every month), so a
 * wish may name a day that does not exist or has passed; these rules say which, in Japan time,
 * for the form, the schema and the mails alike. Free of server code, so the browser may use it.
 */

/** A wish's year, month and day as its selects hold them: digits without leading zeros, '' until chosen. */
export interface WishDay {
  year: string;
  month: string;
  day: string;
}

export type WishDayProblem = 'impossible' | 'past';

const WEEKDAYS = '日月火水木金土';

// Any leap year: which days a month can have while the year is not chosen yet.
const LEAP_YEAR = '2000';

// How long after midnight the server still accepts yesterday: a visitor who chose today just
// before midnight, or whose clock is a little behind, is not turned back on sending.
const MIDNIGHT_GRACE_MS = 60 * 60 * 1000;

/** 2026-12-05 for a wish whose year, month and day are chosen; null until all three are. */
export function wishIsoDate({ year, month, day }: WishDay): string | null {
  if (!year || !month || !day) return null;
  return `${year.padStart(4, '0')}-${month.padStart(2, '0')}-${day.padStart(2, '0')}`;
}

/** Why a complete wish's date cannot be chosen: no such day, or a day before `earliest` (YYYY-MM-DD). */
export function wishDayProblem(wish: WishDay, earliest: string): WishDayProblem | null {
  const date = wishIsoDate(wish);
  if (!date) return null;
  if (!isIsoDate(date)) return 'impossible';
  return date < earliest ? 'past' : null;
}

/**
 * Whether the day select offers `wish.day` for the year and month chosen so far: not a day the
 * month never has, nor one before `today`. Without a month every day is offered.
 */
export function isDayOffered(wish: WishDay, today: string | null): boolean {
  if (!wish.month) return true;
  return wishDayProblem({ ...wish, year: wish.year || LEAP_YEAR }, wish.year && today ? today : '') === null;
}

/** Whether the month select offers `month` in `year`: not a month that is over. */
export function isMonthOffered(year: string, month: string, today: string | null): boolean {
  if (!year || !today) return true;
  return `${year.padStart(4, '0')}-${month.padStart(2, '0')}` >= today.slice(0, 7);
}

/** 金 for a complete wish on a real day; null otherwise. */
export function wishWeekday(wish: WishDay): string | null {
  const date = wishIsoDate(wish);
  if (!date || !isIsoDate(date)) return null;
  return WEEKDAYS.charAt(new Date(`${date}T00:00:00Z`).getUTCDay());
}

/** The first day a wish may name by the server's clock: today in Japan, or yesterday in the first hour after midnight. */
export function earliestWishDayOnServer(now: Date): string {
  return japanToday(new Date(now.getTime() - MIDNIGHT_GRACE_MS));
}

/** 第1希望: 2026年12月1日（火） 14:00〜, or 未指定 when the year, month, day or time is missing. */
export function formatWish(wish: WishDay & { time: string }, index: number): string {
  const complete = wish.year && wish.month && wish.day && wish.time;
  const weekday = wishWeekday(wish);
  const when = complete
    ? `${wish.year}年${wish.month}月${wish.day}日${weekday ? `（${weekday}）` : ''} ${wish.time === NO_TIME ? '時間指定なし' : wish.time}`
    : UNSPECIFIED;
  return `第${index + 1}希望: ${when}`;
}
