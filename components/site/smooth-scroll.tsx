'use client';

import { usePathname } from 'next/navigation';
import { useEffect } from 'react';
import { findHashTarget, focusTarget, parseHash, samePageHashTarget, smoothScrollTo, waitForHashTarget } from '@/lib/ui/scroll';

function isPlainClick(event: MouseEvent): boolean {
  return event.button === 0 && !event.metaKey && !event.ctrlKey && !event.shiftKey && !event.altKey;
}

/**
 * The site's anchor behaviour, mounted once in the layout:
 * - a link with a hash for the current page scrolls smoothly to its target (the target's
 *   data-scroll-offset / data-scroll-duration, else 500 ms and offset 0), then the URL takes
 *   the hash without a jump;
 * - a hash link to another page navigates as usual, and on arrival (or on a first load with a
 *   hash) the page scrolls to the target with the target's settings;
 * - links without a hash are left to Next.js, which shows the new page from its top.
 */
export function SmoothScroll() {
  const pathname = usePathname();

  useEffect(() => {
    // Capture phase on window: runs before next/link's click handler, which then sees
    // defaultPrevented and does not navigate.
    const onClick = (event: MouseEvent) => {
      if (event.defaultPrevented || !isPlainClick(event) || !(event.target instanceof Element)) return;
      const anchor = event.target.closest('a[href]');
      if (!(anchor instanceof HTMLAnchorElement) || anchor.hasAttribute('download')) return;
      if (anchor.target !== '' && anchor.target !== '_self') return;
      const id = samePageHashTarget(anchor.href, window.location.href);
      const target = id === null ? null : findHashTarget(id);
      if (!target) return;
      event.preventDefault();
      const hash = new URL(anchor.href).hash;
      if (window.location.hash !== hash) window.history.pushState(null, '', hash);
      void smoothScrollTo(target).then(() => focusTarget(target));
    };
    window.addEventListener('click', onClick, { capture: true });
    return () => window.removeEventListener('click', onClick, { capture: true });
  }, []);

  useEffect(() => {
    const id = parseHash(window.location.hash);
    if (id === null) return;
    let active = true;
    void waitForHashTarget(id).then((target) => {
      if (active && target) void smoothScrollTo(target);
    });
    return () => {
      active = false;
    };
  }, [pathname]);

  return null;
}
