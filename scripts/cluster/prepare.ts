/**
 * The one-off part of `npm run cluster` (scripts/cluster.ts), run as a child process with the
 * cluster's environment (DATABASE_URL with its schema, DATA_DIR, NEXT_DIST_DIR, SITE_URL…), so
 * that lib/core/config and scripts/build-info read the cluster's settings and not the caller's:
 * checks that PostgreSQL and Redis answer, creates the schema, migrates, seeds the demo content
 * when the schema has none, makes sure an admin can sign in, and builds when the cluster's build
 * is missing or out of date. It reports the admin notice and the session secret to its parent
 * over IPC (`PrepareResult`), or prints the notice when run on its own.
 */
import '../env';
import Redis from 'ioredis';
import pg from 'pg';
import { adminSignInNotice, ensureAdmin } from '@/lib/core/auth/bootstrap';
import { getAuthSecret, getConfig } from '@/lib/core/config';
import { type DbTarget, describeTarget, openMigratedDb } from '@/lib/core/db';
import { isContentEmpty, seedDemoContent } from '@/scripts/seed/demo-content';
import { forgetBuiltContent } from '../build-info';
import { BuildError, buildReason, buildSite } from '../site-build';

/** What the parent receives when everything is ready. */
export interface PrepareResult {
  type: 'prepared';
  adminNotice: string;
  authSecret: string;
}


class PrepareError extends Error {}

function schemaName(): string {
  const schema = process.env.CLUSTER_DB_SCHEMA ?? '';
  if (!/^[a-z_][a-z0-9_]{0,62}$/.test(schema)) throw new PrepareError(`CLUSTER_DB_SCHEMA must be a plain lower-case SQL name, not "${schema}".`);
  return schema;
}

async function ensureSchema(url: string, schema: string): Promise<void> {
  const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 5000 });
  client.on('error', () => undefined);
  const { host, pathname } = new URL(url);
  try {
    await client.connect();
  } catch (error) {
    throw new PrepareError(
      `PostgreSQL does not answer at ${host}${pathname} (${error instanceof Error ? error.message : String(error)}).\n` +
        `Start it (as root: pg_ctlcluster --skip-systemctl-redirect "$(ls /etc/postgresql | head -n 1)" main start), or point DATABASE_URL at one.`,
    );
  }
  try {
    await client.query(`create schema if not exists "${schema}"`);
  } finally {
    await client.end();
  }
}

async function checkRedis(url: string): Promise<void> {
  const redis = new Redis(url, { lazyConnect: true, connectTimeout: 3000, maxRetriesPerRequest: 0, retryStrategy: () => null, enableOfflineQueue: false });
  // The connection's own error (ECONNREFUSED…) says more than the "Connection is closed." that follows.
  let cause: Error | undefined;
  redis.on('error', (error: Error) => {
    cause ??= error;
  });
  try {
    await redis.connect();
    await redis.ping();
  } catch (error) {
    const { host } = new URL(url);
    throw new PrepareError(
      `Redis does not answer at ${host} (${(cause ?? (error instanceof Error ? error : new Error(String(error)))).message}).\n` +
        'Start it (redis-server --daemonize yes), or point REDIS_URL at one: the instances share live events through it.',
    );
  } finally {
    redis.disconnect();
  }
}

async function main(): Promise<void> {
  // Stopped by the cluster (Ctrl-C while starting). While a type check or a build runs, the
  // event loop waits for it: the handler only keeps Node from dying at once, so that build()
  // can put tsconfig.json back once the build, stopped by the same signal, has returned.
  process.on('SIGTERM', () => process.exit(143));
  const config = getConfig();
  if (!config.DATABASE_URL) throw new PrepareError('DATABASE_URL is not set: the cluster runs on PostgreSQL.');
  if (!config.REDIS_URL) throw new PrepareError('REDIS_URL is not set: the instances share live events through Redis.');
  const schema = schemaName();
  await ensureSchema(config.DATABASE_URL, schema);
  await checkRedis(config.REDIS_URL);

  const target: DbTarget = { dialect: 'postgres', url: config.DATABASE_URL, schema };
  const db = await openMigratedDb(target);
  let adminNotice = '';
  try {
    if (await isContentEmpty(db)) {
      const summary = await seedDemoContent(db);
      forgetBuiltContent();
      console.log(`Seeded the demo content into ${describeTarget(target)}: ${Object.entries(summary).map(([name, count]) => `${count} ${name}`).join(', ')}.`);
    }
    const admin = await ensureAdmin(db);
    if (admin) adminNotice = adminSignInNotice(admin, config.siteUrl);
  } finally {
    await db.close();
  }
  const authSecret = getAuthSecret();

  const reason = buildReason(target);
  if (reason) {
    try {
      buildSite(target, reason);
    } catch (error) {
      throw error instanceof BuildError ? new PrepareError(error.message) : error;
    }
  }

  const result: PrepareResult = { type: 'prepared', adminNotice, authSecret };
  if (process.send) await new Promise<void>((resolve) => process.send!(result, () => resolve()));
  else console.log(adminNotice);
}

main().then(
  () => process.exit(0),
  (error: unknown) => {
    console.error(error instanceof PrepareError || !(error instanceof Error) ? String(error instanceof Error ? error.message : error) : (error.stack ?? error.message));
    process.exit(1);
  },
);
