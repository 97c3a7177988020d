'use client';

import { useMutation, useQuery } from '@apollo/client/react';
import { Fragment, type ReactNode, useEffect, useId, useState } from 'react';
import {
  GET_RECORD_VERSION,
  LIST_RECORD_VERSIONS,
  type RecordVersion,
  RESTORE_RECORD_VERSION,
  type VersionDiff,
  type VersionedEntity,
} from '@/graphql/history-documents';
import type { Item } from '@/lib/core/model/entities';
import type { Snapshot } from '@/lib/core/model/versions';
import { formatJapanDateTime } from '@/lib/core/time/japan';
import { getCollection, toSaveError, useLiveCollection } from '../live';
import { blockSummary, isBlockTag, TAGS } from '../news/blocks';
import { useConfirm } from '../ui/confirm';
import { button, card } from '../ui/styles';
import { useToast } from '../ui/toast';
import { fieldLabel, KIND_LABELS, showValue } from './labels';

const blockName = (json: string | null): string => {
  if (!json) return '';
  const block = JSON.parse(json) as { tag: string; text?: string | null; src?: string | null; alt?: string | null };
  return `${isBlockTag(block.tag) ? TAGS[block.tag].label : block.tag}「${blockSummary(block)}」`;
};

function ColumnHeads({ labels, firstClassName = '' }: { labels: string[]; firstClassName?: string }) {
  return (
    <thead className="border-b border-slate-300 text-slate-700">
      <tr>
        {labels.map((label, index) => (
          <th key={label} scope="col" className={`py-2 pr-4 font-bold ${index === 0 ? firstClassName : ''}`}>
            {label}
          </th>
        ))}
      </tr>
    </thead>
  );
}

/** What a version changed, in words: the fields, then the blocks. */
function changeSummary(version: RecordVersion): string {
  const parts = version.kind === 'create' ? [] : version.changedFields.map(fieldLabel);
  if (version.blocksAdded.length) parts.push(`ブロック追加 ${version.blocksAdded.length}件`);
  if (version.blocksChanged.length) parts.push(`ブロック変更 ${version.blocksChanged.length}件`);
  if (version.blocksRemoved.length) parts.push(`ブロック削除 ${version.blocksRemoved.length}件`);
  const what = parts.length ? parts.join('、') : version.kind === 'update' ? '変更なし' : '';
  return [KIND_LABELS[version.kind], what].filter(Boolean).join('：');
}

/**
 * An edit screen's form with the record's 履歴 below it (a new record has none yet). Restoring a
 * version starts the form afresh once the restored values have reached the live item.
 */
export function WithHistory<N extends VersionedEntity>(props: HistoryProps<N>) {
  return props.item ? <RecordWithHistory {...props} item={props.item} /> : props.children;
}

interface HistoryProps<N extends VersionedEntity> {
  entity: N;
  item: Item<N> | null;
  /** Changes when something saved with the record changes (an article's blocks). */
  revision?: string;
  children: ReactNode;
}

function RecordWithHistory<N extends VersionedEntity>({
  entity,
  item,
  revision = '',
  children,
}: HistoryProps<N> & { item: Item<N> }) {
  const [awaited, setAwaited] = useState<string | null>(null);
  const [generation, setGeneration] = useState(0);
  if (awaited && item.updatedAt >= awaited) {
    setAwaited(null);
    setGeneration(generation + 1);
  }
  return (
    <>
      <Fragment key={generation}>{children}</Fragment>
      <HistoryPanel entity={entity} item={item} revision={`${item.updatedAt}:${revision}`} onRestored={setAwaited} />
    </>
  );
}

/** WithHistory for an article, whose blocks are saved as part of it. */
export function WithArticleHistory({ news, children }: { news: Item<'News'> | null; children: ReactNode }) {
  return news ? <ArticleHistory news={news}>{children}</ArticleHistory> : children;
}

function ArticleHistory({ news, children }: { news: Item<'News'>; children: ReactNode }) {
  const blocks = useLiveCollection('NewsContent', { newsId: news.id }).items;
  return (
    <WithHistory entity="News" item={news} revision={blocks.map((block) => `${block.id}@${block.updatedAt}`).join()}>
      {children}
    </WithHistory>
  );
}

