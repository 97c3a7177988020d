import 'server-only';
import { randomBytes } from 'node:crypto';
import type { Kysely, Transaction } from 'kysely';
import type { z } from 'zod';
import { type AuditActor, type AuditEntry, diffFields, recordAudit } from '@/lib/core/audit/log';
import { getConfig } from '@/lib/core/config';
import { type Db, nowIso } from '@/lib/core/db';
import type { Database } from '@/lib/core/db/schema';
import { uuidv7 } from '@/lib/core/db/uuid';
import { configuredTransport, messageIdFor } from '@/lib/core/mail/transport';
import { ApiError, validationError } from '@/lib/core/model/errors';
import { site } from '@/lib/core/site';
import {
  acceptInviteSchema,
  accountMessages,
  displayNameSchema,
  emailSchema,
  newPasswordSchema,
} from './account-schemas';
import { claimToken, findLiveToken, issueToken } from './account-tokens';
import { type Access, isRole } from './roles';
import {
  accessOf,
  type AdminUser,
  checkCurrentPassword,
  findUserByEmail,
  findUserById,
  hashPassword,
  NO_TWO_FACTOR,
  normalizeEmail,
} from './users';
import { emailHash, logger } from '@/lib/core/ops/log';

/*
 * The signed-in admin's own account (name, password, e-mail) and the other admins (invite,
 * disable). Links sent by mail carry a random token; only its SHA-256 is stored, each works
 * once and expires.
 *
 * Account mails are sent at once with the enquiry mails' transport (SMTP_URL, else .eml files
 * under DATA_DIR/mail) and not through the enquiry outbox: the outbox would keep the link, and
 * so the token, in clear text in the database, and the admin who asked for the mail should hear
 * right away when it could not be sent rather than wait for a retry they cannot see.
 */

export const EMAIL_CHANGE_TTL_MS = 24 * 60 * 60 * 1000;
export const INVITE_TTL_MS = 72 * 60 * 60 * 1000;

export interface AccountMail {
  to: string;
  subject: string;
  text: string;
}

export interface AccountDeps {
  /** Sends one mail; by default through the configured transport, from MAIL_FROM. */
  send?: (mail: AccountMail) => Promise<void>;
  /** The public address the links point to; by default SITE_URL. */
  siteUrl?: string;
  now?: Date;
}

export interface AdminAccount extends Access {
  id: string;
  email: string;
  name: string | null;
  disabled: boolean;
  invitePending: boolean;
  twoFactorEnabled: boolean;
  createdAt: string;
}

async function toAccount(db: Executor, user: AdminUser): Promise<AdminAccount> {
  return {
    id: user.id,
    email: user.email,
    name: user.name,
    disabled: user.disabled !== 0,
    invitePending: user.invitePending !== 0,
    twoFactorEnabled: user.totpSecret !== null,
    createdAt: user.createdAt,
    ...(await accessOf(db, user)),
  };
}

type Executor = Kysely<Database> | Transaction<Database>;

/** Who acts: a signed-in viewer as the API has it, or only an account id (scripts, tests). */
export type ActingAs = string | AuditActor;

async function actorOf(db: Db, by: ActingAs): Promise<AuditActor> {
  if (typeof by !== 'string') return by;
  const user = await requireUser(db, by);
  return { id: user.id, email: user.email, name: user.name };
}

/** Runs an account change and writes its audit entry in the same transaction. */
async function audited<T>(db: Db, entry: AuditEntry, work: (trx: Executor) => Promise<T>): Promise<T> {
  return db.kysely.transaction().execute(async (trx) => {
    const value = await work(trx);
    await recordAudit(trx, entry);
    return value;
  });
}

export async function sendMail(mail: AccountMail): Promise<void> {
  const from = getConfig().MAIL_FROM;
  await configuredTransport().send({ from, to: mail.to, subject: mail.subject, text: mail.text, messageId: messageIdFor(uuidv7(), from) });
}

