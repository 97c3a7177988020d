import 'server-only';
import type { Kysely, Transaction } from 'kysely';
import type { Database } from '@/lib/core/db/schema';
import { limitKey } from '@/lib/core/security/client-address';
import { type Limit, takeSlots } from '@/lib/core/security/rate-limit';

/** At most this many submissions per address (an IPv6 /64) in the window, across both forms and the booking, on every instance. */
export const RATE_LIMIT = { max: 5, windowMs: 10 * 60 * 1000 } as const;

/** The forms' and the booking's limit for one client address. */
export function formAddressLimit(ip: string): Limit {
  return { name: 'form-address', key: limitKey(ip), ...RATE_LIMIT };
}

/** Counts the address's recent submissions and, when under the limit, records this one. */
export async function takeSubmissionSlot(db: Kysely<Database> | Transaction<Database>, ip: string, now: Date): Promise<boolean> {
  return (await takeSlots(db, [formAddressLimit(ip)], now)) === null;
}
