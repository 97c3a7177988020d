'use client';

import { createContext, type ReactNode, useCallback, useContext, useEffect, useId, useRef, useState } from 'react';
import { button } from './styles';

export interface ConfirmRequest {
  title: string;
  message: ReactNode;
  confirmLabel?: string;
  /** The other button's text (キャンセル). */
  cancelLabel?: string;
  danger?: boolean;
}

type Confirm = (request: ConfirmRequest) => Promise<boolean>;

const ConfirmContext = createContext<Confirm>(async () => false);

/**
 * One modal confirmation for the whole admin (削除しますか？). A native <dialog> opened as a
 * modal keeps focus inside, closes on Esc and returns focus to the button that opened it.
 */
export function ConfirmProvider({ children }: { children: ReactNode }) {
  const dialog = useRef<HTMLDialogElement>(null);
  const [request, setRequest] = useState<ConfirmRequest | null>(null);
  const resolver = useRef<((value: boolean) => void) | null>(null);
  const titleId = useId();
  const messageId = useId();

  const confirm = useCallback<Confirm>((next) => {
    resolver.current?.(false);
    setRequest(next);
    return new Promise<boolean>((resolve) => {
      resolver.current = resolve;
    });
  }, []);

  useEffect(() => {
    if (request && !dialog.current?.open) dialog.current?.showModal();
  }, [request]);

  const settle = (value: boolean) => {
    resolver.current?.(value);
    resolver.current = null;
    dialog.current?.close();
    setRequest(null);
  };

  return (
    <ConfirmContext.Provider value={confirm}>
      {children}
      <dialog
        ref={dialog}
        aria-labelledby={titleId}
        aria-describedby={messageId}
        onClose={() => {
          if (resolver.current) settle(false);
        }}
        className="m-auto w-[min(28rem,calc(100vw-2rem))] rounded-lg p-6 shadow-xl backdrop:bg-slate-900/50"
      >
        {request ? (
          <>
            <h2 id={titleId} className="text-lg font-bold text-slate-900">
              {request.title}
            </h2>
            <div id={messageId} className="mt-3 text-sm leading-relaxed text-slate-700">
              {request.message}
            </div>
            <div className="mt-6 flex justify-end gap-3">
              <button type="button" className={button.secondary} onClick={() => settle(false)} autoFocus>
                {request.cancelLabel ?? 'キャンセル'}
              </button>
              <button type="button" className={request.danger === false ? button.primary : button.danger} onClick={() => settle(true)}>
                {request.confirmLabel ?? '削除する'}
              </button>
            </div>
          </>
        ) : null}
      </dialog>
    </ConfirmContext.Provider>
  );
}

export function useConfirm(): Confirm {
  return useContext(ConfirmContext);
}
