import 'server-only';
import type { Db } from '@/lib/core/db';
import type { BookingTable } from '@/lib/core/db/schema';
import { csvLine } from '@/lib/core/http/csv-download';
import { formatJapanDateTime } from '@/lib/core/time/japan';
import { VISITOR_LABELS } from '@/lib/core/visitor/fields';
import { type BookingRange, type BookingStaff, listBookings } from './admin';
import { BOOKING_STATE_LABELS } from './rules';
import { japanDateTime } from './slots';

/* The calendar's CSV export (/api/admin/bookings.csv): one store's bookings over some days, every state. */

export const BOOKING_CSV_COLUMNS: { header: string; value: (row: BookingTable) => string | null }[] = [
  { header: '予約日', value: (row) => japanDateTime(row.startsAt).date.replaceAll('-', '/') },
  { header: '開始', value: (row) => japanDateTime(row.startsAt).time },
  { header: '終了', value: (row) => japanDateTime(row.endsAt).time },
  { header: '状態', value: (row) => BOOKING_STATE_LABELS[row.state] },
  { header: VISITOR_LABELS.name, value: (row) => row.name },
  { header: VISITOR_LABELS.furigana, value: (row) => row.furigana },
  { header: VISITOR_LABELS.phone, value: (row) => row.phone },
  { header: VISITOR_LABELS.email, value: (row) => row.email },
  { header: '受付日時', value: (row) => formatJapanDateTime(row.createdAt) },
  { header: 'キャンセル日時', value: (row) => formatJapanDateTime(row.cancelledAt) },
  { header: '匿名化日時', value: (row) => formatJapanDateTime(row.anonymizedAt) },
  { header: 'ID', value: (row) => row.id },
];

/**
 * The bookings of a store whose trial starts in the range (62 days at most, as the calendar
 * reads them), by start time; none outside the account's stores. A bad range is thrown before
 * the header, so the download answers 400.
 */
export async function* bookingCsvLines(db: Db, range: BookingRange, staff: BookingStaff): AsyncGenerator<string> {
  const rows = await listBookings(db, range, staff);
  yield csvLine(BOOKING_CSV_COLUMNS.map((column) => column.header));
  if (rows.length > 0) yield rows.map((row) => csvLine(BOOKING_CSV_COLUMNS.map((column) => column.value(row)))).join('');
}
