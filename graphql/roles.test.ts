import { GET as exportEnquiryCsv } from '@/app/api/admin/enquiries.csv/route';
import { listAuditLog, pruneAuditLog } from '@/lib/core/audit/query';
import { setAdminDisabled, setAdminRole } from '@/lib/core/auth/account';
import { insertEnquiry } from '@/lib/core/enquiry/test-enquiries';
import { deleteMediaRow, insertMedia, updateMediaAlt } from '@/lib/core/media/repository';
import { createItem } from '@/lib/core/model/repository';
import { engines, useTestDb } from '@/lib/test/engines';
import { makeArea, makeStore } from '@/lib/test/fixtures';
import { postGraphQL, sameOriginHeaders, signInAdmin } from '@/lib/test/http';

/*
 * What store staff reach inside the operations their role may call (their stores only), the last
 * owner, and the audit log written with each change.
 */
describe.each(engines())('roles and the audit log on $name', (engine) => {
  const t = useTestDb(engine);
  let shibuya = '';
  let ebisu = '';

  beforeEach(async () => {
    await makeArea(t.admin);
    shibuya = (await makeStore(t.admin, { name: '渋谷店', link: 'shibuya' })).id;
    ebisu = (await makeStore(t.admin, { name: '恵比寿店', link: 'ebisu' })).id;
  });

  const trainer = (storeId: string, name: string) => createItem(t.admin, 'Trainer', { storeId, name, image: '/images/trainer.jpg' });

  test('store staff read and write only their own stores’ content, and read their store without changing it', async () => {
    const mine = await trainer(shibuya, '渋谷の田中');
    const theirs = await trainer(ebisu, '恵比寿の佐藤');
    const { cookie } = await signInAdmin(t.db, { role: 'staff', storeIds: [shibuya] });
    const call = <T = Record<string, unknown>>(query: string, variables: Record<string, unknown> = {}) => postGraphQL<T>(query, variables, { cookie });

    const listed = await call<{ listTrainers: { items: { name: string }[] }; listStores: { items: { name: string }[] } }>(
      '{ listTrainers { items { name } } listStores { items { name } } }',
    );
    expect(listed.body.data?.listTrainers.items.map((item) => item.name)).toEqual(['渋谷の田中']);
    expect(listed.body.data?.listStores.items.map((item) => item.name)).toEqual(['渋谷店']);

    const renamed = await call('mutation($input: UpdateTrainerInput!) { updateTrainer(input: $input) { name } }', { input: { id: mine.id, name: '田中 一郎' } });
    expect(renamed.body.errors).toBeUndefined();

    const refusals = [
      ['updateTrainer', await call('mutation($input: UpdateTrainerInput!) { updateTrainer(input: $input) { id } }', { input: { id: theirs.id, name: '乗っ取り' } })],
      ['updateTrainer', await call('mutation($input: UpdateTrainerInput!) { updateTrainer(input: $input) { id } }', { input: { id: mine.id, storeId: ebisu } })],
      ['createTrainer', await call('mutation($input: CreateTrainerInput!) { createTrainer(input: $input) { id } }', { input: { storeId: ebisu, name: '新人' } })],
      ['deleteTrainer', await call('mutation($input: DeleteTrainerInput!) { deleteTrainer(input: $input) { id } }', { input: { id: theirs.id } })],
      ['updateStore', await call('mutation($input: UpdateStoreInput!) { updateStore(input: $input) { id } }', { input: { id: shibuya, name: '渋谷本店' } })],
      ['createQuestion', await call('mutation($input: CreateQuestionInput!) { createQuestion(input: $input) { id } }', { input: { question: '全店共通？', answer: 'はい' } })],
    ] as const;
    for (const [field, response] of refusals) {
      expect(response.body.errors?.[0]).toMatchObject({ message: `Not Authorized to access ${field} on type Mutation`, errorType: 'Unauthorized' });
    }
    const names = await t.db.kysely.selectFrom('trainer').select(['name', 'storeId']).orderBy('name').execute();
    expect(names).toEqual([
      { name: '恵比寿の佐藤', storeId: ebisu },
      { name: '田中 一郎', storeId: shibuya },
    ]);
    expect((await t.db.kysely.selectFrom('store').select('name').where('id', '=', shibuya).executeTakeFirst())?.name).toBe('渋谷店');
  });

  test('store staff see, handle and export only the enquiries sent to their stores', async () => {
    const mine = await insertEnquiry(t.db, { name: '渋谷の客', destination: '渋谷店', storeId: shibuya });
    const other = await insertEnquiry(t.db, { name: '恵比寿の客', destination: '恵比寿店', storeId: ebisu });
    await insertEnquiry(t.db, { name: '店舗指定なし', destination: null });
    const { cookie } = await signInAdmin(t.db, { role: 'staff', storeIds: [shibuya] });
    const call = <T = Record<string, unknown>>(query: string, variables: Record<string, unknown> = {}) => postGraphQL<T>(query, variables, { cookie });

    const listed = await call<{ listEnquiries: { items: { name: string }[]; total: number } }>('{ listEnquiries { total items { name } } }');
    expect(listed.body.data?.listEnquiries).toEqual({ total: 1, items: [{ name: '渋谷の客' }] });
    expect((await call<{ getEnquiry: unknown }>('query($id: ID!) { getEnquiry(id: $id) { id } }', { id: other })).body.data?.getEnquiry).toBeNull();
    const refused = await call('mutation($id: ID!) { setEnquiryStatus(id: $id, status: done) { id } }', { id: other });
    expect(refused.body.errors?.[0]?.errorType).toBe('NotFound');
    expect((await call('mutation($id: ID!) { setEnquiryStatus(id: $id, status: done) { id } }', { id: mine })).body.errors).toBeUndefined();

    const csv = await (await exportEnquiryCsv(new Request('http://localhost/api/admin/enquiries.csv', { headers: { ...sameOriginHeaders(), cookie } }))).text();
    expect(csv).toContain('渋谷の客');
    expect(csv).not.toContain('恵比寿の客');
    expect(csv).not.toContain('店舗指定なし');
    const exported = await listAuditLog(t.db, { action: 'export' });
    expect(exported.items).toHaveLength(1);
  });

  test('the last owner cannot be demoted or disabled; an owner changes roles, and each change is logged', async () => {
    const { user: owner } = await signInAdmin(t.db, { email: 'owner@example.com', role: 'owner' });
    const { user: editor } = await signInAdmin(t.db, { email: 'editor@example.com', role: 'editor' });
    await expect(setAdminRole(t.db, owner.id, owner.id, 'editor', [])).rejects.toMatchObject({ extensions: { errorType: 'ValidationError' } });
    await expect(setAdminRole(t.db, editor.id, editor.id, 'staff', [])).rejects.toMatchObject({ extensions: { fields: [{ field: 'storeIds' }] } });

    await setAdminRole(t.db, owner.id, editor.id, 'staff', [shibuya, ebisu]);
    await setAdminRole(t.db, owner.id, editor.id, 'owner', []);
    // Two owners: now the first may step down, and then the second is the last.
    await setAdminRole(t.db, owner.id, owner.id, 'editor', []);
    await expect(setAdminRole(t.db, editor.id, editor.id, 'editor', [])).rejects.toMatchObject({ message: expect.stringContaining('オーナーが1人もいなくなる') });
    await setAdminRole(t.db, editor.id, owner.id, 'owner', []);
    await setAdminDisabled(t.db, owner.id, editor.id, true);
    await expect(setAdminRole(t.db, owner.id, owner.id, 'staff', [shibuya])).rejects.toMatchObject({ message: expect.stringContaining('オーナーが1人もいなくなる') });

    const { items } = await listAuditLog(t.db, { action: 'role-change' });
    expect(items.map((item) => JSON.parse(item.changes ?? '{}'))).toContainEqual({
      role: { before: 'editor', after: 'staff' },
      storeIds: { before: [], after: [shibuya, ebisu].sort() },
    });
    expect((await listAuditLog(t.db, { action: 'account-disable' })).items).toMatchObject([{ actorId: owner.id, entityId: editor.id }]);
  });

  test('a change through the API is logged with who, the client address, the record and what changed; secrets never', async () => {
    const { cookie, user } = await signInAdmin(t.db, { name: '本部 花子' });
    const response = await postGraphQL('mutation($input: UpdateStoreInput!) { updateStore(input: $input) { id } }', { input: { id: shibuya, name: '渋谷本店' } }, {
      cookie,
      headers: { 'x-oz-client-address': '203.0.113.7' },
    });
    expect(response.body.errors).toBeUndefined();
    const [entry] = (await listAuditLog(t.db, { entity: 'Store', action: 'update' })).items;
    expect(entry).toMatchObject({ actorId: user.id, actorName: '本部 花子', ip: '203.0.113.7', entityId: shibuya, summary: '渋谷本店' });
    expect(JSON.parse(entry?.changes ?? '{}')).toEqual({ name: { before: '渋谷店', after: '渋谷本店' } });

    await postGraphQL('mutation { changeMyPassword(currentPassword: "correct horse battery", newPassword: "a new long password") }', {}, { cookie });
    const logged = JSON.stringify(await t.db.kysely.selectFrom('audit_log').selectAll().execute());
    expect(logged).toContain('password-change');
    expect(logged).not.toContain('correct horse battery');
    expect(logged).not.toContain('a new long password');
    expect(logged).not.toMatch(/\$argon2/);
  });

  test('an account that must first turn on two-factor sign-in reads content as a visitor does', async () => {
    await t.db.kysely.updateTable('store').set({ enabled: 0 }).where('id', '=', ebisu).execute();
    const { cookie } = await signInAdmin(t.db, { role: 'editor' });
    const names = async () => (await postGraphQL<{ listStores: { items: { name: string }[] } }>('{ listStores { items { name } } }', {}, { cookie })).body.data?.listStores.items.map((item) => item.name).sort();
    expect(await names()).toEqual(['恵比寿店', '渋谷店']);
    await t.db.kysely.insertInto('site_setting').values({ key: 'two-factor-required', value: '1', updatedAt: new Date().toISOString() }).execute();
    expect(await names()).toEqual(['渋谷店']);
    const refused = await postGraphQL('mutation($input: UpdateStoreInput!) { updateStore(input: $input) { id } }', { input: { id: shibuya, name: 'x' } }, { cookie });
    expect(refused.body.errors?.[0]?.message).toBe('Not Authorized to access updateStore on type Mutation');
  });

  test('changes to the media library are logged with who made them', async () => {
    const { user } = await signInAdmin(t.db, { role: 'editor', name: '画像 担当' });
    const actor = { id: user.id, email: user.email, name: user.name, ip: '198.51.100.4' };
    const row = { id: '01900000-0000-7000-8000-0000000000aa', fileName: 'gym.jpg', alt: 'ジムの外観', width: 10, height: 10, mime: 'image/jpeg', bytes: 100 };
    await insertMedia(t.db, row, actor);
    await updateMediaAlt(t.db, row.id, '渋谷店の外観', actor);
    await deleteMediaRow(t.db, row.id, actor);
    const { items } = await listAuditLog(t.db, { entity: 'Media' });
    expect(items.map((item) => [item.action, item.actorId, item.ip, item.summary])).toEqual([
      ['delete', user.id, '198.51.100.4', 'gym.jpg'],
      ['update', user.id, '198.51.100.4', 'gym.jpg'],
      ['create', user.id, '198.51.100.4', 'gym.jpg'],
    ]);
    expect(JSON.parse(items[1]?.changes ?? '{}')).toEqual({ alt: { before: 'ジムの外観', after: '渋谷店の外観' } });
  });

  test('the audit log filters by person, entity and Japan-time dates, and the worker prunes what is older than the retention period', async () => {
    const { user } = await signInAdmin(t.db, { role: 'owner' });
    const at = (iso: string, entity: string, actorId: string | null = user.id) =>
      t.db.kysely
        .insertInto('audit_log')
        .values({ id: crypto.randomUUID(), action: 'update', actorId, actorEmail: null, actorName: null, ip: null, entity, entityId: null, summary: null, changes: null, createdAt: iso })
        .execute();
    await at('2024-01-01T00:00:00.000Z', 'Store');
    await at('2026-05-31T15:30:00.000Z', 'Store'); // 2026-06-01 00:30 in Japan
    await at('2026-06-01T14:59:00.000Z', 'News'); // 2026-06-01 23:59 in Japan
    await at('2026-06-01T15:00:00.000Z', 'News', null); // 2026-06-02 in Japan

    expect((await listAuditLog(t.db, { from: '2026-06-01', to: '2026-06-01' })).total).toBe(2);
    expect((await listAuditLog(t.db, { entity: 'News' })).total).toBe(2);
    expect((await listAuditLog(t.db, { actorId: user.id, entity: 'News' })).total).toBe(1);
    await expect(listAuditLog(t.db, { from: '2026-06-02', to: '2026-06-01' })).rejects.toMatchObject({ extensions: { errorType: 'ValidationError' } });

    expect(await pruneAuditLog(t.db, new Date('2026-06-02T00:00:00.000Z'))).toBe(1);
    expect(await pruneAuditLog(t.db, new Date('2026-06-02T00:00:00.000Z'), 1)).toBe(1);
    expect((await listAuditLog(t.db, { to: '2026-06-30' })).total).toBe(2);
  });
});
