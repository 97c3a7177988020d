import { randomUUID } from 'node:crypto';
import { TOKEN_HEADER_KEY } from 'graphql-sse';
import Redis from 'ioredis';
import { untilStreamEnds } from '@/lib/core/http/stream-end';
import { CLIENT_ADDRESS_HEADER } from '@/lib/core/security/client-address';
import { REQUEST_ORIGIN_HEADER } from '@/lib/core/security/origin';
import { refuse } from './refusal';
import { isEventStream, streamToken } from './stream-limits';
import { logger } from '@/lib/core/ops/log';

/*
 * The admin's single event stream (GraphQL over SSE, single-connection mode) on several
 * instances without sticky sessions. The protocol is three kinds of request sharing a token:
 * PUT reserves a stream, GET opens it (the event stream), and POST/DELETE start and stop
 * operations on it. graphql-sse keeps the stream in the memory of one process, so behind a
 * load balancer the three can land on different instances. With REDIS_URL set:
 *
 * - the instance that answers a PUT records the token as issued (for a minute);
 * - the instance a GET lands on takes the reservation over (reserving the same token itself)
 *   and records itself as the stream's owner while the stream is open;
 * - a POST or DELETE that lands on another instance is relayed to the owner over Redis and
 *   answered with the owner's answer. The owner serves it as any request of its own: the
 *   session cookie is checked there, and the client address is the one the first instance
 *   decided.
 *
 * Without REDIS_URL nothing changes: one process serves everything.
 */

type Serve = (request: Request) => Promise<Response>;

const PREFIX = 'oz:sse';
const ISSUED_SECONDS = 60;
/** How long an owner record lives without being renewed; an open stream renews it. */
const OWNER_SECONDS = 90;
const RENEW_MS = 30_000;
/** A relayed request not answered by then is answered 504. */
export const RELAY_TIMEOUT_MS = 5000;

interface RelayedRequest {
  id: string;
  replyTo: string;
  method: string;
  url: string;
  headers: [string, string][];
  body: string | null;
}

interface RelayedResponse {
  id: string;
  status: number;
  headers: [string, string][];
  body: string;
}

const isEventStreamRequest = (request: Request) => (request.headers.get('accept') ?? '').includes('text/event-stream');

export class StreamRelay {
  readonly instance = randomUUID();
  private readonly commands: Redis;
  private readonly listener: Redis;
  private readonly waiting = new Map<string, (response: RelayedResponse) => void>();
  private readonly ready: Promise<void>;

  constructor(url: string, private readonly serve: Serve) {
    this.commands = new Redis(url, { maxRetriesPerRequest: 1, disconnectTimeout: 200 });
    // No ready check (INFO), which Redis refuses once the connection has subscribed (lib/core/model/events.ts).
    this.listener = new Redis(url, { maxRetriesPerRequest: null, disconnectTimeout: 200, enableReadyCheck: false });
    for (const client of [this.commands, this.listener]) client.on('error', () => undefined);
    this.listener.on('message', (channel: string, message: string) => void this.receive(channel, message));
    this.ready = this.listener.subscribe(this.requestChannel(this.instance), this.replyChannel(this.instance)).then(() => undefined);
    this.ready.catch(() => undefined);
  }

  private requestChannel(instance: string): string {
    return `${PREFIX}:requests:${instance}`;
  }

  private replyChannel(instance: string): string {
    return `${PREFIX}:replies:${instance}`;
  }

  /** Serves a request of the stream endpoint here, or relays it to the instance holding its stream. */
  async handle(request: Request): Promise<Response> {
    const token = streamToken(request);
    if (request.method === 'PUT') return this.reserve(request);
    if (!token) return this.serve(request);
    if (request.method === 'GET' && isEventStreamRequest(request)) return this.open(request, token);
    const owner = await this.commands.get(`${PREFIX}:owner:${token}`).catch(() => null);
    if (!owner || owner === this.instance) return this.serve(request);
    return this.relay(request, owner);
  }

  private async reserve(request: Request): Promise<Response> {
    const response = await this.serve(request);
    if (response.status !== 201) return response;
    const token = await response.text();
    await this.commands.set(`${PREFIX}:issued:${token}`, this.instance, 'EX', ISSUED_SECONDS).catch(() => undefined);
    return new Response(token, { status: response.status, statusText: response.statusText, headers: response.headers });
  }

