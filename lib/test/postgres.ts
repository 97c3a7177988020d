import pg from 'pg';

/** Where the tests find PostgreSQL. Each test file works in a schema of its own, dropped afterwards. */
export function testPostgresUrl(): string {
  return process.env.DATABASE_URL_TEST || 'postgres://postgres@127.0.0.1:5432/test';
}

/** Set by the global setup (once per run) so that every test file knows without asking again. */
export const POSTGRES_STATUS_ENV = 'OZ_TEST_POSTGRES';

export const CONNECT_TIMEOUT_MS = 1500;

export function postgresRequired(): boolean {
  return process.env.REQUIRE_POSTGRES === '1';
}

/** Resolves to null when PostgreSQL answers, else to the reason it did not. */
export async function postgresProblem(url = testPostgresUrl()): Promise<string | null> {
  const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: CONNECT_TIMEOUT_MS });
  try {
    await client.connect();
    await client.query('select 1');
    return null;
  } catch (error) {
    return error instanceof Error ? error.message || error.name : String(error);
  } finally {
    await client.end().catch(() => undefined);
  }
}

export function unreachableMessage(url: string, reason: string): string {
  return `PostgreSQL at ${url.replace(/\/\/[^@/]*@/, '//…@')} is not reachable (${reason}).`;
}
