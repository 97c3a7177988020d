import type { Server } from 'node:http';

/**
 * How long the site keeps an idle keep-alive connection open: longer than whatever sits in front
 * keeps its own (deploy/nginx.conf: 50 s; nginx's default is 60 s, most load balancers' 60 s), so
 * that the client, not the site, closes an idle connection. With Node's default of 5 s, a client
 * that sent its next request on a connection just as the site closed it got ECONNRESET: nginx
 * then retries a GET on another instance but never resends a POST (a form, a save), which failed.
 */
export const KEEP_ALIVE_TIMEOUT_MS = 65_000;

export function keepIdleConnectionsOpen(server: Server): void {
  server.keepAliveTimeout = KEEP_ALIVE_TIMEOUT_MS;
  // Node wants the time allowed for a request's headers to exceed the keep-alive timeout.
  server.headersTimeout = KEEP_ALIVE_TIMEOUT_MS + 1000;
}