interface HistoryPanelProps<N extends VersionedEntity> {
  entity: N;
  item: Item<N>;
  revision: string;
  onRestored: (updatedAt: string) => void;
}

function HistoryPanel<N extends VersionedEntity>({ entity, item, revision, onRestored }: HistoryPanelProps<N>) {
  const headingId = useId();
  const diffId = useId();
  const confirm = useConfirm();
  const toast = useToast();
  const { data, loading, error, refetch } = useQuery(LIST_RECORD_VERSIONS, { variables: { entity, id: item.id }, fetchPolicy: 'cache-and-network' });
  const [restore] = useMutation(RESTORE_RECORD_VERSION);
  const [shown, setShown] = useState<string | null>(null);
  const [message, setMessage] = useState<string | null>(null);

  // Every save (of the record or, for an article, of a block) may add or change a version.
  useEffect(() => {
    void refetch();
  }, [revision, refetch]);

  const versions = data?.listRecordVersions ?? [];

  const restoreVersion = async (version: RecordVersion) => {
    const ok = await confirm({
      title: 'この版に戻しますか？',
      message: (
        <>
          <p>{formatJapanDateTime(version.createdAt)} の版の内容に戻し、すぐに公開サイトに反映します。</p>
          <p className="mt-2">いまの内容は履歴に残るので、あとでまた戻せます。編集中で保存していない変更は失われます。</p>
        </>
      ),
      confirmLabel: 'この版に戻す',
      danger: false,
    });
    if (!ok) return;
    setMessage(null);
    try {
      const { data: restored } = await restore({ variables: { id: version.id } });
      const snapshot = restored ? (JSON.parse(restored.restoreRecordVersion.snapshot) as Snapshot) : null;
      if (snapshot) {
        getCollection(entity).apply('update', snapshot.item as unknown as Item<N>);
        onRestored(String(snapshot.item.updatedAt));
      }
      setShown(null);
      toast('この版に戻しました。');
      void refetch();
    } catch (failure) {
      setMessage(toSaveError(failure).message);
    }
  };

  return (
    <section aria-labelledby={headingId} className={`${card} mt-8`}>
      <h2 id={headingId} className="text-lg font-bold text-slate-900">
        履歴
      </h2>
      <p className="mt-1 text-sm leading-relaxed text-slate-700">
        保存するたびに版が残ります。同じ人が2分以内に続けて保存した変更は、1つの版にまとめて記録されます。
      </p>
      <p role="alert" className={message ? 'mt-3 rounded-md border border-red-700 bg-red-50 px-4 py-3 text-sm font-bold text-red-800' : 'sr-only'}>
        {message}
      </p>
      {error ? (
        <p className="mt-3 text-sm font-bold text-red-800">履歴を読み込めませんでした。ページを再読み込みしてください。</p>
      ) : loading && !data ? (
        <p role="status" className="mt-3 text-sm text-slate-700">
          読み込み中…
        </p>
      ) : versions.length === 0 ? (
        <p className="mt-3 text-sm text-slate-700">まだ履歴はありません。次に保存したときから記録されます。</p>
      ) : (
        <div className="mt-4 overflow-x-auto">
          <table className="w-full text-left text-sm">
            <caption className="sr-only">履歴（新しい順）</caption>
            <ColumnHeads labels={['日時', '変更した人', '変更した項目', '操作']} />
            <tbody>
              {versions.map((version) => {
                const when = formatJapanDateTime(version.createdAt);
                return (
                  <tr key={version.id} className="border-b border-slate-200 align-top">
                    <td className="whitespace-nowrap py-2 pr-4 tabular-nums">{when}</td>
                    <td className="py-2 pr-4 break-all">{version.authorName ?? '（不明）'}</td>
                    <td className="py-2 pr-4">{changeSummary(version)}</td>
                    <td className="py-2">
                      <span className="flex flex-wrap gap-2">
                        <button
                          type="button"
                          className={button.small}
                          aria-expanded={shown === version.id}
                          aria-controls={shown === version.id ? diffId : undefined}
                          aria-label={`差分を見る（${when} の版）`}
                          onClick={() => setShown(shown === version.id ? null : version.id)}
                        >
                          差分を見る
                        </button>
                        <button type="button" className={button.small} aria-label={`この版に戻す（${when} の版）`} onClick={() => void restoreVersion(version)}>
                          この版に戻す
                        </button>
                      </span>
                    </td>
                  </tr>
                );
              })}
            </tbody>
          </table>
        </div>
      )}
      {shown ? <DiffView id={diffId} versionId={shown} revision={revision} /> : null}
    </section>
  );
}

