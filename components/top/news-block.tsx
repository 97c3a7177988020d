'use client';

// A client component so its markup is sent once, in the HTML, and not again in the page's RSC
// payload: the payload carries a reference and the props (README › Smaller pages).
import Link from 'next/link';
import type { ReactNode } from 'react';
import type { NewsBlockItem } from '@/lib/core/content/news';
import { routes } from '@/lib/core/routes';
import { SectionHeading } from './section-heading';
import { SectionNotice } from './section-notice';

/** The visible text is 一覧を見る; the name says which list. */
const LIST_LINK_NAME = 'お知らせ一覧を見る';

/** The section (anchor #news) with its heading and the links to the news list, around the items or a notice. */
function NewsSection({ children }: { children: ReactNode }) {
  return (
    <section
      id="news"
      aria-labelledby="news-heading"
      data-scroll-offset="0"
      data-scroll-duration="800"
      className="bg-white px-4 py-16 sm:py-24"
    >
      <div data-animate className="mx-auto grid max-w-6xl gap-8 md:grid-cols-[14rem_1fr] md:gap-12">
        <div className="flex flex-col items-center gap-8 md:items-start">
          <SectionHeading id="news-heading" en="NEWS" ja="お知らせ" align="left" />
          <Link
            href={routes.news.path}
            aria-label={LIST_LINK_NAME}
            className="hidden min-h-12 items-center gap-3 rounded-full border-2 border-brand-900 px-7 font-bold text-brand-900 transition-colors hover:bg-brand-100 md:inline-flex"
          >
            一覧を見る<span aria-hidden="true">→</span>
          </Link>
        </div>

        <div>
          {children}
          <div className="mt-8 text-center md:hidden">
            <Link
              href={routes.news.path}
              aria-label={LIST_LINK_NAME}
              className="inline-flex min-h-12 items-center gap-3 rounded-full border-2 border-brand-900 px-7 font-bold text-brand-900"
            >
              一覧を見る<span aria-hidden="true">→</span>
            </Link>
          </div>
        </div>
      </div>
    </section>
  );
}

/** In place of the items when the news could not be read; the links to the list stay. */
export function NewsUnavailable() {
  return (
    <NewsSection>
      <SectionNotice>お知らせを読み込めませんでした。時間をおいて再度お試しください。</SectionNotice>
    </NewsSection>
  );
}

/**
 * The newest news. Narrow screens (768 px or less) show titles cut to 40 characters: both forms
 * are rendered and CSS picks one, while the link's accessible name stays the full title.
 */
export function NewsBlock({ items }: { items: readonly NewsBlockItem[] }) {
  return (
    <NewsSection>
      {items.length === 0 ? (
        <p className="py-6 text-center text-brand-700">現在お知らせはありません。</p>
      ) : (
        <ul className="divide-y divide-brand-100 border-y border-brand-100">
          {items.map((item) => (
            <li key={item.id}>
              <Link href={item.href} className="group flex flex-col gap-2 px-1 py-5 sm:flex-row sm:items-baseline sm:gap-6 sm:px-3">
                <span className="flex shrink-0 items-center gap-3">
                  <time dateTime={item.date} className="font-bold tracking-wider text-brand-700">
                    {item.dateLabel}
                  </time>
                  <span className="min-w-24 rounded-full bg-brand-100 px-3 py-0.5 text-center text-xs font-bold text-brand-900">
                    {item.categoryName}
                  </span>
                </span>
                <span className="font-bold leading-relaxed group-hover:underline">
                  <span className="[@media(max-width:768px)]:sr-only">{item.title}</span>
                  <span aria-hidden="true" className="hidden [@media(max-width:768px)]:inline">
                    {item.shortTitle}
                  </span>
                </span>
              </Link>
            </li>
          ))}
        </ul>
      )}
    </NewsSection>
  );
}
