import { createItem, type ModelContext } from '@/lib/core/model/repository';
import { engines, useTestDb } from '@/lib/test/engines';
import { makeArea, makeStore } from '@/lib/test/fixtures';
import { postGraphQL, signInAdmin } from '@/lib/test/http';

type Named = { id: string; name?: string; storeId?: string };

const LIST_STORES = /* GraphQL */ `
  query($filter: ModelStoreFilterInput) { listStores(filter: $filter, limit: 2000) { items { id name } nextToken } }
`;
const GET_STORE = /* GraphQL */ `query($id: ID!) { getStore(id: $id) { id name } }`;
const STORE_BY_LINK = /* GraphQL */ `query($link: String!) { storeByLink(link: $link) { id name } }`;
const BY_STORE = /* GraphQL */ `
  query($storeId: ID!) {
    reviewsByStoreId(storeId: $storeId) { id storeId }
    trainersByStoreId(storeId: $storeId) { id storeId }
    questionsByStoreId(storeId: $storeId) { id storeId }
  }
`;
const LISTS = /* GraphQL */ `
  query {
    listReviews { items { id storeId } }
    listTrainers { items { id storeId } }
    listQuestions { items { id storeId } }
    listCampaigns { items { id storeId } }
  }
`;
const GETS = /* GraphQL */ `
  query($review: ID!, $trainer: ID!, $question: ID!, $campaign: ID!) {
    getReview(id: $review) { id }
    getTrainer(id: $trainer) { id }
    getQuestion(id: $question) { id }
    getCampaign(id: $campaign) { id }
  }
`;

async function addChildren(ctx: ModelContext, storeId: string) {
  return {
    review: (await createItem(ctx, 'Review', { storeId, title: 'r' })).id,
    trainer: (await createItem(ctx, 'Trainer', { storeId, name: 't' })).id,
    question: (await createItem(ctx, 'Question', { storeId, question: 'q', answer: 'a' })).id,
    campaign: (await createItem(ctx, 'Campaign', { storeId, date: '2025-04-01' })).id,
  };
}

describe.each(engines())('what an anonymous visitor may read, on $name', (engine) => {
  const t = useTestDb(engine);
  let cookie = '';
  let hidden: Named;
  let shown: Named;
  let hiddenChildren: Record<string, string>;
  let generalQuestion: string;

  beforeEach(async () => {
    await makeArea(t.admin);
    cookie = (await signInAdmin(t.db)).cookie;
    hidden = await makeStore(t.admin, { name: 'Hidden', link: 'hidden', enabled: false });
    shown = await makeStore(t.admin, { name: 'Shown', link: 'shown', enabled: true });
    hiddenChildren = await addChildren(t.admin, hidden.id);
    await addChildren(t.admin, shown.id);
    generalQuestion = (await createItem(t.admin, 'Question', { question: 'general', answer: 'a' })).id;
  });

  const read = async <T,>(query: string, variables: Record<string, unknown>, asAdmin: boolean) => {
    const { body } = await postGraphQL<T>(query, variables, asAdmin ? { cookie } : {});
    expect(body.errors).toBeUndefined();
    return body.data as T;
  };

  test('listStores, getStore and storeByLink hide a disabled store from visitors only', async () => {
    type List = { listStores: { items: Named[] } };
    expect((await read<List>(LIST_STORES, {}, false)).listStores.items.map((store) => store.name)).toEqual(['Shown']);
    expect((await read<List>(LIST_STORES, {}, true)).listStores.items.map((store) => store.name)).toEqual(['Hidden', 'Shown']);
    expect(await read(GET_STORE, { id: hidden.id }, false)).toEqual({ getStore: null });
    expect(await read(GET_STORE, { id: hidden.id }, true)).toEqual({ getStore: { id: hidden.id, name: 'Hidden' } });
    expect(await read(STORE_BY_LINK, { link: 'hidden' }, false)).toEqual({ storeByLink: null });
    expect(await read(STORE_BY_LINK, { link: 'hidden' }, true)).toEqual({ storeByLink: { id: hidden.id, name: 'Hidden' } });
  });

  test.each([
    ['enabled eq false', { enabled: { eq: false } }],
    ['its id', { id: { eq: '<hidden>' } }],
    ['its link', { link: { eq: 'hidden' } }],
    ['or with something visible', { or: [{ link: { eq: 'hidden' } }, { link: { eq: 'nothing' } }] }],
    ['not enabled', { not: { enabled: { eq: true } } }],
  ])('a filter on %s does not reveal it', async (_, rawFilter) => {
    const filter = JSON.parse(JSON.stringify(rawFilter).replace('<hidden>', hidden.id)) as Record<string, unknown>;
    type List = { listStores: { items: Named[] } };
    expect((await read<List>(LIST_STORES, { filter }, false)).listStores.items).toEqual([]);
    expect((await read<List>(LIST_STORES, { filter }, true)).listStores.items.map((store) => store.id)).toEqual([hidden.id]);
  });

  test("a disabled store's reviews, trainers, questions and campaigns are hidden too", async () => {
    type ByStore = Record<'reviewsByStoreId' | 'trainersByStoreId' | 'questionsByStoreId', Named[]>;
    const anonymous = await read<ByStore>(BY_STORE, { storeId: hidden.id }, false);
    expect(anonymous).toEqual({ reviewsByStoreId: [], trainersByStoreId: [], questionsByStoreId: [] });
    const admin = await read<ByStore>(BY_STORE, { storeId: hidden.id }, true);
    for (const list of Object.values(admin)) expect(list).toEqual([expect.objectContaining({ storeId: hidden.id })]);

    type Lists = Record<string, { items: Named[] }>;
    const lists = await read<Lists>(LISTS, {}, false);
    for (const [name, { items }] of Object.entries(lists)) {
      expect([name, items.filter((item) => item.storeId === hidden.id)]).toEqual([name, []]);
      expect([name, items.some((item) => item.storeId === shown.id)]).toEqual([name, true]);
    }
    expect(lists.listQuestions?.items.map((item) => item.id)).toContain(generalQuestion);

    const gets = await read<Record<string, unknown>>(GETS, hiddenChildren, false);
    expect(gets).toEqual({ getReview: null, getTrainer: null, getQuestion: null, getCampaign: null });
    const adminGets = await read<Record<string, unknown>>(GETS, hiddenChildren, true);
    expect(Object.values(adminGets).every((value) => value !== null)).toBe(true);
  });
});
