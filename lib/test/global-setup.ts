import { POSTGRES_STATUS_ENV, postgresProblem, postgresRequired, testPostgresUrl, unreachableMessage } from './postgres';

/** Checks once per run whether PostgreSQL is there; test workers inherit the answer. */
export default async function globalSetup(): Promise<void> {
  const url = testPostgresUrl();
  const problem = await postgresProblem(url);
  if (!problem) {
    process.env[POSTGRES_STATUS_ENV] = 'up';
    return;
  }
  if (postgresRequired()) {
    throw new Error(`${unreachableMessage(url, problem)} REQUIRE_POSTGRES=1 is set, so the tests cannot run without it.`);
  }
  process.env[POSTGRES_STATUS_ENV] = 'down';
  console.warn(
    `\n⚠ ${unreachableMessage(url, problem)}\n⚠ The PostgreSQL variants of the database tests are SKIPPED; only SQLite is tested.\n` +
      '⚠ Set DATABASE_URL_TEST, or REQUIRE_POSTGRES=1 to make this an error.\n',
  );
}
