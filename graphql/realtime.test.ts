import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import WebSocket from 'ws';
import { stampClientAddress } from '@/lib/core/security/client-address';
import { stampRequestOrigin } from '@/lib/core/security/origin';
import { engines, useTestDb } from '@/lib/test/engines';
import { makeArea, makeStore } from '@/lib/test/fixtures';
import { sameOriginHeaders, signInAdmin } from '@/lib/test/http';
import { CLIENT_ADDRESS_HEADER } from '@/lib/core/security/client-address';
import { createRealtime, GRAPHQL_REALTIME_PATH, INIT_TIMEOUT_CLOSE, KEEP_ALIVE, type Realtime } from './realtime';
import { openStreams, STREAM_LIMITS, takeStreamSlot } from './stream-limits';

/*
 * AppSync's real-time protocol against a real HTTP server and a real WebSocket client, with the
 * messages an AppSync client (Amplify v6) sends: the server side of graphql/realtime.ts.
 */

type Message = { type: string; id?: string; payload?: Record<string, unknown> & { errors?: { errorType: string; message: string }[] } };

const ON_CREATE_STORE = `subscription OnCreateStore($filter: ModelSubscriptionStoreFilterInput) { onCreateStore(filter: $filter) { id name } }`;

/** The credentials subprotocol Amplify sends: `header-` and the base64url of its auth headers. */
function headerProtocol(headers: Record<string, string>): string {
  return `header-${Buffer.from(JSON.stringify(headers)).toString('base64url')}`;
}

class Client {
  readonly messages: Message[] = [];
  private waiters: (() => void)[] = [];

  constructor(readonly socket: WebSocket) {
    socket.on('message', (data) => {
      this.messages.push(JSON.parse(data.toString()) as Message);
      for (const wake of this.waiters.splice(0)) wake();
    });
  }

  send(message: Record<string, unknown>): void {
    this.socket.send(JSON.stringify(message));
  }

  /** Resolves with the first message received (so far or later) that matches. */
  next(match: (message: Message) => boolean, timeoutMs = 5000): Promise<Message> {
    return new Promise((resolve, reject) => {
      const timer = setTimeout(() => reject(new Error(`No matching message within ${timeoutMs} ms; received ${JSON.stringify(this.messages)}`)), timeoutMs);
      const check = () => {
        const found = this.messages.find(match);
        if (found) {
          clearTimeout(timer);
          resolve(found);
        } else this.waiters.push(check);
      };
      check();
    });
  }

  of(id: string, type = 'data'): Message[] {
    return this.messages.filter((message) => message.id === id && message.type === type);
  }

  /** Starts a subscription as Amplify does and resolves once the server acknowledged it. */
  async start(id: string, query: string, variables: Record<string, unknown> = {}): Promise<Message> {
    this.send({ id, type: 'start', payload: { data: JSON.stringify({ query, variables }), extensions: { authorization: { host: 'localhost', 'x-api-key': 'da2-anything' } } } });
    return this.next((message) => message.id === id && (message.type === 'start_ack' || message.type === 'error'));
  }

  close(): Promise<void> {
    if (this.socket.readyState === WebSocket.CLOSED) return Promise.resolve();
    return new Promise((resolve) => {
      this.socket.once('close', () => resolve());
      this.socket.close();
    });
  }
}

