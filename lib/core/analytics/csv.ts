import 'server-only';
import type { Db } from '@/lib/core/db';
import { csvLine } from '@/lib/core/http/csv-download';
import { type AnalyticsCounts, analyticsReport, type AnalyticsRow, type FunnelCounts, type ReportRequest } from './report';
import { rate } from './shared';

/*
 * The dashboard's numbers as one CSV file, in long form (a spreadsheet's pivot table reads it as
 * it is): one line per section, item and measure, with this period's figure and the previous
 * period's beside it. It is made from the same report as the screen, with more rows per list.
 */

export const CSV_ROWS = 1000;

const HEADER = ['区分', '項目', 'キー', '指標', '今期', '前期'];

const MEASURES: [keyof AnalyticsCounts, string][] = [
  ['visitors', '訪問者数'],
  ['visits', '訪問数'],
  ['pageviews', 'ページビュー'],
  ['bookings', '体験予約'],
  ['visited', '来店'],
  ['noShow', '無断キャンセル'],
  ['cancelled', 'キャンセル'],
  ['enquiries', 'お問い合わせ'],
];

const FUNNEL: [keyof FunnelCounts, string][] = [
  ['storeViews', '店舗ページの訪問者'],
  ['bookingViews', '予約ページの訪問者'],
  ['booked', '予約'],
  ['visited', '来店'],
  ['noShow', '無断キャンセル'],
  ['cancelled', 'キャンセル'],
  ['pending', '予約済み（来店前）'],
];

const number = (value: number) => String(value);

export async function* analyticsCsvLines(db: Db, request: ReportRequest): AsyncGenerator<string> {
  const report = await analyticsReport(db, { ...request, rows: CSV_ROWS });
  yield csvLine(HEADER);
  yield csvLine(['期間', '今期', '', '日付', `${report.from}〜${report.to}`, `${report.previousFrom}〜${report.previousTo}`]);
  for (const [key, name] of MEASURES) yield csvLine(['概要', '合計', '', name, number(report.totals[key]), number(report.previous[key])]);
  yield csvLine(['概要', '合計', '', '計測なしの体験予約', number(report.unattributedBookings), '']);
  for (const funnel of report.funnel) {
    for (const [key, name] of FUNNEL) yield csvLine(['店舗別ファネル', funnel.storeName, funnel.storeId, name, number(funnel[key]), number(funnel.previous[key])]);
    yield csvLine(['店舗別ファネル', funnel.storeName, funnel.storeId, '来店率（予約あたり）', rate(funnel.visited, funnel.booked), rate(funnel.previous.visited, funnel.previous.booked)]);
  }
  const sections: [string, AnalyticsRow[]][] = [
    ['流入元', report.sources],
    ['キャンペーン', report.campaigns],
    ['ページ', report.pages],
    ['記事', report.articles],
    ['端末', report.devices],
  ];
  for (const [section, rows] of sections) {
    for (const row of rows) {
      for (const [key, name] of MEASURES) yield csvLine([section, row.label, row.key.replace('\t', ' / '), name, number(row[key]), number(row.previous[key])]);
    }
  }
  for (const point of report.series) {
    yield csvLine([report.grain === 'hour' ? '時間別' : '日別', point.bucket, '', '訪問者数', number(point.visitors), '']);
    yield csvLine([report.grain === 'hour' ? '時間別' : '日別', point.bucket, '', 'ページビュー', number(point.pageviews), '']);
  }
}
