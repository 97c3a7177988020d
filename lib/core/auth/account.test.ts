import { verify } from '@node-rs/argon2';
import { engines, useTestDb } from '@/lib/test/engines';
import {
  acceptInvite,
  changeMyPassword,
  confirmEmailChange,
  emailChangeFor,
  EMAIL_CHANGE_TTL_MS,
  INVITE_TTL_MS,
  inviteAdmin,
  inviteFor,
  listAdminUsers,
  requestEmailChange,
  setAdminDisabled,
  signOutEverywhere,
  updateMyName,
} from './account';
import { hashToken } from './account-tokens';
import { outbox } from '@/lib/test/account-mail';
import { PACING, paceMs, signIn } from './sign-in';
import { createAdminUser, findUserById, MAX_FAILURES_PER_EMAIL } from './users';

const PASSWORD = 'correct horse battery';
const SITE = 'https://oz.example';

/** A mailer whose server is down. */
function failing() {
  return async () => {
    throw new Error('SMTP down');
  };
}

afterEach(() => jest.restoreAllMocks());

describe.each(engines())('admin accounts on $name', (engine) => {
  const t = useTestDb(engine);

  const admin = () => createAdminUser(t.db, { email: 'owner@example.com', password: PASSWORD, name: 'Owner' });
  const fieldOf = (field: string, message: string) => ({ extensions: { errorType: 'ValidationError', fields: [{ field, message }] } });

  test('the display name is trimmed, an empty one removed, and at most 50 characters', async () => {
    const user = await admin();
    expect((await updateMyName(t.db, user.id, '  山田  ')).name).toBe('山田');
    expect((await updateMyName(t.db, user.id, '   ')).name).toBeNull();
    expect((await updateMyName(t.db, user.id, 'あ'.repeat(50))).name).toBe('あ'.repeat(50));
    await expect(updateMyName(t.db, user.id, 'あ'.repeat(51))).rejects.toMatchObject(fieldOf('name', '表示名は50文字以内で入力してください。'));
    expect((await findUserById(t.db, user.id))?.name).toBe('あ'.repeat(50));
  });

  test('a password change needs the current password and ends every session', async () => {
    const user = await admin();
    await expect(changeMyPassword(t.db, user.id, 'wrong password', 'new password 1')).rejects.toMatchObject(
      fieldOf('currentPassword', '現在のパスワードが正しくありません。'),
    );
    await expect(changeMyPassword(t.db, user.id, PASSWORD, 'short')).rejects.toMatchObject(
      fieldOf('newPassword', 'パスワードは8文字以上で入力してください。'),
    );
    expect((await findUserById(t.db, user.id))?.tokenVersion).toBe(0);
    await changeMyPassword(t.db, user.id, PASSWORD, 'new password 1');
    const after = await findUserById(t.db, user.id);
    expect(after?.tokenVersion).toBe(1);
    expect(await verify(after?.passwordHash ?? '', 'new password 1')).toBe(true);
    expect((await signIn(t.db, 'owner@example.com', PASSWORD, '10.0.0.1')).ok).toBe(false);
    expect((await signIn(t.db, 'owner@example.com', 'new password 1', '10.0.0.1')).ok).toBe(true);
  });

  test('repeated wrong current passwords lock the check for the lockout window, and pace the sign-ins', async () => {
    const user = await admin();
    for (let attempt = 0; attempt < MAX_FAILURES_PER_EMAIL; attempt += 1) {
      await expect(changeMyPassword(t.db, user.id, `wrong ${attempt}`, 'new password 1')).rejects.toMatchObject(
        fieldOf('currentPassword', '現在のパスワードが正しくありません。'),
      );
    }
    const locked = fieldOf('currentPassword', 'パスワードの確認に続けて失敗したため、しばらく変更できません。15分ほど待ってからお試しください。');
    await expect(changeMyPassword(t.db, user.id, PASSWORD, 'new password 1')).rejects.toMatchObject(locked);
    await expect(requestEmailChange(t.db, user.id, 'new@example.com', PASSWORD)).rejects.toMatchObject(locked);
    expect(await verify((await findUserById(t.db, user.id))?.passwordHash ?? '', PASSWORD)).toBe(true);
    // The guesses count at the account: its sign-ins wait for their turns (./sign-in.ts), and the right password still signs in.
    const started = performance.now();
    await signIn(t.db, 'owner@example.com', 'wrong', '10.0.0.9');
    expect((await signIn(t.db, 'owner@example.com', PASSWORD, '10.0.0.9')).ok).toBe(true);
    expect(performance.now() - started).toBeGreaterThanOrEqual(paceMs(MAX_FAILURES_PER_EMAIL + 1) - 20);
  });

  test("failed sign-ins from elsewhere do not lock the account screen's password check", async () => {
    const user = await admin();
    for (let attempt = 0; attempt < 2 * MAX_FAILURES_PER_EMAIL; attempt += 1) {
      await signIn(t.db, 'owner@example.com', `guess ${attempt}`, `203.0.113.${attempt}`, null, { ...PACING, maxMs: 1 });
    }
    await changeMyPassword(t.db, user.id, PASSWORD, 'new password 1');
    expect(await verify((await findUserById(t.db, user.id))?.passwordHash ?? '', 'new password 1')).toBe(true);
  });

  test('signing out everywhere raises the token version', async () => {
    const user = await admin();
    await signOutEverywhere(t.db, user.id);
    await signOutEverywhere(t.db, user.id);
    expect((await findUserById(t.db, user.id))?.tokenVersion).toBe(2);
  });

  describe('e-mail change', () => {
    test('the link sent to the new address changes it once, and ends every session', async () => {
      const user = await admin();
      const mail = outbox();
      await requestEmailChange(t.db, user.id, ' New@Example.com ', PASSWORD, { send: mail.send, siteUrl: SITE });
      expect(mail.sent).toHaveLength(2);
      expect(mail.sent[0]?.to).toBe('new@example.com');
      expect(mail.sent[0]?.subject).toBe('【Oz】メールアドレス変更の確認');
      expect(mail.sent[0]?.text).toContain(`${SITE}/login/confirm-email?token=`);
      // The current address is told, without the link.
      expect(mail.sent[1]).toMatchObject({ to: 'owner@example.com', subject: '【Oz】メールアドレス変更の手続きがありました' });
      expect(mail.sent[1]?.text).toContain('new@example.com');
      expect(mail.sent[1]?.text).not.toContain('token=');
      const token = mail.token();
      // Only a hash of the token is stored.
      const stored = await t.db.kysely.selectFrom('account_token').selectAll().execute();
      expect(stored).toEqual([expect.objectContaining({ tokenHash: hashToken(token), purpose: 'email-change', newEmail: 'new@example.com' })]);
      expect(JSON.stringify(stored)).not.toContain(token);
      // Nothing changes before the button of the link's page is pressed; the page shows the change.
      expect((await findUserById(t.db, user.id))?.email).toBe('owner@example.com');
      expect(await emailChangeFor(t.db, token)).toEqual({ email: 'owner@example.com', newEmail: 'new@example.com' });
      expect(await emailChangeFor(t.db, token)).not.toBeNull();

      expect(await confirmEmailChange(t.db, token)).toEqual({ ok: true, userId: user.id });
      const after = await findUserById(t.db, user.id);
      expect(after).toMatchObject({ email: 'new@example.com', tokenVersion: 1 });
      const logged = await t.db.kysely.selectFrom('audit_log').select(['action', 'changes']).orderBy('id').execute();
      expect(logged.map((entry) => entry.action)).toEqual(['email-change-request', 'email-change']);
      expect(JSON.parse(logged[1]?.changes ?? '{}')).toEqual({ email: { before: 'owner@example.com', after: 'new@example.com' } });
      expect(await confirmEmailChange(t.db, token)).toEqual({ ok: false, reason: 'invalid' });
      expect((await signIn(t.db, 'new@example.com', PASSWORD, '10.0.0.1')).ok).toBe(true);
    });

    test('checks the address and the password, and refuses an address in use', async () => {
      const user = await admin();
      await createAdminUser(t.db, { email: 'taken@example.com', password: PASSWORD });
      const mail = outbox();
      const request = (email: string, password = PASSWORD) => requestEmailChange(t.db, user.id, email, password, { send: mail.send });
      await expect(request('')).rejects.toMatchObject(fieldOf('newEmail', 'メールアドレスを入力してください。'));
      await expect(request('not-an-address')).rejects.toMatchObject(fieldOf('newEmail', 'メールアドレスの形式が正しくありません。'));
      await expect(request('other@example.com', 'wrong')).rejects.toMatchObject(fieldOf('currentPassword', '現在のパスワードが正しくありません。'));
      await expect(request('OWNER@example.com')).rejects.toMatchObject(fieldOf('newEmail', '現在のメールアドレスと同じです。新しいメールアドレスを入力してください。'));
      await expect(request('Taken@example.com')).rejects.toMatchObject(fieldOf('newEmail', 'このメールアドレスはすでに使われています。'));
      expect(mail.sent).toEqual([]);
    });

    test('a link expires after 24 hours, and a newer request replaces an older one', async () => {
      const user = await admin();
      const mail = outbox();
      const start = new Date('2026-05-01T00:00:00.000Z');
      await requestEmailChange(t.db, user.id, 'first@example.com', PASSWORD, { send: mail.send, now: start });
      await requestEmailChange(t.db, user.id, 'second@example.com', PASSWORD, { send: mail.send, now: start });
      expect(await confirmEmailChange(t.db, mail.token(0), start)).toEqual({ ok: false, reason: 'invalid' });
      expect(await confirmEmailChange(t.db, mail.token(1), new Date(start.getTime() + EMAIL_CHANGE_TTL_MS + 1))).toEqual({ ok: false, reason: 'invalid' });
      expect(await confirmEmailChange(t.db, mail.token(1), new Date(start.getTime() + EMAIL_CHANGE_TTL_MS - 1000))).toEqual({ ok: true, userId: user.id });
      expect((await findUserById(t.db, user.id))?.email).toBe('second@example.com');
      expect(await confirmEmailChange(t.db, 'made-up-token')).toEqual({ ok: false, reason: 'invalid' });
      expect(await confirmEmailChange(t.db, '')).toEqual({ ok: false, reason: 'invalid' });
    });

    test('an address taken after the request is not applied', async () => {
      const user = await admin();
      const mail = outbox();
      await requestEmailChange(t.db, user.id, 'later@example.com', PASSWORD, { send: mail.send });
      await createAdminUser(t.db, { email: 'later@example.com', password: PASSWORD });
      expect(await confirmEmailChange(t.db, mail.token())).toEqual({ ok: false, reason: 'invalid' });
      expect((await findUserById(t.db, user.id))?.email).toBe('owner@example.com');
    });

    test('when the mail cannot be sent, the admin is told and no link is left behind', async () => {
      const user = await admin();
      await expect(requestEmailChange(t.db, user.id, 'new@example.com', PASSWORD, { send: failing() })).rejects.toMatchObject({
        message: 'メールを送信できませんでした。時間をおいてもう一度お試しください。',
        extensions: { errorType: 'MailError' },
      });
      expect(await t.db.kysely.selectFrom('account_token').select('id').execute()).toEqual([]);
    });
  });

  describe('invitations', () => {
    test('an invited admin cannot sign in until the link is used, then can, once', async () => {
      const owner = await admin();
      const mail = outbox();
      const account = await inviteAdmin(t.db, owner.id, 'Staff@Example.com', '  スタッフ ', { send: mail.send, siteUrl: SITE });
      expect(account).toEqual({ id: expect.any(String), email: 'staff@example.com', name: 'スタッフ', disabled: false, invitePending: true, role: 'editor', storeIds: [], twoFactorEnabled: false, createdAt: expect.any(String) });
      expect(mail.sent[0]).toMatchObject({ to: 'staff@example.com', subject: '【Oz】管理画面への招待' });
      expect(mail.sent[0]?.text).toContain('Owner さんから');
      expect(mail.sent[0]?.text).toContain(`${SITE}/login/invite?token=`);
      const token = mail.token();

      // No password works for an account that is still invited.
      expect(await signIn(t.db, 'staff@example.com', '', '10.0.0.2')).toEqual({ ok: false, reason: 'invalid' });
      expect(await inviteFor(t.db, token)).toEqual({ email: 'staff@example.com', name: 'スタッフ' });

      expect(await acceptInvite(t.db, token, { name: '', password: 'short', passwordConfirm: 'other' })).toEqual({
        ok: false,
        reason: 'invalid-input',
        fieldErrors: { password: 'パスワードは8文字以上で入力してください。', passwordConfirm: 'パスワードが一致しません。' },
      });
      expect(await acceptInvite(t.db, token, { name: '新しい名前', password: 'staff password', passwordConfirm: 'staff password' })).toEqual({
        ok: true,
        email: 'staff@example.com',
      });
      expect((await listAdminUsers(t.db)).map((user) => [user.email, user.name, user.invitePending])).toEqual([
        ['owner@example.com', 'Owner', false],
        ['staff@example.com', '新しい名前', false],
      ]);
      expect((await signIn(t.db, 'staff@example.com', 'staff password', '10.0.0.2')).ok).toBe(true);
      expect(await inviteFor(t.db, token)).toBeNull();
      expect(await acceptInvite(t.db, token, { name: '', password: 'another password', passwordConfirm: 'another password' })).toEqual({
        ok: false,
        reason: 'invalid-link',
      });
    });

    test('an account marked as invited is refused at sign-in even with its password', async () => {
      const user = await admin();
      await t.db.kysely.updateTable('admin_user').set({ invitePending: 1 }).where('id', '=', user.id).execute();
      expect(await signIn(t.db, 'owner@example.com', PASSWORD, '10.0.0.4')).toEqual({ ok: false, reason: 'invalid' });
    });

    test('an invitation expires after 72 hours; inviting again sends a new link and the old one stops working', async () => {
      const owner = await admin();
      const mail = outbox();
      const start = new Date('2026-05-01T00:00:00.000Z');
      await inviteAdmin(t.db, owner.id, 'staff@example.com', null, { send: mail.send, now: start });
      const late = new Date(start.getTime() + INVITE_TTL_MS + 1);
      expect(await inviteFor(t.db, mail.token(0), late)).toBeNull();
      const again = await inviteAdmin(t.db, owner.id, 'staff@example.com', null, { send: mail.send, now: late });
      expect(again.invitePending).toBe(true);
      expect(await inviteFor(t.db, mail.token(0), late)).toBeNull();
      expect(await inviteFor(t.db, mail.token(1), late)).toEqual({ email: 'staff@example.com', name: null });
      expect(await listAdminUsers(t.db)).toHaveLength(2);
    });

    test('an address with an active account cannot be invited', async () => {
      const owner = await admin();
      const mail = outbox();
      await expect(inviteAdmin(t.db, owner.id, 'OWNER@example.com', null, { send: mail.send })).rejects.toMatchObject(
        fieldOf('email', 'このメールアドレスの管理者はすでに登録されています。'),
      );
      await expect(inviteAdmin(t.db, owner.id, 'nope', null, { send: mail.send })).rejects.toMatchObject(
        fieldOf('email', 'メールアドレスの形式が正しくありません。'),
      );
      expect(mail.sent).toEqual([]);
    });

    test('when the invitation cannot be mailed, the new account is removed again', async () => {
      const owner = await admin();
      await expect(inviteAdmin(t.db, owner.id, 'staff@example.com', null, { send: failing() })).rejects.toMatchObject({ extensions: { errorType: 'MailError' } });
      expect((await listAdminUsers(t.db)).map((user) => user.email)).toEqual(['owner@example.com']);
      expect(await t.db.kysely.selectFrom('account_token').select('id').execute()).toEqual([]);
    });

    test('a disabled invitee cannot use the link', async () => {
      const owner = await admin();
      const mail = outbox();
      const account = await inviteAdmin(t.db, owner.id, 'staff@example.com', null, { send: mail.send });
      await setAdminDisabled(t.db, owner.id, account.id, true);
      expect(await inviteFor(t.db, mail.token())).toBeNull();
      expect(await acceptInvite(t.db, mail.token(), { name: '', password: 'staff password', passwordConfirm: 'staff password' })).toEqual({
        ok: false,
        reason: 'invalid-link',
      });
    });
  });

  test('an admin cannot disable themselves; disabling another ends their sessions and their sign-in', async () => {
    const owner = await admin();
    const other = await createAdminUser(t.db, { email: 'other@example.com', password: PASSWORD });
    await expect(setAdminDisabled(t.db, owner.id, owner.id, true)).rejects.toMatchObject(
      fieldOf('id', '自分のアカウントは無効にできません。別のオーナーに依頼してください。'),
    );
    expect(await setAdminDisabled(t.db, owner.id, other.id, true)).toMatchObject({ id: other.id, disabled: true });
    expect(await findUserById(t.db, other.id)).toMatchObject({ disabled: 1, tokenVersion: 1 });
    expect((await signIn(t.db, 'other@example.com', PASSWORD, '10.0.0.3')).ok).toBe(false);
    expect(await setAdminDisabled(t.db, owner.id, other.id, false)).toMatchObject({ disabled: false });
    expect((await signIn(t.db, 'other@example.com', PASSWORD, '10.0.0.3')).ok).toBe(true);
    await expect(setAdminDisabled(t.db, owner.id, '01900000-0000-7000-8000-00000000dead', true)).rejects.toMatchObject({
      extensions: { errorType: 'NotFound' },
    });
  });
});
