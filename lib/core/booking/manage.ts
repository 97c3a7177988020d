import 'server-only';
import { getAuthSecret } from '@/lib/core/config';
import { type BookingContext, type BookingSummary, cancelBooking, type ChangeResult, failure, loadStore, moveBooking, summaryOf } from './book';
import { type BookingTokenPurpose, checkBookingToken, readBookingToken } from './token';

/*
 * The visitor's side of the links in the booking mails: /booking/cancel?token=… and
 * /booking/move?token=…. A link works for its one purpose, while the booking is booked and until
 * it starts, until the booking changes; afterwards, or for a forged or superseded link, the page
 * says so. With the visitor's address (ctx.ip), changes count against the limits of limits.ts.
 */

export type BookingLinkState =
  /** `sequence`: the change the link was signed for, which the change itself must still find. */
  | { state: 'valid'; booking: BookingSummary; sequence: number }
  /** Malformed, forged, for another purpose, or made before the booking was moved. */
  | { state: 'invalid' }
  /** The booking has started (or is over). */
  | { state: 'expired' }
  /** Cancelled already (by this link, another, or the store). */
  | { state: 'cancelled' };

/**
 * Whether the link was made for the booking as it is, or, once it was cancelled or missed, as it
 * was just before: that link may still say what became of it (it can change nothing).
 */
function signedForBooking(secret: string, token: string, purpose: BookingTokenPurpose, booking: { state: string; sequence: number; startsAt: string }): boolean {
  if (checkBookingToken(secret, token, purpose, booking)) return true;
  return booking.state !== 'booked' && booking.sequence > 0 && checkBookingToken(secret, token, purpose, { sequence: booking.sequence - 1, startsAt: booking.startsAt });
}

/** What a cancel or move link opens: the booking, or why it shows none. */
export async function openBookingLink(ctx: BookingContext, token: string, purpose: BookingTokenPurpose): Promise<BookingLinkState> {
  const claims = readBookingToken(token);
  if (!claims || claims.purpose !== purpose) return { state: 'invalid' };
  const booking = await ctx.db.kysely.selectFrom('booking').selectAll().where('id', '=', claims.bookingId).executeTakeFirst();
  if (!booking || !signedForBooking(ctx.secret ?? getAuthSecret(), token, purpose, booking)) return { state: 'invalid' };
  if (booking.state !== 'booked') return { state: booking.state === 'cancelled' ? 'cancelled' : 'expired' };
  if (Date.parse(booking.startsAt) <= (ctx.now ?? new Date()).getTime()) return { state: 'expired' };
  const store = await loadStore(ctx.db, booking.storeId);
  return { state: 'valid', booking: summaryOf(booking, store?.name ?? ''), sequence: booking.sequence };
}

/** Cancels the booking a cancel link names, while the link is valid. */
export async function cancelByToken(ctx: BookingContext, token: string): Promise<ChangeResult> {
  const opened = await openBookingLink(ctx, token, 'cancel');
  if (opened.state !== 'valid') return failure('not-found');
  // Only the booking as the link knew it: a change made meanwhile ended this link.
  return cancelBooking(ctx, opened.booking.id, { byLink: { sequence: opened.sequence } });
}

/** Moves the booking a move link names to `newStartsAt` (a slot of storeAvailability), while the link is valid. */
export async function moveByToken(ctx: BookingContext, token: string, newStartsAt: string): Promise<ChangeResult> {
  const opened = await openBookingLink(ctx, token, 'move');
  if (opened.state !== 'valid') return failure('not-found');
  return moveBooking(ctx, opened.booking.id, newStartsAt, { byLink: { sequence: opened.sequence } });
}
