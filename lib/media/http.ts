import { viewerFromRequest } from '@/lib/auth/viewer';
import { getConfig } from '@/lib/config';
import { type Db, getDb } from '@/lib/db';
import type { Viewer } from '@/lib/model/repository';
import { MediaError } from './errors';
import { mediaMessages } from './shared';

export function errorResponse(error: unknown): Response {
  if (error instanceof MediaError) {
    return Response.json(
      { error: error.message, ...(error.field ? { fields: { [error.field]: error.message } } : {}) },
      { status: error.status, headers: { 'cache-control': 'no-store' } },
    );
  }
  console.error('Media API failed:', error);
  return Response.json({ error: mediaMessages.serverError }, { status: 500, headers: { 'cache-control': 'no-store' } });
}

/**
 * Defence in depth against cross-site requests (the session cookie is SameSite=Lax already): a
 * state-changing request must come from a page of this site. A browser always sends `Origin` on
 * a cross-origin POST, PATCH or DELETE, so one that is absent is a same-origin or non-browser call.
 */
export function sameOrigin(request: Request): boolean {
  if (request.headers.get('sec-fetch-site') === 'cross-site') return false;
  const origin = request.headers.get('origin');
  if (origin === null) return true;
  let host: string;
  try {
    host = new URL(origin).host;
  } catch {
    return false;
  }
  const allowed = new Set<string>([new URL(getConfig().siteUrl).host]);
  const forwarded = request.headers.get('x-forwarded-host')?.split(',')[0]?.trim();
  if (forwarded) allowed.add(forwarded);
  const direct = request.headers.get('host');
  if (direct) allowed.add(direct);
  return allowed.has(host);
}

/** The database and the signed-in admin, or throws the refusal (401, or 403 from another site). */
export async function requireMediaAdmin(request: Request, options: { mutation: boolean }): Promise<{ db: Db; viewer: Viewer }> {
  if (options.mutation && !sameOrigin(request)) throw new MediaError(403, mediaMessages.forbiddenOrigin);
  const db = await getDb();
  const viewer = await viewerFromRequest(db, request);
  if (!viewer) throw new MediaError(401, mediaMessages.unauthenticated);
  return { db, viewer };
}

/**
 * The request body, read no further than `limit` bytes, so an oversized upload is refused
 * without being held in memory whole (a missing or false Content-Length cannot get round it).
 */
export async function readLimitedBody(request: Request, limit: number): Promise<Uint8Array<ArrayBuffer>> {
  const declared = Number(request.headers.get('content-length') ?? NaN);
  if (Number.isFinite(declared) && declared > limit) throw new MediaError(413, mediaMessages.tooLarge, 'file');
  if (!request.body) return new Uint8Array();
  const reader = request.body.getReader();
  const chunks: Uint8Array[] = [];
  let total = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    total += value.byteLength;
    if (total > limit) {
      await reader.cancel().catch(() => undefined);
      throw new MediaError(413, mediaMessages.tooLarge, 'file');
    }
    chunks.push(value);
  }
  const body = new Uint8Array(total);
  let offset = 0;
  for (const chunk of chunks) {
    body.set(chunk, offset);
    offset += chunk.byteLength;
  }
  return body;
}
