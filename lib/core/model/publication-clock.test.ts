import { engines, useTestDb } from '@/lib/test/engines';
import { makeArea, makeCategory, makeNews, makeStore } from '@/lib/test/fixtures';
import { createItem } from './repository';
import { duePublicationTags, startPublicationClock } from './publication-clock';
import { onContentChange } from './revalidate';

/*
 * The publication clock rings at each publish time, so the pages a scheduled record changes expire
 * then, however long their reads were told to live (lib/core/model/publication-clock.ts).
 */
async function until(done: () => boolean, what: string, timeoutMs = 5_000): Promise<void> {
  for (const end = Date.now() + timeoutMs; !done(); await new Promise((resolve) => setTimeout(resolve, 10))) {
    if (Date.now() > end) throw new Error(`Not within ${timeoutMs} ms: ${what}`);
  }
}

describe.each(engines())('the publication clock on $name', (engine) => {
  const t = useTestDb(engine);
  const soon = (ms: number) => new Date(Date.now() + ms).toISOString();

  test('names the tags of what became public in a span: the article’s route, id and category, the campaign’s store', async () => {
    const category = await makeCategory(t.admin, { slug: 'information' });
    const news = await makeNews(t.admin, category.id, { route: 'scheduled-open', status: 'PUBLISHED', publishAt: soon(-60_000) });
    await makeNews(t.admin, category.id, { route: 'later', status: 'PUBLISHED', publishAt: soon(3_600_000) });
    await makeNews(t.admin, category.id, { route: 'draft', status: 'DRAFT', publishAt: soon(-30_000) });
    await makeArea(t.admin);
    const store = await makeStore(t.admin);
    await createItem(t.admin, 'Campaign', { storeId: store.id, date: '2026-12-01', campaignOverDate: '2026-12-31', value: 9800, status: 'PUBLISHED', publishAt: soon(-1000) });
    const tags = await duePublicationTags(t.db, new Date(Date.now() - 120_000), new Date());
    expect(tags).toEqual(expect.arrayContaining(['entity:News', 'news:scheduled-open', `news-id:${news.id}`, 'entity:Campaign', `store-id:${store.id}`]));
    expect(tags.join(' ')).not.toMatch(/news:later|news:draft/);
    expect(await duePublicationTags(t.db, new Date(Date.now() - 120_000), new Date(Date.now() - 90_000))).toEqual([]);
  });

  test('rings within a moment of a publish time it learns of from a save, and once at start', async () => {
    const rings: number[] = [];
    const stop = startPublicationClock(async () => void rings.push(Date.now()), { db: async () => t.db, firstRingAfterMs: 0 });
    try {
      await until(() => rings.length === 1, 'the ring at start');
      const category = await makeCategory(t.admin);
      const at = Date.now() + 1_500;
      // The save itself tells the clock (a content change), as an admin's would.
      const changed = new Promise<void>((resolve) => {
        const off = onContentChange(() => {
          off();
          resolve();
        });
      });
      await makeNews(t.admin, category.id, { status: 'PUBLISHED', publishAt: new Date(at).toISOString() });
      await changed;
      await until(() => rings.length === 2, 'the ring at the publish time');
      expect(rings[1]! - at).toBeGreaterThanOrEqual(0);
      expect(rings[1]! - at).toBeLessThan(1_000);
    } finally {
      stop();
    }
  });
});
