import 'server-only';
import { verify } from '@node-rs/argon2';
import { sql } from 'kysely';
import { type AuditEntry, recordAudit } from '@/lib/core/audit/log';
import { type Db, nowIso } from '@/lib/core/db';
import { uuidv7 } from '@/lib/core/db/uuid';
import { metrics } from '@/lib/core/ops/metrics';
import { limitKey } from '@/lib/core/security/client-address';
import { verifySecondFactor } from './totp';
import {
  type AdminUser,
  findUserByEmail,
  hashPassword,
  MAX_FAILURES_PER_EMAIL,
  MAX_FAILURES_PER_IP,
  normalizeEmail,
  recentFailures,
} from './users';

/*
 * Guessing at an account is paced, not locked: from MAX_FAILURES_PER_EMAIL recent failures at an
 * account (from any addresses) its attempts take turns, one password check at a time, each turn
 * a gap after the one before, the gap doubling with the account's failures up to a few seconds.
 * Guesses spread over many addresses then go no faster than from one, and the right password
 * and code still sign in from any address: nobody can keep the owner out by failing elsewhere.
 * A client that itself fails MAX_FAILURES_PER_IP times is locked out of every account.
 */

/** The gap between two turns at an account under attack: `firstMs` at `fromFailures` failures, doubling with each one, at most `maxMs`. */
export interface Pacing {
  fromFailures: number;
  firstMs: number;
  maxMs: number;
}

/** An account under attack is checked at most once every 3 s, whatever the number of addresses guessing at it. */
export const PACING: Pacing = { fromFailures: MAX_FAILURES_PER_EMAIL, firstMs: 250, maxMs: 3000 };

// A real hash to check against when the e-mail is unknown, so both cases take the same time.
let dummyHash: Promise<string> | undefined;

export type SignInResult =
  | { ok: true; user: AdminUser }
  /** totp-required: the password is right and the account uses two-factor sign-in; ask for the code. */
  | { ok: false; reason: 'invalid' | 'locked' | 'totp-required' };

/** The recent failures an attempt is judged by: at its account (from anywhere), and from its client (at any account). */
export interface Failures {
  account: number;
  address: number;
}

/** Whether an attempt is refused unseen: its client has failed MAX_FAILURES_PER_IP times. An account's failures never refuse. */
export function isLocked(failures: Pick<Failures, 'address'>): boolean {
  return failures.address >= MAX_FAILURES_PER_IP;
}

/** The gap before an attempt's turn at an account with `accountFailures` recent failures (0: no wait). */
export function paceMs(accountFailures: number, pacing: Pacing = PACING): number {
  if (accountFailures < pacing.fromFailures) return 0;
  return Math.min(pacing.firstMs * 2 ** (accountFailures - pacing.fromFailures), pacing.maxMs);
}

/** Whether an attempt that failed with `before` failures behind it is the one that locks its client. */
function locksNow(before: Failures): boolean {
  return before.address + 1 === MAX_FAILURES_PER_IP;
}

/** The sign-in metrics (GET /api/metrics): each failure, and each lock the audit records. */
function countSignIn(ok: boolean, locked: boolean, audit: AuditEntry[]): void {
  if (ok) return;
  const { signInFailures, signInLocks } = metrics();
  signInFailures.inc({ reason: locked ? 'locked' : 'invalid' });
  if (audit.some((entry) => entry.action === 'lock')) signInLocks.inc();
}

interface Reservation {
  id: string;
  before: Failures;
  /** How long the attempt waits for its turn, in ms. */
  waitMs: number;
}

/**
 * Counts an attempt as a failure before it is checked, so that guesses sent at the same moment
 * count against each other, and gives it its turn at the account. The turns are the attempt rows'
 * times: a paced attempt's row is moved to its turn, a gap after the latest at the account. They
 * are handed out one at a time per account (a transaction, on PostgreSQL under an advisory lock
 * on the e-mail), so every instance keeps the same schedule. An unknown e-mail is paced alike,
 * so the wait tells nothing about which addresses exist.
 */
