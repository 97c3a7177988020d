import { unstable_cache } from 'next/cache';
import { collectPages, runOperation } from '@/graphql/execute';
import { type AreaItem, ListAreasQuery, ListStoresQuery, type StoreItem } from '@/graphql/operations';
import { tags } from '@/lib/model/tags';

export interface AreaWithStores {
  area: AreaItem;
  stores: StoreItem[];
}

const byName = (a: StoreItem, b: StoreItem) => a.name.localeCompare(b.name, 'ja');

/**
 * Every published store grouped by its area, areas in the order they were created, stores by name.
 * Anonymous reads already omit unpublished stores; the check here keeps the list right for any reader.
 */
export const getAreasWithStores = unstable_cache(
  async (): Promise<AreaWithStores[]> => {
    const [stores, areas] = await Promise.all([
      collectPages<StoreItem | null>((nextToken) => runOperation(ListStoresQuery, { nextToken }).then((data) => data.listStores)),
      collectPages<AreaItem | null>((nextToken) => runOperation(ListAreasQuery, { nextToken }).then((data) => data.listAreas)),
    ]);
    return areas
      .map((area) => ({ area, stores: stores.filter((store) => store.enabled && store.area === area.en).sort(byName) }))
      .filter((group) => group.stores.length > 0);
  },
  ['areas-with-stores'],
  { tags: [tags.entity('Store'), tags.entity('Area')] },
);
