import 'server-only';
import type { Kysely, Transaction } from 'kysely';
import type { Db } from '@/lib/core/db';
import type { Database } from '@/lib/core/db/schema';
import { isIsoDate } from '@/lib/core/iso-date';
import { validationError } from '@/lib/core/model/errors';
import { addDays, DAY_MS, japanToday } from '@/lib/core/time/japan';
import { type DayKind, openingDays } from '@/lib/core/time/opening-hours';
import { BOOKING_RULES, type SlotUnavailableReason } from './rules';
import { blockedSpan, bookingEnd, japanDateTime, japanInstant, overlaps, slotTimes, unitsBetween } from './slots';

/*
 * Which slots of a store can be booked, day by day in Japan time: its opening hours (public
 * holidays, the year-end closure and the days staff closed it), the blocks staff set, its
 * capacity, the seats active bookings hold, the lead time and the booking window.
 */

type Executor = Kysely<Database> | Transaction<Database>;

export interface BookingSettings {
  storeId: string;
  capacity: number;
  enabled: boolean;
  /** Where the store's copy of each booking mail goes; null: the company's address. */
  email: string | null;
}

/** A store's booking settings; the defaults (capacity 2, enabled) until staff set them. */
export async function bookingSettings(db: Executor, storeId: string): Promise<BookingSettings> {
  const row = await db.selectFrom('booking_setting').select(['capacity', 'enabled', 'email']).where('storeId', '=', storeId).executeTakeFirst();
  return { storeId, capacity: row?.capacity ?? BOOKING_RULES.defaultCapacity, enabled: row ? row.enabled === 1 : true, email: row?.email ?? null };
}

/**
 * The days (YYYY-MM-DD, Japan) from `fromIsoDate` to `toIsoDate`, both included, that staff closed
 * the store for (a whole-day block). The store finder reads them as the store's own closed days
 * (lib/core/time/opening-hours.ts `openingDay(date, closed)`).
 */
export async function storeClosedDates(db: Db | Executor, storeId: string, fromIsoDate: string, toIsoDate: string): Promise<Set<string>> {
  const rows = await closedDays('kysely' in db ? db.kysely : db, fromIsoDate, toIsoDate, storeId);
  return new Set(rows.map((row) => row.date));
}

/** Every store's closed days (whole-day blocks) from `fromIsoDate` to `toIsoDate`, by store id; stores without any are absent. */
export async function closedDatesByStore(db: Db, fromIsoDate: string, toIsoDate: string): Promise<Record<string, string[]>> {
  const byStore: Record<string, string[]> = {};
  for (const row of await closedDays(db.kysely, fromIsoDate, toIsoDate)) (byStore[row.storeId] ??= []).push(row.date);
  return byStore;
}

/** The whole-day blocks from `fromIsoDate` to `toIsoDate`, both included, of one store or of all, in date order. */
function closedDays(db: Executor, fromIsoDate: string, toIsoDate: string, storeId?: string) {
  let query = db.selectFrom('booking_block').select(['storeId', 'date']).where('slot', '=', '').where('date', '>=', fromIsoDate).where('date', '<=', toIsoDate);
  if (storeId !== undefined) query = query.where('storeId', '=', storeId);
  return query.orderBy('date').execute();
}

export interface SlotAvailability {
  /** HH:MM, Japan time. */
  time: string;
  startsAt: string;
  endsAt: string;
  /** Seats left: the fewest free in any half hour the booking would cover. */
  free: number;
  available: boolean;
  reason: SlotUnavailableReason | null;
}

export interface DayAvailability {
  date: string;
  kind: DayKind;
  holiday: string | null;
  open: string | null;
  close: string | null;
  slots: SlotAvailability[];
}

export interface StoreAvailability {
  storeId: string;
  capacity: number;
  days: DayAvailability[];
}

export interface AvailabilityOptions {
  /** The first day (YYYY-MM-DD, Japan); today by default, never before today. */
  from?: string | null;
  /** How many days; up to the end of the booking window. */
  days?: number | null;
  now?: Date;
}

/** Seats taken per half-hour unit (UTC ISO start) from `since` to `until`. */
export async function takenSeats(db: Executor, storeId: string, since: string, until: string): Promise<Map<string, Set<number>>> {
  const rows = await db
    .selectFrom('booking_seat')
    .select(['unitStart', 'seat'])
    .where('storeId', '=', storeId)
    .where('unitStart', '>=', since)
    .where('unitStart', '<', until)
    .execute();
  const taken = new Map<string, Set<number>>();
  for (const row of rows) {
    const seats = taken.get(row.unitStart) ?? new Set<number>();
    seats.add(row.seat);
    taken.set(row.unitStart, seats);
  }
  return taken;
}

