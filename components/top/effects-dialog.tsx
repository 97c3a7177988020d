'use client';

import { Image } from '@/components/ui/image';
import Link from 'next/link';
import { type KeyboardEvent, type MouseEvent, type ReactNode, useEffect, useId, useRef, useState } from 'react';
import { flushSync } from 'react-dom';
import { EFFECT_GROUPS, effectHref } from '@/lib/site/top/effects';
import { Icon } from '@/components/ui/icon';

/*
 * The dialog's tabs: each goal and its two effects, with their links into the /effect page. The
 * copy comes with this script rather than as props, which would put it in every top page's RSC
 * payload although it shows only when a visitor opens the dialog.
 */
const groups = EFFECT_GROUPS.map((group) => ({
  ...group,
  effects: group.effects.map((effect) => ({ ...effect, href: effectHref(effect.anchor) })),
}));

interface EffectsDialogProps {
  /** Shown between the small-screen button and the main button (the goal cards). */
  children: ReactNode;
  /** Shown beside the main button (the MORE link). */
  more: ReactNode;
}

const DIALOG_TITLE = '目的別トレーニング';

/**
 * The buttons that open the effects dialog, and the dialog: a native modal <dialog> (focus stays
 * inside, Esc closes, focus goes back to the button) with the three goals as ARIA tabs.
 */
