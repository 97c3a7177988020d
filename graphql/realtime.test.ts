import { createServer } from 'node:http';
import { type AddressInfo, createConnection, type Socket } from 'node:net';
import WebSocket from 'ws';
import { CLIENT_ADDRESS_HEADER, stampClientAddress } from '@/lib/core/security/client-address';
import { stampRequestOrigin } from '@/lib/core/security/origin';
import { engines, useTestDb } from '@/lib/test/engines';
import { makeArea, makeStore } from '@/lib/test/fixtures';
import { observeEvents, sameOriginHeaders, signInAdmin, subscribeSse } from '@/lib/test/http';
import { captureLogs } from '@/lib/test/logs';
import { createRealtime, GRAPHQL_REALTIME_PATH, IDLE_CLOSE, INIT_TIMEOUT_CLOSE, KEEP_ALIVE, type Realtime, REALTIME_LIMITS } from './realtime';
import { QUERY_LIMITS } from './server';
import { openStreams, STREAM_LIMITS, takeStreamSlot } from './stream-limits';

/*
 * AppSync's real-time protocol against a real HTTP server and a real WebSocket client, with the
 * messages an AppSync client (Amplify v6) sends: the server side of graphql/realtime.ts.
 */

type Message = { type: string; id?: string; payload?: Record<string, unknown> & { errors?: { errorType: string; message: string }[] } };

const ON_CREATE_STORE = `subscription OnCreateStore($filter: ModelSubscriptionStoreFilterInput) { onCreateStore(filter: $filter) { id name } }`;

/** Resolves once `done()` holds, checking every 10 ms for at most `ms`. */
async function until(done: () => boolean, ms = 2000): Promise<void> {
  for (const deadline = Date.now() + ms; !done() && Date.now() < deadline; ) await new Promise((resolve) => setTimeout(resolve, 10));
}

/**
 * A server as scripts/server.ts runs it behind one trusted proxy (TRUST_PROXY_HOPS=1, the shipped
 * nginx): the client address and origin stamped, then the real-time endpoint. A test names a
 * client's address in X-Forwarded-For, as the proxy would.
 */