/** Seats free for a booking over these units: of seats 1 to capacity, the fewest free in any unit. */
export function freeSeats(units: readonly string[], taken: ReadonlyMap<string, ReadonlySet<number>>, capacity: number): number {
  let free = capacity;
  for (const unit of units) {
    const used = [...(taken.get(unit) ?? [])].filter((seat) => seat <= capacity).length;
    free = Math.min(free, capacity - used);
  }
  return Math.max(0, free);
}

/** The last day that can be booked (Japan): today plus the booking window. */
export const lastBookableDay = (now: Date) => addDays(japanToday(now), BOOKING_RULES.windowDays);

/** Why a start cannot be booked at `now` by time alone (lead time, window), or null. */
export function timingProblem(startsAt: string, now: Date): 'too-soon' | 'beyond-window' | null {
  if (Date.parse(startsAt) < now.getTime() + BOOKING_RULES.leadMinutes * 60_000) return 'too-soon';
  if (japanDateTime(startsAt).date > lastBookableDay(now)) return 'beyond-window';
  return null;
}

/**
 * Refuses, as the caller's fault (ValidationError), a first day that is not a date written
 * YYYY-MM-DD and a number of days under 1. Neither reaches date arithmetic, which would throw on
 * it; how far the days reach is bounded by the booking window (storeAvailability).
 */
export function checkAvailabilityOptions(options: Pick<AvailabilityOptions, 'from' | 'days'>): void {
  if (options.from != null && !(typeof options.from === 'string' && isIsoDate(options.from))) {
    throw validationError('from は YYYY-MM-DD の形式で、実在する日付を指定してください。', 'from');
  }
  if (options.days != null && !(Number.isInteger(options.days) && options.days >= 1)) throw validationError('days は1以上の整数で指定してください。', 'days');
}

/**
 * The slots of a store day by day, each with its free seats and, when it cannot be booked, why:
 * from `from` (never before today) to the end of the booking window at most, whatever `days`
 * asks. Answers for the store as it is; whether it is published and takes bookings is the
 * caller's question (bookableStore in book.ts).
 */
export async function storeAvailability(db: Db, storeId: string, options: AvailabilityOptions = {}): Promise<StoreAvailability> {
  checkAvailabilityOptions(options);
  const now = options.now ?? new Date();
  const today = japanToday(now);
  const first = options.from && options.from > today ? options.from : today;
  const last = lastBookableDay(now);
  const count = Math.max(0, Math.min(options.days ?? BOOKING_RULES.windowDays + 1, Math.round((Date.parse(last) - Date.parse(first)) / DAY_MS) + 1));
  return storeDays(db, storeId, first, count, now);
}

/**
 * The slots of `count` days of a store from `first` (YYYY-MM-DD, Japan), past and beyond the
 * window alike: the staff's calendar reads them, storeAvailability the days a visitor may book.
 */
export async function storeDays(db: Db, storeId: string, first: string, count: number, now: Date = new Date()): Promise<StoreAvailability> {
  const settings = await bookingSettings(db.kysely, storeId);
  if (count <= 0) return { storeId, capacity: settings.capacity, days: [] };
  const lastDay = addDays(first, count - 1);
  const closed = await storeClosedDates(db, storeId, first, lastDay);
  const blocks = await db.kysely
    .selectFrom('booking_block')
    .select(['date', 'slot'])
    .where('storeId', '=', storeId)
    .where('slot', '!=', '')
    .where('date', '>=', first)
    .where('date', '<=', lastDay)
    .execute();
  const spans = blocks.map((block) => blockedSpan(block.date, block.slot));
  const taken = await takenSeats(db.kysely, storeId, japanInstant(first, '00:00'), japanInstant(addDays(lastDay, 1), '00:00'));
  const days = openingDays(first, count, closed).map((day): DayAvailability => ({
    date: day.date,
    kind: day.kind,
    holiday: day.holiday ?? null,
    open: day.open,
    close: day.close,
    slots: slotTimes(day).map((time) => {
      const startsAt = japanInstant(day.date, time);
      const endsAt = bookingEnd(startsAt);
      const free = freeSeats(unitsBetween(startsAt, endsAt), taken, settings.capacity);
      const reason: SlotUnavailableReason | null = spans.some((span) => overlaps(startsAt, endsAt, span.from, span.to))
        ? 'blocked'
        : (timingProblem(startsAt, now) ?? (free === 0 ? 'full' : null));
      return { time, startsAt, endsAt, free, available: reason === null, reason };
    }),
  }));
  return { storeId, capacity: settings.capacity, days };
}
