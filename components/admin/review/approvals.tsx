'use client';

import { useQuery, useSubscription } from '@apollo/client/react';
import { type ChangeRequest, type ChangeRequestState, LIST_CHANGE_REQUESTS, ON_CHANGE_REQUEST_CHANGE, PENDING_REVIEW_COUNT } from '@/graphql/review-documents';
import { CHANGE_REQUEST_STATE_LABELS, REVIEWED_ENTITY_LABELS } from '@/lib/core/review/rules';
import { formatJapanDateTime } from '@/lib/core/time/japan';
import { ListScreen } from '../ui/list-screen';
import { NavCountBadge } from '../ui/nav-badge';
import { FilterSelect, ListFilters, toOptions, useUrlParams } from '../ui/url-filters';

/*
 * 承認待ち: the change requests the signed-in account sees (its own, and those of the records it
 * may write), waiting and sent back unless the filter says otherwise, kept live.
 */

export const APPROVALS_HREF = '/admin/approvals';

const STATE_STYLE: Record<ChangeRequestState, string> = {
  pending: 'bg-amber-50 text-amber-900 ring-amber-700',
  returned: 'bg-red-50 text-red-900 ring-red-700',
  approved: 'bg-green-100 text-green-900 ring-green-700',
  withdrawn: 'bg-slate-100 text-slate-800 ring-slate-500',
};

export function StateBadge({ state }: { state: ChangeRequestState }) {
  return <span className={`inline-block whitespace-nowrap rounded-full px-2.5 py-0.5 text-xs font-bold ring-1 ${STATE_STYLE[state]}`}>{CHANGE_REQUEST_STATE_LABELS[state]}</span>;
}

/** When the proposal goes public once approved. */
export function publishWhen(request: Pick<ChangeRequest, 'publishAt'>): string {
  return request.publishAt && Date.parse(request.publishAt) > Date.now() ? `${formatJapanDateTime(request.publishAt)}（予約）` : '承認後すぐ';
}

/** Reads the list (or count) again whenever a request the account sees changes. */
export function useReviewActivity(refetch: () => unknown, skip = false): void {
  useSubscription(ON_CHANGE_REQUEST_CHANGE, { skip, onData: () => void refetch() });
}

/** How many requests wait for the signed-in account's decision, kept live. */
export function usePendingReviewCount(): number {
  const { data, refetch } = useQuery(PENDING_REVIEW_COUNT, { fetchPolicy: 'cache-and-network' });
  useReviewActivity(refetch);
  return data?.pendingReviewCount ?? 0;
}

const STATES_OF: Record<string, ChangeRequestState[]> = {
  '': ['pending', 'returned'],
  pending: ['pending'],
  returned: ['returned'],
  approved: ['approved'],
  withdrawn: ['withdrawn'],
};

export function ApprovalList() {
  const params = useUrlParams();
  const filter = params.get('state');
  const states = STATES_OF[filter] ?? STATES_OF[''];
  const { data, loading, error, refetch } = useQuery(LIST_CHANGE_REQUESTS, { variables: { states }, fetchPolicy: 'cache-and-network' });
  useReviewActivity(refetch);
  const items = data?.listChangeRequests ?? [];
  return (
    <ListScreen
      section={APPROVALS_HREF}
      description={
        <p>
          公開の前に承認が必要な変更（記事・キャンペーン）の一覧です。承認する人は、依頼を開いて現在の内容との違いを確かめ、承認するか、理由を添えて差し戻します。依頼した人は、ここで状態と差し戻しの理由を確かめられます。
        </p>
      }
      filters={
        <ListFilters label="承認の依頼の絞り込み">
          <FilterSelect label="状態で絞り込み" allLabel="承認待ち・差し戻し" value={filter} onChange={(value) => params.set('state', value)} options={toOptions(CHANGE_REQUEST_STATE_LABELS)} />
        </ListFilters>
      }
      caption="承認の依頼一覧"
      items={items}
      loading={loading && !data}
      error={error ? '承認の依頼を読み込めませんでした。ページを再読み込みしてください。' : null}
      emptyMessage={filter ? '該当する依頼はありません。' : '承認を待っている依頼はありません。'}
      searchText={(request) => `${request.title} ${request.authorName ?? ''}`}
      rowHref={(request) => `${APPROVALS_HREF}/${request.id}`}
      columns={[
        { key: 'title', label: '対象', value: (request) => `${REVIEWED_ENTITY_LABELS[request.entity]}「${request.title}」` },
        { key: 'author', label: '依頼した人', value: (request) => request.authorName ?? '' },
        { key: 'updatedAt', label: '依頼日時', value: (request) => request.updatedAt, format: 'dateTime' },
        {
          key: 'state',
          label: '状態',
          sortValue: (request) => request.state,
          render: (request) => (
            <span className="flex flex-wrap items-center gap-2">
              <StateBadge state={request.state} />
              {request.stale ? <span className="text-xs font-bold text-red-800">公開中の内容が変更されています</span> : null}
            </span>
          ),
        },
        { key: 'publish', label: '公開', value: (request) => (request.state === 'pending' ? publishWhen(request) : '—') },
      ]}
    />
  );
}

/** The count beside the navigation's 承認待ち, linking to the waiting requests; nothing while there are none. */
export function ReviewNavBadge({ onNavigate }: { onNavigate?: () => void }) {
  const count = usePendingReviewCount();
  return <NavCountBadge href={`${APPROVALS_HREF}?state=pending`} name="あなたの承認を待っている依頼" count={count} tone="attention" onNavigate={onNavigate} />;
}
