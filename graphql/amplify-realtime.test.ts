import { readFileSync } from 'node:fs';
import { createServer, type Server } from 'node:https';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { generateStatements } from '@aws-amplify/graphql-generator';
import { Amplify } from 'aws-amplify';
import { generateClient } from 'aws-amplify/api';
import { Hub } from 'aws-amplify/utils';
import { type DocumentNode, Kind, parse, print } from 'graphql';
import WebSocket from 'ws';
import { entityNames } from '@/lib/core/model/entities';
import { createItem, deleteItem, updateItem } from '@/lib/core/model/repository';
import { stampClientAddress } from '@/lib/core/security/client-address';
import { stampRequestOrigin } from '@/lib/core/security/origin';
import { useTestDb, engines } from '@/lib/test/engines';
import { makeArea, makeCategory, makeNews, makeStore } from '@/lib/test/fixtures';
import { type Certificate, selfSignedCertificate } from '@/lib/test/tls';
import { createRealtime, type Realtime } from './realtime';

/*
 * An unmodified AWS Amplify v6 client, as an app built for AppSync uses it, with the subscription
 * statements Amplify's own generator writes from graphql/schema.amplify.graphql, over TLS (Amplify
 * dials only wss://). Node.js gives it a WebSocket (20 has none; 22's takes no CA of its own):
 * the `ws` one, trusting this test's certificate.
 */

const statements = (() => {
  const schema = readFileSync(path.join(__dirname, 'schema.amplify.graphql'), 'utf8');
  const document: DocumentNode = parse(generateStatements({ schema, target: 'graphql', maxDepth: 1 })['subscriptions.graphql']!);
  return new Map(
    document.definitions.flatMap((definition) =>
      definition.kind === Kind.OPERATION_DEFINITION && definition.name ? [[definition.name.value, print(definition)] as const] : [],
    ),
  );
})();

/** The generator names the statement of `onCreateStore` OnCreateStore. */
const operationName = (field: string) => field[0]!.toUpperCase() + field.slice(1);

function statement(field: string): string {
  const found = statements.get(operationName(field));
  if (!found) throw new Error(`Amplify's generator wrote no ${field}`);
  return found;
}

type Event = { field: string; value: Record<string, unknown> };

