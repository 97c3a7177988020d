import { AsyncResource } from 'node:async_hooks';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { logger } from '@/lib/core/ops/log';
import { routeKind } from '@/lib/core/ops/route-kind';
import { SERVER_ACTION_BODY_LIMIT_BYTES } from './server-action-limit';

/*
 * Server actions a client got wrong, answered as its fault by our HTTP server (scripts/server.ts)
 * before Next.js sees them. Next.js 16 answers both of these with 500 and error lines (its action
 * handler leaves the 413 as a TODO), so anyone could fill the error log and trip the alerts:
 *   - a body over the limit (lib/core/http/server-action-limit.ts): 413, counted as it arrives when it
 *     is chunked (no Content-Length);
 *   - an Origin that is not the request's own host, Next's check against cross-site requests: 403.
 * Each gets one warning. The requests concerned are those Next.js takes for a possible server
 * action, on a page: a POST with a Next-Action header (the client's call) or a multipart form (a
 * form posted without script). The API (/api/…) has route handlers, never actions.
 */

const ANSWERS = {
  403: 'このサイトのページ以外からの送信は受け付けていません。',
  413: '送信された内容が大きすぎるため、受け付けられませんでした。',
} as const;

function isPossibleServerAction(req: IncomingMessage): boolean {
  if (req.method !== 'POST') return false;
  const kind = routeKind(req.url);
  if (kind !== 'page' && kind !== 'admin') return false;
  return typeof req.headers['next-action'] === 'string' || (req.headers['content-type'] ?? '').startsWith('multipart/form-data');
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
 * Reads a chunked body as it arrives, no further than the limit. Under it, the body is put back
 * into the request (Readable.unshift, before its end is announced) for Next.js to read as if
 * nothing had happened; over it, the rest is discarded unread.
 */
function readWithinLimit(req: IncomingMessage, done: (withinLimit: boolean) => void): void {
  const chunks: Buffer[] = [];
  let size = 0;
  const onReadable = AsyncResource.bind(() => {
    for (let chunk = req.read() as Buffer | null; chunk !== null; chunk = req.read() as Buffer | null) {
      size += chunk.length;
      if (size > SERVER_ACTION_BODY_LIMIT_BYTES) {
        req.off('readable', onReadable);
        req.resume();
        return done(false);
      }
      chunks.push(chunk);
    }
    if (!req.complete) return;
    req.off('readable', onReadable);
    if (size > 0) req.unshift(Buffer.concat(chunks, size));
    done(true);
  });
  req.on('readable', onReadable);
}

/** Answers a server action the client got wrong (403, 413), or hands the request to `next`. */
export function guardServerAction(req: IncomingMessage, res: ServerResponse, next: () => void): void {
  if (!isPossibleServerAction(req)) return next();
  if (isForeignOrigin(req)) return refuse(res, 403, 'A server action from another origin was refused');
  const tooLarge = () => refuse(res, 413, `A server action body over ${SERVER_ACTION_BODY_LIMIT_BYTES} bytes was refused`);
  const declared = req.headers['content-length'];
  if (declared !== undefined) return Number(declared) > SERVER_ACTION_BODY_LIMIT_BYTES ? tooLarge() : next();
  readWithinLimit(req, (withinLimit) => (withinLimit ? next() : tooLarge()));
}
