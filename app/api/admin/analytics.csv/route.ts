import { analyticsCsvLines } from '@/lib/core/analytics';
import { recordAudit } from '@/lib/core/audit/log';
import { endpointStatus } from '@/lib/core/auth/permissions';
import { reachesAllContent } from '@/lib/core/auth/roles';
import { viewerFromRequest } from '@/lib/core/auth/viewer';
import { getDb } from '@/lib/core/db';
import { csvDownload, csvFileNames, refusal } from '@/lib/core/http/csv-download';

/**
 * The visit analytics of a range (from, to: YYYY-MM-DD in Japan, both included, 366 days at most),
 * optionally of one store (store), as the dashboard shows them, in one CSV file: store staff get
 * their stores' numbers only. A session from another origin counts for nothing (viewerFromRequest);
 * each export is in the audit log.
 */
export async function GET(request: Request): Promise<Response> {
  const db = await getDb();
  const viewer = await viewerFromRequest(db, request);
  const status = endpointStatus('GET /api/admin/analytics.csv', viewer);
  if (status !== 200 || !viewer) return refusal(status === 200 ? 401 : status);
  const params = new URL(request.url).searchParams;
  const reach = reachesAllContent(viewer) ? null : viewer.storeIds;
  const storeId = params.get('store') || null;
  if (storeId && reach && !reach.includes(storeId)) return refusal(403);
  const asked = { from: params.get('from') ?? '', to: params.get('to') ?? '', storeId };
  const response = await csvDownload(analyticsCsvLines(db, { ...asked, reach }), csvFileNames('analytics', 'アクセス解析'));
  if (response.ok) {
    await recordAudit(db.kysely, { action: 'export', actor: viewer, entity: 'Analytics', summary: 'アクセス解析（CSV）', changes: { filter: { before: null, after: { ...asked, stores: reach } } } });
  }
  return response;
}
