import { createServer, request, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { handleGraphQLRequest } from '@/graphql/server';
import { signIn } from '@/lib/core/auth/sign-in';
import { createAdminUser, MAX_FAILURES_PER_IP } from '@/lib/core/auth/users';
import { sql } from 'kysely';
import { resetConfigForTests } from '@/lib/core/config';
import { insertEnquiry } from '@/lib/core/enquiry/test-enquiries';
import { answerThroughCache, ResponseCache } from '@/lib/core/http/response-cache';
import { UNAUTHENTICATED_MESSAGE } from '@/lib/core/model/errors';
import { createItem } from '@/lib/core/model/repository';
import { CLIENT_ADDRESS_HEADER } from '@/lib/core/security/client-address';
import { engines, useTestDb } from '@/lib/test/engines';
import { GRAPHQL_URL, postGraphQL, signInAdmin } from '@/lib/test/http';
import { observeRequest } from './http-observer';
import { metrics } from './metrics';
import { serveMetrics } from './metrics-endpoint';

/*
 * The metrics of GET /api/metrics: who may read them, and that each series moves with what it
 * counts (requests by route kind, caches, GraphQL, sign-ins, the mail outbox on both engines,
 * open event streams).
 */

/** The value of one series (of a histogram: `<name>_count`…), 0 when it has no sample yet. */
async function sample(name: string, labels: Record<string, string> = {}): Promise<number> {
  const metric = metrics().registry.getSingleMetric(name) ?? metrics().registry.getSingleMetric(name.replace(/_(?:count|sum)$/, ''));
  if (!metric) throw new Error(`No metric ${name}`);
  const { values } = await metric.get();
  const found = values.find((value) => Object.entries(labels).every(([key, wanted]) => String(value.labels[key]) === wanted) && (!('metricName' in value) || value.metricName === name));
  return found?.value ?? 0;
}

function scrape(headers: Record<string, string>): Promise<Response> {
  return serveMetrics(new Request('http://localhost/api/metrics', { headers }));
}

describe('who may read /api/metrics', () => {
  const TOKEN = 'metrics-token-0123456789abcdef';
  afterEach(() => {
    delete process.env.METRICS_TOKEN;
    resetConfigForTests();
  });

  test('this machine (the address our server decided is loopback) may, without a token', async () => {
    for (const address of ['127.0.0.1', '::1']) {
      const response = await scrape({ [CLIENT_ADDRESS_HEADER]: address });
      expect(response.status).toBe(200);
      expect(response.headers.get('content-type')).toMatch(/^text\/plain; version=0\.0\.4/);
      expect(await response.text()).toContain('# TYPE oz_http_requests_total counter');
    }
  });

  test('another address may not, nor a request whose address no server decided', async () => {
    const cases: Record<string, string>[] = [{ [CLIENT_ADDRESS_HEADER]: '203.0.113.9' }, {}, { [CLIENT_ADDRESS_HEADER]: '127.0.0.1.evil' }];
    for (const headers of cases) {
      const response = await scrape(headers);
      expect(response.status).toBe(403);
      expect(await response.text()).not.toContain('oz_');
    }
  });

  test('with METRICS_TOKEN, another address may with that bearer token and not with another', async () => {
    process.env.METRICS_TOKEN = TOKEN;
    resetConfigForTests();
    const from = { [CLIENT_ADDRESS_HEADER]: '203.0.113.9' };
    expect((await scrape({ ...from, authorization: `Bearer ${TOKEN}` })).status).toBe(200);
    expect((await scrape({ ...from, authorization: `Bearer ${TOKEN}x` })).status).toBe(403);
    expect((await scrape({ ...from, authorization: TOKEN })).status).toBe(403);
    expect((await scrape(from)).status).toBe(403);
  });

  test('without METRICS_TOKEN no bearer token opens them', async () => {
    expect((await scrape({ [CLIENT_ADDRESS_HEADER]: '203.0.113.9', authorization: 'Bearer ' })).status).toBe(403);
    expect((await scrape({ [CLIENT_ADDRESS_HEADER]: '203.0.113.9', authorization: 'Bearer undefined' })).status).toBe(403);
  });
});

describe('requests counted by our HTTP server', () => {
  let server: Server;
  let port: number;
  beforeAll(async () => {
    const pages = new ResponseCache(1024 * 1024);
    // Next.js as the page cache sees it: a cached page, a page rendered per request, an API answer.
    const nextJs = (req: { url?: string }, res: import('node:http').ServerResponse) => {
      if (req.url === '/') {
        res.setHeader('x-nextjs-cache', 'HIT');
        res.setHeader('etag', '"top"');
        res.setHeader('cache-control', 's-maxage=31536000');
      }
      res.setHeader('content-type', req.url === '/api/health' ? 'application/json' : 'text/html');
      res.end(req.url === '/api/health' ? '{"status":"ok"}' : `<p>${'page '.repeat(400)}</p>`);
    };
    server = createServer((req, res) => {
      const observed = observeRequest(req, res, 0);
      observed.pageCache(answerThroughCache(req, res, pages, () => nextJs(req, res)));
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    port = (server.address() as AddressInfo).port;
  });
  afterAll(() => new Promise((resolve) => server.close(resolve)));

  function get(path: string): Promise<number> {
    return new Promise((resolve, reject) => {
      const sent = request({ port, host: '127.0.0.1', path, headers: { 'accept-encoding': 'gzip' } }, (response) => {
        response.resume();
        // The server counts a request when its answer has gone out; one more turn for its close.
        response.on('end', () => setImmediate(() => resolve(response.statusCode ?? 0)));
      });
      sent.on('error', reject);
      sent.end();
    });
  }

  test('by route kind, never by path, with their time', async () => {
    const before = {
      page: await sample('oz_http_requests_total', { kind: 'page', method: 'GET', status: '2xx' }),
      health: await sample('oz_http_requests_total', { kind: 'health', method: 'GET', status: '2xx' }),
      staticFiles: await sample('oz_http_requests_total', { kind: 'static', method: 'GET', status: '2xx' }),
      pageTimes: await sample('oz_http_request_duration_seconds_count', { kind: 'page' }),
    };
    await get('/stores/shibuya?utm=x');
    await get('/news/page/2');
    await get('/api/health');
    await get('/_next/static/chunks/app.js');
    expect(await sample('oz_http_requests_total', { kind: 'page', method: 'GET', status: '2xx' })).toBe(before.page + 2);
    expect(await sample('oz_http_requests_total', { kind: 'health', method: 'GET', status: '2xx' })).toBe(before.health + 1);
    expect(await sample('oz_http_requests_total', { kind: 'static', method: 'GET', status: '2xx' })).toBe(before.staticFiles + 1);
    expect(await sample('oz_http_request_duration_seconds_count', { kind: 'page' })).toBe(before.pageTimes + 2);
    expect(await metrics().registry.metrics()).not.toContain('shibuya');
  });

  test('cached pages: a miss of our page cache that Next answered from its cache, then hits of ours', async () => {
    const hits = await sample('oz_page_cache_requests_total', { layer: 'server', result: 'hit' });
    const misses = await sample('oz_page_cache_requests_total', { layer: 'server', result: 'miss' });
    const nextHits = await sample('oz_page_cache_requests_total', { layer: 'next', result: 'hit' });
    await get('/');
    await get('/');
    await get('/');
    expect(await sample('oz_page_cache_requests_total', { layer: 'server', result: 'miss' })).toBe(misses + 1);
    expect(await sample('oz_page_cache_requests_total', { layer: 'next', result: 'hit' })).toBe(nextHits + 1);
    expect(await sample('oz_page_cache_requests_total', { layer: 'server', result: 'hit' })).toBe(hits + 2);
  });
});

describe.each(engines())('application metrics on $name', (engine) => {
  const t = useTestDb(engine);

  test('the mail outbox: how many mails wait and how long the oldest has, from the database at each scrape', async () => {
    expect(await sample('oz_mail_outbox_pending')).toBe(0);
    expect(await sample('oz_mail_outbox_oldest_pending_age_seconds')).toBe(0);
    const oldest = new Date(Date.now() - 3_600_000).toISOString();
    await insertEnquiry(t.db, { createdAt: oldest }, ['failed', 'sent']);
    await insertEnquiry(t.db, { createdAt: new Date(Date.now() - 60_000).toISOString() }, ['pending', 'sending']);
    await insertEnquiry(t.db, {}, ['sent', 'undeliverable']);
    const text = await metrics().registry.metrics();
    expect(text).toMatch(/^oz_mail_outbox_pending 3$/m);
    const age = Number(/^oz_mail_outbox_oldest_pending_age_seconds (\S+)$/m.exec(text)?.[1]);
    expect(age).toBeGreaterThanOrEqual(3600);
    expect(age).toBeLessThan(3660);
  });

  test('GraphQL operations by type, and the requests answered with errors', async () => {
    const queries = await sample('oz_graphql_operations_total', { type: 'query' });
    const mutations = await sample('oz_graphql_operations_total', { type: 'mutation' });
    const mutationErrors = await sample('oz_graphql_errors_total', { type: 'mutation', kind: 'unauthorized' });
    const invalid = await sample('oz_graphql_errors_total', { type: 'invalid', kind: 'invalid' });
    expect((await postGraphQL('query Mine { listAreas { items { id } } }')).body.errors).toBeUndefined();
    // Anonymous: refused by the resolver.
    expect((await postGraphQL('mutation { createArea(input: { en: "x", jp: "x" }) { id } }')).body.errors).toHaveLength(1);
    // Refused before execution: a field that does not exist, and a syntax error.
    expect((await postGraphQL('{ noSuchField }')).body.errors).toHaveLength(1);
    expect((await postGraphQL('{ listAreas { ')).body.errors).toHaveLength(1);
    expect(await sample('oz_graphql_operations_total', { type: 'query' })).toBe(queries + 1);
    expect(await sample('oz_graphql_operations_total', { type: 'mutation' })).toBe(mutations + 1);
    expect(await sample('oz_graphql_errors_total', { type: 'mutation', kind: 'unauthorized' })).toBe(mutationErrors + 1);
    expect(await sample('oz_graphql_errors_total', { type: 'invalid', kind: 'invalid' })).toBe(invalid + 2);
    expect(await metrics().registry.metrics()).not.toContain('Mine');
  });

  test('resolver failures by kind: refusals with their reason, a database failure, and an unexpected error answered "Unexpected error."', async () => {
    const { cookie } = await signInAdmin(t.db);
    const kinds = ['validation', 'condition', 'unauthorized', 'database', 'unexpected'] as const;
    const counted = async (type: string, kind: string) => sample('oz_graphql_errors_total', { type, kind });
    const before = Object.fromEntries(await Promise.all(kinds.map(async (kind) => [kind, await counted(kind === 'database' || kind === 'unexpected' ? 'query' : 'mutation', kind)])));
    const errorsOf = async (query: string, options = { cookie }) => (await postGraphQL(query, {}, options)).body.errors?.map((error) => error.message);

    expect(await errorsOf('mutation { createArea(input: { en: "関東", jp: "関東" }) { id } }')).toEqual(['en: エリア名（英語）は半角英字で入力してください。']);
    const area = await createItem(t.admin, 'Area', { en: 'kanto', jp: '関東' });
    expect(await errorsOf(`mutation { updateArea(input: { id: "${area.id}", jp: "関東地方" }, condition: { jp: { eq: "近畿" } }) { id } }`)).toHaveLength(1);
    expect(await errorsOf('mutation { deleteArea(input: { id: "x" }) { id } }', { cookie: '' })).toEqual([UNAUTHENTICATED_MESSAGE]);
    // The database refuses the read: its table is not there.
    await sql`alter table area rename to area_elsewhere`.execute(t.db.kysely);
    try {
      expect(await errorsOf('{ listAreas { items { id } } }')).toEqual(['Unexpected error.']);
    } finally {
      await sql`alter table area_elsewhere rename to area`.execute(t.db.kysely);
    }
    // A store whose stored list of business hours is not JSON: reading it throws a SyntaxError.
    const store = await createItem(t.admin, 'Store', { name: '壊れた店', area: 'kanto', link: 'broken' });
    await t.db.kysely.updateTable('store').set({ businessHours: '[月〜金' }).where('id', '=', String(store.id)).execute();
    expect(await errorsOf('{ listStores { items { businessHours } } }')).toEqual(['Unexpected error.']);

    for (const kind of kinds) {
      expect([kind, await counted(kind === 'database' || kind === 'unexpected' ? 'query' : 'mutation', kind)]).toEqual([kind, before[kind] + 1]);
    }
    expect(await metrics().registry.metrics()).toMatch(/^oz_graphql_errors_total\{type="query",kind="unexpected"\} \d+$/m);
  });

  test('failed sign-ins, and the failure that locks', async () => {
    await createAdminUser(t.db, { email: 'owner@example.com', password: 'correct horse battery' });
    const invalid = await sample('oz_sign_in_failures_total', { reason: 'invalid' });
    const locked = await sample('oz_sign_in_failures_total', { reason: 'locked' });
    const locks = await sample('oz_sign_in_locks_total');
    // One address guessing at many accounts: its last failure locks it.
    for (let attempt = 0; attempt < MAX_FAILURES_PER_IP; attempt += 1) await signIn(t.db, `guess${attempt}@example.com`, 'wrong', '10.0.0.1');
    expect(await sample('oz_sign_in_locks_total')).toBe(locks + 1);
    expect(await signIn(t.db, 'owner@example.com', 'correct horse battery', '10.0.0.1')).toEqual({ ok: false, reason: 'locked' });
    expect(await sample('oz_sign_in_failures_total', { reason: 'invalid' })).toBe(invalid + MAX_FAILURES_PER_IP);
    expect(await sample('oz_sign_in_failures_total', { reason: 'locked' })).toBe(locked + 1);
    expect(await sample('oz_sign_in_locks_total')).toBe(locks + 1);
  });

  test('open event streams, from when one opens until it closes', async () => {
    const before = await sample('oz_sse_streams_open');
    const controller = new AbortController();
    const stream = await handleGraphQLRequest(
      new Request(GRAPHQL_URL, {
        method: 'POST',
        headers: { [CLIENT_ADDRESS_HEADER]: '10.0.0.7', 'content-type': 'application/json', accept: 'text/event-stream' },
        body: JSON.stringify({ query: 'subscription { onCreateStore { id } }' }),
        signal: controller.signal,
      }),
    );
    expect(stream.headers.get('content-type')).toMatch(/^text\/event-stream/);
    expect(await sample('oz_sse_streams_open')).toBe(before + 1);
    await stream.body?.cancel();
    for (let round = 0; round < 20; round += 1) await new Promise((resolve) => setImmediate(resolve));
    expect(await sample('oz_sse_streams_open')).toBe(before);
  });
});
