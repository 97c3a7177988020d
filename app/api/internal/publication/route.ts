import { registerPageRevalidation } from '@/graphql/page-revalidation';
import { getDb } from '@/lib/core/db';
import { DUE_LOOKBACK_MS, duePublicationTags } from '@/lib/core/model/publication-clock';
import { contentChanged } from '@/lib/core/model/revalidate';
import { isPublicationClockCall } from '@/lib/core/model/publication-call';
import { contentNow } from '@/lib/core/time/content-clock';

registerPageRevalidation();

/**
 * POST /api/internal/publication — the server's own publication clock (lib/core/model/publication-clock.ts)
 * rings here at each publish time: the pages of what became public expire, as a save of it would.
 * Anyone else gets 404: the call must carry the clock's signature, made with the session secret.
 */
export async function POST(request: Request): Promise<Response> {
  if (!isPublicationClockCall(request.headers)) return new Response(null, { status: 404 });
  const now = contentNow();
  contentChanged(await duePublicationTags(await getDb(), new Date(now.getTime() - DUE_LOOKBACK_MS), now));
  return new Response(null, { status: 204, headers: { 'Cache-Control': 'no-store' } });
}
