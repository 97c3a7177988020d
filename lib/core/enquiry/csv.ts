import 'server-only';
import type { Db } from '@/lib/core/db';
import { csvLine } from '@/lib/core/http/csv-download';
import { formatJapanDateTime } from '@/lib/core/time/japan';
import { scheduleLines } from './field-texts';
import { FIELD_LABELS } from './fields';
import { checkFilter, DELIVERY_LABELS, type EnquiryFilter, type EnquiryRow, whereFilter } from './inbox';
import { KIND_LABELS, STATUS_LABELS } from './labels';

/* The inbox's CSV export (/api/admin/enquiries.csv): the same filter, every matching enquiry. */

export const CSV_COLUMNS: { header: string; value: (row: EnquiryRow) => string | null }[] = [
  { header: '受付日時', value: (row) => formatJapanDateTime(row.createdAt) },
  { header: '種別', value: (row) => KIND_LABELS[row.kind] },
  { header: '対応状況', value: (row) => STATUS_LABELS[row.status] },
  { header: FIELD_LABELS.name, value: (row) => row.name },
  { header: FIELD_LABELS.furigana, value: (row) => row.furigana },
  { header: FIELD_LABELS.gender, value: (row) => row.gender },
  { header: FIELD_LABELS.age, value: (row) => row.age },
  { header: FIELD_LABELS.phone, value: (row) => row.phone },
  { header: FIELD_LABELS.email, value: (row) => row.email },
  { header: FIELD_LABELS.postCode, value: (row) => row.postCode },
  { header: FIELD_LABELS.address, value: (row) => row.address },
  { header: FIELD_LABELS.addressOther, value: (row) => row.addressOther },
  { header: FIELD_LABELS.company, value: (row) => row.company },
  { header: FIELD_LABELS.contact, value: (row) => row.contact },
  { header: FIELD_LABELS.destination, value: (row) => row.destination },
  { header: FIELD_LABELS.schedule, value: (row) => scheduleLines(row.schedule).join('\n') },
  { header: FIELD_LABELS.message, value: (row) => row.message },
  { header: 'メール送信状況', value: (row) => DELIVERY_LABELS[row.deliveryState] },
  { header: 'メール送信日時', value: (row) => formatJapanDateTime(row.deliveredAt) },
  { header: '匿名化日時', value: (row) => formatJapanDateTime(row.anonymizedAt) },
  { header: 'ID', value: (row) => row.id },
];

const CSV_BATCH = 500;

/**
 * Every enquiry that matches, newest first, read in batches (keyset paging on createdAt and id),
 * so an export of any size never holds more than one batch in memory.
 */
export async function* enquiryCsvLines(db: Db, filter: EnquiryFilter, batch = CSV_BATCH): AsyncGenerator<string> {
  checkFilter(filter);
  yield csvLine(CSV_COLUMNS.map((column) => column.header));
  let after: { createdAt: string; id: string } | null = null;
  for (;;) {
    let query = db.kysely.selectFrom('enquiry').selectAll('enquiry').where(whereFilter(filter));
    if (after) {
      const cursor: { createdAt: string; id: string } = after;
      query = query.where((eb) =>
        eb.or([
          eb('enquiry.createdAt', '<', cursor.createdAt),
          eb.and([eb('enquiry.createdAt', '=', cursor.createdAt), eb('enquiry.id', '<', cursor.id)]),
        ]),
      );
    }
    const rows = await query.orderBy('enquiry.createdAt', 'desc').orderBy('enquiry.id', 'desc').limit(batch).execute();
    if (rows.length > 0) yield rows.map((row) => csvLine(CSV_COLUMNS.map((column) => column.value(row)))).join('');
    const last = rows.at(-1);
    if (!last || rows.length < batch) return;
    after = { createdAt: last.createdAt, id: last.id };
  }
}
