'use client';

import { useRouter } from 'next/navigation';
import { Fragment, type ReactNode } from 'react';
import type { EntityName, Item } from '@/lib/core/model/entities';
import { useLiveItem } from '../live';
import { PageHeader } from './page-header';

interface EditScreenProps<N extends EntityName> {
  entity: N;
  /** The item's id, or 'new'. */
  id: string;
  listHref: string;
  /** The screen's title for a new item and for an existing one. */
  titles: { create: string; edit: (item: Item<N>) => string };
  children: (item: Item<N> | null) => ReactNode;
}

/** Finds the item to edit in its live list, with the loading and not-found states of an edit screen. */
export function EditScreen<N extends EntityName>({ entity, id, listHref, titles, children }: EditScreenProps<N>) {
  const isNew = id === 'new';
  const item = useLiveItem(entity, isNew ? '' : id);
  // Next keeps a page left behind, with what was typed, to show it again on the back button; a
  // form opened from a link or after a save starts afresh (bfcacheId changes on those only).
  const { bfcacheId } = useRouter();
  if (isNew) {
    return (
      <>
        <PageHeader title={titles.create} backHref={listHref} />
        <Fragment key={bfcacheId}>{children(null)}</Fragment>
      </>
    );
  }
  if (item === undefined) {
    return (
      <p role="status" className="text-slate-700">
        読み込み中…
      </p>
    );
  }
  if (item === null) {
    return (
      <>
        <PageHeader title="見つかりません" backHref={listHref} />
        <p>このデータは削除されたか、存在しません。</p>
      </>
    );
  }
  return (
    <>
      <PageHeader title={titles.edit(item)} backHref={listHref} />
      {/* A new key when another item opens, so the form starts from that item's values. */}
      <div key={`${item.id}:${bfcacheId}`}>{children(item)}</div>
    </>
  );
}
