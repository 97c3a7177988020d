import 'server-only';
import { isApiError } from '@/lib/core/model/errors';
import { logger } from '@/lib/core/ops/log';
import { japanToday } from '@/lib/core/time/japan';

/* The admin's CSV exports (enquiries, bookings, the audit log): their cells, names and download. */

/**
 * One CSV cell. A cell a spreadsheet would take for a formula (= + - @, or a leading tab, carriage
 * return or NUL, as OWASP lists them) gets a leading apostrophe, so opening the export never runs
 * what a visitor typed.
 */
export function csvCell(value: string | null | undefined): string {
  let text = value ?? '';
  if (/^[=+\-@\t\r\0]/.test(text)) text = `'${text}`;
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

export function csvLine(cells: (string | null | undefined)[]): string {
  return `${cells.map(csvCell).join(',')}\r\n`;
}

/** An export's file names, dated in Japan time: enquiries-20260501.csv and お問い合わせ一覧_20260501.csv. */
export function csvFileNames(name: string, japaneseName: string, now: Date = new Date()): { fileName: string; japaneseName: string } {
  const day = japanToday(now).replaceAll('-', '');
  return { fileName: `${name}-${day}.csv`, japaneseName: `${japaneseName}_${day}.csv` };
}

/** Excel opens a UTF-8 CSV correctly only with a byte order mark. */
const BOM = '\uFEFF';

/**
 * A CSV download streamed from its lines: the first chunk (the header, after the filter is
 * checked) is read before answering, so a bad filter is a 400, not a broken download.
 */
export async function csvDownload(lines: AsyncGenerator<string>, { fileName, japaneseName }: { fileName: string; japaneseName: string }): Promise<Response> {
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
