import Link from 'next/link';
import { pageLinks } from '@/lib/core/content/pagination';

interface PaginationProps {
  current: number;
  total: number;
  /** The address of a page of the list (page 1 included). */
  href: (page: number) => string;
}

const BOX = 'inline-flex min-h-11 min-w-11 items-center justify-center rounded-full px-3 text-sm font-bold tabular-nums';

/**
 * Numbered links to the pages of a list: plain links a crawler can follow. Previous and next
 * are disabled on the first and last page; long lists show the first, the last and a window
 * around the current page, with an ellipsis for the pages skipped.
 */
export function Pagination({ current, total, href }: PaginationProps) {
  if (total <= 1) return null;
  const step = (page: number, label: string, arrow: string, rel: 'prev' | 'next', disabled: boolean) =>
    disabled ? (
      <span aria-disabled="true" className={`${BOX} gap-1 text-[#5b6b7d] ring-1 ring-brand-100`}>
        {rel === 'prev' && <span aria-hidden="true">{arrow}</span>}
        {label}
        {rel === 'next' && <span aria-hidden="true">{arrow}</span>}
      </span>
    ) : (
      <Link href={href(page)} rel={rel} className={`${BOX} gap-1 text-brand-900 ring-1 ring-brand-700 transition-colors hover:bg-brand-100`}>
        {rel === 'prev' && <span aria-hidden="true">{arrow}</span>}
        {label}
        {rel === 'next' && <span aria-hidden="true">{arrow}</span>}
      </Link>
    );

  return (
    <nav aria-label="ページ送り" className="mt-10">
      <ul className="flex flex-wrap items-center justify-center gap-x-1.5 gap-y-2">
        <li className="mr-1">{step(current - 1, '前へ', '‹', 'prev', current <= 1)}</li>
        {pageLinks(current, total).map((link) =>
          link.kind === 'gap' ? (
            <li key={link.key} aria-hidden="true" className="px-1 text-brand-700">
              …
            </li>
          ) : (
            <li key={link.page}>
              {link.page === current ? (
                <span aria-current="page" className={`${BOX} bg-brand-900 text-white`}>
                  <span className="sr-only">ページ</span>
                  {link.page}
                </span>
              ) : (
                <Link href={href(link.page)} className={`${BOX} text-brand-900 transition-colors hover:bg-brand-100`}>
                  <span className="sr-only">ページ</span>
                  {link.page}
                </Link>
              )}
            </li>
          ),
        )}
        <li className="ml-1">{step(current + 1, '次へ', '›', 'next', current >= total)}</li>
      </ul>
    </nav>
  );
}
