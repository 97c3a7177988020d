/*
 * A read that failed because the database dropped its connection (a restart, a failover,
 * `pg_terminate_backend`) is run again on another connection: the pool has discarded the broken
 * one by then. Writes are never retried here, since one that failed this way may have committed
 * before the connection went.
 */
import { isConnectionLoss } from './failures';

/**
 * How long each retry waits: the server closes the socket right after it reports the termination,
 * and the pool drops the client only when it sees that close, a moment after the failed query. A
 * retry can still be handed an idle connection ended at the same moment whose close the pool has
 * not seen yet, or be caught by a second termination (a failover, an operator ending every
 * backend twice): the later retries, backing off to about 1.75 s in all, cover those. With one
 * retry, 1 read of 225 failed in a loaded cluster run; with two at 50 and 250 ms, the Jest load
 * test (terminations 300 ms apart) failed in 3 runs of 3 beside another test file.
 */
export const READ_RETRY_DELAYS_MS = [50, 200, 500, 1000] as const;

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Runs `read`, and again after a moment (at most four times: READ_RETRY_DELAYS_MS) while
 * `failedOnLostConnection` says its outcome came from a dropped connection. For reads that answer
 * their failures rather than throw them (a GraphQL result), `failedOnLostConnection` looks at the
 * answer; a thrown error is checked with isConnectionLoss.
 */
export async function retryReadOnConnectionLoss<T>(read: () => Promise<T>, failedOnLostConnection: (result: T) => boolean = () => false): Promise<T> {
  for (const delay of READ_RETRY_DELAYS_MS) {
    try {
      const result = await read();
      if (!failedOnLostConnection(result)) return result;
    } catch (error) {
      if (!isConnectionLoss(error)) throw error;
    }
    await pause(delay);
  }
  return read();
}
