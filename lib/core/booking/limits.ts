import 'server-only';
import type { Transaction } from 'kysely';
import { getAuthSecret } from '@/lib/core/config';
import type { Dialect } from '@/lib/core/db';
import type { Database } from '@/lib/core/db/schema';
import { limitKey, networkKey } from '@/lib/core/security/client-address';
import { bucketOf, isFlagged, type Limit, lockBuckets, recordEvents, takeSlots } from '@/lib/core/security/rate-limit';
import { signFor } from '@/lib/core/security/signature';
import { DAY_MS } from '@/lib/core/time/japan';
import { formAddressLimit } from '@/lib/core/visitor/rate-limit';

/*
 * What one visitor, or one client posing as many, may do with the booking calendar. A store has a
 * few seats an hour; one script once took a store's whole month with one e-mail address from 62
 * addresses. So bookings are counted by whom they reach (the e-mail and the phone, as a person
 * types them in any form) as well as by where they come from (the address, grouped by /64 for
 * IPv6, and its network for a day). A client or contact that meets a limit, and every visitor of
 * a store that takes bookings faster than a gym ever does, must then solve the proof-of-work
 * challenge (lib/core/security/challenge.ts) before each booking, for a day.
 */

const HOUR_MS = 60 * 60 * 1000;

export const BOOKING_LIMITS = {
  /** Trials one contact (its e-mail or its phone) may hold at once, still to come. */
  openPerContact: 2,
  /** Bookings one contact may make in a day, cancelled ones included (booking and cancelling is no way round the cap). */
  perContactPerDay: 4,
  /** Bookings from one network (an IPv4 /24, an IPv6 /48) at one store in a day. */
  perNetworkPerStorePerDay: 4,
  /** Bookings a store takes in an hour before every visitor of it must pass the challenge. */
  storeSurgePerHour: 6,
  /** How long a client or a contact that met a limit must pass the challenge. */
  suspectForMs: DAY_MS,
  /** Moves of one booking by its link in a day (staff are not limited). */
  movesPerBookingPerDay: 3,
  /** Moves and cancellations by link from one address in an hour. */
  changesPerAddressPerHour: 10,
  /** The store hears of one booking's changes at most this often; later ones wait and go as one mail. */
  storeMailGapMs: 5 * 60 * 1000,
} as const;

/** An e-mail as one person: lower case, without a +tag, and for Gmail without dots. */
export function contactEmail(email: string): string {
  const [local = '', domain = ''] = email.normalize('NFKC').trim().toLowerCase().split(/@(?=[^@]*$)/);
  const plain = local.replace(/\+.*$/, '');
  return `${/^(gmail|googlemail)\.com$/.test(domain) ? plain.replace(/\./g, '') : plain}@${domain === 'googlemail.com' ? 'gmail.com' : domain}`;
}

/** A phone number as its digits, +81 written as the leading 0: 090-1234-5678, ０９０１２３４５６７８ and +81 90 1234 5678 are one. */
export function contactPhone(phone: string): string {
  const digits = phone.normalize('NFKC').replace(/[^\d+]/g, '');
  return digits.startsWith('+81') ? `0${digits.slice(3)}` : digits.replace(/\+/g, '');
}

/** The keys a booking keeps of its contact and network: signatures, so the table names nobody. */
export interface BookingKeys {
  emailKey: string;
  phoneKey: string;
  networkKey: string;
}

const keyOf = (kind: string, value: string) => signFor(getAuthSecret(), 'oz:booking-keys:v1', `${kind}:${value}`).slice(0, 32);

export function bookingKeys(visitor: { email: string; phone: string }, ip: string): BookingKeys {
  return { emailKey: keyOf('email', contactEmail(visitor.email)), phoneKey: keyOf('phone', contactPhone(visitor.phone)), networkKey: keyOf('network', networkKey(ip)) };
}

/** Who a booking attempt is suspected as: its address, its network and its contact. */
const suspectKeys = (keys: BookingKeys, ip: string) => [`address:${limitKey(ip)}`, `network:${keys.networkKey}`, `email:${keys.emailKey}`, `phone:${keys.phoneKey}`];

