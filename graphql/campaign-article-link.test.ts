import { createItem } from '@/lib/core/model/repository';
import { setReviewSettings } from '@/lib/core/review';
import { engines, TEST_ADMIN, useTestDb } from '@/lib/test/engines';
import { makeArea, makeCategory, makeNews, makeStore } from '@/lib/test/fixtures';
import { postGraphQL, signInAdmin } from '@/lib/test/http';

const CREATE = 'mutation($input: CreateCampaignInput!) { createCampaign(input: $input) { id newsId } }';
const UPDATE = 'mutation($input: UpdateCampaignInput!) { updateCampaign(input: $input) { id newsId } }';

/*
 * Store staff link articles to their stores' campaigns. They read articles as a visitor does, so
 * the answer to linking an article they cannot read must not tell it from one that does not exist.
 */
describe.each(engines())('linking an article to a campaign as store staff on $name', (engine) => {
  const t = useTestDb(engine);
  // Linking, not approval, is the subject here: these staff publish their campaigns directly (lib/core/review).
  beforeEach(() => setReviewSettings(t.db.kysely, TEST_ADMIN, { staff: false }));

  test('an unknown id and an unreadable (draft or scheduled) article get the same answer; a published one is linked', async () => {
    await makeArea(t.admin);
    const store = await makeStore(t.admin, { name: '渋谷店', link: 'shibuya' });
    const category = await makeCategory(t.admin);
    const published = await makeNews(t.admin, category.id, { status: 'PUBLISHED' });
    const draft = await makeNews(t.admin, category.id, { status: 'DRAFT' });
    const scheduled = await makeNews(t.admin, category.id, { status: 'PUBLISHED', publishAt: '2099-01-01T00:00:00.000Z' });
    const campaign = await createItem(t.admin, 'Campaign', { storeId: store.id, date: '2026-01-01', value: 0 });
    const { cookie } = await signInAdmin(t.db, { role: 'staff', storeIds: [store.id] });
    const call = (query: string, input: Record<string, unknown>) => postGraphQL<Record<string, { newsId: string | null } | null>>(query, { input }, { cookie });
    const linking = (newsId: string) => [
      call(CREATE, { storeId: store.id, date: '2026-02-01', value: 0, newsId }),
      call(UPDATE, { id: campaign.id, newsId }),
    ];

    const unknown = await Promise.all(linking('01900000-0000-7000-8000-00000000beef'));
    const answers = [...unknown, ...(await Promise.all(linking(draft.id))), ...(await Promise.all(linking(scheduled.id)))];
    const errorOf = (response: (typeof answers)[number]) => {
      const error = response.body.errors?.[0];
      return { message: error?.message, errorType: error?.errorType, fields: error?.extensions?.fields };
    };
    expect(errorOf(unknown[0]!)).toEqual({ message: '指定された記事が見つかりません。', errorType: 'ValidationError', fields: [{ field: 'newsId', message: '指定された記事が見つかりません。' }] });
    for (const response of answers) expect(errorOf(response)).toEqual(errorOf(unknown[0]!));
    expect((await t.db.kysely.selectFrom('campaign').select('newsId').execute()).map((row) => row.newsId)).toEqual([null]);

    const [created, updated] = await Promise.all(linking(published.id));
    expect(created?.body.errors).toBeUndefined();
    expect(created?.body.data?.createCampaign?.newsId).toBe(published.id);
    expect(updated?.body.errors).toBeUndefined();
    expect(updated?.body.data?.updateCampaign?.newsId).toBe(published.id);
  });

  test('an editor links a draft; store staff may still edit a campaign already linked to it', async () => {
    await makeArea(t.admin);
    const store = await makeStore(t.admin, { name: '渋谷店', link: 'shibuya' });
    const draft = await makeNews(t.admin, (await makeCategory(t.admin)).id, { status: 'DRAFT' });
    const campaign = await createItem(t.admin, 'Campaign', { storeId: store.id, date: '2026-01-01', value: 0, newsId: draft.id });
    expect(campaign.newsId).toBe(draft.id);
    const { cookie } = await signInAdmin(t.db, { role: 'staff', storeIds: [store.id] });
    const response = await postGraphQL<{ updateCampaign: { id: string; newsId: string } }>(UPDATE, { input: { id: campaign.id, value: 9800 } }, { cookie });
    expect(response.body.errors).toBeUndefined();
    expect(response.body.data?.updateCampaign.newsId).toBe(draft.id);
  });
});
