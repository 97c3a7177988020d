import { Secret, TOTP } from 'otpauth';
import { listAuditLog } from '@/lib/core/audit/query';
import { resetConfigForTests } from '@/lib/core/config';
import { sealSecretColumns } from '@/lib/core/db/sealed-columns';
import { engines, useTestDb } from '@/lib/test/engines';
import { signInAdmin } from '@/lib/test/http';
import {
  confirmEnrollment,
  disableTwoFactor,
  RECOVERY_CODE_COUNT,
  regenerateRecoveryCodes,
  setTwoFactorRequired,
  startEnrollment,
  twoFactorMessages,
  twoFactorStatus,
} from './totp';
import { signIn } from './sign-in';
import { findUserById, MAX_FAILURES_PER_EMAIL, MAX_FAILURES_PER_IP, mustEnrollTwoFactor } from './users';

const PASSWORD = 'correct horse battery';
const STEP_MS = 30_000;

/** What the phone's authenticator app shows for the secret at `at`. */
const appCode = (secret: string, at: number) => new TOTP({ secret: Secret.fromBase32(secret), digits: 6, period: 30 }).generate({ timestamp: at });

describe.each(engines())('two-factor sign-in on $name', (engine) => {
  const t = useTestDb(engine);

  async function enrolled(now = Date.now()) {
    const { user } = await signInAdmin(t.db, { email: 'two@example.com', password: PASSWORD });
    const actor = { id: user.id, email: user.email, name: user.name };
    const { secret, otpauthUrl, qrSvg } = await startEnrollment(t.db, actor);
    expect(otpauthUrl).toContain(`secret=${secret}`);
    expect(qrSvg).toMatch(/^<svg/);
    const codes = await confirmEnrollment(t.db, actor, appCode(secret, now), now);
    return { user, actor, secret, codes };
  }

  test('turning it on needs a first code from the app, and gives 10 single-use recovery codes stored as hashes', async () => {
    const { user } = await signInAdmin(t.db, { email: 'two@example.com', password: PASSWORD });
    const actor = { id: user.id, email: user.email, name: user.name };
    const { secret } = await startEnrollment(t.db, actor);
    await expect(confirmEnrollment(t.db, actor, '000000')).rejects.toMatchObject({ extensions: { errorType: 'ValidationError' } });
    expect((await twoFactorStatus(t.db, user.id)).enabled).toBe(false);
    const codes = await confirmEnrollment(t.db, actor, appCode(secret, Date.now()));
    expect(codes).toHaveLength(RECOVERY_CODE_COUNT);
    expect(new Set(codes).size).toBe(RECOVERY_CODE_COUNT);
    expect(await twoFactorStatus(t.db, user.id)).toMatchObject({ enabled: true, recoveryCodesLeft: 10, required: false });
    const stored = JSON.stringify(await t.db.kysely.selectFrom('recovery_code').selectAll().execute());
    for (const code of codes) expect(stored).not.toContain(code);
    const logged = JSON.stringify(await t.db.kysely.selectFrom('audit_log').selectAll().execute());
    expect(logged).toContain('totp-enable');
    expect(logged).not.toContain(secret);
  });

  test('after the password, sign-in asks for the code; a code works once, a wrong one counts as a failure', async () => {
    const start = Date.now();
    const { secret } = await enrolled(start);
    expect(await signIn(t.db, 'two@example.com', PASSWORD, '10.0.0.1')).toEqual({ ok: false, reason: 'totp-required' });
    expect(await signIn(t.db, 'two@example.com', 'wrong password', '10.0.0.1', appCode(secret, start + STEP_MS))).toEqual({ ok: false, reason: 'invalid' });

    const next = appCode(secret, start + STEP_MS);
    const now = jest.spyOn(Date, 'now').mockReturnValue(start + STEP_MS);
    try {
      expect((await signIn(t.db, 'two@example.com', PASSWORD, '10.0.0.1', next)).ok).toBe(true);
      // The same code again (a replay), and the enrolment's older code: refused.
      expect(await signIn(t.db, 'two@example.com', PASSWORD, '10.0.0.1', next)).toEqual({ ok: false, reason: 'invalid' });
      expect(await signIn(t.db, 'two@example.com', PASSWORD, '10.0.0.1', appCode(secret, start))).toEqual({ ok: false, reason: 'invalid' });
    } finally {
      now.mockRestore();
    }
    const actions = (await listAuditLog(t.db, { entity: 'AdminUser' })).items.map((entry) => entry.action);
    expect(actions.filter((action) => action === 'sign-in')).toHaveLength(1);
    expect(actions.filter((action) => action === 'sign-in-failed')).toHaveLength(3);
  });

  test('a recovery code signs in once; wrong codes count like wrong passwords: the account is paced, the right code still signs in, the address locks and that is logged', async () => {
    const { codes } = await enrolled();
    const code = codes[0] ?? '';
    expect((await signIn(t.db, 'two@example.com', PASSWORD, '10.0.0.2', code.toUpperCase())).ok).toBe(true);
    expect((await signIn(t.db, 'two@example.com', PASSWORD, '10.0.0.2', code)).ok).toBe(false);
    expect((await twoFactorStatus(t.db, (await listAuditLog(t.db, { action: 'sign-in' })).items[0]?.actorId ?? '')).recoveryCodesLeft).toBe(9);
    for (let attempt = 1; attempt < MAX_FAILURES_PER_EMAIL; attempt += 1) await signIn(t.db, 'two@example.com', PASSWORD, '10.0.0.2', 'nope-nope');
    // The account is under attack now: its owner's password and code still sign in, from that address too.
    expect((await signIn(t.db, 'two@example.com', PASSWORD, '10.0.0.2', codes[1])).ok).toBe(true);
    expect((await signIn(t.db, 'two@example.com', PASSWORD, '198.51.100.2', 'nope-nope')).ok).toBe(false);
    expect((await signIn(t.db, 'two@example.com', PASSWORD, '198.51.100.2', codes[2])).ok).toBe(true);
    // The address's own failures, here at other accounts, lock it for every account.
    for (let attempt = MAX_FAILURES_PER_EMAIL; attempt < MAX_FAILURES_PER_IP; attempt += 1) await signIn(t.db, `guess${attempt}@example.com`, PASSWORD, '10.0.0.2');
    expect(await signIn(t.db, 'two@example.com', PASSWORD, '10.0.0.2', codes[3])).toEqual({ ok: false, reason: 'locked' });
    expect((await listAuditLog(t.db, { action: 'lock' })).total).toBe(1);
  }, 30_000);

  test('turning it off and new recovery codes need the current password', async () => {
    const { actor, user, codes } = await enrolled();
    await expect(regenerateRecoveryCodes(t.db, actor, 'wrong')).rejects.toMatchObject({ extensions: { fields: [{ field: 'currentPassword' }] } });
    const fresh = await regenerateRecoveryCodes(t.db, actor, PASSWORD);
    expect(fresh).toHaveLength(10);
    expect((await signIn(t.db, 'two@example.com', PASSWORD, '10.0.0.3', codes[0])).ok).toBe(false);
    await expect(disableTwoFactor(t.db, actor, 'wrong')).rejects.toMatchObject({ extensions: { fields: [{ field: 'currentPassword' }] } });
    await disableTwoFactor(t.db, actor, PASSWORD);
    expect((await findUserById(t.db, user.id))?.totpSecret).toBeNull();
    expect((await signIn(t.db, 'two@example.com', PASSWORD, '10.0.0.3')).ok).toBe(true);
  });

  /** The stored two-factor columns of an account, as a reader of the database (or of a backup) sees them. */
  const storedColumns = async (id: string) =>
    JSON.stringify(await t.db.kysely.selectFrom('admin_user').select(['totpSecret', 'totpPendingSecret']).where('id', '=', id).executeTakeFirst());

  test('the secret is stored encrypted, from the first step of the enrolment; signing in with a code still works', async () => {
    const { user } = await signInAdmin(t.db, { email: 'two@example.com', password: PASSWORD });
    const actor = { id: user.id, email: user.email, name: user.name };
    const { secret } = await startEnrollment(t.db, actor);
    expect(await storedColumns(user.id)).not.toContain(secret);
    const start = Date.now();
    await confirmEnrollment(t.db, actor, appCode(secret, start), start);
    const stored = await storedColumns(user.id);
    expect(stored).not.toContain(secret);
    expect(stored).toMatch(/"totpSecret":"v1:/);
    const now = jest.spyOn(Date, 'now').mockReturnValue(start + STEP_MS);
    try {
      expect((await signIn(t.db, 'two@example.com', PASSWORD, '10.0.0.9', appCode(secret, start + STEP_MS))).ok).toBe(true);
    } finally {
      now.mockRestore();
    }
  });

  test('an encrypted secret copied into another account does not open there', async () => {
    const { user, secret } = await enrolled();
    const { user: other } = await signInAdmin(t.db, { email: 'other@example.com', password: PASSWORD });
    const { totpSecret } = (await findUserById(t.db, user.id)) ?? {};
    // An attacker who can write the database but not read the key takes the sealed secret they know the code of.
    await t.db.kysely.updateTable('admin_user').set({ totpSecret, totpLastStep: null }).where('id', '=', other.id).execute();
    const later = Date.now() + STEP_MS;
    const now = jest.spyOn(Date, 'now').mockReturnValue(later);
    try {
      expect(await signIn(t.db, 'other@example.com', PASSWORD, '10.0.0.8', appCode(secret, later))).toEqual({ ok: false, reason: 'invalid' });
    } finally {
      now.mockRestore();
    }
  });

  test('a secret stored in clear before encryption is encrypted when the database is opened, and still signs in', async () => {
    const { user } = await signInAdmin(t.db, { email: 'legacy@example.com', password: PASSWORD });
    const secret = new Secret({ size: 20 }).base32;
    const pending = new Secret({ size: 20 }).base32;
    await t.db.kysely
      .updateTable('admin_user')
      .set({ totpSecret: secret, totpPendingSecret: pending, totpEnabledAt: new Date().toISOString() })
      .where('id', '=', user.id)
      .execute();
    expect(await sealSecretColumns(t.db)).toBe(2);
    expect(await sealSecretColumns(t.db)).toBe(0);
    const stored = await storedColumns(user.id);
    expect(stored).not.toContain(secret);
    expect(stored).not.toContain(pending);
    const at = Date.now();
    expect((await signIn(t.db, 'legacy@example.com', PASSWORD, '10.0.0.7', appCode(secret, at))).ok).toBe(true);
  });

  test('after the session secret changes, NEXTAUTH_SECRET_PREVIOUS lets the next start re-encrypt the secrets with the new key', async () => {
    const original = process.env.NEXTAUTH_SECRET;
    const { user, secret } = await enrolled();
    const sealedBefore = (await findUserById(t.db, user.id))?.totpSecret;
    try {
      process.env.NEXTAUTH_SECRET = 'a-new-session-secret-after-rotation';
      resetConfigForTests();
      // Without the old secret, the stored one cannot be read: the code is refused, nothing is lost.
      expect(await sealSecretColumns(t.db)).toBe(0);
      const later = Date.now() + STEP_MS;
      const now = jest.spyOn(Date, 'now').mockReturnValue(later);
      try {
        expect(await signIn(t.db, 'two@example.com', PASSWORD, '10.0.0.6', appCode(secret, later))).toEqual({ ok: false, reason: 'invalid' });
        process.env.NEXTAUTH_SECRET_PREVIOUS = original;
        resetConfigForTests();
        expect(await sealSecretColumns(t.db)).toBe(1);
        delete process.env.NEXTAUTH_SECRET_PREVIOUS;
        resetConfigForTests();
        expect((await findUserById(t.db, user.id))?.totpSecret).not.toBe(sealedBefore);
        expect((await signIn(t.db, 'two@example.com', PASSWORD, '10.0.0.6', appCode(secret, later))).ok).toBe(true);
      } finally {
        now.mockRestore();
      }
    } finally {
      process.env.NEXTAUTH_SECRET = original;
      delete process.env.NEXTAUTH_SECRET_PREVIOUS;
      resetConfigForTests();
    }
  });

  test('an owner who has not turned it on cannot require it of everyone (and so lock themself out)', async () => {
    const { user: owner } = await signInAdmin(t.db, { email: 'owner@example.com', role: 'owner' });
    await expect(setTwoFactorRequired(t.db, { id: owner.id, email: owner.email }, true)).rejects.toMatchObject({
      message: twoFactorMessages.enrolBeforeRequiring,
      extensions: { errorType: 'ValidationError', fields: [{ field: 'required', message: twoFactorMessages.enrolBeforeRequiring }] },
    });
    expect(twoFactorMessages.enrolBeforeRequiring).toMatch(/ご自身のアカウントで2段階認証を設定/);
    expect((await twoFactorStatus(t.db, owner.id)).required).toBe(false);
    expect(await mustEnrollTwoFactor(t.db, owner)).toBe(false);
    expect((await listAuditLog(t.db, { action: 'setting-change' })).total).toBe(0);
  });

  test('an owner can require it of every account: an account without it must first turn it on', async () => {
    const { user: owner } = await enrolled();
    const { user: editor } = await signInAdmin(t.db, { email: 'editor@example.com', role: 'editor' });
    expect(await mustEnrollTwoFactor(t.db, editor)).toBe(false);
    await setTwoFactorRequired(t.db, { id: owner.id, email: owner.email }, true);
    expect(await mustEnrollTwoFactor(t.db, editor)).toBe(true);
    expect((await twoFactorStatus(t.db, editor.id)).required).toBe(true);
    expect((await listAuditLog(t.db, { action: 'setting-change' })).items[0]?.changes).toBe(JSON.stringify({ twoFactorRequired: { before: false, after: true } }));
  });
});