function DiffView({ id, versionId, revision }: { id: string; versionId: string; revision: string }) {
  const { data, loading, error, refetch } = useQuery(GET_RECORD_VERSION, { variables: { id: versionId }, fetchPolicy: 'network-only' });
  useEffect(() => {
    void refetch();
  }, [revision, refetch]);
  const diff = data?.getRecordVersion;
  const title = diff ? `${formatJapanDateTime(diff.version.createdAt)} の版と現在の内容の差分` : '差分';
  return (
    <section id={id} aria-label={title} className="mt-6 rounded-md border border-slate-300 bg-slate-50 p-4">
      <h3 className="font-bold text-slate-900">{title}</h3>
      {error ? (
        <p className="mt-2 text-sm font-bold text-red-800">差分を読み込めませんでした。</p>
      ) : loading && !diff ? (
        <p role="status" className="mt-2 text-sm text-slate-700">
          読み込み中…
        </p>
      ) : diff ? (
        <DiffBody diff={diff} />
      ) : (
        <p className="mt-2 text-sm">この版は見つかりません。</p>
      )}
    </section>
  );
}

/** What a diff's two sides are called: a version and the current record here; the live record and a change request's proposal in the review (components/admin/review). */
export interface DiffWords {
  inVersion: string;
  current: string;
  /** What each kind of block difference means. */
  blockChange: Record<string, string>;
  same: string;
}

const HISTORY_WORDS: DiffWords = {
  inVersion: 'この版',
  current: '現在',
  blockChange: {
    added: 'この版のあとに追加されました（この版に戻すと削除されます）',
    removed: 'この版のあとに削除されました（この版に戻すと元に戻ります）',
    changed: '変更されています',
  },
  same: 'この版と現在の内容は同じです。',
};

/** The fields and blocks that differ between two states of a record, field by field. */
export function DiffBody({ diff, words = HISTORY_WORDS }: { diff: Pick<VersionDiff, 'currentExists' | 'fields' | 'blocks'>; words?: DiffWords }) {
  if (!diff.currentExists) return <p className="mt-2 text-sm">このデータは削除されています。</p>;
  if (diff.fields.length === 0 && diff.blocks.length === 0) return <p className="mt-2 text-sm">{words.same}</p>;
  return (
    <>
      {diff.fields.length ? (
        <table className="mt-3 w-full table-fixed text-left text-sm">
          <caption className="sr-only">変更された項目</caption>
          <ColumnHeads labels={['項目', words.inVersion, words.current]} firstClassName="w-1/4" />
          <tbody>
            {diff.fields.map((field) => (
              <tr key={field.field} className="border-b border-slate-200 align-top">
                <th scope="row" className="py-2 pr-4 font-bold">
                  {fieldLabel(field.field)}
                </th>
                <td className="py-2 pr-4 break-words">{showValue(field.inVersion)}</td>
                <td className="py-2 break-words">{showValue(field.current)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      ) : null}
      {diff.blocks.length ? (
        <>
          <h4 className="mt-4 text-sm font-bold text-slate-900">本文のブロック</h4>
          <ul className="mt-2 space-y-1 text-sm">
            {diff.blocks.map((block) => (
              <li key={block.id}>
                <span className="font-bold">{blockName(block.current ?? block.inVersion)}</span>：{words.blockChange[block.change] ?? block.change}
                {block.fields.length ? `（${block.fields.map(fieldLabel).join('、')}）` : null}
                {block.change === 'changed' && block.fields.includes('text') ? (
                  <span className="block text-slate-700">
                    {words.inVersion}：{blockName(block.inVersion)}
                  </span>
                ) : null}
              </li>
            ))}
          </ul>
        </>
      ) : null}
    </>
  );
}
