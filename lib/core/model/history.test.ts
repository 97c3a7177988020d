import { engines, TEST_ADMIN, useTestDb } from '@/lib/test/engines';
import { makeArea, makeCategory, makeNews, makeStore } from '@/lib/test/fixtures';
import { postGraphQL, signInAdmin } from '@/lib/test/http';
import { UNAUTHENTICATED_MESSAGE } from './errors';
import { listAuditLog } from '@/lib/core/audit/query';
import { deleteTrashItem, emptyTrash, getVersion, latestVersion, listTrash, listVersions, restoreTrashItem, restoreVersion, TRASH_DAYS } from './history';
import { createItem, deleteItem, findBy, getItem, type ModelContext, updateItem } from './repository';
import { COALESCE_MS } from './versions';

const OTHER_ADMIN = { id: '00000000-0000-7000-8000-000000000002', email: 'other@example.com', name: null, role: 'owner' as const, storeIds: [] };
const DAY_MS = 24 * 60 * 60 * 1000;

describe.each(engines())('history on $name', (engine) => {
  const t = useTestDb(engine);
  const other = (): ModelContext => ({ db: t.db, viewer: OTHER_ADMIN });
  let categoryId = '';

  beforeEach(async () => {
    await makeArea(t.admin);
    categoryId = (await makeCategory(t.admin)).id;
  });

  /** Moves every version back in time, out of the window in which saves are merged. */
  const ageVersions = (ms = COALESCE_MS + 1000) =>
    t.db.kysely
      .updateTable('record_version')
      .set({ createdAt: new Date(Date.now() - ms).toISOString() })
      .execute();

  const block = (newsId: string, text: string, order: number) => createItem(t.admin, 'NewsContent', { newsId, tag: 'p', text, order });

  test('each save of a store, a campaign and an article keeps a version: who, when, what changed', async () => {
    const store = await makeStore(t.admin, { name: 'Before' });
    await ageVersions();
    await updateItem(t.admin, 'Store', { id: store.id, name: 'After', phone: '03-0000-0000' });
    const versions = await listVersions(t.admin, 'Store', store.id);
    expect(versions.map((version) => version.kind)).toEqual(['update', 'create']);
    expect(versions[0]).toMatchObject({ authorId: TEST_ADMIN.id, authorName: 'Admin', authorEmail: 'admin@example.com', changedFields: ['name', 'phone'] });
    expect(JSON.parse(versions[1]?.snapshot ?? '{}').item).toMatchObject({ name: 'Before', link: store.link });
    expect(Date.parse(versions[0]?.createdAt ?? '')).toBeGreaterThan(Date.now() - 10_000);

    const campaign = await createItem(t.admin, 'Campaign', { storeId: store.id, date: '2026-01-01' });
    expect((await listVersions(t.admin, 'Campaign', campaign.id)).map((version) => version.kind)).toEqual(['create']);
    // Areas and categories keep no history.
    expect(await t.db.kysely.selectFrom('record_version').select('entity').where('entity', 'not in', ['Store', 'Campaign']).execute()).toEqual([]);
  });

  test('a change to a block is a save of its article, and the snapshot holds the blocks', async () => {
    const news = await makeNews(t.admin, categoryId, { title: 'T1' });
    await ageVersions();
    const first = await block(news.id, 'one', 1);
    const versions = await listVersions(t.admin, 'News', news.id);
    expect(versions).toHaveLength(2);
    expect(versions[0]).toMatchObject({ kind: 'update', changedFields: [], blocksAdded: [first.id], blocksRemoved: [], blocksChanged: [] });
    expect(JSON.parse(versions[0]?.snapshot ?? '{}').blocks).toEqual([expect.objectContaining({ id: first.id, text: 'one' })]);
  });

  test('saves by the same admin within two minutes are merged; another admin, or later, starts a new version', async () => {
    const news = await makeNews(t.admin, categoryId, { title: 'T1' });
    await ageVersions();
    const a = await block(news.id, 'a', 1);
    const b = await block(news.id, 'b', 2);
    await updateItem(t.admin, 'NewsContent', { id: a.id, text: 'a2' });
    await deleteItem(t.admin, 'NewsContent', { id: b.id });
    await updateItem(t.admin, 'News', { id: news.id, title: 'T2' });
    let versions = await listVersions(t.admin, 'News', news.id);
    expect(versions).toHaveLength(2);
    // Counted from before the first merged save: a was added (then edited), b came and went.
    expect(versions[0]).toMatchObject({ changedFields: ['title'], blocksAdded: [a.id], blocksRemoved: [], blocksChanged: [] });

    await updateItem(other(), 'News', { id: news.id, title: 'T3' });
    versions = await listVersions(t.admin, 'News', news.id);
    expect(versions.map((version) => version.authorName)).toEqual(['other@example.com', 'Admin', 'Admin']);

    await ageVersions();
    await updateItem(other(), 'News', { id: news.id, title: 'T4' });
    expect(await listVersions(t.admin, 'News', news.id)).toHaveLength(4);
    // A save that changes nothing keeps no version.
    await ageVersions();
    await updateItem(other(), 'News', { id: news.id, title: 'T4' });
    expect(await listVersions(t.admin, 'News', news.id)).toHaveLength(4);
    expect(await latestVersion(t.admin, 'News', news.id)).toMatchObject({ authorName: 'other@example.com', changedFields: ['title'] });
  });

  test('a version is compared with the current record, fields and blocks', async () => {
    const news = await makeNews(t.admin, categoryId, { title: 'Old' });
    const kept = await block(news.id, 'kept', 1);
    const edited = await block(news.id, 'before', 2);
    const removed = await block(news.id, 'removed', 3);
    const [version] = await listVersions(t.admin, 'News', news.id);
    await ageVersions();
    await updateItem(t.admin, 'News', { id: news.id, title: 'New' });
    await updateItem(t.admin, 'NewsContent', { id: edited.id, text: 'after' });
    await deleteItem(t.admin, 'NewsContent', { id: removed.id });
    const added = await block(news.id, 'added', 4);

    const diff = await getVersion(t.admin, version?.id ?? '');
    expect(diff?.currentExists).toBe(true);
    expect(diff?.fields).toEqual([{ field: 'title', inVersion: '"Old"', current: '"New"' }]);
    expect(diff?.blocks.map(({ id, change, fields }) => ({ id, change, fields }))).toEqual([
      { id: edited.id, change: 'changed', fields: ['text'] },
      { id: removed.id, change: 'removed', fields: [] },
      { id: added.id, change: 'added', fields: [] },
    ]);
    expect(diff?.blocks.some((difference) => difference.id === kept.id)).toBe(false);
  });

  test('restoring a version writes the article and its exact blocks back, as a new version', async () => {
    const news = await makeNews(t.admin, categoryId, { title: 'First' });
    const one = await block(news.id, 'one', 1);
    const two = await block(news.id, 'two', 2);
    const [first] = await listVersions(t.admin, 'News', news.id);
    await ageVersions();
    await updateItem(t.admin, 'News', { id: news.id, title: 'Second' });
    await updateItem(t.admin, 'NewsContent', { id: one.id, text: 'one changed' });
    await deleteItem(t.admin, 'NewsContent', { id: two.id });
    await block(news.id, 'three', 3);
    await ageVersions();

    const restored = await restoreVersion(other(), first?.id ?? '');
    expect(restored).toMatchObject({ kind: 'restore', authorName: 'other@example.com', changedFields: ['title'] });
    expect((await getItem(t.admin, 'News', news.id))?.title).toBe('First');
    const blocks = await findBy(t.admin, 'NewsContent', 'newsId', news.id, [{ column: 'order' }]);
    expect(blocks).toEqual([expect.objectContaining({ ...one, updatedAt: expect.any(String) }), expect.objectContaining({ ...two, updatedAt: expect.any(String) })]);
    // The blocks' saves were merged into one version after the creation; the restore is a new one.
    expect((await listVersions(t.admin, 'News', news.id)).map((version) => version.kind)).toEqual(['restore', 'update', 'update', 'create']);
    expect((await getVersion(t.admin, first?.id ?? ''))?.fields).toEqual([]);
  });

  test('a restore brings the content back but leaves the publication as it is now (a draft stays a draft)', async () => {
    const news = await makeNews(t.admin, categoryId, { title: 'Published first', status: 'PUBLISHED' });
    const [first] = await listVersions(t.admin, 'News', news.id);
    await ageVersions();
    await updateItem(t.admin, 'News', { id: news.id, title: 'Reworked as a draft', status: 'DRAFT' });
    await ageVersions();
    await restoreVersion(t.admin, first?.id ?? '');
    expect(await getItem(t.admin, 'News', news.id)).toMatchObject({ title: 'Published first', status: 'DRAFT', publishAt: null });
  });

  test('a restore is validated as a save: a route taken meanwhile refuses it and changes nothing', async () => {
    const news = await makeNews(t.admin, categoryId, { route: 'first-route' });
    const kept = await block(news.id, 'kept', 1);
    const [first] = await listVersions(t.admin, 'News', news.id);
    await ageVersions();
    await updateItem(t.admin, 'News', { id: news.id, route: 'second-route' });
    await deleteItem(t.admin, 'NewsContent', { id: kept.id });
    await makeNews(t.admin, categoryId, { route: 'first-route' });
    const before = await listVersions(t.admin, 'News', news.id);
    await expect(restoreVersion(t.admin, first?.id ?? '')).rejects.toMatchObject({ errorType: 'ValidationError', extensions: expect.objectContaining({ fields: [expect.objectContaining({ field: 'route' })] }) });
    expect((await getItem(t.admin, 'News', news.id))?.route).toBe('second-route');
    expect(await findBy(t.admin, 'NewsContent', 'newsId', news.id)).toEqual([]);
    expect(await listVersions(t.admin, 'News', news.id)).toEqual(before);
  });

  test('deleting an article puts it in the trash with its blocks and campaign links; restoring brings all back', async () => {
    const store = await makeStore(t.admin);
    const news = await makeNews(t.admin, categoryId, { title: 'Trashed', route: 'trashed' });
    const blocks = [await block(news.id, 'one', 1), await block(news.id, 'two', 2)];
    const campaign = await createItem(t.admin, 'Campaign', { storeId: store.id, date: '2026-01-01', newsId: news.id });

    const deleted = await deleteItem(other(), 'News', { id: news.id });
    expect(deleted.id).toBe(news.id);
    expect(await getItem(t.admin, 'News', news.id)).toBeNull();
    expect((await getItem(t.admin, 'Campaign', campaign.id))?.newsId).toBeNull();
    const [entry, ...rest] = await listTrash(t.admin);
    expect(rest).toEqual([]);
    expect(entry).toMatchObject({ entity: 'News', recordId: news.id, title: 'Trashed', deletedByName: 'other@example.com', daysLeft: TRASH_DAYS, dependents: [{ entity: 'ブロック', count: 2 }] });

    await restoreTrashItem(t.admin, entry?.id ?? '');
    expect(await getItem(t.admin, 'News', news.id)).toEqual({ ...news, updatedAt: expect.any(String) });
    expect(await findBy(t.admin, 'NewsContent', 'newsId', news.id, [{ column: 'order' }])).toEqual(blocks.map((item) => ({ ...item, updatedAt: expect.any(String) })));
    expect((await getItem(t.admin, 'Campaign', campaign.id))?.newsId).toBe(news.id);
    expect(await listTrash(t.admin)).toEqual([]);
    expect((await listVersions(t.admin, 'News', news.id))[0]?.kind).toBe('restore');
  });

  test('a deleted store comes back with its reviews, trainers, questions and campaigns; a link taken meanwhile refuses it', async () => {
    const store = await makeStore(t.admin, { link: 'shibuya' });
    const review = await createItem(t.admin, 'Review', { storeId: store.id, title: 'Good' });
    const trainer = await createItem(t.admin, 'Trainer', { storeId: store.id, name: 'Ken' });
    const question = await createItem(t.admin, 'Question', { storeId: store.id, question: 'Q?', answer: 'A.' });
    const campaign = await createItem(t.admin, 'Campaign', { storeId: store.id, date: '2026-01-01' });
    await deleteItem(t.admin, 'Store', { id: store.id });
    const [entry] = await listTrash(t.admin);
    expect(entry?.dependents).toEqual(
      expect.arrayContaining([
        { entity: 'お客様の声', count: 1 },
        { entity: 'トレーナー', count: 1 },
        { entity: 'よくある質問', count: 1 },
        { entity: 'キャンペーン', count: 1 },
      ]),
    );

    const squatter = await makeStore(t.admin, { link: 'shibuya' });
    await expect(restoreTrashItem(t.admin, entry?.id ?? '')).rejects.toMatchObject({
      errorType: 'ValidationError',
      message: expect.stringContaining('店舗の URL「shibuya」はいま別の店舗で使われているため、元に戻せません。'),
    });
    expect(await listTrash(t.admin)).toHaveLength(1);
    await deleteItem(t.admin, 'Store', { id: squatter.id });

    await restoreTrashItem(t.admin, entry?.id ?? '');
    expect(await getItem(t.admin, 'Store', store.id)).toEqual({ ...store, updatedAt: expect.any(String) });
    for (const [entity, item] of [['Review', review], ['Trainer', trainer], ['Question', question], ['Campaign', campaign]] as const) {
      expect(await getItem(t.admin, entity, item.id)).toEqual({ ...item, updatedAt: expect.any(String) });
    }
    expect((await listTrash(t.admin)).map((item) => item.recordId)).toEqual([squatter.id]);
  });

  test('what has been in the trash for 30 days is deleted for good', async () => {
    const news = await makeNews(t.admin, categoryId);
    await deleteItem(t.admin, 'News', { id: news.id });
    const [entry] = await listTrash(t.admin);
    expect(await listTrash(t.admin, new Date(Date.now() + (TRASH_DAYS - 1) * DAY_MS))).toHaveLength(1);
    expect((await listTrash(t.admin, new Date(Date.now() + (TRASH_DAYS - 1) * DAY_MS)))[0]?.daysLeft).toBe(1);

    const later = new Date(Date.now() + TRASH_DAYS * DAY_MS + 1000);
    await expect(restoreTrashItem(t.admin, entry?.id ?? '', later)).rejects.toMatchObject({ errorType: 'ValidationError' });
    expect(await t.db.kysely.selectFrom('trash_item').selectAll().execute()).toEqual([]);
    expect(await listVersions(t.admin, 'News', news.id)).toEqual([]);
    expect(await listTrash(t.admin)).toEqual([]);
  });

  test('an owner deletes one item of the trash for good, with its versions; it is audited and cannot come back', async () => {
    const kept = await makeNews(t.admin, categoryId, { title: 'Kept', route: 'kept' });
    const gone = await makeNews(t.admin, categoryId, { title: 'Gone', route: 'gone' });
    await deleteItem(t.admin, 'News', { id: kept.id });
    await deleteItem(t.admin, 'News', { id: gone.id });
    const entry = (await listTrash(t.admin)).find((item) => item.recordId === gone.id);
    expect(await deleteTrashItem(t.admin, entry?.id ?? '')).toMatchObject({ recordId: gone.id, title: 'Gone' });
    expect((await listTrash(t.admin)).map((item) => item.recordId)).toEqual([kept.id]);
    expect(await listVersions(t.admin, 'News', gone.id)).toEqual([]);
    expect(await listVersions(t.admin, 'News', kept.id)).not.toEqual([]);
    await expect(restoreTrashItem(t.admin, entry?.id ?? '')).rejects.toMatchObject({ errorType: 'ValidationError' });
    await expect(deleteTrashItem(t.admin, entry?.id ?? '')).rejects.toMatchObject({ errorType: 'ValidationError' });
    const audit = await listAuditLog(t.db, { action: 'trash-delete' });
    expect(audit.items).toEqual([expect.objectContaining({ actorId: TEST_ADMIN.id, entity: 'News', entityId: gone.id, summary: 'Gone' })]);
  });

  test('an owner empties the trash: every item and its versions go, each audited', async () => {
    const store = await makeStore(t.admin, { name: '渋谷店', link: 'shibuya' });
    const news = await makeNews(t.admin, categoryId, { title: 'Old news' });
    await deleteItem(t.admin, 'Store', { id: store.id });
    await deleteItem(t.admin, 'News', { id: news.id });
    const seen = await listTrash(t.admin);
    expect(seen).toHaveLength(2);
    expect(await emptyTrash(t.admin, seen.map((item) => item.id))).toBe(2);
    expect(await listTrash(t.admin)).toEqual([]);
    expect(await t.db.kysely.selectFrom('record_version').selectAll().execute()).toEqual([]);
    const audit = await listAuditLog(t.db, { action: 'trash-delete' });
    expect(audit.items.map((item) => [item.entity, item.entityId]).sort()).toEqual([['News', news.id], ['Store', store.id]].sort());
    expect(await emptyTrash(t.admin, seen.map((item) => item.id))).toBe(0);
  });

  test('emptying the trash deletes only what the owner saw: an item deleted meanwhile stays', async () => {
    await deleteItem(t.admin, 'News', { id: (await makeNews(t.admin, categoryId, { title: 'Seen' })).id });
    const seen = await listTrash(t.admin);
    const later = await makeNews(t.admin, categoryId, { title: 'Deleted meanwhile' });
    await deleteItem(t.admin, 'News', { id: later.id });
    expect(await emptyTrash(t.admin, seen.map((item) => item.id))).toBe(1);
    expect((await listTrash(t.admin)).map((item) => item.title)).toEqual(['Deleted meanwhile']);
    expect(await listVersions(t.admin, 'News', later.id)).not.toEqual([]);
  });

  test('editors and store staff cannot delete from the trash, in the repository or through the API', async () => {
    const news = await makeNews(t.admin, categoryId, { title: 'Stays' });
    await deleteItem(t.admin, 'News', { id: news.id });
    const [entry] = await listTrash(t.admin);
    const editor: ModelContext = { db: t.db, viewer: { ...OTHER_ADMIN, role: 'editor' } };
    const staff: ModelContext = { db: t.db, viewer: { ...OTHER_ADMIN, role: 'staff', storeIds: [] } };
    for (const ctx of [editor, staff]) {
      await expect(deleteTrashItem(ctx, entry?.id ?? '')).rejects.toMatchObject({ errorType: 'Unauthorized' });
      await expect(emptyTrash(ctx, [entry?.id ?? ''])).rejects.toMatchObject({ errorType: 'Unauthorized' });
    }
    const { cookie } = await signInAdmin(t.db, { email: 'editor@example.com', role: 'editor' });
    const one = await postGraphQL('mutation($id: ID!) { deleteTrashItem(id: $id) { id } }', { id: entry?.id }, { cookie });
    const all = await postGraphQL('mutation($ids: [ID!]!) { emptyTrash(ids: $ids) }', { ids: [entry?.id] }, { cookie });
    expect(one.body.errors?.[0]).toMatchObject({ errorType: 'Unauthorized', path: ['deleteTrashItem'] });
    expect(all.body.errors?.[0]).toMatchObject({ errorType: 'Unauthorized', path: ['emptyTrash'] });
    expect((await listTrash(t.admin)).map((item) => item.recordId)).toEqual([news.id]);
    expect((await listAuditLog(t.db, { action: 'trash-delete' })).total).toBe(0);
  });

  test('every history operation refuses an anonymous caller and changes nothing', async () => {
    const { user } = await signInAdmin(t.db, { name: 'Owner' });
    const news = await makeNews({ db: t.db, viewer: { id: user.id, email: user.email, name: 'Owner', role: 'owner', storeIds: [] } }, categoryId);
    const [version] = await listVersions(t.admin, 'News', news.id);
    await deleteItem(t.admin, 'News', { id: (await makeNews(t.admin, categoryId)).id });
    const [trashed] = await listTrash(t.admin);
    const operations: [string, string, Record<string, unknown>][] = [
      ['listRecordVersions', 'query($id: ID!) { listRecordVersions(entity: News, id: $id) { id } }', { id: news.id }],
      ['getRecordVersion', 'query($id: ID!) { getRecordVersion(id: $id) { currentExists } }', { id: version?.id }],
      ['latestVersion', 'query($id: ID!) { latestVersion(entity: News, id: $id) { authorName createdAt } }', { id: news.id }],
      ['listTrash', 'query { listTrash { id } }', {}],
      ['restoreRecordVersion', 'mutation($id: ID!) { restoreRecordVersion(id: $id) { id } }', { id: version?.id }],
      ['restoreTrashItem', 'mutation($id: ID!) { restoreTrashItem(id: $id) { id } }', { id: trashed?.id }],
      ['deleteTrashItem', 'mutation($id: ID!) { deleteTrashItem(id: $id) { id } }', { id: trashed?.id }],
      ['emptyTrash', 'mutation($ids: [ID!]!) { emptyTrash(ids: $ids) }', { ids: [trashed?.id] }],
    ];
    const state = async () =>
      JSON.stringify([
        await t.db.kysely.selectFrom('record_version').selectAll().orderBy('id').execute(),
        await t.db.kysely.selectFrom('trash_item').selectAll().orderBy('id').execute(),
        await t.db.kysely.selectFrom('news').selectAll().orderBy('id').execute(),
      ]);
    const before = await state();
    for (const [field, query, variables] of operations) {
      const { body } = await postGraphQL(query, variables);
      expect(body.errors).toEqual([expect.objectContaining({ message: UNAUTHENTICATED_MESSAGE, errorType: 'UnauthorizedException', path: [field] })]);
    }
    expect(await state()).toBe(before);
  });

  test('the API answers the latest version of a record to a signed-in admin', async () => {
    const { user, cookie } = await signInAdmin(t.db, { name: 'Owner' });
    const store = await makeStore({ db: t.db, viewer: { id: user.id, email: user.email, name: 'Owner', role: 'owner', storeIds: [] } });
    const { body } = await postGraphQL<{ latestVersion: { authorName: string; createdAt: string } }>(
      'query($id: ID!) { latestVersion(entity: Store, id: $id) { authorName createdAt } }',
      { id: store.id },
      { cookie },
    );
    expect(body.errors).toBeUndefined();
    expect(body.data?.latestVersion).toEqual({ authorName: 'Owner', createdAt: expect.stringMatching(/^\d{4}-\d\d-\d\dT/) });
  });
});
