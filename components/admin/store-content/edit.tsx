'use client';

import { useSearchParams } from 'next/navigation';
import { type DefaultValues, type FieldValues, useWatch } from 'react-hook-form';
import type { z } from 'zod';
import type { Item } from '@/lib/core/model/entities';
import { storePath } from '@/lib/core/routes';
import type { schemas } from '@/lib/core/model/validation';
import { useEntityForm } from '../ui/entity-form';
import { StoreField, type StoreFieldProps } from './store-field';
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

type StoreFormEntity = 'Trainer' | 'Review' | 'Question';
type FormValues<N extends StoreFormEntity> = z.input<(typeof schemas)[N]>;

/**
 * The edit form of a store's trainer, review or question: a new one starts with the store the
 * list was filtered by (?store=…), and saving returns to that filtered list.
 */
export function useStoreContentForm<N extends StoreFormEntity>(list: string, entity: N, item: Item<N> | null, fields: Omit<DefaultValues<FormValues<N>>, 'storeId'>) {
  const initialStore = useStoreIdFromUrl();
  const listHref = useListHref(list);
  const storeId = item?.storeId ?? initialStore;
  // A question may belong to no store (null); the others wait for a store to be chosen.
  const defaultValues = { ...fields, storeId: entity === 'Question' ? storeId : (storeId ?? undefined) } as DefaultValues<FormValues<N>>;
  return useEntityForm({ entity, item, listHref, defaultValues });
}

/** The store picker of a store's content, with a link to the page the content appears on. */
export function StoreChoice<T extends FieldValues>(props: StoreFieldProps<T>) {
  const storeId: unknown = useWatch({ control: props.form.control, name: props.name });
  return (
    <div className="space-y-2">
      <StoreField {...props} />
      <StorePageLink storeId={typeof storeId === 'string' ? storeId : null} />
    </div>
  );
}
