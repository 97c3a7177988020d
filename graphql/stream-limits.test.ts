import { TOKEN_HEADER_KEY } from 'graphql-sse';
import { CLIENT_ADDRESS_HEADER } from '@/lib/core/security/client-address';
import { engines, useTestDb } from '@/lib/test/engines';
import { makeArea, makeStore } from '@/lib/test/fixtures';
import { GRAPHQL_URL, observeEvents, readNextEvents, sameOriginHeaders, signInAdmin } from '@/lib/test/http';
import { GRAPHQL_STREAM_PATH, handleGraphQLRequest } from './server';
import { openStreams, pendingReservations, RESERVATION_LIMITS, STREAM_LIMITS } from './stream-limits';

const STREAM_URL = `http://localhost${GRAPHQL_STREAM_PATH}`;
const SUBSCRIPTION = 'subscription { onCreateStore { id name } }';

/** The address our server would have decided for the request (lib/core/security/client-address.ts). */
function from(address: string, headers: Record<string, string> = {}): Record<string, string> {
  return { [CLIENT_ADDRESS_HEADER]: address, ...headers };
}

/** Opens a subscription over Yoga's own SSE, as an attacker's script would, without reading it. */
function openYogaStream(address: string, { signal, headers = {} }: { signal?: AbortSignal; headers?: Record<string, string> } = {}): Promise<Response> {
  return handleGraphQLRequest(
    new Request(GRAPHQL_URL, {
      method: 'POST',
      headers: from(address, { ...headers, 'content-type': 'application/json', accept: 'text/event-stream' }),
      body: JSON.stringify({ query: SUBSCRIPTION }),
      signal,
    }),
  );
}

/** Opens the reserved stream, as the admin's graphql-sse client does right after the PUT. */
function openReserved(address: string, token: string, headers: Record<string, string> = {}): Promise<Response> {
  return handleGraphQLRequest(new Request(STREAM_URL, { headers: from(address, { ...headers, accept: 'text/event-stream', [TOKEN_HEADER_KEY]: token }) }));
}

function isEventStream(response: Response): boolean {
  return response.status === 200 && (response.headers.get('content-type') ?? '').startsWith('text/event-stream');
}

/** Lets pending promise callbacks (a cancelled stream's clean-up) run. */
async function settle(): Promise<void> {
  for (let round = 0; round < 20; round += 1) await new Promise((resolve) => setImmediate(resolve));
}

