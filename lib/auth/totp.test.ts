import { Secret, TOTP } from 'otpauth';
import { listAuditLog } from '@/lib/audit/query';
import { engines, useTestDb } from '@/lib/test/engines';
import { signInAdmin } from '@/lib/test/http';
import {
  confirmEnrollment,
  disableTwoFactor,
  RECOVERY_CODE_COUNT,
  regenerateRecoveryCodes,
  setTwoFactorRequired,
  startEnrollment,
  twoFactorStatus,
} from './totp';
import { findUserById, MAX_FAILURES_PER_EMAIL, mustEnrollTwoFactor, signIn } from './users';

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

  test('a recovery code signs in once; wrong codes lock the address like wrong passwords, and the lock is logged', async () => {
    const { codes } = await enrolled();
    const code = codes[0] ?? '';
    expect((await signIn(t.db, 'two@example.com', PASSWORD, '10.0.0.2', code.toUpperCase())).ok).toBe(true);
    expect((await signIn(t.db, 'two@example.com', PASSWORD, '10.0.0.2', code)).ok).toBe(false);
    expect((await twoFactorStatus(t.db, (await listAuditLog(t.db, { action: 'sign-in' })).items[0]?.actorId ?? '')).recoveryCodesLeft).toBe(9);
    for (let attempt = 1; attempt < MAX_FAILURES_PER_EMAIL; attempt += 1) await signIn(t.db, 'two@example.com', PASSWORD, '10.0.0.2', 'nope-nope');
    expect(await signIn(t.db, 'two@example.com', PASSWORD, '10.0.0.2', codes[1])).toEqual({ ok: false, reason: 'locked' });
    expect((await listAuditLog(t.db, { action: 'lock' })).total).toBe(1);
  });

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

  test('an owner can require it of every account: an account without it must first turn it on', async () => {
    const { user: owner } = await signInAdmin(t.db, { email: 'owner@example.com', role: 'owner' });
    const { user: editor } = await signInAdmin(t.db, { email: 'editor@example.com', role: 'editor' });
    expect(await mustEnrollTwoFactor(t.db, editor)).toBe(false);
    await setTwoFactorRequired(t.db, { id: owner.id, email: owner.email }, true);
    expect(await mustEnrollTwoFactor(t.db, editor)).toBe(true);
    expect((await twoFactorStatus(t.db, editor.id)).required).toBe(true);
    expect((await listAuditLog(t.db, { action: 'setting-change' })).items[0]?.changes).toBe(JSON.stringify({ twoFactorRequired: { before: false, after: true } }));
  });
});