/** Parses with a shared schema, or raises the first problem as a ValidationError on `field`. */
export function parse<T>(schema: z.ZodType<T>, value: unknown, field: string): T {
  const parsed = schema.safeParse(value);
  if (parsed.success) return parsed.data;
  const message = parsed.error.issues[0]?.message ?? '入力内容を確認してください。';
  throw validationError(message, field);
}

async function requireUser(db: Db, id: string): Promise<AdminUser> {
  const user = await findUserById(db, id);
  if (!user) throw new ApiError(accountMessages.userNotFound, 'NotFound');
  return user;
}

async function bumpTokenVersion(db: Executor, id: string, set: { passwordHash?: string; disabled?: number } = {}): Promise<void> {
  await db
    .updateTable('admin_user')
    .set((eb) => ({ ...set, tokenVersion: eb('tokenVersion', '+', 1), updatedAt: nowIso() }))
    .where('id', '=', id)
    .execute();
}

// ---------------------------------------------------------------- one's own account

/** Trims the name; an empty name is removed, so the shell shows the default label. */
export async function updateMyName(db: Db, by: ActingAs, name: string | null | undefined): Promise<AdminUser> {
  const trimmed = parse(displayNameSchema, name ?? '', 'name');
  const actor = await actorOf(db, by);
  const before = await requireUser(db, actor.id);
  const after = trimmed === '' ? null : trimmed;
  const entry: AuditEntry = { action: 'account-update', actor, entity: 'AdminUser', entityId: actor.id, summary: before.email, changes: diffFields({ name: before.name }, { name: after }) };
  await audited(db, entry, (trx) => trx.updateTable('admin_user').set({ name: after, updatedAt: nowIso() }).where('id', '=', actor.id).execute());
  return requireUser(db, actor.id);
}

/** Sets a new password after checking the current one; every session of the user ends, this one too. */
export async function changeMyPassword(db: Db, by: ActingAs, currentPassword: string, newPassword: string): Promise<void> {
  const actor = await actorOf(db, by);
  const user = await requireUser(db, actor.id);
  await checkCurrentPassword(db, user, currentPassword);
  const password = parse(newPasswordSchema, newPassword, 'newPassword');
  const passwordHash = await hashPassword(password);
  const entry: AuditEntry = { action: 'password-change', actor, entity: 'AdminUser', entityId: user.id, summary: user.email };
  await audited(db, entry, (trx) => bumpTokenVersion(trx, user.id, { passwordHash }));
}

/** Ends every session of the user, on every device. */
export async function signOutEverywhere(db: Db, by: ActingAs): Promise<void> {
  const actor = await actorOf(db, by);
  const user = await requireUser(db, actor.id);
  const entry: AuditEntry = { action: 'sign-out-everywhere', actor, entity: 'AdminUser', entityId: user.id, summary: user.email };
  await audited(db, entry, (trx) => bumpTokenVersion(trx, user.id));
}

// ---------------------------------------------------------------- single-use links

export function linkTo(path: string, token: string, siteUrl: string): string {
  return `${siteUrl.replace(/\/$/, '')}${path}?token=${encodeURIComponent(token)}`;
}

export const MAIL_FOOTER = '※このメールは送信専用アドレスから自動でお送りしています。ご返信いただいてもお答えできません。';

/** Sends, or takes back what was prepared for the mail and says that it could not be sent. */
export async function sendOrUndo(mail: AccountMail, deps: AccountDeps, undo: () => Promise<void>): Promise<void> {
  try {
    await (deps.send ?? sendMail)(mail);
  } catch (error) {
    logger().error({ err: error, recipientHash: emailHash(mail.to) }, 'Could not send an account mail');
    await undo().catch((undoError: unknown) => logger().error({ err: undoError }, 'Could not undo after a failed account mail'));
    throw new ApiError(accountMessages.mailFailed, 'MailError');
  }
}

// ---------------------------------------------------------------- e-mail change

