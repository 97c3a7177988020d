'use client';

import { useSyncExternalStore } from 'react';
import { REDUCED_MOTION_QUERY } from '@/lib/ui/motion';

/** Whether `query` matches, kept up to date; `serverValue` while rendering on the server and hydrating. */
export function useMediaQuery(query: string, serverValue: boolean): boolean {
  return useSyncExternalStore(
    (onChange) => {
      const list = window.matchMedia(query);
      list.addEventListener('change', onChange);
      return () => list.removeEventListener('change', onChange);
    },
    () => window.matchMedia(query).matches,
    () => serverValue,
  );
}

export function usePrefersReducedMotion(): boolean {
  return useMediaQuery(REDUCED_MOTION_QUERY, false);
}
