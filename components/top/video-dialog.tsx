'use client';

import { useEffect, useId, useRef } from 'react';

interface VideoDialogProps {
  title: string;
  embedUrl: string;
  /** Called once the dialog has closed (close button, Esc or a click outside); the caller unmounts it. */
  onClose: () => void;
}

/**
 * The popup player: a modal <dialog>, so the page behind is inert, focus stays inside and Esc
 * closes it. Closing unmounts the dialog and with it the player.
 */
export function VideoDialog({ title, embedUrl, onClose }: VideoDialogProps) {
  const dialog = useRef<HTMLDialogElement>(null);
  const titleId = useId();

  // No close() on cleanup: removing the element takes it out of the top layer, and a close
  // event from a cleanup would report a close the visitor never asked for.
  useEffect(() => {
    if (!dialog.current?.open) dialog.current?.showModal();
  }, []);

  return (
    <dialog
      ref={dialog}
      aria-labelledby={titleId}
      onClose={onClose}
      onClick={(event) => {
        if (event.target === event.currentTarget) event.currentTarget.close();
      }}
      className="m-auto w-[min(60rem,calc(100vw-2rem))] max-w-none bg-transparent p-0 text-white backdrop:bg-brand-950/85"
    >
      <div className="flex items-center justify-between gap-4 pb-3">
        <h2 id={titleId} className="text-base font-bold sm:text-lg">
          {title}
        </h2>
        <button
          type="button"
          onClick={() => dialog.current?.close()}
          className="inline-flex min-h-11 shrink-0 items-center gap-2 rounded-full border border-white/70 px-5 text-sm font-bold hover:bg-white hover:text-brand-950"
        >
          <svg aria-hidden="true" viewBox="0 0 16 16" className="size-3.5">
            <path d="M2 2l12 12M14 2L2 14" stroke="currentColor" strokeWidth="2.2" strokeLinecap="round" />
          </svg>
          閉じる
        </button>
      </div>
      <div className="relative aspect-video overflow-hidden rounded-xl bg-black">
        <iframe
          src={embedUrl}
          title={title}
          allow="autoplay; encrypted-media; picture-in-picture; fullscreen"
          allowFullScreen
          className="absolute inset-0 h-full w-full"
        />
      </div>
    </dialog>
  );
}
