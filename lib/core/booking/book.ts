import 'server-only';
import type { Transaction } from 'kysely';
import { z } from 'zod';
import { getAuthSecret, getConfig } from '@/lib/core/config';
import type { Db } from '@/lib/core/db';
import type { BookingTable, Database } from '@/lib/core/db/schema';
import { UUID_PATTERN, uuidv7 } from '@/lib/core/db/uuid';
import { queueMails } from '@/lib/core/mail/outbox';
import { acceptAnswer, type Challenge, newChallenge } from '@/lib/core/security/challenge';
import type { FieldErrors } from '@/lib/core/visitor/fields';
import { fieldErrorsOf, matchingEmails, personFields } from '@/lib/core/visitor/schema';
import { bookingSettings, storeAvailability } from './availability';
import { bookingKeys, needsChallenge, takeBookingSlots, takeChangeSlot } from './limits';
import { type BookingLinks, type BookingMailKind, bookingMails, bookingWhen, type StoreForMail } from './mail';
import { queueStoreMail } from './store-mail';
import { boundLockWaits, claimSeats, isBusy, releaseSeats, SlotTaken } from './seats';
import { bookingEnd, japanDateTime, unitsBetween } from './slots';
import { signBookingToken } from './token';

/*
 * Booking a trial, and the two changes a visitor makes by the links of the mail (manage.ts) or
 * staff make in the admin (admin.ts): moving and cancelling. The booking, its seats and its mails
 * are written in one transaction, so no booking is kept without its seats and mails, nor a seat
 * without its booking. The results are typed, with messages the booking page shows as they are.
 */

export type BookingRow = BookingTable;

/** What the booking pages show of a booking. */
export interface BookingSummary {
  id: string;
  storeId: string;
  storeName: string;
  startsAt: string;
  endsAt: string;
  /** 2026年12月1日（火）11:00〜12:30 */
  when: string;
  state: BookingTable['state'];
}

export type BookingFailure = 'store-unavailable' | 'slot-unavailable' | 'slot-taken' | 'busy' | 'rate-limited' | 'contact-limit' | 'change-limit' | 'not-found';

export const BOOKING_MESSAGES: Record<BookingFailure, string> = {
  'store-unavailable': 'この店舗では、現在ホームページからのご予約を受け付けていません。お問い合わせフォームからご相談ください。',
  'slot-unavailable': 'この日時はご予約いただけません。別の日時をお選びください。',
  'slot-taken': '申し訳ありません。この日時はたったいま満席になりました。別の日時をお選びください。',
  busy: 'ただいま混み合っています。少し時間をおいて、もう一度お試しください。',
  'rate-limited': '短い時間に多くのお申し込みがありました。しばらくしてから、もう一度お試しください。',
  'contact-limit': 'このメールアドレスまたは電話番号で、すでに体験のご予約をお受けしています。日時の変更は、予約確認メールのリンクからお手続きください。',
  'change-limit': 'このご予約は、本日これ以上変更できません。ご都合がつかない場合は、キャンセルのうえ店舗へお電話ください。',
  'not-found': 'ご予約が見つかりません。すでにキャンセルされたか、開始時刻を過ぎています。',
};

/** What the booking page says while the browser solves the challenge (lib/core/security/challenge.ts). */
export const CHALLENGE_MESSAGE = '送信内容を確認しています。数秒で完了しますので、そのままお待ちください。';

export type BookResult =
  | { ok: true; booking: BookingSummary }
  | { ok: false; reason: 'invalid'; fieldErrors: FieldErrors }
  /** The browser solves `challenge` and sends the booking again with the answer. */
  | { ok: false; reason: 'challenge'; message: string; challenge: Challenge }
  | { ok: false; reason: BookingFailure; message: string };

export const failure = (reason: BookingFailure) => ({ ok: false as const, reason, message: BOOKING_MESSAGES[reason] });

/** Where and with what the booking functions work; the configuration's values by default. */
export interface BookingContext {
  db: Db;
  now?: Date;
  /** Signs the cancel and move links; the session secret by default. */
  secret?: string;
  siteUrl?: string;
  /** Receives the store's copy when the store has no address of its own; COMPANY_EMAIL by default. */
  companyEmail?: string;
  /**
   * The visitor's address: with it, a booking or a change by link counts against the limits of
   * lib/core/booking/limits.ts. The booking pages' actions always give it; staff and tests need not.
   */
  ip?: string;
}

