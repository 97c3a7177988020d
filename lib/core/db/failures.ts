import SQLite from 'better-sqlite3';
import pg from 'pg';

/*
 * What a failure of the database looks like, from either engine: for the retry of reads
 * (lib/core/db/read-retry.ts) and the metrics' kinds of error (graphql/metrics.ts).
 */

/**
 * PostgreSQL's codes for a connection it ended: admin_shutdown (57P01, `pg_terminate_backend`),
 * crash_shutdown (57P02), cannot_connect_now (57P03); class 08 is a connection exception.
 */
const LOST_SQLSTATE = /^(?:57P0[123]|08[0-9A-Z]{3})$/;
/** The socket itself: reset by the peer, or written to after it closed. */
const LOST_SOCKET_CODES = new Set(['ECONNRESET', 'EPIPE']);
/**
 * The socket's failure as it reaches a resolver: pg passes on `read ECONNRESET` as a plain error
 * that has lost its `code` (seen in the load test: such a read was answered "Unexpected error.").
 */
const LOST_SOCKET_MESSAGE = /^(?:read|write) (?:ECONNRESET|EPIPE)$/;
/** What pg says when the connection ends under a query, or a query is sent on a client that lost it. */
const LOST_MESSAGES = ['Connection terminated unexpectedly', 'Client has encountered a connection error and is not queryable'];

/**
 * `error` and what it wraps. Any object counts, not only `instanceof Error`: an error made in
 * another realm (SQLite's, in a Jest test file after the first: see isSqliteError) is not one.
 */
function causes(error: unknown): unknown[] {
  const chain: unknown[] = [];
  let current = error;
  while (typeof current === 'object' && current !== null && chain.length < 5) {
    chain.push(current);
    const next = (current as { originalError?: unknown; cause?: unknown }).originalError ?? (current as { cause?: unknown }).cause;
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
    return LOST_MESSAGES.includes(message) || LOST_SOCKET_MESSAGE.test(message);
  });
}

/** pg's pool when no connection could be had within its connectionTimeoutMillis. */
const POOL_TIMEOUT_MESSAGE = 'timeout exceeded when trying to connect';

/**
 * An error SQLite reported. Told by its name, not only by `instanceof`: the native
 * addon keeps the error class of the first copy of better-sqlite3 a process loaded (in Jest, each
 * test file loads its own, in a realm of its own), so an error may come from another copy of
 * SqliteError, whose prototypes are not this realm's.
 */
function isSqliteError(error: unknown): boolean {
  return error instanceof SQLite.SqliteError || (error as { name?: unknown }).name === 'SqliteError';
}

/** Whether `error` (or what it wraps) came from the database: a dropped or missing connection, or an error either engine reported. */
export function isDatabaseFailure(error: unknown): boolean {
  return (
    isConnectionLoss(error) ||
    causes(error).some((each) => each instanceof pg.DatabaseError || isSqliteError(each) || (each as Error).message === POOL_TIMEOUT_MESSAGE)
  );
}
