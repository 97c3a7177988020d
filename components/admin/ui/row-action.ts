'use client';

import { useState } from 'react';
import { toSaveError } from '../live';
import { type ConfirmRequest, useConfirm } from './confirm';
import { useToast } from './toast';

/**
 * The actions on a list's rows (restore, disable, resend…): asked first when there is a
 * question, then run; a toast says what was done, and `message` (the list's alert) why not.
 */
export function useRowAction() {
  const confirm = useConfirm();
  const toast = useToast();
  const [message, setMessage] = useState<string | null>(null);
  /** Resolves to whether the action ran and succeeded. */
  const run = async (action: () => Promise<string>, question?: ConfirmRequest): Promise<boolean> => {
    if (question && !(await confirm(question))) return false;
    setMessage(null);
    try {
      toast(await action());
      return true;
    } catch (failure) {
      setMessage(toSaveError(failure).message);
      return false;
    }
  };
  return { message, run };
}
