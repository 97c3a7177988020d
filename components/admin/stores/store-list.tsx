'use client';

import Link from 'next/link';
import { useMemo } from 'react';
import type { Item } from '@/lib/model/entities';
import { storePath } from '@/lib/routes';
import { useAdminUser } from '../admin-app';
import { useLiveCollection } from '../live';
import { DataTable } from '../ui/data-table';
import { PageHeader } from '../ui/page-header';
import { button } from '../ui/styles';
import { FilterSelect, useUrlParams } from '../ui/url-filters';
import { formatJapanDateTime, formatJapanDay } from '@/lib/time/japan';
import { PublicStatus, STORES_HREF } from './shared';

type Store = Item<'Store'>;
type Visibility = 'all' | 'enabled' | 'disabled';

export function StoreList() {
  const { items, loading, error } = useLiveCollection('Store');
  // Store staff see their own stores, read-only.
  const readOnly = useAdminUser().user.role === 'staff';
  const areas = useLiveCollection('Area');
  const params = useUrlParams();
  const area = params.get('area');
  const status = params.get('status');
  const visibility: Visibility = status === 'enabled' || status === 'disabled' ? status : 'all';

  const areaName = useMemo(() => {
    const names = new Map(areas.items.map((candidate) => [candidate.en, candidate.jp]));
    return (store: Store) => names.get(store.area) ?? store.area;
  }, [areas.items]);

  const shown = useMemo(
    () =>
      items.filter(
        (store) => (!area || store.area === area) && (visibility === 'all' || (visibility === 'enabled' ? store.enabled : !store.enabled)),
      ),
    [items, area, visibility],
  );

  const areaOptions = useMemo(() => areas.items.slice().sort((a, b) => a.jp.localeCompare(b.jp, 'ja')), [areas.items]);

  return (
    <>
      <PageHeader
        title="店舗"
        description="店舗ページ（/store/…）の内容です。「公開」にした店舗だけがサイトの店舗一覧と店舗ページに表示されます。"
        actions={
          readOnly ? null : (
            <Link href={`${STORES_HREF}/new`} className={button.primary}>
              ＋ 店舗を追加
            </Link>
          )
        }
      />
      <DataTable
        caption="店舗一覧"
        items={shown}
        loading={loading}
        error={error}
        rowHref={(store) => `${STORES_HREF}/${store.id}`}
        searchText={(store) => `${store.name} ${store.link} ${store.address ?? ''} ${store.addressOther ?? ''}`}
        initialSort={{ key: 'name', direction: 'asc' }}
        emptyMessage={items.length ? '条件に合う店舗はありません。' : 'まだ店舗がありません。「店舗を追加」から登録してください。'}
        toolbar={
          <>
            <FilterSelect
              label="エリア"
              allLabel="すべてのエリア"
              value={area}
              onChange={(value) => params.set('area', value)}
              options={areaOptions.map((option) => ({ value: option.en, label: option.jp }))}
              className="w-full max-w-[12rem]"
            />
            <FilterSelect
              label="公開状態"
              allLabel="すべて"
              value={visibility === 'all' ? '' : visibility}
              onChange={(value) => params.set('status', value)}
              options={[
                { value: 'enabled', label: '公開' },
                { value: 'disabled', label: '非公開' },
              ]}
              className="w-full max-w-[10rem]"
            />
          </>
        }
        columns={[
          { key: 'name', label: '店舗名', render: (store) => store.name, sortValue: (store) => store.name },
          { key: 'area', label: 'エリア', render: areaName, sortValue: areaName },
          { key: 'enabled', label: '公開状態', render: (store) => <PublicStatus enabled={store.enabled} />, sortValue: (store) => (store.enabled ? 0 : 1) },
          {
            key: 'openDate',
            label: 'オープン日',
            render: (store) => formatJapanDay(store.openDate) || '—',
            sortValue: (store) => store.openDate,
            className: 'whitespace-nowrap',
          },
          {
            key: 'updatedAt',
            label: '最終更新',
            render: (store) => formatJapanDateTime(store.updatedAt) || '—',
            sortValue: (store) => store.updatedAt,
            className: 'whitespace-nowrap',
          },
          {
            key: 'public',
            label: '公開ページ',
            render: (store) =>
              store.enabled ? (
                <a
                  href={storePath(store.link)}
                  target="_blank"
                  rel="noopener"
                  className="whitespace-nowrap font-bold text-brand-700 underline underline-offset-2 hover:text-brand-900"
                >
                  /store/{store.link}
                  <span className="sr-only">（{store.name}の公開ページ、新しいタブで開きます）</span>
                </a>
              ) : (
                <span className="text-slate-600">—</span>
              ),
          },
        ]}
      />
    </>
  );
}
