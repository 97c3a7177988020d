import { DELETE as deleteMedia, GET as getMedia } from '@/app/api/media/[id]/route';
import { listAuditLog } from '@/lib/core/audit/query';
import { createItem } from '@/lib/core/model/repository';
import { CLIENT_ADDRESS_HEADER } from '@/lib/core/security/client-address';
import { engines, useTestDb } from '@/lib/test/engines';
import { makeArea, makeStore } from '@/lib/test/fixtures';
import { postGraphQL, sameOriginHeaders, signInAdmin } from '@/lib/test/http';

const STAFF_ADDRESS = '203.0.113.45';

describe.each(engines())('refused operations in the audit log on $name', (engine) => {
  const t = useTestDb(engine);

  async function setUp() {
    await makeArea(t.admin);
    const own = await makeStore(t.admin, { name: '渋谷店', link: 'shibuya' });
    const other = await makeStore(t.admin, { name: '新宿店', link: 'shinjuku' });
    const trainer = await createItem(t.admin, 'Trainer', { storeId: other.id, name: '山田 太郎', comment: 'よろしくお願いします' });
    const staff = await signInAdmin(t.db, { email: 'staff@example.com', name: 'スタッフ', role: 'staff', storeIds: [own.id] });
    const asStaff = { cookie: staff.cookie, headers: { [CLIENT_ADDRESS_HEADER]: STAFF_ADDRESS } };
    return { own, other, trainer, staff: staff.user, asStaff };
  }

  const refusals = async () => (await listAuditLog(t.db, { action: 'refused' })).items;

  test("a store staff account's refused update of another store's trainer is logged: who, what, which record, from where, and no values", async () => {
    const { trainer, staff, asStaff } = await setUp();
    const { body } = await postGraphQL(
      'mutation($input: UpdateTrainerInput!) { updateTrainer(input: $input) { id } }',
      { input: { id: trainer.id, name: '乗っ取り', comment: '秘密の文面' } },
      asStaff,
    );
    expect(body.errors?.[0]).toMatchObject({ errorType: 'Unauthorized', message: 'Not Authorized to access updateTrainer on type Mutation' });

    const [entry, ...rest] = await refusals();
    expect(rest).toEqual([]);
    expect(entry).toMatchObject({
      actorId: staff.id,
      actorEmail: 'staff@example.com',
      ip: STAFF_ADDRESS,
      entity: 'Trainer',
      entityId: trainer.id,
      summary: 'updateTrainer',
      changes: null,
    });
    expect(Date.now() - Date.parse(entry?.createdAt ?? '')).toBeLessThan(60_000);
    expect(JSON.stringify(entry)).not.toMatch(/乗っ取り|秘密の文面/);
    // The refused write changed nothing, and left no other entry.
    expect((await listAuditLog(t.db, { actorId: staff.id })).total).toBe(1);
  });

  test('a mutation the role does not allow at all is logged once, with the record it named', async () => {
    const { own, staff, asStaff } = await setUp();
    const { body } = await postGraphQL('mutation($input: DeleteStoreInput!) { deleteStore(input: $input) { id } }', { input: { id: own.id } }, asStaff);
    expect(body.errors?.[0]).toMatchObject({ errorType: 'Unauthorized' });
    expect(await refusals()).toEqual([expect.objectContaining({ actorId: staff.id, entity: 'Store', entityId: own.id, summary: 'deleteStore', changes: null })]);

    const { body: other } = await postGraphQL('mutation { setTwoFactorRequired(required: false) }', {}, asStaff);
    expect(other.errors?.[0]).toMatchObject({ errorType: 'Unauthorized' });
    expect((await refusals())[0]).toMatchObject({ actorId: staff.id, entity: null, entityId: null, summary: 'setTwoFactorRequired' });
  });

  test("a store staff account's refused deletion of an image is logged; a read of it is not", async () => {
    const { staff, asStaff } = await setUp();
    const id = '0190f5c2-7d3a-7c4e-9b1a-2f6d8e4c1a00';
    const call = (method: string) =>
      new Request(`http://localhost/api/media/${id}`, { method, headers: { ...sameOriginHeaders(), cookie: asStaff.cookie, ...asStaff.headers } });
    expect((await deleteMedia(call('DELETE'), { params: Promise.resolve({ id }) })).status).toBe(403);
    expect(await refusals()).toEqual([
      expect.objectContaining({ actorId: staff.id, ip: STAFF_ADDRESS, entity: 'Media', entityId: id, summary: 'DELETE /api/media/[id]', changes: null }),
    ]);
    expect((await getMedia(call('GET'), { params: Promise.resolve({ id }) })).status).not.toBe(200);
    expect(await refusals()).toHaveLength(1);
  });

  test('refused reads and anonymous callers write nothing: a probe cannot fill the log', async () => {
    const { other, trainer, asStaff } = await setUp();
    const before = (await listAuditLog(t.db, {})).total;
    for (let probe = 0; probe < 3; probe += 1) {
      expect((await postGraphQL('query { listAdminUsers { id } }', {}, asStaff)).body.errors?.[0]).toMatchObject({ errorType: 'Unauthorized' });
      expect((await postGraphQL('query($id: ID!) { listRecordVersions(entity: Store, id: $id) { id } }', { id: other.id }, asStaff)).body.errors).toBeDefined();
      const anonymous = await postGraphQL('mutation($input: DeleteTrainerInput!) { deleteTrainer(input: $input) { id } }', { input: { id: trainer.id } });
      expect(anonymous.body.errors?.[0]).toMatchObject({ errorType: 'UnauthorizedException' });
    }
    expect((await listAuditLog(t.db, {})).total).toBe(before);
  });
});
