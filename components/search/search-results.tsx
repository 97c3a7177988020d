import Link from 'next/link';
import { formatNewsDate } from '@/lib/core/content/news-date';
import { routes, SECTIONS } from '@/lib/core/routes';
import type { SearchHit, SearchKind } from '@/lib/core/search';
import { STORE_LIST } from '@/components/site/nav-items';
import { Highlighted } from './highlighted';

/** What each kind of result is called: the site's own names for its sections. */
export const KIND_LABELS: Record<SearchKind, string> = {
  news: SECTIONS.news.ja,
  resources: SECTIONS.resources.ja,
  store: '店舗',
  question: 'よくある質問',
};

const BADGE: Record<SearchKind, string> = {
  news: 'bg-brand-100 text-brand-900',
  resources: 'bg-[#e7f3ea] text-[#1f5130]',
  store: 'bg-brand-900 text-white',
  question: 'bg-[#fdeedd] text-accent-800',
};

/** One page of results, best first: each result's kind, title and a passage, the searched words marked. */
export function SearchResultList({ hits, first }: { hits: readonly SearchHit[]; first: number }) {
  return (
    <ol start={first} aria-label="検索結果" className="mt-4 divide-y divide-brand-100 border-y border-brand-100">
      {hits.map((hit) => (
        <li key={`${hit.entity}:${hit.id}`} className="relative py-5 transition-colors hover:bg-white sm:px-3">
          <article>
            <p className="flex flex-wrap items-center gap-x-3 gap-y-1 text-sm">
              <span className={`min-w-24 rounded-sm px-2 py-0.5 text-center text-xs font-bold ${BADGE[hit.kind]}`}>{KIND_LABELS[hit.kind]}</span>
              {hit.date ? (
                <time dateTime={hit.date} className="tabular-nums text-brand-700">
                  {formatNewsDate(hit.date)}
                </time>
              ) : null}
              {hit.storeName ? <span className="text-brand-700">{hit.storeName}</span> : null}
            </p>
            <h3 className="mt-2 text-base leading-relaxed font-bold sm:text-lg">
              <Link href={hit.path} className="after:absolute after:inset-0 hover:text-brand-700 hover:underline">
                <Highlighted text={hit.title} spans={hit.titleSpans} />
              </Link>
            </h3>
            {hit.excerpt ? (
              <p className="mt-1 text-sm leading-relaxed break-words text-[#3c4a5a]">
                <Highlighted text={hit.excerpt} spans={hit.excerptSpans} />
              </p>
            ) : null}
          </article>
        </li>
      ))}
    </ol>
  );
}

const HELP_LINKS = [
  { label: STORE_LIST.label, href: STORE_LIST.href },
  { label: routes.news.label, href: routes.news.path },
  { label: routes.resources.label, href: routes.resources.path },
  { label: 'よくある質問', href: `${routes.contact.path}#faq` },
];

/** What a visitor can try when nothing was found. */
export function NoResults({ query }: { query: string }) {
  return (
    <div className="mt-6 rounded-md bg-white p-6 ring-1 ring-brand-100 sm:p-8">
      <p className="font-bold">「{query}」に一致するページは見つかりませんでした。</p>
      <ul className="mt-4 list-disc space-y-1 pl-5 text-sm leading-relaxed">
        <li>言葉の表記（漢字・ひらがな・カタカナ）や、誤字がないかをお確かめください。</li>
        <li>言葉の数を減らすか、別の言葉や短い言葉でお試しください（例：「加圧トレーニング」→「加圧」）。</li>
      </ul>
      <p className="mt-6 text-sm font-bold">こちらのページもご覧ください</p>
      <ul className="mt-3 flex flex-wrap gap-2">
        {HELP_LINKS.map((link) => (
          <li key={link.href}>
            <Link
              href={link.href}
              className="inline-flex min-h-11 items-center rounded-full px-5 py-2 text-sm font-bold ring-1 ring-brand-700 transition-colors hover:bg-brand-100"
            >
              {link.label}
            </Link>
          </li>
        ))}
      </ul>
    </div>
  );
}
