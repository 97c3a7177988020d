import type { IncomingMessage } from 'node:http';
import type { Duplex } from 'node:stream';
import type { DocumentNode, ExecutionResult, GraphQLError } from 'graphql';
import { type RawData, type WebSocket, WebSocketServer } from 'ws';
import { sessionMisused } from '@/lib/core/auth/viewer';
import { getConfig } from '@/lib/core/config';
import { logger } from '@/lib/core/ops/log';
import { refuseForeignOrigin } from './refusal';
import { getYoga, GRAPHQL_PATH, requestErrorType, withAppSyncErrorType } from './server';
import { takeStreamSlot } from './stream-limits';

/*
 * AWS AppSync's real-time protocol, so that an app written for AppSync (AWS Amplify's own client,
 * unmodified) receives its subscriptions. Amplify dials `<GraphQL endpoint>/realtime` for any
 * endpoint that is not AppSync's own, with the `graphql-ws` subprotocol and its credentials in a
 * second one (`header-<base64url JSON>`; older clients put them in the query, `?header=…`).
 *
 *   client                              server
 *   connection_init                  →
 *                                    ←  connection_ack { connectionTimeoutMs }, then `ka` every minute
 *   start { id, payload.data }       →
 *                                    ←  start_ack { id }, then data { id, payload: { data } } per event
 *                                    ←  error { id, payload: { errors: [{ errorType, message }] } }
 *   stop { id }                      →
 *                                    ←  complete { id }
 *
 * Each operation runs through the same Yoga as the HTTP API (its `getEnveloped`): the same schema,
 * viewer, visibility rules, per-event access check, depth, alias and cost limits. An API key or
 * no credentials read as anonymous, as over HTTP (the public API has no keys); an admin's
 * connection carries the session cookie, accepted only from the site's own pages. Each
 * connection holds one of its client's event-stream slots (graphql/stream-limits.ts). Events from
 * other instances arrive through the Redis event bus (lib/core/model/events.ts).
 */

export const GRAPHQL_REALTIME_PATH = `${GRAPHQL_PATH}/realtime`;
const SUBPROTOCOL = 'graphql-ws';

export const REALTIME_LIMITS = {
  /** Operations one connection may run at once (an app subscribes to a few per screen). */
  subscriptionsPerConnection: 100,
  /** The largest message a client may send: a subscription document with its variables. */
  maxMessageBytes: 64 * 1024,
} as const;

/** AppSync's figures: a keep-alive every minute; a client that hears nothing for five reconnects. */
export const KEEP_ALIVE = { intervalMs: 60_000, connectionTimeoutMs: 300_000 } as const;

/**
 * A connection that has not sent connection_init by then is closed (4408, as graphql-ws does), so
 * an idle socket cannot hold its client's slot: Amplify sends it as soon as the socket opens.
 */
export const INIT_TIMEOUT_MS = 10_000;
export const INIT_TIMEOUT_CLOSE = { code: 4408, reason: 'connection_init not received in time' } as const;

/** AppSync's error shape: an `errorType` a client can branch on and a message a person can read. */
interface AppSyncError {
  errorType: string;
  message: string;
}

type ClientMessage = { type?: unknown; id?: unknown; payload?: unknown };

function appSyncErrors(errors: readonly GraphQLError[]): AppSyncError[] {
  return errors.map((error) => {
    const errorType = error.extensions?.errorType;
    return { errorType: typeof errorType === 'string' ? errorType : requestErrorType(error), message: error.message };
  });
}

/** Whether a request asks for the real-time endpoint (with or without the older query-string credentials). */
export function isRealtimeRequest(req: IncomingMessage): boolean {
  return (req.url ?? '').split('?')[0] === GRAPHQL_REALTIME_PATH;
}

/** The upgrade request as a Fetch Request for the API's own checks (viewer, origin, client address). */
function asRequest(req: IncomingMessage): Request {
  const headers = new Headers();
  for (const [name, value] of Object.entries(req.headers)) {
    if (value === undefined || name === 'connection' || name === 'upgrade' || name.startsWith('sec-websocket-')) continue;
    headers.set(name, Array.isArray(value) ? value.join(', ') : value);
  }
  return new Request(new URL(req.url ?? '/', getConfig().siteUrl), { method: 'GET', headers });
}

/** Answers an upgrade that is refused with the API's own refusal, as plain HTTP, and closes. */
async function refuseUpgrade(socket: Duplex, response: Response): Promise<void> {
  const body = Buffer.from(await response.text());
  const head = [`HTTP/1.1 ${response.status} ${response.statusText || 'Refused'}`, 'connection: close', `content-length: ${body.length}`];
  response.headers.forEach((value, name) => head.push(`${name}: ${value}`));
  socket.end(Buffer.concat([Buffer.from(`${head.join('\r\n')}\r\n\r\n`), body]));
}

