'use client';

import { type ReactNode, useMemo } from 'react';
import { oldestFirst } from '@/lib/core/content/trainers';
import type { Item } from '@/lib/core/model/entities';
import { useLiveCollection } from '../live';
import type { BulkOptions } from '../ui/bulk-actions';
import { type AdminSection, sectionLabel } from '../nav';
import type { Column, Sort } from '../ui/data-table';
import { ListScreen } from '../ui/list-screen';
import { FilterSelect, useUrlParams } from '../ui/url-filters';
import { useStoreOptionGroups } from './store-field';
import { type StoreLookup, storeNameOf, useStores } from './stores';

/** The store filter's value for content that belongs to no store (shared questions). */
export const NO_STORE = 'none';

/** The entities that belong to a store. */
export type StoreContentEntity = 'Campaign' | 'Trainer' | 'Review' | 'Question';

type WithStore = { id: string; storeId: string | null };

/** A filter besides the store filter (a campaign's state); its value lives in the URL too. */
export interface ExtraFilter<T> {
  key: string;
  label: string;
  allLabel: string;
  options: { value: string; label: string }[];
  matches: (item: T, value: string) => boolean;
}

/** What a list's columns are built from: the stores, and each item's place on the page that shows it. */
export interface StoreContentContext {
  stores: StoreLookup;
  positions: Map<string, number>;
}

interface StoreContentListProps<N extends StoreContentEntity> {
  entity: N;
  section: AdminSection;
  description: ReactNode;
  /** The add button's words, when not 「{screen}を追加」. */
  addLabel?: string;
  columns: (context: StoreContentContext) => Column<Item<N>>[];
  searchText: (item: Item<N>, stores: StoreLookup) => string;
  /** The order the store pages show (表示順) unless given. */
  initialSort?: Sort;
  /** When set, content may belong to no store; this names it in the filter and the store column. */
  noStoreLabel?: string;
  filters?: ExtraFilter<Item<N>>[];
  /** What to say when there is nothing at all yet. */
  emptyMessage: string;
  /** Bulk actions on ticked rows (campaigns: publish, unpublish, delete). */
  bulk?: BulkOptions<Item<N>>;
}

const PAGE_ORDER: Sort = { key: 'position', direction: 'asc' };

/**
 * The list screen shared by campaigns, trainers, reviews and questions: a store filter (and any
 * other filters) kept in the address, the live list in a searchable, sortable table, and an add
 * button that carries the chosen store to the new item's form.
 */
export function StoreContentList<N extends StoreContentEntity>(props: StoreContentListProps<N>) {
  const { entity, section, description, addLabel, columns, searchText, initialSort = PAGE_ORDER, noStoreLabel, filters = [], emptyMessage, bulk } = props;
  const live = useLiveCollection(entity);
  const items = live.items as (Item<N> & WithStore)[];
  const stores = useStores();
  const positions = usePagePositions(items as (Item<N> & Positioned)[]);
  const storeGroups = useStoreOptionGroups(stores);
  const params = useUrlParams();
  const store = params.get('store');
  const extraValues = filters.map((filter) => params.get(filter.key));

  const shown = items.filter((item) => {
    if (store === NO_STORE ? item.storeId : store && item.storeId !== store) return false;
    return filters.every((filter, index) => {
      const value = extraValues[index];
      return !value || filter.matches(item, value);
    });
  });

  // The edit screens carry the filter, to start a new item with the store and to come back to the same list.
  const carry = store ? `?store=${encodeURIComponent(store)}` : '';
  const filtered = Boolean(store) || extraValues.some(Boolean);

  return (
    <ListScreen
      section={section}
      description={description}
      add={{ label: addLabel ?? `${sectionLabel(section)}を追加`, href: `${section}/new${carry}` }}
      {...live}
      items={shown}
      rowHref={(item) => `${section}/${item.id}${carry}`}
      searchText={(item) => searchText(item, stores)}
      initialSort={initialSort}
      columns={columns({ stores, positions })}
      emptyMessage={filtered && items.length ? '条件に合うデータはありません。' : emptyMessage}
      bulk={bulk}
      toolbar={
        <>
          <FilterSelect
            label="店舗で絞り込み"
            value={store}
            onChange={(value) => params.set('store', value)}
            allLabel="すべての店舗"
            options={noStoreLabel ? [{ value: NO_STORE, label: noStoreLabel }] : []}
            groups={storeGroups}
          />
          {filters.map((filter, index) => (
            <FilterSelect
              key={filter.key}
              label={filter.label}
              value={extraValues[index] ?? ''}
              onChange={(value) => params.set(filter.key, value)}
              allLabel={filter.allLabel}
              options={filter.options}
            />
          ))}
        </>
      }
    />
  );
}

/** The store column of a list: the store's current name, or how the item names it when the store is gone. */
export function storeColumn<T extends WithStore>(stores: StoreLookup, options: { fallback?: (item: T) => string | null; noStoreLabel?: string } = {}): Column<T> {
  const name = (item: T) => (item.storeId ? storeNameOf(stores, item.storeId, options.fallback?.(item)) : (options.noStoreLabel ?? ''));
  return { key: 'store', label: '店舗', value: name, className: 'whitespace-nowrap' };
}

type Positioned = WithStore & { createdAt: string };

/**
 * Each item's place on the page that shows it (1 = first). Store pages and the contact page list
 * trainers, reviews and questions oldest first.
 */
function usePagePositions<T extends Positioned>(items: readonly T[]): Map<string, number> {
  return useMemo(() => {
    const positions = new Map<string, number>();
    const byStore = new Map<string, T[]>();
    for (const item of items) byStore.set(item.storeId ?? '', [...(byStore.get(item.storeId ?? '') ?? []), item]);
    for (const list of byStore.values()) oldestFirst(list).forEach((item, index) => positions.set(item.id, index + 1));
    return positions;
  }, [items]);
}

/**
 * The store column (named `storeLabel`, 店舗 by default) and the 表示順 column: grouped by store,
 * then in the page's order, so a list filtered to one store reads like its page.
 */
export function pageOrderColumns<T extends Positioned>(
  { stores, positions }: StoreContentContext,
  options: { storeLabel?: string; noStoreLabel?: string } = {},
): Column<T>[] {
  const store = storeColumn<T>(stores, options);
  return [
    { ...store, label: options.storeLabel ?? store.label },
    {
      key: 'position',
      label: '表示順',
      className: 'whitespace-nowrap',
      render: (item) => `${positions.get(item.id) ?? '-'}番目`,
      sortValue: (item) => `${store.sortValue?.(item) ?? ''}\u0000${String(positions.get(item.id) ?? 0).padStart(5, '0')}`,
    },
  ];
}

/** The 登録日 column: the store pages list these oldest first. */
export const registeredColumn = <T extends { createdAt: string }>(): Column<T> => ({ key: 'createdAt', label: '登録日', value: (item) => item.createdAt, format: 'day' });
