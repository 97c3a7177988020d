import 'server-only';
import { verify } from '@node-rs/argon2';
import { type AuditEntry, recordAudit } from '@/lib/core/audit/log';
import { type Db, nowIso } from '@/lib/core/db';
import { uuidv7 } from '@/lib/core/db/uuid';
import { metrics } from '@/lib/core/ops/metrics';
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

/** The wait before answering an address's second failure at an account; it doubles with each one. */
export const SLOWDOWN_MS = 250;
const MAX_SLOWDOWN_MS = 2000;

// A real hash to check against when the e-mail is unknown, so both cases take the same time.
let dummyHash: Promise<string> | undefined;

export type SignInResult =
  | { ok: true; user: AdminUser }
  /** totp-required: the password is right and the account uses two-factor sign-in; ask for the code. */
  | { ok: false; reason: 'invalid' | 'locked' | 'totp-required' };

/** The recent failures an attempt is judged by: at its account, from its address, and of the two together. */
export interface Failures {
  account: number;
  address: number;
  pair: number;
}

/**
 * Whether an attempt is refused unseen. An address with 20 failures is locked for every account.
 * An account with 5 failures is locked for every address that has failed recently, and only for
 * those: failures from elsewhere cannot keep its owner out, who signs in from an address of theirs.
 */
export function isLocked(failures: Failures): boolean {
  return failures.address >= MAX_FAILURES_PER_IP || (failures.account >= MAX_FAILURES_PER_EMAIL && failures.address > 0);
}

/** How long an attempt waits before it is answered: an address guessing at one account is slowed, then locked. */
export function slowdownMs(failures: Pick<Failures, 'pair'>): number {
  return failures.pair < 2 ? 0 : Math.min(SLOWDOWN_MS * 2 ** (failures.pair - 2), MAX_SLOWDOWN_MS);
}

/** Whether an attempt that failed with `before` failures behind it is the one that locks its account or address. */
function locksNow(before: Failures): boolean {
  return before.account + 1 === MAX_FAILURES_PER_EMAIL || before.address + 1 === MAX_FAILURES_PER_IP;
}

/** The sign-in metrics (GET /api/metrics): each failure, and each lock the audit records. */
function countSignIn(ok: boolean, locked: boolean, audit: AuditEntry[]): void {
  if (ok) return;
  const { signInFailures, signInLocks } = metrics();
  signInFailures.inc({ reason: locked ? 'locked' : 'invalid' });
  if (audit.some((entry) => entry.action === 'lock')) signInLocks.inc();
}

/**
 * An attempt is counted as a failure before it is checked, so that guesses sent at the same moment
 * count against each other; it becomes a success, or is taken back when the lock refuses it unseen.
 */
async function reserveAttempt(db: Db, email: string, ip: string): Promise<{ id: string; before: Failures }> {
  const id = uuidv7();
  await db.kysely.insertInto('login_attempt').values({ id, email, ip, succeeded: 0, createdAt: nowIso() }).execute();
  const [account, address, pair] = await Promise.all([
    recentFailures(db, { email }, id),
    recentFailures(db, { ip }, id),
    recentFailures(db, { email, ip }, id),
  ]);
  return { id, before: { account, address, pair } };
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
 * authenticator app, or a recovery code). The password hash is always verified, also for an
 * unknown address, and every failure is answered alike, so the answer tells nothing about which
 * addresses exist. A wrong code counts as a failure like a wrong password. The lock (isLocked)
 * refuses an attempt without counting it, so it cannot be renewed by trying during it; an address
 * that keeps failing at one account waits longer for each answer (slowdownMs). Each success,
 * failure and lock is in the audit log.
 */
export async function signIn(db: Db, emailInput: string, password: string, ip: string, code?: string | null): Promise<SignInResult> {
  const email = normalizeEmail(emailInput);
  const attempt = await reserveAttempt(db, email, ip);
  const locked = isLocked(attempt.before);
  const user = await findUserByEmail(db, email);
  dummyHash ??= hashPassword('not-a-real-password');
  const valid = await verify(user?.passwordHash ?? (await dummyHash), password).catch(() => false);
  let ok = !locked && user !== undefined && valid && user.disabled === 0 && user.invitePending === 0;
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
  await sleep(slowdownMs(attempt.before));
  if (locked) return { ok: false, reason: 'locked' };
  return ok && user ? { ok: true, user } : { ok: false, reason: 'invalid' };
}
