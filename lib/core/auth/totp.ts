import 'server-only';
import { createHash, randomBytes } from 'node:crypto';
import { Secret, TOTP } from 'otpauth';
import QRCode from 'qrcode';
import { type AuditActor, recordAudit } from '@/lib/core/audit/log';
import { type Db, nowIso } from '@/lib/core/db';
import { accountSecretContext } from '@/lib/core/db/sealed-columns';
import { uuidv7 } from '@/lib/core/db/uuid';
import { ApiError, validationError } from '@/lib/core/model/errors';
import { openSecret, sealSecret } from '@/lib/core/security/sealed-secret';
import { site } from '@/lib/core/site';
import { type AdminUser, checkCurrentPassword, findUserById, TWO_FACTOR_REQUIRED_SETTING } from './users';

/*
 * Two-factor sign-in with a time-based one-time password (RFC 6238, what every authenticator app
 * speaks), by the otpauth library: 6 digits, 30-second steps, a step either side accepted for a
 * phone's clock. A code is accepted once (the last accepted step is kept), and 10 single-use
 * recovery codes, stored as SHA-256 only, stand in for a lost phone. The secret is stored sealed
 * (lib/core/security/sealed-secret.ts) with a key the database does not hold.
 */

export const TOTP_PERIOD_SECONDS = 30;
export const TOTP_DIGITS = 6;
export const RECOVERY_CODE_COUNT = 10;

export const twoFactorMessages = {
  codeWrong: '確認コードが正しくありません。認証アプリに表示されている最新の6桁を入力してください。',
  codeRequired: '確認コードを入力してください。',
  notStarted: '先に「2段階認証を設定する」から設定を始めてください。',
  alreadyOn: '2段階認証はすでに有効です。',
  notOn: '2段階認証は有効になっていません。',
  enrolBeforeRequiring: '2段階認証を必須にするには、先にご自身のアカウントで2段階認証を設定してください。設定しないまま必須にすると、ご自身も設定が済むまでほかの操作ができなくなります。',
} as const;

export interface TwoFactorEnrollment {
  secret: string;
  otpauthUrl: string;
  qrSvg: string;
}

export interface TwoFactorStatus {
  enabled: boolean;
  enabledAt: string | null;
  recoveryCodesLeft: number;
  required: boolean;
}

function totpFor(secret: string, email: string): TOTP {
  return new TOTP({
    issuer: `${site.name} 管理画面`,
    label: email,
    algorithm: 'SHA1',
    digits: TOTP_DIGITS,
    period: TOTP_PERIOD_SECONDS,
    secret: Secret.fromBase32(secret),
  });
}

const currentStep = (now: number) => Math.floor(now / 1000 / TOTP_PERIOD_SECONDS);

/** An account's secret (enabled or pending) as stored: sealed, bound to the account. */
const seal = (user: Pick<AdminUser, 'id'>, secret: string) => sealSecret(secret, accountSecretContext(user.id));
const unseal = (user: Pick<AdminUser, 'id'>, sealed: string | null) => (sealed === null ? null : openSecret(sealed, accountSecretContext(user.id)));

/** The time step a code belongs to (this one, or one either side), or null when it is not valid (or the secret is unreadable). */
export function codeStep(secret: string | null, email: string, code: string, now = Date.now()): number | null {
  const token = code.replace(/\s/g, '');
  if (secret === null || !/^\d{6}$/.test(token)) return null;
  const delta = totpFor(secret, email).validate({ token, timestamp: now, window: 1 });
  return delta === null ? null : currentStep(now) + delta;
}

const hashCode = (code: string) => createHash('sha256').update(code.toLowerCase().replace(/[\s-]/g, '')).digest('hex');

/** A recovery code as people copy it: 10 letters and digits in two groups (xxxxx-xxxxx). */
function newRecoveryCode(): string {
  const alphabet = 'abcdefghjkmnpqrstuvwxyz23456789';
  const bytes = randomBytes(10);
  const chars = [...bytes].map((byte) => alphabet[byte % alphabet.length]).join('');
  return `${chars.slice(0, 5)}-${chars.slice(5)}`;
}

