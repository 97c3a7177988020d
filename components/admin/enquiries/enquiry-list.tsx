'use client';

import { useQuery, useSubscription } from '@apollo/client/react';
import Link from 'next/link';
import { useSearchParams } from 'next/navigation';
import { type FormEvent, useId, useMemo, useState } from 'react';
import { formatJapanDateTime } from '@/lib/time/japan';
import { PageHeader } from '../ui/page-header';
import { button, control } from '../ui/styles';
import { Pager } from '../ui/pager';
import { useUrlParams } from '../ui/url-filters';
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
  const ids = { kind: useId(), status: useId(), deliveryState: useId(), search: useId() };
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

  const submitSearch = (event: FormEvent) => {
    event.preventDefault();
    navigate({ search: search.trim() || null });
  };

  const filtered = FILTER_KEYS.some((key) => filters[key]);
  const first = result && result.total ? (result.page - 1) * result.perPage + 1 : 0;
  const last = result ? Math.min(result.page * result.perPage, result.total) : 0;

  return (
    <>
      <PageHeader
        title="お問い合わせ"
        description="お問い合わせフォームとフランチャイズの資料請求フォームから届いた内容です。新しいお問い合わせは自動で一覧に加わります。"
        actions={<CsvExport filters={filters} />}
      />
      <form onSubmit={submitSearch} role="search" aria-label="お問い合わせの絞り込み" className="mb-4 flex flex-wrap items-end gap-3">
        {(['kind', 'status', 'deliveryState'] as const).map((key) => (
          <div key={key} className="w-full sm:w-52">
            <label htmlFor={ids[key]} className="block text-sm font-bold text-slate-900">
              {key === 'kind' ? '種別' : key === 'status' ? '対応状況' : 'メール送信'}
            </label>
            <select id={ids[key]} value={filters[key] ?? ''} onChange={(event) => navigate({ [key]: event.target.value || null })} className={control}>
              <option value="">すべて</option>
              {Object.entries(OPTIONS[key]).map(([value, label]) => (
                <option key={value} value={value}>
                  {label}
                </option>
              ))}
            </select>
          </div>
        ))}
        <div className="w-full sm:w-64">
          <label htmlFor={ids.search} className="block text-sm font-bold text-slate-900">
            検索（名前・フリガナ・メール・電話）
          </label>
          <input id={ids.search} type="search" value={search} maxLength={100} onChange={(event) => setSearch(event.target.value)} className={control} />
        </div>
        <button type="submit" className={button.primary}>
          検索
        </button>
        {filtered ? (
          <button type="button" className={button.secondary} onClick={() => navigate({ kind: null, status: null, deliveryState: null, search: null })}>
            条件をクリア
          </button>
        ) : null}
      </form>

      {error ? (
        <p role="alert" className="mb-4 rounded-md border border-red-700 bg-red-50 px-4 py-3 text-sm font-bold text-red-800">
          お問い合わせを読み込めませんでした。{error.message}
        </p>
      ) : null}

      <div className="overflow-x-auto rounded-lg border border-slate-200 bg-white shadow-sm" aria-busy={loading || undefined}>
        <table className="w-full min-w-[42rem] border-collapse text-left text-sm">
          <caption className="px-4 py-3 text-left text-sm text-slate-700">
            お問い合わせ一覧：
            {!result || loading ? '読み込み中…' : `全${result.total.toLocaleString('ja-JP')}件${result.total ? `中 ${first}〜${last}件を表示` : ''}`}
          </caption>
          <thead className="bg-slate-100 text-slate-800">
            <tr>
              {['受付日時・種別', 'お名前', 'ご用件', 'お問い合わせ先', '対応状況', 'メール送信'].map((label) => (
                <th key={label} scope="col" className="whitespace-nowrap px-4 py-2 font-bold">
                  {label}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {result?.items.map((enquiry) => {
              const delivery = deliveryOf(enquiry);
              return (
                <tr key={enquiry.id} className={`border-t border-slate-200 hover:bg-brand-100/40 ${enquiry.status === 'new' ? 'bg-amber-50/40' : ''}`}>
                  <td className="whitespace-nowrap px-4 py-2 align-top tabular-nums">
                    <Link href={`${ENQUIRIES_HREF}/${enquiry.id}`} className="font-bold text-brand-700 underline underline-offset-2 hover:text-brand-900">
                      {formatJapanDateTime(enquiry.createdAt)}
                      <span className="sr-only">　{enquiry.anonymizedAt ? `${ANONYMIZED_LABEL}のお問い合わせを開く` : `${enquiry.name} 様のお問い合わせを開く`}</span>
                    </Link>
                    <span className="block text-xs text-slate-700">{KIND_LABELS[enquiry.kind]}</span>
                  </td>
                  <td className="px-4 py-2 align-top">
                    {enquiry.anonymizedAt ? <span className={`${badge} ${ANONYMIZED_BADGE}`}>{ANONYMIZED_LABEL}</span> : enquiry.name}
                  </td>
                  <td className="px-4 py-2 align-top">{enquiry.contact}</td>
                  <td className="px-4 py-2 align-top">{enquiry.destination ?? '—'}</td>
                  <td className="px-4 py-2 align-top">
                    <span className={`${badge} ${STATUS_BADGE[enquiry.status]}`}>{STATUS_LABELS[enquiry.status]}</span>
                  </td>
                  <td className="px-4 py-2 align-top">
                    <span className={`${badge} ${DELIVERY_BADGE[delivery]}`}>{DELIVERY_LABELS[delivery]}</span>
                  </td>
                </tr>
              );
            })}
            {result && result.items.length === 0 ? (
              <tr>
                <td colSpan={6} className="px-4 py-8 text-center text-slate-600">
                  {filtered ? '条件に合うお問い合わせはありません。' : 'お問い合わせはまだありません。'}
                </td>
              </tr>
            ) : null}
          </tbody>
        </table>
      </div>

      {result ? <Pager page={result.page} pageCount={result.pageCount} onPage={(page) => navigate({ page: String(page) })} /> : null}
    </>
  );
}
