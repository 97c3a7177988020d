import { useId } from 'react';
import type { AnalyticsCounts, AnalyticsRow } from '@/graphql/analytics-documents';
import { card } from '../ui/styles';
import { td, th, thFirst } from './chart-frame';
import { change, count } from './format';

export type Column = keyof AnalyticsCounts;

const COLUMN_LABELS: Record<Column, string> = {
  visitors: '訪問者',
  visits: '訪問',
  pageviews: 'ページビュー',
  bookings: '体験予約',
  visited: '来店',
  noShow: '無断キャンセル',
  cancelled: 'キャンセル',
  enquiries: 'お問い合わせ',
};

interface RankedTableProps {
  title: string;
  description?: string;
  /** What the first column names (ページ, 流入元…). */
  itemLabel: string;
  rows: AnalyticsRow[];
  columns: Column[];
  /** The column compared with the previous period in the last column. */
  compare: Column;
  empty: string;
}

/** One of the dashboard's ranked lists: pages, articles, sources, campaigns, devices. */
export function RankedTable({ title, description, itemLabel, rows, columns, compare, empty }: RankedTableProps) {
  const id = useId();
  return (
    // min-w-0: in the dashboard's grid, a wide table scrolls inside its card instead of widening the page.
    <section className={`${card} min-w-0`} aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`} className="font-bold">
        {title}
      </h2>
      {description ? <p className="mt-1 text-sm text-slate-700">{description}</p> : null}
      {rows.length === 0 ? (
        <p className="mt-3 text-sm text-slate-700">{empty}</p>
      ) : (
        // Wider than half the screen: scrollable, so reachable by keyboard (as DataTable's).
        <div role="region" aria-label={`${title}の表`} tabIndex={0} className="mt-3 overflow-x-auto">
          <table className="w-full text-left text-sm" aria-labelledby={`${id}-title`}>
            <thead>
              <tr className="border-b border-slate-300">
                <th scope="col" className={thFirst}>
                  {itemLabel}
                </th>
                {columns.map((column) => (
                  <th key={column} scope="col" className={th}>
                    {COLUMN_LABELS[column]}
                  </th>
                ))}
                <th scope="col" className={th}>
                  {COLUMN_LABELS[compare]}の前期間比
                </th>
              </tr>
            </thead>
            <tbody>
              {rows.map((row) => (
                <tr key={row.key} className="border-b border-slate-200">
                  <th scope="row" className="max-w-72 py-1.5 pr-3 text-left font-normal break-words">
                    {row.label}
                  </th>
                  {columns.map((column) => (
                    <td key={column} className={td}>
                      {count(row[column])}
                    </td>
                  ))}
                  <td className={td}>{change(row[compare], row.previous[compare])}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </section>
  );
}
