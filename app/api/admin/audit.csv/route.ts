import { recordAudit } from '@/lib/core/audit/log';
import { auditCsvLines } from '@/lib/core/audit/query';
import { endpointStatus } from '@/lib/core/auth/permissions';
import { viewerFromRequest } from '@/lib/core/auth/viewer';
import { getDb } from '@/lib/core/db';
import { csvDownload, csvFileNames, refusal } from '@/lib/core/http/csv-download';

/** The audit log as CSV with the screen's filters (actorId, entity, action, from, to); owners only, and itself logged. */
export async function GET(request: Request): Promise<Response> {
  const db = await getDb();
  const viewer = await viewerFromRequest(db, request);
  const status = endpointStatus('GET /api/admin/audit.csv', viewer);
  if (status !== 200 || !viewer) return refusal(status === 200 ? 401 : status);
  const params = new URL(request.url).searchParams;
  const filter = {
    actorId: params.get('actorId') || null,
    entity: params.get('entity') || null,
    action: params.get('action') || null,
    from: params.get('from') || null,
    to: params.get('to') || null,
  };
  const response = await csvDownload(auditCsvLines(db, filter), csvFileNames('audit-log', '監査ログ'));
  if (response.ok) {
    await recordAudit(db.kysely, { action: 'export', actor: viewer, entity: 'AuditLog', summary: '監査ログ（CSV）', changes: { filter: { before: null, after: filter } } });
  }
  return response;
}