interface Timing {
  keepAliveMs: number;
  initTimeoutMs: number;
}

/** One client's connection: its operations by id, its keep-alive, and its slot. */
class Connection {
  private readonly operations = new Map<string, AsyncIterator<ExecutionResult>>();
  private readonly keepAliveMs: number;
  private keepAlive: NodeJS.Timeout | undefined;
  private readonly initTimer: NodeJS.Timeout;

  constructor(
    private readonly socket: WebSocket,
    private readonly request: Request,
    { keepAliveMs, initTimeoutMs }: Timing,
    private readonly release: () => void,
  ) {
    this.keepAliveMs = keepAliveMs;
    this.initTimer = setTimeout(() => socket.close(INIT_TIMEOUT_CLOSE.code, INIT_TIMEOUT_CLOSE.reason), initTimeoutMs);
    socket.on('message', (data, isBinary) => void this.receive(data, isBinary));
    socket.on('close', () => this.closed());
    socket.on('error', (error) => logger().debug({ err: error }, 'Real-time connection error'));
  }

  private send(message: Record<string, unknown>): void {
    if (this.socket.readyState === this.socket.OPEN) this.socket.send(JSON.stringify(message));
  }

  private fail(id: string | undefined, errors: AppSyncError[]): void {
    this.send({ type: 'error', ...(id === undefined ? {} : { id }), payload: { errors } });
  }

  private async receive(data: RawData, isBinary: boolean): Promise<void> {
    let message: ClientMessage;
    try {
      if (isBinary) throw new Error('binary');
      message = JSON.parse(data.toString()) as ClientMessage;
      if (typeof message !== 'object' || message === null) throw new Error('not an object');
    } catch {
      this.fail(undefined, [{ errorType: 'BadRequestException', message: 'Send each message as a JSON object.' }]);
      return;
    }
    const id = typeof message.id === 'string' && message.id !== '' ? message.id : undefined;
    switch (message.type) {
      case 'connection_init':
        return this.acknowledge();
      case 'start':
        if (id === undefined) return this.fail(undefined, [{ errorType: 'BadRequestException', message: 'A start message needs an id.' }]);
        return this.start(id, message.payload);
      case 'stop':
        if (id !== undefined) await this.stop(id);
        return;
      default:
        this.fail(id, [{ errorType: 'UnsupportedOperation', message: `Unknown message type: ${String(message.type)}.` }]);
    }
  }

  private acknowledge(): void {
    clearTimeout(this.initTimer);
    this.send({ type: 'connection_ack', payload: { connectionTimeoutMs: KEEP_ALIVE.connectionTimeoutMs } });
    if (this.keepAlive) return;
    this.keepAlive = setInterval(() => this.send({ type: 'ka' }), this.keepAliveMs);
    this.keepAlive.unref();
  }

  private async start(id: string, payload: unknown): Promise<void> {
    if (this.operations.has(id)) return this.fail(id, [{ errorType: 'BadRequestException', message: `An operation with the id ${id} is already running.` }]);
    if (this.operations.size >= REALTIME_LIMITS.subscriptionsPerConnection) {
      return this.fail(id, [{ errorType: 'MaxSubscriptionsReachedError', message: `One connection runs ${REALTIME_LIMITS.subscriptionsPerConnection} subscriptions at most.` }]);
    }
    let params: { query?: unknown; variables?: unknown; operationName?: unknown };
    try {
      const data = (payload as { data?: unknown } | undefined)?.data;
      params = JSON.parse(typeof data === 'string' ? data : '') as typeof params;
      if (typeof params.query !== 'string') throw new Error('no query');
    } catch {
      return this.fail(id, [{ errorType: 'BadRequestException', message: 'The start message carries its operation as JSON in payload.data: { "query", "variables" }.' }]);
    }
    const results = await this.subscribe(params as { query: string; variables?: Record<string, unknown>; operationName?: string });
    if (!(Symbol.asyncIterator in results)) return this.fail(id, appSyncErrors(results.errors ?? []));
    // The client may have stopped it, or gone, while it was being set up.
    if (this.socket.readyState !== this.socket.OPEN) return void results.return?.();
    const iterator = results[Symbol.asyncIterator]();
    this.operations.set(id, iterator);
    // Asking for the first event subscribes to the event bus; from then on no event is missed.
    const first = iterator.next();
    this.send({ type: 'start_ack', id });
    void this.deliver(id, iterator, first);
  }

