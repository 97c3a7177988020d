import { ChevronDown } from '@/components/ui/chevron-down';

export interface MeritNavItem {
  /** The id of the section on this page the button scrolls to. */
  id: string;
  label: string;
  /** A small line above the label (メリット1…). */
  kicker?: string;
}

const COLUMNS: Record<number, string> = {
  3: 'md:grid-cols-3',
  5: 'grid-cols-2 md:grid-cols-3 lg:grid-cols-5',
};

/**
 * Buttons that jump to sections of this page. They are plain in-page links: the site's smooth
 * scroll (components/site/smooth-scroll.tsx) animates them with the target's data-scroll-*
 * settings and updates the URL hash, and they still work without JavaScript.
 */
export function MeritNav({ items, label }: { items: readonly MeritNavItem[]; label: string }) {
  return (
    <nav aria-label={label}>
      <ul className={`grid gap-3 ${COLUMNS[items.length] ?? 'grid-cols-2 md:grid-cols-3'}`}>
        {items.map((item) => (
          <li key={item.id} className={items.length > 3 ? 'max-md:last:odd:col-span-2' : undefined}>
            <a
              href={`#${item.id}`}
              className="group flex h-full min-h-14 items-center justify-between gap-2 rounded-xl bg-brand-900 px-3 py-3 text-white shadow-sm transition-colors hover:bg-brand-700 sm:gap-3 sm:px-5"
            >
              <span className="min-w-0">
                {item.kicker && <span className="block text-xs font-bold text-accent-500">{item.kicker}</span>}
                <span className="block text-[13px] leading-snug font-bold [word-break:auto-phrase] min-[400px]:text-sm sm:text-base">{item.label}</span>
              </span>
              <ChevronDown className={`size-4 shrink-0 sm:size-5 ${items.length > 3 ? 'max-sm:hidden' : ''} transition-transform group-hover:translate-y-0.5 motion-reduce:transition-none`} />
            </a>
          </li>
        ))}
      </ul>
    </nav>
  );
}
