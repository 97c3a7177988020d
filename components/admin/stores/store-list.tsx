'use client';

import { useMemo } from 'react';
import type { Item } from '@/lib/core/model/entities';
import { storePath } from '@/lib/core/routes';
import { useAdminUser } from '../admin-app';
import { useLiveCollection } from '../live';
import { ListScreen } from '../ui/list-screen';
import { link } from '../ui/styles';
import { FilterSelect, useUrlParams } from '../ui/url-filters';
import { PublicStatus, STORES_HREF } from './shared';

type Store = Item<'Store'>;
type Visibility = 'all' | 'enabled' | 'disabled';

const VISIBILITY_OPTIONS = [
  { value: 'enabled', label: '公開' },
  { value: 'disabled', label: '非公開' },
];

export function StoreList() {
  const live = useLiveCollection('Store');
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
      live.items.filter(
        (store) => (!area || store.area === area) && (visibility === 'all' || (visibility === 'enabled' ? store.enabled : !store.enabled)),
      ),
    [live.items, area, visibility],
  );

  const areaOptions = useMemo(() => areas.items.slice().sort((a, b) => a.jp.localeCompare(b.jp, 'ja')), [areas.items]);

  return (
    <ListScreen
      section={STORES_HREF}
      description="店舗ページ（/store/…）の内容です。「公開」にした店舗だけがサイトの店舗一覧と店舗ページに表示されます。"
      add={readOnly ? undefined : true}
      {...live}
      items={shown}
      rowHref={(store) => `${STORES_HREF}/${store.id}`}
      searchText={(store) => `${store.name} ${store.link} ${store.address ?? ''} ${store.addressOther ?? ''}`}
      initialSort={{ key: 'name', direction: 'asc' }}
      emptyMessage={live.items.length ? '条件に合う店舗はありません。' : 'まだ店舗がありません。「店舗を追加」から登録してください。'}
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
            options={VISIBILITY_OPTIONS}
            className="w-full max-w-[10rem]"
          />
        </>
      }
      columns={[
        { key: 'name', label: '店舗名', value: (store) => store.name },
        { key: 'area', label: 'エリア', value: areaName },
        { key: 'enabled', label: '公開状態', render: (store) => <PublicStatus enabled={store.enabled} />, sortValue: (store) => (store.enabled ? 0 : 1) },
        { key: 'openDate', label: 'オープン日', value: (store) => store.openDate, format: 'day' },
        { key: 'updatedAt', label: '最終更新', value: (store) => store.updatedAt, format: 'dateTime' },
        {
          key: 'public',
          label: '公開ページ',
          render: (store) =>
            store.enabled ? (
              <a href={storePath(store.link)} target="_blank" rel="noopener" className={`whitespace-nowrap ${link}`}>
                /store/{store.link}
                <span className="sr-only">（{store.name}の公開ページ、新しいタブで開きます）</span>
              </a>
            ) : (
              <span className="text-slate-600">—</span>
            ),
        },
      ]}
    />
  );
}