  /** Parses, validates and subscribes through the API's Yoga: a stream of results, or the errors that stopped it. */
  private async subscribe(params: { query: string; variables?: Record<string, unknown>; operationName?: string }): Promise<AsyncIterableIterator<ExecutionResult> | ExecutionResult> {
    const { parse, validate, contextFactory, subscribe, schema } = getYoga().getEnveloped({ request: this.request, params });
    let document: DocumentNode;
    try {
      document = parse(params.query) as DocumentNode;
    } catch (error) {
      return { errors: [error as GraphQLError] };
    }
    const errors = validate(schema, document);
    if (errors.length > 0) return { errors };
    const operation = document.definitions.find((definition) => definition.kind === 'OperationDefinition' && (!params.operationName || definition.name?.value === params.operationName));
    if (!operation || !('operation' in operation) || operation.operation !== 'subscription') {
      const message = 'Only subscriptions run over the real-time connection; send queries and mutations to the GraphQL endpoint.';
      return { errors: [{ message, extensions: { errorType: 'UnsupportedOperation' } } as unknown as GraphQLError] };
    }
    return (await subscribe({ schema, document, variableValues: params.variables ?? {}, operationName: params.operationName, contextValue: await contextFactory() })) as
      | AsyncIterableIterator<ExecutionResult>
      | ExecutionResult;
  }

  private async deliver(id: string, iterator: AsyncIterator<ExecutionResult>, first: Promise<IteratorResult<ExecutionResult>>): Promise<void> {
    try {
      for (let next = await first; !next.done; next = await iterator.next()) this.send({ type: 'data', id, payload: withAppSyncErrorType(next.value) });
      if (this.operations.delete(id)) this.send({ type: 'complete', id });
    } catch (error) {
      // The source ended with an error: an admin whose session no longer holds (graphql/live-access.ts).
      if (!this.operations.delete(id)) return;
      const graphqlError = error as GraphQLError;
      this.fail(id, appSyncErrors([graphqlError.extensions ? graphqlError : ({ message: 'The subscription ended.', extensions: {} } as GraphQLError)]));
    }
  }

  private async stop(id: string): Promise<void> {
    const iterator = this.operations.get(id);
    if (!iterator) return;
    this.operations.delete(id);
    await iterator.return?.();
    this.send({ type: 'complete', id });
  }

  private closed(): void {
    clearTimeout(this.initTimer);
    clearInterval(this.keepAlive);
    for (const iterator of this.operations.values()) void iterator.return?.();
    this.operations.clear();
    this.release();
  }
}

export interface Realtime {
  /** Takes over an upgrade request for GRAPHQL_REALTIME_PATH (its client address and origin already stamped). */
  handleUpgrade(req: IncomingMessage, socket: Duplex, head: Buffer): void;
  /** Closes every connection as "going away", so its client reconnects to another instance. */
  close(): void;
}

export function createRealtime({ keepAliveMs = KEEP_ALIVE.intervalMs, initTimeoutMs = INIT_TIMEOUT_MS }: Partial<Timing> = {}): Realtime {
  const server = new WebSocketServer({
    noServer: true,
    maxPayload: REALTIME_LIMITS.maxMessageBytes,
    handleProtocols: (protocols) => (protocols.has(SUBPROTOCOL) ? SUBPROTOCOL : false),
  });

  async function upgrade(req: IncomingMessage, socket: Duplex, head: Buffer): Promise<void> {
    const request = asRequest(req);
    const protocols = (req.headers['sec-websocket-protocol'] ?? '').split(',').map((protocol) => protocol.trim());
    if (!protocols.includes(SUBPROTOCOL)) {
      return refuseUpgrade(socket, Response.json({ errors: [{ errorType: 'BadRequestException', message: `Connect with the ${SUBPROTOCOL} subprotocol.` }] }, { status: 400 }));
    }
    // A foreign page's WebSocket carries the admin's cookie as any request does: refused as over HTTP.
    if (sessionMisused(request)) return refuseUpgrade(socket, refuseForeignOrigin(getConfig().siteUrl));
    const slot = takeStreamSlot(request);
    if ('refusal' in slot) return refuseUpgrade(socket, slot.refusal);
    // ws answers a malformed handshake itself and never calls back: the slot is given back when the socket closes.
    socket.once('close', slot.release);
    server.handleUpgrade(req, socket, head, (ws) => new Connection(ws, request, { keepAliveMs, initTimeoutMs }, slot.release));
  }

  return {
    handleUpgrade(req, socket, head) {
      upgrade(req, socket, head).catch((error: unknown) => {
        logger().error({ err: error }, 'A real-time connection could not be opened');
        socket.destroy();
      });
    },
    close() {
      for (const client of server.clients) client.close(1001, 'Server shutting down');
    },
  };
}
