import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { verify } from '@node-rs/argon2';
import { getConfig } from '@/lib/config';
import { type Db, nowIso } from '@/lib/db';
import { createAdminUser, findUserByEmail, hashPassword, normalizeEmail } from './users';

export const DEMO_ADMIN_EMAIL = 'admin@oz-gym.example';

export interface AdminCredentials {
  email: string;
  /** Known only when it came from ADMIN_PASSWORD or was generated for the demo. */
  password: string | null;
  created: boolean;
}

function demoPasswordFile(): string {
  return path.resolve(getConfig().DATA_DIR, 'demo-admin-password');
}

/** A generated password for the demo admin, kept under DATA_DIR so it can be printed at every start. */
function demoPassword(): string {
  const file = demoPasswordFile();
  if (existsSync(file)) return readFileSync(file, 'utf8').trim();
  const password = randomBytes(12).toString('base64url');
  mkdirSync(path.dirname(file), { recursive: true });
  writeFileSync(file, password, { mode: 0o600 });
  return password;
}

/**
 * Makes sure someone can sign in. With ADMIN_EMAIL and ADMIN_PASSWORD that account exists and
 * has that password. Without them, a database with no admin at all gets the demo admin with a
 * generated password.
 */
export async function ensureAdmin(db: Db): Promise<AdminCredentials | null> {
  const { ADMIN_EMAIL, ADMIN_PASSWORD } = getConfig();
  if (ADMIN_EMAIL && ADMIN_PASSWORD) {
    const existing = await findUserByEmail(db, ADMIN_EMAIL);
    if (!existing) {
      await createAdminUser(db, { email: ADMIN_EMAIL, password: ADMIN_PASSWORD });
      return { email: normalizeEmail(ADMIN_EMAIL), password: ADMIN_PASSWORD, created: true };
    }
    if (!(await verify(existing.passwordHash, ADMIN_PASSWORD).catch(() => false))) {
      await db.kysely
        .updateTable('admin_user')
        .set({ passwordHash: await hashPassword(ADMIN_PASSWORD), tokenVersion: existing.tokenVersion + 1, updatedAt: nowIso() })
        .where('id', '=', existing.id)
        .execute();
    }
    return { email: existing.email, password: ADMIN_PASSWORD, created: false };
  }
  const email = normalizeEmail(ADMIN_EMAIL ?? DEMO_ADMIN_EMAIL);
  const existing = await findUserByEmail(db, email);
  const anyAdmin = await db.kysely.selectFrom('admin_user').select('id').executeTakeFirst();
  if (existing) return { email, password: existsSync(demoPasswordFile()) ? demoPassword() : null, created: false };
  if (anyAdmin) return null;
  const password = demoPassword();
  await createAdminUser(db, { email, password });
  return { email, password, created: true };
}
