import { existsSync, mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { getConfig, resetConfigForTests } from '@/lib/core/config';
import { engines, useTestDb } from '@/lib/test/engines';
import { adminSignInNotice, DEMO_ADMIN_EMAIL, ensureAdmin, generatePassword, setPassword } from './bootstrap';
import { signIn } from './sign-in';
import { findUserByEmail } from './users';

/** Every file under DATA_DIR, with its text, to prove a password was written nowhere. */
function dataFiles(dir = getConfig().DATA_DIR): string[] {
  if (!existsSync(dir)) return [];
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const file = path.join(dir, entry.name);
    return entry.isDirectory() ? dataFiles(file) : [file];
  });
}

describe.each(engines())('the admin ensured at start on $name', (engine) => {
  const t = useTestDb(engine);
  const saved = { email: process.env.ADMIN_EMAIL, password: process.env.ADMIN_PASSWORD };

  beforeEach(() => {
    delete process.env.ADMIN_EMAIL;
    delete process.env.ADMIN_PASSWORD;
    resetConfigForTests();
  });
  afterAll(() => {
    Object.assign(process.env, { ADMIN_EMAIL: saved.email, ADMIN_PASSWORD: saved.password });
    resetConfigForTests();
  });

  test('a generated password is shown once, at creation, and stored nowhere but as its hash', async () => {
    const first = await ensureAdmin(t.db);
    expect(first).toEqual({ email: DEMO_ADMIN_EMAIL, generatedPassword: expect.any(String), source: 'generated' });
    const password = first!.generatedPassword!;
    expect(adminSignInNotice(first!, 'http://localhost:3000')).toContain(password);
    expect((await signIn(t.db, DEMO_ADMIN_EMAIL, password, '10.0.0.1')).ok).toBe(true);
    for (const file of dataFiles()) expect(readFileSync(file).includes(password)).toBe(false);

    const later = await ensureAdmin(t.db);
    expect(later).toEqual({ email: DEMO_ADMIN_EMAIL, generatedPassword: null, source: 'existing' });
    const notice = adminSignInNotice(later!, 'http://localhost:3000');
    expect(notice).not.toContain(password);
    expect(notice).toContain('npm run admin:reset-password');
  });

  test('the ADMIN_EMAIL account is an owner: created as one, and made one again if it was demoted or disabled', async () => {
    Object.assign(process.env, { ADMIN_EMAIL: 'boss@example.com', ADMIN_PASSWORD: 'a long enough password' });
    resetConfigForTests();
    await ensureAdmin(t.db);
    expect((await findUserByEmail(t.db, 'boss@example.com'))?.role).toBe('owner');
    await t.db.kysely.updateTable('admin_user').set({ role: 'staff', disabled: 1 }).where('email', '=', 'boss@example.com').execute();
    await ensureAdmin(t.db);
    expect(await findUserByEmail(t.db, 'boss@example.com')).toMatchObject({ role: 'owner', disabled: 0 });
  });

  test('the password file older versions kept is removed', async () => {
    const legacy = path.resolve(getConfig().DATA_DIR, 'demo-admin-password');
    mkdirSync(path.dirname(legacy), { recursive: true });
    writeFileSync(legacy, 'old-demo-password');
    await ensureAdmin(t.db);
    expect(existsSync(legacy)).toBe(false);
  });

  test('ADMIN_PASSWORD is never echoed', async () => {
    Object.assign(process.env, { ADMIN_EMAIL: 'owner@example.com', ADMIN_PASSWORD: 'from-the-environment' });
    resetConfigForTests();
    const admin = await ensureAdmin(t.db);
    expect(admin).toEqual({ email: 'owner@example.com', generatedPassword: null, source: 'environment' });
    expect(adminSignInNotice(admin!, 'http://localhost:3000')).not.toContain('from-the-environment');
  });

  test('a reset gives a new password and ends the sessions', async () => {
    const created = await ensureAdmin(t.db);
    const before = await findUserByEmail(t.db, DEMO_ADMIN_EMAIL);
    const fresh = generatePassword();
    await setPassword(t.db, before!.id, fresh);
    expect((await signIn(t.db, DEMO_ADMIN_EMAIL, created!.generatedPassword!, '10.0.0.2')).ok).toBe(false);
    expect((await signIn(t.db, DEMO_ADMIN_EMAIL, fresh, '10.0.0.3')).ok).toBe(true);
    expect((await findUserByEmail(t.db, DEMO_ADMIN_EMAIL))?.tokenVersion).toBe(before!.tokenVersion + 1);
  });
});