async function listen(realtime: Realtime): Promise<{ url: string; close: () => Promise<void> }> {
  const server = createServer((_, res) => res.writeHead(404).end());
  server.on('upgrade', (req, socket, head) => {
    stampClientAddress(req, 1);
    stampRequestOrigin(req, 1);
    realtime.handleUpgrade(req, socket, head);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `ws://127.0.0.1:${(server.address() as AddressInfo).port}${GRAPHQL_REALTIME_PATH}`,
    close: async () => {
      realtime.close();
      server.closeAllConnections();
      await new Promise((resolve) => server.close(resolve));
    },
  };
}

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
  let server: { url: string; close: () => Promise<void> };
  let url: string;
  const clients: Client[] = [];

  beforeAll(async () => {
    // Before any subscription: the tests wait for the event bus to have a listener, not for a timer.
    observeEvents();
    // Connections are closed for idling or a missing connection_init only after long timeouts here (the idle tests have a server of their own): 510 connections opened on a busy machine take their time, and one closed meanwhile would give its slot to another.
    server = await listen(createRealtime({ keepAliveMs: 100, initTimeoutMs: 3000, idleTimeoutMs: 120_000 }));
    url = server.url;
  });

  afterAll(() => server.close());

  beforeEach(async () => {
    await makeArea(t.admin);
    await makeArea(t.admin, 'Ebisu', '恵比寿');
  });

  afterEach(async () => {
    await Promise.all(clients.splice(0).map((client) => client.close()));
    // Every slot is given back once the server has seen its connection close.
    await until(() => openStreams() === 0);
    expect(openStreams()).toBe(0);
  });

  /** Opens a connection as Amplify does: graphql-ws beside the credentials subprotocol, then connection_init. */
  async function connect(headers: Record<string, string> = {}, { to = url, ...options }: WebSocket.ClientOptions & { to?: string } = {}): Promise<Client> {
    const socket = new WebSocket(to, ['graphql-ws', headerProtocol({ host: 'localhost', 'x-api-key': 'da2-anything' })], { ...options, headers });
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
    await until(() => openStreams('127.0.0.1') === 0);
    expect(openStreams('127.0.0.1')).toBe(0);
  });

  test(`past ${STREAM_LIMITS.anonymous.total} anonymous streams in all (event streams and connections), an anonymous connection is refused 503`, async () => {
    const held: (() => void)[] = [];
    try {
      for (let client = 0; openStreams() < STREAM_LIMITS.anonymous.total; client += 1) {
        const slot = takeStreamSlot({ pool: 'anonymous', key: `10.1.${client % 250}.${Math.floor(client / 250) + 1}` });
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
    const open = await Promise.all(Array.from({ length: STREAM_LIMITS.anonymous.perClient }, () => connect()));
    const refused = await refusedWith(['graphql-ws']);
    expect(refused.status).toBe(429);
    await open[0]!.close();
    // Its slot is given back once the server has seen it close.
    let again: Client | undefined;
    for (const deadline = Date.now() + 2000; !again && Date.now() < deadline; ) again = await connect().catch(() => undefined);
    expect(again?.socket.readyState).toBe(WebSocket.OPEN);
  });

  /** What an attacker's script does: an upgrade from `address`, then connection_init and nothing more. The socket, or the status it was refused with. */
  function holdSlot(address: string): Promise<WebSocket | number> {
    return new Promise((resolve) => {
      const socket = new WebSocket(url, ['graphql-ws'], { headers: { 'x-forwarded-for': address } });
      socket.once('open', () => {
        socket.send(JSON.stringify({ type: 'connection_init' }));
        resolve(socket);
      });
      socket.once('error', () => undefined);
      socket.once('unexpected-response', (_, response) => {
        response.resume();
        resolve(response.statusCode ?? 0);
      });
    });
  }

  test('17 addresses × 30 anonymous connections leave a signed-in owner its WebSocket and its event stream', async () => {
    const attackers = Array.from({ length: 17 }, (_, index) => `203.0.113.${index + 1}`);
    const outcomes = await Promise.all(attackers.flatMap((address) => Array.from({ length: 30 }, () => holdSlot(address))));
    const held = outcomes.filter((outcome): outcome is WebSocket => typeof outcome !== 'number');
    try {
      expect(held).toHaveLength(STREAM_LIMITS.anonymous.total);
      expect(outcomes.filter((outcome) => outcome === 503)).toHaveLength(17 * 30 - STREAM_LIMITS.anonymous.total);
      // Every other anonymous client waits, a forged session cookie included.
      expect((await refusedWith(['graphql-ws'], { 'x-forwarded-for': '192.0.2.99' })).status).toBe(503);
      const forged = { 'x-forwarded-for': '192.0.2.99', cookie: 'next-auth.session-token=forged', ...sameOriginHeaders() };
      expect((await refusedWith(['graphql-ws'], forged)).status).toBe(503);

      const { cookie } = await signInAdmin(t.db);
      const owner = await connect({ cookie, ...sameOriginHeaders(), 'x-forwarded-for': '198.51.100.7' });
      expect(await owner.start('live', ON_CREATE_STORE)).toEqual({ type: 'start_ack', id: 'live' });
      const stream = await subscribeSse<{ onCreateStore: { name: string } }>('Store:create', 'subscription { onCreateStore { name } }', {}, {
        cookie,
        headers: { [CLIENT_ADDRESS_HEADER]: '198.51.100.7' },
      });
      try {
        await makeStore(t.admin, { name: 'Seen by the owner' });
        await owner.next((message) => message.id === 'live' && message.type === 'data');
        expect((await stream.waitFor(1))[0]?.data?.onCreateStore.name).toBe('Seen by the owner');
      } finally {
        await stream.close();
      }
    } finally {
      for (const socket of held) socket.terminate();
    }
  }, 60_000);

  test(`a connection runs ${REALTIME_LIMITS.subscriptionsPerConnection} subscriptions, even when 300 start messages arrive in one write`, async () => {
    let tcp: Socket | undefined;
    const client = await connect({}, { createConnection: (options) => (tcp = createConnection(options as Parameters<typeof createConnection>[0])) });
    const bus = observeEvents();
    const before = bus.listeners('Store:create');
    // Corked: the 300 frames leave in one write and reach the server in one read.
    tcp!.cork();
    for (let index = 0; index < 300; index += 1) client.send({ id: `s${index}`, type: 'start', payload: { data: JSON.stringify({ query: ON_CREATE_STORE }) } });
    tcp!.uncork();
    const answers = () => client.messages.filter((message) => message.id?.startsWith('s') && (message.type === 'start_ack' || message.type === 'error'));
    await until(() => answers().length >= 300, 10_000);
    const accepted = answers().filter((message) => message.type === 'start_ack');
    const refused = answers().filter((message) => message.type === 'error');
    expect(accepted).toHaveLength(REALTIME_LIMITS.subscriptionsPerConnection);
    expect(refused).toHaveLength(300 - REALTIME_LIMITS.subscriptionsPerConnection);
    expect(new Set(refused.map((message) => message.payload?.errors?.[0]?.errorType))).toEqual(new Set(['MaxSubscriptionsReachedError']));
    expect(bus.listeners('Store:create') - before).toBe(REALTIME_LIMITS.subscriptionsPerConnection);

    // Stopping one makes room for one more.
    client.send({ type: 'stop', id: accepted[0]!.id });
    await client.next((message) => message.type === 'complete' && message.id === accepted[0]!.id);
    expect(await client.start('one-more', ON_CREATE_STORE)).toEqual({ type: 'start_ack', id: 'one-more' });
  }, 30_000);

  test('every kind of message gets its answer, with no unhandled rejection and nothing logged at error level', async () => {
    // Jest fails the test on an unhandled rejection by itself: jest-circus listens for them on the
    // real process (a listener added here would go to the test sandbox's copy of it, which never hears one).
    const logs = captureLogs('debug');
    try {
      const client = await connect();
      const errorOf = async (id: string, message: Record<string, unknown>) => {
        const sent = client.messages.length;
        client.send(message);
        const answer = await client.next((received) => received.id === id && client.messages.indexOf(received) >= sent);
        expect(answer.type).toBe('error');
        return answer.payload?.errors?.[0];
      };
      const start = (id: string, query: string) => errorOf(id, { id, type: 'start', payload: { data: JSON.stringify({ query }) } });
      let nested = 'onCreateStore { id }';
      for (let level = 0; level < QUERY_LIMITS.maxDepth; level += 1) nested = `... on Subscription { ${nested} }`;
      const aliases = Array.from({ length: QUERY_LIMITS.maxAliases + 1 }, (_, index) => `a${index}: id`).join(' ');

      expect(await client.start('valid', ON_CREATE_STORE)).toEqual({ type: 'start_ack', id: 'valid' });
      expect(await start('deep', `subscription { ${nested} }`)).toMatchObject({ message: expect.stringMatching(/depth limit/) });
      expect(await start('aliases', `subscription { onCreateStore { ${aliases} } }`)).toMatchObject({ message: expect.stringMatching(/Aliases limit/) });
      expect(await start('broken', 'subscription {')).toMatchObject({ errorType: 'MalformedHttpRequestException' });
      expect(await start('invalid', 'subscription { onCreateStore { noSuchField } }')).toMatchObject({ errorType: 'ValidationError' });
      expect(await start('query', '{ listStores { items { id } } }')).toMatchObject({ errorType: 'UnsupportedOperation' });
      expect(await start('valid', ON_CREATE_STORE)).toMatchObject({ errorType: 'BadRequestException' });
      expect(await errorOf('unknown', { type: 'stop', id: 'unknown' })).toMatchObject({ errorType: 'BadRequestException' });
      expect(await errorOf('kind', { type: 'subscribe', id: 'kind' })).toMatchObject({ errorType: 'UnsupportedOperation' });

      const anonymousErrors = () => client.messages.filter((message) => message.type === 'error' && message.id === undefined).length;
      for (const [index, send] of [
        () => client.send({ type: 'start', payload: { data: JSON.stringify({ query: ON_CREATE_STORE }) } }),
        () => client.send({ type: 'stop' }),
        () => client.socket.send('{ not json'),
        () => client.socket.send(Buffer.from([1, 2, 3]), { binary: true }),
      ].entries()) {
        send();
        await client.next(() => anonymousErrors() > index);
      }
      expect(client.socket.readyState).toBe(WebSocket.OPEN);
      expect(await client.start('after', ON_CREATE_STORE)).toEqual({ type: 'start_ack', id: 'after' });

      // Over the largest message: the connection is closed as too big (1009), as RFC 6455 says.
      const oversized = await connect();
      const closed = new Promise<number>((resolve) => oversized.socket.once('close', (code) => resolve(code)));
      oversized.send({ id: 'big', type: 'start', payload: { data: 'x'.repeat(REALTIME_LIMITS.maxMessageBytes) } });
      expect(await closed).toBe(1009);

      expect(logs.lines().filter((line) => line.level === 'error' || line.level === 'fatal')).toEqual([]);
    } finally {
      logs.stop();
    }
  });

  test('a client that resets its connection while its session is checked brings nothing down, and holds no slot', async () => {
    const { cookie } = await signInAdmin(t.db);
    const { port } = new URL(url);
    const handshake = [
      `GET ${GRAPHQL_REALTIME_PATH} HTTP/1.1`,
      'Host: localhost',
      'Upgrade: websocket',
      'Connection: Upgrade',
      'Sec-WebSocket-Key: dGhlIHNhbXBsZSBub25jZQ==',
      'Sec-WebSocket-Version: 13',
      'Sec-WebSocket-Protocol: graphql-ws',
      `Origin: ${sameOriginHeaders().origin}`,
      `Cookie: ${cookie}`,
    ].join('\r\n');
    for (let attempt = 0; attempt < 20; attempt += 1) {
      const tcp = createConnection({ host: '127.0.0.1', port: Number(port) });
      tcp.on('error', () => undefined);
      await new Promise((resolve) => tcp.once('connect', resolve));
      tcp.write(`${handshake}\r\n\r\n`);
      await new Promise((resolve) => setTimeout(resolve, attempt % 5));
      tcp.resetAndDestroy();
    }
    // The next connection is served as ever (the afterEach checks every slot came back).
    expect((await connect()).socket.readyState).toBe(WebSocket.OPEN);
  });

  describe('idle connections', () => {
    let idle: { url: string; close: () => Promise<void> };

    beforeAll(async () => {
      idle = await listen(createRealtime({ keepAliveMs: 100, initTimeoutMs: 1000, idleTimeoutMs: 300 }));
    });

    afterAll(() => idle.close());

    const closedWith = (client: Client) => new Promise<{ code: number; reason: string }>((resolve) => client.socket.once('close', (code, reason) => resolve({ code, reason: reason.toString() })));

    test('an anonymous connection that runs no subscription is closed after the idle time, and its slot given back', async () => {
      const client = await connect({}, { to: idle.url });
      expect(openStreams('127.0.0.1')).toBe(1);
      expect(await closedWith(client)).toEqual(IDLE_CLOSE);
      await until(() => openStreams('127.0.0.1') === 0);
      expect(openStreams('127.0.0.1')).toBe(0);
    });

    test('one that subscribes at once is kept while it runs one, and closed once it stopped its last', async () => {
      const client = await connect({}, { to: idle.url });
      const closed = closedWith(client);
      await client.start('s', ON_CREATE_STORE);
      await new Promise((resolve) => setTimeout(resolve, 600));
      expect(client.socket.readyState).toBe(WebSocket.OPEN);
      client.send({ type: 'stop', id: 's' });
      expect(await closed).toEqual(IDLE_CLOSE);
    });

    test("a signed-in admin's connection is not closed for idling", async () => {
      const { cookie } = await signInAdmin(t.db);
      const admin = await connect({ cookie, ...sameOriginHeaders() }, { to: idle.url });
      await new Promise((resolve) => setTimeout(resolve, 600));
      expect(admin.socket.readyState).toBe(WebSocket.OPEN);
    });
  });
});