  private async open(request: Request, token: string): Promise<Response> {
    const issuer = await this.commands.get(`${PREFIX}:issued:${token}`).catch(() => null);
    if (issuer && issuer !== this.instance) {
      // Reserved on another instance: reserve the same token here, where the stream will live.
      // (That instance drops its unopened reservation after a while, as any other.) With what the
      // session check reads, so that an admin's reservation counts in the staff's pool here too.
      const headers = this.headersOf(request, ['cookie', 'authorization', CLIENT_ADDRESS_HEADER, 'origin', 'sec-fetch-site', REQUEST_ORIGIN_HEADER]);
      const reservation = await this.serve(new Request(request.url, { method: 'PUT', headers, signal: request.signal }));
      await reservation.body?.cancel();
    }
    const response = await this.serve(request);
    if (!isEventStream(response) || !response.body) return response;
    const ownerKey = `${PREFIX}:owner:${token}`;
    await this.commands.set(ownerKey, this.instance, 'EX', OWNER_SECONDS).catch(() => undefined);
    const renew = setInterval(() => void this.commands.set(ownerKey, this.instance, 'EX', OWNER_SECONDS).catch(() => undefined), RENEW_MS);
    renew.unref?.();
    const body = untilStreamEnds(response.body, () => {
      clearInterval(renew);
      // Only our own record: a new stream of the same token may already live elsewhere.
      void this.commands.eval(DELETE_IF_OWNER, 1, ownerKey, this.instance).catch(() => undefined);
    });
    return new Response(body, { status: response.status, statusText: response.statusText, headers: response.headers });
  }

  private headersOf(request: Request, names: string[]): Headers {
    const headers = new Headers({ [TOKEN_HEADER_KEY]: streamToken(request) ?? '', accept: '*/*' });
    for (const name of names) {
      const value = request.headers.get(name);
      if (value !== null) headers.set(name, value);
    }
    return headers;
  }

  private async relay(request: Request, owner: string): Promise<Response> {
    await this.ready;
    const id = randomUUID();
    const message: RelayedRequest = {
      id,
      replyTo: this.replyChannel(this.instance),
      method: request.method,
      url: request.url,
      headers: [...request.headers.entries()],
      body: request.body ? await request.text() : null,
    };
    const answer = new Promise<RelayedResponse | null>((resolve) => {
      const timer = setTimeout(() => {
        this.waiting.delete(id);
        resolve(null);
      }, RELAY_TIMEOUT_MS);
      this.waiting.set(id, (response) => {
        clearTimeout(timer);
        this.waiting.delete(id);
        resolve(response);
      });
    });
    const receivers = await this.commands.publish(this.requestChannel(owner), JSON.stringify(message)).catch(() => 0);
    if (receivers === 0) {
      this.waiting.get(id)?.({ id, status: 0, headers: [], body: '' });
      return refuse(503, 'The event stream is held by an instance that is not answering. Reload the page.');
    }
    const response = await answer;
    if (!response) return refuse(504, 'The instance holding the event stream did not answer in time. Reload the page.');
    return new Response(response.status === 204 || response.status === 304 ? null : response.body, { status: response.status, headers: response.headers });
  }

  private async receive(channel: string, raw: string): Promise<void> {
    if (channel === this.replyChannel(this.instance)) {
      const reply = JSON.parse(raw) as RelayedResponse;
      this.waiting.get(reply.id)?.(reply);
      return;
    }
    const message = JSON.parse(raw) as RelayedRequest;
    let reply: RelayedResponse;
    try {
      const response = await this.serve(new Request(message.url, { method: message.method, headers: message.headers, body: message.body }));
      reply = { id: message.id, status: response.status, headers: [...response.headers.entries()], body: await response.text() };
    } catch (error) {
      logger().error({ err: error }, 'A relayed event stream request failed');
      reply = { id: message.id, status: 500, headers: [['content-type', 'application/json']], body: JSON.stringify({ errors: [{ message: 'Internal server error' }] }) };
    }
    await this.commands.publish(message.replyTo, JSON.stringify(reply)).catch(() => undefined);
  }
}

const DELETE_IF_OWNER = `if redis.call('GET', KEYS[1]) == ARGV[1] then return redis.call('DEL', KEYS[1]) end
return 0`;

const holder = globalThis as unknown as { __ozStreamRelay?: StreamRelay };

/** The process's relay when several instances share Redis (`REDIS_URL`), else null. */
export function streamRelay(redisUrl: string | undefined, serve: Serve): StreamRelay | null {
  if (!redisUrl) return null;
  holder.__ozStreamRelay ??= new StreamRelay(redisUrl, serve);
  return holder.__ozStreamRelay;
}
