import { unstable_cache } from 'next/cache';
import { cache } from 'react';
import { collectPages, runOperation } from '@/graphql/execute';
import { ListStoresQuery, StoreByLinkQuery, type StoreItem } from '@/graphql/operations';
import { tags } from '@/lib/model/tags';

/*
 * The stores as their own pages and sitemap.xml read them. Only published stores (enabled) are
 * returned: an unpublished store's page answers not-found and is left out of the sitemap.
 */

/** A published store by its link slug, or null. Shared by generateMetadata and the page. */
export const getStoreByLink = cache(
  (link: string): Promise<StoreItem | null> =>
    unstable_cache(
      async () => {
        const store = (await runOperation(StoreByLinkQuery, { link })).storeByLink;
        return store?.enabled ? store : null;
      },
      ['public-store-by-link', link],
      { tags: [tags.store(link)] },
    )(),
);

/** Every published store, by name. */
export const getPublishedStores = unstable_cache(
  async (): Promise<StoreItem[]> => {
    const stores = await collectPages<StoreItem | null>((nextToken) =>
      runOperation(ListStoresQuery, { nextToken }).then((data) => data.listStores),
    );
    return stores.filter((store) => store.enabled).sort((a, b) => a.name.localeCompare(b.name, 'ja'));
  },
  ['public-stores'],
  { tags: [tags.entity('Store')] },
);
