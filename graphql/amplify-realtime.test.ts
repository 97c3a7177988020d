import { createServer, type Server } from 'node:https';
import type { AddressInfo } from 'node:net';
import { entityNames } from '@/lib/core/model/entities';
import { createItem, deleteItem, updateItem } from '@/lib/core/model/repository';
import { stampClientAddress } from '@/lib/core/security/client-address';
import { stampRequestOrigin } from '@/lib/core/security/origin';
import { AmplifyApp, CHANGE_KINDS, everyEntityChange, waitFor } from '@/lib/test/amplify';
import { engines, useTestDb } from '@/lib/test/engines';
import { makeArea, makeCategory, makeNews, makeStore } from '@/lib/test/fixtures';
import { sameOriginHeaders, signInAdmin } from '@/lib/test/http';
import { selfSignedCertificate } from '@/lib/test/tls';
import { createRealtime, type Realtime } from './realtime';

/*
 * An unmodified AWS Amplify v6 client, as an app built for AppSync uses it, with the subscription
 * statements Amplify's own generator writes from graphql/schema.amplify.graphql (lib/test/amplify.ts),
 * over TLS (Amplify dials only wss://), against the real-time endpoint on one process. Through
 * nginx and between instances: e2e/cluster/cluster.spec.ts.
 */

describe.each(engines())('an AWS Amplify v6 app subscribed over TLS, on $name', (engine) => {
  const t = useTestDb(engine);
  let server: Server;
  let realtime: Realtime;
  let app: AmplifyApp;

  beforeAll(async () => {
    const certificate = selfSignedCertificate();
    realtime = createRealtime();
    server = createServer({ key: certificate.key, cert: certificate.cert }, (_, res) => res.writeHead(404).end());
    server.on('upgrade', (req, socket, head) => {
      stampClientAddress(req, 0);
      stampRequestOrigin(req, 0);
      realtime.handleUpgrade(req, socket, head);
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    app = new AmplifyApp(`https://localhost:${(server.address() as AddressInfo).port}/api/graphql`, certificate.cert);
  });

  afterAll(async () => {
    app.close();
    realtime.close();
    await new Promise((resolve) => server.close(resolve));
  });

  afterEach(() => app.unsubscribeAll());

  const subscribe = (field: string, variables: Record<string, unknown> = {}) => app.subscribe(field, variables);

  test('on-create, on-update and on-delete of every public entity arrive within 2 s', async () => {
    await makeArea(t.admin);
    const store = await makeStore(t.admin, { name: 'Base' });
    const category = await makeCategory(t.admin);
    const news = await makeNews(t.admin, category.id);
    const changes = everyEntityChange({ area: 'Shibuya', storeId: store.id, categoryId: category.id, newsId: news.id, mark: 'live' });
    expect(Object.keys(changes).sort()).toEqual([...entityNames].sort());
    const subscriptions = await app.subscribeToEveryChange();
    for (const entity of entityNames) {
      const started = Date.now();
      const [input, edit] = changes[entity];
      const created = await createItem(t.admin, entity, input);
      await updateItem(t.admin, entity, { id: created.id, ...edit });
      await deleteItem(t.admin, entity, { id: created.id });
      for (const kind of CHANGE_KINDS) {
        const { events } = subscriptions.get(`on${kind}${entity}`)!;
        await waitFor(() => events.some((event) => event.id === created.id), `on${kind}${entity}`, 2000 - (Date.now() - started));
        expect(events.find((event) => event.id === created.id)?.__typename).toBe(entity);
      }
    }
    for (const { errors } of subscriptions.values()) expect(errors).toEqual([]);
  });

  test("a subscription filter is honoured, and a draft article's creation reaches no anonymous subscriber", async () => {
    await makeArea(t.admin);
    await makeArea(t.admin, 'Ebisu', '恵比寿');
    const category = await makeCategory(t.admin);
    const ebisu = await subscribe('onCreateStore', { filter: { area: { eq: 'Ebisu' } } });
    // Anonymous: an API key reads as no one (Amplify's 'none' mode subscribes only with a token of its own).
    const news = await subscribe('onCreateNews');
    await makeStore(t.admin, { name: 'Shibuya store', area: 'Shibuya' });
    await makeNews(t.admin, category.id, { title: 'Draft', status: 'DRAFT' });
    await makeStore(t.admin, { name: 'Ebisu store', area: 'Ebisu' });
    await makeNews(t.admin, category.id, { title: 'Published' });
    await waitFor(() => ebisu.events.length > 0 && news.events.length > 0, 'the Ebisu store and the published article');
    expect(ebisu.events.map((event) => event.name)).toEqual(['Ebisu store']);
    expect(news.events.map((event) => event.title)).toEqual(['Published']);
  });

  test('a dropped connection reconnects by itself and receives the next event', async () => {
    const stores = await subscribe('onCreateStore');
    const acks = app.acksOf('onCreateStore');
    const states = app.connectionStates.length;
    // An instance going away (a deploy): its connections close as "going away".
    realtime.close();
    await waitFor(() => app.connectionStates.slice(states).includes('ConnectionDisrupted'), 'the client sees the connection drop');
    await waitFor(() => app.connectionStates.at(-1) === 'Connected', 'the client connected again', 20_000);
    // Amplify subscribes again on the new connection; its acknowledgement is on the Hub.
    await waitFor(() => app.acksOf('onCreateStore') > acks, 'subscribed again', 5000);
    await makeArea(t.admin);
    await makeStore(t.admin, { name: 'After the drop' });
    await waitFor(() => stores.events.some((event) => event.name === 'After the drop'), 'the event after the drop');
  }, 40_000);

  test("an admin's subscription (a page of the site, its session cookie) fails with UnauthorizedException once the account is disabled", async () => {
    await makeArea(t.admin);
    const { user, cookie } = await signInAdmin(t.db);
    // The next connection is a signed-in page's: the current one, if any, is dropped, and Amplify
    // opens the next (at once, or after its 5 s reconnection delay) with the page's cookie.
    app.browserHeaders = { cookie, ...sameOriginHeaders() };
    realtime.close();
    try {
      const stores = await subscribe('onCreateStore');
      await makeStore(t.admin, { name: 'Hidden while signed in', enabled: false });
      await waitFor(() => stores.events.length === 1, 'the disabled store, which only a signed-in subscriber hears');
      await t.db.kysely.updateTable('admin_user').set({ disabled: 1 }).where('id', '=', user.id).execute();
      await makeStore(t.admin, { name: 'After the account was disabled', enabled: false });
      await waitFor(() => stores.errors.length > 0, 'the subscription failing');
      expect(JSON.stringify(stores.errors)).toContain('UnauthorizedException');
      expect(stores.events.map((event) => event.name)).toEqual(['Hidden while signed in']);
    } finally {
      app.browserHeaders = {};
    }
  }, 30_000);
});
