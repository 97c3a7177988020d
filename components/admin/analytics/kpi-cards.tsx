import type { AnalyticsCounts } from '@/graphql/analytics-documents';
import { card } from '../ui/styles';
import { change, count } from './format';

const KPIS: { key: keyof AnalyticsCounts; label: string; unit: string }[] = [
  { key: 'visitors', label: '訪問者', unit: '人' },
  { key: 'visits', label: '訪問', unit: '回' },
  { key: 'pageviews', label: 'ページビュー', unit: '' },
  { key: 'bookings', label: '体験予約', unit: '件' },
  { key: 'visited', label: '来店', unit: '件' },
  { key: 'enquiries', label: 'お問い合わせ', unit: '件' },
];

/** The period's headline numbers, each beside the previous period's. */
export function KpiCards({ totals, previous }: { totals: AnalyticsCounts; previous: AnalyticsCounts }) {
  return (
    <ul aria-label="期間の合計" className="grid grid-cols-2 gap-3 md:grid-cols-3 xl:grid-cols-6">
      {KPIS.map((kpi) => (
        <li key={kpi.key} className={`${card} !p-4`}>
          <p className="text-sm font-bold text-slate-700">{kpi.label}</p>
          <p className="mt-1 text-2xl font-black tabular-nums text-brand-900 md:text-3xl">
            {count(totals[kpi.key])}
            <span className="ml-0.5 text-sm font-bold">{kpi.unit}</span>
          </p>
          <p className="mt-1 text-xs text-slate-700">
            前期間 {count(previous[kpi.key])}
            {kpi.unit}（{change(totals[kpi.key], previous[kpi.key])}）
          </p>
        </li>
      ))}
    </ul>
  );
}
