import type { IncomingMessage } from 'node:http';
import type { Duplex } from 'node:stream';
import { type DocumentNode, type ExecutionResult, GraphQLError } from 'graphql';
import { type RawData, type WebSocket, WebSocketServer } from 'ws';
import { sessionMisused } from '@/lib/core/auth/viewer';
import { getConfig } from '@/lib/core/config';
import { logger } from '@/lib/core/ops/log';
import { refuseForeignOrigin } from './refusal';
import { getYoga, GRAPHQL_PATH, requestErrorType, withAppSyncErrorType } from './server';
import { streamHolder } from './stream-holder';
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
 * connection holds an event-stream slot (graphql/stream-limits.ts): a signed-in admin's from the
 * staff's pool, anyone else's from its address's share of the anonymous pool. Events from other
 * instances arrive through the Redis event bus (lib/core/model/events.ts).
 */

export const GRAPHQL_REALTIME_PATH = `${GRAPHQL_PATH}/realtime`;
const SUBPROTOCOL = 'graphql-ws';

export const REALTIME_LIMITS = {
  /** Operations one connection may run at once (an app subscribes to a few per screen), counted from their start message. */
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

/**
 * An anonymous connection that runs no subscription for this long after its connection_ack (or
 * after its last one ended) is closed, so it cannot sit on its address's slot: Amplify subscribes
 * right after the ack and closes the socket itself once it runs none. A signed-in admin's
 * connection holds a slot of the staff's own pool and is left alone.
 */
export const IDLE_TIMEOUT_MS = 10_000;
export const IDLE_CLOSE = { code: 4410, reason: 'No subscription running' } as const;

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
  idleTimeoutMs: number;
}

/** A connection's timers: no idle timeout for one that may idle (a signed-in admin's). */
type ConnectionTiming = Omit<Timing, 'idleTimeoutMs'> & { idleTimeoutMs: number | undefined };

/** An operation from its start message on; its results once it has subscribed. */
interface Operation {
  iterator?: AsyncIterator<ExecutionResult>;
}

/** What a client is told when its operation failed on our side (the details go to the log). */
const START_FAILED = new GraphQLError('The subscription could not be started. Try again.', { extensions: { errorType: 'InternalFailureException' } });

/** One client's connection: its operations by id, its timers, and its slot. */
class Connection {
  private readonly operations = new Map<string, Operation>();
  private readonly keepAliveMs: number;
  private keepAlive: NodeJS.Timeout | undefined;
  private readonly initTimer: NodeJS.Timeout;
  private readonly idleTimeoutMs: number | undefined;
  private idleTimer: NodeJS.Timeout | undefined;

  constructor(
    private readonly socket: WebSocket,
    private readonly request: Request,
    { keepAliveMs, initTimeoutMs, idleTimeoutMs }: ConnectionTiming,
    private readonly release: () => void,
  ) {
    this.keepAliveMs = keepAliveMs;
    this.idleTimeoutMs = idleTimeoutMs;
    this.initTimer = setTimeout(() => socket.close(INIT_TIMEOUT_CLOSE.code, INIT_TIMEOUT_CLOSE.reason), initTimeoutMs);
    socket.on('message', (data, isBinary) => {
      this.receive(data, isBinary).catch((error: unknown) => logger().error({ err: error }, 'A real-time message could not be handled'));
    });
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
        return this.stop(id);
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
    this.watchIdle();
  }

  /** From the ack on, an idle connection is closed IDLE_TIMEOUT_MS after its last operation ended (before it, the init timer watches it). */
  private watchIdle(): void {
    clearTimeout(this.idleTimer);
    if (this.idleTimeoutMs === undefined || !this.keepAlive || this.operations.size > 0) return;
    this.idleTimer = setTimeout(() => this.socket.close(IDLE_CLOSE.code, IDLE_CLOSE.reason), this.idleTimeoutMs);
  }

