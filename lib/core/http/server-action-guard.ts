import { AsyncResource } from 'node:async_hooks';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { logger } from '@/lib/core/ops/log';
import { type RouteKind, routeKind } from '@/lib/core/ops/route-kind';
import { SERVER_ACTION_BODY_LIMIT_BYTES } from './server-action-limit';

/*
 * Server actions a client got wrong, answered as its fault by our HTTP server (scripts/server.ts)
 * before Next.js sees them. Next.js 16 answers each of these with 500 and error lines (its action
 * handler leaves the 413 as a TODO), so anyone could fill the error log and trip the alerts:
 *   - an Origin that is not the request's own host, Next's check against cross-site requests: 403;
 *   - a body over the limit (lib/core/http/server-action-limit.ts): 413, counted as it arrives;
 *   - a body Next.js cannot read: a multipart form that does not parse, or a client's call whose
 *     arguments are not JSON (React's encoding of them always is): 400.
 * Each gets one warning. The requests concerned are those Next.js may take for a server action:
 * every POST with a Next-Action header (the client's call), whatever its path, since Next.js looks
 * the action up from any page, the not-found page of an unknown path too (/contact.x, /api/x); and
 * a multipart form (a form posted without script) to any path but a route handler's (the API, the
 * media files), which never runs actions and takes uploads larger than the limit.
 */

const ANSWERS = {
  400: '送信された内容を読み取れませんでした。',
  403: 'このサイトのページ以外からの送信は受け付けていません。',
  413: '送信された内容が大きすぎるため、受け付けられませんでした。',
} as const;

/** The route kinds served by route handlers (app/api, app/media), where Next.js runs no action. */
const ROUTE_HANDLER_KINDS: ReadonlySet<RouteKind> = new Set(['api', 'graphql', 'stream', 'health', 'metrics', 'media']);

function isPossibleServerAction(req: IncomingMessage): boolean {
  if (req.method !== 'POST') return false;
  if (req.headers['next-action'] !== undefined) return true;
  return (req.headers['content-type'] ?? '').startsWith('multipart/form-data') && !ROUTE_HANDLER_KINDS.has(routeKind(req.url));
}

/** The host Next.js compares Origin with: the first X-Forwarded-Host, else Host. */
function requestHost(req: IncomingMessage): string | undefined {
  const forwarded = req.headers['x-forwarded-host'];
  const first = (Array.isArray(forwarded) ? forwarded[0] : forwarded?.split(',')[0])?.trim();
  return first || req.headers.host;
}

/**
 * Whether the Origin names another host than the request's own, as Next.js decides it (with no
 * serverActions.allowedOrigins: next.config.ts sets none). A request without Origin is not a
 * browser acting for someone; Next.js lets it through, and so does this.
 */
function isForeignOrigin(req: IncomingMessage): boolean {
  const origin = req.headers.origin;
  if (origin === undefined) return false;
  let host: string;
  try {
    host = origin === 'null' ? 'null' : new URL(origin).host;
  } catch {
    return true;
  }
  return host !== requestHost(req);
}

function refuse(res: ServerResponse, status: keyof typeof ANSWERS, message: string): void {
  logger().warn({ status }, message);
  res.writeHead(status, { 'content-type': 'text/plain; charset=utf-8', 'cache-control': 'no-store', 'x-content-type-options': 'nosniff' });
  res.end(ANSWERS[status]);
}

/**
 * Reads a body as it arrives, no further than the limit, and hands it to `done`; null when it
 * is over the limit, the rest then discarded unread. The body is also put back into the request
 * (Readable.unshift, before its end is announced) for Next.js to read as if nothing had happened.
 */
function readWithinLimit(req: IncomingMessage, done: (body: Buffer | null) => void): void {
  const chunks: Buffer[] = [];
  let size = 0;
  const onReadable = AsyncResource.bind(() => {
    for (let chunk = req.read() as Buffer | null; chunk !== null; chunk = req.read() as Buffer | null) {
      size += chunk.length;
      if (size > SERVER_ACTION_BODY_LIMIT_BYTES) {
        req.off('readable', onReadable);
        req.resume();
        return done(null);
      }
      chunks.push(chunk);
    }
    if (!req.complete) return;
    req.off('readable', onReadable);
    const body = Buffer.concat(chunks, size);
    if (size > 0) req.unshift(body);
    done(body);
  });
  req.on('readable', onReadable);
}

/**
 * Whether Next.js can read the body: a multipart form must parse (by the Fetch API's parser, the
 * one Next.js reads a form posted without script with), and a client's call's arguments are JSON
 * unless they come as a form. A form-encoded call Next.js answers 404 itself.
 */
async function isReadable(req: IncomingMessage, body: Buffer): Promise<boolean> {
  const type = req.headers['content-type'] ?? '';
  if (type.startsWith('multipart/form-data')) {
    return new Response(new Uint8Array(body), { headers: { 'content-type': type } }).formData().then(
      () => true,
      () => false,
    );
  }
  if (req.headers['next-action'] === undefined || type.startsWith('application/x-www-form-urlencoded')) return true;
  try {
    JSON.parse(body.toString('utf8'));
    return true;
  } catch {
    return false;
  }
}

/** Answers a server action the client got wrong (400, 403, 413), or hands the request to `next`. */
export function guardServerAction(req: IncomingMessage, res: ServerResponse, next: () => void): void {
  if (!isPossibleServerAction(req)) return next();
  if (isForeignOrigin(req)) return refuse(res, 403, 'A server action from another origin was refused');
  const tooLarge = () => refuse(res, 413, `A server action body over ${SERVER_ACTION_BODY_LIMIT_BYTES} bytes was refused`);
  if (Number(req.headers['content-length'] ?? 0) > SERVER_ACTION_BODY_LIMIT_BYTES) return tooLarge();
  readWithinLimit(req, (body) => {
    if (body === null) return tooLarge();
    void isReadable(req, body).then((readable) => (readable ? next() : refuse(res, 400, 'A server action whose body cannot be read was refused')));
  });
}
