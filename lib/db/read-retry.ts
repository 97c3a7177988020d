/*
 * A read that failed because the database dropped its connection (a restart, a failover,
 * `pg_terminate_backend`) is run once more on another connection: the pool has discarded the
 * broken one by then. Writes are never retried here, since one that failed this way may have
 * committed before the connection went.
 */

/**
 * PostgreSQL's codes for a connection it ended: admin_shutdown (57P01, `pg_terminate_backend`),
 * crash_shutdown (57P02), cannot_connect_now (57P03); class 08 is a connection exception.
 */
const LOST_SQLSTATE = /^(?:57P0[123]|08[0-9A-Z]{3})$/;
/** The socket itself: reset by the peer, or written to after it closed. */
const LOST_SOCKET_CODES = new Set(['ECONNRESET', 'EPIPE']);
/** What pg says when the connection ends under a query, or a query is sent on a client that lost it. */
const LOST_MESSAGES = ['Connection terminated unexpectedly', 'Client has encountered a connection error and is not queryable'];

/**
 * How long a retry waits: the server closes the socket right after it reports the termination,
 * and the pool drops the client only when it sees that close, a moment after the failed query.
 */
export const READ_RETRY_DELAY_MS = 50;

function causes(error: unknown): unknown[] {
  const chain: unknown[] = [];
  let current = error;
  while (current instanceof Error && chain.length < 5) {
    chain.push(current);
    const next = (current as { originalError?: unknown }).originalError ?? current.cause;
    if (next === current) break;
    current = next;
  }
  return chain;
}

/** Whether `error` (or what it wraps: a GraphQL error's originalError, a cause) is a dropped database connection. */
export function isConnectionLoss(error: unknown): boolean {
  return causes(error).some((each) => {
    const { code, message } = each as { code?: unknown; message: string };
    if (typeof code === 'string' && (LOST_SQLSTATE.test(code) || LOST_SOCKET_CODES.has(code))) return true;
    return LOST_MESSAGES.includes(message);
  });
}

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Runs `read`, and once more after a moment when `failedOnLostConnection` says its outcome came
 * from a dropped connection. For reads that answer their failures rather than throw them (a
 * GraphQL result), `failedOnLostConnection` looks at the answer; a thrown error is checked with
 * isConnectionLoss.
 */
export async function retryReadOnConnectionLoss<T>(read: () => Promise<T>, failedOnLostConnection: (result: T) => boolean = () => false): Promise<T> {
  try {
    const result = await read();
    if (!failedOnLostConnection(result)) return result;
  } catch (error) {
    if (!isConnectionLoss(error)) throw error;
  }
  await pause(READ_RETRY_DELAY_MS);
  return read();
}
