import 'server-only';
import { getAuthSecret, getConfig } from '@/lib/core/config';
import { isSignatureOf, signFor } from '@/lib/core/security/signature';

/*
 * How the publication clock (publication-clock.ts) reaches the server it runs in: a POST to
 * app/api/internal/publication on the server's own address, signed with the session secret.
 */

export const PUBLICATION_CALL_PATH = '/api/internal/publication';
const PURPOSE = 'oz:publication-clock:v1';
const PAYLOAD = 'ring';

/** Whether a request carries the clock's signature. */
export function isPublicationClockCall(headers: Headers): boolean {
  const given = /^Bearer (\S+)$/.exec(headers.get('authorization') ?? '')?.[1];
  return given !== undefined && isSignatureOf(given, getAuthSecret(), PURPOSE, PAYLOAD);
}

/** Rings the clock of this server: its own address, as it listens (a wildcard as the loopback). */
export async function callPublicationClock(): Promise<void> {
  const { PORT, BIND_ADDRESS } = getConfig();
  const host = BIND_ADDRESS === '0.0.0.0' ? '127.0.0.1' : BIND_ADDRESS === '::' ? '[::1]' : BIND_ADDRESS.includes(':') ? `[${BIND_ADDRESS}]` : BIND_ADDRESS;
  const response = await fetch(`http://${host}:${PORT}${PUBLICATION_CALL_PATH}`, {
    method: 'POST',
    headers: { authorization: `Bearer ${signFor(getAuthSecret(), PURPOSE, PAYLOAD)}` },
    signal: AbortSignal.timeout(10_000),
  });
  if (response.status !== 204) throw new Error(`The publication clock's call answered ${response.status}`);
}