/** Whether the attempt must pass the challenge: its client or contact met a limit lately, or its store is being swamped. */
export async function needsChallenge(trx: Transaction<Database>, storeId: string, keys: BookingKeys, ip: string, now: Date): Promise<boolean> {
  if (await isFlagged(trx, 'booking-suspect', suspectKeys(keys, ip), BOOKING_LIMITS.suspectForMs, now)) return true;
  const recent = await trx
    .selectFrom('booking')
    .select((eb) => eb.fn.countAll<number>().as('count'))
    .where('storeId', '=', storeId)
    .where('createdAt', '>', new Date(now.getTime() - HOUR_MS).toISOString())
    .executeTakeFirst();
  return Number(recent?.count ?? 0) >= BOOKING_LIMITS.storeSurgePerHour;
}

export type LimitRefusal = 'contact-limit' | 'rate-limited';

/**
 * Counts this booking against every limit, in its transaction, or names the one it is over; then
 * nothing is counted, and the client and contact are suspect for a day. The buckets and the
 * contact's open bookings are locked first on PostgreSQL, so simultaneous tries count exactly.
 */
export async function takeBookingSlots(trx: Transaction<Database>, dialect: Dialect, storeId: string, keys: BookingKeys, ip: string, now: Date): Promise<LimitRefusal | null> {
  const day = (name: string, key: string, max: number): Limit => ({ name, key, max, windowMs: DAY_MS });
  const limits = [
    formAddressLimit(ip),
    day('booking-email', keys.emailKey, BOOKING_LIMITS.perContactPerDay),
    day('booking-phone', keys.phoneKey, BOOKING_LIMITS.perContactPerDay),
    day(`booking-network:${storeId}`, keys.networkKey, BOOKING_LIMITS.perNetworkPerStorePerDay),
  ];
  await lockBuckets(trx, dialect, [bucketOf('open', keys.emailKey), bucketOf('open', keys.phoneKey), ...limits.map((limit) => bucketOf(limit.name, limit.key))]);
  const open = await trx
    .selectFrom('booking')
    .select((eb) => eb.fn.countAll<number>().as('count'))
    .where((eb) => eb.or([eb('emailKey', '=', keys.emailKey), eb('phoneKey', '=', keys.phoneKey)]))
    .where('state', '=', 'booked')
    .where('startsAt', '>', now.toISOString())
    .executeTakeFirst();
  const refusal: LimitRefusal | null =
    Number(open?.count ?? 0) >= BOOKING_LIMITS.openPerContact ? 'contact-limit' : (await takeSlots(trx, limits, now)) ? 'rate-limited' : null;
  if (refusal) await markSuspect(trx, keys, ip, now);
  return refusal;
}

/** Marks the attempt's client and contact as suspect: their next bookings, for a day, must pass the challenge. */
export async function markSuspect(trx: Transaction<Database>, keys: BookingKeys, ip: string, now: Date): Promise<void> {
  await recordEvents(trx, suspectKeys(keys, ip).map((key) => ({ name: 'booking-suspect', key, max: 1, windowMs: BOOKING_LIMITS.suspectForMs })), now);
}

/** Counts a change made by a visitor's link: per booking a day for moves, per address an hour for both; the full one, else null. */
export async function takeChangeSlot(trx: Transaction<Database>, dialect: Dialect, kind: 'move' | 'cancel', bookingId: string, ip: string, now: Date): Promise<Limit | null> {
  const limits: Limit[] = [{ name: 'booking-change-address', key: limitKey(ip), max: BOOKING_LIMITS.changesPerAddressPerHour, windowMs: HOUR_MS }];
  if (kind === 'move') limits.push({ name: 'booking-moves', key: bookingId, max: BOOKING_LIMITS.movesPerBookingPerDay, windowMs: DAY_MS });
  await lockBuckets(trx, dialect, limits.map((limit) => bucketOf(limit.name, limit.key)));
  return takeSlots(trx, limits, now);
}
