/**
 * `npm run seed`: fills the configured database (SQLite by default, PostgreSQL when
 * DATABASE_URL is set) with the demo content when it has none. `npm run seed -- --reset`
 * deletes all content first (admin accounts stay).
 */
import './env';
import { configuredTarget, describeTarget, getDb } from '@/lib/core/db';
import { forgetBuiltContent } from './build-info';
import { clearContent, isContentEmpty, seedDemoContent } from '@/scripts/seed/demo-content';

const USAGE = 'Usage: npm run seed [-- --reset]';

async function main(): Promise<number> {
  const args = process.argv.slice(2);
  const unknown = args.filter((arg) => arg !== '--reset');
  if (unknown.length > 0) {
    console.error(`Unknown option ${unknown.join(' ')}.\n${USAGE}`);
    return 2;
  }
  const reset = args.includes('--reset');
  const where = `the ${describeTarget(configuredTarget())} database`;
  const db = await getDb();
  try {
    if (!(await isContentEmpty(db))) {
      if (!reset) {
        console.error(
          `Not seeded: ${where} already has content, and nothing was changed.\n` +
            'To delete all of it (stores, areas, news, campaigns, reviews, trainers, FAQ; admin accounts stay) ' +
            'and load the demo content instead, run: npm run seed -- --reset',
        );
        return 1;
      }
      await clearContent(db);
      console.log(`Deleted the existing content of ${where} (admin accounts were kept).`);
    }
    const summary = await seedDemoContent(db);
    forgetBuiltContent();
    console.log(`Seeded the demo content into ${where}:`);
    for (const [entity, count] of Object.entries(summary)) console.log(`  ${entity.padEnd(12)}${String(count).padStart(4)}`);
    return 0;
  } finally {
    await db.close();
  }
}

main()
  // Exit explicitly: with REDIS_URL set, the change-event connections would keep the process alive.
  .then((code) => process.exit(code))
  .catch((error: unknown) => {
    console.error(`Seeding failed: ${error instanceof Error ? error.message : String(error)}`);
    console.error('Fix the cause, then run "npm run seed -- --reset" to start again from an empty content set.');
    process.exit(1);
  });
