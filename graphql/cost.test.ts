import { addTypenameToDocument } from '@apollo/client/utilities';
import {
  type DocumentNode,
  getOperationAST,
  type GraphQLInputType,
  isEnumType,
  isInputObjectType,
  isListType,
  isNonNullType,
  Kind,
  parse,
  print,
  typeFromAST,
} from 'graphql';
import * as adminDocuments from '@/graphql/admin-documents';
import * as bookingDocuments from '@/graphql/booking-documents';
import { documentsOf } from '@/graphql/documents';
import { MAX_PER_PAGE as MAX_ENQUIRIES_PER_PAGE } from '@/lib/core/enquiry/inbox';
import { entityNames } from '@/lib/core/model/entities';
import { MAX_LIMIT, MAX_NEWS_PER_PAGE } from '@/lib/core/model/repository';
import { engines, useTestDb } from '@/lib/test/engines';
import { makeArea, makeStore } from '@/lib/test/fixtures';
import { postGraphQL, signInAdmin } from '@/lib/test/http';
import { costRefusal, MAX_QUERY_COST, queryCost } from './cost';
import { getSchema } from './schema';

function isDocument(value: unknown): value is DocumentNode {
  return typeof value === 'object' && value !== null && (value as DocumentNode).kind === Kind.DOCUMENT;
}

function documentsOfModule(module: string, exports: Record<string, unknown>): [string, DocumentNode][] {
  return Object.entries(exports)
    .filter((entry): entry is [string, DocumentNode] => isDocument(entry[1]))
    .map(([name, document]) => [`${module} ${name}`, document]);
}

/** Every document the app sends: the admin's, through Apollo Client (the public pages read the repository directly). */
const appDocuments: [string, DocumentNode][] = [
  ...entityNames.flatMap((entity) =>
    Object.entries(documentsOf(entity)).map(([kind, document]): [string, DocumentNode] => [`admin ${entity} ${kind}`, document]),
  ),
  ...documentsOfModule('admin', adminDocuments),
  ...documentsOfModule('admin booking', bookingDocuments),
];

/** The largest page a variable of this name can ask for. */
const PAGE_SIZE_VARIABLES: Record<string, number> = { limit: MAX_LIMIT, perPage: Math.max(MAX_NEWS_PER_PAGE, MAX_ENQUIRIES_PER_PAGE) };

/** A value the type accepts, with only the required fields of an input object. */
function sampleValue(type: GraphQLInputType): unknown {
  if (isNonNullType(type)) return sampleValue(type.ofType);
  if (isListType(type)) return [sampleValue(type.ofType)];
  if (isEnumType(type)) return type.getValues()[0]?.value;
  if (isInputObjectType(type)) {
    const required = Object.values(type.getFields()).filter((field) => isNonNullType(field.type));
    return Object.fromEntries(required.map((field) => [field.name, sampleValue(field.type)]));
  }
  return ({ Int: 1, Float: 1, Boolean: true, AWSDate: '2025-04-01', AWSDateTime: '2025-04-01T00:00:00.000Z' } as Record<string, unknown>)[type.name] ?? 'x';
}

/** Values for the operation's required variables and the largest page sizes: the most the app can ask with it. */
function heaviestVariables(document: DocumentNode): Record<string, unknown> {
  const schema = getSchema();
  const variables: Record<string, unknown> = {};
  for (const definition of getOperationAST(document)?.variableDefinitions ?? []) {
    const name = definition.variable.name.value;
    const type = typeFromAST(schema, definition.type) as GraphQLInputType;
    if (name in PAGE_SIZE_VARIABLES) variables[name] = PAGE_SIZE_VARIABLES[name];
    else if (isNonNullType(type)) variables[name] = sampleValue(type);
  }
  return variables;
}

const twentyBigLists = `query { ${Array.from({ length: 20 }, (_, index) => `a${index}: listStores(limit: 2000) { items { id } nextToken }`).join(' ')} }`;

function fiveBigLists(limit: string): string {
  return `query Lists${limit.startsWith('$') ? '($limit: Int)' : ''} {
    listStores(limit: ${limit}) { items { id name } }
    listNews(limit: ${limit}) { items { id title } }
    listNewsContents(limit: ${limit}) { items { id text } }
    listReviews(limit: ${limit}) { items { id title } }
    listTrainers(limit: ${limit}) { items { id name } }
  }`;
}

