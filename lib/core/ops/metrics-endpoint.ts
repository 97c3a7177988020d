import { createHash, timingSafeEqual } from 'node:crypto';
import { isIP } from 'node:net';
import { getConfig } from '@/lib/core/config';
import { clientAddress } from '@/lib/core/security/client-address';
import { metrics } from './metrics';

/*
 * GET /api/metrics: the Prometheus text of this instance, for a scraper on the same machine or one
 * that holds METRICS_TOKEN. The address that counts is the one our server decided
 * (lib/core/security/client-address.ts), not the socket's: behind nginx on the same machine every
 * socket is loopback, but the client nginx names is not.
 */

function isLoopback(address: string): boolean {
  if (isIP(address) === 4) return address.startsWith('127.');
  return address === '::1';
}

/** Compares digests, so the time taken says nothing about how much of the token was right. */
function sameToken(given: string, expected: string): boolean {
  const digest = (value: string) => createHash('sha256').update(value).digest();
  return timingSafeEqual(digest(given), digest(expected));
}

export function mayReadMetrics(headers: Headers, token: string | undefined): boolean {
  const bearer = /^Bearer\s+(\S+)$/i.exec(headers.get('authorization') ?? '')?.[1];
  if (token && bearer && sameToken(bearer, token)) return true;
  return isLoopback(clientAddress(headers));
}

const NO_STORE = { 'cache-control': 'no-store' } as const;

export async function serveMetrics(request: Request): Promise<Response> {
  if (!mayReadMetrics(request.headers, getConfig().METRICS_TOKEN)) {
    return new Response('Forbidden: metrics are served to this machine, or with the metrics token.\n', {
      status: 403,
      headers: { ...NO_STORE, 'content-type': 'text/plain; charset=utf-8' },
    });
  }
  const { registry } = metrics();
  return new Response(await registry.metrics(), { headers: { ...NO_STORE, 'content-type': registry.contentType } });
}
