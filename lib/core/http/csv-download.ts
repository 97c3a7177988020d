import 'server-only';
import { isApiError } from '@/lib/core/model/errors';
import { logger } from '@/lib/core/ops/log';

/** Excel opens a UTF-8 CSV correctly only with a byte order mark. */
const BOM = '\uFEFF';

/**
 * A CSV download streamed from its lines: the first chunk (the header, after the filter is
 * checked) is read before answering, so a bad filter is a 400, not a broken download.
 */
export async function csvDownload(lines: AsyncGenerator<string>, fileName: string, japaneseName: string): Promise<Response> {
  let first: IteratorResult<string>;
  try {
    first = await lines.next();
  } catch (error) {
    if (isApiError(error)) return Response.json({ error: error.message }, { status: 400, headers: { 'cache-control': 'no-store' } });
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
        logger().error({ err: error }, 'A CSV export stopped');
        controller.error(error);
      }
    },
    async cancel() {
      await lines.return(undefined);
    },
  });
  return new Response(body, {
    headers: {
      'content-type': 'text/csv; charset=utf-8',
      'content-disposition': `attachment; filename="${fileName}"; filename*=UTF-8''${encodeURIComponent(japaneseName)}`,
      'cache-control': 'no-store',
      'x-content-type-options': 'nosniff',
    },
  });
}

/** The refusal of an admin endpoint: 401 without a session, 403 without the right. */
export function refusal(status: 401 | 403): Response {
  const error = status === 401 ? 'ログインが必要です。' : 'この操作を行う権限がありません。';
  return Response.json({ error }, { status, headers: { 'cache-control': 'no-store' } });
}
