'use client';

import { useQuery } from '@apollo/client/react';
import Link from 'next/link';
import { useMemo } from 'react';
import { ANALYTICS_REPORT } from '@/graphql/analytics-documents';
import { useAdminUser } from '../admin-app';
import { PageHeader } from '../ui/page-header';
import { button, errorBox } from '../ui/styles';
import { useUrlParams } from '../ui/url-filters';
import { DeviceChart } from './device-chart';
import { periodLabel, presets } from './format';
import { FunnelSection } from './funnel';
import { KpiCards } from './kpi-cards';
import { RankedTable } from './ranked-table';
import { RangeControls } from './range-controls';
import { TrafficChart } from './traffic-chart';

/*
 * The visit analytics (/admin/analytics): what a marketing lead opens on a Monday. The period and
 * the store are in the address (?from=…&to=…&store=…); last week by default. Owners and editors
 * see the whole site and every store, store staff their stores (the API decides: permissions.ts).
 */
export function AnalyticsScreen() {
  const params = useUrlParams();
  const choices = useMemo(() => presets(), []);
  const from = params.get('from') || choices[0]!.from;
  const to = params.get('to') || choices[0]!.to;
  const storeId = params.get('store');
  const staff = useAdminUser().user.role === 'staff';
  const valid = from <= to;
  const { data, previousData, error, loading } = useQuery(ANALYTICS_REPORT, { variables: { from, to, storeId: storeId || null }, skip: !valid, fetchPolicy: 'cache-and-network' });
  const report = data?.analyticsReport ?? previousData?.analyticsReport;
  const csv = `/api/admin/analytics.csv?${new URLSearchParams({ from, to, ...(storeId ? { store: storeId } : {}) }).toString()}`;

  return (
    <>
      <PageHeader
        title="アクセス解析"
        description={
          <>
            どのページ・記事・流入元・キャンペーンが体験予約と来店につながったかを、自社サーバーだけで集計しています。Cookieは使わず、個人を特定できる情報は保存していません（
            <Link href="/privacypolicy" className="font-bold text-brand-700 underline underline-offset-2">
              プライバシーポリシー
            </Link>
            ）。
          </>
        }
        actions={
          <a href={csv} className={button.secondary} download>
            CSV エクスポート
          </a>
        }
      />
      <RangeControls
        from={from}
        to={to}
        storeId={storeId}
        stores={report?.stores ?? []}
        presets={choices}
        showStores={!staff || (report?.stores.length ?? 0) > 1}
        onChange={({ from: nextFrom, to: nextTo, store }) => params.update({ ...(nextFrom ? { from: nextFrom } : {}), ...(nextTo ? { to: nextTo } : {}), ...(store !== undefined ? { store } : {}) })}
      />
      {error ? (
        <p role="alert" className={errorBox}>
          {error.message || '集計を読み込めませんでした。ページを再読み込みしてください。'}
        </p>
      ) : !report ? (
        <p role="status">読み込み中…</p>
      ) : (
        <div className="space-y-6" aria-busy={loading}>
          <p className="text-sm text-slate-700" role="status">
            {periodLabel(report.from, report.to)}の集計（前期間：{periodLabel(report.previousFrom, report.previousTo)}）
            {report.storeId ? `・${report.stores.find((store) => store.id === report.storeId)?.name ?? ''}` : staff ? '・担当店舗' : '・サイト全体'}
          </p>
          <KpiCards totals={report.totals} previous={report.previous} />
          {report.unattributedBookings > 0 ? (
            <p className="text-sm text-slate-700">
              この期間の体験予約のうち{report.unattributedBookings}件は、計測を拒否する設定（Do Not Track など）のブラウザーなどからのため、流入元がわかりません。
            </p>
          ) : null}
          <TrafficChart series={report.series} previousSeries={report.previousSeries} grain={report.grain} />
          <FunnelSection funnel={report.funnel} />
          {/* Side by side only where both tables fit whole (7 columns each). */}
          <div className="grid gap-6 2xl:grid-cols-2">
            <RankedTable
              title="流入元"
              description="訪問が始まったときの参照元（キャンペーンリンクの utm_source / utm_medium）です。"
              itemLabel="流入元"
              rows={report.sources}
              columns={['visitors', 'visits', 'bookings', 'visited', 'enquiries']}
              compare="visits"
              empty="この期間の訪問はありません。"
            />
            <RankedTable
              title="キャンペーン"
              description="utm_campaign を付けたリンクからの訪問と、そこからの体験予約・来店です。"
              itemLabel="キャンペーン"
              rows={report.campaigns}
              columns={['visitors', 'visits', 'bookings', 'visited', 'enquiries']}
              compare="bookings"
              empty="この期間にキャンペーンリンクからの訪問はありません。"
            />
          </div>
          <RankedTable
            title="体験予約につながった記事"
            description="予約やお問い合わせの前に読まれた記事を、体験予約・来店の多い順に並べています。"
            itemLabel="記事"
            rows={report.articles}
            columns={['pageviews', 'visitors', 'bookings', 'visited', 'noShow', 'enquiries']}
            compare="pageviews"
            empty="この期間に読まれた記事はありません。"
          />
          <RankedTable
            title="よく見られたページ"
            description="訪問は、そのページから訪問が始まった回数です。体験予約・来店は、そのページから始まった訪問によるものです。"
            itemLabel="ページ"
            rows={report.pages}
            columns={['pageviews', 'visitors', 'visits', 'bookings', 'visited']}
            compare="pageviews"
            empty="この期間のページビューはありません。"
          />
          <DeviceChart devices={report.devices} />
        </div>
      )}
    </>
  );
}
