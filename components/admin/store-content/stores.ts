'use client';

import { useMemo } from 'react';
import type { Item } from '@/lib/core/model/entities';
import { useLiveCollection } from '../live';

export type StoreItem = Item<'Store'>;

export interface StoreLookup {
  /** Every store, by name (unpublished ones too: admins prepare content before a store opens). */
  stores: StoreItem[];
  byId: ReadonlyMap<string, StoreItem>;
  loading: boolean;
  error: string | null;
}

const collator = new Intl.Collator('ja', { numeric: true });

/** The live store list the store pickers and store columns read. */
export function useStores(): StoreLookup {
  const { items, loading, error } = useLiveCollection('Store');
  return useMemo(() => {
    const stores = items.slice().sort((a, b) => collator.compare(a.name, b.name));
    return { stores, byId: new Map(stores.map((store) => [store.id, store])), loading, error };
  }, [items, loading, error]);
}

/** A store's name as the pickers show it; an unpublished store says so. */
export function storeLabel(store: StoreItem): string {
  return store.enabled ? store.name : `${store.name}（非公開）`;
}

/** The store's name for a list cell: a removed store is named as such rather than left blank. */
export function storeNameOf(lookup: StoreLookup, storeId: string | null | undefined, fallback?: string | null): string {
  if (!storeId) return '';
  const store = lookup.byId.get(storeId);
  if (store) return storeLabel(store);
  if (lookup.loading) return fallback ?? '…';
  return fallback ? `${fallback}（削除された店舗）` : '削除された店舗';
}
