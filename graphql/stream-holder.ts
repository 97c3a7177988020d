import { viewerFromRequest } from '@/lib/core/auth/viewer';
import { getDb } from '@/lib/core/db';
import { retryReadOnConnectionLoss } from '@/lib/core/db/read-retry';
import { clientAddress, limitKey } from '@/lib/core/security/client-address';
import type { StreamHolder } from './stream-limits';

/**
 * Whom a request's event stream or real-time connection counts against (graphql/stream-limits.ts):
 * a signed-in admin, in the staff's pool by account; anyone else, in the anonymous pool by client
 * address (an IPv6 address by its /64). The session is the one the API itself accepts, checked as
 * Yoga's context checks it (signature, account, token version, the origin rule for the cookie), so
 * a forged or stale cookie counts as anonymous.
 *
 * Not in stream-limits.ts, which the metrics read: the session check reaches into auth, which
 * reports to the metrics, and the two would import each other.
 */
export async function streamHolder(request: Request): Promise<StreamHolder> {
  const db = await getDb();
  const viewer = await retryReadOnConnectionLoss(() => viewerFromRequest(db, request));
  return viewer ? { pool: 'staff', key: viewer.id } : { pool: 'anonymous', key: limitKey(clientAddress(request.headers)) };
}
