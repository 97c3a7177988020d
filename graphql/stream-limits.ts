import { TOKEN_HEADER_KEY, TOKEN_QUERY_KEY } from 'graphql-sse';
import { untilStreamEnds } from '@/lib/core/http/stream-end';
import { limitKey } from '@/lib/core/security/client-address';
import { refuse } from './refusal';
import { logger } from '@/lib/core/ops/log';
import { registerGauge } from '@/lib/core/ops/metrics';

/*
 * Caps on what a client can make the server hold open. Every open event stream keeps a
 * subscription and its buffers in memory until the client goes away, so the streams are counted
 * from the answer that opens one until its body closes, in two pools: the signed-in staff's, per
 * account, and everyone else's, per client address. However many addresses a script has, it fills
 * the anonymous pool only: the staff's live lists keep a pool of their own.
 */

/**
 * Open event streams (SSE, and the real-time WebSockets of graphql/realtime.ts). Anonymous ones
 * are apps' (Amplify holds one connection per app), counted per address (an IPv6 /64): many
 * visitors share one behind an office's or a carrier's router, so an address may hold a few
 * dozen; the attack this stops opened a thousand. A signed-in admin holds one per browser tab
 * (all its live lists share it), counted per account.
 */
export const STREAM_LIMITS = {
  anonymous: { perClient: 30, total: 500 },
  staff: { perUser: 30, total: 200 },
} as const;

/**
 * Reservations of the single-connection endpoint (a PUT, answered with a token): graphql-sse keeps
 * each one, with the operations posted to it, in memory until its stream is opened and closed, so
 * a reservation not opened within `ttlMs` is dropped. Its client opens it right after the PUT.
 */
export const RESERVATION_LIMITS = {
  anonymous: { perClient: 30, total: 500 },
  staff: { perUser: 30, total: 200 },
  ttlMs: 30_000,
} as const;

const RETRY_AFTER_SECONDS = { holder: 30, total: 60 } as const;

type Pool = 'anonymous' | 'staff';

/** Whom a stream counts against: a signed-in admin by account, anyone else by client address (graphql/stream-holder.ts). */
export interface StreamHolder {
  pool: Pool;
  key: string;
}

type PoolLimits = typeof STREAM_LIMITS | typeof RESERVATION_LIMITS;

function capsOf(limits: PoolLimits, pool: Pool): { perHolder: number; total: number } {
  return pool === 'staff' ? { perHolder: limits.staff.perUser, total: limits.staff.total } : { perHolder: limits.anonymous.perClient, total: limits.anonymous.total };
}

type Cap = keyof typeof RETRY_AFTER_SECONDS;

/** Slots held per holder and in all, in one pool. */
class SlotCounter {
  private readonly byHolder = new Map<string, number>();
  private held = 0;

  constructor(private readonly limits: { perHolder: number; total: number }) {}

  /** Takes a slot for the holder and returns its release (which gives it back once, however often it is called), or the cap it is over. */
  take(holder: string): { release: () => void } | { over: Cap } {
    const mine = this.byHolder.get(holder) ?? 0;
    if (mine >= this.limits.perHolder) return { over: 'holder' };
    if (this.held >= this.limits.total) return { over: 'total' };
    this.byHolder.set(holder, mine + 1);
    this.held += 1;
    let released = false;
    return {
      release: () => {
        if (released) return;
        released = true;
        this.give(holder);
      },
    };
  }

  heldBy(holder: string): number {
    return this.byHolder.get(holder) ?? 0;
  }

  get total(): number {
    return this.held;
  }

  private give(holder: string): void {
    const mine = (this.byHolder.get(holder) ?? 1) - 1;
    if (mine > 0) this.byHolder.set(holder, mine);
    else this.byHolder.delete(holder);
    this.held -= 1;
  }
}

interface Reservation {
  release: () => void;
  expiry: ReturnType<typeof setTimeout>;
}

