import { createHmac, timingSafeEqual } from 'node:crypto';

/*
 * The links in a booking's mails that cancel or move it without an account. A token names the
 * booking and its one purpose, signed (HMAC-SHA256, with a key derived from the session secret
 * for this use only) over those and the booking's start: a cancel link cannot move, a link cannot
 * be forged, and moving the booking ends the links sent before (the new mail brings new ones).
 * It is valid until the booking starts and while it is booked (lib/core/booking/manage.ts). The
 * links carry it as `?token=`, which every log masks (lib/core/http/secret-urls.ts). Nothing is stored.
 */

export const BOOKING_TOKEN_PURPOSES = ['cancel', 'move'] as const;
export type BookingTokenPurpose = (typeof BOOKING_TOKEN_PURPOSES)[number];

const TOKEN = /^([0-9a-f-]{36})\.(cancel|move)\.([A-Za-z0-9_-]{43})$/;

function signature(secret: string, bookingId: string, purpose: BookingTokenPurpose, startsAt: string): string {
  const key = createHmac('sha256', secret).update('oz:booking-link:v1').digest();
  return createHmac('sha256', key).update(`${bookingId}.${purpose}.${startsAt}`).digest('base64url');
}

export function signBookingToken(secret: string, bookingId: string, purpose: BookingTokenPurpose, startsAt: string): string {
  return `${bookingId}.${purpose}.${signature(secret, bookingId, purpose, startsAt)}`;
}

/** The booking and purpose a token names, before its signature is checked; null when malformed. */
export function readBookingToken(token: string): { bookingId: string; purpose: BookingTokenPurpose } | null {
  const match = TOKEN.exec(token);
  if (!match) return null;
  return { bookingId: match[1] as string, purpose: match[2] as BookingTokenPurpose };
}

/** Whether the token was signed for this purpose and this start of the booking. */
export function checkBookingToken(secret: string, token: string, purpose: BookingTokenPurpose, startsAt: string): boolean {
  const claims = readBookingToken(token);
  if (!claims || claims.purpose !== purpose) return false;
  const expected = Buffer.from(signature(secret, claims.bookingId, purpose, startsAt));
  const given = Buffer.from(token.slice(token.lastIndexOf('.') + 1));
  return given.length === expected.length && timingSafeEqual(given, expected);
}
