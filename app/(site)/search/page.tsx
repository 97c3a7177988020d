import type { Metadata } from 'next';
import Link from 'next/link';
import { Suspense } from 'react';
import { SearchForm } from '@/components/search/search-form';
import { NoResults, SearchResultList } from '@/components/search/search-results';
import { getDb } from '@/lib/core/db';
import { retryReadOnConnectionLoss } from '@/lib/core/db/read-retry';
import { parsePageNumber } from '@/lib/core/content/pagination';
import { routes } from '@/lib/core/routes';
import { MAX_QUERY_LENGTH, searchSite } from '@/lib/core/search';
import { buildMetadata, routeMetadata } from '@/lib/site/seo/metadata';
import { Pagination } from '../_components/pagination';
import { RoutePage } from '../_components/route-page';

/*
 * /search?q=…&page=N: the site search's results, read for each request (the query is the visitor's)
 * and never kept in a cache, nor indexed (routes.ts marks the route so; every query would be a page).
 * The banner and breadcrumbs are the prerendered shell; the form and the results stream in.
 */

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> };

const PER_PAGE = 10;
const RESULTS_ANCHOR = 'results';
/** Examples a visitor who has not searched yet can follow. */
const EXAMPLES = ['加圧 効果', 'ダイエット', '渋谷', '無料体験'];

function first(value: string | string[] | undefined): string {
  return (Array.isArray(value) ? value[0] : value) ?? '';
}

async function readQuery(searchParams: Props['searchParams']) {
  const params = await searchParams;
  const q = first(params.q).trim().slice(0, MAX_QUERY_LENGTH);
  const page = parsePageNumber(first(params.page)) ?? 1;
  return { q, page };
}

const pagePath = (q: string, page: number) =>
  `${routes.search.path}?${new URLSearchParams(page > 1 ? { q, page: String(page) } : { q }).toString()}`;

export async function generateMetadata({ searchParams }: Props): Promise<Metadata> {
  const { q, page } = await readQuery(searchParams);
  if (!q) return routeMetadata('search');
  const route = routes.search;
  return buildMetadata({
    title: `「${q}」の検索結果${page > 1 ? `（${page}ページ目）` : ''}`,
    description: route.description,
    path: route.path,
    noindex: true,
  });
}

export default function SearchPage({ searchParams }: Props) {
  return (
    <RoutePage name="search">
      <Suspense fallback={<SearchSkeleton />}>
        <SearchContent searchParams={searchParams} />
      </Suspense>
    </RoutePage>
  );
}

function SearchSkeleton() {
  return (
    <div aria-hidden="true">
      <div className="h-12 w-full rounded-md bg-brand-100" />
      <div className="mt-10 h-7 w-64 rounded bg-brand-100" />
      <div className="mt-6 space-y-4">
        {[0, 1, 2].map((index) => (
          <div key={index} className="h-20 rounded bg-brand-100/60" />
        ))}
      </div>
    </div>
  );
}

async function SearchContent({ searchParams }: Props) {
  const { q, page } = await readQuery(searchParams);
  const form = <SearchForm id="search-page-q" label="キーワードで検索" defaultValue={q} variant="page" />;
  if (!q) {
    return (
      <>
        {form}
        <p className="mt-8 leading-loose">{routes.search.description}調べたい言葉を入力してください。</p>
        <p className="mt-4 text-sm">
          例：
          {EXAMPLES.map((example, index) => (
            <span key={example}>
              {index > 0 ? '、' : ''}
              <Link href={pagePath(example, 1)} className="font-bold text-brand-700 underline underline-offset-4 hover:text-brand-900">
                {example}
              </Link>
            </span>
          ))}
        </p>
      </>
    );
  }

  const offset = (page - 1) * PER_PAGE;
  const { words, total, totalCapped, hits } = await retryReadOnConnectionLoss(async () => searchSite(await getDb(), { q, limit: PER_PAGE, offset }));
  const pageCount = Math.max(1, Math.ceil(total / PER_PAGE));
  const shownFrom = offset + 1;
  // A common word's results are counted up to a point (lib/core/search MAX_COUNTED), and said to be more.
  const count = totalCapped ? `${total.toLocaleString('ja-JP')}件以上` : `全${total.toLocaleString('ja-JP')}件`;

  return (
    <>
      {form}
      <h2 id={RESULTS_ANCHOR} className="mt-10 flex flex-wrap items-baseline gap-x-3 text-xl font-bold sm:text-2xl">
        「{q}」の検索結果
        {total > 0 ? (
          <span className="text-sm font-normal text-brand-700">
            {count}
            {hits.length > 0 ? `中 ${shownFrom}〜${offset + hits.length}件目` : ''}
          </span>
        ) : null}
      </h2>
      {words.length === 0 || total === 0 ? (
        <NoResults query={q} />
      ) : hits.length === 0 ? (
        <p className="mt-6 rounded-md bg-white p-6 ring-1 ring-brand-100">
          このページに表示する結果はありません。
          <Link href={pagePath(q, 1)} className="ml-1 font-bold text-brand-700 underline underline-offset-4">
            最初のページへ
          </Link>
        </p>
      ) : (
        <SearchResultList hits={hits} first={shownFrom} />
      )}
      {hits.length > 0 ? <Pagination current={page} total={pageCount} href={(target) => `${pagePath(q, target)}#${RESULTS_ANCHOR}`} /> : null}
    </>
  );
}
