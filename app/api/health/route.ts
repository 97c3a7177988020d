import { connection } from 'next/server';

/**
 * GET /api/health — liveness: the process answers. It asks nothing else (the database, Redis: see
 * /api/ready), so a monitor restarts an instance only when the instance itself is stuck.
 */
export async function GET(): Promise<Response> {
  await connection();
  return Response.json({ status: 'ok', uptimeSeconds: Math.round(process.uptime()) }, { headers: { 'Cache-Control': 'no-store' } });
}
