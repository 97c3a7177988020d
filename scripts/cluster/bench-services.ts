import Redis from 'ioredis';
import { quoteIdent, withClient } from '@/lib/core/ops/pg-tools';

/*
 * The PostgreSQL and Redis `npm run bench:cluster` runs its cluster on. It never works in what
 * other work shares: with DATABASE_URL it uses that database, in a schema of its own; without it,
 * the local server's `test` database, in the same schema, removed afterwards. With REDIS_URL it
 * uses that Redis; without it, database 15 of the local Redis (not 0, which the tests, the
 * cluster and a local site share), whose keys of the site are removed afterwards.
 */

export const BENCH_SCHEMA = 'oz_cluster_bench';
const LOCAL_DATABASE_URL = 'postgres://postgres@127.0.0.1:5432/test';
const BENCH_REDIS_DB = 15;
const LOCAL_REDIS_URL = `redis://127.0.0.1:6379/${BENCH_REDIS_DB}`;
/** Every key the site writes to Redis starts so (lib/core/cache/shared-tags.ts). */
const SITE_KEYS = 'oz:*';

export interface BenchServices {
  databaseUrl: string;
  schema: string;
  redisUrl: string;
  /** What the bench removes when it ends: only what it made where nothing was configured. */
  removeAfterwards: { schema: boolean; redisKeys: boolean };
}

export function benchServices(env: Partial<NodeJS.ProcessEnv> = process.env, schema: string = BENCH_SCHEMA): BenchServices {
  return {
    databaseUrl: env.DATABASE_URL || LOCAL_DATABASE_URL,
    schema,
    redisUrl: env.REDIS_URL || LOCAL_REDIS_URL,
    removeAfterwards: { schema: !env.DATABASE_URL, redisKeys: !env.REDIS_URL },
  };
}

/** Removes what the bench made in the services nobody configured for it. */
export async function removeBenchData(services: BenchServices): Promise<void> {
  if (services.removeAfterwards.schema) {
    await withClient(services.databaseUrl, (client) => client.query(`drop schema if exists ${quoteIdent(services.schema)} cascade`));
  }
  if (services.removeAfterwards.redisKeys) {
    const redis = new Redis(services.redisUrl, { lazyConnect: true, maxRetriesPerRequest: 1 });
    try {
      await redis.connect();
      for await (const keys of redis.scanStream({ match: SITE_KEYS, count: 500 }) as AsyncIterable<string[]>) {
        if (keys.length > 0) await redis.del(...keys);
      }
    } finally {
      redis.disconnect();
    }
  }
}
