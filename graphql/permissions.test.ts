import {
  type GraphQLArgument,
  type GraphQLField,
  type GraphQLInputType,
  getNamedType,
  isEnumType,
  isInputObjectType,
  isLeafType,
  isListType,
  isNonNullType,
  parse,
  subscribe,
} from 'graphql';
import { GET as exportAnalyticsCsv } from '@/app/api/admin/analytics.csv/route';
import { GET as exportAuditCsv } from '@/app/api/admin/audit.csv/route';
import { GET as exportBookingCsv } from '@/app/api/admin/bookings.csv/route';
import { GET as exportEnquiryCsv } from '@/app/api/admin/enquiries.csv/route';
import { DELETE as deleteMedia, GET as getMedia, PATCH as patchMedia } from '@/app/api/media/[id]/route';
import { GET as listMedia, POST as uploadMedia } from '@/app/api/media/route';
import { ENDPOINT_RULES, OPERATION_RULES, type Rule } from '@/lib/core/auth/permissions';
import type { Role } from '@/lib/core/auth/roles';
import { viewerFromRequest } from '@/lib/core/auth/viewer';
import { UNAUTHENTICATED_MESSAGE } from '@/lib/core/model/errors';
import { createItem, type Viewer } from '@/lib/core/model/repository';
import { engines, useTestDb } from '@/lib/test/engines';
import { makeArea, makeStore } from '@/lib/test/fixtures';
import { GRAPHQL_URL, postGraphQL, sameOriginHeaders, signInAdmin } from '@/lib/test/http';
import { getSchema } from './schema';

/*
 * The role × operation matrix: every query, mutation and subscription of the schema, and every
 * admin HTTP endpoint, called by an anonymous visitor and by each role, against what its rule in
 * lib/core/auth/permissions.ts allows. The operations come from the schema itself, so one added
 * without a rule fails here (and the schema refuses to build).
 */

type Caller = 'anonymous' | Role | 'unenrolled';
const CALLERS: Caller[] = ['anonymous', 'owner', 'editor', 'staff', 'unenrolled'];

/** What each rule means for each caller ('unenrolled': an account that must first turn on two-factor sign-in). */
const ALLOWED: Record<Rule, Caller[]> = {
  public: ['anonymous', 'owner', 'editor', 'staff', 'unenrolled'],
  self: ['owner', 'editor', 'staff', 'unenrolled'],
  storeStaff: ['owner', 'editor', 'staff'],
  editor: ['owner', 'editor'],
  owner: ['owner'],
};

const SOME_ID = '01900000-0000-7000-8000-00000000beef';

/**
 * The records the sample arguments point at: the store of the store staff account and a campaign
 * of it, so that what store staff may do to their own store is allowed by the repository too.
 */
const target = { storeId: SOME_ID, campaignId: SOME_ID };

/** A value of the argument's type that the API will parse (its content is beside the point). */
function sample(type: GraphQLInputType, name = ''): unknown {
  if (name === 'storeId') return target.storeId;
  if (isNonNullType(type)) return sample(type.ofType, name);
  if (isListType(type)) return [sample(type.ofType, name)];
  if (isEnumType(type)) return (type.getValue('Campaign') ?? type.getValues()[0])?.value;
  if (isInputObjectType(type)) {
    return Object.fromEntries(
      Object.values(type.getFields())
        .filter((field) => isNonNullType(field.type) || field.name === 'storeId')
        .map((field) => [field.name, sample(field.type, field.name)]),
    );
  }
  const scalars: Record<string, unknown> = {
    ID: target.campaignId,
    String: 'x',
    Int: 1,
    Float: 1,
    Boolean: false,
    AWSDateTime: '2026-01-01T00:00:00.000Z',
    AWSDate: '2026-01-01',
    AWSTime: '10:00:00',
    AWSEmail: 'someone@example.com',
    AWSURL: 'https://example.com/',
    AWSJSON: '{}',
    AWSPhone: '03-0000-0000',
    AWSTimestamp: 0,
    AWSIPAddress: '127.0.0.1',
  };
  return scalars[getNamedType(type).name] ?? 'x';
}

