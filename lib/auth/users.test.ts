import { engines, useTestDb } from '@/lib/test/engines';
import { createAdminUser, findUserByEmail, LOCKOUT_WINDOW_MS, MAX_FAILURES_PER_EMAIL, MAX_FAILURES_PER_IP, signIn } from './users';

const EMAIL = 'Admin@Example.com';
const PASSWORD = 'correct horse battery';

describe.each(engines())('admin users on $name', (engine) => {
  const t = useTestDb(engine);

  test('the password is stored as an argon2id hash, never in the clear', async () => {
    const user = await createAdminUser(t.db, { email: EMAIL, password: PASSWORD });
    expect(user.passwordHash).toMatch(/^\$argon2id\$/);
    expect(user.passwordHash).not.toContain(PASSWORD);
    expect(user.email).toBe('admin@example.com');
    expect((await findUserByEmail(t.db, ' ADMIN@example.com '))?.id).toBe(user.id);
  });

  test('a password needs at least 8 characters', async () => {
    await expect(createAdminUser(t.db, { email: EMAIL, password: '1234567' })).rejects.toThrow('パスワードは8文字以上で入力してください。');
    expect(await findUserByEmail(t.db, EMAIL)).toBeUndefined();
    await expect(createAdminUser(t.db, { email: EMAIL, password: '12345678' })).resolves.toMatchObject({ email: 'admin@example.com' });
  });

  test('the right password signs in, whatever the case of the e-mail', async () => {
    const user = await createAdminUser(t.db, { email: EMAIL, password: PASSWORD });
    const result = await signIn(t.db, 'ADMIN@example.COM', PASSWORD, '10.0.0.1');
    expect(result).toEqual({ ok: true, user: expect.objectContaining({ id: user.id }) });
  });

  test('a wrong password and an unknown e-mail get the same answer', async () => {
    await createAdminUser(t.db, { email: EMAIL, password: PASSWORD });
    const wrongPassword = await signIn(t.db, EMAIL, 'wrong password', '10.0.0.1');
    const unknownEmail = await signIn(t.db, 'nobody@example.com', PASSWORD, '10.0.0.1');
    expect(wrongPassword).toEqual({ ok: false, reason: 'invalid' });
    expect(unknownEmail).toEqual(wrongPassword);
  });

  test(`after ${MAX_FAILURES_PER_EMAIL} failures the account is locked, even for the right password`, async () => {
    await createAdminUser(t.db, { email: EMAIL, password: PASSWORD });
    for (let attempt = 0; attempt < MAX_FAILURES_PER_EMAIL - 1; attempt += 1) {
      expect(await signIn(t.db, EMAIL, 'wrong', `10.0.0.${attempt}`)).toEqual({ ok: false, reason: 'invalid' });
    }
    // Four failures: still allowed.
    expect((await signIn(t.db, EMAIL, PASSWORD, '10.0.1.1')).ok).toBe(true);
    expect(await signIn(t.db, EMAIL, 'wrong', '10.0.0.9')).toEqual({ ok: false, reason: 'invalid' });
    expect(await signIn(t.db, EMAIL, PASSWORD, '10.0.1.1')).toEqual({ ok: false, reason: 'locked' });
    // Another account is not affected.
    await createAdminUser(t.db, { email: 'other@example.com', password: PASSWORD });
    expect((await signIn(t.db, 'other@example.com', PASSWORD, '10.0.1.1')).ok).toBe(true);
  });

  test('failures older than the window no longer count', async () => {
    await createAdminUser(t.db, { email: EMAIL, password: PASSWORD });
    const old = new Date(Date.now() - LOCKOUT_WINDOW_MS - 60_000).toISOString();
    await t.db.kysely
      .insertInto('login_attempt')
      .values(
        Array.from({ length: MAX_FAILURES_PER_EMAIL }, (_, index) => ({
          id: `01900000-0000-7000-8000-0000000001${String(index).padStart(2, '0')}`,
          email: 'admin@example.com',
          ip: '10.0.0.1',
          succeeded: 0,
          createdAt: old,
        })),
      )
      .execute();
    expect((await signIn(t.db, EMAIL, PASSWORD, '10.0.0.1')).ok).toBe(true);
  });

  test(`${MAX_FAILURES_PER_IP} failures from one address lock that address`, async () => {
    await createAdminUser(t.db, { email: EMAIL, password: PASSWORD });
    const recent = new Date().toISOString();
    await t.db.kysely
      .insertInto('login_attempt')
      .values(
        Array.from({ length: MAX_FAILURES_PER_IP }, (_, index) => ({
          id: `01900000-0000-7000-8000-0000000002${String(index).padStart(2, '0')}`,
          email: `guess${index}@example.com`,
          ip: '10.9.9.9',
          succeeded: 0,
          createdAt: recent,
        })),
      )
      .execute();
    expect(await signIn(t.db, EMAIL, PASSWORD, '10.9.9.9')).toEqual({ ok: false, reason: 'locked' });
    expect((await signIn(t.db, EMAIL, PASSWORD, '10.0.0.1')).ok).toBe(true);
  });

  test('a disabled user is refused with the same answer as a wrong password', async () => {
    const user = await createAdminUser(t.db, { email: EMAIL, password: PASSWORD });
    await t.db.kysely.updateTable('admin_user').set({ disabled: 1 }).where('id', '=', user.id).execute();
    expect(await signIn(t.db, EMAIL, PASSWORD, '10.0.0.1')).toEqual({ ok: false, reason: 'invalid' });
  });
});