/** Where the link of the e-mail change mail leads: a page that asks for a button press (a link alone changes nothing). */
export const CONFIRM_EMAIL_PATH = '/login/confirm-email';

/**
 * Starts a change of the sign-in address: checks the password and that the address is free,
 * mails a confirmation link to the new address, and tells the current address that a change was
 * asked for. Nothing changes until the button on the link's page is pressed.
 */
export async function requestEmailChange(db: Db, by: ActingAs, newEmailInput: string, currentPassword: string, deps: AccountDeps = {}): Promise<void> {
  const now = deps.now ?? new Date();
  const newEmail = normalizeEmail(parse(emailSchema, newEmailInput, 'newEmail'));
  const actor = await actorOf(db, by);
  const user = await requireUser(db, actor.id);
  await checkCurrentPassword(db, user, currentPassword);
  if (newEmail === user.email) throw validationError(accountMessages.emailSame, 'newEmail');
  if (await findUserByEmail(db, newEmail)) throw validationError(accountMessages.emailTaken, 'newEmail');
  const { id, token } = await issueToken(db, user.id, 'email-change', EMAIL_CHANGE_TTL_MS, now, newEmail);
  const link = linkTo(CONFIRM_EMAIL_PATH, token, deps.siteUrl ?? getConfig().siteUrl);
  const mail: AccountMail = {
    to: newEmail,
    subject: `【${site.name}】メールアドレス変更の確認`,
    text: [
      `${site.fullName} 管理画面のログイン用メールアドレスを、このメールアドレス（${newEmail}）に変更する手続きを受け付けました。`,
      '',
      '下のリンクを開き、表示される画面の「メールアドレスを変更する」ボタンを押すと変更が完了します。リンクの有効期限は24時間で、1回だけ使えます。',
      link,
      '',
      '変更が完了すると、すべての端末でログアウトします。新しいメールアドレスでログインし直してください。',
      '',
      '※お心当たりのない場合は、このメールを破棄してください。メールアドレスは変更されません。',
      MAIL_FOOTER,
    ].join('\n'),
  };
  await sendOrUndo(mail, deps, async () => {
    await db.kysely.deleteFrom('account_token').where('id', '=', id).execute();
  });
  await recordAudit(db.kysely, {
    action: 'email-change-request',
    actor,
    entity: 'AdminUser',
    entityId: user.id,
    summary: user.email,
    changes: { email: { before: user.email, after: newEmail } },
    at: now,
  });
  // The current address hears of it too: if someone else is using the session, its owner can act.
  const notice: AccountMail = {
    to: user.email,
    subject: `【${site.name}】メールアドレス変更の手続きがありました`,
    text: [
      `${site.fullName} 管理画面で、このメールアドレス（${user.email}）でログインしているアカウントのメールアドレスを、${newEmail} に変更する手続きがありました。`,
      '',
      '変更は、新しいメールアドレスに届いたリンクから確認されるまで行われません。',
      '',
      'お心当たりのない場合は、パスワードが他人に知られているおそれがあります。すぐにログインしてパスワードを変更し、「すべての端末からログアウト」を行ったうえで、オーナーにご連絡ください。',
      MAIL_FOOTER,
    ].join('\n'),
  };
  await (deps.send ?? sendMail)(notice).catch((error: unknown) =>
    logger().error({ err: error, recipientHash: emailHash(notice.to) }, 'Could not tell the old address of an e-mail change'),
  );
}

export type LinkOutcome = { ok: true; userId: string } | { ok: false; reason: 'invalid' };

/** The change a confirmation link would make, for its page (opening it changes nothing), or null. */
export async function emailChangeFor(db: Db, token: string, now: Date = new Date()): Promise<{ email: string; newEmail: string } | null> {
  const found = await findLiveToken(db, token, 'email-change', now);
  if (!found?.newEmail) return null;
  const user = await findUserById(db, found.userId);
  return user && user.disabled === 0 ? { email: user.email, newEmail: found.newEmail } : null;
}