/** The visitor's fields, with the same validation and Japanese normalisation as the enquiry forms (lib/core/visitor/schema.ts). */
export const bookingSchema = matchingEmails(z.object({ ...personFields, storeId: z.string().regex(UUID_PATTERN), startsAt: z.iso.datetime({ offset: true }) }));
export type BookingInput = z.input<typeof bookingSchema>;

/** The links of a booking's visitor mail (routes /booking/cancel and /booking/move, `?token=`, masked in every log). */
export function bookingLinks(ctx: Pick<BookingContext, 'secret' | 'siteUrl'>, booking: Pick<BookingTable, 'id' | 'sequence'>): BookingLinks {
  const secret = ctx.secret ?? getAuthSecret();
  const site = ctx.siteUrl ?? getConfig().siteUrl;
  const link = (purpose: 'cancel' | 'move') => `${site}/booking/${purpose}?token=${signBookingToken(secret, booking.id, purpose, booking.sequence)}`;
  return { cancelUrl: link('cancel'), moveUrl: link('move') };
}

type StoreRow = StoreForMail & { id: string; enabled: number };

export async function loadStore(db: Db | Transaction<Database>, storeId: string): Promise<StoreRow | undefined> {
  const kysely = 'kysely' in db ? db.kysely : db;
  return kysely.selectFrom('store').select(['id', 'name', 'postCode', 'address', 'addressOther', 'phone', 'enabled']).where('id', '=', storeId).executeTakeFirst();
}

/** A published store that takes bookings, with its capacity and the address of its copies; else null. */
export async function bookableStore(db: Db, storeId: string) {
  const store = await loadStore(db, storeId);
  if (!store || store.enabled !== 1) return null;
  const settings = await bookingSettings(db.kysely, storeId);
  return settings.enabled ? { store, settings } : null;
}

export function summaryOf(booking: Pick<BookingTable, 'id' | 'storeId' | 'startsAt' | 'endsAt' | 'state'>, storeName: string): BookingSummary {
  return { id: booking.id, storeId: booking.storeId, storeName, startsAt: booking.startsAt, endsAt: booking.endsAt, when: bookingWhen(booking.startsAt, booking.endsAt), state: booking.state };
}

/** Whether `startsAt` is a slot of the store's grid that can be booked now; 'full' is left to the seats. */
async function slotProblem(db: Db, storeId: string, startsAt: string, now: Date): Promise<'slot-unavailable' | 'slot-taken' | null> {
  const { date } = japanDateTime(startsAt);
  const day = (await storeAvailability(db, storeId, { from: date, days: 1, now })).days[0];
  const slot = day?.date === date ? day.slots.find((candidate) => candidate.startsAt === startsAt) : undefined;
  if (!slot || (slot.reason && slot.reason !== 'full')) return 'slot-unavailable';
  return null;
}

/** Runs a booking's transaction; a seat someone else holds, or a lock wait that lasts, becomes the visitor's answer. */
async function seatTransaction<T>(db: Db, work: (trx: Transaction<Database>) => Promise<T>): Promise<T | BookingFailure> {
  try {
    return await db.kysely.transaction().execute(async (trx) => {
      await boundLockWaits(trx, db);
      return work(trx);
    });
  } catch (error) {
    if (error instanceof SlotTaken) return 'slot-taken';
    if (isBusy(error)) return 'busy';
    throw error;
  }
}

const storeEmailOf = (ctx: BookingContext, settings: { email: string | null }) => settings.email ?? ctx.companyEmail ?? getConfig().COMPANY_EMAIL;

/** Who hears of a change: both (the default), the visitor only (staff did it in bulk), or nobody. */
export type Notify = boolean | 'visitor';

/** Queues the event's mails: the visitor's at once, the store's at most once per few minutes per booking (store-mail.ts). */
async function queueBookingMails(trx: Transaction<Database>, ctx: BookingContext, kind: BookingMailKind, booking: BookingTable, store: StoreForMail, storeEmail: string, now: Date, notify: Notify = true) {
  if (notify === false) return;
  const links = kind === 'cancelled' ? null : bookingLinks(ctx, booking);
  const mails = bookingMails(kind, booking, store, { storeEmail, links, now });
  await queueMails(trx, { bookingId: booking.id }, mails.filter((mail) => mail.recipient === 'visitor'), now);
  if (notify === 'visitor') return;
  for (const mail of mails.filter((candidate) => candidate.recipient === 'company')) await queueStoreMail(trx, booking.id, mail, now);
}

