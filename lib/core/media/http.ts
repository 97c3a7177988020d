import 'server-only';
import { recordRefusal } from '@/lib/core/audit/refusals';
import { endpointStatus } from '@/lib/core/auth/permissions';
import { sessionMisused, viewerFromRequest } from '@/lib/core/auth/viewer';
import { type Db, getDb } from '@/lib/core/db';
import { BodyTooLargeError } from '@/lib/core/http/body';
import type { Viewer } from '@/lib/core/model/repository';
import { MediaError } from './errors';
import { mediaMessages } from './shared';
import { logger } from '@/lib/core/ops/log';

export function errorResponse(error: unknown): Response {
  if (error instanceof BodyTooLargeError) return errorResponse(new MediaError(413, mediaMessages.tooLarge, 'file'));
  if (error instanceof MediaError) {
    return Response.json(
      { error: error.message, ...(error.field ? { fields: { [error.field]: error.message } } : {}) },
      { status: error.status, headers: { 'cache-control': 'no-store' } },
    );
  }
  logger().error({ err: error }, 'Media API failed');
  return Response.json({ error: mediaMessages.serverError }, { status: 500, headers: { 'cache-control': 'no-store' } });
}

/**
 * The database and the signed-in admin allowed to use the endpoint (lib/core/auth/permissions.ts), or
 * throws the refusal: 401 without a session, 403 from another site or without the right.
 */
export async function requireMediaAdmin(request: Request, endpoint: string): Promise<{ db: Db; viewer: Viewer }> {
  // A session cookie sent from another origin is refused outright, for reads as for uploads.
  if (sessionMisused(request)) throw new MediaError(403, mediaMessages.forbiddenOrigin);
  const db = await getDb();
  const viewer = await viewerFromRequest(db, request);
  const status = endpointStatus(endpoint, viewer);
  if (status === 401 || !viewer) throw new MediaError(401, mediaMessages.unauthenticated);
  if (status === 403) {
    // A refused change (not a read) of a signed-in account is audited, as the API's are (lib/core/audit/refusals.ts).
    if (!endpoint.startsWith('GET ')) {
      const id = new URL(request.url).pathname.split('/')[3] ?? null;
      await recordRefusal(db, viewer, endpoint, { entity: 'Media', entityId: id && id.length <= 100 ? id : null });
    }
    throw new MediaError(403, mediaMessages.forbiddenRole);
  }
  return { db, viewer };
}
