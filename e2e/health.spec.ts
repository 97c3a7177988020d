import { expect } from '@playwright/test';
import { test } from './fixtures';

/*
 * What a monitor or a load balancer asks of an instance: liveness and readiness, as JSON, never
 * kept by a cache (lib/core/ops/health.ts has the failing cases, against real databases and Redis).
 */

test('/api/health answers that the process is alive, uncached', async ({ request }) => {
  const response = await request.get('/api/health');
  expect(response.status()).toBe(200);
  expect(response.headers()['cache-control']).toBe('no-store');
  const body = (await response.json()) as { status: string; uptimeSeconds: number };
  expect(body.status).toBe('ok');
  expect(body.uptimeSeconds).toBeGreaterThanOrEqual(0);
});

test('/api/ready answers ready with the database and migration checks, naming nothing of the setup', async ({ request }) => {
  const response = await request.get('/api/ready');
  expect(response.status()).toBe(200);
  expect(response.headers()['cache-control']).toBe('no-store');
  const text = await response.text();
  const body = JSON.parse(text) as { status: string; checks: { name: string; ok: boolean; ms: number }[] };
  expect(body.status).toBe('ready');
  // The e2e server runs one instance on SQLite, without Redis.
  expect(body.checks.map(({ name, ok }) => ({ name, ok }))).toEqual([
    { name: 'database', ok: true },
    { name: 'migrations', ok: true },
  ]);
  expect(text).not.toMatch(/data\/|\.sqlite|postgres:|redis:/);
});
