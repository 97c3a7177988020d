import { expect } from '@playwright/test';
import { test } from './fixtures';
import { STEADY_PAGE } from './helpers';

/*
 * X-Request-Id on the built server: every answer names its request (the id every log line of it
 * carries, lib/core/ops/log.ts), pages answered from the page cache included. The e2e server trusts one
 * proxy, as behind nginx: a plain token the proxy sends is kept, anything else replaced.
 * lib/core/ops/log.test.ts has the log lines themselves.
 */

const GENERATED = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

test('every answer names its own request, a cached page too', async ({ request }) => {
  const ids: string[] = [];
  for (let visit = 0; visit < 3; visit += 1) {
    const response = await request.get(STEADY_PAGE);
    expect(response.status()).toBe(200);
    ids.push(response.headers()['x-request-id'] ?? '');
  }
  const api = await request.post('/api/graphql', { data: { query: '{ listAreas { items { id } } }' } });
  ids.push(api.headers()['x-request-id'] ?? '');
  ids.push((await request.get('/api/health')).headers()['x-request-id'] ?? '');
  for (const id of ids) expect(id).toMatch(GENERATED);
  expect(new Set(ids).size).toBe(ids.length);
});

test("the proxy's request id is kept when it is a plain token, replaced when it is not", async ({ request }) => {
  const nginx = '5f0c3e1d9a7b4c2e8f6a1b3c5d7e9f01';
  expect((await request.get('/news', { headers: { 'x-request-id': nginx } })).headers()['x-request-id']).toBe(nginx);
  const odd = await request.get('/news', { headers: { 'x-request-id': 'taro@example.com' } });
  expect(odd.headers()['x-request-id']).toMatch(GENERATED);
});
