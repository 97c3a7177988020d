'use client';

import { useQuery, useSubscription } from '@apollo/client/react';
import { useId, useMemo, useState } from 'react';
import { Bar, BarChart, CartesianGrid, Legend, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import { ON_ENQUIRY_CHANGE, WEEKLY_STORE_ACTIVITY, type WeeklyStoreActivity } from '@/graphql/admin-documents';
import { button, card, control, errorBox } from '../ui/styles';

/*
 * The dashboard's chart: trial enquiries and bookings per week, for every store in reach
 * together or one store (a select). The same numbers are a table, always there for screen
 * readers (the chart itself is hidden from them) and shown on request for everyone else.
 */

const WEEKS = 8;
const ALL = '';
const SERIES = [
  { key: 'enquiries', name: 'お問い合わせ', color: 'var(--color-brand-700)' },
  { key: 'bookings', name: '体験予約', color: 'var(--color-accent-700)' },
] as const;

interface WeekTotals {
  week: string;
  label: string;
  enquiries: number;
  bookings: number;
}

/** 2026-11-23 → 11/23〜 */
const weekLabel = (monday: string) => `${Number(monday.slice(5, 7))}/${Number(monday.slice(8, 10))}〜`;

/** One row per week: the store's numbers, or every store's added up. */
export function weekTotals(rows: readonly WeeklyStoreActivity[], storeId: string): WeekTotals[] {
  const weeks = new Map<string, WeekTotals>();
  for (const row of rows) {
    const totals = weeks.get(row.week) ?? { week: row.week, label: weekLabel(row.week), enquiries: 0, bookings: 0 };
    if (storeId === ALL || row.storeId === storeId) {
      totals.enquiries += row.enquiries;
      totals.bookings += row.bookings;
    }
    weeks.set(row.week, totals);
  }
  return [...weeks.values()];
}

export function ActivityChart() {
  const { data, error, refetch } = useQuery(WEEKLY_STORE_ACTIVITY, { variables: { weeks: WEEKS }, fetchPolicy: 'cache-and-network' });
  useSubscription(ON_ENQUIRY_CHANGE, { onData: () => void refetch() });
  const [storeId, setStoreId] = useState(ALL);
  const [showTable, setShowTable] = useState(false);
  const id = useId();
  const rows = useMemo(() => data?.weeklyStoreActivity ?? [], [data]);
  const stores = useMemo(() => [...new Map(rows.map((row) => [row.storeId, row.storeName])).entries()], [rows]);
  const totals = useMemo(() => weekTotals(rows, storeId), [rows, storeId]);
  const storeName = stores.find(([storeKey]) => storeKey === storeId)?.[1] ?? 'すべての店舗';

  return (
    <section className={card} aria-labelledby={`${id}-title`}>
      <div className="flex flex-wrap items-end justify-between gap-3">
        <div>
          <h2 id={`${id}-title`} className="font-bold">
            体験のお問い合わせと予約（週ごと）
          </h2>
          <p className="mt-1 text-sm text-slate-700">直近{WEEKS}週、受け付けた日で数えています（月曜〜日曜）。</p>
        </div>
        <label className="text-sm font-bold text-slate-700">
          店舗
          <select className={`${control} min-w-48`} value={storeId} onChange={(event) => setStoreId(event.target.value)}>
            <option value={ALL}>すべての店舗</option>
            {stores.map(([key, name]) => (
              <option key={key} value={key}>
                {name}
              </option>
            ))}
          </select>
        </label>
      </div>
      {error ? (
        <p role="alert" className={`${errorBox} mt-4`}>
          集計を読み込めませんでした。ページを再読み込みしてください。
        </p>
      ) : (
        <>
          <div className="mt-4 h-64" aria-hidden="true" data-testid="activity-chart">
            {data ? (
              <ResponsiveContainer width="100%" height="100%">
                <BarChart data={totals} margin={{ top: 8, right: 8, bottom: 0, left: -16 }} accessibilityLayer={false}>
                  <CartesianGrid strokeDasharray="3 3" vertical={false} />
                  <XAxis dataKey="label" tick={{ fontSize: 12, fill: '#334155' }} />
                  <YAxis allowDecimals={false} tick={{ fontSize: 12, fill: '#334155' }} />
                  <Tooltip formatter={(value) => `${Number(value).toLocaleString('ja-JP')}件`} />
                  <Legend wrapperStyle={{ fontSize: 12 }} formatter={(name) => <span className="text-slate-700">{name}</span>} />
                  {SERIES.map((series) => (
                    <Bar key={series.key} dataKey={series.key} name={series.name} fill={series.color} radius={[3, 3, 0, 0]} isAnimationActive={false} />
                  ))}
                </BarChart>
              </ResponsiveContainer>
            ) : null}
          </div>
          {data && totals.every((week) => week.enquiries + week.bookings === 0) ? (
            <p className="mt-2 text-sm text-slate-700">この期間のお問い合わせと予約はまだありません。</p>
          ) : null}
          <button type="button" className={`${button.small} mt-3`} aria-controls={`${id}-table`} aria-expanded={showTable} onClick={() => setShowTable((shown) => !shown)}>
            {showTable ? '表を閉じる' : '数値を表で見る'}
          </button>
          <div id={`${id}-table`} className={showTable ? 'mt-3 overflow-x-auto' : 'sr-only'}>
            <table className="w-full text-left text-sm tabular-nums">
              <caption className="mb-2 text-left font-bold">{storeName}の週ごとの件数</caption>
              <thead>
                <tr className="border-b border-slate-300">
                  <th scope="col" className="py-1 pr-4">
                    週（月曜から）
                  </th>
                  {SERIES.map((series) => (
                    <th key={series.key} scope="col" className="py-1 pr-4 text-right">
                      {series.name}
                    </th>
                  ))}
                </tr>
              </thead>
              <tbody>
                {totals.map((week) => (
                  <tr key={week.week} className="border-b border-slate-200">
                    <th scope="row" className="py-1 pr-4 font-normal">
                      {week.week.replaceAll('-', '/')}
                    </th>
                    {SERIES.map((series) => (
                      <td key={series.key} className="py-1 pr-4 text-right">
                        {week[series.key].toLocaleString('ja-JP')}件
                      </td>
                    ))}
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        </>
      )}
    </section>
  );
}
