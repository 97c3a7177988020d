import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { writeFile } from 'node:fs/promises';
import path from 'node:path';
import pg from 'pg';

/*
 * PostgreSQL's own dump and restore programs (pg_dump, pg_restore from the postgresql-client
 * package), run with the password in the environment instead of on a command line that `ps`
 * shows to every user of the machine.
 */

/** The schema a DATABASE_URL works in: the `-c search_path=` of its options, else `public`. */
export function schemaOfUrl(url: string): string {
  const options = new URL(url).searchParams.get('options') ?? '';
  const match = /-c\s*search_path=([^\s,]+)/.exec(options);
  return match?.[1] ?? 'public';
}

/** `url` with `-c search_path=<schema>` in its `options` parameter (node-postgres passes it to the server). */
export function withSearchPath(url: string, schema: string): string {
  const parsed = new URL(url);
  const others = (parsed.searchParams.get('options') ?? '').replace(/-c\s*search_path=\S+/g, '').trim();
  parsed.searchParams.delete('options');
  const options = [others, `-c search_path=${schema}`].filter(Boolean).join(' ');
  const query = parsed.search ? `${parsed.search}&` : '?';
  parsed.search = '';
  return `${parsed.toString()}${query}options=${encodeURIComponent(options)}`;
}

/** `url` in the form the client programs take: no password, no options (the schema is passed on its own). */
function connectionOf(url: string): { dbname: string; env: NodeJS.ProcessEnv } {
  const parsed = new URL(url);
  const env: NodeJS.ProcessEnv = { ...process.env };
  if (parsed.password) env.PGPASSWORD = decodeURIComponent(parsed.password);
  parsed.password = '';
  parsed.searchParams.delete('options');
  return { dbname: parsed.toString(), env };
}

/** `url` pointing at another database of the same server. */
export function withDatabase(url: string, database: string): string {
  const parsed = new URL(url);
  parsed.pathname = `/${database}`;
  return parsed.toString();
}

function run(program: string, args: string[], env: NodeJS.ProcessEnv): Promise<string> {
  return new Promise((resolve, reject) => {
    const child = spawn(program, args, { env, stdio: ['ignore', 'pipe', 'pipe'] });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    child.on('error', (error: NodeJS.ErrnoException) =>
      reject(error.code === 'ENOENT' ? new Error(`${program} was not found: install PostgreSQL's client programs (Debian: apt-get install postgresql-client).`) : error),
    );
    child.on('close', (code) => (code === 0 ? resolve(stdout) : reject(new Error(`${program} failed (exit ${code}): ${stderr.trim()}`))));
  });
}

/** One schema of the database, with its data, in pg_dump's custom format; consistent while the site writes. */
export async function pgDump(url: string, schema: string, file: string): Promise<void> {
  const { dbname, env } = connectionOf(url);
  await run('pg_dump', ['--format=custom', '--no-owner', '--no-privileges', `--schema=${schema}`, `--file=${file}`, `--dbname=${dbname}`], env);
}

export async function withClient<T>(url: string, work: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end().catch(() => undefined);
  }
}

export const quoteIdent = (name: string): string => `"${name.replaceAll('"', '""')}"`;

/** How many tables, views and sequences a schema holds; null when it does not exist. */
export async function schemaObjectCount(url: string, schema: string): Promise<number | null> {
  return withClient(url, async (client) => {
    const exists = await client.query('select 1 from pg_namespace where nspname = $1', [schema]);
    if (exists.rowCount === 0) return null;
    const { rows } = await client.query<{ count: string }>(
      'select count(*) as count from pg_class c join pg_namespace n on n.oid = c.relnamespace where n.nspname = $1',
      [schema],
    );
    return Number(rows[0]?.count ?? 0);
  });
}

/**
 * Restores a dump into `url`'s database under the schema name it was dumped from. The dump's own
 * CREATE SCHEMA is left out and the schema made here, so `public`, which every database already
 * has, restores like any other. All in one transaction: a failed restore leaves nothing.
 */
async function restoreUnderOwnName(url: string, dump: string, sourceSchema: string, workDir: string): Promise<void> {
  const { dbname, env } = connectionOf(url);
  const listing = await run('pg_restore', ['--list', dump], env);
  const list = path.join(workDir, `restore-${randomBytes(4).toString('hex')}.list`);
  await writeFile(list, listing.split('\n').filter((line) => !/^\d+; \d+ \d+ SCHEMA - /.test(line)).join('\n'));
  await withClient(url, (client) => client.query(`create schema if not exists ${quoteIdent(sourceSchema)}`));
  await run('pg_restore', ['--no-owner', '--no-privileges', '--exit-on-error', '--single-transaction', `--use-list=${list}`, `--dbname=${dbname}`, dump], env);
}

/**
 * Restores a dump of `sourceSchema` into the schema `targetSchema` of `url`'s database, which the
 * caller has made sure is empty or absent. pg_dump names the schema in every statement, so a
 * different target name is a rename after the restore; when the database already holds a schema
 * of the source's name (a restore beside the live data), the rename happens in a scratch
 * database first, which needs the CREATEDB right.
 */
export async function pgRestore(url: string, dump: string, sourceSchema: string, targetSchema: string, workDir: string): Promise<void> {
  if (sourceSchema === targetSchema) {
    await restoreUnderOwnName(url, dump, sourceSchema, workDir);
    return;
  }
  if ((await schemaObjectCount(url, sourceSchema)) === null) {
    await restoreUnderOwnName(url, dump, sourceSchema, workDir);
    await withClient(url, async (client) => {
      await client.query(`drop schema if exists ${quoteIdent(targetSchema)}`);
      await client.query(`alter schema ${quoteIdent(sourceSchema)} rename to ${quoteIdent(targetSchema)}`);
    });
    return;
  }
  const scratch = `oz_restore_${randomBytes(6).toString('hex')}`;
  await withClient(url, (client) => client.query(`create database ${quoteIdent(scratch)}`));
  try {
    const scratchUrl = withDatabase(url, scratch);
    await pgRestore(scratchUrl, dump, sourceSchema, targetSchema, workDir);
    const renamed = path.join(workDir, `${scratch}.pgdump`);
    await pgDump(scratchUrl, targetSchema, renamed);
    await restoreUnderOwnName(url, renamed, targetSchema, workDir);
  } finally {
    await withClient(url, (client) => client.query(`drop database if exists ${quoteIdent(scratch)} with (force)`));
  }
}
