import 'server-only';
import { hash, verify } from '@node-rs/argon2';
import type { Kysely, Selectable, Transaction } from 'kysely';
import type { Db } from '@/lib/core/db';
import { nowIso } from '@/lib/core/db';
import { uuidv7 } from '@/lib/core/db/uuid';
import type { AdminUserTable, Database } from '@/lib/core/db/schema';
import { accountMessages, PASSWORD_MIN_LENGTH } from './account-schemas';
import { type AuditEntry, recordAudit } from '@/lib/core/audit/log';
import { validationError } from '@/lib/core/model/errors';
import { type Access, isRole, type Role } from './roles';

export { PASSWORD_MIN_LENGTH };
/**
 * The sign-in's limits (see signIn in ./sign-in.ts), counted over the window. Failures at an
 * account, from any addresses, from which every attempt at it is paced (never refused), and which
 * lock the account screen's own password check; failures from one client (its limitKey) that lock
 * that client out of every account.
 */
export const MAX_FAILURES_PER_EMAIL = 5;
export const MAX_FAILURES_PER_IP = 20;
export const LOCKOUT_WINDOW_MS = 15 * 60 * 1000;

export type AdminUser = Selectable<AdminUserTable>;

type Executor = Kysely<Database> | Transaction<Database>;

/** The two-factor columns of an account that has not turned it on. */
export const NO_TWO_FACTOR = { totpSecret: null, totpPendingSecret: null, totpEnabledAt: null, totpLastStep: null } as const;

export function normalizeEmail(email: string): string {
  return email.trim().toLowerCase();
}

export function hashPassword(password: string): Promise<string> {
  // argon2id with the library's defaults (19 MiB, 2 passes), as OWASP recommends.
  return hash(password);
}

export async function findUserByEmail(db: Db, email: string): Promise<AdminUser | undefined> {
  return db.kysely.selectFrom('admin_user').selectAll().where('email', '=', normalizeEmail(email)).executeTakeFirst();
}

export async function findUserById(db: Db, id: string): Promise<AdminUser | undefined> {
  return db.kysely.selectFrom('admin_user').selectAll().where('id', '=', id).executeTakeFirst();
}

/**
 * Whether a session issued for `tokenVersion` still holds: the account exists, is enabled, and has
 * not ended its sessions since (a password change or "sign out everywhere" raises its version).
 */
export function sessionHolds(user: AdminUser | undefined, tokenVersion: unknown): user is AdminUser {
  return user !== undefined && user.disabled === 0 && user.tokenVersion === tokenVersion;
}

export async function createAdminUser(
  db: Db,
  input: { email: string; password: string; name?: string | null; role?: Role },
): Promise<AdminUser> {
  if (input.password.length < PASSWORD_MIN_LENGTH) {
    throw new Error(`パスワードは${PASSWORD_MIN_LENGTH}文字以上で入力してください。`);
  }
  const now = nowIso();
  const user: AdminUser = {
    id: uuidv7(),
    email: normalizeEmail(input.email),
    name: input.name ?? null,
    passwordHash: await hashPassword(input.password),
    disabled: 0,
    tokenVersion: 0,
    invitePending: 0,
    role: input.role ?? 'owner',
    ...NO_TWO_FACTOR,
    createdAt: now,
    updatedAt: now,
  };
  await db.kysely.insertInto('admin_user').values(user).execute();
  return user;
}

/**
 * Counts an attempt at a password; the audit entries of a sign-in are written with it. `source`
 * is what the attempt is counted against: a client's limitKey, or ACCOUNT_CHECK_SOURCE.
 */
export async function recordPasswordAttempt(db: Db, email: string, source: string, succeeded: boolean, audit: AuditEntry[] = []): Promise<void> {
  await db.kysely.transaction().execute(async (trx) => {
    await trx
      .insertInto('login_attempt')
      .values({ id: uuidv7(), email: normalizeEmail(email), ip: source, succeeded: succeeded ? 1 : 0, createdAt: nowIso() })
      .execute();
    for (const entry of audit) await recordAudit(trx, entry);
  });
}

/**
 * Failed attempts at a password (sign-in or the account screen's check) within the lockout
 * window, at an account (`email`), from a client (`ip`: its limitKey, as sign-in stores it), or both.
 */
export async function recentFailures(db: Db | Executor, where: { email?: string; ip?: string }, exceptId?: string): Promise<number> {
  const since = new Date(Date.now() - LOCKOUT_WINDOW_MS).toISOString();
  let query = ('kysely' in db ? db.kysely : db)
    .selectFrom('login_attempt')
    .select((eb) => eb.fn.countAll().as('count'))
    .where('succeeded', '=', 0)
    .where('createdAt', '>=', since);
  if (where.email !== undefined) query = query.where('email', '=', where.email);
  if (where.ip !== undefined) query = query.where('ip', '=', where.ip);
  if (exceptId !== undefined) query = query.where('id', '!=', exceptId);
  const row = await query.executeTakeFirst();
  return Number(row?.count ?? 0);
}

/** Where the account screen's password checks are recorded among the login attempts. */
export const ACCOUNT_CHECK_SOURCE = 'account-settings';

/**
 * The current password, checked before a password or e-mail change. Its failures are counted
 * among the sign-in failures of the account, so a stolen session cannot guess the password
 * either; only its own failures lock the check, so failed sign-ins elsewhere cannot block it.
 */
export async function checkCurrentPassword(db: Db, user: AdminUser, password: string): Promise<void> {
  if ((await recentFailures(db, { email: user.email, ip: ACCOUNT_CHECK_SOURCE })) >= MAX_FAILURES_PER_EMAIL) {
    throw validationError(accountMessages.currentPasswordLocked, 'currentPassword');
  }
  const valid = password !== '' && (await verify(user.passwordHash, password).catch(() => false));
  if (!valid) {
    await recordPasswordAttempt(db, user.email, ACCOUNT_CHECK_SOURCE, false);
    throw validationError(accountMessages.currentPasswordWrong, 'currentPassword');
  }
}

/** An account's role (an unknown value counts as the least: store staff) and the stores it works for. */
export async function accessOf(db: Executor, user: Pick<AdminUser, 'id' | 'role'>): Promise<Access> {
  const role: Role = isRole(user.role) ? user.role : 'staff';
  if (role !== 'staff') return { role, storeIds: [] };
  const rows = await db.selectFrom('admin_user_store').select('storeId').where('userId', '=', user.id).orderBy('storeId').execute();
  return { role, storeIds: rows.map((row) => row.storeId) };
}

/** The site setting that makes two-factor sign-in required of every account. */
export const TWO_FACTOR_REQUIRED_SETTING = 'two-factor-required';

/** Whether the account must turn on two-factor sign-in before it may do anything else. */
export async function mustEnrollTwoFactor(db: Db, user: Pick<AdminUser, 'totpSecret'>): Promise<boolean> {
  if (user.totpSecret) return false;
  const setting = await db.kysely.selectFrom('site_setting').select('value').where('key', '=', TWO_FACTOR_REQUIRED_SETTING).executeTakeFirst();
  return setting?.value === '1';
}
