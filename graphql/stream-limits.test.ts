import { TOKEN_HEADER_KEY } from 'graphql-sse';
import { CLIENT_ADDRESS_HEADER } from '@/lib/core/security/client-address';
import { engines, useTestDb } from '@/lib/test/engines';
import { GRAPHQL_URL } from '@/lib/test/http';
import { GRAPHQL_STREAM_PATH, handleGraphQLRequest } from './server';
import { openStreams, pendingReservations, RESERVATION_LIMITS, STREAM_LIMITS } from './stream-limits';

const STREAM_URL = `http://localhost${GRAPHQL_STREAM_PATH}`;
const SUBSCRIPTION = 'subscription { onCreateStore { id name } }';

/** The address our server would have decided for the request (lib/core/security/client-address.ts). */
function from(address: string, headers: Record<string, string> = {}): Record<string, string> {
  return { [CLIENT_ADDRESS_HEADER]: address, ...headers };
}

/** Opens a subscription over Yoga's own SSE, as an attacker's script would, without reading it. */
function openYogaStream(address: string, signal?: AbortSignal): Promise<Response> {
  return handleGraphQLRequest(
    new Request(GRAPHQL_URL, {
      method: 'POST',
      headers: from(address, { 'content-type': 'application/json', accept: 'text/event-stream' }),
      body: JSON.stringify({ query: SUBSCRIPTION }),
      signal,
    }),
  );
}

/** Opens the reserved stream, as the admin's graphql-sse client does right after the PUT. */
function openReserved(address: string, token: string): Promise<Response> {
  return handleGraphQLRequest(new Request(STREAM_URL, { headers: from(address, { accept: 'text/event-stream', [TOKEN_HEADER_KEY]: token }) }));
}

function isEventStream(response: Response): boolean {
  return response.status === 200 && (response.headers.get('content-type') ?? '').startsWith('text/event-stream');
}

/** Lets pending promise callbacks (a cancelled stream's clean-up) run. */
async function settle(): Promise<void> {
  for (let round = 0; round < 20; round += 1) await new Promise((resolve) => setImmediate(resolve));
}

describe.each(engines())('open event streams and reservations on $name', (engine) => {
  useTestDb(engine);
  const open: Response[] = [];
  const reserved: { address: string; token: string }[] = [];

  async function keep(response: Response | Promise<Response>): Promise<Response> {
    const resolved = await response;
    open.push(resolved);
    return resolved;
  }

  /** Reserves a single-connection stream (graphql-sse's PUT), optionally with a token of the client's choosing. */
  async function reserve(address: string, token?: string): Promise<Response> {
    const response = await handleGraphQLRequest(
      new Request(STREAM_URL, { method: 'PUT', headers: from(address, token ? { [TOKEN_HEADER_KEY]: token } : {}) }),
    );
    if (response.status !== 201) return response;
    const chosen = await response.text();
    reserved.push({ address, token: chosen });
    return new Response(chosen, { status: 201 });
  }

  afterEach(async () => {
    jest.useRealTimers();
    // A reservation opened and closed is gone from graphql-sse too.
    for (const { address, token } of reserved.splice(0)) open.push(await openReserved(address, token));
    await Promise.all(open.splice(0).map((response) => response.body?.cancel().catch(() => undefined)));
    await settle();
    expect(openStreams()).toBe(0);
    expect(pendingReservations()).toBe(0);
  });

  test(`a client gets ${STREAM_LIMITS.perClient} streams, then 429 with Retry-After; another client is not held back`, async () => {
    for (let index = 0; index < STREAM_LIMITS.perClient; index += 1) {
      expect(isEventStream(await keep(openYogaStream('203.0.113.7')))).toBe(true);
    }
    expect(openStreams('203.0.113.7')).toBe(STREAM_LIMITS.perClient);

    const refused = await openYogaStream('203.0.113.7');
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(await refused.json()).toEqual({
      errors: [{ message: expect.stringMatching(new RegExp(`^Too many open event streams from your address \\(${STREAM_LIMITS.perClient} at most\\)`)), extensions: { code: 'TOO_MANY_REQUESTS' } }],
    });

    expect(isEventStream(await keep(openYogaStream('198.51.100.20')))).toBe(true);
  });

  test('a stream closed by its client frees its slot', async () => {
    const streams = [];
    for (let index = 0; index < STREAM_LIMITS.perClient; index += 1) streams.push(await keep(openYogaStream('203.0.113.7')));
    expect((await openYogaStream('203.0.113.7')).status).toBe(429);

    await streams[0]!.body!.cancel();
    expect(openStreams('203.0.113.7')).toBe(STREAM_LIMITS.perClient - 1);
    expect(isEventStream(await keep(openYogaStream('203.0.113.7')))).toBe(true);
  });

  test('an aborted request frees its slot, even when nobody reads or cancels its answer', async () => {
    const controller = new AbortController();
    expect(isEventStream(await keep(openYogaStream('203.0.113.7', controller.signal)))).toBe(true);
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

  test(`past ${STREAM_LIMITS.total} streams in all, every client gets 503`, async () => {
    for (let client = 0; openStreams() < STREAM_LIMITS.total; client += 1) {
      const size = Math.min(STREAM_LIMITS.perClient, STREAM_LIMITS.total - openStreams());
      const batch = Array.from({ length: size }, () => keep(openYogaStream(`10.0.${client}.1`)));
      for (const response of await Promise.all(batch)) expect(isEventStream(response)).toBe(true);
    }
    expect(openStreams()).toBe(STREAM_LIMITS.total);

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

  describe('reservations', () => {
    test(`a client may hold ${RESERVATION_LIMITS.perClient} unopened reservations, then gets 429`, async () => {
      for (let index = 0; index < RESERVATION_LIMITS.perClient; index += 1) expect((await reserve('203.0.113.9')).status).toBe(201);
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