describe.each(engines())('an AWS Amplify v6 app subscribed over TLS, on $name', (engine) => {
  const t = useTestDb(engine);
  let server: Server;
  let realtime: Realtime;
  let certificate: Certificate;
  const running: { unsubscribe(): void }[] = [];
  const acknowledged: string[] = [];
  let stopListening: () => void;

  beforeAll(async () => {
    certificate = selfSignedCertificate();
    realtime = createRealtime();
    server = createServer({ key: certificate.key, cert: certificate.cert }, (_, res) => res.writeHead(404).end());
    server.on('upgrade', (req, socket, head) => {
      stampClientAddress(req, 0);
      stampRequestOrigin(req, 0);
      realtime.handleUpgrade(req, socket, head);
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const { cert } = certificate;
    (globalThis as { WebSocket?: unknown }).WebSocket = class extends WebSocket {
      constructor(address: string, protocols?: string[]) {
        super(address, protocols, { ca: cert });
      }
    };
    Amplify.configure({
      API: {
        GraphQL: {
          endpoint: `https://localhost:${(server.address() as AddressInfo).port}/api/graphql`,
          region: 'ap-northeast-1',
          defaultAuthMode: 'apiKey',
          apiKey: 'da2-public-reads-need-no-key',
        },
      },
    });
    // Amplify reports each subscription the server acknowledged (start_ack) on its Hub.
    stopListening = Hub.listen('api', ({ payload }) => {
      const data = (payload as { data?: { query?: string } }).data;
      const operation = data?.query?.match(/^subscription (\w+)/)?.[1];
      if (payload.event === 'Subscription ack' && operation) acknowledged.push(operation);
    });
  });

  afterAll(async () => {
    stopListening();
    realtime.close();
    await new Promise((resolve) => server.close(resolve));
    delete (globalThis as { WebSocket?: unknown }).WebSocket;
  });

  afterEach(() => {
    for (const subscription of running.splice(0)) subscription.unsubscribe();
  });

  /** Subscribes as an app does, and resolves once the server acknowledged it. */
  async function subscribe(field: string, variables: Record<string, unknown> = {}) {
    const events: Event[] = [];
    const errors: unknown[] = [];
    const query = statement(field);
    const acks = acksOf(field);
    const observable = generateClient().graphql({ query, variables }) as unknown as {
      subscribe(observer: { next(value: { data: Record<string, Record<string, unknown>> }): void; error(error: unknown): void }): { unsubscribe(): void };
    };
    running.push(observable.subscribe({ next: ({ data }) => events.push({ field, value: data[field]! }), error: (error) => errors.push(error) }));
    await waitFor(() => acksOf(field) > acks, `${field} acknowledged`);
    return { events, errors };
  }

  /** How many times the server acknowledged a subscription of `field`'s statement. */
  const acksOf = (field: string) => acknowledged.filter((operation) => operation === operationName(field)).length;

  async function waitFor(done: () => boolean, what: string, timeoutMs = 2000): Promise<void> {
    for (const until = Date.now() + timeoutMs; !done(); ) {
      if (Date.now() > until) throw new Error(`Not within ${timeoutMs} ms: ${what}`);
      await new Promise((resolve) => setTimeout(resolve, 10));
    }
  }

  test('on-create, on-update and on-delete of every public entity arrive within 2 s', async () => {
    await makeArea(t.admin);
    const store = await makeStore(t.admin, { name: 'Base' });
    const category = await makeCategory(t.admin);
    const news = await makeNews(t.admin, category.id);
    // What each entity is created with, then the one field an edit changes.
    const inputs: Record<string, [Record<string, unknown>, Record<string, unknown>]> = {
      Store: [{ name: 'Live store', area: 'Shibuya', enabled: true, link: 'live-store' }, { name: 'Live store 2' }],
      Area: [{ en: 'Ikebukuro', jp: '池袋' }, { jp: '池袋東口' }],
      Category: [{ name: 'キャンペーン', slug: 'campaign', mainCategory: 'news' }, { name: 'キャンペーン情報' }],
      News: [{ categoryId: category.id, createdDate: '2026-11-28', title: 'Live news', route: 'live-news' }, { title: 'Live news 2' }],
      NewsContent: [{ newsId: news.id, tag: 'p', text: 'Live content', order: 1 }, { text: 'Live content 2' }],
      Campaign: [{ storeId: store.id, date: '2026-12-01', value: 5000 }, { value: 6000 }],
      Review: [{ storeId: store.id, title: 'Live review' }, { title: 'Live review 2' }],
      Trainer: [{ storeId: store.id, name: 'Live trainer' }, { name: 'Live trainer 2' }],
      Question: [{ storeId: store.id, question: 'Live question?', answer: 'Yes.' }, { answer: 'Yes, live.' }],
    };
    expect(Object.keys(inputs).sort()).toEqual([...entityNames].sort());
    const subscriptions = new Map<string, Awaited<ReturnType<typeof subscribe>>>();
    for (const entity of entityNames) {
      for (const kind of ['Create', 'Update', 'Delete']) subscriptions.set(`on${kind}${entity}`, await subscribe(`on${kind}${entity}`));
    }
    for (const entity of entityNames) {
      const started = Date.now();
      const [input, edit] = inputs[entity]!;
      const created = await createItem(t.admin, entity, input);
      await updateItem(t.admin, entity, { id: created.id, ...edit });
      await deleteItem(t.admin, entity, { id: created.id });
      for (const kind of ['Create', 'Update', 'Delete']) {
        const { events } = subscriptions.get(`on${kind}${entity}`)!;
        await waitFor(() => events.some((event) => event.value.id === created.id), `on${kind}${entity}`, 2000 - (Date.now() - started));
        expect(events.find((event) => event.value.id === created.id)?.value.__typename).toBe(entity);
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
    expect(ebisu.events.map((event) => event.value.name)).toEqual(['Ebisu store']);
    expect(news.events.map((event) => event.value.title)).toEqual(['Published']);
  });

  test('a dropped connection reconnects by itself and receives the next event', async () => {
    const stores = await subscribe('onCreateStore');
    const acks = acksOf('onCreateStore');
    const states: string[] = [];
    const stop = Hub.listen('api', ({ payload }) => {
      if (payload.event === 'ConnectionStateChange') states.push(String((payload.data as { connectionState?: string }).connectionState));
    });
    try {
      // An instance going away (a deploy): its connections close as "going away".
      realtime.close();
      await waitFor(() => states.includes('ConnectionDisrupted'), 'the client sees the connection drop');
      await waitFor(() => states.at(-1) === 'Connected', 'the client connected again', 20_000);
      // Amplify subscribes again on the new connection; its acknowledgement is on the Hub.
      await waitFor(() => acksOf('onCreateStore') > acks, 'subscribed again', 5000);
      await makeArea(t.admin);
      await makeStore(t.admin, { name: 'After the drop' });
      await waitFor(() => stores.events.some((event) => event.value.name === 'After the drop'), 'the event after the drop');
    } finally {
      stop();
    }
  }, 40_000);
});
