'use client';

import { useSearchParams } from 'next/navigation';
import { storePath } from '@/lib/routes';
import { useStores } from './stores';

/** The store a new item starts with: the one the list was filtered by (?store=…), if any. */
export function useStoreIdFromUrl(): string | null {
  const store = useSearchParams().get('store');
  return store && store !== 'none' ? store : null;
}

/** The list to return to: filtered by the store it was left with, if any. */
export function useListHref(base: string): string {
  const store = useSearchParams().get('store');
  return store ? `${base}?store=${encodeURIComponent(store)}` : base;
}

/** Where the content appears: a link to the chosen store's public page, or why there is none yet. */
export function StorePageLink({ storeId }: { storeId: string | null | undefined }) {
  const { byId } = useStores();
  const store = storeId ? byId.get(storeId) : undefined;
  if (!store) return null;
  if (!store.enabled) {
    return <p className="text-sm text-slate-700">「{store.name}」は非公開のため、店舗ページはまだサイトに表示されません。</p>;
  }
  return (
    <p className="text-sm">
      <a
        href={storePath(store.link)}
        target="_blank"
        rel="noopener noreferrer"
        className="font-bold text-brand-700 underline underline-offset-2 hover:text-brand-900"
      >
        「{store.name}」のページを見る<span className="sr-only">（新しいタブで開きます）</span>
        <span aria-hidden="true"> ↗</span>
      </a>
    </p>
  );
}
