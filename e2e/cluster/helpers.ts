import pg from 'pg';
import { testPostgresUrl } from '@/lib/test/postgres';

/** What the cluster e2e specs share: requests under load, and queries on the test database. */

export const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** One query on the test database, on a connection of its own (the cluster's tables are in its schema). */
export async function query<T extends object>(text: string, values: unknown[] = []): Promise<T[]> {
  const database = new pg.Client({ connectionString: testPostgresUrl() });
  await database.connect();
  try {
    return (await database.query<T>(text, values)).rows;
  } finally {
    await database.end();
  }
}

// A GraphQL read: never cached by nginx, answered by an instance from the database each time.
export const DATABASE_READ = `/api/graphql?query=${encodeURIComponent('{ listAreas(limit: 20) { items { id } } }')}`;

/** Why an answer failed, or null: a status other than 200, or a GraphQL answer with errors (AppSync answers those 200). */
function failureOf(status: number, body: string, path: string): string | null {
  if (status !== 200) return String(status);
  if (!path.startsWith('/api/graphql')) return null;
  const errors = (JSON.parse(body) as { errors?: { message: string }[] }).errors;
  return errors?.length ? errors.map((error) => error.message).join('; ') : null;
}

/** Sends GETs to `base`, `concurrency` at a time, until `stop()`; counts the answers and those in flight. */
export function load(base: string, path: string, { concurrency = 8 } = {}) {
  const counts = { ok: 0, failed: 0, inFlight: 0, slowest: 0, failures: [] as string[] };
  let running = true;
  const worker = async () => {
    while (running) {
      const started = Date.now();
      counts.inFlight += 1;
      try {
        const response = await fetch(`${base}${path}`, { signal: AbortSignal.timeout(10_000) });
        const failure = failureOf(response.status, await response.text(), path);
        if (failure === null) counts.ok += 1;
        else {
          counts.failed += 1;
          counts.failures.push(failure);
        }
      } catch (error) {
        counts.failed += 1;
        counts.failures.push((error as Error).message);
      } finally {
        counts.inFlight -= 1;
      }
      counts.slowest = Math.max(counts.slowest, Date.now() - started);
    }
  };
  const workers = Array.from({ length: concurrency }, worker);
  return {
    counts,
    async stop() {
      running = false;
      await Promise.all(workers);
      return counts;
    },
  };
}
