import 'server-only';
import { type AuditActor, recordAudit } from '@/lib/core/audit/log';
import { type Access, reachesAllContent } from '@/lib/core/auth/roles';
import type { Db } from '@/lib/core/db';
import type { BookingState, BookingTable } from '@/lib/core/db/schema';
import { uuidv7 } from '@/lib/core/db/uuid';
import { ApiError, refusedAsAbsent, unauthorized, validationError } from '@/lib/core/model/errors';
import { contentChanged } from '@/lib/core/model/revalidate';
import { tags } from '@/lib/core/model/tags';
import { dayRangeInstants } from '@/lib/core/time/day-range';
import { DAY_MS } from '@/lib/core/time/japan';
import { type BookingSettings, bookingSettings, type StoreAvailability, storeDays } from './availability';
import { type BookingContext, cancelBooking, type ChangeResult, moveBooking } from './book';
import { BOOKING_RULES, BOOKING_STATE_LABELS, BOOKING_STATES } from './rules';

/*
 * The staff's side of bookings (the admin calendar, graphql/booking-resolvers.ts): bookings of a
 * store by date, their state, moving them, blocking slots and days, and the store's capacity.
 * Owners and editors reach every store, store staff their own stores only: a read outside them
 * finds nothing, a write is refused (and the refusal audited by the API). Every change is written
 * with its audit entry in one transaction.
 */

/** Who works on bookings: their reach and who they are for the audit log. */
export interface BookingStaff {
  access: Access;
  actor: AuditActor;
}

/** The stores an account reaches (null: every store). */
export const bookingScope = (access: Access): readonly string[] | null => (reachesAllContent(access) ? null : access.storeIds);
const reaches = (staff: BookingStaff, storeId: string) => {
  const scope = bookingScope(staff.access);
  return !scope || scope.includes(storeId);
};

function requireStore(staff: BookingStaff, storeId: string, field: string): void {
  if (!reaches(staff, storeId)) throw unauthorized('Mutation', field);
}

export const bookingNotFound = () => new ApiError('体験予約が見つかりません。', 'NotFound');

const MAX_RANGE_DAYS = 62;

export interface BookingRange {
  storeId: string;
  /** YYYY-MM-DD in Japan, both included. */
  from: string;
  to: string;
}

/** The bookings of one store whose trial starts in the range, every state, by start time. */
export async function listBookings(db: Db, range: BookingRange, staff: BookingStaff): Promise<BookingTable[]> {
  if (!reaches(staff, range.storeId)) return [];
  const { since, until } = dayRangeInstants(range);
  if (!since || !until) throw validationError('期間（from と to）を指定してください。', 'from');
  if (Date.parse(until) - Date.parse(since) > MAX_RANGE_DAYS * DAY_MS) throw validationError(`期間は${MAX_RANGE_DAYS}日以内で指定してください。`, 'to');
  return db.kysely.selectFrom('booking').selectAll().where('storeId', '=', range.storeId).where('startsAt', '>=', since).where('startsAt', '<', until).orderBy('startsAt').orderBy('id').execute();
}

const MAX_CALENDAR_DAYS = 31;

/**
 * The calendar's slots of a store from one day to another (both included, past days too): each
 * with its free seats and whether it is blocked, full or past booking; null outside the account's
 * stores. Unlike bookingAvailability it answers for a store that is unpublished or takes no bookings.
 */
export async function bookingCalendar(db: Db, range: BookingRange, staff: BookingStaff, now: Date = new Date()): Promise<StoreAvailability | null> {
  if (!reaches(staff, range.storeId)) return null;
  const { since, until } = dayRangeInstants(range);
  if (!since || !until) throw validationError('期間（from と to）を指定してください。', 'from');
  const days = Math.round((Date.parse(until) - Date.parse(since)) / DAY_MS);
  if (days > MAX_CALENDAR_DAYS) throw validationError(`期間は${MAX_CALENDAR_DAYS}日以内で指定してください。`, 'to');
  return storeDays(db, range.storeId, range.from, days, now);
}

/** One booking, if the account reaches its store. */
export async function getBooking(db: Db, id: string, staff: BookingStaff): Promise<BookingTable | null> {
  const row = await db.kysely.selectFrom('booking').selectAll().where('id', '=', id).executeTakeFirst();
  return row && reaches(staff, row.storeId) ? row : null;
}

/** A booking of the account's stores; another store's answers as an unknown id does (and is audited as refused). */
async function reachableBooking(db: Db, id: string, staff: BookingStaff): Promise<BookingTable> {
  const row = await db.kysely.selectFrom('booking').selectAll().where('id', '=', id).executeTakeFirst();
  if (!row) throw bookingNotFound();
  if (!reaches(staff, row.storeId)) throw refusedAsAbsent(bookingNotFound());
  return row;
}

