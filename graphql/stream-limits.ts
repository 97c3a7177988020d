import { TOKEN_HEADER_KEY, TOKEN_QUERY_KEY } from 'graphql-sse';
import { untilStreamEnds } from '@/lib/core/http/stream-end';
import { clientAddress } from '@/lib/core/security/client-address';
import { refuse } from './refusal';
import { logger } from '@/lib/core/ops/log';

/*
 * Caps on what a client can make the server hold open. Every open event stream keeps a
 * subscription and its buffers in memory until the client goes away, so the streams are counted
 * per client address and in all, from the answer that opens one until its body closes.
 */

/**
 * Open event streams: the admin holds one per browser tab (all its live lists share it), and an
 * office's staff share one address behind its router, so a client may hold a few dozen; the
 * attack this stops opened a thousand.
 */
export const STREAM_LIMITS = { perClient: 30, total: 500 } as const;

/**
 * Reservations of the single-connection endpoint (a PUT, answered with a token): graphql-sse keeps
 * each one, with the operations posted to it, in memory until its stream is opened and closed, so
 * a reservation not opened within `ttlMs` is dropped. Its client opens it right after the PUT.
 */
export const RESERVATION_LIMITS = { perClient: 30, total: 500, ttlMs: 30_000 } as const;

const RETRY_AFTER_SECONDS = { client: 30, total: 60 } as const;

type Cap = keyof typeof RETRY_AFTER_SECONDS;

/** Slots held per client address and in all. */
class SlotCounter {
  private readonly byClient = new Map<string, number>();
  private held = 0;

  constructor(private readonly limits: { perClient: number; total: number }) {}

  /** Takes a slot for the client and returns its release (which gives it back once, however often it is called), or the cap it is over. */
  take(client: string): { release: () => void } | { over: Cap } {
    const mine = this.byClient.get(client) ?? 0;
    if (mine >= this.limits.perClient) return { over: 'client' };
    if (this.held >= this.limits.total) return { over: 'total' };
    this.byClient.set(client, mine + 1);
    this.held += 1;
    let released = false;
    return {
      release: () => {
        if (released) return;
        released = true;
        this.give(client);
      },
    };
  }

  heldBy(client: string): number {
    return this.byClient.get(client) ?? 0;
  }

  get total(): number {
    return this.held;
  }

  private give(client: string): void {
    const mine = (this.byClient.get(client) ?? 1) - 1;
    if (mine > 0) this.byClient.set(client, mine);
    else this.byClient.delete(client);
    this.held -= 1;
  }
}

interface Reservation {
  release: () => void;
  expiry: ReturnType<typeof setTimeout>;
}

interface StreamLimitState {
  streams: SlotCounter;
  reservations: SlotCounter;
  /** Reservations not opened yet, by token. */
  pending: Map<string, Reservation>;
}

// On globalThis: both API routes, and this module as `next dev` reloads it, must count the same streams.
const holder = globalThis as unknown as { __ozStreamLimits?: StreamLimitState };

function state(): StreamLimitState {
  holder.__ozStreamLimits ??= {
    streams: new SlotCounter(STREAM_LIMITS),
    reservations: new SlotCounter(RESERVATION_LIMITS),
    pending: new Map(),
  };
  return holder.__ozStreamLimits;
}

/** How many streams are open, from one client address or in all. */
export function openStreams(client?: string): number {
  const { streams } = state();
  return client === undefined ? streams.total : streams.heldBy(client);
}

/** How many reservations wait to be opened, from one client address or in all. */
export function pendingReservations(client?: string): number {
  const { reservations } = state();
  return client === undefined ? reservations.total : reservations.heldBy(client);
}

function refuseOver(cap: Cap, what: 'streams' | 'reservations'): Response {
  const limits = what === 'streams' ? STREAM_LIMITS : RESERVATION_LIMITS;
  const noun = what === 'streams' ? 'open event streams' : 'event stream reservations not opened yet';
  const message =
    cap === 'client'
      ? `Too many ${noun} from your address (${limits.perClient} at most). Close one, or wait, and try again.`
      : `The server has too many ${noun} (${limits.total} at most). Try again in a minute.`;
  return refuse(cap === 'client' ? 429 : 503, message, { 'retry-after': String(RETRY_AFTER_SECONDS[cap]) });
}

