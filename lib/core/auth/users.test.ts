import { sql } from 'kysely';
import { openDb } from '@/lib/core/db';
import { engines, useTestDb } from '@/lib/test/engines';
import { testPostgresUrl } from '@/lib/test/postgres';
import { PACING, type Pacing, paceMs, signIn } from './sign-in';
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

  /** A quick schedule for the tests that send hundreds of guesses; the shipped one (PACING) is tested on its own. */
  const QUICK: Pacing = { fromFailures: MAX_FAILURES_PER_EMAIL, firstMs: 1, maxMs: 4 };

  /** The turns (attempt times, epoch ms) of an account's last `count` attempts, newest first: its schedule, as every instance keeps it. */
  const turns = async (email: string, count: number) =>
    (await t.db.kysely.selectFrom('login_attempt').select('createdAt').where('email', '=', email.toLowerCase()).orderBy('createdAt', 'desc').limit(count).execute()).map((row) => Date.parse(row.createdAt));

  /** The gaps between consecutive turns, oldest first. */
  const gaps = (times: number[]) => {
    const sorted = [...times].sort((a, b) => a - b);
    return sorted.slice(1).map((time, index) => time - sorted[index]!);
  };

  /** The action of every audit log entry. */
  const audited = async () => (await t.db.kysely.selectFrom('audit_log').select('action').execute()).map((row) => row.action);

  test('an account under attack is paced, never locked: after 150 wrong passwords from many addresses the owner signs in from a fresh one, after a typo too', async () => {
    await createAdminUser(t.db, { email: EMAIL, password: PASSWORD });
    // A botnet: 150 guesses from 30 addresses (IPv4 and IPv6), five at a time, each address below its own lock.
    for (let round = 0; round < 30; round += 1) {
      const answers = await Promise.all(
        Array.from({ length: 5 }, (_, index) => signIn(t.db, EMAIL, `guess ${round}-${index}`, index % 2 ? `203.0.113.${round}` : `2001:db8:${round}::${index}`, null, QUICK)),
      );
      expect(answers).toEqual(Array(5).fill({ ok: false, reason: 'invalid' }));
    }
    // One of the attacking addresses still has its own guesses: paced, not refused.
    expect(await signIn(t.db, EMAIL, 'guess again', '203.0.113.7', null, QUICK)).toEqual({ ok: false, reason: 'invalid' });
    // The owner, from a fresh address, types it wrong once, then right; and from an address that failed.
    expect(await signIn(t.db, EMAIL, 'correct horse batery', '198.51.100.5', null, QUICK)).toEqual({ ok: false, reason: 'invalid' });
    expect(await signIn(t.db, EMAIL, PASSWORD, '198.51.100.5', null, QUICK)).toEqual({ ok: true, user: expect.objectContaining({ email: 'admin@example.com' }) });
    expect((await signIn(t.db, EMAIL, PASSWORD, '203.0.113.3', null, QUICK)).ok).toBe(true);
    // With the shipped schedule the owner's turn comes the longest gap (3 s) after the last attempt's, and signs in.
    const started = performance.now();
    expect((await signIn(t.db, EMAIL, PASSWORD, '198.51.100.6')).ok).toBe(true);
    expect(performance.now() - started).toBeLessThan(PACING.maxMs + 5000);
    const [owner, before] = await turns(EMAIL, 2);
    expect(owner! - before!).toBeGreaterThanOrEqual(PACING.maxMs);
    // Every guess is in the audit log; no account or address was locked.
    const actions = await audited();
    expect(actions.filter((action) => action === 'sign-in-failed')).toHaveLength(152);
    expect(actions).not.toContain('lock');
  }, 120_000);

  test('guesses spread over 50 fresh addresses are answered no faster than guesses from one address', async () => {
    const pacing: Pacing = { fromFailures: MAX_FAILURES_PER_EMAIL, firstMs: 50, maxMs: 100 };
    await createAdminUser(t.db, { email: 'one@example.com', password: PASSWORD });
    await createAdminUser(t.db, { email: EMAIL, password: PASSWORD });
    // One address, one guess after another, as many as its own lock allows.
    const fromOne = MAX_FAILURES_PER_IP - 1;
    let started = performance.now();
    for (let guess = 0; guess < fromOne; guess += 1) expect((await signIn(t.db, 'one@example.com', `guess ${guess}`, '192.0.2.1', null, pacing)).ok).toBe(false);
    const oneMs = performance.now() - started;
    // 50 addresses, 50 guesses at the same moment: each is checked (none refused), in turn.
    started = performance.now();
    const answeredAt: number[] = [];
    const answers = await Promise.all(
      Array.from({ length: 50 }, async (_, index) => {
        const answer = await signIn(t.db, EMAIL, `guess ${index}`, `198.51.100.${index + 1}`, null, pacing);
        answeredAt.push(performance.now() - started);
        return answer;
      }),
    );
    expect(answers).toEqual(Array(50).fill({ ok: false, reason: 'invalid' }));
    answeredAt.sort((a, b) => a - b);
    // The account's schedule, as stored: from the fifth failure on, each turn at least its gap after
    // the one before, whoever sends them, so the 50 are spread over at least the sum of the gaps.
    const scheduled = gaps(await turns(EMAIL, 50));
    expect(scheduled).toHaveLength(49);
    for (const [index, gap] of scheduled.entries()) expect(gap).toBeGreaterThanOrEqual(paceMs(index + 1, pacing));
    // And so no faster than from one address: as many answers took at least as long (the same schedule).
    const schedule = (count: number) => Array.from({ length: count }, (_, failures) => paceMs(failures, pacing)).reduce((sum, gap) => sum + gap, 0);
    expect(answeredAt[fromOne - 1]).toBeGreaterThanOrEqual(schedule(fromOne) - 20);
    expect(oneMs).toBeGreaterThanOrEqual(schedule(fromOne) - 20);
  }, 60_000);

  test('the shipped schedule: no wait below 5 failures, then 0.25 s doubling to at most 3 s', () => {
    expect([0, 4, 5, 6, 7, 8, 9, 10, 150, 10_000].map((failures) => paceMs(failures))).toEqual([0, 0, 250, 500, 1000, 2000, 3000, 3000, 3000, 3000]);
  });

  test('every instance keeps the one schedule: guesses at once through two connection pools take turns', async () => {
    await createAdminUser(t.db, { email: EMAIL, password: PASSWORD });
    // A second instance: its own pool on the same PostgreSQL schema (SQLite serves one instance).
    const schema = engine.name === 'postgres' ? (await sql<{ schema: string }>`select current_schema() as schema`.execute(t.db.kysely)).rows[0]?.schema : undefined;
    const other = schema ? openDb({ dialect: 'postgres', url: testPostgresUrl(), schema }) : t.db;
    try {
      const pacing: Pacing = { fromFailures: 1, firstMs: 150, maxMs: 150 };
      expect((await signIn(t.db, EMAIL, 'first', '192.0.2.1', null, pacing)).ok).toBe(false);
      await Promise.all([1, 2, 3, 4, 5, 6].map((index) => signIn(index % 2 ? other : t.db, EMAIL, 'again', `192.0.2.${index + 1}`, null, pacing)));
      // The six turns, whichever instance took each, are each at least a gap after the one before.
      for (const gap of gaps(await turns(EMAIL, 6))) expect(gap).toBeGreaterThanOrEqual(150);
    } finally {
      if (other !== t.db) await other.close();
    }
  }, 30_000);

  test('attempts refused by the lock of an address are not counted, so trying during it cannot renew it', async () => {
    await createAdminUser(t.db, { email: EMAIL, password: PASSWORD });
    // An address guessing at many accounts (none of them paced).
    for (let attempt = 0; attempt < MAX_FAILURES_PER_IP; attempt += 1) await signIn(t.db, `guess${attempt}@example.com`, 'wrong', '10.0.0.1');
    const failures = () =>
      t.db.kysely.selectFrom('login_attempt').select((eb) => eb.fn.countAll().as('count')).where('succeeded', '=', 0).executeTakeFirstOrThrow();
    expect(Number((await failures()).count)).toBe(MAX_FAILURES_PER_IP);
    for (let attempt = 0; attempt < 10; attempt += 1) expect(await signIn(t.db, EMAIL, 'wrong', '10.0.0.1')).toEqual({ ok: false, reason: 'locked' });
    expect(await signIn(t.db, EMAIL, PASSWORD, '10.0.0.1')).toEqual({ ok: false, reason: 'locked' });
    expect(Number((await failures()).count)).toBe(MAX_FAILURES_PER_IP);
    // The lock is logged once, and the address's refusals too.
    const actions = await audited();
    expect(actions.filter((action) => action === 'lock')).toHaveLength(1);
    expect(actions.filter((action) => action === 'sign-in-failed')).toHaveLength(MAX_FAILURES_PER_IP + 11);
    // When the window of those failures has passed, the lock has passed too.
    const old = new Date(Date.now() - LOCKOUT_WINDOW_MS - 1000).toISOString();
    await t.db.kysely.updateTable('login_attempt').set({ createdAt: old }).execute();
    expect((await signIn(t.db, EMAIL, PASSWORD, '10.0.0.1')).ok).toBe(true);
  }, 60_000);

  test('guesses sent at the same moment from one address count against each other', async () => {
    const answers = await Promise.all(Array.from({ length: 30 }, (_, index) => signIn(t.db, `guess${index}@example.com`, 'wrong', '10.7.7.7')));
    expect(answers.filter((answer) => answer.ok === false && answer.reason === 'invalid').length).toBeLessThanOrEqual(MAX_FAILURES_PER_IP);
    expect(answers.every((answer) => !answer.ok)).toBe(true);
  }, 60_000);

  test('an IPv6 client is counted by its /64: 20 addresses of one /64 lock all of it, not its neighbour', async () => {
    await createAdminUser(t.db, { email: EMAIL, password: PASSWORD });
    for (let attempt = 0; attempt < MAX_FAILURES_PER_IP; attempt += 1) {
      expect(await signIn(t.db, `guess${attempt}@example.com`, 'wrong', `2001:db8:1:2::${(attempt + 1).toString(16)}`)).toEqual({ ok: false, reason: 'invalid' });
    }
    expect(await signIn(t.db, EMAIL, PASSWORD, '2001:db8:1:2:ffff:ffff:ffff:fffe')).toEqual({ ok: false, reason: 'locked' });
    expect((await signIn(t.db, EMAIL, PASSWORD, '2001:db8:1:3::1')).ok).toBe(true);
    // The audit log keeps each client's whole address.
    const logged = await t.db.kysely.selectFrom('audit_log').select('ip').where('action', '=', 'lock').execute();
    expect(logged).toEqual([{ ip: `2001:db8:1:2::${MAX_FAILURES_PER_IP.toString(16)}` }]);
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
