import { connection } from 'next/server';
import { serveMetrics } from '@/lib/core/ops/metrics-endpoint';

/** GET /api/metrics — Prometheus metrics of this instance, for this machine or with METRICS_TOKEN (lib/core/ops/metrics-endpoint.ts). */
export async function GET(request: Request): Promise<Response> {
  await connection();
  return serveMetrics(request);
}
