import { expect } from '@playwright/test';
import { test } from './fixtures';
import { STEADY_PAGE } from './helpers';

/*
 * GET /api/metrics on the built server: our HTTP server counts the requests and the API counts
 * GraphQL operations, two separately loaded copies of the code, and one scrape shows both.
 * lib/core/ops/metrics.test.ts has each series and each refusal on both engines.
 */


/** A series' value in the Prometheus text, 0 when absent. */
function value(text: string, series: string): number {
  const line = text.split('\n').find((candidate) => candidate.startsWith(`${series} `));
  return line ? Number(line.slice(series.length + 1)) : 0;
}

test('a client elsewhere is refused, as its proxy names it, whatever it claims further left', async ({ request }) => {
  for (const forwardedFor of ['203.0.113.50', '127.0.0.1, 203.0.113.50']) {
    const response = await request.get('/api/metrics', { headers: { 'x-forwarded-for': forwardedFor } });
    expect(response.status()).toBe(403);
    expect(await response.text()).not.toContain('oz_');
  }
});

test('this machine reads requests by route kind, cached pages and GraphQL operations from one scrape', async ({ request }) => {
  const scrape = async () => {
    const response = await request.get('/api/metrics');
    expect(response.status()).toBe(200);
    expect(response.headers()['cache-control']).toBe('no-store');
    return response.text();
  };
  const before = await scrape();
  for (let visit = 0; visit < 3; visit += 1) expect((await request.get(STEADY_PAGE)).status()).toBe(200);
  const answer = await request.post('/api/graphql', { data: { query: '{ listAreas { items { id } } }' } });
  expect(answer.status()).toBe(200);
  const after = await scrape();
  const page = 'oz_http_requests_total{kind="page",method="GET",status="2xx"}';
  expect(value(after, page)).toBeGreaterThanOrEqual(value(before, page) + 3);
  const graphqlRequests = 'oz_http_requests_total{kind="graphql",method="POST",status="2xx"}';
  expect(value(after, graphqlRequests)).toBeGreaterThanOrEqual(value(before, graphqlRequests) + 1);
  const queries = 'oz_graphql_operations_total{type="query"}';
  expect(value(after, queries)).toBeGreaterThanOrEqual(value(before, queries) + 1);
  // Each visit is a plain document request, so our page cache answered it or missed it (which one
  // depends on what other tests are changing meanwhile: lib/core/ops/metrics.test.ts has both cases).
  const pageCache = (text: string) => ['hit', 'miss'].reduce((sum, result) => sum + value(text, `oz_page_cache_requests_total{layer="server",result="${result}"}`), 0);
  expect(pageCache(after)).toBeGreaterThanOrEqual(pageCache(before) + 3);
  expect(after).toMatch(/^oz_mail_outbox_pending \d+$/m);
  expect(after).toMatch(/^oz_sse_streams_open \d+$/m);
  expect(after).toMatch(/^oz_process_resident_memory_bytes \d+/m);
});

test('a failed sign-in on the login screen is counted, and named nowhere in the metrics', async ({ page, request }, testInfo) => {
  // A client of its own, so the failure counts against no other test's address.
  await page.setExtraHTTPHeaders({ 'x-forwarded-for': `198.51.100.${200 + testInfo.retry}` });
  const series = 'oz_sign_in_failures_total{reason="invalid"}';
  const before = value(await (await request.get('/api/metrics')).text(), series);
  await page.goto('/login');
  await page.getByLabel('メールアドレス').fill('nobody-metrics@e2e.test');
  await page.getByLabel('パスワード').fill('not-the-password');
  await page.getByRole('button', { name: 'ログイン' }).click();
  await expect(page.getByText('メールアドレスまたはパスワードが正しくありません。')).toBeVisible();
  const after = await (await request.get('/api/metrics')).text();
  expect(value(after, series)).toBe(before + 1);
  expect(after).not.toContain('nobody-metrics');
});
