'use client';

import { useSyncExternalStore } from 'react';
import { SCROLL_TOP_THRESHOLD, smoothScrollTo } from '@/lib/ui/scroll';
import { Icon } from '@/components/ui/icon';

function subscribe(onChange: () => void): () => void {
  window.addEventListener('scroll', onChange, { passive: true });
  return () => window.removeEventListener('scroll', onChange);
}
const scrolledDown = () => window.scrollY > SCROLL_TOP_THRESHOLD;
const atTopOnServer = () => false;

/**
 * Back to the top of the page, shown once the page is scrolled beyond 100 px. It sits above
 * the contact bar (phones) or the contact pill (tablets), and below the contact tab (wide screens).
 */
export function ScrollTop() {
  const visible = useSyncExternalStore(subscribe, scrolledDown, atTopOnServer);

  const toTop = async () => {
    await smoothScrollTo(0);
    // Keyboard users continue from the start of the page; the control itself disappears.
    document.querySelector<HTMLElement>('[data-skip-link]')?.focus({ preventScroll: true });
  };

  return (
    <button
      type="button"
      onClick={toTop}
      aria-label="ページの先頭へ戻る"
      className={`fixed right-3 bottom-[calc(var(--shell-bottom-bar)+0.75rem)] z-30 print:hidden flex size-12 items-center justify-center rounded-full bg-brand-900 text-white shadow-lg ring-2 ring-white transition-[opacity,visibility,translate] duration-300 hover:bg-brand-700 motion-reduce:transition-none md:right-6 md:bottom-24 xl:bottom-6 ${
        visible ? 'visible translate-y-0 opacity-100' : 'invisible translate-y-2 opacity-0'
      }`}
    >
      <Icon name="chevron-up" className="size-6" />
    </button>
  );
}
