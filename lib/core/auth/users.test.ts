import { engines, useTestDb } from '@/lib/test/engines';
import { signIn, SLOWDOWN_MS, slowdownMs } from './sign-in';
import { createAdminUser, findUserByEmail, LOCKOUT_WINDOW_MS, MAX_FAILURES_PER_EMAIL, MAX_FAILURES_PER_IP } from './users';

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

  test(`after ${MAX_FAILURES_PER_EMAIL} failures the account is locked for the addresses that failed, even with the right password`, async () => {
    await createAdminUser(t.db, { email: EMAIL, password: PASSWORD });
    for (let attempt = 0; attempt < MAX_FAILURES_PER_EMAIL - 1; attempt += 1) {
      expect(await signIn(t.db, EMAIL, 'wrong', `10.0.0.${attempt}`)).toEqual({ ok: false, reason: 'invalid' });
    }
    // Four failures: still allowed.
    expect((await signIn(t.db, EMAIL, PASSWORD, '10.0.0.1')).ok).toBe(true);
    expect(await signIn(t.db, EMAIL, 'wrong', '10.0.0.9')).toEqual({ ok: false, reason: 'invalid' });
    expect(await signIn(t.db, EMAIL, PASSWORD, '10.0.0.9')).toEqual({ ok: false, reason: 'locked' });
    expect(await signIn(t.db, EMAIL, PASSWORD, '10.0.0.1')).toEqual({ ok: false, reason: 'locked' });
    // Another account is not affected.
    await createAdminUser(t.db, { email: 'other@example.com', password: PASSWORD });
    expect((await signIn(t.db, 'other@example.com', PASSWORD, '10.0.1.1')).ok).toBe(true);
  });

  test('failures from other addresses never keep the owner out: after 5, 20 and 100 the right password from a clean address signs in', async () => {
    await createAdminUser(t.db, { email: EMAIL, password: PASSWORD });
    let sent = 0;
    // The attacker spreads 100 guesses over 25 addresses, as a botnet would, in rounds.
    const attack = async (until: number) => {
      for (; sent < until; sent += 1) expect((await signIn(t.db, EMAIL, `guess ${sent}`, `203.0.113.${sent % 25}`)).ok).toBe(false);
    };
    for (const [failures, owner] of [[5, '198.51.100.5'], [20, '198.51.100.20'], [100, '198.51.100.100']] as const) {
      await attack(failures);
      expect(await signIn(t.db, EMAIL, PASSWORD, owner)).toEqual({ ok: true, user: expect.objectContaining({ email: 'admin@example.com' }) });
    }
    // Each address the attacker used is still refused, even with the right password.
    expect(await signIn(t.db, EMAIL, PASSWORD, '203.0.113.3')).toEqual({ ok: false, reason: 'locked' });
  }, 60_000);

  test('attempts refused by the lock are not counted, so trying during it cannot renew it', async () => {
    await createAdminUser(t.db, { email: EMAIL, password: PASSWORD });
    for (let attempt = 0; attempt < MAX_FAILURES_PER_EMAIL; attempt += 1) await signIn(t.db, EMAIL, 'wrong', `10.0.0.${attempt}`);
    const failures = () =>
      t.db.kysely.selectFrom('login_attempt').select((eb) => eb.fn.countAll().as('count')).where('succeeded', '=', 0).executeTakeFirstOrThrow();
    expect(Number((await failures()).count)).toBe(MAX_FAILURES_PER_EMAIL);
    for (let attempt = 0; attempt < 10; attempt += 1) {
      expect(await signIn(t.db, EMAIL, 'wrong', `10.0.0.${attempt % MAX_FAILURES_PER_EMAIL}`)).toEqual({ ok: false, reason: 'locked' });
    }
    expect(Number((await failures()).count)).toBe(MAX_FAILURES_PER_EMAIL);
    // When the window of those failures has passed, the lock has passed too.
    const old = new Date(Date.now() - LOCKOUT_WINDOW_MS - 1000).toISOString();
    await t.db.kysely.updateTable('login_attempt').set({ createdAt: old }).execute();
    expect((await signIn(t.db, EMAIL, PASSWORD, '10.0.0.1')).ok).toBe(true);
  }, 60_000);

  test('guesses sent at the same moment from one address count against each other', async () => {
    await createAdminUser(t.db, { email: EMAIL, password: PASSWORD });
    const answers = await Promise.all(Array.from({ length: 20 }, (_, index) => signIn(t.db, EMAIL, `guess ${index}`, '10.7.7.7')));
    // Before the lock counted attempts up front, all 20 were checked.
    expect(answers.filter((answer) => answer.ok === false && answer.reason === 'invalid').length).toBeLessThanOrEqual(MAX_FAILURES_PER_EMAIL);
    expect(answers.every((answer) => !answer.ok)).toBe(true);
  }, 60_000);

  test('an address that keeps failing at one account waits longer for each answer', async () => {
    await createAdminUser(t.db, { email: EMAIL, password: PASSWORD });
    expect([0, 1, 2, 3, 4, 5, 9].map((pair) => slowdownMs({ pair }))).toEqual([0, 0, SLOWDOWN_MS, 2 * SLOWDOWN_MS, 4 * SLOWDOWN_MS, 2000, 2000]);
    const elapsed: number[] = [];
    for (let attempt = 0; attempt < 4; attempt += 1) {
      const started = performance.now();
      await signIn(t.db, EMAIL, 'wrong', '10.5.5.5');
      elapsed.push(performance.now() - started);
    }
    expect(elapsed[2]).toBeGreaterThanOrEqual(SLOWDOWN_MS);
    expect(elapsed[3]).toBeGreaterThanOrEqual(2 * SLOWDOWN_MS);
    expect((await signIn(t.db, EMAIL, PASSWORD, '10.6.6.6')).ok).toBe(true);
  }, 60_000);

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
