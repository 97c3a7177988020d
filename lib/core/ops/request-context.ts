import { AsyncLocalStorage } from 'node:async_hooks';
import { randomUUID } from 'node:crypto';

/*
 * The request a piece of server code runs for, so that every log line it writes names the
 * request (lib/core/ops/log.ts). Our HTTP server (scripts/server.ts) runs each request inside it; the
 * storage lives on globalThis because the application Next.js bundles has its own copy of this
 * module, and both must read the one the server wrote.
 */

export interface RequestContext {
  requestId: string;
}

export const REQUEST_ID_HEADER = 'x-request-id';

/** nginx's $request_id (32 hex digits), a UUID, or a similar token; nothing that could carry text. */
const ACCEPTED_REQUEST_ID = /^[A-Za-z0-9][A-Za-z0-9-]{15,63}$/;

const KEY = Symbol.for('oz.request-context');
const holder = globalThis as unknown as { [KEY]?: AsyncLocalStorage<RequestContext> };

function storage(): AsyncLocalStorage<RequestContext> {
  holder[KEY] ??= new AsyncLocalStorage<RequestContext>();
  return holder[KEY];
}

/**
 * The id of a request as it arrives: the one a trusted proxy sent (TRUST_PROXY_HOPS > 0, so its
 * log lines and ours match), when it is a plain token; otherwise a new one. A client facing the
 * site directly cannot choose it.
 */
export function requestIdFor(incoming: string | string[] | undefined, trustedProxyHops: number): string {
  const value = Array.isArray(incoming) ? undefined : incoming;
  return trustedProxyHops > 0 && value && ACCEPTED_REQUEST_ID.test(value) ? value : randomUUID();
}

export function runInRequest<T>(context: RequestContext, run: () => T): T {
  return storage().run(context, run);
}

/** The id of the request the calling code runs for, if any. */
export function currentRequestId(): string | undefined {
  return storage().getStore()?.requestId;
}
