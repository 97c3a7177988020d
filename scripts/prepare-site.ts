/**
 * The steps `npm start` and `npm run dev` take before building and serving (scripts/start.ts):
 * the data folder made private, the database migrated, the demo content seeded into an empty
 * embedded database, and an admin who can sign in. Import scripts/env first.
 */
import path from 'node:path';
import { adminSignInNotice, ensureAdmin } from '@/lib/core/auth/bootstrap';
import { getAuthSecret, getConfig } from '@/lib/core/config';
import { configuredTarget, type DbTarget, openMigratedDb } from '@/lib/core/db';
import { securePrivateData } from '@/lib/core/ops/data-folder';
import { isContentEmpty, seedDemoContent } from '@/scripts/seed/demo-content';
import { forgetBuiltContent } from './build-info';

export async function prepareSite(): Promise<{ target: DbTarget }> {
  const config = getConfig();
  const opened = await securePrivateData(path.resolve(config.DATA_DIR));
  if (opened.length > 0) console.log(`Made ${opened.length} file(s) and folder(s) of the data folder readable by this user only (other users could read them).`);
  // next-auth's middleware reads these from the environment.
  process.env.NEXTAUTH_SECRET ??= getAuthSecret();
  process.env.NEXTAUTH_URL ??= config.siteUrl;

  const target = configuredTarget();
  const db = await openMigratedDb(target);
  try {
    if (target.dialect === 'sqlite' && (await isContentEmpty(db))) {
      const summary = await seedDemoContent(db);
      forgetBuiltContent();
      console.log(`Seeded the demo content: ${Object.entries(summary).map(([name, count]) => `${count} ${name}`).join(', ')}.`);
    }
    const admin = await ensureAdmin(db);
    console.log(`\nOz: ${config.siteUrl}`);
    if (admin) console.log(adminSignInNotice(admin, config.siteUrl));
  } finally {
    await db.close();
  }
  return { target };
}
