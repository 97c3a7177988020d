'use client';

import { useId } from 'react';
import { Bar, BarChart, CartesianGrid, LabelList, ResponsiveContainer, XAxis, YAxis } from 'recharts';
import type { AnalyticsFunnel, FunnelCounts } from '@/graphql/analytics-documents';
import { rate } from '@/lib/core/analytics/shared';
import { card } from '../ui/styles';
import { td, th, thFirst } from './chart-frame';
import { change, count } from './format';

const STEPS: { key: keyof FunnelCounts; label: string }[] = [
  { key: 'storeViews', label: '店舗ページ' },
  { key: 'bookingViews', label: '予約ページ' },
  { key: 'booked', label: '体験予約' },
  { key: 'visited', label: '来店' },
];

function sum(rows: readonly FunnelCounts[]): FunnelCounts {
  const total: FunnelCounts = { storeViews: 0, bookingViews: 0, booked: 0, visited: 0, noShow: 0, cancelled: 0, pending: 0 };
  for (const row of rows) for (const key of Object.keys(total) as (keyof FunnelCounts)[]) total[key] += row[key];
  return total;
}

/**
 * Per store, the way from its page to the visit: visitors of the store page and of its booking
 * page, bookings made, and how many came (来店), with the rate of each step. The chart shows the
 * stores together; the table, which screen readers read, each store.
 */
export function FunnelSection({ funnel }: { funnel: AnalyticsFunnel[] }) {
  const id = useId();
  const total = sum(funnel);
  const before = sum(funnel.map((row) => row.previous));
  const bars = STEPS.map((step) => ({ label: step.label, value: total[step.key] }));
  const rows = funnel.length > 1 ? [...funnel, { storeId: 'total', storeName: '合計', ...total, previous: before }] : funnel;
  return (
    <section className={card} aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`} className="font-bold">
        店舗別の体験予約までの流れ
      </h2>
      <p className="mt-1 text-sm text-slate-700">店舗ページと予約ページは訪問者数、予約はこの期間に受け付けた件数です。来店・無断キャンセルは体験予約カレンダーでの記録を反映します。</p>
      <div className="mt-4 h-48" aria-hidden="true">
        <ResponsiveContainer width="100%" height="100%">
          <BarChart data={bars} layout="vertical" margin={{ top: 0, right: 48, bottom: 0, left: 8 }} accessibilityLayer={false}>
            <CartesianGrid strokeDasharray="3 3" horizontal={false} />
            <XAxis type="number" allowDecimals={false} tick={{ fontSize: 12, fill: '#334155' }} />
            <YAxis type="category" dataKey="label" width={80} tick={{ fontSize: 12, fill: '#334155' }} />
            <Bar dataKey="value" fill="var(--color-brand-700)" radius={[0, 3, 3, 0]} isAnimationActive={false}>
              <LabelList dataKey="value" position="right" style={{ fontSize: 12, fill: '#0f172a' }} />
            </Bar>
          </BarChart>
        </ResponsiveContainer>
      </div>
      {/* Wider than a phone: scrollable, so reachable by keyboard (as DataTable's). */}
      <div role="region" aria-label="店舗ごとの人数と件数の表" tabIndex={0} className="mt-4 overflow-x-auto">
        <table className="w-full text-left text-sm">
          <caption className="mb-2 text-left font-bold">店舗ごとの人数と件数（かっこ内は前の段階からの割合）</caption>
          <thead>
            <tr className="border-b border-slate-300">
              <th scope="col" className={thFirst}>
                店舗
              </th>
              <th scope="col" className={th}>店舗ページの訪問者</th>
              <th scope="col" className={th}>予約ページの訪問者</th>
              <th scope="col" className={th}>体験予約</th>
              <th scope="col" className={th}>来店</th>
              <th scope="col" className={th}>無断キャンセル</th>
              <th scope="col" className={th}>キャンセル</th>
              <th scope="col" className={th}>来店前</th>
              <th scope="col" className={th}>来店（前期間比）</th>
            </tr>
          </thead>
          <tbody>
            {rows.map((row) => (
              <tr key={row.storeId} className={`border-b border-slate-200 ${row.storeId === 'total' ? 'font-bold' : ''}`}>
                <th scope="row" className="py-1.5 pr-3 text-left whitespace-nowrap">
                  {row.storeName}
                </th>
                <td className={td}>{count(row.storeViews)}人</td>
                <td className={td}>
                  {count(row.bookingViews)}人（{rate(row.bookingViews, row.storeViews)}）
                </td>
                <td className={td}>
                  {count(row.booked)}件（{rate(row.booked, row.bookingViews)}）
                </td>
                <td className={td}>
                  {count(row.visited)}件（{rate(row.visited, row.booked)}）
                </td>
                <td className={td}>{count(row.noShow)}件</td>
                <td className={td}>{count(row.cancelled)}件</td>
                <td className={td}>{count(row.pending)}件</td>
                <td className={td}>
                  {count(row.previous.visited)}件（{change(row.visited, row.previous.visited)}）
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      {funnel.length === 0 ? <p className="mt-2 text-sm text-slate-700">表示できる店舗がありません。</p> : null}
    </section>
  );
}
