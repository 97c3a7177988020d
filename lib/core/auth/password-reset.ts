import 'server-only';
import { type AuditActor, recordAudit } from '@/lib/core/audit/log';
import { getConfig } from '@/lib/core/config';
import { type Db, nowIso } from '@/lib/core/db';
import { uuidv7 } from '@/lib/core/db/uuid';
import { ApiError, validationError } from '@/lib/core/model/errors';
import { site } from '@/lib/core/site';
import {
  type AccountDeps,
  type AccountMail,
  linkTo,
  MAIL_FOOTER,
  parse,
  sendMail,
  sendOrUndo,
} from './account';
import { accountMessages, emailSchema, resetPasswordSchema } from './account-schemas';
import { claimToken, findLiveToken, issueToken } from './account-tokens';
import { findUserByEmail, findUserById, hashPassword, normalizeEmail } from './users';
import { emailHash, logger } from '@/lib/core/ops/log';
import { limitKey } from '@/lib/core/security/client-address';

/*
 * A forgotten password, reset by e-mail: a link to /login/reset valid for 1 hour and usable once
 * (only its SHA-256 is stored), answered alike whether or not the address has an account, and
 * limited per address and per client (its limitKey: an IPv6 client by its /64). Setting the new
 * password ends every session of the account and forgets its failed sign-ins, which ends its
 * pacing (./sign-in.ts) and the lock of a client that failed only there. Owners can send the link
 * to an account too.
 */

export const RESET_TTL_MS = 60 * 60 * 1000;
export const RESET_WINDOW_MS = 60 * 60 * 1000;
/** Requests per address and per client within the window; beyond them no mail goes out. */
export const MAX_RESETS_PER_EMAIL = 3;
export const MAX_RESETS_PER_CLIENT = 10;
export const RESET_PATH = '/login/reset';

export type ResetRequestOutcome = { ok: true } | { ok: false; reason: 'too-many' };

function resetMail(to: string, link: string, byOwner: string | null): AccountMail {
  return {
    to,
    subject: `【${site.name}】パスワード再設定のご案内`,
    text: [
      byOwner
        ? `${byOwner} さんが、${site.fullName} 管理画面のパスワード再設定の手続きを始めました。`
        : `${site.fullName} 管理画面のパスワード再設定のお申し込みを受け付けました。`,
      '',
      '下のリンクを開いて、新しいパスワードを設定してください。リンクの有効期限は1時間で、1回だけ使えます。',
      link,
      '',
      '新しいパスワードを設定すると、すべての端末でログアウトします。',
      '',
      '※お心当たりのない場合は、このメールを破棄してください。パスワードは変わりません。',
      MAIL_FOOTER,
    ].join('\n'),
  };
}

async function countSince(db: Db, column: 'email' | 'ip', value: string, since: Date): Promise<number> {
  const row = await db.kysely
    .selectFrom('reset_request')
    .select((eb) => eb.fn.countAll().as('count'))
    .where(column, '=', value)
    .where('createdAt', '>=', since.toISOString())
    .executeTakeFirst();
  return Number(row?.count ?? 0);
}

/**
 * The request form of /login/reset. The answer does not say whether the address has an account,
 * and it comes as fast either way: the mail goes out after the answer.
 */
export async function requestPasswordReset(db: Db, emailInput: unknown, ip: string, deps: AccountDeps = {}): Promise<ResetRequestOutcome> {
  const now = deps.now ?? new Date();
  const email = normalizeEmail(parse(emailSchema, emailInput, 'email'));
  const client = limitKey(ip);
  const since = new Date(now.getTime() - RESET_WINDOW_MS);
  const [fromClient, forEmail] = await Promise.all([countSince(db, 'ip', client, since), countSince(db, 'email', email, since)]);
  if (fromClient >= MAX_RESETS_PER_CLIENT) return { ok: false, reason: 'too-many' };
  const user = await findUserByEmail(db, email);
  const eligible = user !== undefined && user.disabled === 0 && user.invitePending === 0 && forEmail < MAX_RESETS_PER_EMAIL;
  await db.kysely.transaction().execute(async (trx) => {
    await trx.insertInto('reset_request').values({ id: uuidv7(), email, ip: client, createdAt: now.toISOString() }).execute();
    await recordAudit(trx, {
      action: 'password-reset-request',
      actor: null,
      ip,
      entity: 'AdminUser',
      entityId: user?.id ?? null,
      summary: email,
      changes: eligible ? null : { mailed: { before: null, after: false } },
      at: now,
    });
  });
  if (eligible && user) {
    const { token } = await issueToken(db, user.id, 'password-reset', RESET_TTL_MS, now);
    const mail = resetMail(user.email, linkTo(RESET_PATH, token, deps.siteUrl ?? getConfig().siteUrl), null);
    void (deps.send ?? sendMail)(mail).catch((error: unknown) =>
      logger().error({ err: error, recipientHash: emailHash(mail.to) }, 'Could not send a password reset mail'),
    );
  }
  return { ok: true };
}

