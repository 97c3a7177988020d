import { UNAUTHENTICATED_MESSAGE } from '@/lib/core/model/errors';
import { engines, useTestDb } from '@/lib/test/engines';
import { makeArea, makeStore } from '@/lib/test/fixtures';
import { postGraphQL, sessionCookie, signInAdmin } from '@/lib/test/http';

const CREATE = /* GraphQL */ `
  mutation Create($input: CreateStoreInput!) { createStore(input: $input) { id name } }
`;
const UPDATE = /* GraphQL */ `
  mutation Update($input: UpdateStoreInput!) { updateStore(input: $input) { id name } }
`;
const DELETE = /* GraphQL */ `
  mutation Delete($input: DeleteStoreInput!) { deleteStore(input: $input) { id } }
`;
const ME = /* GraphQL */ `query { me { id email } }`;

describe.each(engines())('authentication over HTTP on $name', (engine) => {
  const t = useTestDb(engine);

  beforeEach(async () => {
    await makeArea(t.admin);
  });

  const stores = async () => (await t.db.kysely.selectFrom('store').select(['id', 'name']).execute()).map((row) => row.name);

  function expectUnauthenticated(body: { data?: unknown; errors?: { message: string; errorType?: string; extensions?: Record<string, unknown> }[] }, field: string) {
    expect(body.errors).toHaveLength(1);
    expect(body.errors?.[0]).toMatchObject({
      message: UNAUTHENTICATED_MESSAGE,
      errorType: 'UnauthorizedException',
      path: [field],
      extensions: { errorType: 'UnauthorizedException' },
    });
    expect(body.data).toEqual({ [field]: null });
  }

  test('an anonymous create, update and delete each get the AppSync error and write nothing', async () => {
    const store = await makeStore(t.admin, { name: 'Kept' });

    const created = await postGraphQL(CREATE, { input: { name: 'New', area: 'Shibuya', link: 'new' } });
    expect(created.status).toBe(200);
    expectUnauthenticated(created.body, 'createStore');

    const updated = await postGraphQL(UPDATE, { input: { id: store.id, name: 'Changed' } });
    expectUnauthenticated(updated.body, 'updateStore');

    const deleted = await postGraphQL(DELETE, { input: { id: store.id } });
    expectUnauthenticated(deleted.body, 'deleteStore');

    expect(await stores()).toEqual(['Kept']);
  });

  test('a signed-in admin cookie may create, update and delete', async () => {
    const { cookie, user } = await signInAdmin(t.db);
    expect((await postGraphQL(ME, {}, { cookie })).body.data).toEqual({ me: { id: user.id, email: user.email } });

    const created = await postGraphQL<{ createStore: { id: string; name: string } }>(
      CREATE,
      { input: { name: 'New', area: 'Shibuya', link: 'new' } },
      { cookie },
    );
    expect(created.body.errors).toBeUndefined();
    const id = created.body.data?.createStore.id;
    expect(created.body.data?.createStore).toEqual({ id: expect.any(String), name: 'New' });

    const updated = await postGraphQL(UPDATE, { input: { id, name: 'Renamed' } }, { cookie });
    expect(updated.body).toEqual({ data: { updateStore: { id, name: 'Renamed' } } });
    expect(await stores()).toEqual(['Renamed']);

    const deleted = await postGraphQL(DELETE, { input: { id } }, { cookie });
    expect(deleted.body).toEqual({ data: { deleteStore: { id } } });
    expect(await stores()).toEqual([]);
  });

  test('the same session token works as an Authorization: Bearer header', async () => {
    const { cookie } = await signInAdmin(t.db);
    const token = cookie.slice(cookie.indexOf('=') + 1);
    const created = await postGraphQL(CREATE, { input: { name: 'Api', area: 'Shibuya', link: 'api' } }, { headers: { authorization: `Bearer ${token}` } });
    expect(created.body.errors).toBeUndefined();
    expect(await stores()).toEqual(['Api']);
  });

  test("a disabled user's cookie counts as anonymous", async () => {
    const { cookie, user } = await signInAdmin(t.db);
    await t.db.kysely.updateTable('admin_user').set({ disabled: 1 }).where('id', '=', user.id).execute();
    expect((await postGraphQL(ME, {}, { cookie })).body.data).toEqual({ me: null });
    expectUnauthenticated((await postGraphQL(CREATE, { input: { name: 'X', area: 'Shibuya', link: 'x' } }, { cookie })).body, 'createStore');
    expect(await stores()).toEqual([]);
  });

  test('a cookie with an outdated token version counts as anonymous', async () => {
    const { cookie, user } = await signInAdmin(t.db);
    await t.db.kysely.updateTable('admin_user').set({ tokenVersion: 1 }).where('id', '=', user.id).execute();
    expectUnauthenticated((await postGraphQL(CREATE, { input: { name: 'X', area: 'Shibuya', link: 'x' } }, { cookie })).body, 'createStore');
    const renewed = await sessionCookie({ sub: user.id, email: user.email, name: user.name, tokenVersion: 1 });
    expect((await postGraphQL(CREATE, { input: { name: 'Y', area: 'Shibuya', link: 'y' } }, { cookie: renewed })).body.errors).toBeUndefined();
    expect(await stores()).toEqual(['Y']);
  });

  test('a cookie signed with another secret, or for an unknown user, counts as anonymous', async () => {
    const { user } = await signInAdmin(t.db);
    const { encode } = await import('next-auth/jwt');
    const forged = await encode({ token: { sub: user.id, tokenVersion: 0 }, secret: 'some-other-secret-of-enough-length' });
    const unknown = await sessionCookie({ sub: '01900000-0000-7000-8000-00000000dead', email: 'x@example.com', name: null, tokenVersion: 0 });
    for (const cookie of [`next-auth.session-token=${forged}`, unknown]) {
      expectUnauthenticated((await postGraphQL(CREATE, { input: { name: 'X', area: 'Shibuya', link: 'x' } }, { cookie })).body, 'createStore');
    }
    expect(await stores()).toEqual([]);
  });
});
