import 'server-only';
import type { Kysely, Transaction } from 'kysely';
import type { Database, EnquiryKindColumn } from '@/lib/core/db/schema';
import { uuidv7 } from '@/lib/core/db/uuid';

/** At most this many submissions per address in the window, across both forms and every instance. */
export const RATE_LIMIT = { max: 5, windowMs: 10 * 60 * 1000 } as const;

type Executor = Kysely<Database> | Transaction<Database>;

/** Counts the address's recent submissions and, when under the limit, records this one. */
export async function takeSubmissionSlot(db: Executor, ip: string, kind: EnquiryKindColumn, now: Date): Promise<boolean> {
  const since = new Date(now.getTime() - RATE_LIMIT.windowMs).toISOString();
  const row = await db
    .selectFrom('enquiry_attempt')
    .select((eb) => eb.fn.countAll<number>().as('count'))
    .where('ip', '=', ip)
    .where('createdAt', '>', since)
    .executeTakeFirst();
  if (Number(row?.count ?? 0) >= RATE_LIMIT.max) return false;
  await db.insertInto('enquiry_attempt').values({ id: uuidv7(now.getTime()), ip, kind, createdAt: now.toISOString() }).execute();
  return true;
}

/** Old attempts only matter for the window; drop them now and then. */
export async function pruneAttempts(db: Executor, now: Date): Promise<void> {
  const before = new Date(now.getTime() - RATE_LIMIT.windowMs).toISOString();
  await db.deleteFrom('enquiry_attempt').where('createdAt', '<=', before).execute();
}