type Serve = (request: Request) => Promise<Response>;

/** Serves the request with the slot taken for it; the slot is given back if serving fails. */
async function serveHolding(request: Request, serve: Serve, release: () => void): Promise<Response> {
  try {
    return await serve(request);
  } catch (error) {
    release();
    throw error;
  }
}

export function isEventStream(response: Response): boolean {
  return (response.headers.get('content-type') ?? '').toLowerCase().startsWith('text/event-stream');
}

/** A GET or POST that asks for an event stream: Yoga's own SSE, or graphql-sse's stream (distinct or reserved). */
function mayOpenStream(request: Request): boolean {
  return (request.method === 'GET' || request.method === 'POST') && (request.headers.get('accept') ?? '').includes('text/event-stream');
}

/** Only the single-connection endpoint answers PUT (app/api/graphql/stream/route.ts): it makes a reservation. */
function isReservation(request: Request): boolean {
  return request.method === 'PUT';
}

/** The token of a single-connection stream a request names (header or query), or null. */
export function streamToken(request: Request): string | null {
  return request.headers.get(TOKEN_HEADER_KEY) ?? new URL(request.url).searchParams.get(TOKEN_QUERY_KEY);
}

function consumeReservation(token: string | null): void {
  if (token === null) return;
  const { pending } = state();
  const reservation = pending.get(token);
  if (!reservation) return;
  clearTimeout(reservation.expiry);
  pending.delete(token);
  reservation.release();
}

/**
 * Takes one of the client's stream slots, for an event stream or a real-time WebSocket
 * (graphql/realtime.ts) alike: its release, or the refusal (429 over the client's cap, 503 over the total).
 */
export function takeStreamSlot(request: Request): { release: () => void } | { refusal: Response } {
  const slot = state().streams.take(clientAddress(request.headers));
  return 'over' in slot ? { refusal: refuseOver(slot.over, 'streams') } : slot;
}

async function openStream(request: Request, serve: Serve): Promise<Response> {
  const slot = takeStreamSlot(request);
  if ('refusal' in slot) return slot.refusal;
  const response = await serveHolding(request, serve, slot.release);
  if (!isEventStream(response) || !response.body) {
    slot.release();
    return response;
  }
  // The reservation became this stream, which is counted from now on.
  consumeReservation(streamToken(request));
  const { status, statusText, headers } = response;
  return new Response(untilStreamEnds(response.body, slot.release, request.signal), { status, statusText, headers });
}

/** graphql-sse forgets a reservation only when its stream closes: open it and close it at once. */
async function dropReservation(url: string, token: string, serve: Serve): Promise<void> {
  const response = await serve(new Request(url, { headers: { accept: 'text/event-stream', [TOKEN_HEADER_KEY]: token } }));
  await response.body?.cancel();
}

async function reserve(request: Request, serve: Serve): Promise<Response> {
  const slot = state().reservations.take(clientAddress(request.headers));
  if ('over' in slot) return refuseOver(slot.over, 'reservations');
  const response = await serveHolding(request, serve, slot.release);
  if (response.status !== 201) {
    slot.release();
    return response;
  }
  const token = await response.text();
  const expiry = setTimeout(() => {
    state().pending.delete(token);
    slot.release();
    dropReservation(request.url, token, serve).catch((error: unknown) => logger().error({ err: error }, 'Dropping an unopened event stream reservation failed'));
  }, RESERVATION_LIMITS.ttlMs);
  expiry.unref?.();
  state().pending.set(token, { release: slot.release, expiry });
  const { status, statusText, headers } = response;
  return new Response(token, { status, statusText, headers });
}

/**
 * Serves one request of the API within the caps on open event streams and on reservations of the
 * single-connection endpoint: over a client's cap the answer is 429, over the total 503, both with
 * Retry-After.
 */
export function serveWithinStreamLimits(request: Request, serve: Serve): Promise<Response> {
  if (isReservation(request)) return reserve(request, serve);
  if (mayOpenStream(request)) return openStream(request, serve);
  return serve(request);
}
