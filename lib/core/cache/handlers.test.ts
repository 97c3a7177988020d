import type { CacheEntry, CacheHandler } from 'next/cache';
import { redisReachable, testNamespace, testRedisUrl } from '@/lib/test/redis';
import { createDataCacheHandler } from './data-handler';
import { pageCacheHandler } from './page-handler';
import { SharedTags } from './shared-tags';

/*
 * The two cache handlers next.config.ts gives Next.js when several instances share Redis: two
 * instances (a handler and a SharedTags each, on the machine's Redis) hold the same entry; a
 * tag expired through one is refused by both.
 */

function entry(tags: string[], text: string, revalidate = 31_536_000): CacheEntry {
  return {
    value: new ReadableStream({ start: (controller) => (controller.enqueue(new TextEncoder().encode(text)), controller.close()) }),
    tags,
    stale: 300,
    timestamp: Date.now(),
    expire: 31_536_000,
    revalidate,
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

const page = {
  kind: 'APP_PAGE',
  html: '<p>池袋店</p>',
  rscData: Buffer.from('rsc'),
  headers: { 'x-next-cache-tags': 'entity:Store,store:1,_N_T_/store/ikebukuro' },
  status: 200,
  segmentData: new Map(),
};

const describeWithRedis = redisReachable() ? describe : describe.skip;

describeWithRedis('the cache handlers of several instances', () => {
  const ledgers: SharedTags[] = [];
  afterEach(async () => {
    await Promise.all(ledgers.splice(0).map((ledger) => ledger.close()));
  });

  async function twoLedgers(): Promise<[SharedTags, SharedTags]> {
    const namespace = testNamespace();
    const pair: [SharedTags, SharedTags] = [new SharedTags(testRedisUrl(), namespace), new SharedTags(testRedisUrl(), namespace)];
    ledgers.push(...pair);
    await Promise.all(pair.map((ledger) => ledger.whenSynced()));
    return pair;
  }

  it("a 'use cache' entry is refused on the other instance within a second of its tag's expiry, and kept after it", async () => {
    const [la, lb] = await twoLedgers();
    const [a, b] = [createDataCacheHandler(la), createDataCacheHandler(lb)];
    await b.set('stores', Promise.resolve(entry(['entity:Store', 'store:1'], 'old')));
    await new Promise((resolve) => setTimeout(resolve, 5));
    expect(await read(b, 'stores')).toBe('old');
    // Read twice: an entry is served as often as it is asked for.
    expect(await read(b, 'stores')).toBe('old');

    await a.updateTags(['store:1'], { expire: 0 });
    expect(await until(async () => (await read(b, 'stores')) === undefined)).toBeLessThan(1000);
    await b.set('stores', Promise.resolve(entry(['entity:Store', 'store:1'], 'new')));
    expect(await read(b, 'stores')).toBe('new');
  });

  it("a page's implicit tags expired on one instance count on the other (getExpiration and get)", async () => {
    const [la, lb] = await twoLedgers();
    const [a, b] = [createDataCacheHandler(la), createDataCacheHandler(lb)];
    await b.set('news', Promise.resolve(entry(['entity:Article'], 'list')));
    await new Promise((resolve) => setTimeout(resolve, 5));
    expect(await b.getExpiration(['_N_T_/news'])).toBe(0);
    await a.updateTags(['_N_T_/news']);
    await until(async () => (await b.getExpiration(['_N_T_/news'])) > 0);
    expect(await read(b, 'news', ['_N_T_/news'])).toBeUndefined();
    expect(await read(b, 'news', ['_N_T_/other'])).toBe('list');
  });

  it("a 'use cache' entry past its revalidate time is a miss; a get waits for a set still running", async () => {
    const [ledger] = await twoLedgers();
    let now = Date.now();
    const handler = createDataCacheHandler(ledger, 1024 * 1024, () => now);
    let finish!: (value: CacheEntry) => void;
    const setting = handler.set('slow', new Promise((resolve) => (finish = resolve)));
    const reading = read(handler, 'slow');
    finish(entry([], 'done', 60));
    await setting;
    expect(await reading).toBe('done');
    now += 61_000;
    expect(await read(handler, 'slow')).toBeUndefined();
  });

  it('a rendered page is refused on the other instance once a tag of its expired there, and only then', async () => {
    const [la, lb] = await twoLedgers();
    const a = createDataCacheHandler(la);
    const Pages = pageCacheHandler(() => lb);
    const pages = new Pages();
    await pages.set('/store/ikebukuro', page);
    const get = () => pages.get('/store/ikebukuro');
    expect((await get())?.value).toMatchObject({ html: '<p>池袋店</p>' });

    await a.updateTags(['store:2'], { expire: 0 });
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(await get()).not.toBeNull();
    await a.updateTags(['store:1'], { expire: 0 });
    expect(await until(async () => (await get()) === null)).toBeLessThan(1000);
    await pages.set('/store/ikebukuro', { ...page, html: '<p>新しい池袋店</p>' });
    expect((await get())?.value).toMatchObject({ html: '<p>新しい池袋店</p>' });
  });
});

describe("the 'use cache' handler's memory", () => {
  const ledger = { expiredAt: () => 0, expire: () => undefined, onRemoteExpiry: () => () => undefined };

  it('counts each key, which holds the arguments a client chose, so huge keys push entries out instead of piling up', async () => {
    const handler = createDataCacheHandler(ledger, 64 * 1024);
    await handler.set('small', Promise.resolve(entry([], 'kept')));
    for (let index = 0; index < 4; index += 1) await handler.set(`${index}${'x'.repeat(20 * 1024)}`, Promise.resolve(entry([], 'null')));
    expect(await read(handler, 'small')).toBeUndefined();
    expect(await read(handler, `3${'x'.repeat(20 * 1024)}`)).toBe('null');
  });

  it('the page handler keeps what fits its bytes: the page read longest ago goes first, and a page larger than all of it is not kept', async () => {
    // A page counts 1 KiB beside its HTML and payload: about 1,040 bytes here, so two fit in 2,500 and three do not.
    const Pages = pageCacheHandler(() => ledger, 2500);
    const pages = new Pages();
    const html = async (key: string) => ((await pages.get(key))?.value as { html?: string } | undefined)?.html;
    await pages.set('/a', { ...page, html: '<p>a</p>' });
    await pages.set('/b', { ...page, html: '<p>b</p>' });
    expect(await html('/a')).toBe('<p>a</p>');
    await pages.set('/c', { ...page, html: '<p>c</p>' });
    expect([await html('/a'), await html('/b'), await html('/c')]).toEqual(['<p>a</p>', undefined, '<p>c</p>']);

    await pages.set('/huge', { ...page, html: 'x'.repeat(3000) });
    expect(await html('/huge')).toBeUndefined();
    expect([await html('/a'), await html('/c')]).toEqual(['<p>a</p>', '<p>c</p>']);
  });
});