/** The button on the confirmation link's page: the new address takes effect once, and every session ends. */
export async function confirmEmailChange(db: Db, token: string, now: Date = new Date(), ip: string | null = null): Promise<LinkOutcome> {
  const found = await findLiveToken(db, token, 'email-change', now);
  if (!found?.newEmail) return { ok: false, reason: 'invalid' };
  const newEmail = found.newEmail;
  try {
    const outcome = await claimToken(db, found, now, async (trx, user): Promise<LinkOutcome> => {
      const taken = await trx.selectFrom('admin_user').select('id').where('email', '=', newEmail).where('id', '!=', user.id).executeTakeFirst();
      if (taken) return { ok: false, reason: 'invalid' };
      await trx
        .updateTable('admin_user')
        .set({ email: newEmail, tokenVersion: user.tokenVersion + 1, updatedAt: now.toISOString() })
        .where('id', '=', user.id)
        .execute();
      await recordAudit(trx, {
        action: 'email-change',
        actor: { id: user.id, email: user.email, name: user.name },
        ip,
        entity: 'AdminUser',
        entityId: user.id,
        summary: newEmail,
        changes: { email: { before: user.email, after: newEmail } },
        at: now,
      });
      return { ok: true, userId: user.id };
    });
    return outcome ?? { ok: false, reason: 'invalid' };
  } catch (error) {
    // The unique index on the address: someone took it at the same moment.
    logger().error({ err: error }, 'Could not apply an e-mail change');
    return { ok: false, reason: 'invalid' };
  }
}

// ---------------------------------------------------------------- other admins

export async function listAdminUsers(db: Db): Promise<AdminAccount[]> {
  const users = await db.kysely.selectFrom('admin_user').selectAll().orderBy('createdAt').orderBy('id').execute();
  return Promise.all(users.map((user) => toAccount(db.kysely, user)));
}

/**
 * Invites an admin: the account exists at once but cannot sign in until the invitee opens the
 * link and chooses a password. Inviting an address whose invitation is still open sends a new
 * link (the old one stops working); an address with an active account is refused.
 */
export async function inviteAdmin(
  db: Db,
  by: ActingAs,
  emailInput: string,
  nameInput: string | null | undefined,
  deps: AccountDeps & { access?: { role: unknown; storeIds?: readonly unknown[] | null } } = {},
): Promise<AdminAccount> {
  const now = deps.now ?? new Date();
  const email = normalizeEmail(parse(emailSchema, emailInput, 'email'));
  const trimmedName = parse(displayNameSchema, nameInput ?? '', 'name');
  const name = trimmedName === '' ? null : trimmedName;
  const actor = await actorOf(db, by);
  const access = await checkAccess(db, deps.access ?? { role: 'editor', storeIds: [] });
  const inviter = await requireUser(db, actor.id);
  const existing = await findUserByEmail(db, email);
  if (existing && (existing.invitePending === 0 || existing.disabled !== 0)) throw validationError(accountMessages.adminExists, 'email');

  let user: AdminUser;
  let created = false;
  if (existing) {
    user = existing;
    if (name !== null && name !== existing.name) {
      await db.kysely.updateTable('admin_user').set({ name, updatedAt: now.toISOString() }).where('id', '=', existing.id).execute();
      user = { ...existing, name };
    }
  } else {
    const at = now.toISOString();
    user = {
      id: uuidv7(),
      email,
      name,
      // A real hash of a secret nobody knows: signing in takes as long as for any account, and fails.
      passwordHash: await hashPassword(randomBytes(32).toString('base64url')),
      disabled: 0,
      tokenVersion: 0,
      invitePending: 1,
      role: access.role,
      ...NO_TWO_FACTOR,
      createdAt: at,
      updatedAt: at,
    };
    try {
      await db.kysely.transaction().execute(async (trx) => {
        await trx.insertInto('admin_user').values(user).execute();
        await writeStores(trx, user.id, access.storeIds);
      });
    } catch {
      // Created by someone else at the same moment.
      throw validationError(accountMessages.adminExists, 'email');
    }
    created = true;
  }

  const { id: tokenId, token } = await issueToken(db, user.id, 'invite', INVITE_TTL_MS, now);
  const link = linkTo('/login/invite', token, deps.siteUrl ?? getConfig().siteUrl);
  const inviterName = inviter.name ?? inviter.email;
  const mail: AccountMail = {
    to: email,
    subject: `【${site.name}】管理画面への招待`,
    text: [
      `${inviterName} さんから、${site.fullName} のホームページ管理画面に招待されました。`,
      '',
      '下のリンクを開いてパスワードを設定すると、管理画面にログインできるようになります。',
      'リンクの有効期限は72時間で、1回だけ使えます。',
      link,
      '',
      `ログインに使うメールアドレス: ${email}`,
      '',
      '※お心当たりのない場合は、このメールを破棄してください。',
      MAIL_FOOTER,
    ].join('\n'),
  };
  await sendOrUndo(mail, deps, async () => {
    await db.kysely.deleteFrom('account_token').where('id', '=', tokenId).execute();
    if (created) await db.kysely.deleteFrom('admin_user').where('id', '=', user.id).where('invitePending', '=', 1).execute();
  });
  // Written once the mail went out: an invitation whose mail failed was undone and never happened.
  await recordAudit(db.kysely, {
    action: 'account-invite',
    actor,
    entity: 'AdminUser',
    entityId: user.id,
    summary: email,
    changes: created ? { role: { before: null, after: access.role }, storeIds: { before: null, after: access.storeIds } } : null,
  });
  return toAccount(db.kysely, user);
}