/**
 * Books a trial for a visitor: validates and normalises the fields as the contact form does,
 * checks the slot (published store taking bookings, on the grid, open, not blocked, lead time and
 * window), counts the booking against the limits (limits.ts: asking a suspect client for the
 * answer to a challenge first), takes the seats and queues the mails to the visitor and the store.
 * Start a delivery run after a success (kickDelivery, lib/core/mail/worker.ts).
 */
export async function bookTrial(ctx: BookingContext, input: unknown, answer?: unknown): Promise<BookResult> {
  const parsed = bookingSchema.safeParse(input);
  if (!parsed.success) return { ok: false, reason: 'invalid', fieldErrors: fieldErrorsOf(parsed.error) };
  const values = parsed.data;
  const now = ctx.now ?? new Date();
  const bookable = await bookableStore(ctx.db, values.storeId);
  if (!bookable) return failure('store-unavailable');
  const startsAt = new Date(values.startsAt).toISOString();
  const problem = await slotProblem(ctx.db, values.storeId, startsAt, now);
  if (problem) return failure(problem);
  const at = now.toISOString();
  const ip = ctx.ip;
  const keys = ip ? bookingKeys(values, ip) : null;
  const booking: BookingTable = {
    id: uuidv7(),
    storeId: values.storeId,
    startsAt,
    endsAt: bookingEnd(startsAt),
    name: values.name,
    furigana: values.furigana,
    phone: values.phone,
    email: values.email,
    state: 'booked',
    sequence: 0,
    reminderSentAt: null,
    cancelledAt: null,
    anonymizedAt: null,
    emailKey: keys?.emailKey ?? null,
    phoneKey: keys?.phoneKey ?? null,
    networkKey: keys?.networkKey ?? null,
    createdAt: at,
    updatedAt: at,
  };
  const outcome = await seatTransaction(ctx.db, async (trx) => {
    if (ip && keys) {
      if ((await needsChallenge(trx, values.storeId, keys, ip, now)) && !(await acceptAnswer(trx, answer, now))) return 'challenge' as const;
      const refusal = await takeBookingSlots(trx, ctx.db.dialect, values.storeId, keys, ip, now);
      if (refusal) return refusal;
    }
    await trx.insertInto('booking').values(booking).execute();
    await claimSeats(trx, booking.storeId, unitsBetween(booking.startsAt, booking.endsAt), bookable.settings.capacity, booking.id);
    await queueBookingMails(trx, ctx, 'booked', booking, bookable.store, storeEmailOf(ctx, bookable.settings), now);
    return null;
  });
  if (outcome === 'challenge') return { ok: false, reason: 'challenge', message: CHALLENGE_MESSAGE, challenge: await newChallenge(now) };
  // A seat taken meanwhile is no sign of a script; any other refusal from a known client is.
  if (outcome) return failure(outcome);
  return { ok: true, booking: summaryOf(booking, bookable.store.name) };
}

export type ChangeResult = { ok: true; booking: BookingSummary } | { ok: false; reason: BookingFailure; message: string };

/**
 * The booking row, locked for this transaction (an update of nothing but its own state), while it
 * is booked and, when given, still at `sequence` (the change a visitor's link was signed for:
 * every move and cancellation raises it, so a link ends for good once the booking changed).
 */
async function lockBooked(trx: Transaction<Database>, id: string, sequence?: number): Promise<BookingTable | undefined> {
  let query = trx.updateTable('booking').set({ state: 'booked' }).where('id', '=', id).where('state', '=', 'booked');
  if (sequence !== undefined) query = query.where('sequence', '=', sequence);
  return query.returningAll().executeTakeFirst();
}

/** A visitor's change by link: the link's sequence, and the limits of changes (limits.ts) when the address is known. */
export interface ByLink {
  sequence: number;
}

