'use client';

import { useMutation, useQuery } from '@apollo/client/react';
import { DELETE_TRASH_ITEM, EMPTY_TRASH, LIST_TRASH, RESTORE_TRASH_ITEM, type TrashItem } from '@/graphql/history-documents';
import { useAdminUser } from '../admin-app';
import { ENTITY_LABELS } from '../history/labels';
import type { ConfirmRequest } from '../ui/confirm';
import { ListScreen } from '../ui/list-screen';
import { button } from '../ui/styles';
import { useRowAction } from '../ui/row-action';

const alongWith = (item: TrashItem) => item.dependents.map(({ entity, count }) => `${entity}${count}件`).join('・');

/** Deleted articles and stores, kept 30 days: who deleted them, when, and 元に戻す; owners also delete them for good. */
export function TrashList() {
  const { message, run } = useRowAction();
  const { data, loading, error, refetch } = useQuery(LIST_TRASH, { fetchPolicy: 'cache-and-network' });
  const [restore] = useMutation(RESTORE_TRASH_ITEM);
  const [deleteForGood] = useMutation(DELETE_TRASH_ITEM);
  const [empty, { loading: emptying }] = useMutation(EMPTY_TRASH);
  const owner = useAdminUser().user.role === 'owner';
  const items = data?.listTrash ?? [];

  /** Runs the action after its question, then reads the trash again, whatever came of it. */
  const runAndReload = async (action: () => Promise<string>, question: ConfirmRequest) => {
    await run(action, question);
    void refetch();
  };

  const deleteItem = (item: TrashItem) => {
    const along = alongWith(item);
    return runAndReload(
      async () => {
        await deleteForGood({ variables: { id: item.id } });
        return `「${item.title}」を完全に削除しました。`;
      },
      {
        title: '完全に削除しますか？',
        message: `${ENTITY_LABELS[item.entity]}「${item.title}」${along ? `と、一緒に削除された${along}` : ''}を完全に削除します。この操作は元に戻せません。`,
        confirmLabel: '完全に削除する',
      },
    );
  };

  const emptyAll = () =>
    runAndReload(
      async () => {
        const { data: emptied } = await empty({ variables: { ids: items.map((item) => item.id) } });
        return `ゴミ箱を空にしました（${emptied?.emptyTrash ?? 0}件）。`;
      },
      {
        title: 'ゴミ箱を空にしますか？',
        message: `ゴミ箱の${items.length}件を、一緒に削除されたものも含めてすべて完全に削除します。この操作は元に戻せません。`,
        confirmLabel: 'ゴミ箱を空にする',
      },
    );

  const restoreItem = (item: TrashItem) => {
    const along = alongWith(item);
    return runAndReload(
      async () => {
        await restore({ variables: { id: item.id } });
        return `「${item.title}」を元に戻しました。`;
      },
      {
        title: '元に戻しますか？',
        message: (
          <>
            <p>
              {ENTITY_LABELS[item.entity]}「{item.title}」を削除する前の状態に戻します。公開サイトにもすぐに表示されます。
            </p>
            {along ? <p className="mt-2">一緒に削除された{along}も元に戻ります。</p> : null}
          </>
        ),
        confirmLabel: '元に戻す',
        danger: false,
      },
    );
  };

  return (
    <ListScreen
      section="/admin/trash"
      caption="ゴミ箱の中身"
      description="削除した記事と店舗は、30日間ここに残り、元に戻せます。30日を過ぎると完全に削除されます。一緒に削除されたブロック・トレーナー・お客様の声・よくある質問・キャンペーンも一緒に戻ります。"
      actions={
        owner && items.length > 0 ? (
          <button type="button" className={button.danger} disabled={emptying} onClick={() => void emptyAll()}>
            ゴミ箱を空にする
          </button>
        ) : null
      }
      items={items}
      loading={loading && !data}
      error={message ?? (error ? 'ゴミ箱を読み込めませんでした。ページを再読み込みしてください。' : null)}
      emptyMessage="ゴミ箱は空です。"
      searchText={(item) => `${item.title} ${item.deletedByName ?? ''}`}
      initialSort={{ key: 'deletedAt', direction: 'desc' }}
      columns={[
        { key: 'entity', label: '種類', value: (item) => ENTITY_LABELS[item.entity], className: 'whitespace-nowrap' },
        {
          key: 'title',
          label: '名前',
          render: (item) => (
            <>
              <span className="font-bold">{item.title}</span>
              {item.dependents.length ? <span className="block text-xs text-slate-700">一緒に削除：{alongWith(item)}</span> : null}
            </>
          ),
          sortValue: (item) => item.title,
        },
        { key: 'deletedAt', label: '削除日時', value: (item) => item.deletedAt, format: 'dateTime' },
        { key: 'deletedBy', label: '削除した人', value: (item) => item.deletedByName, className: 'break-all', render: (item) => item.deletedByName ?? '（不明）' },
        { key: 'daysLeft', label: '完全に削除されるまで', value: (item) => item.daysLeft, className: 'whitespace-nowrap tabular-nums', render: (item) => `あと${item.daysLeft}日` },
        {
          key: 'actions',
          label: '操作',
          render: (item) => (
            <span className="flex gap-2">
              <button type="button" className={button.small} aria-label={`「${item.title}」を元に戻す`} onClick={() => void restoreItem(item)}>
                元に戻す
              </button>
              {owner ? (
                <button type="button" className={button.small} aria-label={`「${item.title}」を完全に削除`} onClick={() => void deleteItem(item)}>
                  完全に削除
                </button>
              ) : null}
            </span>
          ),
        },
      ]}
    />
  );
}
