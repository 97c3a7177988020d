import 'server-only';
import { type Kysely, sql, type Transaction } from 'kysely';
import { getAuthSecret } from '@/lib/core/config';
import type { Dialect } from '@/lib/core/db';
import type { Database } from '@/lib/core/db/schema';
import { uuidv7 } from '@/lib/core/db/uuid';
import { signFor } from './signature';

/*
 * Counted limits on what one client, one contact or one booking may do in a window of time,
 * shared by every instance through the database (table rate_event). A limit counts the events of
 * its bucket: what is limited (`name`) and whom (`key`: an address's limitKey, a network, an
 * e-mail, a booking id). The key is stored only as its signature (HMAC with a key derived from the
 * session secret), so the table names nobody: a row tells that someone did something, not who.
 */

export interface Limit {
  /** What is limited, e.g. 'form-address', 'booking-contact'; part of the bucket and of the refusal. */
  name: string;
  /** Whom it limits; stored signed, never as it is. */
  key: string;
  max: number;
  windowMs: number;
}

type Executor = Kysely<Database> | Transaction<Database>;

/** The longest window any limit uses; older events are pruned (lib/core/mail/worker.ts). */
export const LONGEST_WINDOW_MS = 24 * 60 * 60 * 1000;

/** The bucket a limit's events are stored under: its name and its key's signature. */
export function bucketOf(name: string, key: string): string {
  return `${name}:${signFor(getAuthSecret(), 'oz:rate-limit:v1', key.trim().toLowerCase()).slice(0, 32)}`;
}

/** How many events the bucket holds since `since` (epoch ms). */
async function countSince(db: Executor, bucket: string, since: number): Promise<number> {
  const row = await db
    .selectFrom('rate_event')
    .select((eb) => eb.fn.countAll<number>().as('count'))
    .where('bucket', '=', bucket)
    .where('createdAt', '>', new Date(since).toISOString())
    .executeTakeFirst();
  return Number(row?.count ?? 0);
}

/**
 * Serialises, on PostgreSQL, the transactions that count the same buckets, until each commits:
 * without it two requests at the same moment both count the same total and both pass. SQLite's one
 * connection runs its transactions one after the other already. Keys are locked in order, so two
 * transactions never wait on each other in a cycle.
 */
export async function lockBuckets(trx: Transaction<Database>, dialect: Dialect, buckets: readonly string[]): Promise<void> {
  if (dialect !== 'postgres') return;
  for (const bucket of [...new Set(buckets)].sort()) await sql`select pg_advisory_xact_lock(hashtextextended(${bucket}, 0))`.execute(trx);
}

/** The first of the limits that is full at `now` (its window holds `max` events), else null. */
export async function fullLimit(db: Executor, limits: readonly Limit[], now: Date): Promise<Limit | null> {
  for (const limit of limits) {
    if ((await countSince(db, bucketOf(limit.name, limit.key), now.getTime() - limit.windowMs)) >= limit.max) return limit;
  }
  return null;
}

/** Records one event in each limit's bucket. */
export async function recordEvents(db: Executor, limits: readonly Limit[], now: Date): Promise<void> {
  if (limits.length === 0) return;
  const at = now.toISOString();
  await db
    .insertInto('rate_event')
    .values(limits.map((limit) => ({ id: uuidv7(), bucket: bucketOf(limit.name, limit.key), createdAt: at })))
    .execute();
}

/**
 * Takes one event of every limit, or none: the first full limit is answered and nothing is
 * recorded. In a transaction on PostgreSQL, lock the buckets first (lockBuckets) for an exact count.
 */
export async function takeSlots(db: Executor, limits: readonly Limit[], now: Date): Promise<Limit | null> {
  const full = await fullLimit(db, limits, now);
  if (!full) await recordEvents(db, limits, now);
  return full;
}

/** Whether any event of the bucket was recorded in the window: a flag set by recordEvents. */
export async function isFlagged(db: Executor, name: string, keys: readonly string[], windowMs: number, now: Date): Promise<boolean> {
  for (const key of keys) if ((await countSince(db, bucketOf(name, key), now.getTime() - windowMs)) > 0) return true;
  return false;
}

/** Events older than the longest window no longer count; the worker drops them now and then. */
export async function pruneRateEvents(db: Executor, now: Date): Promise<void> {
  await db
    .deleteFrom('rate_event')
    .where('createdAt', '<=', new Date(now.getTime() - LONGEST_WINDOW_MS).toISOString())
    .execute();
}
