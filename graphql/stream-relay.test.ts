import { type ChildProcess, spawn } from 'node:child_process';
import path from 'node:path';
import { TOKEN_HEADER_KEY } from 'graphql-sse';
import { getAuthSecret, getConfig } from '@/lib/core/config';
import { engines, type TestDatabase } from '@/lib/test/engines';
import { readNextEvents, sameOriginHeaders, signInAdmin } from '@/lib/test/http';
import { testPostgresUrl } from '@/lib/test/postgres';
import { redisReachable, testRedisUrl } from '@/lib/test/redis';
import { RESERVATION_LIMITS } from './stream-limits';

/*
 * The admin's event stream on two instances with no sticky sessions: two API processes on one
 * PostgreSQL schema and one Redis, and a client whose reservation, stream and operations land on
 * different instances, as a round-robin proxy sends them. Real processes, database and Redis.
 */

const postgres = engines().find((engine) => engine.name === 'postgres');
const describeOnPostgres = postgres && redisReachable() ? describe : describe.skip;
const root = path.resolve(__dirname, '..');

interface Instance {
  url: string;
  child: ChildProcess;
  /** Everything the process printed. */
  output: () => string;
}

async function startInstance(databaseUrl: string): Promise<Instance> {
  const child = spawn(process.execPath, [path.join(root, 'node_modules', 'tsx', 'dist', 'cli.mjs'), path.join(root, 'lib', 'test', 'api-instance.ts')], {
    cwd: root,
    env: {
      ...process.env,
      API_INSTANCE_PORT: '0',
      DATABASE_URL: databaseUrl,
      REDIS_URL: testRedisUrl(),
      NEXTAUTH_SECRET: getAuthSecret(),
      SITE_URL: getConfig().siteUrl,
      NODE_ENV: 'production',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
    // Its own process group: tsx runs the script in a child process, stopped with it below.
    detached: true,
  });
  let output = '';
  const port = await new Promise<number>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`The instance did not start: ${output}`)), 30_000);
    const read = (chunk: Buffer) => {
      output += chunk.toString();
      const listening = /listening on (\d+)/.exec(output);
      if (listening) {
        clearTimeout(timer);
        resolve(Number(listening[1]));
      }
    };
    child.stdout!.on('data', read);
    child.stderr!.on('data', read);
    child.once('exit', (code) => reject(new Error(`The instance exited (${code}): ${output}`)));
  });
  return { url: `http://127.0.0.1:${port}/api/graphql/stream`, child, output: () => output };
}

/** Reads `event: next` payloads of an event stream as they come. */
function readEvents(body: ReadableStream<Uint8Array>): { events: unknown[]; until(count: number, ms?: number): Promise<void> } {
  const events: unknown[] = [];
  void readNextEvents(body.getReader(), (data) => events.push(data));
  return {
    events,
    async until(count, ms = 5000) {
      const deadline = Date.now() + ms;
      while (events.length < count) {
        if (Date.now() > deadline) throw new Error(`Expected ${count} events, got ${JSON.stringify(events)}`);
        await new Promise((resolve) => setTimeout(resolve, 20));
      }
    },
  };
}

