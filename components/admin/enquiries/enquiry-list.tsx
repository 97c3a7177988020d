'use client';

import { useQuery, useSubscription } from '@apollo/client/react';
import Link from 'next/link';
import { useSearchParams } from 'next/navigation';
import { useId, useMemo, useState } from 'react';
import { formatJapanDateTime } from '@/lib/core/time/japan';
import { ListScreen } from '../ui/list-screen';
import { button, control, link } from '../ui/styles';
import { FilterSelect, ListFilters, toOptions, useUrlParams } from '../ui/url-filters';
import { LIST_ENQUIRIES, ON_ENQUIRY_CHANGE } from '@/graphql/admin-documents';
import { ANONYMIZED_BADGE, ANONYMIZED_LABEL, badge, deliveryOf, DELIVERY_BADGE, DELIVERY_LABELS, KIND_LABELS, STATUS_BADGE, STATUS_LABELS } from './labels';
import { CsvExport } from './csv-export';
import { FILTER_KEYS, type FilterKey, OPTIONS, readFilters } from './filters';
import { ENQUIRIES_HREF } from './links';

const PER_PAGE = 20;

/** The inbox: pages read from the server, filters and page kept in the URL, new enquiries appear live. */
export function EnquiryList() {
  const params = useSearchParams();
  const filters = useMemo(() => readFilters(new URLSearchParams(params.toString())), [params]);
  const searchId = useId();
  const [search, setSearch] = useState(filters.search ?? '');
  const [searchKey, setSearchKey] = useState(filters.search);
  if (searchKey !== filters.search) {
    // The URL changed (back button, a cleared filter): the box shows what is searched for.
    setSearchKey(filters.search);
    setSearch(filters.search ?? '');
  }

  const { data, previousData, loading, error, refetch } = useQuery(LIST_ENQUIRIES, {
    variables: { ...filters, perPage: PER_PAGE },
    fetchPolicy: 'cache-and-network',
    notifyOnNetworkStatusChange: false,
  });
  // Any new enquiry or change of one may move rows across pages and filters: read the page again.
  useSubscription(ON_ENQUIRY_CHANGE, { onData: () => void refetch() });

  const result = data?.listEnquiries ?? previousData?.listEnquiries;

  const urlParams = useUrlParams();
  /** Changes the filters; any change but the page's goes back to page 1. */
  const navigate = (changes: Partial<Record<FilterKey | 'page', string | null>>) =>
    urlParams.update('page' in changes ? changes : { ...changes, page: null });

  const filtered = FILTER_KEYS.some((key) => filters[key]);

  return (
    <ListScreen
      section={ENQUIRIES_HREF}
      caption="お問い合わせ一覧"
      description="お問い合わせフォームとフランチャイズの資料請求フォームから届いた内容です。新しいお問い合わせは自動で一覧に加わります。"
      actions={<CsvExport filters={filters} />}
      filters={
        <ListFilters
          label="お問い合わせの絞り込み"
          onSubmit={() => navigate({ search: search.trim() || null })}
          onClear={filtered ? () => navigate({ kind: null, status: null, deliveryState: null, search: null }) : undefined}
        >
          {(['kind', 'status', 'deliveryState'] as const).map((key) => (
            <FilterSelect
              key={key}
              label={key === 'kind' ? '種別' : key === 'status' ? '対応状況' : 'メール送信'}
              allLabel="すべて"
              value={filters[key] ?? ''}
              onChange={(value) => navigate({ [key]: value || null })}
              options={toOptions(OPTIONS[key])}
            />
          ))}
          <div className="w-full sm:w-64">
            <label htmlFor={searchId} className="block text-sm font-bold text-slate-900">
              検索（名前・フリガナ・メール・電話）
            </label>
            <input id={searchId} type="search" value={search} maxLength={100} onChange={(event) => setSearch(event.target.value)} className={control} />
          </div>
          <button type="submit" className={button.primary}>
            検索
          </button>
        </ListFilters>
      }
      items={result?.items ?? []}
      loading={loading || !result}
      error={error ? `お問い合わせを読み込めませんでした。${error.message}` : null}
      paging={result ? { ...result, onPage: (page) => navigate({ page: String(page) }) } : undefined}
      rowClassName={(enquiry) => (enquiry.status === 'new' ? 'bg-amber-50/40' : '')}
      emptyMessage={filtered ? '条件に合うお問い合わせはありません。' : 'お問い合わせはまだありません。'}
      columns={[
        {
          key: 'received',
          label: '受付日時・種別',
          className: 'whitespace-nowrap tabular-nums',
          render: (enquiry) => (
            <>
              <Link href={`${ENQUIRIES_HREF}/${enquiry.id}`} className={link}>
                {formatJapanDateTime(enquiry.createdAt)}
                <span className="sr-only">　{enquiry.anonymizedAt ? `${ANONYMIZED_LABEL}のお問い合わせを開く` : `${enquiry.name} 様のお問い合わせを開く`}</span>
              </Link>
              <span className="block text-xs text-slate-700">{KIND_LABELS[enquiry.kind]}</span>
            </>
          ),
        },
        {
          key: 'name',
          label: 'お名前',
          render: (enquiry) => (enquiry.anonymizedAt ? <span className={`${badge} ${ANONYMIZED_BADGE}`}>{ANONYMIZED_LABEL}</span> : enquiry.name),
        },
        { key: 'contact', label: 'ご用件', render: (enquiry) => enquiry.contact },
        { key: 'destination', label: 'お問い合わせ先', render: (enquiry) => enquiry.destination ?? '—' },
        { key: 'status', label: '対応状況', render: (enquiry) => <span className={`${badge} ${STATUS_BADGE[enquiry.status]}`}>{STATUS_LABELS[enquiry.status]}</span> },
        {
          key: 'delivery',
          label: 'メール送信',
          render: (enquiry) => {
            const delivery = deliveryOf(enquiry);
            return <span className={`${badge} ${DELIVERY_BADGE[delivery]}`}>{DELIVERY_LABELS[delivery]}</span>;
          },
        },
      ]}
    />
  );
}
