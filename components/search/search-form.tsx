import { routes } from '@/lib/core/routes';
import { MAX_QUERY_LENGTH } from '@/lib/core/search/limits';
import { Icon } from '@/components/ui/icon';

interface SearchFormProps {
  /** The input's id (a page may hold the header's form and its own). */
  id: string;
  /** The form's name among the page's landmarks, where a page has two. */
  label?: string;
  defaultValue?: string;
  /** header: a compact box; page: the search page's own, full width. */
  variant: 'header' | 'page';
  /** Takes the focus when shown (the header's panel, as it opens); never on a page's load. */
  autoFocus?: boolean;
  className?: string;
}

// Short class lists: the header's forms are in every page's HTML. Focus rings are the site's own (globals.css).
const LOOKS = {
  header: {
    input: 'min-w-0 flex-1 rounded-l-full border border-r-0 border-brand-700/40 px-4 py-2 text-sm placeholder:text-[#5b6b7d]',
    button: 'flex min-w-11 items-center justify-center rounded-r-full bg-brand-900 text-white',
  },
  page: {
    input: 'min-w-0 flex-1 rounded-l-md border border-r-0 border-brand-700/50 bg-white px-4 py-3 placeholder:text-[#5b6b7d]',
    button: 'flex min-h-12 items-center gap-2 rounded-r-md bg-brand-900 px-5 font-bold text-white hover:bg-brand-700',
  },
} as const;

/**
 * A search box: a plain GET form to the search page, so it works before any script has loaded
 * (or with none), and the query is in the address, where a visitor can keep or share it.
 */
export function SearchForm({ id, label, defaultValue, variant, autoFocus, className = '' }: SearchFormProps) {
  const look = LOOKS[variant];
  return (
    <form role="search" aria-label={label} action={routes.search.path} className={`flex ${className}`}>
      <label htmlFor={id} className="sr-only">
        {routes.search.label}
      </label>
      <input
        id={id}
        type="search"
        name="q"
        defaultValue={defaultValue}
        maxLength={MAX_QUERY_LENGTH}
        placeholder="キーワードを入力"
        enterKeyHint="search"
        autoFocus={autoFocus}
        className={look.input}
      />
      <button type="submit" className={look.button}>
        <Icon name="search" className="size-5" />
        <span className={variant === 'header' ? 'sr-only' : undefined}>検索</span>
      </button>
    </form>
  );
}
