import { engines, useTestDb } from '@/lib/test/engines';
import { insertStores, makeArea, makeStore } from '@/lib/test/fixtures';
import type { Item } from './entities';
import { type Connection, DEFAULT_LIMIT, listItems, MAX_LIMIT, type ModelContext } from './repository';

async function collectIds(ctx: ModelContext, limit: number, between?: (page: number) => Promise<void>) {
  const ids: string[] = [];
  const tokens: (string | null)[] = [];
  let nextToken: string | null = null;
  let page = 0;
  do {
    const result: Connection<Item<'Store'>> = await listItems(ctx, 'Store', { limit, nextToken });
    ids.push(...result.items.map((item) => item.id));
    nextToken = result.nextToken;
    tokens.push(nextToken);
    page += 1;
    if (nextToken && between) await between(page);
  } while (nextToken);
  return { ids, tokens };
}

describe.each(engines())('paging on $name', (engine) => {
  const t = useTestDb(engine);
  let existing: string[] = [];

  beforeEach(async () => {
    existing = await insertStores(t.db, 2500);
  });

  test('2,500 rows with limit 2000 come back in two pages, every row exactly once', async () => {
    const { ids, tokens } = await collectIds(t.admin, 2000);
    expect(tokens).toHaveLength(2);
    expect(tokens[0]).toEqual(expect.any(String));
    expect(tokens[1]).toBeNull();
    expect(ids).toHaveLength(2500);
    expect(new Set(ids).size).toBe(2500);
    expect([...ids].sort()).toEqual([...existing].sort());
  });

  test('limit defaults to 100 and is capped at 2000', async () => {
    expect((await listItems(t.admin, 'Store')).items).toHaveLength(DEFAULT_LIMIT);
    expect(DEFAULT_LIMIT).toBe(100);
    const capped = await listItems(t.admin, 'Store', { limit: 5000 });
    expect(capped.items).toHaveLength(MAX_LIMIT);
    expect(MAX_LIMIT).toBe(2000);
    expect(capped.nextToken).not.toBeNull();
  });

  test('a page that ends exactly at the last row has no nextToken', async () => {
    const first = await listItems(t.admin, 'Store', { limit: 2000 });
    const last = await listItems(t.admin, 'Store', { limit: 500, nextToken: first.nextToken });
    expect(last.items).toHaveLength(500);
    expect(last.nextToken).toBeNull();
  });

  test('a limit below 1 or a bad nextToken is a clear error', async () => {
    await expect(listItems(t.admin, 'Store', { limit: 0 })).rejects.toThrow('limit must be a whole number of at least 1.');
    for (const nextToken of ['not-a-token', Buffer.from('{"v":2,"after":"x"}').toString('base64url'), '%%%']) {
      await expect(listItems(t.admin, 'Store', { nextToken })).rejects.toMatchObject({
        message: 'Invalid nextToken: pass back the nextToken of a previous page unchanged.',
        errorType: 'ValidationError',
      });
    }
  });

  test('rows inserted while a client pages cause no duplicate and no skipped row', async () => {
    await makeArea(t.admin);
    const added: string[] = [];
    const { ids } = await collectIds(t.admin, 700, async (page) => {
      for (let index = 0; index < 3; index += 1) added.push((await makeStore(t.admin, { link: `added-${page}-${index}` })).id);
    });
    expect(new Set(ids).size).toBe(ids.length);
    const seen = new Set(ids);
    expect(existing.filter((id) => !seen.has(id))).toEqual([]);
    // New rows sort after the rows that existed, so the client sees them at the end.
    expect(added.every((id) => seen.has(id))).toBe(true);
    expect(ids.slice(-added.length).sort()).toEqual([...added].sort());
  });

  test('paging combines with a filter and with what an anonymous visitor may see', async () => {
    await t.db.kysely.updateTable('store').set({ enabled: 0 }).where('link', 'like', 'bulk-1%').execute();
    const hidden = (await t.db.kysely.selectFrom('store').select('id').where('enabled', '=', 0).execute()).length;
    const collect = async (ctx: ModelContext) => {
      const all: string[] = [];
      let nextToken: string | null = null;
      do {
        const page: Connection<Item<'Store'>> = await listItems(ctx, 'Store', { limit: 300, nextToken, filter: { name: { beginsWith: 'Store 1' } } });
        all.push(...page.items.map((item) => item.id));
        nextToken = page.nextToken;
      } while (nextToken);
      return all;
    };
    // "Store 1…" and "bulk-1…" name the same 1 + 10 + 100 + 1000 rows.
    expect(hidden).toBe(1111);
    expect(await collect(t.admin)).toHaveLength(1111);
    expect(await collect(t.anonymous)).toHaveLength(0);
  });
});
