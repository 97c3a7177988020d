import { button } from './styles';

interface PagerProps {
  page: number;
  pageCount: number;
  onPage: (page: number) => void;
  /** The navigation's accessible name (two pagers on one screen need different names). */
  label?: string;
  /** Shown after the page count: （全120件）. */
  total?: number;
}

/** 前へ / 次へ under a paged list; nothing for an empty list, or a single page when no total is shown. */
export function Pager({ page, pageCount, onPage, label = 'ページ送り', total }: PagerProps) {
  if (total === 0 || (total === undefined && pageCount <= 1)) return null;
  return (
    <nav aria-label={label} className="mt-4 flex flex-wrap items-center justify-center gap-3 text-sm">
      <button type="button" className={button.secondary} disabled={page <= 1} onClick={() => onPage(page - 1)}>
        前へ
      </button>
      <p aria-live="polite">
        {page} / {Math.max(pageCount, 1)} ページ{total === undefined ? '' : `（全${total.toLocaleString('ja-JP')}件）`}
      </p>
      <button type="button" className={button.secondary} disabled={page >= pageCount} onClick={() => onPage(page + 1)}>
        次へ
      </button>
    </nav>
  );
}
