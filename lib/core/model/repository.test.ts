import { engines, useTestDb } from '@/lib/test/engines';
import { makeArea, makeCategory, makeNews, makeStore } from '@/lib/test/fixtures';
import { UNAUTHENTICATED_MESSAGE } from './errors';
import { onContentChange } from './revalidate';
import { createItem, deleteItem, findBy, getItem, listItems, updateItem } from './repository';

const CONDITION_FAILED = { errorType: 'DynamoDB:ConditionalCheckFailedException', message: 'The conditional request failed' };

describe.each(engines())('repository on $name', (engine) => {
  const t = useTestDb(engine);

  beforeEach(async () => {
    await makeArea(t.admin);
  });

  const storeCount = async () => (await listItems(t.admin, 'Store', { limit: 2000 })).items.length;

  describe('conditions', () => {
    test('an update whose condition holds is written', async () => {
      const store = await makeStore(t.admin, { name: 'Before' });
      const updated = await updateItem(t.admin, 'Store', { id: store.id, name: 'After' }, { name: { eq: 'Before' } });
      expect(updated.name).toBe('After');
      expect((await getItem(t.admin, 'Store', store.id))?.name).toBe('After');
    });

    test('an update whose condition fails is refused and writes nothing', async () => {
      const store = await makeStore(t.admin, { name: 'Before' });
      await expect(updateItem(t.admin, 'Store', { id: store.id, name: 'After' }, { name: { eq: 'Other' } })).rejects.toMatchObject(
        CONDITION_FAILED,
      );
      expect(await getItem(t.admin, 'Store', store.id)).toEqual(store);
    });

    test('two editors who opened the same version: the second save, conditioned on the updatedAt it opened, is refused', async () => {
      for (const [entity, item] of [
        ['Store', await makeStore(t.admin, { name: 'Opened' })],
        ['News', await makeNews(t.admin, (await makeCategory(t.admin)).id, { title: 'Opened' })],
      ] as const) {
        const opened = { updatedAt: { eq: item.updatedAt } };
        const field = entity === 'Store' ? 'name' : 'title';
        // Saves a millisecond apart must still differ in updatedAt.
        await new Promise((resolve) => setTimeout(resolve, 2));
        const first = await updateItem(t.admin, entity, { id: item.id, [field]: 'First editor' }, opened);
        expect(first.updatedAt > item.updatedAt).toBe(true);
        await expect(updateItem(t.admin, entity, { id: item.id, [field]: 'Second editor' }, opened)).rejects.toMatchObject(CONDITION_FAILED);
        expect((await getItem(t.admin, entity, item.id)) as unknown).toMatchObject({ [field]: 'First editor' });
        // Overwriting deliberately: conditioned on the version now stored.
        const overwrite = await updateItem(t.admin, entity, { id: item.id, [field]: 'Second editor' }, { updatedAt: { eq: first.updatedAt } });
        expect(overwrite as unknown).toMatchObject({ [field]: 'Second editor' });
      }
    });

    test('an update or delete of a missing item fails the same way', async () => {
      const missing = '01900000-0000-7000-8000-00000000ffff';
      await expect(updateItem(t.admin, 'Store', { id: missing, name: 'x' })).rejects.toMatchObject(CONDITION_FAILED);
      await expect(deleteItem(t.admin, 'Store', { id: missing })).rejects.toMatchObject(CONDITION_FAILED);
    });

    test('a delete whose condition fails is refused and deletes nothing', async () => {
      const store = await makeStore(t.admin, { premiumValue: 100 });
      await createItem(t.admin, 'Review', { storeId: store.id, title: 'Great' });
      await expect(deleteItem(t.admin, 'Store', { id: store.id }, { premiumValue: { gt: 100 } })).rejects.toMatchObject(
        CONDITION_FAILED,
      );
      expect(await getItem(t.admin, 'Store', store.id)).not.toBeNull();
      expect(await findBy(t.admin, 'Review', 'storeId', store.id)).toHaveLength(1);
      await deleteItem(t.admin, 'Store', { id: store.id }, { premiumValue: { le: 100 } });
      expect(await getItem(t.admin, 'Store', store.id)).toBeNull();
    });

    test('creating with an existing id fails as a condition and keeps the original', async () => {
      const store = await makeStore(t.admin, { name: 'Original' });
      await expect(makeStore(t.admin, { id: store.id, name: 'Copy', link: 'copy' })).rejects.toMatchObject(CONDITION_FAILED);
      expect((await getItem(t.admin, 'Store', store.id))?.name).toBe('Original');
      expect(await storeCount()).toBe(1);
    });

    test('a create condition is evaluated against the item that is not there yet', async () => {
      await makeStore(t.admin, { link: 'a' });
      await expect(createItem(t.admin, 'Store', { name: 'B', area: 'Shibuya', link: 'b' }, { name: { attributeExists: true } })).rejects.toMatchObject(
        CONDITION_FAILED,
      );
      await createItem(t.admin, 'Store', { name: 'C', area: 'Shibuya', link: 'c' }, { name: { attributeExists: false } });
      expect(await storeCount()).toBe(2);
    });
  });

  describe('cascades', () => {
    test('deleting a news article deletes its blocks and unlinks its campaigns', async () => {
      const category = await makeCategory(t.admin);
      const news = await makeNews(t.admin, category.id);
      const other = await makeNews(t.admin, category.id);
      await createItem(t.admin, 'NewsContent', { newsId: news.id, tag: 'p', text: 'a', order: 1 });
      await createItem(t.admin, 'NewsContent', { newsId: news.id, tag: 'p', text: 'b', order: 2 });
      const kept = await createItem(t.admin, 'NewsContent', { newsId: other.id, tag: 'p', text: 'c', order: 1 });
      const store = await makeStore(t.admin);
      const campaign = await createItem(t.admin, 'Campaign', { storeId: store.id, newsId: news.id, date: '2025-04-01' });

      await deleteItem(t.admin, 'News', { id: news.id });

      expect(await findBy(t.admin, 'NewsContent', 'newsId', news.id)).toEqual([]);
      expect(await findBy(t.admin, 'NewsContent', 'newsId', other.id)).toEqual([kept]);
      const after = await getItem(t.admin, 'Campaign', campaign.id);
      expect(after).toMatchObject({ id: campaign.id, newsId: null, storeId: store.id });
    });

    test('deleting a store deletes its reviews, trainers, questions and campaigns, and nothing else', async () => {
      const store = await makeStore(t.admin);
      const other = await makeStore(t.admin);
      for (const target of [store, other]) {
        await createItem(t.admin, 'Review', { storeId: target.id, title: 'r' });
        await createItem(t.admin, 'Trainer', { storeId: target.id, name: 't' });
        await createItem(t.admin, 'Question', { storeId: target.id, question: 'q', answer: 'a' });
        await createItem(t.admin, 'Campaign', { storeId: target.id, date: '2025-04-01' });
      }
      const general = await createItem(t.admin, 'Question', { question: 'general', answer: 'a' });

      await deleteItem(t.admin, 'Store', { id: store.id });

      for (const entity of ['Review', 'Trainer', 'Question', 'Campaign'] as const) {
        expect(await findBy(t.admin, entity, 'storeId', store.id)).toEqual([]);
        expect(await findBy(t.admin, entity, 'storeId', other.id)).toHaveLength(1);
      }
      expect(await getItem(t.admin, 'Question', general.id)).toEqual(general);
    });

    test('an area still used by a store cannot be deleted', async () => {
      const area = (await listItems(t.admin, 'Area')).items[0];
      if (!area) throw new Error('the area of the fixture is missing');
      await makeStore(t.admin);
      await expect(deleteItem(t.admin, 'Area', { id: area.id })).rejects.toMatchObject({
        errorType: 'ValidationError',
        message: 'このエリアには店舗が1件登録されています。先に店舗のエリアを変更してください。',
      });
      expect(await getItem(t.admin, 'Area', area.id)).toEqual(area);
      const unused = await makeArea(t.admin, 'Ikebukuro', '池袋');
      await deleteItem(t.admin, 'Area', { id: unused.id });
      expect(await getItem(t.admin, 'Area', unused.id)).toBeNull();
    });

    test('a category still used by a news article cannot be deleted', async () => {
      const category = await makeCategory(t.admin);
      await makeNews(t.admin, category.id);
      await expect(deleteItem(t.admin, 'Category', { id: category.id })).rejects.toMatchObject({
        errorType: 'ValidationError',
        message: 'このカテゴリーには記事が1件あります。先に記事のカテゴリーを変更してください。',
      });
      expect(await getItem(t.admin, 'Category', category.id)).toEqual(category);
    });
  });

  describe('renames propagate', () => {
    test('renaming Area.en moves its stores along', async () => {
      const area = (await listItems(t.admin, 'Area')).items[0];
      if (!area) throw new Error('the area of the fixture is missing');
      const store = await makeStore(t.admin);
      await updateItem(t.admin, 'Area', { id: area.id, en: 'Shibuya East' });
      expect((await getItem(t.admin, 'Store', store.id))?.area).toBe('Shibuya East');
      expect(await findBy(t.admin, 'Store', 'area', 'Shibuya')).toEqual([]);
    });

    test('renaming a category slug updates its news articles, and revalidates old and new pages', async () => {
      const category = await makeCategory(t.admin, { slug: 'info', name: 'お知らせ' });
      const news = await makeNews(t.admin, category.id);
      expect(news).toMatchObject({ categorySlug: 'info', categoryName: 'お知らせ' });
      const revalidated: string[] = [];
      const stop = onContentChange((tags) => revalidated.push(...tags));
      try {
        await updateItem(t.admin, 'Category', { id: category.id, slug: 'topics', name: 'トピックス' });
      } finally {
        stop();
      }
      expect(await getItem(t.admin, 'News', news.id)).toMatchObject({ categorySlug: 'topics', categoryName: 'トピックス' });
      expect(revalidated).toEqual(expect.arrayContaining(['category:info', 'category:topics', `news:${news.route}`]));
    });

    test("unpublishing a store expires the campaign reads: a visitor's campaigns hide those of unpublished stores", async () => {
      const store = await makeStore(t.admin, { link: 'closing', name: 'Closing' });
      await createItem(t.admin, 'Campaign', { storeId: store.id, date: '2025-04-01' });
      const revalidated: string[] = [];
      const stop = onContentChange((tags) => revalidated.push(...tags));
      try {
        await updateItem(t.admin, 'Store', { id: store.id, enabled: false });
      } finally {
        stop();
      }
      expect(revalidated).toEqual(expect.arrayContaining(['entity:Store', 'entity:Campaign', `store-id:${store.id}`]));
    });

    test('changing a store link or name updates its campaigns', async () => {
      const store = await makeStore(t.admin, { link: 'old-link', name: 'Old' });
      const campaign = await createItem(t.admin, 'Campaign', { storeId: store.id, date: '2025-04-01' });
      expect(campaign).toMatchObject({ storeLink: 'old-link', storeName: 'Old' });
      await updateItem(t.admin, 'Store', { id: store.id, link: 'new-link', name: 'New' });
      expect(await getItem(t.admin, 'Campaign', campaign.id)).toMatchObject({ storeLink: 'new-link', storeName: 'New' });
    });
  });

  describe('validation', () => {
    test('a bad slug is refused with the field and nothing is written', async () => {
      await expect(makeStore(t.admin, { link: 'Shibuya Ekimae' })).rejects.toMatchObject({
        errorType: 'ValidationError',
        message: expect.stringContaining('店舗ページの URLは半角英小文字・数字・ハイフンで入力してください'),
        extensions: { fields: [expect.objectContaining({ field: 'link' })] },
      });
      expect(await storeCount()).toBe(0);
    });

    test('an impossible date is refused', async () => {
      const category = await makeCategory(t.admin);
      await expect(makeNews(t.admin, category.id, { createdDate: '2025-02-30' })).rejects.toMatchObject({
        errorType: 'ValidationError',
        message: 'createdDate: 日付は YYYY-MM-DD の形式で正しい日付を入力してください。',
      });
      expect((await listItems(t.admin, 'News')).items).toEqual([]);
    });

    test('a store in an area that does not exist is refused', async () => {
      await expect(makeStore(t.admin, { area: 'Atlantis' })).rejects.toMatchObject({
        errorType: 'ValidationError',
        message: 'エリア「Atlantis」は登録されていません。先にエリアを登録してください。',
      });
      expect(await storeCount()).toBe(0);
    });

    test('a duplicate store link is refused, on create and on update', async () => {
      await makeStore(t.admin, { link: 'shibuya' });
      const other = await makeStore(t.admin, { link: 'ebisu' });
      const duplicate = { errorType: 'ValidationError', message: '「shibuya」はすでに使われています。別の値を入力してください。' };
      await expect(makeStore(t.admin, { link: 'shibuya' })).rejects.toMatchObject(duplicate);
      await expect(updateItem(t.admin, 'Store', { id: other.id, link: 'shibuya' })).rejects.toMatchObject(duplicate);
      expect((await getItem(t.admin, 'Store', other.id))?.link).toBe('ebisu');
      expect(await storeCount()).toBe(2);
    });

    test('an update refused for one field changes none of the others', async () => {
      const store = await makeStore(t.admin, { name: 'Kept' });
      await expect(updateItem(t.admin, 'Store', { id: store.id, name: 'Changed', area: 'Atlantis' })).rejects.toMatchObject({
        errorType: 'ValidationError',
      });
      expect((await getItem(t.admin, 'Store', store.id))?.name).toBe('Kept');
    });
  });

  test('an anonymous visitor cannot write', async () => {
    const store = await makeStore(t.admin);
    const refused = { errorType: 'UnauthorizedException', message: UNAUTHENTICATED_MESSAGE };
    await expect(makeStore(t.anonymous)).rejects.toMatchObject(refused);
    await expect(updateItem(t.anonymous, 'Store', { id: store.id, name: 'x' })).rejects.toMatchObject(refused);
    await expect(deleteItem(t.anonymous, 'Store', { id: store.id })).rejects.toMatchObject(refused);
    expect(await getItem(t.admin, 'Store', store.id)).toEqual(store);
  });
});