/** The changes staff may make: from 予約済み to any state, and 来店 ↔ 無断キャンセル to correct a mistake. */
function allowed(from: BookingState, to: BookingState): boolean {
  if (from === 'booked') return to !== 'booked';
  return (from === 'visited' && to === 'no_show') || (from === 'no_show' && to === 'visited');
}

const answer = (result: ChangeResult) => {
  if (!result.ok) throw new ApiError(result.message, result.reason === 'not-found' ? 'NotFound' : 'BookingConflict', { reason: result.reason });
};

/**
 * Sets a booking's state. Cancelling frees its seats and mails the visitor and the store (as the
 * visitor's own cancel link does); a no-show frees its seats without a mail.
 */
export async function setBookingState(ctx: BookingContext, id: string, state: string, staff: BookingStaff): Promise<BookingTable> {
  if (!(BOOKING_STATES as readonly string[]).includes(state)) throw validationError('状態の指定が正しくありません。', 'state');
  const to = state as BookingState;
  const before = await reachableBooking(ctx.db, id, staff);
  if (before.state === to) return before;
  if (!allowed(before.state, to)) throw validationError(`「${BOOKING_STATE_LABELS[before.state]}」の予約を「${BOOKING_STATE_LABELS[to]}」にはできません。`, 'state');
  const audit = { action: 'booking-state' as const, actor: staff.actor, entity: 'Booking', entityId: id, summary: BOOKING_STATE_LABELS[to], changes: { state: { before: before.state, after: to } }, at: ctx.now };
  if (before.state === 'booked' && (to === 'cancelled' || to === 'no_show')) {
    answer(await cancelBooking(ctx, id, { state: to, notify: to === 'cancelled', inTrx: (trx) => recordAudit(trx, audit) }));
  } else {
    const at = (ctx.now ?? new Date()).toISOString();
    await ctx.db.kysely.transaction().execute(async (trx) => {
      const updated = await trx.updateTable('booking').set({ state: to, updatedAt: at }).where('id', '=', id).where('state', '=', before.state).executeTakeFirst();
      if (Number(updated.numUpdatedRows) !== 1) throw new ApiError('ほかの操作で予約が変更されました。画面を更新してください。', 'DynamoDB:ConditionalCheckFailedException');
      await recordAudit(trx, audit);
    });
  }
  return (await getBooking(ctx.db, id, staff)) as BookingTable;
}

/** Moves a booking to another free slot of its store, as the visitor's move link does, and mails both. */
export async function moveBookingAsStaff(ctx: BookingContext, id: string, startsAt: string, staff: BookingStaff): Promise<BookingTable> {
  const before = await reachableBooking(ctx.db, id, staff);
  answer(
    await moveBooking(ctx, id, startsAt, {
      inTrx: (trx) => recordAudit(trx, { action: 'booking-move', actor: staff.actor, entity: 'Booking', entityId: id, changes: { startsAt: { before: before.startsAt, after: new Date(startsAt).toISOString() } }, at: ctx.now }),
    }),
  );
  return (await getBooking(ctx.db, id, staff)) as BookingTable;
}

/** Bookings staff may cancel in one go (a pile-up a script left: lib/core/booking/limits.ts). */
export const MAX_BULK_CANCEL = 200;

/**
 * Cancels several bookings of the account's stores, each as a cancel from the calendar is: its
 * seats freed, its audit entry, and a cancellation mail to its visitor (none to the store, whose
 * staff did it). Every id is checked before any is cancelled; one outside the account's stores, or
 * unknown, refuses the whole call. Bookings that are no longer booked are left as they are.
 */
export async function cancelBookings(ctx: BookingContext, ids: readonly string[], staff: BookingStaff): Promise<BookingTable[]> {
  const unique = [...new Set(ids)];
  if (unique.length === 0) throw validationError('キャンセルする予約を選んでください。', 'ids');
  if (unique.length > MAX_BULK_CANCEL) throw validationError(`一度にキャンセルできるのは${MAX_BULK_CANCEL}件までです。`, 'ids');
  const rows = [];
  for (const id of unique) rows.push(await reachableBooking(ctx.db, id, staff));
  for (const row of rows.filter((candidate) => candidate.state === 'booked')) {
    const audit = { action: 'booking-state' as const, actor: staff.actor, entity: 'Booking', entityId: row.id, summary: `${BOOKING_STATE_LABELS.cancelled}（一括）`, changes: { state: { before: row.state, after: 'cancelled' } }, at: ctx.now };
    const result = await cancelBooking(ctx, row.id, { notify: 'visitor', inTrx: (trx) => recordAudit(trx, audit) });
    // Cancelled meanwhile by its visitor or another account: nothing left to do.
    if (!result.ok && result.reason !== 'not-found') answer(result);
  }
  return Promise.all(unique.map(async (id) => (await getBooking(ctx.db, id, staff)) as BookingTable));
}