describeOnPostgres('the event stream on two instances without sticky sessions', () => {
  let database: TestDatabase;
  let instances: Instance[] = [];
  let cookie = '';

  beforeAll(async () => {
    database = await postgres!.open();
    cookie = (await signInAdmin(database.db)).cookie;
    const { rows } = await (await import('kysely')).sql<{ schema: string }>`select current_schema() as schema`.execute(database.db.kysely);
    const url = new URL(testPostgresUrl());
    url.searchParams.set('options', `-c search_path=${rows[0]!.schema}`);
    instances = await Promise.all([0, 1].map(() => startInstance(url.toString())));
  }, 60_000);

  afterAll(async () => {
    for (const { child } of instances) process.kill(-child.pid!, 'SIGKILL');
    await database?.dispose();
  });

  const headers = (extra: Record<string, string> = {}) => ({ ...sameOriginHeaders(), cookie, ...extra });
  /** The status, and on a surprise what was answered and what both instances printed. */
  async function expectStatus(response: Response, status: number): Promise<void> {
    if (response.status === status) return;
    const body = await response.clone().text();
    const outputs = instances.map((instance, index) => `instance ${'AB'[index]}:\n${instance.output()}`).join('\n');
    throw new Error(`Expected ${status}, got ${response.status}: ${body}\n${outputs}`);
  }

  it("reserved on A, opened on B, operated on A: the client receives B's events of an edit made through A", async () => {
    const [a, b] = instances as [Instance, Instance];
    const reserved = await fetch(a.url, { method: 'PUT', headers: headers() });
    await expectStatus(reserved, 201);
    const token = await reserved.text();

    const controller = new AbortController();
    const stream = await fetch(b.url, { headers: headers({ accept: 'text/event-stream', [TOKEN_HEADER_KEY]: token }), signal: controller.signal });
    await expectStatus(stream, 200);
    const received = readEvents(stream.body!);

    const subscribed = await fetch(a.url, {
      method: 'POST',
      headers: headers({ 'content-type': 'application/json', [TOKEN_HEADER_KEY]: token }),
      body: JSON.stringify({ query: 'subscription { onCreateArea { en jp } }', extensions: { operationId: 'areas' } }),
    });
    await expectStatus(subscribed, 202);
    // The subscription starts on B once B has served the relayed operation.
    await new Promise((resolve) => setTimeout(resolve, 300));

    const created = await fetch(a.url.replace('/stream', ''), {
      method: 'POST',
      headers: headers({ 'content-type': 'application/json' }),
      body: JSON.stringify({ query: 'mutation { createArea(input: { en: "Kichijoji", jp: "吉祥寺" }) { id } }' }),
    });
    await expectStatus(created, 200);
    await received.until(1);
    expect(received.events[0]).toEqual({ id: 'areas', payload: { data: { onCreateArea: { en: 'Kichijoji', jp: '吉祥寺' } } } });

    // Stopping the operation through A reaches B as well.
    const stopped = await fetch(`${a.url}?operationId=areas`, { method: 'DELETE', headers: headers({ [TOKEN_HEADER_KEY]: token }) });
    await expectStatus(stopped, 200);
    controller.abort();
  }, 30_000);

  it("a relayed operation is checked by the instance holding the stream, with the relayed request's own cookie, the other way round too", async () => {
    const [a, b] = instances as [Instance, Instance];
    const token = await (await fetch(b.url, { method: 'PUT', headers: headers() })).text();
    const controller = new AbortController();
    const stream = await fetch(a.url, { headers: headers({ accept: 'text/event-stream', [TOKEN_HEADER_KEY]: token }), signal: controller.signal });
    const received = readEvents(stream.body!);
    const operation = (operationId: string, query: string, withCookie: boolean) =>
      fetch(b.url, {
        method: 'POST',
        headers: { ...(withCookie ? headers() : sameOriginHeaders()), 'content-type': 'application/json', [TOKEN_HEADER_KEY]: token },
        body: JSON.stringify({ query, extensions: { operationId } }),
      });
    const anonymous = await operation('enquiries', 'subscription { onEnquiryChange { id } }', false);
    await expectStatus(anonymous, 400);
    expect((await anonymous.json()).errors).toHaveLength(1);
    await expectStatus(await operation('areas', 'subscription { onCreateArea { en } }', true), 202);
    await new Promise((resolve) => setTimeout(resolve, 300));
    await fetch(b.url.replace('/stream', ''), {
      method: 'POST',
      headers: headers({ 'content-type': 'application/json' }),
      body: JSON.stringify({ query: 'mutation { createArea(input: { en: "Nakano", jp: "中野" }) { id } }' }),
    });
    await received.until(1);
    expect(received.events).toEqual([{ id: 'areas', payload: { data: { onCreateArea: { en: 'Nakano' } } } }]);
    controller.abort();
  }, 30_000);

  it("an office visitor's reservations on one instance leave the admin's stream taken over there from another", async () => {
    const [a, b] = instances as [Instance, Instance];
    // Everyone here is 127.0.0.1, as an office behind one router: a visitor's script fills the address's share on B.
    for (let index = 0; index < RESERVATION_LIMITS.anonymous.perClient; index += 1) await expectStatus(await fetch(b.url, { method: 'PUT' }), 201);
    await expectStatus(await fetch(b.url, { method: 'PUT' }), 429);

    const token = await (await fetch(a.url, { method: 'PUT', headers: headers() })).text();
    const controller = new AbortController();
    // B reserves the token itself before opening it: in the staff's pool, as the GET carries the session.
    const stream = await fetch(b.url, { headers: headers({ accept: 'text/event-stream', [TOKEN_HEADER_KEY]: token }), signal: controller.signal });
    await expectStatus(stream, 200);
    expect(stream.headers.get('content-type')).toMatch(/^text\/event-stream/);
    controller.abort();
  }, 30_000);

  it('neither instance reported an unhandled error (Redis connections included)', () => {
    for (const instance of instances) expect(instance.output()).not.toMatch(/Unhandled error event|unhandledRejection|uncaughtException/);
  });
});
