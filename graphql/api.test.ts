import { createItem } from '@/lib/core/model/repository';
import { engines, useTestDb } from '@/lib/test/engines';
import { makeArea, makeCategory, makeNews, makeStore } from '@/lib/test/fixtures';
import { fetchGraphQL, type GraphQLResponse, postGraphQL, sameOriginHeaders, signInAdmin } from '@/lib/test/http';
import { QUERY_LIMITS } from './server';

const CREATE_STORE = /* GraphQL */ `
  mutation($input: CreateStoreInput!) { createStore(input: $input) { id } }
`;

/** A query `depth` levels deep, made of nested inline fragments around a real list query. */
function nested(depth: number): string {
  let selection = 'listStores { items { id } }';
  for (let level = 0; level < depth - 3; level += 1) selection = `... on Query { ${selection} }`;
  return `query { ${selection} }`;
}

describe.each(engines())('GraphQL API on $name', (engine) => {
  const t = useTestDb(engine);
  let cookie = '';

  beforeEach(async () => {
    await makeArea(t.admin);
    cookie = (await signInAdmin(t.db)).cookie;
  });

  const storeCount = async () => (await t.db.kysely.selectFrom('store').select('id').execute()).length;

  describe('validation through the API', () => {
    test.each([
      ['a bad slug', { name: 'A', area: 'Shibuya', link: 'Bad Slug!' }, /^link: 店舗ページの URLは半角英小文字・数字・ハイフンで入力してください/],
      ['an area that does not exist', { name: 'A', area: 'Atlantis', link: 'a' }, /^エリア「Atlantis」は登録されていません。/],
    ])('%s is refused with a clear message and nothing is written', async (_, input, message) => {
      const { body } = await postGraphQL(CREATE_STORE, { input }, { cookie });
      expect(body.data).toEqual({ createStore: null });
      expect(body.errors).toEqual([expect.objectContaining({ message: expect.stringMatching(message), errorType: 'ValidationError' })]);
      expect(await storeCount()).toBe(0);
    });

    test('a string for an Int field is rejected by GraphQL before anything runs', async () => {
      const { status, body } = await postGraphQL(
        CREATE_STORE,
        { input: { name: 'A', area: 'Shibuya', link: 'a', premiumValue: 'ten thousand' } },
        { cookie },
      );
      // GraphQL over HTTP: a request whose variables do not fit the schema is a bad request.
      expect(status).toBe(400);
      expect(body.data).toBeUndefined();
      expect(body.errors?.[0]?.message).toMatch(/premiumValue.*Int cannot represent non-integer value: "ten thousand"/);
      expect(await storeCount()).toBe(0);
    });

    test('a date that is not on the calendar is refused by the AWSDate scalar before anything runs', async () => {
      const { body } = await postGraphQL(CREATE_STORE, { input: { name: 'A', area: 'Shibuya', link: 'a', openDate: '2025-02-30' } }, { cookie });
      expect(body.data).toBeUndefined();
      expect(body.errors?.[0]?.message).toMatch(/"input\.openDate"; AWSDate cannot represent "2025-02-30": expected a calendar date YYYY-MM-DD/);
      expect(await storeCount()).toBe(0);
    });

    test('a duplicate Store.link is refused', async () => {
      await makeStore(t.admin, { link: 'shibuya' });
      const { body } = await postGraphQL(CREATE_STORE, { input: { name: 'B', area: 'Shibuya', link: 'shibuya' } }, { cookie });
      expect(body.errors).toEqual([
        expect.objectContaining({ message: '「shibuya」はすでに使われています。別の値を入力してください。', errorType: 'ValidationError' }),
      ]);
      expect(await storeCount()).toBe(1);
    });

    test('a failed condition is reported with the DynamoDB errorType', async () => {
      const store = await makeStore(t.admin, { name: 'Before' });
      const { body } = await postGraphQL(
        `mutation($input: UpdateStoreInput!, $condition: ModelStoreConditionInput) { updateStore(input: $input, condition: $condition) { id } }`,
        { input: { id: store.id, name: 'After' }, condition: { name: { eq: 'Someone else' } } },
        { cookie },
      );
      expect(body.errors).toEqual([
        expect.objectContaining({ errorType: 'DynamoDB:ConditionalCheckFailedException', path: ['updateStore'] }),
      ]);
    });
  });

  describe('errors in variables, by what the client accepts', () => {
    const LIMIT_AS_TEXT = { query: 'query ListStores($limit: Int) { listStores(limit: $limit) { nextToken } }', variables: { limit: 'ten' } };

    /** POSTs with exactly these headers besides the JSON content type (none added by the helper). */
    const post = async (headers: Record<string, string>, body: object) => {
      const response = await fetchGraphQL({ method: 'POST', headers: { 'content-type': 'application/json', ...headers }, body: JSON.stringify(body) });
      return { status: response.status, body: (await response.json()) as GraphQLResponse };
    };

    // GraphQL over HTTP: application/json clients get 200 for any well-formed request, as from AppSync;
    // application/graphql-response+json clients get 4xx for a request error. Amplify v6 sets no
    // Accept, so fetch sends */*; Amplify v5 (axios) sent application/json, text/plain, */*.
    test.each([
      ['application/json', 200],
      ['*/*', 200],
      ['application/json, text/plain, */*', 200],
      ['application/graphql-response+json', 400],
      ['application/graphql-response+json, application/json', 400],
    ])('a variable of the wrong type with Accept %s is answered %d with the message', async (accept, status) => {
      const answer = await post({ accept }, LIMIT_AS_TEXT);
      expect(answer.status).toBe(status);
      expect(answer.body.data).toBeUndefined();
      expect(answer.body.errors).toEqual([
        expect.objectContaining({ message: 'Variable "$limit" got invalid value "ten"; Int cannot represent non-integer value: "ten"' }),
      ]);
    });

    test('without an Accept header a missing required variable is answered 200 with the message', async () => {
      const answer = await post({}, { query: 'query GetStore($id: ID!) { getStore(id: $id) { id } }', variables: {} });
      expect(answer.status).toBe(200);
      expect(answer.body.errors?.[0]?.message).toBe('Variable "$id" of required type "ID!" was not provided.');
    });

    test('syntax and validation errors are answered 200 to application/json and 400 to application/graphql-response+json', async () => {
      for (const query of ['query { listStores { ', 'query { listStore { nextToken } }']) {
        expect((await post({ accept: 'application/json' }, { query })).status).toBe(200);
        expect((await post({ accept: 'application/graphql-response+json' }, { query })).status).toBe(400);
      }
    });

    test('an error raised while running keeps its errorType and is answered 200', async () => {
      const answer = await post(
        { accept: 'application/json', cookie, ...sameOriginHeaders() },
        { query: CREATE_STORE, variables: { input: { name: 'A', area: 'Shibuya', link: 'Bad Slug!' } } },
      );
      expect(answer.status).toBe(200);
      expect(answer.body.errors).toEqual([expect.objectContaining({ errorType: 'ValidationError', path: ['createStore'] })]);
    });
  });

  describe("AppSync's scalars", () => {
    const setCreatedAt = (id: string, createdAt: string) => t.db.kysely.updateTable('store').set({ createdAt }).where('id', '=', id).execute();

    test('a document declaring $t: AWSDateTime filters createdAt with it', async () => {
      const old = await makeStore(t.admin, { name: 'Old' });
      const recent = await makeStore(t.admin, { name: 'Recent' });
      await setCreatedAt(old.id, '2024-01-01T00:00:00.000Z');
      await setCreatedAt(recent.id, '2025-06-01T09:00:00.000Z');
      const { status, body } = await postGraphQL<{ listStores: { items: { name: string; createdAt: string }[] } }>(
        'query StoresSince($t: AWSDateTime!) { listStores(filter: { createdAt: { gt: $t } }) { items { name createdAt } } }',
        { t: '2025-01-01T00:00:00.000Z' },
      );
      expect(status).toBe(200);
      expect(body).toEqual({ data: { listStores: { items: [{ name: 'Recent', createdAt: '2025-06-01T09:00:00.000Z' }] } } });
    });

    test('a list of AWSDateTime variables fills between, and the same filter as one variable still works', async () => {
      const store = await makeStore(t.admin, { name: 'Spring' });
      await setCreatedAt(store.id, '2025-04-10T00:00:00.000Z');
      await makeStore(t.admin, { name: 'Now' });
      const range = ['2025-04-01T00:00:00Z', '2025-04-30T23:59:59.999+09:00'];
      const byList = await postGraphQL(
        'query($range: [AWSDateTime]) { listStores(filter: { createdAt: { between: $range } }) { items { name } } }',
        { range },
      );
      const byFilter = await postGraphQL(
        'query($filter: ModelStoreFilterInput) { listStores(filter: $filter) { items { name } } }',
        { filter: { createdAt: { between: range } } },
      );
      expect(byList.body).toEqual({ data: { listStores: { items: [{ name: 'Spring' }] } } });
      expect(byFilter.body).toEqual(byList.body);
    });

    test('a $t: AWSDateTime that is not a date and time is refused with the scalar\'s message, 200 to application/json', async () => {
      const { status, body } = await postGraphQL(
        'query($t: AWSDateTime) { listStores(filter: { createdAt: { gt: $t } }) { nextToken } }',
        { t: '2025-01-01' },
        { headers: { accept: 'application/json' } },
      );
      expect(status).toBe(200);
      expect(body.errors?.[0]?.message).toBe(
        'Variable "$t" got invalid value "2025-01-01"; AWSDateTime cannot represent "2025-01-01": expected a date and time YYYY-MM-DDThh:mm:ss.sss with an offset Z or ±hh:mm, e.g. "2025-04-01T09:30:00.000Z".',
      );
    });

    test('a String variable cannot fill an AWSDate field unchecked', async () => {
      const { body } = await postGraphQL(
        'mutation($id: ID!, $openDate: String) { updateStore(input: { id: $id, openDate: $openDate }) { id } }',
        { id: (await makeStore(t.admin)).id, openDate: '2025-04-01' },
        { cookie },
      );
      expect(body.errors?.[0]?.message).toBe('Variable "$openDate" of type "String" used in position expecting type "AWSDate".');
    });

    test('dates and timestamps come back as AWSDate and AWSDateTime, and date filters keep the string operators', async () => {
      const store = await makeStore(t.admin, { openDate: '2019-07-06' });
      const { body } = await postGraphQL<{ listStores: { items: Record<string, string>[] } }>(
        `query($since: AWSDate) {
          listStores(filter: { openDate: { beginsWith: "2019-07" }, and: [{ openDate: { ge: $since } }] }) { items { id openDate createdAt updatedAt } }
        }`,
        { since: '2019-01-01' },
      );
      expect(body.errors).toBeUndefined();
      expect(body.data?.listStores.items).toEqual([{ id: store.id, openDate: '2019-07-06', createdAt: store.createdAt, updatedAt: store.updatedAt }]);
      expect(store.createdAt).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/);
    });

    test('a store saved with an empty opening date, as the API once allowed, reads as having none', async () => {
      const store = await makeStore(t.admin, { openDate: '' });
      const { body } = await postGraphQL(`query($id: ID!) { getStore(id: $id) { openDate } listStores { items { openDate } } }`, { id: store.id });
      expect(body).toEqual({ data: { getStore: { openDate: null }, listStores: { items: [{ openDate: null }] } } });
    });
  });

  describe('query limits', () => {
    test(`a query deeper than ${QUERY_LIMITS.maxDepth} is rejected, a shallower one runs`, async () => {
      const deep = await postGraphQL(nested(QUERY_LIMITS.maxDepth + 1));
      expect(deep.body.data ?? null).toBeNull();
      expect(deep.body.errors?.[0]?.message).toBe(`Syntax Error: Query depth limit of ${QUERY_LIMITS.maxDepth} exceeded, found ${QUERY_LIMITS.maxDepth + 1}.`);
      const atLimit = await postGraphQL(nested(QUERY_LIMITS.maxDepth));
      expect(atLimit.body).toEqual({ data: { listStores: { items: [] } } });
    });

    test('introspection of a type cannot nest deeper than the limit either', async () => {
      const deep = await postGraphQL(
        'query { __type(name: "Store") { fields { type { ofType { ofType { ofType { ofType { ofType { ofType { name } } } } } } } } } }',
      );
      expect(deep.body.errors?.[0]?.message).toMatch(/Query depth limit of 8 exceeded/);
    });

    test('a query with too many aliases is rejected', async () => {
      const aliases = Array.from({ length: QUERY_LIMITS.maxAliases + 1 }, (_, index) => `a${index}: listStores { nextToken }`).join(' ');
      const { body } = await postGraphQL(`query { ${aliases} }`);
      expect(body.errors?.[0]?.message).toMatch(/aliases/i);
    });

    test('a query over the cost limit is rejected', async () => {
      const fields = Array.from({ length: 20 }, () => 'id name area link enabled').join(' ');
      const items = Array.from({ length: 20 }, (_, index) => `l${index}: listStores { items { ${fields} } }`).join(' ');
      const { body } = await postGraphQL(`query { ${items} }`);
      expect(body.errors?.[0]?.message).toMatch(/cost/i);
    });
  });

  describe('store actions', () => {
    test('newsByRoute finds the article by its route', async () => {
      const category = await makeCategory(t.admin);
      const news = await makeNews(t.admin, category.id, { route: 'grand-opening' });
      await makeNews(t.admin, category.id, { route: 'other' });
      const { body } = await postGraphQL(`query { newsByRoute(route: "grand-opening") { id route categorySlug } missing: newsByRoute(route: "nope") { id } }`);
      expect(body).toEqual({ data: { newsByRoute: [{ id: news.id, route: 'grand-opening', categorySlug: 'info' }], missing: [] } });
    });

    test('newsContentsByNewsId returns the blocks sorted by order', async () => {
      const category = await makeCategory(t.admin);
      const news = await makeNews(t.admin, category.id);
      const other = await makeNews(t.admin, category.id);
      for (const [text, order] of [['third', 3], ['first', -1], ['second', 1.5], ['tenth', 10]] as const) {
        await createItem(t.admin, 'NewsContent', { newsId: news.id, tag: 'p', text, order });
      }
      await createItem(t.admin, 'NewsContent', { newsId: other.id, tag: 'p', text: 'elsewhere', order: 0 });
      const { body } = await postGraphQL<{ newsContentsByNewsId: { text: string; order: number }[] }>(
        `query($id: ID!) { newsContentsByNewsId(newsId: $id) { text order } }`,
        { id: news.id },
      );
      expect(body.data?.newsContentsByNewsId).toEqual([
        { text: 'first', order: -1 },
        { text: 'second', order: 1.5 },
        { text: 'third', order: 3 },
        { text: 'tenth', order: 10 },
      ]);
    });

    test('storeByLink finds one store, or null', async () => {
      const store = await makeStore(t.admin, { link: 'ebisu', name: 'Oz Ebisu' });
      await makeStore(t.admin, { link: 'ebisu-2' });
      const { body } = await postGraphQL(`query { storeByLink(link: "ebisu") { id name } none: storeByLink(link: "ebis") { id } }`);
      expect(body).toEqual({ data: { storeByLink: { id: store.id, name: 'Oz Ebisu' }, none: null } });
    });

    test("reviewsByStoreId and questionsByStoreId return the store's items only", async () => {
      const store = await makeStore(t.admin);
      const other = await makeStore(t.admin);
      const reviews = [await createItem(t.admin, 'Review', { storeId: store.id, title: 'one' }), await createItem(t.admin, 'Review', { storeId: store.id, title: 'two' })];
      await createItem(t.admin, 'Review', { storeId: other.id, title: 'other' });
      const question = await createItem(t.admin, 'Question', { storeId: store.id, question: 'q', answer: 'a' });
      await createItem(t.admin, 'Question', { question: 'general', answer: 'a' });
      const { body } = await postGraphQL(
        `query($id: ID!) { reviewsByStoreId(storeId: $id) { id title } questionsByStoreId(storeId: $id) { id question } }`,
        { id: store.id },
      );
      expect(body).toEqual({
        data: {
          reviewsByStoreId: reviews.map((review) => ({ id: review.id, title: review.title })),
          questionsByStoreId: [{ id: question.id, question: 'q' }],
        },
      });
    });

    test('trainersByStoreId lists the oldest trainer first', async () => {
      const store = await makeStore(t.admin);
      // Ids follow creation time, so make createdAt disagree with id order to see which one sorts.
      const names = ['newest', 'oldest', 'middle'];
      const createdAt = ['2025-03-01T00:00:00.000Z', '2024-01-01T00:00:00.000Z', '2024-06-01T00:00:00.000Z'];
      for (const [index, name] of names.entries()) {
        const trainer = await createItem(t.admin, 'Trainer', { storeId: store.id, name });
        await t.db.kysely.updateTable('trainer').set({ createdAt: createdAt[index] }).where('id', '=', trainer.id).execute();
      }
      const { body } = await postGraphQL<{ trainersByStoreId: { name: string }[] }>(
        `query($id: ID!) { trainersByStoreId(storeId: $id) { name } }`,
        { id: store.id },
      );
      expect(body.data?.trainersByStoreId.map((trainer) => trainer.name)).toEqual(['oldest', 'middle', 'newest']);
    });
  });
});
