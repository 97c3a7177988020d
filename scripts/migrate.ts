/** `npm run migrate`: brings the configured database's schema up to date. */
import './env';
import { configuredTarget, openMigratedDb } from '@/lib/core/db';

openMigratedDb(configuredTarget())
  .then(async (db) => {
    console.log(`The ${db.dialect} database is up to date.`);
    await db.close();
  })
  .catch((error: unknown) => {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  });
