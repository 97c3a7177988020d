import { recordAudit } from '@/lib/core/audit/log';
import { endpointStatus } from '@/lib/core/auth/permissions';
import { viewerFromRequest } from '@/lib/core/auth/viewer';
import { getDb } from '@/lib/core/db';
import { enquiryCsvLines } from '@/lib/core/enquiry/csv';
import { enquiryScope } from '@/lib/core/enquiry/inbox';
import { csvDownload, csvFileNames, refusal } from '@/lib/core/http/csv-download';

/**
 * Every enquiry that matches the inbox's filters as a CSV file (kind, status, deliveryState,
 * search, and from/to: the days received, YYYY-MM-DD in Japan time, both included), for the
 * accounts that reach the inbox: store staff get the enquiries of their stores.
 * Rows are read and sent in batches; each export is in the audit log.
 */
export async function GET(request: Request): Promise<Response> {
  const db = await getDb();
  const viewer = await viewerFromRequest(db, request);
  const status = endpointStatus('GET /api/admin/enquiries.csv', viewer);
  if (status !== 200 || !viewer) return refusal(status === 200 ? 401 : status);
  const params = new URL(request.url).searchParams;
  const filter = {
    storeIds: enquiryScope(viewer),
    kind: params.get('kind') || null,
    status: params.get('status') || null,
    deliveryState: params.get('deliveryState') || null,
    search: params.get('search') || null,
    from: params.get('from') || null,
    to: params.get('to') || null,
  };
  const response = await csvDownload(enquiryCsvLines(db, filter), csvFileNames('enquiries', 'お問い合わせ一覧'));
  if (response.ok) {
    const { storeIds, ...asked } = filter;
    await recordAudit(db.kysely, { action: 'export', actor: viewer, entity: 'Enquiry', summary: 'お問い合わせ一覧（CSV）', changes: { filter: { before: null, after: { ...asked, stores: storeIds } } } });
  }
  return response;
}
