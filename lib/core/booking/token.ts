import { isSignatureOf, signFor } from '@/lib/core/security/signature';

/*
 * The links in a booking's mails that cancel or move it without an account. A token names the
 * booking and its one purpose, signed (lib/core/security/signature.ts) over those and the
 * booking's change counter (SEQUENCE, raised by every move and cancellation): a cancel link
 * cannot move, a link cannot be forged, and any change ends every link sent before it for good,
 * even one that brings the booking back to an earlier time (the new mail brings new links). It is
 * valid until the booking starts and while it is booked (lib/core/booking/manage.ts). The links
 * carry it as `?token=`, which every log masks (lib/core/http/secret-urls.ts). Nothing is stored.
 */

export const BOOKING_TOKEN_PURPOSES = ['cancel', 'move'] as const;
export type BookingTokenPurpose = (typeof BOOKING_TOKEN_PURPOSES)[number];

const TOKEN = /^([0-9a-f-]{36})\.(cancel|move)\.([A-Za-z0-9_-]{43})$/;

const PURPOSE = 'oz:booking-link:v2';
/** Links mailed before the change counter was signed, over the booking's start instead. */
const PURPOSE_BEFORE_COUNTER = 'oz:booking-link:v1';

export function signBookingToken(secret: string, bookingId: string, purpose: BookingTokenPurpose, sequence: number): string {
  return `${bookingId}.${purpose}.${signFor(secret, PURPOSE, `${bookingId}.${purpose}.${sequence}`)}`;
}

/** The booking and purpose a token names, before its signature is checked; null when malformed. */
export function readBookingToken(token: string): { bookingId: string; purpose: BookingTokenPurpose } | null {
  const match = TOKEN.exec(token);
  if (!match) return null;
  return { bookingId: match[1] as string, purpose: match[2] as BookingTokenPurpose };
}

/**
 * Whether the token was signed for this purpose and the booking as it is now (its `sequence`). A
 * link of the first version, signed over the start, still works while the booking was never
 * changed (`sequence` 0), which is the only state it was mailed in.
 */
export function checkBookingToken(secret: string, token: string, purpose: BookingTokenPurpose, booking: { sequence: number; startsAt: string }): boolean {
  const claims = readBookingToken(token);
  if (!claims || claims.purpose !== purpose) return false;
  const given = token.slice(token.lastIndexOf('.') + 1);
  if (isSignatureOf(given, secret, PURPOSE, `${claims.bookingId}.${purpose}.${booking.sequence}`)) return true;
  return booking.sequence === 0 && isSignatureOf(given, secret, PURPOSE_BEFORE_COUNTER, `${claims.bookingId}.${purpose}.${booking.startsAt}`);
}
