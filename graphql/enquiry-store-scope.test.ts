import { GET as exportEnquiryCsv } from '@/app/api/admin/enquiries.csv/route';
import { migrations } from '@/lib/core/db/migrations';
import { type SubmitContext, submitEnquiry } from '@/lib/core/enquiry/submit';
import { contactInput, insertEnquiry } from '@/lib/core/enquiry/test-enquiries';
import { ENQUIRY_CHANGE_TOPIC } from '@/lib/core/enquiry/live-events';
import { updateItem } from '@/lib/core/model/repository';
import { engines, useTestDb } from '@/lib/test/engines';
import { makeArea, makeStore } from '@/lib/test/fixtures';
import { postGraphQL, sameOriginHeaders, signInAdmin, subscribeSse } from '@/lib/test/http';

/*
 * Store staff handle the enquiries sent to their stores. The form names a store by its name, but
 * a store may be renamed, and another may take the old name: the scope follows the store itself.
 */
describe.each(engines())('the enquiries store staff reach, across store renames, on $name', (engine) => {
  const t = useTestDb(engine);

  test('staff of store A keep seeing its enquiry after A is renamed and B takes its old name; staff of B never see it', async () => {
    await makeArea(t.admin);
    const a = await makeStore(t.admin, { name: '渋谷店', link: 'shibuya' });
    const b = await makeStore(t.admin, { name: '恵比寿店', link: 'ebisu' });
    const context: SubmitContext = {
      db: async () => t.db,
      ip: '192.0.2.1',
      companyEmail: 'info@oz-gym.example',
      stores: async () => (await t.db.kysely.selectFrom('store').select(['id', 'name']).execute()),
      now: new Date('2026-11-22T03:00:00.000Z'),
    };
    expect(await submitEnquiry('contact', contactInput({ name: '渋谷の客' }), '', context)).toEqual({ ok: true });
    expect(await submitEnquiry('contact', contactInput({ name: '恵比寿の客', destination: '恵比寿店' }), '', { ...context, ip: '192.0.2.2' })).toEqual({ ok: true });
    const ids = Object.fromEntries((await t.db.kysely.selectFrom('enquiry').select(['id', 'name']).execute()).map((row) => [row.name, row.id]));

    const staffA = (await signInAdmin(t.db, { role: 'staff', storeIds: [a.id] })).cookie;
    const staffB = (await signInAdmin(t.db, { role: 'staff', storeIds: [b.id] })).cookie;
    const reach = async (cookie: string) => {
      const listed = await postGraphQL<{ listEnquiries: { items: { name: string }[] }; undeliverableEnquiryCount: number }>(
        '{ listEnquiries { items { name } } }',
        {},
        { cookie },
      );
      const got = await postGraphQL<{ getEnquiry: { name: string } | null }>('query($id: ID!) { getEnquiry(id: $id) { name } }', { id: ids['渋谷の客'] }, { cookie });
      const status = await postGraphQL('mutation($id: ID!) { setEnquiryStatus(id: $id, status: in_progress) { id } }', { id: ids['渋谷の客'] }, { cookie });
      const csv = await (await exportEnquiryCsv(new Request('http://localhost/api/admin/enquiries.csv', { headers: { ...sameOriginHeaders(), cookie } }))).text();
      return {
        listed: listed.body.data?.listEnquiries.items.map((item) => item.name),
        got: got.body.data?.getEnquiry?.name ?? null,
        handled: status.body.errors?.[0]?.errorType ?? 'ok',
        exported: ['渋谷の客', '恵比寿の客'].filter((name) => csv.includes(name)),
      };
    };
    const mineA = { listed: ['渋谷の客'], got: '渋谷の客', handled: 'ok', exported: ['渋谷の客'] };
    const mineB = { listed: ['恵比寿の客'], got: null, handled: 'NotFound', exported: ['恵比寿の客'] };
    expect(await reach(staffA)).toEqual(mineA);
    expect(await reach(staffB)).toEqual(mineB);

    await updateItem(t.admin, 'Store', { id: a.id, name: '渋谷本店' });
    await updateItem(t.admin, 'Store', { id: b.id, name: '渋谷店' });
    expect(await reach(staffA)).toEqual(mineA);
    expect(await reach(staffB)).toEqual(mineB);

    // The inbox's live events follow the same scope.
    const live = async (cookie: string) =>
      subscribeSse<{ onEnquiryChange: { name: string } }>(ENQUIRY_CHANGE_TOPIC, 'subscription { onEnquiryChange { name } }', {}, { cookie });
    const [liveA, liveB] = [await live(staffA), await live(staffB)];
    try {
      for (const name of ['渋谷の客', '恵比寿の客']) {
        await postGraphQL('mutation($id: ID!) { setEnquiryStatus(id: $id, status: done) { id } }', { id: ids[name] }, { cookie: (await signInAdmin(t.db)).cookie });
      }
      expect((await liveA.waitFor(1)).map((event) => event.data?.onEnquiryChange.name)).toEqual(['渋谷の客']);
      expect((await liveB.waitFor(1)).map((event) => event.data?.onEnquiryChange.name)).toEqual(['恵比寿の客']);
    } finally {
      await Promise.all([liveA.close(), liveB.close()]);
    }

    const stored = await t.db.kysely.selectFrom('enquiry').select(['destination', 'storeId']).where('id', '=', ids['渋谷の客']!).executeTakeFirst();
    expect(stored).toEqual({ destination: '渋谷店', storeId: a.id });
  });

  test('the migration records the store of each earlier enquiry whose store name matches exactly one store', async () => {
    await makeArea(t.admin);
    const a = await makeStore(t.admin, { name: '渋谷店', link: 'shibuya' });
    await makeStore(t.admin, { name: '銀座店', link: 'ginza' });
    await makeStore(t.admin, { name: '銀座店', link: 'ginza-2' });
    const migration = Object.entries(migrations).find(([name]) => name.includes('content-enquiry-store'))?.[1];
    expect(migration).toBeDefined();
    const toA = await insertEnquiry(t.db, { destination: '渋谷店' });
    const ambiguous = await insertEnquiry(t.db, { destination: '銀座店' });
    const gone = await insertEnquiry(t.db, { destination: '閉店した店' });
    const none = await insertEnquiry(t.db, { destination: null, kind: 'franchise' });
    // The table as it was before the migration.
    await t.db.kysely.schema.dropIndex('enquiry_storeId_createdAt_idx').execute();
    await t.db.kysely.schema.alterTable('enquiry').dropColumn('storeId').execute();
    await migration?.up(t.db.kysely);
    const rows = await t.db.kysely.selectFrom('enquiry').select(['id', 'storeId']).orderBy('id').execute();
    expect(rows).toEqual([
      { id: toA, storeId: a.id },
      { id: ambiguous, storeId: null },
      { id: gone, storeId: null },
      { id: none, storeId: null },
    ]);
    const staff = (await signInAdmin(t.db, { role: 'staff', storeIds: [a.id] })).cookie;
    const listed = await postGraphQL<{ listEnquiries: { items: { id: string }[] } }>('{ listEnquiries { items { id } } }', {}, { cookie: staff });
    expect(listed.body.data?.listEnquiries.items).toEqual([{ id: toA }]);
  });
});
