import { notFound } from 'next/navigation';
import { getStoreByLink, getStores, type StoreItem } from '@/lib/core/content/stores';
import { staticParams } from './static-params';

/* The store routes' params: /store/[link] and its booking page. */

export type StoreParams = Promise<{ link: string }>;

/**
 * Every published store is prerendered; one published later renders on its first visit.
 */
export async function storeStaticParams(): Promise<{ link: string }[]> {
  const stores = await getStores();
  return staticParams(
    stores.map((store) => ({ link: store.link })),
    ['link'],
  );
}

/** The published store the params name; not-found otherwise. */
export async function findStore(params: StoreParams): Promise<StoreItem> {
  const store = await getStoreByLink((await params).link);
  if (!store) notFound();
  return store;
}