describe('the cost of a document', () => {
  const schema = getSchema();

  test.each(appDocuments)('%s, as Apollo Client sends it, is under the limit', (_, document) => {
    const sent = addTypenameToDocument(document);
    const operation = { schema, document: sent, variableValues: heaviestVariables(sent) };
    expect(costRefusal(operation)).toBeNull();
    expect(queryCost(operation)).toBeLessThanOrEqual(MAX_QUERY_COST);
  });

  test('the documents include every admin list, at 2,000 items a page', () => {
    const lists = appDocuments.filter(([name]) => / list$/.test(name)).map(([, document]) => print(document));
    expect(lists).toHaveLength(entityNames.length);
    for (const list of lists) expect(list).toContain('limit: 2000');
  });

  test('a page costs its size times its items, whether the limit is written or passed as a variable', () => {
    const cost = (source: string, variableValues = {}) => queryCost({ schema, document: parse(source), variableValues });
    const byDefault = cost('query { listStores { items { id } } }');
    const written = cost('query { listStores(limit: 2000) { items { id } } }');
    const variable = cost('query($limit: Int) { listStores(limit: $limit) { items { id } } }', { limit: 2000 });
    expect(written).toBe(variable);
    expect(written).toBeGreaterThan(19 * byDefault);
    // The repository serves 2,000 at most, so a bigger limit costs no more.
    expect(cost('query { listStores(limit: 1000000) { items { id } } }')).toBe(written);
  });

  test.each([
    ['20 aliases of listStores(limit: 2000)', twentyBigLists, {}],
    ['five lists of 2,000 in one query', fiveBigLists('2000'), {}],
    ['five lists of 2,000 through a $limit variable', fiveBigLists('$limit'), { limit: 2000 }],
  ])('%s is over the limit', (_, source, variableValues) => {
    const refusal = costRefusal({ schema, document: parse(source), variableValues });
    expect(refusal?.message).toMatch(new RegExp(`^Query cost limit of ${MAX_QUERY_COST} exceeded: its cost is \\d+\\.`));
  });

  test('a document too large to weigh is refused too', () => {
    const fields = Array.from({ length: 12_000 }, (_, index) => `f${index}: id`).join(' ');
    const refusal = costRefusal({ schema, document: parse(`query { getStore(id: "x") { ${fields} } }`) });
    expect(refusal?.message).toMatch(/exceeded: it is too large to weigh/);
  });
});

describe.each(engines())('the cost limit over HTTP on $name', (engine) => {
  const t = useTestDb(engine);
  let cookie = '';

  beforeEach(async () => {
    await makeArea(t.admin);
    await makeStore(t.admin, { name: 'Oz Shibuya' });
    cookie = (await signInAdmin(t.db)).cookie;
  });

  test.each([
    ['20 aliases of listStores(limit: 2000)', twentyBigLists, {}],
    ['five lists of 2,000 in one query', fiveBigLists('2000'), {}],
    ['five lists of 2,000 through a $limit variable', fiveBigLists('$limit'), { limit: 2000 }],
  ])('%s is refused before it runs, even for an admin', async (_, query, variables) => {
    const { body } = await postGraphQL(query, variables, { cookie });
    expect(body.data ?? null).toBeNull();
    expect(body.errors).toEqual([expect.objectContaining({ message: expect.stringMatching(/^Query cost limit of 100000 exceeded/) })]);
  });

  test('the same five lists with a small $limit run', async () => {
    const { body } = await postGraphQL<{ listStores: { items: { name: string }[] } }>(fiveBigLists('$limit'), { limit: 10 });
    expect(body.errors).toBeUndefined();
    expect(body.data?.listStores.items).toEqual([{ id: expect.any(String), name: 'Oz Shibuya' }]);
  });

  test("the admin's own store list, the widest of its pages, runs", async () => {
    const list = print(addTypenameToDocument(documentsOf('Store').list));
    const { body } = await postGraphQL<{ listStores: { items: { name: string }[] } }>(list, {}, { cookie });
    expect(body.errors).toBeUndefined();
    expect(body.data?.listStores.items.map((store) => store.name)).toEqual(['Oz Shibuya']);
  });
});
