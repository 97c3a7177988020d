import type { OpeningDay } from '@/lib/core/time/opening-hours';
import { BOOKING_RULES } from './rules';

/*
 * The slot grid in Japan time, whatever the machine's time zone: instants are written from the
 * Japanese date and time with the +09:00 offset Japan keeps all year, never from local time.
 */

const MINUTE_MS = 60_000;

const minutesOf = (hhmm: string) => Number(hhmm.slice(0, 2)) * 60 + Number(hhmm.slice(3, 5));
const hhmmOf = (minutes: number) => `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;

/** The instant (UTC ISO) of a Japanese date and time: 2026-12-01, 11:00 → 2026-12-01T02:00:00.000Z. */
export function japanInstant(isoDate: string, hhmm: string): string {
  return new Date(`${isoDate}T${hhmm}:00+09:00`).toISOString();
}

/** An instant's Japanese date and time: 2026-12-01T02:00:00.000Z → { date: 2026-12-01, time: 11:00 }. */
export function japanDateTime(instant: string): { date: string; time: string } {
  const local = new Date(Date.parse(instant) + 9 * 60 * MINUTE_MS).toISOString();
  return { date: local.slice(0, 10), time: local.slice(11, 16) };
}

/** The start times (HH:MM) of a day's slots: every step from opening, each ending by closing. */
export function slotTimes(day: Pick<OpeningDay, 'open' | 'close'>): string[] {
  if (!day.open || !day.close) return [];
  const times: string[] = [];
  const last = minutesOf(day.close) - BOOKING_RULES.durationMinutes;
  for (let start = minutesOf(day.open); start <= last; start += BOOKING_RULES.slotStepMinutes) times.push(hhmmOf(start));
  return times;
}

/** The end of a booking that starts at `startsAt`. */
export function bookingEnd(startsAt: string): string {
  return new Date(Date.parse(startsAt) + BOOKING_RULES.durationMinutes * MINUTE_MS).toISOString();
}

/** The half-hour units (their starts, UTC ISO) from `startsAt` to `endsAt`. */
export function unitsBetween(startsAt: string, endsAt: string): string[] {
  const units: string[] = [];
  for (let at = Date.parse(startsAt); at < Date.parse(endsAt); at += BOOKING_RULES.unitMinutes * MINUTE_MS) units.push(new Date(at).toISOString());
  return units;
}

/** Whether [aStart, aEnd) and [bStart, bEnd) share a moment. */
export function overlaps(aStart: string, aEnd: string, bStart: string, bEnd: string): boolean {
  return Date.parse(aStart) < Date.parse(bEnd) && Date.parse(bStart) < Date.parse(aEnd);
}

/** A blocked slot covers one step of the grid from its start: 14:00 blocks 14:00–15:00. */
export function blockedSpan(isoDate: string, slot: string): { from: string; to: string } {
  const from = japanInstant(isoDate, slot);
  return { from, to: new Date(Date.parse(from) + BOOKING_RULES.slotStepMinutes * MINUTE_MS).toISOString() };
}