/** How many bookings from one contact or one network, made in PILE_UP.windowMs, make staff look. */
export const PILE_UP = { atLeast: 3, windowMs: 7 * DAY_MS } as const;

export interface BookingPileUp {
  /** contact: one e-mail or phone; network: one IPv4 /24 or IPv6 /48 (lib/core/booking/limits.ts). */
  kind: 'contact' | 'network';
  bookings: BookingTable[];
}

/**
 * The store's bookings made in the last week that share an e-mail, a phone or a network, when
 * there are PILE_UP.atLeast of them: what one client booking in bulk leaves, for staff to look at
 * and cancel at once. Bookings are grouped by the signed keys they keep, never by what they say.
 */
export async function bookingPileUps(db: Db, storeId: string, staff: BookingStaff, now: Date = new Date()): Promise<BookingPileUp[]> {
  if (!reaches(staff, storeId)) return [];
  const rows = await db.kysely
    .selectFrom('booking')
    .selectAll()
    .where('storeId', '=', storeId)
    .where('createdAt', '>', new Date(now.getTime() - PILE_UP.windowMs).toISOString())
    .where('anonymizedAt', 'is', null)
    .orderBy('startsAt')
    .execute();
  const groups = new Map<string, BookingPileUp>();
  for (const row of rows) {
    for (const [kind, key] of [['contact', row.emailKey], ['contact', row.phoneKey], ['network', row.networkKey]] as const) {
      if (!key) continue;
      const group = groups.get(`${kind}:${key}`) ?? { kind, bookings: [] };
      group.bookings.push(row);
      groups.set(`${kind}:${key}`, group);
    }
  }
  // One client with one e-mail and one phone is one pile, not two.
  const seen = new Set<string>();
  return [...groups.values()]
    .filter((group) => group.bookings.length >= PILE_UP.atLeast)
    .filter((group) => {
      const ids = `${group.kind}:${group.bookings.map((booking) => booking.id).join(',')}`;
      if (seen.has(ids)) return false;
      seen.add(ids);
      return true;
    })
    .sort((a, b) => b.bookings.length - a.bookings.length);
}

export interface BlockInput {
  storeId: string;
  /** YYYY-MM-DD in Japan. */
  date: string;
  /** HH:MM of the slot (Japan time), or null/'' for the whole day (the store is then closed). */
  slot?: string | null;
  note?: string | null;
}

function checkBlock(input: BlockInput): { date: string; slot: string } {
  dayRangeInstants({ from: input.date });
  if (!input.date) throw validationError('日付を指定してください。', 'date');
  const slot = input.slot ?? '';
  if (slot !== '' && !/^(?:[01]\d|2[0-3]):[0-5]\d$/.test(slot)) throw validationError('時刻は HH:MM の形式で指定してください。', 'slot');
  return { date: input.date, slot };
}

export interface BookingBlock {
  id: string;
  storeId: string;
  date: string;
  /** HH:MM, or null for the whole day. */
  slot: string | null;
  note: string | null;
  createdBy: string | null;
  createdAt: string;
}

const blockOf = (row: { id: string; storeId: string; date: string; slot: string; note: string | null; createdBy: string | null; createdAt: string }): BookingBlock => ({ ...row, slot: row.slot || null });

/**
 * Blocks a slot or a whole day of a store: no booking is offered there. Bookings already made
 * stay; the calendar shows them with the block. Blocking twice keeps the first block.
 */
export async function blockSlot(db: Db, input: BlockInput, staff: BookingStaff, now: Date = new Date()): Promise<BookingBlock> {
  requireStore(staff, input.storeId, 'blockBookingSlot');
  const { date, slot } = checkBlock(input);
  const at = now.toISOString();
  const note = input.note?.trim().slice(0, 200) || null;
  let changedDays = false;
  await db.kysely.transaction().execute(async (trx) => {
    const inserted = await trx
      .insertInto('booking_block')
      .values({ id: uuidv7(), storeId: input.storeId, date, slot, note, createdBy: staff.actor.email, createdAt: at, updatedAt: at })
      .onConflict((oc) => oc.columns(['storeId', 'date', 'slot']).doNothing())
      .executeTakeFirst();
    if (Number(inserted.numInsertedOrUpdatedRows ?? 0) === 1) {
      changedDays = slot === '';
      await recordAudit(trx, { action: 'booking-block', actor: staff.actor, entity: 'BookingBlock', entityId: input.storeId, summary: `${date} ${slot || '終日'}${note ? `（${note}）` : ''}`, at: now });
    }
  });
  // A closed day shows on the store's pages (their opening status).
  if (changedDays) contentChanged([tags.storeClosures]);
  const row = await db.kysely.selectFrom('booking_block').selectAll().where('storeId', '=', input.storeId).where('date', '=', date).where('slot', '=', slot).executeTakeFirstOrThrow();
  return blockOf(row);
}