async function reserveAttempt(db: Db, email: string, client: string, pacing: Pacing): Promise<Reservation> {
  const id = uuidv7();
  await db.kysely.insertInto('login_attempt').values({ id, email, ip: client, succeeded: 0, createdAt: nowIso() }).execute();
  return db.kysely.transaction().execute(async (trx) => {
    // SQLite's one connection runs its transactions one after the other already.
    if (db.dialect === 'postgres') await sql`select pg_advisory_xact_lock(hashtextextended(${`sign-in:${email}`}, 0))`.execute(trx);
    const before = { account: await recentFailures(trx, { email }, id), address: await recentFailures(trx, { ip: client }, id) };
    const gap = paceMs(before.account, pacing);
    if (isLocked(before) || gap === 0) return { id, before, waitMs: 0 };
    const latest = await trx
      .selectFrom('login_attempt')
      .select((eb) => eb.fn.max('createdAt').as('at'))
      .where('email', '=', email)
      .where('id', '!=', id)
      .executeTakeFirst();
    const now = Date.now();
    const turn = Math.max(now, (latest?.at ? Date.parse(latest.at) : 0) + gap);
    if (turn > now) await trx.updateTable('login_attempt').set({ createdAt: new Date(turn).toISOString() }).where('id', '=', id).execute();
    return { id, before, waitMs: turn - now };
  });
}

/** Settles a reserved attempt with its audit entries: kept as a failure, made a success, or not counted. */
async function settleAttempt(db: Db, id: string, outcome: 'failed' | 'succeeded' | 'uncounted', audit: AuditEntry[]): Promise<void> {
  await db.kysely.transaction().execute(async (trx) => {
    if (outcome === 'succeeded') await trx.updateTable('login_attempt').set({ succeeded: 1 }).where('id', '=', id).execute();
    if (outcome === 'uncounted') await trx.deleteFrom('login_attempt').where('id', '=', id).execute();
    for (const entry of audit) await recordAudit(trx, entry);
  });
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Checks an e-mail and password, and for an account with two-factor sign-in the code (of the
 * authenticator app, or a recovery code). The password hash is verified for an unknown address
 * too, and every failure is answered alike, so the answer tells nothing about which addresses
 * exist. A wrong code counts as a failure like a wrong password. Attempts are counted
 * by the client's limitKey (an IPv6 client by its /64). A locked client is refused unseen and not
 * counted, so trying during the lock cannot renew it; at an account under attack each attempt
 * waits for its turn (PACING) and is then checked like any other. Each success, failure and lock
 * is in the audit log, with the client's whole address.
 */
export async function signIn(
  db: Db,
  emailInput: string,
  password: string,
  ip: string,
  code?: string | null,
  pacing: Pacing = PACING,
): Promise<SignInResult> {
  const email = normalizeEmail(emailInput);
  const attempt = await reserveAttempt(db, email, limitKey(ip), pacing);
  const locked = isLocked(attempt.before);
  await sleep(attempt.waitMs);
  const user = await findUserByEmail(db, email);
  let ok = false;
  if (!locked) {
    dummyHash ??= hashPassword('not-a-real-password');
    const valid = await verify(user?.passwordHash ?? (await dummyHash), password).catch(() => false);
    ok = user !== undefined && valid && user.disabled === 0 && user.invitePending === 0;
  }
  if (ok && user?.totpSecret) {
    // The password is right: nothing is counted until the code is given.
    if (!code?.trim()) {
      await settleAttempt(db, attempt.id, 'uncounted', []);
      return { ok: false, reason: 'totp-required' };
    }
    ok = await verifySecondFactor(db, user, code);
  }
  const entry = { entity: 'AdminUser', entityId: user?.id ?? null, summary: email, ip };
  const audit: AuditEntry[] = [];
  if (ok && user) audit.push({ ...entry, action: 'sign-in', actor: { id: user.id, email: user.email, name: user.name } });
  else audit.push({ ...entry, action: 'sign-in-failed', actor: null, changes: locked ? { reason: { before: null, after: 'locked' } } : null });
  if (!ok && !locked && locksNow(attempt.before)) audit.push({ ...entry, action: 'lock', actor: null });
  await settleAttempt(db, attempt.id, ok ? 'succeeded' : locked ? 'uncounted' : 'failed', audit);
  countSignIn(ok, locked, audit);
  if (locked) return { ok: false, reason: 'locked' };
  return ok && user ? { ok: true, user } : { ok: false, reason: 'invalid' };
}
