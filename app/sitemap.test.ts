import { getConfig } from '@/lib/core/config';
import { deleteItem, updateItem } from '@/lib/core/model/repository';
import { engines, useTestDb } from '@/lib/test/engines';
import { makeArea, makeCategory, makeNews, makeStore } from '@/lib/test/fixtures';
import sitemap from './sitemap';

/*
 * sitemap.xml lists the addresses that are pages now: once an article, a category or a store
 * changed its address, or was deleted, the old address (which redirects, or answers 410) is not in it.
 * Outside Next.js, the reads' cache calls do nothing.
 */

jest.mock('next/cache', () => ({ cacheTag: () => undefined, cacheLife: () => undefined }));

describe.each(engines())('sitemap.xml on $name', (engine) => {
  const t = useTestDb(engine);

  test('lists only current addresses: never one that moved or was deleted', async () => {
    await makeArea(t.admin);
    const category = await makeCategory(t.admin, { name: 'お知らせ', slug: 'info', mainCategory: 'news' });
    const moved = await makeNews(t.admin, category.id, { route: 'spring' });
    const deleted = await makeNews(t.admin, category.id, { route: 'winter' });
    const store = await makeStore(t.admin, { link: 'shibuya' });
    const closed = await makeStore(t.admin, { link: 'closed' });

    await updateItem(t.admin, 'News', { id: moved.id, route: 'spring-sale' });
    await updateItem(t.admin, 'Category', { id: category.id, slug: 'topics' });
    await updateItem(t.admin, 'Store', { id: store.id, link: 'shibuya-ekimae' });
    await deleteItem(t.admin, 'News', { id: deleted.id });
    await deleteItem(t.admin, 'Store', { id: closed.id });

    const origin = getConfig().siteUrl;
    const paths = (await sitemap()).map((entry) => entry.url.slice(origin.length));
    expect(paths).toEqual(expect.arrayContaining(['/news/topics', '/news/topics/spring-sale', '/store/shibuya-ekimae']));
    const old = await t.db.kysely.selectFrom('redirect').select('fromPath').execute();
    expect(old.map((row) => row.fromPath).sort()).toEqual(
      ['/news/info', '/news/info/spring', '/news/info/spring-sale', '/news/info/winter', '/news/topics/winter', '/store/closed', '/store/closed/booking', '/store/shibuya', '/store/shibuya/booking'].sort(),
    );
    for (const { fromPath } of old) expect(paths).not.toContain(fromPath);
  });
});
