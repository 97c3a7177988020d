import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { createDefaultCacheHandler } from 'next/dist/server/lib/cache-handlers/default';
import type { CacheEntry, CacheHandler } from 'next/dist/server/lib/cache-handlers/types';
import { nodeFs } from 'next/dist/server/lib/node-fs-methods';
import { redisReachable, testNamespace, testRedisUrl } from '@/lib/test/redis';
import { sharedPageCache, sharedUseCacheHandler } from './next-handlers';
import { SharedTags, type TagExpiry } from './shared-tags';

/*
 * Next's own caches behind the shared expiries: two instances (a handler and a SharedTags each,
 * on the machine's Redis) hold the same entry; a tag expired through one is refused by both.
 */

function entry(tags: string[], text: string): CacheEntry {
  return {
    value: new ReadableStream({ start: (controller) => (controller.enqueue(new TextEncoder().encode(text)), controller.close()) }),
    tags,
    stale: 300,
    timestamp: Date.now(),
    expire: 31_536_000,
    revalidate: 31_536_000,
  };
}

async function read(handler: CacheHandler, key: string, softTags: string[] = []): Promise<string | undefined> {
  const found = await handler.get(key, softTags);
  return found ? new Response(found.value).text() : undefined;
}

async function until(check: () => Promise<boolean>, ms = 1000): Promise<number> {
  const started = Date.now();
  while (!(await check())) {
    if (Date.now() - started > ms) throw new Error(`not within ${ms} ms`);
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
  return Date.now() - started;
}

const describeWithRedis = redisReachable() ? describe : describe.skip;

describeWithRedis("'use cache' entries", () => {
  const shared: SharedTags[] = [];
  afterEach(async () => {
    await Promise.all(shared.splice(0).map((tags) => tags.close()));
  });

  /*
   * Next's default handler keeps its tag expiries in a module of the process, which both
   * handlers here would share: instance a's local part is therefore one that keeps nothing, so
   * whatever b refuses it learnt through Redis.
   */
  const keepsNothing: CacheHandler = {
    get: async () => undefined,
    set: async () => undefined,
    refreshTags: async () => undefined,
    getExpiration: async () => 0,
    updateTags: async () => undefined,
  };

  async function instances(): Promise<[CacheHandler, CacheHandler]> {
    const namespace = testNamespace();
    shared.push(new SharedTags(testRedisUrl(), namespace), new SharedTags(testRedisUrl(), namespace));
    await Promise.all(shared.map((tags) => tags.whenSynced()));
    return [sharedUseCacheHandler(keepsNothing, shared[0]!), sharedUseCacheHandler(createDefaultCacheHandler(1024 * 1024), shared[1]!)];
  }

  it('a tag expired on one instance makes the other read its entry again within a second', async () => {
    const [a, b] = await instances();
    await b.set('stores', Promise.resolve(entry(['entity:Store', 'store:1'], 'old')));
    await new Promise((resolve) => setTimeout(resolve, 5));
    expect(await read(b, 'stores')).toBe('old');

    await a.updateTags(['store:1'], { expire: 0 });
    const waited = await until(async () => (await read(b, 'stores')) === undefined);
    expect(waited).toBeLessThan(1000);
    // What is cached after the change is served again.
    await b.set('stores', Promise.resolve(entry(['entity:Store', 'store:1'], 'new')));
    expect(await read(b, 'stores')).toBe('new');
  });

  it("a page's implicit tags expired on one instance count on the other (getExpiration and get)", async () => {
    const [a, b] = await instances();
    await b.set('news', Promise.resolve(entry(['entity:Article'], 'list')));
    await new Promise((resolve) => setTimeout(resolve, 5));
    expect(await b.getExpiration(['_N_T_/news'])).toBe(0);
    await a.updateTags(['_N_T_/news']);
    await until(async () => (await b.getExpiration(['_N_T_/news'])) > 0);
    expect(await read(b, 'news', ['_N_T_/news'])).toBeUndefined();
    expect(await read(b, 'news', ['_N_T_/other'])).toBe('list');
  });
});

describe('rendered pages', () => {
  let folder: string;
  beforeEach(() => {
    folder = mkdtempSync(path.join(tmpdir(), 'oz-pages-'));
  });
  afterEach(() => rmSync(folder, { recursive: true, force: true }));

  it("are refused once a tag of theirs expired on another instance, and only then", async () => {
    let expiredAt = 0;
    const expiry: TagExpiry = { expiredAt: (tags) => (tags.includes('store:1') ? expiredAt : 0) };
    const Pages = sharedPageCache(expiry);
    const pages = new Pages({ fs: nodeFs, serverDistDir: folder, flushToDisk: false, dev: false, _requestHeaders: {}, maxMemoryCacheSize: 1024 * 1024 } as never);
    const page = {
      kind: 'APP_PAGE',
      html: '<p>池袋店</p>',
      rscData: Buffer.from('rsc'),
      headers: { 'x-next-cache-tags': 'entity:Store,store:1,_N_T_/stores/ikebukuro' },
      postponed: undefined,
      status: 200,
      segmentData: new Map(),
    };
    await pages.set('/stores/ikebukuro', page as never, { cacheControl: { revalidate: false, expire: undefined }, isRoutePPREnabled: false, isFallback: false } as never);
    const get = () => pages.get('/stores/ikebukuro', { kind: 'APP_PAGE', isRoutePPREnabled: false, isFallback: false } as never);
    expect((await get())?.value).toMatchObject({ html: '<p>池袋店</p>' });

    expiredAt = Date.now() - 60_000;
    expect(await get()).not.toBeNull();
    expiredAt = Date.now() + 1;
    await new Promise((resolve) => setTimeout(resolve, 5));
    expect(await get()).toBeNull();
  });
});
