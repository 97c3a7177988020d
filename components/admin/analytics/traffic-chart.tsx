'use client';

import { CartesianGrid, Legend, Line, LineChart, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import type { AnalyticsPoint } from '@/graphql/analytics-documents';
import { ChartFrame, td, th, thFirst } from './chart-frame';
import { bucketLabel, count } from './format';

/** Visitors and page views by hour (one or two days) or day, and the previous period's visitors beside them. */
export function TrafficChart({ series, previousSeries, grain }: { series: AnalyticsPoint[]; previousSeries: AnalyticsPoint[]; grain: string }) {
  const rows = series.map((point, index) => ({ ...point, label: bucketLabel(point.bucket), previousVisitors: previousSeries[index]?.visitors ?? 0 }));
  const unit = grain === 'hour' ? '時間' : '日';
  return (
    <ChartFrame
      title={`訪問者とページビュー（${unit}ごと）`}
      description="点線は前の期間の訪問者数です。訪問者は日ごとに数えています（日をまたいで同じ人かどうかは記録しません）。"
      chart={
        <ResponsiveContainer width="100%" height="100%">
          <LineChart data={rows} margin={{ top: 8, right: 8, bottom: 0, left: -16 }} accessibilityLayer={false}>
            <CartesianGrid strokeDasharray="3 3" vertical={false} />
            <XAxis dataKey="label" tick={{ fontSize: 12, fill: '#334155' }} minTickGap={12} />
            <YAxis allowDecimals={false} tick={{ fontSize: 12, fill: '#334155' }} />
            <Tooltip formatter={(value) => count(Number(value))} />
            <Legend wrapperStyle={{ fontSize: 12 }} formatter={(name) => <span className="text-slate-700">{name}</span>} />
            <Line type="monotone" dataKey="pageviews" name="ページビュー" stroke="var(--color-accent-700)" strokeWidth={2} dot={false} isAnimationActive={false} />
            <Line type="monotone" dataKey="visitors" name="訪問者" stroke="var(--color-brand-700)" strokeWidth={2} dot={false} isAnimationActive={false} />
            <Line type="monotone" dataKey="previousVisitors" name="前期間の訪問者" stroke="#64748b" strokeDasharray="4 4" dot={false} isAnimationActive={false} />
          </LineChart>
        </ResponsiveContainer>
      }
      table={
        <table className="w-full text-left text-sm">
          <caption className="mb-2 text-left font-bold">{unit}ごとの訪問者とページビュー</caption>
          <thead>
            <tr className="border-b border-slate-300">
              <th scope="col" className={thFirst}>
                {grain === 'hour' ? '日時' : '日付'}
              </th>
              <th scope="col" className={th}>訪問者</th>
              <th scope="col" className={th}>訪問</th>
              <th scope="col" className={th}>ページビュー</th>
              <th scope="col" className={th}>前期間の訪問者</th>
            </tr>
          </thead>
          <tbody>
            {rows.map((row) => (
              <tr key={row.bucket} className="border-b border-slate-200">
                <th scope="row" className="py-1.5 pr-3 text-left font-normal whitespace-nowrap">
                  {grain === 'hour' ? `${row.bucket.slice(0, 10).replaceAll('-', '/')} ${row.label}` : row.bucket.replaceAll('-', '/')}
                </th>
                <td className={td}>{count(row.visitors)}</td>
                <td className={td}>{count(row.visits)}</td>
                <td className={td}>{count(row.pageviews)}</td>
                <td className={td}>{count(row.previousVisitors)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      }
    />
  );
}
