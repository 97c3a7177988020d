import { engines, useTestDb } from '@/lib/test/engines';
import { outbox } from '@/lib/test/account-mail';
import { signInAdmin } from '@/lib/test/http';
import { hashToken } from './account-tokens';
import {
  MAX_RESETS_PER_CLIENT,
  MAX_RESETS_PER_EMAIL,
  RESET_TTL_MS,
  requestPasswordReset,
  resetFor,
  resetPassword,
  sendPasswordResetLink,
} from './password-reset';
import { PACING, paceMs, signIn } from './sign-in';
import { findUserById, MAX_FAILURES_PER_IP, recentFailures } from './users';

const PASSWORD = 'correct horse battery';
const NEW_PASSWORD = 'a brand new password';

const settle = () => new Promise((resolve) => setTimeout(resolve, 20));

describe.each(engines())('password reset on $name', (engine) => {
  const t = useTestDb(engine);

  test('a known and an unknown address get the same answer; only the known one gets a link, stored as a hash', async () => {
    const { user } = await signInAdmin(t.db, { email: 'staff@example.com', password: PASSWORD });
    const mail = outbox();
    expect(await requestPasswordReset(t.db, 'Staff@Example.com', '10.0.0.1', { send: mail.send, siteUrl: 'https://oz.example' })).toEqual({ ok: true });
    expect(await requestPasswordReset(t.db, 'nobody@example.com', '10.0.0.1', { send: mail.send })).toEqual({ ok: true });
    await settle();
    expect(mail.sent.map((sent) => sent.to)).toEqual(['staff@example.com']);
    expect(mail.sent[0]?.text).toContain('https://oz.example/login/reset?token=');
    const token = mail.token();
    const stored = await t.db.kysely.selectFrom('account_token').selectAll().where('userId', '=', user.id).execute();
    expect(stored).toEqual([expect.objectContaining({ purpose: 'password-reset', tokenHash: hashToken(token) })]);
    expect(JSON.stringify(stored)).not.toContain(token);
    const logged = await t.db.kysely.selectFrom('audit_log').selectAll().where('action', '=', 'password-reset-request').execute();
    expect(logged.map((entry) => entry.summary).sort()).toEqual(['nobody@example.com', 'staff@example.com']);
    expect(JSON.stringify(logged)).not.toContain(token);
  });

  test('the link works once within the hour, opening it uses nothing up, and the new password ends every session, the pacing and a lock', async () => {
    const { user } = await signInAdmin(t.db, { email: 'staff@example.com', password: PASSWORD });
    // An address that failed at the account until it was locked (a quick schedule: the pacing is users.test.ts's).
    for (let attempt = 0; attempt < MAX_FAILURES_PER_IP; attempt += 1) await signIn(t.db, 'staff@example.com', 'wrong', '10.0.0.9', null, { ...PACING, maxMs: 1 });
    expect(await signIn(t.db, 'staff@example.com', PASSWORD, '10.0.0.9')).toEqual({ ok: false, reason: 'locked' });
    const mail = outbox();
    const start = new Date();
    await requestPasswordReset(t.db, 'staff@example.com', '10.0.0.1', { send: mail.send, now: start });
    await settle();
    const token = mail.token();

    expect(await resetFor(t.db, token)).toEqual({ email: 'staff@example.com' });
    expect(await resetFor(t.db, token)).toEqual({ email: 'staff@example.com' });
    expect(await resetPassword(t.db, token, { password: NEW_PASSWORD, passwordConfirm: 'different' }, '10.0.0.1')).toMatchObject({ ok: false, reason: 'invalid-input' });
    expect(await resetPassword(t.db, token, { password: NEW_PASSWORD, passwordConfirm: NEW_PASSWORD }, '10.0.0.1', new Date(start.getTime() + RESET_TTL_MS + 1))).toEqual({
      ok: false,
      reason: 'invalid-link',
    });
    expect(await resetPassword(t.db, token, { password: NEW_PASSWORD, passwordConfirm: NEW_PASSWORD }, '10.0.0.1')).toEqual({ ok: true, email: 'staff@example.com' });
    expect((await findUserById(t.db, user.id))?.tokenVersion).toBe(user.tokenVersion + 1);
    expect(await resetPassword(t.db, token, { password: 'yet another password', passwordConfirm: 'yet another password' }, '10.0.0.1')).toEqual({ ok: false, reason: 'invalid-link' });
    expect(await resetFor(t.db, token)).toBeNull();
    // Its failures are forgotten: no pacing is left at the account (its gap is 0), and the address signs in.
    expect(paceMs(await recentFailures(t.db, { email: 'staff@example.com' }))).toBe(0);
    expect((await signIn(t.db, 'staff@example.com', NEW_PASSWORD, '10.0.0.9')).ok).toBe(true);
    expect(await t.db.kysely.selectFrom('audit_log').select('action').where('action', '=', 'password-reset').execute()).toHaveLength(1);
  });

  test('requests are limited per address and per client address; disabled and invited accounts get no mail', async () => {
    await signInAdmin(t.db, { email: 'staff@example.com', password: PASSWORD });
    const { user: disabled } = await signInAdmin(t.db, { email: 'gone@example.com', password: PASSWORD });
    await t.db.kysely.updateTable('admin_user').set({ disabled: 1 }).where('id', '=', disabled.id).execute();
    const mail = outbox();
    for (let index = 0; index < MAX_RESETS_PER_EMAIL + 2; index += 1) {
      expect(await requestPasswordReset(t.db, 'staff@example.com', `10.0.1.${index}`, { send: mail.send })).toEqual({ ok: true });
    }
    await requestPasswordReset(t.db, 'gone@example.com', '10.0.2.1', { send: mail.send });
    await settle();
    expect(mail.sent).toHaveLength(MAX_RESETS_PER_EMAIL);

    for (let index = 0; index < MAX_RESETS_PER_CLIENT; index += 1) await requestPasswordReset(t.db, `someone${index}@example.com`, '10.0.3.1', { send: mail.send });
    expect(await requestPasswordReset(t.db, 'staff@example.com', '10.0.3.1', { send: mail.send })).toEqual({ ok: false, reason: 'too-many' });
  });

  test('an IPv6 client is limited by its /64, whichever of its addresses it sends from', async () => {
    const mail = outbox();
    for (let index = 0; index < MAX_RESETS_PER_CLIENT; index += 1) {
      expect(await requestPasswordReset(t.db, `someone${index}@example.com`, `2001:db8:7:7::${index + 1}`, { send: mail.send })).toEqual({ ok: true });
    }
    expect(await requestPasswordReset(t.db, 'staff@example.com', '2001:db8:7:7:dead:beef:0:1', { send: mail.send })).toEqual({ ok: false, reason: 'too-many' });
    expect(await requestPasswordReset(t.db, 'staff@example.com', '2001:db8:7:8::1', { send: mail.send })).toEqual({ ok: true });
  });

  test('an owner sends the link to another account; an invited account is pointed to its invitation', async () => {
    const { user: owner } = await signInAdmin(t.db, { email: 'owner@example.com', name: '本部' });
    const { user: staff } = await signInAdmin(t.db, { email: 'staff@example.com', role: 'staff' });
    const mail = outbox();
    await sendPasswordResetLink(t.db, { id: owner.id, email: owner.email }, staff.id, { send: mail.send });
    expect(mail.sent[0]).toMatchObject({ to: 'staff@example.com' });
    expect(mail.sent[0]?.text).toContain('本部 さんが');
    await t.db.kysely.updateTable('admin_user').set({ invitePending: 1 }).where('id', '=', staff.id).execute();
    await expect(sendPasswordResetLink(t.db, { id: owner.id, email: owner.email }, staff.id, { send: mail.send })).rejects.toMatchObject({
      extensions: { errorType: 'ValidationError' },
    });
  });
});
