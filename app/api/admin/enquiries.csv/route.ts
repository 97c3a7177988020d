import { viewerFromRequest } from '@/lib/auth/viewer';
import { getDb } from '@/lib/db';
import { csvFileName, enquiryCsvLines } from '@/lib/enquiry/csv';
import { isApiError } from '@/lib/model/errors';

/** Excel opens a UTF-8 CSV correctly only with a byte order mark. */
const BOM = '\uFEFF';

/**
 * Every enquiry that matches the inbox's filters as a CSV file (kind, status, deliveryState,
 * search), for signed-in admins only. Rows are read and sent in batches.
 */
export async function GET(request: Request): Promise<Response> {
  const db = await getDb();
  if (!(await viewerFromRequest(db, request))) {
    return Response.json({ error: 'ログインが必要です。' }, { status: 401, headers: { 'cache-control': 'no-store' } });
  }
  const params = new URL(request.url).searchParams;
  const filter = {
    kind: params.get('kind') || null,
    status: params.get('status') || null,
    deliveryState: params.get('deliveryState') || null,
    search: params.get('search') || null,
  };
  const lines = enquiryCsvLines(db, filter);
  // The first chunk (the header, after the filter is checked) is read here, so a bad filter is a 400, not a broken download.
  let first: IteratorResult<string>;
  try {
    first = await lines.next();
  } catch (error) {
    if (isApiError(error)) return Response.json({ error: error.message }, { status: 400 });
    throw error;
  }
  const encoder = new TextEncoder();
  const body = new ReadableStream<Uint8Array>({
    start(controller) {
      controller.enqueue(encoder.encode(BOM + (first.done ? '' : first.value)));
    },
    async pull(controller) {
      try {
        const next = await lines.next();
        if (next.done) controller.close();
        else controller.enqueue(encoder.encode(next.value));
      } catch (error) {
        console.error('The enquiry export stopped:', error);
        controller.error(error);
      }
    },
    async cancel() {
      await lines.return(undefined);
    },
  });
  const fileName = csvFileName();
  return new Response(body, {
    headers: {
      'content-type': 'text/csv; charset=utf-8',
      'content-disposition': `attachment; filename="${fileName}"; filename*=UTF-8''${encodeURIComponent(`お問い合わせ一覧_${fileName.slice(10)}`)}`,
      'cache-control': 'no-store',
      'x-content-type-options': 'nosniff',
    },
  });
}
