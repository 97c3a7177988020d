/*
 * A read that failed because the database dropped its connection (a restart, a failover,
 * `pg_terminate_backend`) is run once more on another connection: the pool has discarded the
 * broken one by then. Writes are never retried here, since one that failed this way may have
 * committed before the connection went.
 */
import { isConnectionLoss } from './failures';

/**
 * How long a retry waits: the server closes the socket right after it reports the termination,
 * and the pool drops the client only when it sees that close, a moment after the failed query.
 */
export const READ_RETRY_DELAY_MS = 50;

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
