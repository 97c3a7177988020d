import { routes } from '@/lib/core/routes';
import { Icon } from '@/components/ui/icon';
import { SearchForm } from './search-form';

/*
 * The header's search, without a script of its own: on wide screens a box in the header; on
 * narrower ones a button that opens a panel below the header (the Popover API, declared in HTML,
 * so it works before the page's scripts load: the panel's box takes the focus as it opens, Escape
 * or a tap outside closes it, and it floats over the page, moving nothing).
 */

const PANEL_ID = 'site-search-panel';

/** The box itself, from lg up. */
export function HeaderSearchBox() {
  return <SearchForm id="site-search-q" variant="header" className="hidden w-56 lg:flex xl:w-64" />;
}

/** The button that opens the panel, below lg (beside the burger on phones, after the links on tablets). */
export function HeaderSearchButton({ className = '' }: { className?: string }) {
  return (
    <button type="button" popoverTarget={PANEL_ID} aria-label={routes.search.label} className={`flex size-12 items-center justify-center text-brand-900 lg:hidden ${className}`}>
      <Icon name="search" className="size-6" />
    </button>
  );
}

/** The panel the button opens: a full-width bar under the header (the popover's own box is placed by the browser, hence each edge here). */
export function HeaderSearchPanel() {
  return (
    <div id={PANEL_ID} popover="auto" className="top-14 bottom-auto m-0 w-full border-0 border-b border-brand-100 p-3 shadow-md md:top-[6.75rem]">
      <div className="mx-auto flex max-w-3xl gap-2">
        <SearchForm id="site-search-panel-q" variant="header" autoFocus className="flex-1" />
        <button type="button" popoverTarget={PANEL_ID} popoverTargetAction="hide" aria-label="検索を閉じる" className="flex size-11 items-center justify-center text-brand-900">
          <Icon name="close" className="size-6" />
        </button>
      </div>
    </div>
  );
}
