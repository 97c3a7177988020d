'use client';

import { useRouter } from 'next/navigation';
import { useCallback, useEffect, useRef } from 'react';
import { useConfirm } from './confirm';

/*
 * No lost edits: while a form of the screen has unsaved changes, leaving asks first, whichever
 * way the editor leaves. One guard serves every form of the admin (an article's form and its
 * block form may both be dirty): each form registers while it is dirty.
 * - Closing or reloading the tab: the browser's own prompt (beforeunload).
 * - A link in the admin (the menu, 一覧に戻る, a row of a list): clicks on same-site links are
 *   caught before Next's <Link> sees them (a listener in the capture phase on the document) and
 *   followed only once the editor agrees.
 * - The browser's back button: an extra history entry for the same address is pushed while a
 *   form is dirty (Next keeps its own state in it); going back lands on the form's own entry,
 *   where the editor is asked, then either goes on back or stays (the extra entry is pushed
 *   again). After a save that entry is passed over at the next back.
 */

const LEAVE_PROMPT = {
  title: '保存していない変更があります',
  message: 'このページを離れると、保存していない変更は失われます。',
  confirmLabel: '変更を破棄して移動',
  cancelLabel: '編集を続ける',
};

type Ask = () => Promise<boolean>;
type Go = (href: string) => void;

const guard = {
  /** The forms with unsaved changes, each with what to do when its changes are thrown away. */
  dirty: new Map<object, () => void>(),
  /** Whether the guard's extra history entry is the current one. */
  entry: false,
  installed: false,
  ask: null as Ask | null,
  go: null as Go | null,
};

function pushEntry(): void {
  window.history.pushState(null, '', window.location.href);
  guard.entry = true;
}

function sameSiteLink(event: MouseEvent): HTMLAnchorElement | null {
  if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return null;
  const anchor = (event.target as Element | null)?.closest?.('a[href]');
  if (!(anchor instanceof HTMLAnchorElement)) return null;
  if ((anchor.target && anchor.target !== '_self') || anchor.hasAttribute('download')) return null;
  const url = new URL(anchor.href, window.location.href);
  if (url.origin !== window.location.origin) return null;
  // A link within the page (#preview) leaves nothing.
  if (url.pathname === window.location.pathname && url.search === window.location.search && url.hash) return null;
  return anchor;
}

/** The editor chose to leave: the unsaved changes are thrown away (their draft copies too). */
function discardAll(): void {
  for (const discard of guard.dirty.values()) discard();
  guard.dirty.clear();
}

/** Leaves without asking again: to `href`, replacing the guard's entry so back returns to the form once. */
function leaveTo(href: string, router: { push: Go; replace: Go }): void {
  guard.dirty.clear();
  if (guard.entry) {
    guard.entry = false;
    router.replace(href);
  } else {
    router.push(href);
  }
}

function install(): void {
  if (guard.installed) return;
  guard.installed = true;
  window.addEventListener('beforeunload', (event) => {
    if (guard.dirty.size > 0) event.preventDefault();
  });
  document.addEventListener(
    'click',
    (event) => {
      if (guard.dirty.size === 0) return;
      const anchor = sameSiteLink(event);
      if (!anchor) return;
      event.preventDefault();
      event.stopImmediatePropagation();
      const href = anchor.getAttribute('href') ?? '/admin';
      void guard.ask?.().then((ok) => {
        if (!ok) return;
        discardAll();
        guard.go?.(href);
      });
    },
    true,
  );
  window.addEventListener('popstate', () => {
    if (!guard.entry) return;
    // Back from the guard's entry to the form's own.
    guard.entry = false;
    if (guard.dirty.size === 0) {
      window.history.back();
      return;
    }
    void guard.ask?.().then((ok) => {
      if (ok) {
        discardAll();
        window.history.back();
      } else {
        pushEntry();
      }
    });
  });
}

export interface LeaveGuard {
  /** Leaves to `href` without asking (after a save or a delete). */
  leave: (href: string) => void;
}

/**
 * Registers a form's unsaved changes with the admin's one leave guard; `onDiscard` runs when the
 * editor leaves them behind.
 */
export function useLeaveGuard(dirty: boolean, onDiscard: () => void = () => undefined): LeaveGuard {
  const router = useRouter();
  const confirm = useConfirm();
  const token = useRef({});

  useEffect(() => {
    install();
    guard.ask = () => confirm(LEAVE_PROMPT);
    guard.go = (href) => leaveTo(href, router);
  }, [confirm, router]);

  useEffect(() => {
    if (!dirty) return;
    const self = token.current;
    guard.dirty.set(self, onDiscard);
    if (!guard.entry) pushEntry();
    return () => {
      guard.dirty.delete(self);
    };
  }, [dirty, onDiscard]);

  const leave = useCallback((href: string) => leaveTo(href, router), [router]);
  return { leave };
}
