import type { DayAvailability, StoreAvailability } from './availability';
import { japanDateTime } from './slots';

/*
 * What the booking pages show of a store's availability: each day as a button or as the reason it
 * is none (休業, 満席, 受付終了), each time with its seats when few. Made on the server from
 * storeAvailability, so every date and time is Japan time whatever the visitor's device says, and
 * the page gets only what it shows.
 */

const WEEKDAYS = ['日', '月', '火', '水', '木', '金', '土'] as const;

/** Seats left are shown from this many down (and never for a store's full capacity). */
export const FEW_SEATS = 2;

export interface TimeChoice {
  /** HH:MM〜HH:MM, Japan time. */
  label: string;
  startsAt: string;
  /** Seats left when few (残り1席), else null. */
  seatsLeft: number | null;
  /** False when full: shown as 満席, never offered. */
  open: boolean;
}

export type DayStatus = 'open' | 'closed' | 'full' | 'over';

export interface DayChoice {
  date: string;
  /** 12月1日 */
  label: string;
  /** 火 */
  weekday: string;
  weekend: 'sat' | 'sun' | null;
  /** The public holiday's name, e.g. 勤労感謝の日. */
  holiday: string | null;
  /** open: has a free time; closed: 休業 (holiday closure, year-end, a closed day); full: 満席; over: 受付終了 (no time left today). */
  status: DayStatus;
  /** 休業, 年末年始休業, 満席, 受付終了; '' when open. */
  note: string;
  times: TimeChoice[];
}

function dayLabel(date: string): { label: string; weekday: string; weekend: DayChoice['weekend'] } {
  const [, month, day] = date.split('-').map(Number);
  const index = new Date(`${date}T00:00:00Z`).getUTCDay();
  return { label: `${month}月${day}日`, weekday: WEEKDAYS[index] ?? '', weekend: index === 6 ? 'sat' : index === 0 ? 'sun' : null };
}

function timeChoices(day: DayAvailability, capacity: number): TimeChoice[] {
  // Times past the lead time, blocked or beyond the window are left out; full ones show as 満席.
  return day.slots
    .filter((slot) => slot.available || slot.reason === 'full')
    .map((slot) => ({
      label: `${slot.time}〜${japanDateTime(slot.endsAt).time}`,
      startsAt: slot.startsAt,
      seatsLeft: slot.available && slot.free <= FEW_SEATS && slot.free < capacity ? slot.free : null,
      open: slot.available,
    }));
}

function dayStatus(day: DayAvailability, times: readonly TimeChoice[]): { status: DayStatus; note: string } {
  if (day.kind === 'year-end') return { status: 'closed', note: '年末年始休業' };
  if (day.kind === 'closed' || !day.open) return { status: 'closed', note: '休業' };
  if (times.some((time) => time.open)) return { status: 'open', note: '' };
  if (times.length > 0) return { status: 'full', note: '満席' };
  // Open, but no time is left today (lead time), or staff blocked every time.
  return day.slots.some((slot) => slot.reason === 'too-soon') ? { status: 'over', note: '受付終了' } : { status: 'full', note: '満席' };
}

/** The days of a store's availability as the booking pages list them. */
export function dayChoices(availability: Pick<StoreAvailability, 'capacity' | 'days'>): DayChoice[] {
  return availability.days.map((day) => {
    const times = timeChoices(day, availability.capacity);
    return { date: day.date, ...dayLabel(day.date), holiday: day.holiday, ...dayStatus(day, times), times };
  });
}

/** 12月1日（火） */
export const dayText = (day: Pick<DayChoice, 'label' | 'weekday'>): string => `${day.label}（${day.weekday}）`;
