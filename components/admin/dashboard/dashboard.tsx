'use client';

import Link from 'next/link';
import { isCampaignRunning } from '@/lib/core/campaign/display';
import type { Item } from '@/lib/core/model/entities';
import { useAdminUser } from '../admin-app';
import { UndeliverableNotice } from '../enquiries/undeliverable';
import { type CollectionState, useLiveCollection } from '../live';
import { PageHeader } from '../ui/page-header';
import { card } from '../ui/styles';
import { ActivityChart } from './activity-chart';

function Count({ list, label, href }: { list: CollectionState<unknown>; label: string; href: string }) {
  return (
    <Link href={href} className={`${card} block hover:border-brand-700`}>
      <p className="text-sm font-bold text-slate-700">{label}</p>
      <p className="mt-1 text-3xl font-black text-brand-900">{list.loading ? '…' : list.items.length.toLocaleString('ja-JP')}</p>
    </Link>
  );
}

function LatestArticles({ latest }: { latest: Item<'News'>[] }) {
  return (
    <section className={card} aria-labelledby="dashboard-latest">
      <h2 id="dashboard-latest" className="font-bold">
        最近の記事
      </h2>
      <ul className="mt-3 divide-y divide-slate-200 text-sm">
        {latest.map((article) => (
          <li key={article.id} className="flex gap-3 py-2">
            <span className="shrink-0 tabular-nums text-slate-600">{article.createdDate}</span>
            <Link href={`/admin/news/${article.id}`} className="text-brand-700 underline underline-offset-2">
              {article.title}
            </Link>
          </li>
        ))}
      </ul>
      <Link href="/admin/news/new" className="mt-3 inline-block text-sm font-bold text-brand-700 underline underline-offset-2">
        ＋ 記事を書く
      </Link>
    </section>
  );
}

export function Dashboard() {
  // Store staff work on their stores only: no articles, their stores' reviews instead.
  const editsArticles = useAdminUser().user.role !== 'staff';
  const stores = useLiveCollection('Store');
  const campaigns = useLiveCollection('Campaign');
  const news = useLiveCollection('News');
  const reviews = useLiveCollection('Review');
  const trainers = useLiveCollection('Trainer');
  // A list that could not be read is said so, never counted as empty.
  const error = [stores, editsArticles ? news : reviews, campaigns, trainers].find((list) => list.error)?.error;
  const hidden = stores.items.filter((store) => !store.enabled);
  const running = campaigns.items.filter((campaign) => isCampaignRunning(campaign, new Date()));
  const latest = news.items
    .slice()
    .sort((a, b) => b.createdDate.localeCompare(a.createdDate))
    .slice(0, 5);
  return (
    <>
      <PageHeader title="ダッシュボード" description="サイトの内容の概要です。各項目を押すと一覧を開きます。" />
      <UndeliverableNotice />
      {error ? (
        <p role="alert" className="rounded-md border border-red-700 bg-red-50 px-4 py-3 text-sm font-bold text-red-800">
          {error}
        </p>
      ) : (
        <>
          <div className="grid gap-4 sm:grid-cols-2 xl:grid-cols-4">
            <Count list={stores} label="店舗" href="/admin/stores" />
            {editsArticles ? <Count list={news} label="記事" href="/admin/news" /> : <Count list={reviews} label="お客様の声" href="/admin/reviews" />}
            <Count list={campaigns} label="キャンペーン" href="/admin/campaigns" />
            <Count list={trainers} label="トレーナー" href="/admin/trainers" />
          </div>
          <div className="mt-6">
            <ActivityChart />
          </div>
          <div className="mt-6 grid gap-4 xl:grid-cols-2">
            {editsArticles ? <LatestArticles latest={latest} /> : null}
            <section className={card} aria-labelledby="dashboard-status">
              <h2 id="dashboard-status" className="font-bold">
                公開状況
              </h2>
              <ul className="mt-3 space-y-2 text-sm">
                <li>開催中のキャンペーン：{running.length}件</li>
                <li>
                  非公開の店舗：{hidden.length}件{hidden.length ? `（${hidden.map((store) => store.name).join('、')}）` : ''}
                </li>
              </ul>
            </section>
          </div>
        </>
      )}
    </>
  );
}
