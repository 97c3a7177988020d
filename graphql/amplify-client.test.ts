import { parse, print } from 'graphql';
import { engines, useTestDb } from '@/lib/test/engines';
import { makeArea, makeCategory, makeNews, makeStore } from '@/lib/test/fixtures';
import { fetchGraphQL, type GraphQLResponse } from '@/lib/test/http';

/*
 * Replays what an app built on AWS Amplify v6 sends to the AppSync API this one replaces: the
 * statements `amplify codegen` generates (every field, __typename included) and the request of
 * Amplify's GraphQL client, which prints the document, sends `{ query, variables }` with its own
 * headers and no Accept (so fetch sends *\/*), and shows only "Unknown error" for a non-2xx answer.
 */

const listStores = /* GraphQL */ `
  query ListStores(
    $filter: ModelStoreFilterInput
    $limit: Int
    $nextToken: String
  ) {
    listStores(filter: $filter, limit: $limit, nextToken: $nextToken) {
      items {
        id
        name
        area
        postCode
        address
        addressOther
        access
        phone
        googleMap
        embedUrl
        instagram
        line
        businessHours
        holidays
        premiumValue
        openDate
        thumbImage
        images
        rentalAllSet
        rentalTopBottomSet
        rentalTopOrBottom
        rentalShoes
        rentalSocks
        rentalShaker
        enabled
        link
        googleLocationId
        latitude
        longitude
        createdAt
        updatedAt
        __typename
      }
      nextToken
      __typename
    }
  }
`;

const getNews = /* GraphQL */ `
  query GetNews($id: ID!) {
    getNews(id: $id) {
      id
      categorySlug
      categoryName
      categoryId
      createdDate
      title
      route
      template
      createdAt
      updatedAt
      __typename
    }
  }
`;

const listNews = /* GraphQL */ `
  query ListNews(
    $filter: ModelNewsFilterInput
    $limit: Int
    $nextToken: String
  ) {
    listNews(filter: $filter, limit: $limit, nextToken: $nextToken) {
      items {
        id
        createdDate
        title
        route
        createdAt
        __typename
      }
      nextToken
      __typename
    }
  }
`;

/** The headers Amplify v6 sets with an API key, and the Accept fetch adds. */
const AMPLIFY_HEADERS = {
  'content-type': 'application/json; charset=UTF-8',
  'x-api-key': 'da2-exampleexampleexample1',
  'x-amz-user-agent': 'aws-amplify/6.6.0 api/1 framework/1',
  accept: '*/*',
};

async function amplifyGraphql<T>(statement: string, variables: Record<string, unknown>) {
  const response = await fetchGraphQL({
    method: 'POST',
    headers: AMPLIFY_HEADERS,
    body: JSON.stringify({ query: print(parse(statement)), variables }),
  });
  return { status: response.status, body: (await response.json()) as GraphQLResponse<T> };
}

type StoreList = { listStores: { items: Record<string, unknown>[]; nextToken: string | null; __typename: string } };

/** Fields added after these statements were generated, which they therefore do not ask for. */
const LATER_FIELDS = ['seoTitle', 'seoDescription', 'seoImage'];
const withoutLaterFields = (item: object) => Object.fromEntries(Object.entries(item).filter(([field]) => !LATER_FIELDS.includes(field)));

describe.each(engines())('Amplify v6 generated statements on $name', (engine) => {
  const t = useTestDb(engine);

  beforeEach(async () => {
    await makeArea(t.admin);
  });

  test('ListStores with a createdAt filter in $filter answers every field, with AWSDate and AWSDateTime values', async () => {
    const old = await makeStore(t.admin, { name: 'Old', openDate: '2010-05-12' });
    const recent = await makeStore(t.admin, { name: 'Recent', openDate: '2024-10-01', images: ['/media/a/1280.webp'] });
    await t.db.kysely.updateTable('store').set({ createdAt: '2024-01-01T00:00:00.000Z' }).where('id', '=', old.id).execute();
    const { status, body } = await amplifyGraphql<StoreList>(listStores, { filter: { createdAt: { gt: '2025-01-01T00:00:00.000Z' } }, limit: 100 });
    expect(status).toBe(200);
    expect(body.errors).toBeUndefined();
    expect(body.data?.listStores).toEqual({
      items: [{ ...withoutLaterFields(recent), __typename: 'Store' }],
      nextToken: null,
      __typename: 'ModelStoreConnection',
    });
  });

  test('ListNews filtered on the AWSDate createdDate keeps ModelStringInput operators, and GetNews answers the article', async () => {
    const category = await makeCategory(t.admin);
    const april = await makeNews(t.admin, category.id, { createdDate: '2025-04-01', route: 'april' });
    await makeNews(t.admin, category.id, { createdDate: '2025-05-01', route: 'may' });
    const list = await amplifyGraphql<{ listNews: { items: { route: string }[] } }>(listNews, {
      filter: { createdDate: { beginsWith: '2025-04' }, or: [{ createdDate: { between: ['2025-01-01', '2025-04-30'] } }] },
    });
    expect(list.status).toBe(200);
    expect(list.body.data?.listNews.items.map((news) => news.route)).toEqual(['april']);
    const one = await amplifyGraphql<{ getNews: Record<string, unknown> }>(getNews, { id: april.id });
    // The generated statement predates drafts: it asks for every field the original schema had.
    const original = withoutLaterFields(Object.fromEntries(Object.entries(april).filter(([field]) => field !== 'status' && field !== 'publishAt')));
    expect(one.body).toEqual({ data: { getNews: { ...original, __typename: 'News' } } });
  });

  test('a variable of the wrong type is answered 200 with the message, which Amplify then shows', async () => {
    const { status, body } = await amplifyGraphql(listStores, { limit: 'ten' });
    expect(status).toBe(200);
    expect(body.errors).toEqual([
      expect.objectContaining({ message: 'Variable "$limit" got invalid value "ten"; Int cannot represent non-integer value: "ten"', errorType: 'ValidationError' }),
    ]);
  });

  test("errors of the document carry AppSync's errorType, as Amplify reads it", async () => {
    // Sent as they are: amplifyGraphql() prints the statement, which a broken one does not survive.
    const send = async (query: string) =>
      (await (await fetchGraphQL({ method: 'POST', headers: AMPLIFY_HEADERS, body: JSON.stringify({ query }) })).json()) as GraphQLResponse;
    expect((await send('query { listStores { items { id } }')).errors).toEqual([expect.objectContaining({ errorType: 'MalformedHttpRequestException' })]);
    expect((await send('query { listStores { items { nothing } } }')).errors).toEqual([
      expect.objectContaining({ message: expect.stringContaining('nothing'), errorType: 'ValidationError' }),
    ]);
    // An error with a type of its own keeps it: a mutation without a session.
    expect((await send('mutation { deleteArea(input: { id: "x" }) { id } }')).errors).toEqual([expect.objectContaining({ errorType: 'UnauthorizedException' })]);
  });

  test('a filter operand of the wrong type is answered 200 with the message', async () => {
    const { status, body } = await amplifyGraphql(listStores, { filter: { createdAt: { gt: 5 } } });
    expect(status).toBe(200);
    expect(body.errors?.[0]?.message).toBe('Variable "$filter" got invalid value 5 at "filter.createdAt.gt"; String cannot represent a non string value: 5');
    expect(body.errors?.[0]?.errorType).toBe('ValidationError');
  });
});
