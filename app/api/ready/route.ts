import { connection } from 'next/server';
import { processReadiness } from '@/lib/core/ops/health';

/**
 * GET /api/ready — readiness: 200 when this instance can serve (its database answers, its schema is
 * current, Redis answers when configured), else 503, with each check (lib/core/ops/health.ts).
 */
export async function GET(): Promise<Response> {
  await connection();
  const { ready, checks } = await processReadiness();
  return Response.json({ status: ready ? 'ready' : 'not ready', checks }, { status: ready ? 200 : 503, headers: { 'Cache-Control': 'no-store' } });
}