async function requireAccount(db: Db, id: string): Promise<AdminUser> {
  const user = await findUserById(db, id);
  if (!user) throw new ApiError('アカウントが見つかりません。', 'NotFound');
  return user;
}

/** Starts turning two-factor sign-in on: a new secret, shown as a QR code and as a key to type. */
export async function startEnrollment(db: Db, actor: AuditActor): Promise<TwoFactorEnrollment> {
  const user = await requireAccount(db, actor.id);
  if (user.totpSecret) throw validationError(twoFactorMessages.alreadyOn, 'code');
  const secret = new Secret({ size: 20 }).base32;
  await db.kysely.updateTable('admin_user').set({ totpPendingSecret: seal(user, secret), updatedAt: nowIso() }).where('id', '=', user.id).execute();
  const otpauthUrl = totpFor(secret, user.email).toString();
  const qrSvg = await QRCode.toString(otpauthUrl, { type: 'svg', margin: 1, errorCorrectionLevel: 'M' });
  return { secret, otpauthUrl, qrSvg };
}

async function replaceRecoveryCodes(trx: Parameters<typeof recordAudit>[0], userId: string): Promise<string[]> {
  const codes = Array.from({ length: RECOVERY_CODE_COUNT }, newRecoveryCode);
  const createdAt = nowIso();
  await trx.deleteFrom('recovery_code').where('userId', '=', userId).execute();
  for (const code of codes) await trx.insertInto('recovery_code').values({ id: uuidv7(), userId, codeHash: hashCode(code), usedAt: null, createdAt }).execute();
  return codes;
}

/** Confirms the secret with a first code: two-factor sign-in is on; answers the 10 recovery codes, shown this once. */
export async function confirmEnrollment(db: Db, actor: AuditActor, code: string, now = Date.now()): Promise<string[]> {
  const user = await requireAccount(db, actor.id);
  if (user.totpSecret) throw validationError(twoFactorMessages.alreadyOn, 'code');
  if (!user.totpPendingSecret) throw validationError(twoFactorMessages.notStarted, 'code');
  if (!code.trim()) throw validationError(twoFactorMessages.codeRequired, 'code');
  const secret = unseal(user, user.totpPendingSecret);
  const step = codeStep(secret, user.email, code, now);
  if (secret === null || step === null) throw validationError(twoFactorMessages.codeWrong, 'code');
  return db.kysely.transaction().execute(async (trx) => {
    await trx
      .updateTable('admin_user')
      .set({ totpSecret: seal(user, secret), totpPendingSecret: null, totpEnabledAt: new Date(now).toISOString(), totpLastStep: step, updatedAt: nowIso() })
      .where('id', '=', user.id)
      .execute();
    const codes = await replaceRecoveryCodes(trx, user.id);
    await recordAudit(trx, { action: 'totp-enable', actor, entity: 'AdminUser', entityId: user.id, summary: user.email });
    return codes;
  });
}

/**
 * The second factor at sign-in: a code of the authenticator app not used before (a replayed or
 * older code is refused), or an unused recovery code (then used up).
 */
export async function verifySecondFactor(db: Db, user: AdminUser, code: string, now = Date.now()): Promise<boolean> {
  if (!user.totpSecret) return false;
  const step = codeStep(unseal(user, user.totpSecret), user.email, code, now);
  if (step !== null) {
    // The step moves forward in the same statement that checks it, so two sign-ins cannot share a code.
    const result = await db.kysely
      .updateTable('admin_user')
      .set({ totpLastStep: step })
      .where('id', '=', user.id)
      .where((eb) => eb.or([eb('totpLastStep', 'is', null), eb('totpLastStep', '<', step)]))
      .executeTakeFirst();
    return Number(result.numUpdatedRows) > 0;
  }
  const used = await db.kysely
    .updateTable('recovery_code')
    .set({ usedAt: new Date(now).toISOString() })
    .where('userId', '=', user.id)
    .where('codeHash', '=', hashCode(code))
    .where('usedAt', 'is', null)
    .executeTakeFirst();
  return Number(used.numUpdatedRows) > 0;
}

