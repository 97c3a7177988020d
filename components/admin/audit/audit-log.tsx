'use client';

import { useQuery } from '@apollo/client/react';
import { useSearchParams } from 'next/navigation';
import { useId, useMemo } from 'react';
import { type AuditLogEntry, LIST_ADMIN_USERS, LIST_AUDIT_LOG } from '@/graphql/admin-documents';
import { actorlessLabel, AUDIT_ACTION_LABELS, AUDIT_ENTITY_LABELS, type AuditAction } from '@/lib/core/audit/labels';
import { formatJapanDateTime } from '@/lib/core/time/japan';
import { ListScreen } from '../ui/list-screen';
import { button, control } from '../ui/styles';
import { FilterSelect, ListFilters, toOptions, useUrlParams } from '../ui/url-filters';

const PER_PAGE = 50;
const FILTER_KEYS = ['actorId', 'entity', 'action', 'from', 'to'] as const;
type FilterKey = (typeof FILTER_KEYS)[number];

const actionLabel = (action: string) => AUDIT_ACTION_LABELS[action as AuditAction] ?? action;
const entityLabel = (entity: string | null) => (entity ? (AUDIT_ENTITY_LABELS[entity] ?? entity) : '—');

function show(value: unknown): string {
  if (value === null || value === undefined || value === '') return '（なし）';
  const text = typeof value === 'string' ? value : JSON.stringify(value);
  return text.length > 300 ? `${text.slice(0, 300)}…` : text;
}

/** The changed fields of an entry, before → after, folded under a summary. */
function Changes({ entry }: { entry: AuditLogEntry }) {
  if (!entry.changes) return <span className="text-slate-600">—</span>;
  let changes: Record<string, { before: unknown; after: unknown }> = {};
  try {
    changes = JSON.parse(entry.changes) as typeof changes;
  } catch {
    return <span>{entry.changes}</span>;
  }
  const fields = Object.entries(changes);
  return (
    <details>
      <summary className="cursor-pointer font-bold text-brand-700">{fields.length}項目</summary>
      <dl className="mt-2 space-y-2">
        {fields.map(([field, { before, after }]) => (
          <div key={field}>
            <dt className="font-bold">{field}</dt>
            <dd className="break-all">
              <span className="text-slate-700">変更前：</span>
              {show(before)}
              <br />
              <span className="text-slate-700">変更後：</span>
              {show(after)}
            </dd>
          </div>
        ))}
      </dl>
    </details>
  );
}

/** The owner's audit log: who changed what and when, filtered by person, record type, action and dates, exported as CSV. */
export function AuditLog() {
  const params = useSearchParams();
  const filters = useMemo(() => Object.fromEntries(FILTER_KEYS.map((key) => [key, params.get(key) || null])) as Record<FilterKey, string | null>, [params]);
  const page = Math.max(1, Number(params.get('page')) || 1);
  const ids = { actorId: useId(), entity: useId(), action: useId(), from: useId(), to: useId() };
  const urlParams = useUrlParams();
  const navigate = (changes: Partial<Record<FilterKey | 'page', string | null>>) => urlParams.update('page' in changes ? changes : { ...changes, page: null });

  const { data, previousData, loading, error } = useQuery(LIST_AUDIT_LOG, {
    variables: { ...filters, page, perPage: PER_PAGE },
    fetchPolicy: 'cache-and-network',
  });
  const users = useQuery(LIST_ADMIN_USERS, { fetchPolicy: 'cache-first' });
  const result = data?.listAuditLog ?? previousData?.listAuditLog;
  const csv = new URLSearchParams(Object.entries(filters).filter((entry): entry is [string, string] => entry[1] !== null));
  const filtered = FILTER_KEYS.some((key) => filters[key]);

  const selects = [
    {
      key: 'actorId' as const,
      label: '実行者',
      options: (users.data?.listAdminUsers ?? []).map((user) => ({ value: user.id, label: user.name ? `${user.name}（${user.email}）` : user.email })),
    },
    { key: 'entity' as const, label: '対象', options: toOptions(AUDIT_ENTITY_LABELS) },
    { key: 'action' as const, label: '操作', options: toOptions(AUDIT_ACTION_LABELS) },
  ];

  return (
    <ListScreen
      section="/admin/audit"
      caption="監査ログ"
      description="管理画面での作成・更新・削除・公開・ログイン・権限の変更・エクスポートなどの記録です。記録は編集も削除もできず、保存期間を過ぎたものから自動で消えます。"
      actions={
        <a href={`/api/admin/audit.csv${csv.size ? `?${csv}` : ''}`} className={button.secondary} download>
          CSV エクスポート
        </a>
      }
      filters={
        <ListFilters label="監査ログの絞り込み" onClear={filtered ? () => navigate({ actorId: null, entity: null, action: null, from: null, to: null }) : undefined}>
          {selects.map(({ key, label, options }) => (
            <FilterSelect key={key} label={label} allLabel="すべて" value={filters[key] ?? ''} onChange={(value) => navigate({ [key]: value || null })} options={options} />
          ))}
          {(['from', 'to'] as const).map((key) => (
            <div key={key} className="w-full sm:w-44">
              <label htmlFor={ids[key]} className="block text-sm font-bold text-slate-900">
                {key === 'from' ? '期間（開始日）' : '期間（終了日）'}
              </label>
              <input id={ids[key]} type="date" value={filters[key] ?? ''} onChange={(event) => navigate({ [key]: event.target.value || null })} className={control} />
            </div>
          ))}
        </ListFilters>
      }
      items={result?.items ?? []}
      loading={loading || !result}
      error={error ? `監査ログを読み込めませんでした。${error.message}` : null}
      paging={result ? { ...result, onPage: (next) => navigate({ page: String(next) }) } : undefined}
      emptyMessage={filtered ? '条件に合う記録はありません。' : 'まだ記録はありません。'}
      columns={[
        { key: 'createdAt', label: '日時', render: (entry) => formatJapanDateTime(entry.createdAt), className: 'whitespace-nowrap tabular-nums' },
        {
          key: 'actor',
          label: '実行者',
          render: (entry) => (
            <>
              {entry.actorName || entry.actorEmail || <span className="text-slate-600">{actorlessLabel(entry.action)}</span>}
              {entry.actorName && entry.actorEmail ? <span className="block break-all text-xs text-slate-700">{entry.actorEmail}</span> : null}
            </>
          ),
        },
        { key: 'action', label: '操作', render: (entry) => actionLabel(entry.action), className: 'whitespace-nowrap font-bold' },
        {
          key: 'entity',
          label: '対象',
          render: (entry) => (
            <>
              {entityLabel(entry.entity)}
              {entry.summary ? <span className="block break-all">「{entry.summary}」</span> : null}
            </>
          ),
        },
        { key: 'ip', label: 'IPアドレス', render: (entry) => entry.ip ?? '—', className: 'whitespace-nowrap tabular-nums' },
        { key: 'changes', label: '変更内容', render: (entry) => <Changes entry={entry} /> },
      ]}
    />
  );
}
