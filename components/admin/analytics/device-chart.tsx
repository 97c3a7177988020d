'use client';

import { Bar, BarChart, CartesianGrid, Legend, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import type { AnalyticsRow } from '@/graphql/analytics-documents';
import { rate } from '@/lib/core/analytics/shared';
import { ChartFrame, td, th, thFirst } from './chart-frame';
import { count } from './format';

/** Visitors and bookings by device class (スマートフォン, タブレット, パソコン). */
export function DeviceChart({ devices }: { devices: AnalyticsRow[] }) {
  const visitors = devices.reduce((sum, row) => sum + row.visitors, 0);
  return (
    <ChartFrame
      title="端末"
      description="訪問者と体験予約を、スマートフォン・タブレット・パソコンに分けています。"
      chart={
        <ResponsiveContainer width="100%" height="100%">
          <BarChart data={devices} margin={{ top: 8, right: 8, bottom: 0, left: -16 }} accessibilityLayer={false}>
            <CartesianGrid strokeDasharray="3 3" vertical={false} />
            <XAxis dataKey="label" tick={{ fontSize: 12, fill: '#334155' }} />
            <YAxis allowDecimals={false} tick={{ fontSize: 12, fill: '#334155' }} />
            <Tooltip formatter={(value) => count(Number(value))} />
            <Legend wrapperStyle={{ fontSize: 12 }} formatter={(name) => <span className="text-slate-700">{name}</span>} />
            <Bar dataKey="visitors" name="訪問者" fill="var(--color-brand-700)" radius={[3, 3, 0, 0]} isAnimationActive={false} />
            <Bar dataKey="bookings" name="体験予約" fill="var(--color-accent-700)" radius={[3, 3, 0, 0]} isAnimationActive={false} />
          </BarChart>
        </ResponsiveContainer>
      }
      table={
        <table className="w-full text-left text-sm">
          <caption className="mb-2 text-left font-bold">端末ごとの訪問者と体験予約</caption>
          <thead>
            <tr className="border-b border-slate-300">
              <th scope="col" className={thFirst}>
                端末
              </th>
              <th scope="col" className={th}>訪問者</th>
              <th scope="col" className={th}>割合</th>
              <th scope="col" className={th}>ページビュー</th>
              <th scope="col" className={th}>体験予約</th>
              <th scope="col" className={th}>来店</th>
            </tr>
          </thead>
          <tbody>
            {devices.map((row) => (
              <tr key={row.key} className="border-b border-slate-200">
                <th scope="row" className="py-1.5 pr-3 text-left font-normal">
                  {row.label}
                </th>
                <td className={td}>{count(row.visitors)}</td>
                <td className={td}>{rate(row.visitors, visitors)}</td>
                <td className={td}>{count(row.pageviews)}</td>
                <td className={td}>{count(row.bookings)}</td>
                <td className={td}>{count(row.visited)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      }
    />
  );
}
