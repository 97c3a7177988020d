'use client';

import { useEffect } from 'react';

/** Where the store a visitor last picked from the list is remembered (spec: the current store id). */
export const CURRENT_STORE_KEY = 'oz:currentStore';

/** Remembers the store whose link is clicked inside `containerId`; the links work without it. */
export function StoreListTracker({ containerId }: { containerId: string }) {
  useEffect(() => {
    const container = document.getElementById(containerId);
    if (!container) return;
    const onClick = (event: MouseEvent) => {
      const link = event.target instanceof Element ? event.target.closest<HTMLElement>('a[data-store-id]') : null;
      const storeId = link?.dataset.storeId;
      if (!storeId) return;
      try {
        sessionStorage.setItem(CURRENT_STORE_KEY, storeId);
      } catch {
        // Storage can be unavailable (private modes, quotas); the link still navigates.
      }
    };
    container.addEventListener('click', onClick);
    return () => container.removeEventListener('click', onClick);
  }, [containerId]);
  return null;
}
