'use client';

import { useId, useMemo, useState } from 'react';
import type { Item } from '@/lib/core/model/entities';
import { useEntityMutations } from '../live';
import { useConfirm } from './confirm';
import { button } from './styles';
import { useToast } from './toast';

/*
 * Bulk actions of a list (DataTable's `bulk`): rows are ticked, an action is chosen, a
 * confirmation names how many rows it acts on, then each row is saved through the API and a
 * toast tells how many succeeded and how many did not.
 */

export interface BulkAction<T> {
  /** The button's text, e.g. 公開する. */
  label: string;
  /** The verb of the messages, e.g. 公開 (「3件の記事を公開しますか？」「3件の記事を公開しました。」). */
  verb: string;
  /** What else the confirmation says. */
  detail?: string;
  danger?: boolean;
  /** The rows it makes sense for; the others are left out, and `already` says why (すでに公開中). */
  applies?: (item: T) => boolean;
  already?: string;
  run: (item: T) => Promise<unknown>;
}

export interface BulkOptions<T> {
  /** What a row is called in the messages: 記事, キャンペーン. */
  noun: string;
  /** A row's name, for its checkbox's label (「…を選択」). */
  itemName: (item: T) => string;
  actions: BulkAction<T>[];
}

/** The ticked rows of a list; ids that left the list are forgotten. */
export function useSelection<T extends { id: string }>(items: readonly T[]) {
  const [ids, setIds] = useState<ReadonlySet<string>>(new Set());
  const present = useMemo(() => new Set(items.map((item) => item.id)), [items]);
  const selected = useMemo(() => new Set([...ids].filter((id) => present.has(id))), [ids, present]);
  return {
    selected,
    toggle: (id: string, on: boolean) =>
      setIds((previous) => {
        const next = new Set(previous);
        if (on) next.add(id);
        else next.delete(id);
        return next;
      }),
    setAll: (rowIds: readonly string[], on: boolean) =>
      setIds((previous) => {
        const next = new Set(previous);
        for (const id of rowIds) {
          if (on) next.add(id);
          else next.delete(id);
        }
        return next;
      }),
    clear: () => setIds(new Set()),
  };
}

/** The bar above the table while rows are ticked: how many, the actions, and 選択を解除. */
export function BulkBar<T extends { id: string }>({
  options,
  items,
  selection,
}: {
  options: BulkOptions<T>;
  items: readonly T[];
  selection: ReturnType<typeof useSelection<T>>;
}) {
  const confirm = useConfirm();
  const toast = useToast();
  const labelId = useId();
  const [busy, setBusy] = useState(false);
  const chosen = items.filter((item) => selection.selected.has(item.id));
  if (chosen.length === 0) return null;
  const { noun } = options;

  const perform = async (action: BulkAction<T>) => {
    const targets = action.applies ? chosen.filter(action.applies) : chosen;
    const skipped = chosen.length - targets.length;
    if (targets.length === 0) {
      toast(`選んだ${noun}はすべて${action.already ?? ''}です。`, 'error');
      return;
    }
    const ok = await confirm({
      title: `${targets.length}件の${noun}を${action.verb}しますか？`,
      message: [action.detail ?? '', skipped ? `（選んだうち${skipped}件は${action.already ?? ''}のため対象外です。）` : ''].filter(Boolean).join(''),
      confirmLabel: action.label,
    });
    if (!ok) return;
    setBusy(true);
    const results = await Promise.allSettled(targets.map((item) => action.run(item)));
    setBusy(false);
    const failed = results.filter((result) => result.status === 'rejected').length;
    const done = targets.length - failed;
    if (failed === 0) {
      toast(`${done}件の${noun}を${action.verb}しました。`);
      selection.clear();
    } else {
      toast(`${done}件の${noun}を${action.verb}しました。${failed}件は${action.verb}できませんでした（もう一度お試しください）。`, 'error');
      // The rows that failed stay ticked, to try again.
      selection.setAll(
        targets.filter((_, index) => results[index]?.status === 'fulfilled').map((item) => item.id),
        false,
      );
    }
  };

  return (
    <div role="group" aria-labelledby={labelId} className="mb-3 flex flex-wrap items-center gap-3 rounded-lg border border-brand-700 bg-brand-100 px-4 py-3">
      <p id={labelId} className="text-sm font-bold text-slate-900">
        {chosen.length}件の{noun}を選択中
      </p>
      {options.actions.map((action) => (
        <button key={action.label} type="button" className={action.danger ? button.danger : button.secondary} disabled={busy} onClick={() => void perform(action)}>
          {action.label}
        </button>
      ))}
      <button type="button" className={`${button.small} ml-auto`} onClick={selection.clear} disabled={busy}>
        選択を解除
      </button>
    </div>
  );
}

/** 公開する / 非公開にする / 削除する, for articles and campaigns. */
export function usePublicationBulkActions<N extends 'News' | 'Campaign'>(entity: N, deleteDetail: string): BulkAction<Item<N>>[] {
  const mutations = useEntityMutations(entity);
  return [
    {
      label: '公開する',
      verb: '公開',
      detail: '公開日時が先の日時のものは、その日時に公開される予約になります。',
      applies: (item) => item.status !== 'PUBLISHED',
      already: 'すでに公開中（または予約済み）',
      run: (item) => mutations.update({ id: item.id, status: 'PUBLISHED' }),
    },
    {
      label: '非公開にする',
      verb: '非公開に',
      detail: '下書きに戻り、公開サイトに表示されなくなります。',
      applies: (item) => item.status !== 'DRAFT',
      already: 'すでに下書き',
      run: (item) => mutations.update({ id: item.id, status: 'DRAFT' }),
    },
    { label: '削除する', verb: '削除', detail: deleteDetail, danger: true, run: (item) => mutations.remove(item.id) },
  ];
}