/** Lifts a block; answers whether there was one. */
export async function unblockSlot(db: Db, input: BlockInput, staff: BookingStaff, now: Date = new Date()): Promise<boolean> {
  requireStore(staff, input.storeId, 'unblockBookingSlot');
  const { date, slot } = checkBlock(input);
  const lifted = await db.kysely.transaction().execute(async (trx) => {
    const deleted = await trx.deleteFrom('booking_block').where('storeId', '=', input.storeId).where('date', '=', date).where('slot', '=', slot).executeTakeFirst();
    if (Number(deleted.numDeletedRows) === 0) return false;
    await recordAudit(trx, { action: 'booking-unblock', actor: staff.actor, entity: 'BookingBlock', entityId: input.storeId, summary: `${date} ${slot || '終日'}`, at: now });
    return true;
  });
  if (lifted && slot === '') contentChanged([tags.storeClosures]);
  return lifted;
}

/** The blocks of a store in a range of days (both included). */
export async function listBlocks(db: Db, range: BookingRange, staff: BookingStaff): Promise<BookingBlock[]> {
  if (!reaches(staff, range.storeId)) return [];
  dayRangeInstants(range);
  const rows = await db.kysely.selectFrom('booking_block').selectAll().where('storeId', '=', range.storeId).where('date', '>=', range.from).where('date', '<=', range.to).orderBy('date').orderBy('slot').execute();
  return rows.map(blockOf);
}

export interface SettingsInput {
  storeId: string;
  capacity?: number | null;
  enabled?: boolean | null;
  /** '' or null: the store's copies go to the company's address. */
  email?: string | null;
}

const EMAIL = /^[^\s@<>()[\]\\,;:"]+@[^\s@<>()[\]\\,;:"]+\.[^\s@<>()[\]\\,;:".]+$/;

/** Reads a store's booking settings, if the account reaches it. */
export async function getBookingSettings(db: Db, storeId: string, staff: BookingStaff): Promise<BookingSettings | null> {
  return reaches(staff, storeId) ? bookingSettings(db.kysely, storeId) : null;
}

/**
 * Sets a store's capacity (1 to 20 trials at once), whether it takes bookings, and the address of
 * its copies; what is not given stays. Lowering the capacity keeps the bookings already made.
 */
export async function setBookingSettings(db: Db, input: SettingsInput, staff: BookingStaff, now: Date = new Date()): Promise<BookingSettings> {
  requireStore(staff, input.storeId, 'setBookingSettings');
  const store = await db.kysely.selectFrom('store').select('id').where('id', '=', input.storeId).executeTakeFirst();
  if (!store) throw validationError('指定された店舗が見つかりません。', 'storeId');
  const before = await bookingSettings(db.kysely, input.storeId);
  const capacity = input.capacity ?? before.capacity;
  if (!Number.isInteger(capacity) || capacity < 1 || capacity > BOOKING_RULES.maxCapacity) throw validationError(`同時に受け付ける人数は1〜${BOOKING_RULES.maxCapacity}で指定してください。`, 'capacity');
  const email = input.email === undefined ? before.email : input.email?.trim() || null;
  if (email && (!EMAIL.test(email) || email.length > 254)) throw validationError('メールアドレスの形式が正しくありません。', 'email');
  const after: BookingSettings = { storeId: input.storeId, capacity, enabled: input.enabled ?? before.enabled, email };
  const at = now.toISOString();
  await db.kysely.transaction().execute(async (trx) => {
    await trx
      .insertInto('booking_setting')
      .values({ id: uuidv7(), storeId: after.storeId, capacity, enabled: after.enabled ? 1 : 0, email, createdAt: at, updatedAt: at })
      .onConflict((oc) => oc.column('storeId').doUpdateSet({ capacity, enabled: after.enabled ? 1 : 0, email, updatedAt: at }))
      .execute();
    const changes = Object.fromEntries(
      (['capacity', 'enabled', 'email'] as const).filter((key) => before[key] !== after[key]).map((key) => [key, { before: before[key], after: after[key] }]),
    );
    if (Object.keys(changes).length > 0) await recordAudit(trx, { action: 'booking-settings', actor: staff.actor, entity: 'BookingSetting', entityId: input.storeId, changes, at: now });
  });
  return after;
}