type Pools = Record<Pool, SlotCounter>;

const poolsOf = (limits: PoolLimits): Pools => ({ anonymous: new SlotCounter(capsOf(limits, 'anonymous')), staff: new SlotCounter(capsOf(limits, 'staff')) });

interface StreamLimitState {
  streams: Pools;
  reservations: Pools;
  /** Reservations not opened yet, by token. */
  pending: Map<string, Reservation>;
}

// On globalThis: both API routes, and this module as `next dev` reloads it, must count the same streams.
const shared = globalThis as unknown as { __ozStreamPools?: StreamLimitState };

function state(): StreamLimitState {
  shared.__ozStreamPools ??= { streams: poolsOf(STREAM_LIMITS), reservations: poolsOf(RESERVATION_LIMITS), pending: new Map() };
  return shared.__ozStreamPools;
}

/** How many are held in both pools, or anonymously from one client address. */
const count = (pools: Pools, client?: string): number => (client === undefined ? pools.anonymous.total + pools.staff.total : pools.anonymous.heldBy(limitKey(client)));

/** How many streams are open: in all, or anonymous ones from one client address. */
export function openStreams(client?: string): number {
  return count(state().streams, client);
}

// GET /api/metrics shows the count this module keeps (lib/core/ops/metrics.ts imports nothing of the API).
registerGauge('oz_sse_streams_open', 'Event streams (the admin live lists) open on this instance', () => openStreams());

/** How many reservations wait to be opened: in all, or anonymous ones from one client address. */
export function pendingReservations(client?: string): number {
  return count(state().reservations, client);
}

function refuseOver(cap: Cap, what: 'streams' | 'reservations', pool: Pool): Response {
  const { perHolder, total } = capsOf(what === 'streams' ? STREAM_LIMITS : RESERVATION_LIMITS, pool);
  const noun = what === 'streams' ? 'open event streams' : 'event stream reservations not opened yet';
  const whose = pool === 'staff' ? 'for your account' : 'from your address';
  const message =
    cap === 'holder'
      ? `Too many ${noun} ${whose} (${perHolder} at most). Close one, or wait, and try again.`
      : `The server has too many ${noun} (${total} at most). Try again in a minute.`;
  return refuse(cap === 'holder' ? 429 : 503, message, { 'retry-after': String(RETRY_AFTER_SECONDS[cap]) });
}

type Serve = (request: Request) => Promise<Response>;
/** Decides whom a request's stream or reservation counts against (graphql/stream-holder.ts). */
type HolderOf = (request: Request) => Promise<StreamHolder>;

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
 * Takes one of the holder's stream slots, for an event stream or a real-time WebSocket
 * (graphql/realtime.ts) alike: its release, or the refusal (429 over the holder's cap, 503 over its pool's total).
 */
export function takeStreamSlot({ pool, key }: StreamHolder): { release: () => void } | { refusal: Response } {
  const slot = state().streams[pool].take(key);
  return 'over' in slot ? { refusal: refuseOver(slot.over, 'streams', pool) } : slot;
}

async function openStream(request: Request, serve: Serve, holderOf: HolderOf): Promise<Response> {
  const slot = takeStreamSlot(await holderOf(request));
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

async function reserve(request: Request, serve: Serve, holderOf: HolderOf): Promise<Response> {
  const { pool, key } = await holderOf(request);
  const slot = state().reservations[pool].take(key);
  if ('over' in slot) return refuseOver(slot.over, 'reservations', pool);
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
 * single-connection endpoint, counted against the holder `holderOf` decides: over a holder's cap
 * the answer is 429, over its pool's total 503, both with Retry-After.
 */
export function serveWithinStreamLimits(request: Request, serve: Serve, holderOf: HolderOf): Promise<Response> {
  if (isReservation(request)) return reserve(request, serve, holderOf);
  if (mayOpenStream(request)) return openStream(request, serve, holderOf);
  return serve(request);
}
