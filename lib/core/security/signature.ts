import { createHmac, timingSafeEqual } from 'node:crypto';

/*
 * The one way the site signs what it hands out and takes back unstored: preview links, booking
 * links, the server's own calls to itself. HMAC-SHA256 with a key derived from the session secret
 * for one purpose only, so a signature made for one use is worthless for any other.
 */

/** The signature (base64url, 43 characters) of `payload` for `purpose`. */
export function signFor(secret: string, purpose: string, payload: string): string {
  const key = createHmac('sha256', secret).update(purpose).digest();
  return createHmac('sha256', key).update(payload).digest('base64url');
}

/** Whether `given` is the signature of `payload` for `purpose`, compared in constant time. */
export function isSignatureOf(given: string, secret: string, purpose: string, payload: string): boolean {
  const expected = Buffer.from(signFor(secret, purpose, payload));
  const actual = Buffer.from(given);
  return actual.length === expected.length && timingSafeEqual(actual, expected);
}