/** An owner sends the reset link to another account (an invited one gets its invitation again instead). */
export async function sendPasswordResetLink(db: Db, actor: AuditActor, userId: string, deps: AccountDeps = {}): Promise<void> {
  const now = deps.now ?? new Date();
  const user = await findUserById(db, userId);
  if (!user) throw new ApiError(accountMessages.userNotFound, 'NotFound');
  if (user.invitePending !== 0) throw validationError(accountMessages.resetInvitePending, 'id');
  if (user.disabled !== 0) throw validationError(accountMessages.resetDisabled, 'id');
  const { id, token } = await issueToken(db, user.id, 'password-reset', RESET_TTL_MS, now);
  const owner = await findUserById(db, actor.id);
  const mail = resetMail(user.email, linkTo(RESET_PATH, token, deps.siteUrl ?? getConfig().siteUrl), owner?.name ?? owner?.email ?? null);
  await sendOrUndo(mail, deps, async () => {
    await db.kysely.deleteFrom('account_token').where('id', '=', id).execute();
  });
  await recordAudit(db.kysely, { action: 'password-reset-request', actor, entity: 'AdminUser', entityId: user.id, summary: user.email, at: now });
}

/** Whose password a reset link sets, or null for a link that is unknown, used or expired. Opening the page uses nothing up. */
export async function resetFor(db: Db, token: string, now: Date = new Date()): Promise<{ email: string } | null> {
  const found = await findLiveToken(db, token, 'password-reset', now);
  if (!found) return null;
  const user = await findUserById(db, found.userId);
  return user && user.disabled === 0 ? { email: user.email } : null;
}

export type ResetOutcome =
  | { ok: true; email: string }
  | { ok: false; reason: 'invalid-link' }
  | { ok: false; reason: 'invalid-input'; fieldErrors: Record<string, string> };

/** Sets the new password from a reset link: once, within the hour; every session of the account ends. */
export async function resetPassword(db: Db, token: string, input: unknown, ip: string, now: Date = new Date()): Promise<ResetOutcome> {
  const parsed = resetPasswordSchema.safeParse(input);
  if (!parsed.success) {
    const fieldErrors: Record<string, string> = {};
    for (const issue of parsed.error.issues) fieldErrors[String(issue.path[0] ?? 'form')] ??= issue.message;
    return { ok: false, reason: 'invalid-input', fieldErrors };
  }
  const found = await findLiveToken(db, token, 'password-reset', now);
  if (!found) return { ok: false, reason: 'invalid-link' };
  // Hashing is slow: done before the transaction, so no write lock is held meanwhile.
  const passwordHash = await hashPassword(parsed.data.password);
  const outcome = await claimToken(db, found, now, async (trx, user): Promise<ResetOutcome> => {
    await trx
      .updateTable('admin_user')
      .set({ passwordHash, tokenVersion: user.tokenVersion + 1, updatedAt: nowIso() })
      .where('id', '=', user.id)
      .execute();
    // The account's failed sign-ins are forgotten (its pacing ends): its owner has just proved who they are.
    await trx.deleteFrom('login_attempt').where('email', '=', user.email).where('succeeded', '=', 0).execute();
    await recordAudit(trx, { action: 'password-reset', actor: { id: user.id, email: user.email, name: user.name }, ip, entity: 'AdminUser', entityId: user.id, summary: user.email, at: now });
    return { ok: true, email: user.email };
  });
  return outcome ?? { ok: false, reason: 'invalid-link' };
}