function document(kind: 'query' | 'mutation' | 'subscription', field: GraphQLField<unknown, unknown>) {
  const required = field.args.filter((arg: GraphQLArgument) => isNonNullType(arg.type));
  const declared = required.map((arg) => `$${arg.name}: ${arg.type.toString()}`).join(', ');
  const passed = required.map((arg) => `${arg.name}: $${arg.name}`).join(', ');
  const selection = isLeafType(getNamedType(field.type)) ? '' : ' { __typename }';
  return {
    text: `${kind}${declared ? `(${declared})` : ''} { ${field.name}${passed ? `(${passed})` : ''}${selection} }`,
    variables: Object.fromEntries(required.map((arg) => [arg.name, sample(arg.type, arg.name)])),
  };
}

const schema = getSchema();
const roots = { query: schema.getQueryType(), mutation: schema.getMutationType(), subscription: schema.getSubscriptionType() };
const TYPE_NAMES = { query: 'Query', mutation: 'Mutation', subscription: 'Subscription' } as const;
const operations = (Object.keys(roots) as (keyof typeof roots)[]).flatMap((kind) =>
  Object.values(roots[kind]?.getFields() ?? {}).map((field) => ({ kind, type: TYPE_NAMES[kind], name: field.name, field })),
);

test('every operation of the schema has a rule, and every rule an operation', () => {
  const inSchema = operations.map(({ type, field }) => `${type}.${field.name}`).sort();
  expect(inSchema.filter((name) => !OPERATION_RULES[name])).toEqual([]);
  expect(Object.keys(OPERATION_RULES).filter((name) => !inSchema.includes(name))).toEqual([]);
});

test('no operation edits or deletes the audit log: it is only read, by owners', () => {
  const auditOperations = operations.filter(({ name }) => /audit/i.test(name)).map(({ type, name }) => `${type}.${name}`);
  expect(auditOperations).toEqual(['Query.listAuditLog']);
  expect(OPERATION_RULES['Query.listAuditLog']).toBe('owner');
});

