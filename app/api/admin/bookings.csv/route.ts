import { recordAudit } from '@/lib/core/audit/log';
import { endpointStatus } from '@/lib/core/auth/permissions';
import { viewerFromRequest } from '@/lib/core/auth/viewer';
import { bookingCsvLines, bookingScope } from '@/lib/core/booking';
import { getDb } from '@/lib/core/db';
import { csvDownload, csvFileNames, refusal } from '@/lib/core/http/csv-download';

/**
 * The trial bookings of one store (store) whose trial starts from one day to another (from, to:
 * YYYY-MM-DD in Japan, both included, 62 days at most), as a CSV file, for the accounts that reach
 * the calendar: store staff for their own stores only. Each export is in the audit log.
 */
export async function GET(request: Request): Promise<Response> {
  const db = await getDb();
  const viewer = await viewerFromRequest(db, request);
  const status = endpointStatus('GET /api/admin/bookings.csv', viewer);
  if (status !== 200 || !viewer) return refusal(status === 200 ? 401 : status);
  const params = new URL(request.url).searchParams;
  const range = { storeId: params.get('store') ?? '', from: params.get('from') ?? '', to: params.get('to') ?? '' };
  if (!range.storeId) return Response.json({ error: '店舗を指定してください。' }, { status: 400, headers: { 'cache-control': 'no-store' } });
  const scope = bookingScope(viewer);
  if (scope && !scope.includes(range.storeId)) return refusal(403);
  const response = await csvDownload(bookingCsvLines(db, range, { access: viewer, actor: viewer }), csvFileNames('bookings', '体験予約一覧'));
  if (response.ok) {
    await recordAudit(db.kysely, { action: 'export', actor: viewer, entity: 'Booking', summary: '体験予約一覧（CSV）', changes: { filter: { before: null, after: range } } });
  }
  return response;
}