async function changeRefused(trx: Transaction<Database>, ctx: BookingContext, kind: 'move' | 'cancel', id: string, now: Date): Promise<'change-limit' | null> {
  if (!ctx.ip) return null;
  return (await takeChangeSlot(trx, ctx.db.dialect, kind, id, ctx.ip, now)) ? 'change-limit' : null;
}

/**
 * Cancels a booked booking: its seats are freed and the cancellation mails (METHOD:CANCEL) go to
 * the visitor and the store. `inTrx` lets the admin write its audit entry in the same transaction.
 */
export async function cancelBooking(
  ctx: BookingContext,
  id: string,
  options: { state?: 'cancelled' | 'no_show'; notify?: Notify; byLink?: ByLink; inTrx?: (trx: Transaction<Database>, before: BookingTable) => Promise<void> } = {},
): Promise<ChangeResult> {
  const now = ctx.now ?? new Date();
  const at = now.toISOString();
  const state = options.state ?? 'cancelled';
  const outcome = await seatTransaction(ctx.db, async (trx) => {
    const before = await lockBooked(trx, id, options.byLink?.sequence);
    if (!before) return 'not-found' as const;
    const refused = options.byLink ? await changeRefused(trx, ctx, 'cancel', id, now) : null;
    if (refused) return refused;
    const after: BookingTable = { ...before, state, sequence: before.sequence + 1, cancelledAt: at, updatedAt: at };
    await trx.updateTable('booking').set({ state, sequence: after.sequence, cancelledAt: at, updatedAt: at }).where('id', '=', id).execute();
    await releaseSeats(trx, id);
    const store = await loadStore(trx, before.storeId);
    if (store) await queueBookingMails(trx, ctx, 'cancelled', after, store, storeEmailOf(ctx, await bookingSettings(trx, before.storeId)), now, options.notify);
    await options.inTrx?.(trx, before);
    return summaryOf(after, store?.name ?? '');
  });
  return typeof outcome === 'string' ? failure(outcome) : { ok: true, booking: outcome };
}

/**
 * Moves a booked booking to another slot of its store: the new slot is checked as for a new
 * booking, its own seats are freed and the new ones taken in one transaction (so moving within
 * overlapping times works), SEQUENCE is raised, the reminder is due again, and new mails with new
 * links go out (the old links stop working for good, as they were signed for the old SEQUENCE).
 */
export async function moveBooking(
  ctx: BookingContext,
  id: string,
  newStartsAt: string,
  options: { byLink?: ByLink; inTrx?: (trx: Transaction<Database>, before: BookingTable) => Promise<void> } = {},
): Promise<ChangeResult> {
  const now = ctx.now ?? new Date();
  const current = await ctx.db.kysely.selectFrom('booking').select(['storeId']).where('id', '=', id).executeTakeFirst();
  if (!current) return failure('not-found');
  const bookable = await bookableStore(ctx.db, current.storeId);
  if (!bookable) return failure('store-unavailable');
  if (Number.isNaN(Date.parse(newStartsAt))) return failure('slot-unavailable');
  const startsAt = new Date(newStartsAt).toISOString();
  const problem = await slotProblem(ctx.db, current.storeId, startsAt, now);
  if (problem) return failure(problem);
  const at = now.toISOString();
  const outcome = await seatTransaction(ctx.db, async (trx) => {
    const before = await lockBooked(trx, id, options.byLink?.sequence);
    if (!before) return 'not-found' as const;
    const refused = options.byLink ? await changeRefused(trx, ctx, 'move', id, now) : null;
    if (refused) return refused;
    const after: BookingTable = { ...before, startsAt, endsAt: bookingEnd(startsAt), sequence: before.sequence + 1, reminderSentAt: null, updatedAt: at };
    await trx
      .updateTable('booking')
      .set({ startsAt: after.startsAt, endsAt: after.endsAt, sequence: after.sequence, reminderSentAt: null, updatedAt: at })
      .where('id', '=', id)
      .execute();
    await releaseSeats(trx, id);
    await claimSeats(trx, after.storeId, unitsBetween(after.startsAt, after.endsAt), bookable.settings.capacity, id);
    await queueBookingMails(trx, ctx, 'moved', after, bookable.store, storeEmailOf(ctx, bookable.settings), now);
    await options.inTrx?.(trx, before);
    return summaryOf(after, bookable.store.name);
  });
  return typeof outcome === 'string' ? failure(outcome) : { ok: true, booking: outcome };
}
