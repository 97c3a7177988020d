import 'server-only';
import { createHash, randomBytes } from 'node:crypto';
import type { Selectable, Transaction } from 'kysely';
import type { Db } from '@/lib/core/db';
import type { AccountTokenPurpose, AccountTokenTable, Database } from '@/lib/core/db/schema';
import { uuidv7 } from '@/lib/core/db/uuid';
import type { AdminUser } from './users';

/*
 * The single-use links sent by mail (invitation, e-mail change, password reset): a random token
 * of which only the SHA-256 is stored; each works once and expires.
 */

export type AccountToken = Selectable<AccountTokenTable>;

export function hashToken(token: string): string {
  return createHash('sha256').update(token, 'utf8').digest('hex');
}

/** Issues a new link token for the user and purpose; earlier unused ones stop working. */
export async function issueToken(db: Db, userId: string, purpose: AccountTokenPurpose, ttlMs: number, now: Date, newEmail: string | null = null) {
  const token = randomBytes(32).toString('base64url');
  const at = now.toISOString();
  const id = uuidv7();
  await db.kysely.transaction().execute(async (trx) => {
    await trx
      .updateTable('account_token')
      .set({ usedAt: at })
      .where('userId', '=', userId)
      .where('purpose', '=', purpose)
      .where('usedAt', 'is', null)
      .execute();
    await trx
      .insertInto('account_token')
      .values({ id, userId, purpose, tokenHash: hashToken(token), newEmail, expiresAt: new Date(now.getTime() + ttlMs).toISOString(), usedAt: null, createdAt: at })
      .execute();
  });
  return { id, token };
}

/** The stored token a link carries, while it is unused and unexpired; looking does not use it. */
export async function findLiveToken(db: Db, token: string, purpose: AccountTokenPurpose, now: Date): Promise<AccountToken | undefined> {
  if (!token || token.length > 200) return undefined;
  return db.kysely
    .selectFrom('account_token')
    .selectAll()
    .where('tokenHash', '=', hashToken(token))
    .where('purpose', '=', purpose)
    .where('usedAt', 'is', null)
    .where('expiresAt', '>', now.toISOString())
    .executeTakeFirst();
}

/**
 * Uses a token found by findLiveToken, and makes the change it allows in the same transaction:
 * claiming the token and the change commit together, or not at all. The claim is a conditional
 * update, so of two uses at the same moment only one gets the account. Null when the token is
 * already used or expired at `now`, or its account is gone or disabled; `use` may still refuse
 * (its answer commits, and the token stays used).
 */
export async function claimToken<T>(
  db: Db,
  found: AccountToken,
  now: Date,
  use: (trx: Transaction<Database>, user: AdminUser) => Promise<T>,
): Promise<T | null> {
  const at = now.toISOString();
  return db.kysely.transaction().execute(async (trx) => {
    const claimed = await trx
      .updateTable('account_token')
      .set({ usedAt: at })
      .where('id', '=', found.id)
      .where('usedAt', 'is', null)
      .where('expiresAt', '>', at)
      .executeTakeFirst();
    if (Number(claimed.numUpdatedRows) !== 1) return null;
    const user = await trx.selectFrom('admin_user').selectAll().where('id', '=', found.userId).executeTakeFirst();
    if (!user || user.disabled !== 0) return null;
    return use(trx, user);
  });
}
