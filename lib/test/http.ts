import { createPubSub } from 'graphql-yoga';
import { encode } from 'next-auth/jwt';
import type { Role } from '@/lib/core/auth/roles';
import { type AdminUser, createAdminUser } from '@/lib/core/auth/users';
import { getAuthSecret, getConfig } from '@/lib/core/config';
import type { Db } from '@/lib/core/db';
import { GRAPHQL_PATH, handleGraphQLRequest } from '@/graphql/server';

export const GRAPHQL_URL = `http://localhost${GRAPHQL_PATH}`;
export const SESSION_COOKIE = 'next-auth.session-token';

export interface GraphQLErrorJson {
  message: string;
  errorType?: string;
  path?: (string | number)[];
  extensions?: Record<string, unknown>;
}

export interface GraphQLResponse<T = Record<string, unknown>> {
  data?: T | null;
  errors?: GraphQLErrorJson[];
}

export interface RequestOptions {
  /** A `Cookie` header value, e.g. from `signInAdmin`. */
  cookie?: string;
  headers?: Record<string, string>;
}

/** What a browser adds to a request from one of the site's own pages (lib/core/security/origin.ts). */
export function sameOriginHeaders(): Record<string, string> {
  return { origin: new URL(getConfig().siteUrl).origin, 'sec-fetch-site': 'same-origin' };
}

/** Sends a request to the API's real entry point (`handleGraphQLRequest`), with no network. */
export function fetchGraphQL(init: RequestInit): Promise<Response> {
  return handleGraphQLRequest(new Request(GRAPHQL_URL, init));
}

function headersFor(options: RequestOptions, accept: string): Record<string, string> {
  return {
    'content-type': 'application/json',
    accept,
    ...sameOriginHeaders(),
    ...(options.cookie ? { cookie: options.cookie } : {}),
    ...options.headers,
  };
}

/** POSTs one operation to /api/graphql as a browser would, through the real Yoga server (no network). */
export async function postGraphQL<T = Record<string, unknown>>(
  query: string,
  variables: Record<string, unknown> = {},
  options: RequestOptions = {},
): Promise<{ status: number; body: GraphQLResponse<T> }> {
  const response = await fetchGraphQL({
    method: 'POST',
    headers: headersFor(options, 'application/graphql-response+json, application/json'),
    body: JSON.stringify({ query, variables }),
  });
  return { status: response.status, body: (await response.json()) as GraphQLResponse<T> };
}

export interface SessionClaims {
  sub: string;
  email: string;
  name: string | null;
  tokenVersion: number;
}

/** The session cookie next-auth would have set after a successful sign-in. */
export async function sessionCookie(claims: SessionClaims): Promise<string> {
  const token = await encode({ token: { ...claims }, secret: getAuthSecret() });
  return `${SESSION_COOKIE}=${token}`;
}

let adminCount = 0;

/** Creates an admin user (an owner unless told; store staff for `storeIds`) and returns it with a valid session cookie. */
export async function signInAdmin(
  db: Db,
  input: { email?: string; password?: string; name?: string; role?: Role; storeIds?: string[] } = {},
): Promise<{ user: AdminUser; cookie: string }> {
  adminCount += 1;
  const user = await createAdminUser(db, {
    email: input.email ?? `admin${adminCount}@example.com`,
    password: input.password ?? 'correct horse battery',
    name: input.name ?? 'Admin',
    role: input.role,
  });
  for (const storeId of input.storeIds ?? []) await db.kysely.insertInto('admin_user_store').values({ userId: user.id, storeId }).execute();
  const cookie = await sessionCookie({ sub: user.id, email: user.email, name: user.name, tokenVersion: user.tokenVersion });
  return { user, cookie };
}

// ---------------------------------------------------------------- subscriptions

/**
 * Replaces the process's event bus with one that reports when a subscriber starts listening, so a
 * test can wait for a subscription to be live before it mutates (instead of sleeping).
 */
class ListenedEventTarget extends EventTarget {
  private readonly counts = new Map<string, number>();
  private waiters: { topic: string; done: (count: number) => boolean; resolve: () => void }[] = [];

  override addEventListener(...args: Parameters<EventTarget['addEventListener']>): void {
    super.addEventListener(...args);
    this.changed(args[0], 1);
  }

  override removeEventListener(...args: Parameters<EventTarget['removeEventListener']>): void {
    super.removeEventListener(...args);
    this.changed(args[0], -1);
  }

  listeners(topic: string): number {
    return this.counts.get(topic) ?? 0;
  }

