import { ownRedis, redisReachable, testNamespace, testRedisUrl } from '@/lib/test/redis';
import { SharedTags } from './shared-tags';

/*
 * Two SharedTags on one Redis stand for two instances of the site (each process has one).
 * Real Redis: the machine's for the ordinary cases, one started here for the outage.
 */

const describeWithRedis = redisReachable() ? describe : describe.skip;

describeWithRedis('cache-tag expiries shared through Redis', () => {
  const opened: SharedTags[] = [];
  function instance(url: string, namespace: string): SharedTags {
    const tags = new SharedTags(url, namespace);
    opened.push(tags);
    return tags;
  }
  afterEach(async () => {
    await Promise.all(opened.splice(0).map((tags) => tags.close()));
  });

  async function within<T>(ms: number, read: () => T | undefined): Promise<T> {
    const deadline = Date.now() + ms;
    for (;;) {
      const value = read();
      if (value) return value;
      if (Date.now() > deadline) throw new Error(`not within ${ms} ms`);
      await new Promise((resolve) => setTimeout(resolve, 10));
    }
  }

  it('an expiry on one instance reaches the other within a second, and its listener', async () => {
    const namespace = testNamespace();
    const [a, b] = [instance(testRedisUrl(), namespace), instance(testRedisUrl(), namespace)];
    await Promise.all([a.whenSynced(), b.whenSynced()]);
    const heardByA: string[][] = [];
    const heardByB: string[][] = [];
    a.onRemoteExpiry((tags) => heardByA.push(tags));
    b.onRemoteExpiry((tags) => heardByB.push(tags));
    expect(b.expiredAt(['store:1'])).toBe(0);

    const started = Date.now();
    a.expire(['store:1', 'entity:Store']);
    expect(a.expiredAt(['store:1'])).toBeGreaterThanOrEqual(started);
    const seen = await within(1000, () => b.expiredAt(['store:1', 'article:9']) || undefined);
    expect(seen).toBe(a.expiredAt(['store:1']));
    expect(heardByB).toEqual([['store:1', 'entity:Store']]);
    expect(heardByA).toEqual([]);
    expect(b.expiredAt(['article:9'])).toBe(0);
  });

  it('an instance that starts later, or was cut off, reads the expiries it missed', async () => {
    const namespace = testNamespace();
    const a = instance(testRedisUrl(), namespace);
    await a.whenSynced();
    a.expire(['news:list']);
    // Written to Redis by the time a third instance on it has heard of it.
    const witness = instance(testRedisUrl(), namespace);
    await witness.whenSynced();
    await within(1000, () => witness.expiredAt(['news:list']) || undefined);
    const late = instance(testRedisUrl(), namespace);
    await late.whenSynced();
    expect(late.expiredAt(['news:list'])).toBe(a.expiredAt(['news:list']));
  });

  it('an expiry made while Redis is down applies at once here and reaches the others when it is back', async () => {
    const redis = await ownRedis();
    try {
      const namespace = testNamespace();
      const [a, b] = [instance(redis.url, namespace), instance(redis.url, namespace)];
      await Promise.all([a.whenSynced(), b.whenSynced()]);

      await redis.kill();
      const at = Date.now();
      a.expire(['store:2']);
      expect(a.expiredAt(['store:2'])).toBe(at);
      await new Promise((resolve) => setTimeout(resolve, 300));
      expect(b.expiredAt(['store:2'])).toBe(0);

      // Back, and empty (it kept nothing): a's unsent expiry is written, and b reads it.
      await redis.start();
      await within(5000, () => b.expiredAt(['store:2']) || undefined);
      expect(b.expiredAt(['store:2'])).toBe(at);
    } finally {
      await Promise.all(opened.splice(0).map((tags) => tags.close()));
      await redis.kill();
    }
  });

  it('keeps the later of two expiries of a tag and ignores times still to come', async () => {
    const namespace = testNamespace();
    const a = instance(testRedisUrl(), namespace);
    await a.whenSynced();
    const now = Date.now();
    a.expire(['faq:1'], now - 5000);
    a.expire(['faq:1'], now - 10_000);
    expect(a.expiredAt(['faq:1'])).toBe(now - 5000);
    a.expire(['faq:2'], now + 60_000);
    expect(a.expiredAt(['faq:2'])).toBe(0);
  });
});