  /** Forgets the operation if `id` still names it (a stopped id may have been started again); whether it did. */
  private forget(id: string, operation: Operation): boolean {
    if (this.operations.get(id) !== operation) return false;
    this.operations.delete(id);
    this.watchIdle();
    return true;
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
    // Counted before anything is awaited: start messages that arrive in one read are counted one by one.
    const operation: Operation = {};
    this.operations.set(id, operation);
    this.watchIdle();
    let results: AsyncIterableIterator<ExecutionResult> | ExecutionResult;
    try {
      results = await this.subscribe(params as { query: string; variables?: Record<string, unknown>; operationName?: string });
    } catch (error) {
      // Parsing and the validation rules (the depth and alias limits among them) throw the client's mistakes as GraphQLErrors.
      if (!(error instanceof GraphQLError)) logger().error({ err: error }, 'A real-time subscription could not be started');
      results = { errors: [error instanceof GraphQLError ? error : START_FAILED] };
    }
    // The client may have stopped it, or gone, while it was being set up.
    if (this.operations.get(id) !== operation) {
      if (Symbol.asyncIterator in results) void results.return?.();
      return;
    }
    if (!(Symbol.asyncIterator in results)) {
      this.forget(id, operation);
      return this.fail(id, appSyncErrors(results.errors ?? []));
    }
    const iterator = results[Symbol.asyncIterator]();
    operation.iterator = iterator;
    // Asking for the first event subscribes to the event bus; from then on no event is missed.
    const first = iterator.next();
    this.send({ type: 'start_ack', id });
    void this.deliver(id, operation, iterator, first);
  }

  /** Parses, validates and subscribes through the API's Yoga: a stream of results, or the errors that stopped it. */
  private async subscribe(params: { query: string; variables?: Record<string, unknown>; operationName?: string }): Promise<AsyncIterableIterator<ExecutionResult> | ExecutionResult> {
    const { parse, validate, contextFactory, subscribe, schema } = getYoga().getEnveloped({ request: this.request, params });
    const document = parse(params.query) as DocumentNode;
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

  private async deliver(id: string, operation: Operation, iterator: AsyncIterator<ExecutionResult>, first: Promise<IteratorResult<ExecutionResult>>): Promise<void> {
    try {
      for (let next = await first; !next.done; next = await iterator.next()) this.send({ type: 'data', id, payload: withAppSyncErrorType(next.value) });
      if (this.forget(id, operation)) this.send({ type: 'complete', id });
    } catch (error) {
      // The source ended with an error: an admin whose session no longer holds (graphql/live-access.ts).
      if (!this.forget(id, operation)) return;
      const graphqlError = error as GraphQLError;
      this.fail(id, appSyncErrors([graphqlError.extensions ? graphqlError : ({ message: 'The subscription ended.', extensions: {} } as GraphQLError)]));
    }
  }

  private async stop(id: string | undefined): Promise<void> {
    const operation = id === undefined ? undefined : this.operations.get(id);
    if (id === undefined || !operation) {
      return this.fail(id, [{ errorType: 'BadRequestException', message: id === undefined ? 'A stop message needs an id.' : `No operation with the id ${id} is running.` }]);
    }
    this.forget(id, operation);
    await operation.iterator?.return?.();
    this.send({ type: 'complete', id });
  }

  private closed(): void {
    clearTimeout(this.initTimer);
    clearTimeout(this.idleTimer);
    clearInterval(this.keepAlive);
    for (const { iterator } of this.operations.values()) void iterator?.return?.();
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

export function createRealtime({ keepAliveMs = KEEP_ALIVE.intervalMs, initTimeoutMs = INIT_TIMEOUT_MS, idleTimeoutMs = IDLE_TIMEOUT_MS }: Partial<Timing> = {}): Realtime {
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
    const holder = await streamHolder(request);
    const slot = takeStreamSlot(holder);
    if ('refusal' in slot) return refuseUpgrade(socket, slot.refusal);
    // The client may have gone while its session was checked, its 'close' already past.
    if (socket.destroyed) return slot.release();
    // ws answers a malformed handshake itself and never calls back: the slot is given back when the socket closes.
    socket.once('close', slot.release);
    const timing = { keepAliveMs, initTimeoutMs, idleTimeoutMs: holder.pool === 'anonymous' ? idleTimeoutMs : undefined };
    server.handleUpgrade(req, socket, head, (ws) => new Connection(ws, request, timing, slot.release));
  }

  return {
    handleUpgrade(req, socket, head) {
      // Node takes its error listener off an upgraded socket and ws adds its own only once it takes
      // the socket over: a client that resets it meanwhile (during the session check) must not
      // become an uncaught exception.
      socket.on('error', (error) => logger().debug({ err: error }, 'Real-time upgrade socket error'));
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
