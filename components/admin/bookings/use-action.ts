'use client';

import { useCallback, useState } from 'react';
import { toSaveError } from '../live';
import { useToast } from '../ui/toast';

/**
 * One of the calendar's changes: while it runs, its buttons wait; done, a toast says so and the
 * calendar reads the day again; refused, the API's own message is shown beside it.
 */
export function useCalendarAction(refresh: () => unknown) {
  const toast = useToast();
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const run = useCallback(
    async (work: () => Promise<unknown>, done: string): Promise<boolean> => {
      setError(null);
      setBusy(true);
      try {
        await work();
        toast(done);
        await refresh();
        return true;
      } catch (failure) {
        setError(toSaveError(failure).message);
        return false;
      } finally {
        setBusy(false);
      }
    },
    [refresh, toast],
  );
  return { run, error, busy, clearError: () => setError(null) };
}
