import 'server-only';
import { sql, type Transaction } from 'kysely';
import type { Db } from '@/lib/core/db';
import type { Database } from '@/lib/core/db/schema';

/*
 * Capacity, enforced by the database on both engines: a booking holds one seat in each half-hour
 * unit it covers, and booking_seat's primary key (store, unit, seat) lets no two bookings hold the
 * same seat. A booking takes, unit by unit, the lowest seat number up to the store's capacity
 * that no one holds (INSERT … ON CONFLICT DO NOTHING, then the next number); when every number is
 * held in some unit, its transaction is rolled back, booking row and all, and the visitor is told
 * at once that the slot was taken. Units and seats are always taken in ascending order, so two
 * bookings never wait on each other in a cycle. On SQLite the transactions of the one connection
 * run one after the other; on PostgreSQL a request that finds a seat being taken by another
 * transaction waits only until that one commits (milliseconds), and never longer than LOCK_TIMEOUT.
 */

export class SlotTaken extends Error {
  constructor() {
    super('slot taken');
  }
}

/** The longest a booking waits for another transaction's seat on PostgreSQL before giving up as busy. */
const LOCK_TIMEOUT = '3s';

/** PostgreSQL's lock_not_available (lock_timeout) and deadlock_detected: the visitor may simply try again. */
export function isBusy(error: unknown): boolean {
  const code = (error as { code?: unknown } | null)?.code;
  return code === '55P03' || code === '40P01';
}

/** Bounds how long this transaction waits for a lock (PostgreSQL; SQLite runs its transactions one by one). */
export async function boundLockWaits(trx: Transaction<Database>, db: Db): Promise<void> {
  if (db.dialect === 'postgres') await sql`set local lock_timeout = ${sql.lit(LOCK_TIMEOUT)}`.execute(trx);
}

/** Takes a seat in every unit for the booking, or throws SlotTaken (the caller's transaction then rolls back). */
export async function claimSeats(trx: Transaction<Database>, storeId: string, units: readonly string[], capacity: number, bookingId: string): Promise<void> {
  for (const unitStart of [...units].sort()) {
    const held = new Set(
      (await trx.selectFrom('booking_seat').select('seat').where('storeId', '=', storeId).where('unitStart', '=', unitStart).execute()).map((row) => row.seat),
    );
    let taken = false;
    for (let seat = 1; seat <= capacity && !taken; seat += 1) {
      if (held.has(seat)) continue;
      const result = await trx
        .insertInto('booking_seat')
        .values({ storeId, unitStart, seat, bookingId })
        .onConflict((oc) => oc.doNothing())
        .executeTakeFirst();
      taken = Number(result.numInsertedOrUpdatedRows ?? 0) === 1;
    }
    if (!taken) throw new SlotTaken();
  }
}

/** Frees every seat of the booking (cancelled, missed, or moved elsewhere). */
export async function releaseSeats(trx: Transaction<Database>, bookingId: string): Promise<void> {
  await trx.deleteFrom('booking_seat').where('bookingId', '=', bookingId).execute();
}