/** Turns two-factor sign-in off (the current password is asked first); the recovery codes go too. */
export async function disableTwoFactor(db: Db, actor: AuditActor, currentPassword: string): Promise<void> {
  const user = await requireAccount(db, actor.id);
  if (!user.totpSecret) throw validationError(twoFactorMessages.notOn, 'currentPassword');
  await checkCurrentPassword(db, user, currentPassword);
  await db.kysely.transaction().execute(async (trx) => {
    await trx
      .updateTable('admin_user')
      .set({ totpSecret: null, totpPendingSecret: null, totpEnabledAt: null, totpLastStep: null, updatedAt: nowIso() })
      .where('id', '=', user.id)
      .execute();
    await trx.deleteFrom('recovery_code').where('userId', '=', user.id).execute();
    await recordAudit(trx, { action: 'totp-disable', actor, entity: 'AdminUser', entityId: user.id, summary: user.email });
  });
}

/** New recovery codes (the current password is asked first); the old ones stop working. */
export async function regenerateRecoveryCodes(db: Db, actor: AuditActor, currentPassword: string): Promise<string[]> {
  const user = await requireAccount(db, actor.id);
  if (!user.totpSecret) throw validationError(twoFactorMessages.notOn, 'currentPassword');
  await checkCurrentPassword(db, user, currentPassword);
  return db.kysely.transaction().execute(async (trx) => {
    const codes = await replaceRecoveryCodes(trx, user.id);
    await recordAudit(trx, { action: 'recovery-codes', actor, entity: 'AdminUser', entityId: user.id, summary: user.email });
    return codes;
  });
}

export async function twoFactorRequired(db: Db): Promise<boolean> {
  const row = await db.kysely.selectFrom('site_setting').select('value').where('key', '=', TWO_FACTOR_REQUIRED_SETTING).executeTakeFirst();
  return row?.value === '1';
}

export async function twoFactorStatus(db: Db, userId: string): Promise<TwoFactorStatus> {
  const user = await requireAccount(db, userId);
  const left = await db.kysely
    .selectFrom('recovery_code')
    .select((eb) => eb.fn.countAll().as('count'))
    .where('userId', '=', userId)
    .where('usedAt', 'is', null)
    .executeTakeFirst();
  return {
    enabled: user.totpSecret !== null,
    enabledAt: user.totpEnabledAt,
    recoveryCodesLeft: user.totpSecret ? Number(left?.count ?? 0) : 0,
    required: await twoFactorRequired(db),
  };
}

/** Whether every account must use two-factor sign-in (an owner's setting); those without it must turn it on first. */
export async function setTwoFactorRequired(db: Db, actor: AuditActor, required: boolean): Promise<boolean> {
  const before = await twoFactorRequired(db);
  if (before === required) return required;
  // Required of everyone, it would be required at once of the owner turning it on.
  if (required && !(await requireAccount(db, actor.id)).totpSecret) throw validationError(twoFactorMessages.enrolBeforeRequiring, 'required');
  const value = required ? '1' : '0';
  const updatedAt = nowIso();
  await db.kysely.transaction().execute(async (trx) => {
    await trx
      .insertInto('site_setting')
      .values({ key: TWO_FACTOR_REQUIRED_SETTING, value, updatedAt })
      .onConflict((oc) => oc.column('key').doUpdateSet({ value, updatedAt }))
      .execute();
    await recordAudit(trx, {
      action: 'setting-change',
      actor,
      entity: 'SiteSetting',
      entityId: TWO_FACTOR_REQUIRED_SETTING,
      summary: '2段階認証の必須化',
      changes: { twoFactorRequired: { before, after: required } },
    });
  });
  return required;
}