describe.each(engines())('role × operation on $name', (engine) => {
  const t = useTestDb(engine, { emptyBeforeEach: false });
  const cookies = new Map<Caller, string>();
  const viewers = new Map<Caller, Viewer | null>();
  const ids = new Map<Caller, string>();

  const request = (caller: Caller, url = GRAPHQL_URL, init: RequestInit = {}) =>
    new Request(url, { ...init, headers: { ...sameOriginHeaders(), ...(cookies.get(caller) ? { cookie: cookies.get(caller) ?? '' } : {}) } });

  beforeAll(async () => {
    for (const table of ['audit_log', 'admin_user_store', 'site_setting', 'admin_user', 'store', 'area', 'login_attempt'] as const) {
      await t.db.kysely.deleteFrom(table).execute();
    }
    await makeArea(t.admin);
    const store = await makeStore(t.admin, { name: '渋谷店', link: 'shibuya' });
    target.storeId = store.id;
    target.campaignId = (await createItem(t.admin, 'Campaign', { storeId: store.id, date: '2026-01-01', value: 0, status: 'PUBLISHED' })).id;
    for (const caller of CALLERS) {
      if (caller === 'anonymous') continue;
      const role: Role = caller === 'unenrolled' ? 'editor' : caller;
      const { user, cookie } = await signInAdmin(t.db, { email: `${caller}@example.com`, role, storeIds: role === 'staff' ? [store.id] : [] });
      cookies.set(caller, cookie);
      ids.set(caller, user.id);
    }
    // The owner requires two-factor sign-in; every account without it is then "unenrolled", so the
    // others get a secret (its value does not matter here).
    await t.db.kysely.insertInto('site_setting').values({ key: 'two-factor-required', value: '1', updatedAt: new Date().toISOString() }).execute();
    await t.db.kysely.updateTable('admin_user').set({ totpSecret: 'JBSWY3DPEHPK3PXP' }).where('email', '!=', 'unenrolled@example.com').execute();
    for (const caller of CALLERS) viewers.set(caller, await viewerFromRequest(t.db, request(caller)));
    expect(viewers.get('unenrolled')?.mustEnrollTwoFactor).toBe(true);
    expect(viewers.get('staff')).toMatchObject({ role: 'staff', storeIds: [store.id] });
  });

  // What an allowed call may have done to its own caller (signing out everywhere, being disabled…) is undone.
  afterEach(async () => {
    for (const caller of CALLERS) {
      const id = ids.get(caller);
      if (id) await t.db.kysely.updateTable('admin_user').set({ tokenVersion: 0, disabled: 0 }).where('id', '=', id).execute();
    }
    await t.db.kysely.deleteFrom('login_attempt').execute();
    // An owner's allowed setTwoFactorRequired(false) would make "unenrolled" an ordinary editor.
    await t.db.kysely.updateTable('site_setting').set({ value: '1' }).where('key', '=', 'two-factor-required').execute();
  });

  const refusalOf = (caller: Caller, type: string, field: string) =>
    caller === 'anonymous' ? UNAUTHENTICATED_MESSAGE : `Not Authorized to access ${field} on type ${type}`;
  const isRefusal = (message: string | undefined) => message === UNAUTHENTICATED_MESSAGE || /^Not Authorized to access /.test(message ?? '');

  const cases = operations.flatMap((operation) => CALLERS.map((caller) => ({ ...operation, caller })));

  test.each(cases)('$type.$name by $caller', async ({ kind, type, field, caller }) => {
    const rule = OPERATION_RULES[`${type}.${field.name}`] as Rule;
    const allowed = ALLOWED[rule].includes(caller);
    const { text, variables } = document(kind, field);
    let messages: string[];
    if (kind === 'subscription') {
      const result = await subscribe({ schema, document: parse(text), variableValues: variables, contextValue: { db: t.db, viewer: viewers.get(caller) ?? null } });
      if (Symbol.asyncIterator in result) {
        await result.return?.();
        messages = [];
      } else {
        messages = (result.errors ?? []).map((error) => error.message);
      }
    } else {
      const { body } = await postGraphQL(text, variables, { cookie: cookies.get(caller) });
      messages = (body.errors ?? []).map((error) => error.message);
    }
    if (allowed) expect(messages.filter(isRefusal)).toEqual([]);
    else expect(messages).toContain(refusalOf(caller, type, field.name));
  });

  const endpoints: Record<string, (caller: Caller) => Promise<Response>> = {
    'GET /api/admin/enquiries.csv': (caller) => exportEnquiryCsv(request(caller, 'http://localhost/api/admin/enquiries.csv')),
    'GET /api/admin/bookings.csv': (caller) => exportBookingCsv(request(caller, 'http://localhost/api/admin/bookings.csv')),
    'GET /api/admin/analytics.csv': (caller) => exportAnalyticsCsv(request(caller, 'http://localhost/api/admin/analytics.csv?from=2026-11-30&to=2026-11-30')),
    'GET /api/admin/audit.csv': (caller) => exportAuditCsv(request(caller, 'http://localhost/api/admin/audit.csv')),
    'GET /api/media': (caller) => listMedia(request(caller, 'http://localhost/api/media')),
    'POST /api/media': (caller) => uploadMedia(request(caller, 'http://localhost/api/media', { method: 'POST' })),
    'GET /api/media/[id]': (caller) => getMedia(request(caller, `http://localhost/api/media/${SOME_ID}`), { params: Promise.resolve({ id: SOME_ID }) }),
    'PATCH /api/media/[id]': (caller) =>
      patchMedia(request(caller, `http://localhost/api/media/${SOME_ID}`, { method: 'PATCH' }), { params: Promise.resolve({ id: SOME_ID }) }),
    'DELETE /api/media/[id]': (caller) =>
      deleteMedia(request(caller, `http://localhost/api/media/${SOME_ID}`, { method: 'DELETE' }), { params: Promise.resolve({ id: SOME_ID }) }),
  };

  test('every endpoint with a rule is called below, and every endpoint called has a rule', () => {
    expect(Object.keys(endpoints).sort()).toEqual(Object.keys(ENDPOINT_RULES).sort());
  });

  const endpointCases = Object.keys(endpoints).flatMap((endpoint) => CALLERS.map((caller) => ({ endpoint, caller })));

  test.each(endpointCases)('$endpoint by $caller', async ({ endpoint, caller }) => {
    const rule = ENDPOINT_RULES[endpoint] as Rule;
    const response = await endpoints[endpoint]?.(caller);
    const status = response?.status;
    await response?.body?.cancel();
    if (ALLOWED[rule].includes(caller)) expect([401, 403]).not.toContain(status);
    else expect(status).toBe(caller === 'anonymous' ? 401 : 403);
  });
});