  /** Resolves once the number of listeners of the topic satisfies `done`. */
  until(topic: string, done: (count: number) => boolean, timeoutMs = 5000): Promise<void> {
    if (done(this.listeners(topic))) return Promise.resolve();
    return new Promise((resolve, reject) => {
      const timer = setTimeout(() => {
        this.waiters = this.waiters.filter((waiter) => waiter.resolve !== finish);
        reject(new Error(`${topic} still has ${this.listeners(topic)} listeners after ${timeoutMs} ms.`));
      }, timeoutMs);
      const finish = () => {
        clearTimeout(timer);
        resolve();
      };
      this.waiters.push({ topic, done, resolve: finish });
    });
  }

  private changed(topic: string, delta: number): void {
    this.counts.set(topic, Math.max(0, this.listeners(topic) + delta));
    const ready = this.waiters.filter((waiter) => waiter.topic === topic && waiter.done(this.listeners(topic)));
    this.waiters = this.waiters.filter((waiter) => !ready.includes(waiter));
    for (const waiter of ready) waiter.resolve();
  }
}

const bus = globalThis as unknown as { __ozPubSub?: unknown; __ozTestEvents?: ListenedEventTarget };

/** Installs the observable event bus (once per test file); returns it. */
export function observeEvents(): ListenedEventTarget {
  if (!bus.__ozTestEvents) {
    bus.__ozTestEvents = new ListenedEventTarget();
    bus.__ozPubSub = createPubSub({ eventTarget: bus.__ozTestEvents });
  }
  return bus.__ozTestEvents;
}

/** Reads an event stream to its end, handing each `event: next` message's data, parsed, to `onEvent`. */
export async function readNextEvents(reader: ReadableStreamDefaultReader<Uint8Array>, onEvent: (data: unknown) => void): Promise<void> {
  const decoder = new TextDecoder();
  let buffer = '';
  for (;;) {
    const { done, value } = await reader.read().catch(() => ({ done: true, value: undefined }));
    if (done) return;
    buffer += decoder.decode(value, { stream: true });
    let end: number;
    while ((end = buffer.indexOf('\n\n')) >= 0) {
      const lines = buffer.slice(0, end).split('\n');
      buffer = buffer.slice(end + 2);
      if (!lines.includes('event: next')) continue;
      onEvent(JSON.parse(lines.filter((line) => line.startsWith('data:')).map((line) => line.slice(5).trim()).join('\n')));
    }
  }
}

export interface SseSubscription<T> {
  /** Every `next` payload received so far, in order. */
  readonly events: GraphQLResponse<T>[];
  /** Resolves once at least `count` events have arrived. */
  waitFor(count: number, timeoutMs?: number): Promise<GraphQLResponse<T>[]>;
  /** Ends the stream as a browser closing the page does, and resolves once the server stopped listening. */
  close(): Promise<void>;
}

/**
 * Opens a subscription over Server-Sent Events, as the admin's graphql-sse client does, and
 * resolves once the server is listening for the topic (e.g. `Store:create`).
 */
export async function subscribeSse<T = Record<string, unknown>>(
  topic: string,
  query: string,
  variables: Record<string, unknown> = {},
  options: RequestOptions = {},
): Promise<SseSubscription<T>> {
  const events = observeEvents();
  const before = events.listeners(topic);
  const controller = new AbortController();
  const response = await fetchGraphQL({
    method: 'POST',
    headers: headersFor(options, 'text/event-stream'),
    body: JSON.stringify({ query, variables }),
    signal: controller.signal,
  });
  if (response.status !== 200 || !response.body) {
    throw new Error(`Subscription answered ${response.status}: ${await response.text()}`);
  }
  const received: GraphQLResponse<T>[] = [];
  let notify: () => void = () => undefined;
  const reader = response.body.getReader();
  const pump = readNextEvents(reader, (data) => {
    received.push(data as GraphQLResponse<T>);
    notify();
  });
  // The first read pulls the stream, which starts the subscription on the server.
  await events.until(topic, (count) => count > before);
  return {
    events: received,
    waitFor(count, timeoutMs = 5000) {
      return new Promise((resolve, reject) => {
        const timer = setTimeout(
          () => reject(new Error(`Expected ${count} events, received ${received.length}: ${JSON.stringify(received)}`)),
          timeoutMs,
        );
        notify = () => {
          if (received.length >= count) {
            clearTimeout(timer);
            resolve(received);
          }
        };
        notify();
      });
    },
    async close() {
      const listening = events.listeners(topic);
      await reader.cancel().catch(() => undefined);
      controller.abort();
      await pump;
      await events.until(topic, (count) => count < listening);
    },
  };
}