describe.each(engines())('open event streams and reservations on $name', (engine) => {
  const t = useTestDb(engine);
  const open: Response[] = [];
  const reserved: { address: string; token: string; headers: Record<string, string> }[] = [];

  // Before any subscription: a test waits for the event bus to have a listener, not for a timer.
  beforeAll(() => observeEvents());

  async function keep(response: Response | Promise<Response>): Promise<Response> {
    const resolved = await response;
    open.push(resolved);
    return resolved;
  }

  /** Reserves a single-connection stream (graphql-sse's PUT), optionally with a token of the client's choosing. */
  async function reserve(address: string, token?: string, headers: Record<string, string> = {}): Promise<Response> {
    const response = await handleGraphQLRequest(
      new Request(STREAM_URL, { method: 'PUT', headers: from(address, { ...headers, ...(token ? { [TOKEN_HEADER_KEY]: token } : {}) }) }),
    );
    if (response.status !== 201) return response;
    const chosen = await response.text();
    reserved.push({ address, token: chosen, headers });
    return new Response(chosen, { status: 201 });
  }

  async function closeOpen(): Promise<void> {
    await Promise.all(open.splice(0).map((response) => response.body?.cancel().catch(() => undefined)));
    await settle();
  }

  afterEach(async () => {
    jest.useRealTimers();
    await closeOpen();
    // A reservation opened and closed is gone from graphql-sse too.
    for (const { address, token, headers } of reserved.splice(0)) open.push(await openReserved(address, token, headers));
    await closeOpen();
    expect(openStreams()).toBe(0);
    expect(pendingReservations()).toBe(0);
  });

  test(`a client gets ${STREAM_LIMITS.anonymous.perClient} streams, then 429 with Retry-After; another client is not held back`, async () => {
    for (let index = 0; index < STREAM_LIMITS.anonymous.perClient; index += 1) {
      expect(isEventStream(await keep(openYogaStream('203.0.113.7')))).toBe(true);
    }
    expect(openStreams('203.0.113.7')).toBe(STREAM_LIMITS.anonymous.perClient);

    const refused = await openYogaStream('203.0.113.7');
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(await refused.json()).toEqual({
      errors: [{ message: expect.stringMatching(new RegExp(`^Too many open event streams from your address \\(${STREAM_LIMITS.anonymous.perClient} at most\\)`)), extensions: { code: 'TOO_MANY_REQUESTS' } }],
    });

    expect(isEventStream(await keep(openYogaStream('198.51.100.20')))).toBe(true);
  });

  test('a stream closed by its client frees its slot', async () => {
    const streams = [];
    for (let index = 0; index < STREAM_LIMITS.anonymous.perClient; index += 1) streams.push(await keep(openYogaStream('203.0.113.7')));
    expect((await openYogaStream('203.0.113.7')).status).toBe(429);

    await streams[0]!.body!.cancel();
    expect(openStreams('203.0.113.7')).toBe(STREAM_LIMITS.anonymous.perClient - 1);
    expect(isEventStream(await keep(openYogaStream('203.0.113.7')))).toBe(true);
  });

  test('an aborted request frees its slot, even when nobody reads or cancels its answer', async () => {
    const controller = new AbortController();
    expect(isEventStream(await keep(openYogaStream('203.0.113.7', { signal: controller.signal })))).toBe(true);
    expect(openStreams('203.0.113.7')).toBe(1);
    controller.abort();
    expect(openStreams('203.0.113.7')).toBe(0);
  });

  test('a stream that ends by itself (a query over SSE) frees its slot', async () => {
    const query = await handleGraphQLRequest(
      new Request(GRAPHQL_URL, {
        method: 'POST',
        headers: from('203.0.113.8', { 'content-type': 'application/json', accept: 'text/event-stream' }),
        body: JSON.stringify({ query: 'query { __typename }' }),
      }),
    );
    expect(isEventStream(query)).toBe(true);
    expect(await query.text()).toContain('"__typename":"Query"');
    expect(openStreams('203.0.113.8')).toBe(0);
  });

  test(`past ${STREAM_LIMITS.anonymous.total} streams in all, every client gets 503`, async () => {
    for (let client = 0; openStreams() < STREAM_LIMITS.anonymous.total; client += 1) {
      const size = Math.min(STREAM_LIMITS.anonymous.perClient, STREAM_LIMITS.anonymous.total - openStreams());
      const batch = Array.from({ length: size }, () => keep(openYogaStream(`10.0.${client}.1`)));
      for (const response of await Promise.all(batch)) expect(isEventStream(response)).toBe(true);
    }
    expect(openStreams()).toBe(STREAM_LIMITS.anonymous.total);

    const refused = await openYogaStream('192.0.2.1');
    expect(refused.status).toBe(503);
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
    expect((await refused.json()).errors[0].message).toMatch(/^The server has too many open event streams/);
  });

  test('the single-connection stream counts once opened; the PUTs and token POSTs that carry operations do not', async () => {
    const reservation = await reserve('203.0.113.7');
    expect(reservation.status).toBe(201);
    const token = await reservation.text();
    expect(pendingReservations('203.0.113.7')).toBe(1);

    const stream = await keep(openReserved('203.0.113.7', token));
    expect(isEventStream(stream)).toBe(true);
    expect(openStreams('203.0.113.7')).toBe(1);
    expect(pendingReservations('203.0.113.7')).toBe(0);

    const operation = await handleGraphQLRequest(
      new Request(STREAM_URL, {
        method: 'POST',
        headers: from('203.0.113.7', { 'content-type': 'application/json', [TOKEN_HEADER_KEY]: token }),
        body: JSON.stringify({ query: SUBSCRIPTION, extensions: { operationId: '1' } }),
      }),
    );
    expect(operation.status).toBe(202);
    expect(openStreams('203.0.113.7')).toBe(1);
  });

  test('an IPv6 client is counted by its /64: fresh addresses of one network share its cap', async () => {
    for (let index = 1; index <= STREAM_LIMITS.anonymous.perClient; index += 1) {
      expect(isEventStream(await keep(openYogaStream(`2001:db8:1:2::${index.toString(16)}`)))).toBe(true);
    }
    expect((await openYogaStream('2001:db8:1:2:ffff:ffff:ffff:ffff')).status).toBe(429);
    expect(isEventStream(await keep(openYogaStream('2001:db8:1:3::1')))).toBe(true);
  });

  test('17 addresses × 30 anonymous streams and reservations leave a signed-in owner its event stream', async () => {
    const attackers = Array.from({ length: 17 }, (_, index) => `203.0.113.${index + 1}`);
    const streams = await Promise.all(attackers.flatMap((address) => Array.from({ length: 30 }, () => keep(openYogaStream(address)))));
    expect(streams.filter(isEventStream)).toHaveLength(STREAM_LIMITS.anonymous.total);
    const reservations = await Promise.all(attackers.flatMap((address) => Array.from({ length: 30 }, () => reserve(address))));
    expect(reservations.filter((response) => response.status === 201)).toHaveLength(RESERVATION_LIMITS.anonymous.total);
    // Every other anonymous client waits, a forged session cookie included.
    const forged = { cookie: 'next-auth.session-token=forged', ...sameOriginHeaders() };
    expect((await openYogaStream('192.0.2.99', { headers: forged })).status).toBe(503);
    expect((await reserve('192.0.2.99', undefined, forged)).status).toBe(503);

    // The admin's client (graphql-sse, single-connection mode): PUT, then GET with the token, then each operation POSTed.
    const { cookie } = await signInAdmin(t.db);
    const staff = { cookie, ...sameOriginHeaders() };
    const reservation = await reserve('192.0.2.99', undefined, staff);
    expect(reservation.status).toBe(201);
    const token = await reservation.text();
    const stream = await openReserved('192.0.2.99', token, staff);
    expect(isEventStream(stream)).toBe(true);
    const reader = stream.body!.getReader();
    const received: unknown[] = [];
    const reading = readNextEvents(reader, (data) => received.push(data));
    try {
      const bus = observeEvents();
      const listening = bus.listeners('Store:create');
      const operation = await handleGraphQLRequest(
        new Request(STREAM_URL, {
          method: 'POST',
          headers: from('192.0.2.99', { ...staff, 'content-type': 'application/json', [TOKEN_HEADER_KEY]: token }),
          body: JSON.stringify({ query: 'subscription { onCreateStore { name } }', extensions: { operationId: 'stores' } }),
        }),
      );
      expect(operation.status).toBe(202);
      await bus.until('Store:create', (count) => count > listening);
      await makeArea(t.admin);
      await makeStore(t.admin, { name: 'Seen by the owner' });
      for (const deadline = Date.now() + 5000; received.length === 0 && Date.now() < deadline; ) await new Promise((resolve) => setTimeout(resolve, 10));
      expect(received).toEqual([{ id: 'stores', payload: { data: { onCreateStore: { name: 'Seen by the owner' } } } }]);
    } finally {
      await reader.cancel();
      await reading;
    }
  }, 60_000);

  test(`a signed-in admin holds ${STREAM_LIMITS.staff.perUser} streams of its own account, apart from its address's`, async () => {
    const { cookie } = await signInAdmin(t.db);
    const staff = { cookie, ...sameOriginHeaders() };
    for (let index = 0; index < STREAM_LIMITS.staff.perUser; index += 1) {
      expect(isEventStream(await keep(openYogaStream(`198.51.100.${(index % 3) + 1}`, { headers: staff })))).toBe(true);
    }
    expect(openStreams('198.51.100.1')).toBe(0);
    const refused = await openYogaStream('198.51.100.200', { headers: staff });
    expect(refused.status).toBe(429);
    expect((await refused.json()).errors[0].message).toMatch(new RegExp(`^Too many open event streams for your account \\(${STREAM_LIMITS.staff.perUser} at most\\)`));
    // Neither the visitors at its address nor another admin are held back.
    expect(isEventStream(await keep(openYogaStream('198.51.100.1')))).toBe(true);
    const other = { cookie: (await signInAdmin(t.db)).cookie, ...sameOriginHeaders() };
    expect(isEventStream(await keep(openYogaStream('198.51.100.1', { headers: other })))).toBe(true);
  });

  describe('reservations', () => {
    test(`a client may hold ${RESERVATION_LIMITS.anonymous.perClient} unopened reservations, then gets 429`, async () => {
      for (let index = 0; index < RESERVATION_LIMITS.anonymous.perClient; index += 1) expect((await reserve('203.0.113.9')).status).toBe(201);
      const refused = await reserve('203.0.113.9');
      expect(refused.status).toBe(429);
      expect(refused.headers.get('retry-after')).not.toBeNull();
      expect((await refused.json()).errors[0].message).toMatch(/^Too many event stream reservations not opened yet from your address/);
      expect((await reserve('198.51.100.30')).status).toBe(201);
    });

    test('an unopened reservation is dropped after its time, here and in graphql-sse', async () => {
      jest.useFakeTimers({ doNotFake: ['nextTick', 'setImmediate', 'clearImmediate', 'setInterval', 'clearInterval', 'queueMicrotask', 'Date', 'hrtime', 'performance'] });
      expect((await reserve('203.0.113.10', 'chosen-token')).status).toBe(201);
      // graphql-sse still holds it: the same token cannot be reserved twice.
      expect((await reserve('203.0.113.11', 'chosen-token')).status).toBe(409);
      expect(pendingReservations('203.0.113.10')).toBe(1);

      jest.advanceTimersByTime(RESERVATION_LIMITS.ttlMs);
      expect(pendingReservations('203.0.113.10')).toBe(0);
      await settle();
      const again = await reserve('203.0.113.11', 'chosen-token');
      expect(again.status).toBe(201);
      // Opening it in time consumes the reservation; nothing is dropped later.
      expect(isEventStream(await keep(openReserved('203.0.113.11', 'chosen-token')))).toBe(true);
      jest.advanceTimersByTime(RESERVATION_LIMITS.ttlMs);
      expect(openStreams('203.0.113.11')).toBe(1);
      expect(pendingReservations()).toBe(0);
    });
  });
});