export function EffectsDialog({ children, more }: EffectsDialogProps) {
  const dialogRef = useRef<HTMLDialogElement>(null);
  const openerRef = useRef<HTMLElement | null>(null);
  const tabRefs = useRef<(HTMLButtonElement | null)[]>([]);
  const restoreOverflow = useRef<string | null>(null);
  const [current, setCurrent] = useState(0);
  // The dialog's content is made the first time it opens: until then it is not in the page's HTML.
  const [opened, setOpened] = useState(false);
  const baseId = useId();

  const unlockScroll = () => {
    if (restoreOverflow.current === null) return;
    document.documentElement.style.overflow = restoreOverflow.current;
    restoreOverflow.current = null;
  };

  useEffect(() => unlockScroll, []);

  const open = (event: MouseEvent<HTMLButtonElement>) => {
    openerRef.current = event.currentTarget;
    // Rendered now, so showModal() finds the content to focus.
    flushSync(() => {
      setOpened(true);
      setCurrent(0);
    });
    restoreOverflow.current = document.documentElement.style.overflow;
    document.documentElement.style.overflow = 'hidden';
    dialogRef.current?.showModal();
  };

  const close = () => dialogRef.current?.close();

  const onClosed = () => {
    unlockScroll();
    openerRef.current?.focus();
  };

  // A click on the backdrop lands on the <dialog> itself; the content fills the box.
  const onDialogClick = (event: MouseEvent<HTMLDialogElement>) => {
    if (event.target === event.currentTarget) close();
  };

  const select = (index: number) => {
    const next = (index + groups.length) % groups.length;
    setCurrent(next);
    tabRefs.current[next]?.focus();
  };

  const onTabKeyDown = (event: KeyboardEvent<HTMLButtonElement>) => {
    const moves: Record<string, number> = {
      ArrowRight: current + 1,
      ArrowDown: current + 1,
      ArrowLeft: current - 1,
      ArrowUp: current - 1,
      Home: 0,
      End: groups.length - 1,
    };
    const target = moves[event.key];
    if (target === undefined) return;
    event.preventDefault();
    select(target);
  };

  return (
    <>
      <div className="mt-8 md:hidden">
        <button
          type="button"
          onClick={open}
          className="flex w-full items-center justify-between gap-4 rounded-xl bg-brand-900 px-5 py-4 text-left text-white shadow-md"
        >
          <span>
            <span className="block text-lg font-bold">{DIALOG_TITLE}</span>
            <span className="mt-1 block text-xs text-brand-100">ダイエット・筋力アップ・健康づくりなど、目的から選ぶ</span>
          </span>
          <PlusIcon />
        </button>
      </div>

      {children}

      <div className="mt-10 flex flex-col items-center justify-center gap-4 sm:flex-row">
        <button
          type="button"
          onClick={open}
          className="inline-flex min-h-12 w-full max-w-xs items-center justify-center gap-2 rounded-full border-2 border-brand-900 bg-white px-8 font-bold text-brand-900 transition-colors hover:bg-brand-100 sm:w-auto"
        >
          3つの目的から効果を見る
        </button>
        {more}
      </div>

      <dialog
        ref={dialogRef}
        aria-labelledby={`${baseId}-title`}
        onClose={onClosed}
        onClick={onDialogClick}
        className="m-auto max-h-[calc(100dvh-1.5rem)] w-[min(64rem,calc(100vw-1.5rem))] max-w-none overflow-y-auto overscroll-contain rounded-2xl bg-paper p-0 text-brand-950 shadow-2xl backdrop:bg-brand-950/70"
      >
        {opened ? (
          <div className="relative">
            <div className="sticky top-0 z-10 flex items-center justify-between gap-4 border-b border-brand-100 bg-paper/95 px-4 py-3 sm:px-8">
              <h2 id={`${baseId}-title`} className="text-lg font-bold sm:text-xl">
                {DIALOG_TITLE}
              </h2>
              <button
                type="button"
                onClick={close}
                aria-label="閉じる"
                className="inline-flex size-11 shrink-0 items-center justify-center rounded-full text-brand-900 hover:bg-brand-100"
              >
                <svg aria-hidden="true" viewBox="0 0 24 24" className="size-6" fill="none" stroke="currentColor" strokeWidth="2.2" strokeLinecap="round">
                  <path d="M6 6l12 12M18 6L6 18" />
                </svg>
              </button>
            </div>

            <div className="px-4 pb-6 pt-4 sm:px-8 sm:pb-8">
              <div role="tablist" aria-label="目指す体" className="grid grid-cols-3 gap-2 sm:gap-3">
                {groups.map((group, index) => (
                  <button
                    key={group.title}
                    ref={(element) => {
                      tabRefs.current[index] = element;
                    }}
                    type="button"
                    role="tab"
                    id={`${baseId}-tab-${index}`}
                    aria-selected={index === current}
                    aria-controls={`${baseId}-panel-${index}`}
                    tabIndex={index === current ? 0 : -1}
                    onClick={() => select(index)}
                    onKeyDown={onTabKeyDown}
                    className={`rounded-lg border-2 px-2 py-3 text-xs font-bold leading-snug transition-colors sm:px-4 sm:text-base ${
                      index === current
                        ? 'border-brand-900 bg-brand-900 text-white shadow-[inset_0_-4px_0_var(--color-accent-500)]'
                        : 'border-brand-100 bg-white text-brand-900 hover:border-brand-700'
                    }`}
                  >
                    {group.title}
                  </button>
                ))}
              </div>

              {groups.map((group, index) => (
                <div
                  key={group.title}
                  role="tabpanel"
                  id={`${baseId}-panel-${index}`}
                  aria-labelledby={`${baseId}-tab-${index}`}
                  hidden={index !== current}
                  tabIndex={0}
                  className="mt-6 rounded-lg"
                >
                  <p className="text-sm leading-relaxed sm:text-base">{group.lead}</p>
                  <ul className="mt-5 grid gap-5 md:grid-cols-2">
                    {group.effects.map((effect) => (
                      <li key={effect.key} className="flex flex-col overflow-hidden rounded-xl bg-white shadow-sm ring-1 ring-brand-100">
                        <Image
                          src={effect.image.src}
                          alt={effect.image.alt}
                          width={800}
                          height={600}
                          sizes="(min-width: 1024px) 464px, (min-width: 768px) 45vw, 92vw"
                          className="aspect-[4/3] w-full object-cover md:aspect-[16/9]"
                        />
                        <div className="flex flex-1 flex-col p-5">
                          <p lang="en" className="text-xs font-bold uppercase tracking-[0.15em] text-brand-700">
                            {effect.en}
                          </p>
                          <h3 className="mt-1 text-xl font-bold">{effect.ja}</h3>
                          <p className="mt-3 flex-1 text-sm leading-relaxed">{effect.text}</p>
                          <Link
                            href={effect.href}
                            onClick={close}
                            className="mt-4 inline-flex items-center gap-1 self-start font-bold text-brand-700 underline underline-offset-4 hover:no-underline"
                          >
                            {effect.ja}について詳しく見る
                            <span aria-hidden="true">→</span>
                          </Link>
                        </div>
                      </li>
                    ))}
                  </ul>
                </div>
              ))}

              <div className="mt-8 text-center">
                <button
                  type="button"
                  onClick={close}
                  className="inline-flex min-h-12 min-w-40 items-center justify-center rounded-full bg-brand-900 px-8 font-bold text-white hover:bg-brand-700"
                >
                  閉じる
                </button>
              </div>
            </div>
          </div>
        ) : null}
      </dialog>
    </>
  );
}

function PlusIcon() {
  return (
    <Icon name="plus-circle" className="size-7 shrink-0 text-accent-500" />
  );
}
