import { engines, useTestDb } from '@/lib/test/engines';
import { insertItems, makeCategory, makeNews } from '@/lib/test/fixtures';
import { newsPage } from './repository';

const day = (index: number) => new Date(Date.UTC(2020, 0, 1) + index * 86_400_000).toISOString().slice(0, 10);

describe.each(engines())('news pages on $name', (engine) => {
  const t = useTestDb(engine);

  test('pages a section newest first in the database, counting every article of it', async () => {
    const info = await makeCategory(t.admin, { slug: 'information', name: 'お知らせ', mainCategory: 'news' });
    const campaign = await makeCategory(t.admin, { slug: 'campaign', name: 'キャンペーン', mainCategory: 'news' });
    const diet = await makeCategory(t.admin, { slug: 'diet', name: 'ダイエット', mainCategory: 'resources' });
    await insertItems(t.db, 'News', 25, (i) => ({ categoryId: info.id, categorySlug: 'information', createdDate: day(i), title: `info ${i}`, route: `info-${i}` }));
    await insertItems(t.db, 'News', 5, (i) => ({ categoryId: campaign.id, categorySlug: 'campaign', createdDate: day(100 + i), title: `cp ${i}`, route: `cp-${i}` }));
    await makeNews(t.admin, diet.id, { route: 'diet-1', createdDate: day(500) });

    const first = await newsPage(t.anonymous, { mainCategory: 'news' });
    expect(first).toMatchObject({ total: 30, page: 1, perPage: 10, pageCount: 3 });
    expect(first.items.map((item) => item.route)).toEqual([4, 3, 2, 1, 0].map((i) => `cp-${i}`).concat(['info-24', 'info-23', 'info-22', 'info-21', 'info-20']));

    const last = await newsPage(t.anonymous, { mainCategory: 'news', page: 3 });
    expect(last.items.map((item) => item.route)).toEqual(Array.from({ length: 10 }, (_, i) => `info-${9 - i}`));

    const category = await newsPage(t.anonymous, { mainCategory: 'news', categorySlug: 'campaign', perPage: 2, page: 3 });
    expect(category).toMatchObject({ total: 5, pageCount: 3 });
    expect(category.items.map((item) => item.route)).toEqual(['cp-0']);

    expect((await newsPage(t.anonymous, { mainCategory: 'news', page: 9 })).items).toEqual([]);
    expect((await newsPage(t.anonymous, { mainCategory: 'resources' })).items.map((item) => item.route)).toEqual(['diet-1']);
    expect((await newsPage(t.anonymous, { mainCategory: 'news', categorySlug: 'diet' })).total).toBe(0);
  });

  test('an empty section has one empty page; page and perPage must be positive whole numbers', async () => {
    expect(await newsPage(t.anonymous, { mainCategory: 'news' })).toMatchObject({ items: [], total: 0, pageCount: 1 });
    await expect(newsPage(t.anonymous, { mainCategory: 'news', page: 0 })).rejects.toThrow('page must be a whole number of at least 1.');
    await expect(newsPage(t.anonymous, { mainCategory: 'news', perPage: 1.5 })).rejects.toThrow('perPage must be a whole number of at least 1.');
    expect((await newsPage(t.anonymous, { mainCategory: 'news', perPage: 10_000 })).perPage).toBe(100);
  });
});