export interface InviteInfo {
  email: string;
  name: string | null;
}

/** Who an invitation link is for, while it can still be used. */
export async function inviteFor(db: Db, token: string, now: Date = new Date()): Promise<InviteInfo | null> {
  const found = await findLiveToken(db, token, 'invite', now);
  if (!found) return null;
  const user = await findUserById(db, found.userId);
  if (!user || user.invitePending !== 1 || user.disabled !== 0) return null;
  return { email: user.email, name: user.name };
}

export type AcceptInviteResult =
  | { ok: true; email: string }
  | { ok: false; reason: 'invalid-input'; fieldErrors: Record<string, string> }
  | { ok: false; reason: 'invalid-link' };

/** Completes an invitation: the password is set, the account becomes active and the link is spent. */
export async function acceptInvite(db: Db, token: string, input: unknown, now: Date = new Date()): Promise<AcceptInviteResult> {
  const parsed = acceptInviteSchema.safeParse(input);
  if (!parsed.success) {
    const fieldErrors: Record<string, string> = {};
    for (const issue of parsed.error.issues) {
      const field = String(issue.path[0] ?? 'form');
      fieldErrors[field] ??= issue.message;
    }
    return { ok: false, reason: 'invalid-input', fieldErrors };
  }
  const found = await findLiveToken(db, token, 'invite', now);
  if (!found) return { ok: false, reason: 'invalid-link' };
  // Hashing is slow: done before the transaction, so no write lock is held meanwhile.
  const passwordHash = await hashPassword(parsed.data.password);
  const outcome = await claimToken(db, found, now, async (trx, user): Promise<AcceptInviteResult> => {
    if (user.invitePending !== 1) return { ok: false, reason: 'invalid-link' };
    await trx
      .updateTable('admin_user')
      .set({
        passwordHash,
        invitePending: 0,
        name: parsed.data.name === '' ? user.name : parsed.data.name,
        tokenVersion: user.tokenVersion + 1,
        updatedAt: now.toISOString(),
      })
      .where('id', '=', user.id)
      .execute();
    return { ok: true, email: user.email };
  });
  return outcome ?? { ok: false, reason: 'invalid-link' };
}

