import { engines, useTestDb } from '@/lib/test/engines';
import { makeArea, makeStore } from '@/lib/test/fixtures';
import { postGraphQL, signInAdmin, type SseSubscription, subscribeSse } from '@/lib/test/http';
import { createItem, deleteItem, updateItem } from '@/lib/core/model/repository';

type StoreEvent = { id: string; name: string };

const ON_CREATE = /* GraphQL */ `
  subscription OnCreate($filter: ModelSubscriptionStoreFilterInput) { onCreateStore(filter: $filter) { id name } }
`;
const ON_UPDATE = /* GraphQL */ `
  subscription OnUpdate($filter: ModelSubscriptionStoreFilterInput) { onUpdateStore(filter: $filter) { id name } }
`;
const ON_DELETE = /* GraphQL */ `
  subscription OnDelete($filter: ModelSubscriptionStoreFilterInput) { onDeleteStore(filter: $filter) { id name } }
`;
const ON_CREATE_REVIEW = /* GraphQL */ `
  subscription { onCreateReview { id title } }
`;

const names = <T extends Record<string, unknown>>(subscription: SseSubscription<T>, field: keyof T) =>
  subscription.events.map((event) => (event.data?.[field] as { name?: string; title?: string } | undefined));

describe.each(engines())('subscriptions over SSE on $name', (engine) => {
  const t = useTestDb(engine);
  const open: SseSubscription<Record<string, unknown>>[] = [];
  let cookie = '';

  beforeEach(async () => {
    await makeArea(t.admin);
    await makeArea(t.admin, 'Ebisu', '恵比寿');
    cookie = (await signInAdmin(t.db)).cookie;
  });

  afterEach(async () => {
    await Promise.all(open.splice(0).map((subscription) => subscription.close()));
  });

  async function subscribe<T extends Record<string, unknown>>(topic: string, query: string, filter?: object, asAdmin = true) {
    const subscription = await subscribeSse<T>(topic, query, filter ? { filter } : {}, asAdmin ? { cookie } : {});
    open.push(subscription as SseSubscription<Record<string, unknown>>);
    return subscription;
  }

  test('onCreateStore delivers only the creations that match its filter', async () => {
    const shibuya = await subscribe<{ onCreateStore: StoreEvent }>('Store:create', ON_CREATE, {
      area: { eq: 'Shibuya' },
      name: { beginsWith: 'Oz' },
    });
    // Created through the API, as the admin does.
    for (const [name, area, link] of [
      ['Oz Shibuya', 'Shibuya', 'oz-shibuya'],
      ['Oz Ebisu', 'Ebisu', 'oz-ebisu'],
      ['Other Shibuya', 'Shibuya', 'other-shibuya'],
      ['Oz Shibuya 2', 'Shibuya', 'oz-shibuya-2'],
    ]) {
      const result = await postGraphQL(
        `mutation($input: CreateStoreInput!) { createStore(input: $input) { id } }`,
        { input: { name, area, link } },
        { cookie },
      );
      expect(result.body.errors).toBeUndefined();
    }
    await shibuya.waitFor(2);
    expect(names(shibuya, 'onCreateStore')).toEqual([
      { id: expect.any(String), name: 'Oz Shibuya' },
      { id: expect.any(String), name: 'Oz Shibuya 2' },
    ]);
  });

  test('onUpdateStore and onDeleteStore deliver matching updates and deletions', async () => {
    const watched = await makeStore(t.admin, { name: 'Watched', premiumValue: 10000 });
    const ignored = await makeStore(t.admin, { name: 'Ignored', premiumValue: 500 });
    const filter = { premiumValue: { ge: 1000 } };
    const updates = await subscribe<{ onUpdateStore: StoreEvent }>('Store:update', ON_UPDATE, filter);
    const deletes = await subscribe<{ onDeleteStore: StoreEvent }>('Store:delete', ON_DELETE, filter);

    await updateItem(t.admin, 'Store', { id: ignored.id, name: 'Ignored 2' });
    await updateItem(t.admin, 'Store', { id: watched.id, name: 'Watched 2' });
    await deleteItem(t.admin, 'Store', { id: ignored.id });
    await deleteItem(t.admin, 'Store', { id: watched.id });

    await updates.waitFor(1);
    await deletes.waitFor(1);
    expect(names(updates, 'onUpdateStore')).toEqual([{ id: watched.id, name: 'Watched 2' }]);
    expect(names(deletes, 'onDeleteStore')).toEqual([{ id: watched.id, name: 'Watched 2' }]);
  });

  test('an and/or subscription filter is honoured', async () => {
    const subscription = await subscribe<{ onCreateStore: StoreEvent }>('Store:create', ON_CREATE, {
      or: [{ name: { in: ['A', 'B'] } }, { and: [{ area: { eq: 'Ebisu' } }, { name: { contains: 'X' } }] }],
    });
    for (const [name, area] of [['A', 'Shibuya'], ['C', 'Shibuya'], ['X1', 'Shibuya'], ['X2', 'Ebisu'], ['B', 'Ebisu']]) {
      await makeStore(t.admin, { name, area });
    }
    await subscription.waitFor(3);
    expect(names(subscription, 'onCreateStore').map((event) => event?.name)).toEqual(['A', 'X2', 'B']);
  });

  test('an anonymous subscriber never receives events of a disabled store, an admin does', async () => {
    const anonymous = await subscribe<{ onCreateStore: StoreEvent }>('Store:create', ON_CREATE, undefined, false);
    const admin = await subscribe<{ onCreateStore: StoreEvent }>('Store:create', ON_CREATE, undefined, true);
    const anonymousReviews = await subscribe<{ onCreateReview: { title: string } }>('Review:create', ON_CREATE_REVIEW, undefined, false);

    const hidden = await makeStore(t.admin, { name: 'Hidden', enabled: false });
    await createItem(t.admin, 'Review', { storeId: hidden.id, title: 'on hidden' });
    const shown = await makeStore(t.admin, { name: 'Shown', enabled: true });
    await createItem(t.admin, 'Review', { storeId: shown.id, title: 'on shown' });

    await admin.waitFor(2);
    // The event of the enabled store arrives after the hidden one would have: nothing else is pending.
    await anonymous.waitFor(1);
    await anonymousReviews.waitFor(1);
    expect(names(admin, 'onCreateStore').map((event) => event?.name)).toEqual(['Hidden', 'Shown']);
    expect(names(anonymous, 'onCreateStore').map((event) => event?.name)).toEqual(['Shown']);
    expect(names(anonymousReviews, 'onCreateReview').map((event) => event?.title)).toEqual(['on shown']);
  });

  test('an anonymous subscriber cannot see a disabled store even by filtering for it', async () => {
    const filter = { or: [{ enabled: { eq: false } }, { name: { eq: 'Sentinel' } }] };
    const anonymous = await subscribe<{ onCreateStore: StoreEvent }>('Store:create', ON_CREATE, filter, false);
    await makeStore(t.admin, { name: 'Hidden', enabled: false });
    await makeStore(t.admin, { name: 'Sentinel', enabled: true });
    // Events reach a subscriber in order: once the sentinel is there, the hidden store was passed over.
    await anonymous.waitFor(1);
    expect(names(anonymous, 'onCreateStore').map((event) => event?.name)).toEqual(['Sentinel']);
  });
});
