import { getIntrospectionQuery } from 'graphql';
import { engines, useTestDb } from '@/lib/test/engines';
import { makeArea } from '@/lib/test/fixtures';
import { postGraphQL, signInAdmin } from '@/lib/test/http';
import { INTROSPECTION_REFUSED_MESSAGE } from './introspection';

const SCHEMA_QUERY = 'query { __schema { queryType { name } types { name } } }';
const TYPE_QUERY = 'query { __type(name: "Store") { name fields { name } } }';
/** The schema asked for from inside a fragment, next to an ordinary field. */
const FRAGMENT_QUERY = 'query { listAreas { items { id } } ...Probe } fragment Probe on Query { __schema { types { name } } }';

describe.each(engines())('introspection on $name', (engine) => {
  const t = useTestDb(engine);
  let cookie = '';

  beforeEach(async () => {
    await makeArea(t.admin);
    cookie = (await signInAdmin(t.db)).cookie;
  });

  test.each([
    ['__schema', SCHEMA_QUERY],
    ['__type', TYPE_QUERY],
    ['__schema inside a fragment', FRAGMENT_QUERY],
  ])('an anonymous %s query gets an error and no schema', async (_, query) => {
    const { status, body } = await postGraphQL(query);
    expect([200, 400]).toContain(status);
    expect(body.data ?? null).toBeNull();
    expect(body.errors).toEqual([expect.objectContaining({ message: INTROSPECTION_REFUSED_MESSAGE, errorType: 'UnauthorizedException' })]);
  });

  test('an anonymous caller cannot read the schema in production either', async () => {
    const env = process.env as Record<string, string | undefined>;
    const before = env.NODE_ENV;
    env.NODE_ENV = 'production';
    try {
      const { body } = await postGraphQL(SCHEMA_QUERY);
      expect(body.data ?? null).toBeNull();
      expect(body.errors?.[0]?.message).toBe(INTROSPECTION_REFUSED_MESSAGE);
    } finally {
      env.NODE_ENV = before;
    }
  });

  test('a signed-in admin may introspect', async () => {
    const schema = await postGraphQL<{ __schema: { queryType: { name: string }; types: { name: string }[] } }>(SCHEMA_QUERY, {}, { cookie });
    expect(schema.body.errors).toBeUndefined();
    expect(schema.body.data?.__schema.queryType.name).toBe('Query');
    expect(schema.body.data?.__schema.types.map((type) => type.name)).toContain('Store');

    const type = await postGraphQL<{ __type: { name: string; fields: { name: string }[] } }>(TYPE_QUERY, {}, { cookie });
    expect(type.body.data?.__type.fields.map((field) => field.name)).toContain('link');
  });

  test('the full introspection query of GraphiQL and code generators passes every limit for an admin', async () => {
    const { body } = await postGraphQL<{ __schema: { types: { name: string }[] } }>(getIntrospectionQuery(), {}, { cookie });
    expect(body.errors).toBeUndefined();
    expect(body.data?.__schema.types.map((type) => type.name)).toContain('ModelStoreConnection');
  });

  test('__typename, which Apollo Client adds everywhere, keeps working for everyone', async () => {
    const { body } = await postGraphQL('query { __typename listAreas { __typename items { __typename en } } }');
    expect(body).toEqual({ data: { __typename: 'Query', listAreas: { __typename: 'ModelAreaConnection', items: [{ __typename: 'Area', en: 'Shibuya' }] } } });
  });
});