/** Disables or re-enables another admin; disabling ends that admin's sessions at once. */
export async function setAdminDisabled(db: Db, by: ActingAs, id: string, disabled: boolean): Promise<AdminAccount> {
  const actor = await actorOf(db, by);
  if (id === actor.id && disabled) throw validationError(accountMessages.disableSelf, 'id');
  const user = await requireUser(db, id);
  if ((user.disabled !== 0) !== disabled) {
    const entry: AuditEntry = {
      action: disabled ? 'account-disable' : 'account-enable',
      actor,
      entity: 'AdminUser',
      entityId: id,
      summary: user.email,
      changes: { disabled: { before: !disabled, after: disabled } },
    };
    await audited(db, entry, async (trx) => {
      if (!disabled) return void (await trx.updateTable('admin_user').set({ disabled: 0, updatedAt: nowIso() }).where('id', '=', id).execute());
      await bumpTokenVersion(trx, id, { disabled: 1 });
      await checkOwnersLeft(trx);
    });
  }
  return toAccount(db.kysely, await requireUser(db, id));
}

// ---------------------------------------------------------------- roles

/** The role and stores as given, checked: a known role, and for store staff one or more existing stores. */
async function checkAccess(db: Db, access: { role: unknown; storeIds?: readonly unknown[] | null }): Promise<Access> {
  if (!isRole(access.role)) throw validationError(accountMessages.roleUnknown, 'role');
  if (access.role !== 'staff') return { role: access.role, storeIds: [] };
  const wanted = [...new Set((access.storeIds ?? []).filter((id): id is string => typeof id === 'string'))];
  if (wanted.length === 0) throw validationError(accountMessages.storesRequired, 'storeIds');
  const found = await db.kysely.selectFrom('store').select('id').where('id', 'in', wanted).execute();
  if (found.length !== wanted.length) throw validationError(accountMessages.storeUnknown, 'storeIds');
  return { role: 'staff', storeIds: [...wanted].sort() };
}

async function writeStores(trx: Executor, userId: string, storeIds: readonly string[]): Promise<void> {
  await trx.deleteFrom('admin_user_store').where('userId', '=', userId).execute();
  for (const storeId of storeIds) await trx.insertInto('admin_user_store').values({ userId, storeId }).execute();
}

/**
 * Refuses, inside the transaction of the change, a change that leaves no enabled owner who can
 * sign in: someone must always be able to manage the accounts.
 */
async function checkOwnersLeft(trx: Executor): Promise<void> {
  const row = await trx
    .selectFrom('admin_user')
    .select((eb) => eb.fn.countAll().as('count'))
    .where('role', '=', 'owner')
    .where('disabled', '=', 0)
    .where('invitePending', '=', 0)
    .executeTakeFirst();
  if (Number(row?.count ?? 0) === 0) throw validationError(accountMessages.lastOwner, 'role');
}

/** Sets an account's role and, for store staff, its stores; the last owner keeps its role. */
export async function setAdminRole(db: Db, by: ActingAs, id: string, role: unknown, storeIds: readonly unknown[] | null | undefined): Promise<AdminAccount> {
  const actor = await actorOf(db, by);
  const user = await requireUser(db, id);
  const access = await checkAccess(db, { role, storeIds });
  const before = await accessOf(db.kysely, user);
  const changes = diffFields({ role: before.role, storeIds: before.storeIds }, { role: access.role, storeIds: access.storeIds });
  if (Object.keys(changes).length > 0) {
    const entry: AuditEntry = { action: 'role-change', actor, entity: 'AdminUser', entityId: id, summary: user.email, changes };
    await audited(db, entry, async (trx) => {
      await trx.updateTable('admin_user').set({ role: access.role, updatedAt: nowIso() }).where('id', '=', id).execute();
      await writeStores(trx, id, access.storeIds);
      await checkOwnersLeft(trx);
    });
  }
  return toAccount(db.kysely, await requireUser(db, id));
}
