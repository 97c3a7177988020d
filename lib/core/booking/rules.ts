import { trial } from '@/lib/core/facts';

/*
 * The rules of the trial booking, shared by the server and the booking pages (no server code).
 *
 * - A booking holds the trial's longest length (90 min, lib/core/facts.ts) and must end by closing.
 * - Starts every 60 minutes from opening: the front desk plans by the hour, and the contact form's
 *   wishes are hourly too. Bookings overlap (11:00–12:30 and 12:00–13:30), so capacity counts
 *   half-hour units, the largest unit both 60 and 90 divide into: a store with capacity 2 never has
 *   more than 2 trials running in any half hour (lib/core/booking/seats.ts).
 * - Not within 2 hours of now (the staff prepare), and at most 30 days ahead.
 */
export const BOOKING_RULES = {
  slotStepMinutes: 60,
  unitMinutes: 30,
  durationMinutes: trial.maxMinutes,
  leadMinutes: 120,
  windowDays: 30,
  defaultCapacity: 2,
  maxCapacity: 20,
} as const;

export const BOOKING_STATES = ['booked', 'visited', 'cancelled', 'no_show'] as const;
export type BookingStateCode = (typeof BOOKING_STATES)[number];

export const BOOKING_STATE_LABELS: Record<BookingStateCode, string> = {
  booked: '予約済み',
  visited: '来店',
  cancelled: 'キャンセル',
  no_show: '無断キャンセル',
};

/** The states in which a booking holds its seats; a cancelled or missed one frees them. */
export const SEAT_HOLDING_STATES: readonly BookingStateCode[] = ['booked', 'visited'];

/** Why a slot on the grid cannot be booked; null when it can. */
export type SlotUnavailableReason = 'full' | 'blocked' | 'too-soon' | 'beyond-window';
