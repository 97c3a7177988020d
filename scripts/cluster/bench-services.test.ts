import Redis from 'ioredis';
import { withClient } from '@/lib/core/ops/pg-tools';
import { engines } from '@/lib/test/engines';
import { testPostgresUrl } from '@/lib/test/postgres';
import { benchServices, removeBenchData } from './bench-services';

describe('the services of npm run bench:cluster', () => {
  test('it uses the configured DATABASE_URL and REDIS_URL, and removes nothing there', () => {
    const services = benchServices({ DATABASE_URL: 'postgres://oz@db.example:5432/oz', REDIS_URL: 'redis://cache.example:6379/2' });
    expect(services).toEqual({
      databaseUrl: 'postgres://oz@db.example:5432/oz',
      schema: 'oz_cluster_bench',
      redisUrl: 'redis://cache.example:6379/2',
      removeAfterwards: { schema: false, redisKeys: false },
    });
  });

  test('without them, it works in a schema and a Redis database of its own, never Redis database 0', () => {
    const services = benchServices({});
    expect(services.schema).toBe('oz_cluster_bench');
    expect(services.removeAfterwards).toEqual({ schema: true, redisKeys: true });
    const redisDb = Number(new URL(services.redisUrl).pathname.slice(1) || '0');
    expect(redisDb).not.toBe(0);
  });

  const postgresUp = engines().some((engine) => engine.name === 'postgres');
  (postgresUp ? test : test.skip)('what it made there is removed afterwards: its schema, and the site keys of its Redis database', async () => {
    const schema = `bench_test_${Date.now().toString(36)}`;
    const services = { ...benchServices({}, schema), databaseUrl: testPostgresUrl() };
    await withClient(services.databaseUrl, (client) => client.query(`create schema "${schema}"; create table "${schema}".store (id text)`));
    const redis = new Redis(services.redisUrl);
    const sharedDb = new Redis(services.redisUrl.replace(/\/\d+$/, '/0'));
    try {
      await redis.hset('oz:cache-tags:expired', 'entity:Store', '1');
      await redis.set('not-the-site', 'kept');
      await sharedDb.set(`oz:bench-test-elsewhere:${schema}`, 'kept');

      await removeBenchData(services);

      const { rows } = await withClient(services.databaseUrl, (client) => client.query('select 1 from information_schema.schemata where schema_name = $1', [schema]));
      expect(rows).toEqual([]);
      expect(await redis.exists('oz:cache-tags:expired')).toBe(0);
      expect(await redis.get('not-the-site')).toBe('kept');
      expect(await sharedDb.get(`oz:bench-test-elsewhere:${schema}`)).toBe('kept');
    } finally {
      await redis.del('not-the-site');
      await sharedDb.del(`oz:bench-test-elsewhere:${schema}`);
      redis.disconnect();
      sharedDb.disconnect();
      await withClient(services.databaseUrl, (client) => client.query(`drop schema if exists "${schema}" cascade`));
    }
  });
});