describe.each(engines())('AppSync real-time protocol on $name', (engine) => {
  const t = useTestDb(engine);
  let server: Server;
  let realtime: Realtime;
  let url: string;
  const clients: Client[] = [];

  beforeAll(async () => {
    realtime = createRealtime({ keepAliveMs: 100, initTimeoutMs: 300 });
    server = createServer((_, res) => res.writeHead(404).end());
    // As scripts/server.ts: the client address and origin stamped, then the real-time endpoint.
    server.on('upgrade', (req, socket, head) => {
      stampClientAddress(req, 0);
      stampRequestOrigin(req, 0);
      realtime.handleUpgrade(req, socket, head);
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    url = `ws://127.0.0.1:${(server.address() as AddressInfo).port}${GRAPHQL_REALTIME_PATH}`;
  });

  afterAll(async () => {
    realtime.close();
    await new Promise((resolve) => server.close(resolve));
  });

  beforeEach(async () => {
    await makeArea(t.admin);
    await makeArea(t.admin, 'Ebisu', '恵比寿');
  });

  afterEach(async () => {
    await Promise.all(clients.splice(0).map((client) => client.close()));
  });

  /** Opens a connection as Amplify does: graphql-ws beside the credentials subprotocol, then connection_init. */
  async function connect(headers: Record<string, string> = {}, credentials: Record<string, string> = { host: 'localhost', 'x-api-key': 'da2-anything' }): Promise<Client> {
    const socket = new WebSocket(url, ['graphql-ws', headerProtocol(credentials)], { headers });
    const client = new Client(socket);
    clients.push(client);
    await new Promise<void>((resolve, reject) => {
      socket.once('open', () => resolve());
      socket.once('error', reject);
    });
    client.send({ type: 'connection_init' });
    await client.next((message) => message.type === 'connection_ack');
    return client;
  }

  /** The HTTP status an upgrade is refused with. */
  function refusedWith(protocols: string[], headers: Record<string, string> = {}): Promise<{ status: number; body: string }> {
    return new Promise((resolve, reject) => {
      const socket = new WebSocket(url, protocols, { headers });
      socket.once('open', () => reject(new Error('The upgrade was accepted.')));
      socket.once('error', () => undefined);
      socket.once('unexpected-response', (_, response) => {
        let body = '';
        response.on('data', (chunk: Buffer) => (body += chunk.toString()));
        response.on('end', () => resolve({ status: response.statusCode ?? 0, body }));
      });
    });
  }

  test('acknowledges the connection with AppSync keep-alive figures, then sends ka', async () => {
    const client = await connect();
    expect(client.messages[0]).toEqual({ type: 'connection_ack', payload: { connectionTimeoutMs: KEEP_ALIVE.connectionTimeoutMs } });
    await client.next((message) => message.type === 'ka');
    expect(client.socket.protocol).toBe('graphql-ws');
  });

  test("the older form, credentials in the query and none at all, connects as anonymous", async () => {
    const socket = new WebSocket(`${url}?header=e30=&payload=e30=`, ['graphql-ws']);
    const client = new Client(socket);
    clients.push(client);
    await new Promise((resolve) => socket.once('open', resolve));
    client.send({ type: 'connection_init' });
    await client.next((message) => message.type === 'connection_ack');
    expect(await client.start('s', ON_CREATE_STORE)).toEqual({ type: 'start_ack', id: 's' });
  });

  test('start → start_ack → data for each matching creation; stop → complete, and nothing after', async () => {
    const client = await connect();
    expect(await client.start('s1', ON_CREATE_STORE, { filter: { area: { eq: 'Shibuya' } } })).toEqual({ type: 'start_ack', id: 's1' });
    // Made at once after start_ack: the subscription is live by then.
    await makeStore(t.admin, { name: 'Oz Shibuya', area: 'Shibuya' });
    await makeStore(t.admin, { name: 'Oz Ebisu', area: 'Ebisu' });
    await makeStore(t.admin, { name: 'Oz Shibuya 2', area: 'Shibuya' });
    await client.next((message) => message.id === 's1' && JSON.stringify(message.payload ?? null).includes('Oz Shibuya 2'));
    expect(client.of('s1').map((message) => (message.payload?.data as { onCreateStore: { name: string } }).onCreateStore.name)).toEqual(['Oz Shibuya', 'Oz Shibuya 2']);

    client.send({ type: 'stop', id: 's1' });
    await client.next((message) => message.type === 'complete' && message.id === 's1');
    await makeStore(t.admin, { name: 'After stop', area: 'Shibuya' });
    // A second subscription's event arrives after the stopped one's would have.
    await client.start('s2', ON_CREATE_STORE);
    await makeStore(t.admin, { name: 'Sentinel', area: 'Shibuya' });
    await client.next((message) => message.id === 's2' && message.type === 'data');
    expect(client.of('s1')).toHaveLength(2);
  });

  test('an anonymous connection never receives a disabled store; an admin connection from the site does', async () => {
    const anonymous = await connect();
    const { cookie } = await signInAdmin(t.db);
    const admin = await connect({ cookie, ...sameOriginHeaders() });
    await anonymous.start('a', ON_CREATE_STORE);
    await admin.start('b', ON_CREATE_STORE);
    await makeStore(t.admin, { name: 'Hidden', enabled: false });
    await makeStore(t.admin, { name: 'Shown', enabled: true });
    await admin.next((message) => message.id === 'b' && JSON.stringify(message.payload ?? null).includes('Shown'));
    await anonymous.next((message) => message.id === 'a' && JSON.stringify(message.payload ?? null).includes('Shown'));
    const names = (client: Client, id: string) => client.of(id).map((message) => (message.payload?.data as { onCreateStore: { name: string } }).onCreateStore.name);
    expect(names(admin, 'b')).toEqual(['Hidden', 'Shown']);
    expect(names(anonymous, 'a')).toEqual(['Shown']);
  });

  test("an admin's subscription ends with UnauthorizedException once the account is disabled", async () => {
    const { user, cookie } = await signInAdmin(t.db);
    const admin = await connect({ cookie, ...sameOriginHeaders() });
    await admin.start('live', ON_CREATE_STORE);
    await makeStore(t.admin, { name: 'Before' });
    await admin.next((message) => message.id === 'live' && message.type === 'data');
    await t.db.kysely.updateTable('admin_user').set({ disabled: 1 }).where('id', '=', user.id).execute();
    await makeStore(t.admin, { name: 'After' });
    const error = await admin.next((message) => message.id === 'live' && message.type === 'error');
    expect(error.payload?.errors?.[0]?.errorType).toBe('UnauthorizedException');
    expect(JSON.stringify(admin.of('live'))).not.toContain('After');
  });

  test('an admin-only subscription is refused to an anonymous connection, with its errorType', async () => {
    const client = await connect();
    const answer = await client.start('e', 'subscription { onEnquiryChange { id } }');
    expect(answer.type).toBe('error');
    expect(answer.payload?.errors?.[0]?.errorType).toMatch(/Unauthorized/);
  });

  test('a query, a broken document and a start without its data are errors of that operation, the connection stays', async () => {
    const client = await connect();
    expect((await client.start('q', '{ listStores { items { id } } }')).payload?.errors?.[0]?.errorType).toBe('UnsupportedOperation');
    expect((await client.start('broken', 'subscription {')).type).toBe('error');
    expect((await client.start('unknown', 'subscription { onCreateNothing { id } }')).type).toBe('error');
    client.send({ id: 'nodata', type: 'start', payload: {} });
    expect((await client.next((message) => message.id === 'nodata')).payload?.errors?.[0]?.errorType).toBe('BadRequestException');
    expect(await client.start('ok', ON_CREATE_STORE)).toEqual({ type: 'start_ack', id: 'ok' });
  });

  test("a foreign page's WebSocket carrying the admin's cookie is refused before the upgrade", async () => {
    const { cookie } = await signInAdmin(t.db);
    const refused = await refusedWith(['graphql-ws', headerProtocol({ host: 'localhost' })], { cookie, origin: 'https://evil.example' });
    expect(refused.status).toBe(403);
    expect(refused.body).toContain('FOREIGN_ORIGIN');
  });

  test('a client without the graphql-ws subprotocol is refused', async () => {
    expect((await refusedWith(['graphql-transport-ws'])).status).toBe(400);
  });

  test('a client that never sends connection_init is closed after the timeout, and its slot given back', async () => {
    const socket = new WebSocket(url, ['graphql-ws']);
    const closed = new Promise<{ code: number; reason: string }>((resolve) => socket.once('close', (code, reason) => resolve({ code, reason: reason.toString() })));
    await new Promise((resolve) => socket.once('open', resolve));
    expect(openStreams('127.0.0.1')).toBe(1);
    expect(await closed).toEqual(INIT_TIMEOUT_CLOSE);
    for (const until = Date.now() + 2000; openStreams('127.0.0.1') > 0 && Date.now() < until; ) await new Promise((resolve) => setTimeout(resolve, 10));
    expect(openStreams('127.0.0.1')).toBe(0);
  });

  test(`past ${STREAM_LIMITS.total} streams in all (event streams and connections), a connection is refused 503`, async () => {
    const held: (() => void)[] = [];
    try {
      for (let client = 0; openStreams() < STREAM_LIMITS.total; client += 1) {
        const slot = takeStreamSlot(new Request('http://localhost/', { headers: { [CLIENT_ADDRESS_HEADER]: `10.1.${client % 250}.${Math.floor(client / 250) + 1}` } }));
        if ('release' in slot) held.push(slot.release);
      }
      const refused = await refusedWith(['graphql-ws']);
      expect(refused.status).toBe(503);
      expect(refused.body).toContain('The server has too many open event streams');
    } finally {
      for (const release of held) release();
    }
  });

  test('one address holds as many connections as event streams, no more', async () => {
    const open = await Promise.all(Array.from({ length: STREAM_LIMITS.perClient }, () => connect()));
    const refused = await refusedWith(['graphql-ws']);
    expect(refused.status).toBe(429);
    await open[0]!.close();
    // Its slot is given back once the server has seen it close.
    let again: Client | undefined;
    for (const until = Date.now() + 2000; !again && Date.now() < until; ) again = await connect().catch(() => undefined);
    expect(again?.socket.readyState).toBe(WebSocket.OPEN);
  });
});
