import 'server-only';
import { createHash, randomBytes } from 'node:crypto';
import type { Db } from '@/lib/core/db';

/*
 * The daily salt that turns a visitor's address and user agent into a hash nobody can turn back:
 * one random value per Japan day, made by whichever instance needs it first and read by the
 * others from the database, and deleted once the day is over (and every instance forgets it), so
 * not even we can tell tomorrow whether two days' visitors were the same person.
 */

/** Hex digits of the hash kept: 64 bits, plenty to tell a day's visitors apart. */
const VISITOR_HEX = 16;

/** Today's salt (by Japan day), made now if no instance made it yet. */
export async function saltOf(db: Db, day: string, now: Date = new Date()): Promise<string> {
  await db.kysely
    .insertInto('analytics_salt')
    .values({ day, salt: randomBytes(32).toString('base64url'), createdAt: now.toISOString() })
    .onConflict((oc) => oc.column('day').doNothing())
    .execute();
  const row = await db.kysely.selectFrom('analytics_salt').select('salt').where('day', '=', day).executeTakeFirstOrThrow();
  return row.salt;
}

/** Deletes the salts of the days before `today`: their visitors can no longer be recognised. */
export async function deleteOldSalts(db: Db, today: string): Promise<number> {
  const result = await db.kysely.deleteFrom('analytics_salt').where('day', '<', today).executeTakeFirst();
  return Number(result.numDeletedRows);
}

/** The visitor of a day: a truncated SHA-256 of the salt, the address and the user agent, computed in memory only. */
export function visitorHash(salt: string, address: string, userAgent: string): string {
  return createHash('sha256').update(`${salt}\n${address}\n${userAgent}`).digest('hex').slice(0, VISITOR_HEX);
}
