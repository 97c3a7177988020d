'use client';

import { type FocusEvent, type MouseEvent, useEffect, useId, useRef, useState } from 'react';
import type { NavItem } from './nav-items';
import { NavLink } from './nav-link';
import { SocialLinks } from './social-links';
import { Icon } from '@/components/ui/icon';

/**
 * The burger button of the mobile header and the menu panel it discloses. The panel's links are
 * made when it opens, from the lists the header passes: a page's HTML and RSC payload carry the
 * short lists, not the menu's markup. The menu closes when a link in it is chosen,
 * on Escape (focus returns to the button), when focus moves out of it, and when the window
 * grows past the mobile breakpoint.
 */
export function MobileMenu({ primary, secondary }: { primary: readonly NavItem[]; secondary: readonly NavItem[] }) {
  const [open, setOpen] = useState(false);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const panelId = useId();

  useEffect(() => {
    if (!open) return;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      setOpen(false);
      buttonRef.current?.focus();
    };
    const wide = window.matchMedia('(min-width: 48rem)');
    const onWide = () => {
      if (wide.matches) setOpen(false);
    };
    // The panel covers the page: keep the page behind it from scrolling.
    const root = document.documentElement;
    const overflow = root.style.overflow;
    root.style.overflow = 'hidden';
    document.addEventListener('keydown', onKeyDown);
    wide.addEventListener('change', onWide);
    return () => {
      root.style.overflow = overflow;
      document.removeEventListener('keydown', onKeyDown);
      wide.removeEventListener('change', onWide);
    };
  }, [open]);

  const closeOnLink = (event: MouseEvent<HTMLDivElement>) => {
    if (event.target instanceof Element && event.target.closest('a')) setOpen(false);
  };
  const closeOnFocusOut = (event: FocusEvent<HTMLDivElement>) => {
    if (event.relatedTarget instanceof Node && !event.currentTarget.contains(event.relatedTarget)) setOpen(false);
  };

  return (
    <div className="md:hidden" onBlur={closeOnFocusOut}>
      <button
        ref={buttonRef}
        type="button"
        aria-expanded={open}
        aria-controls={panelId}
        aria-label={open ? 'メニューを閉じる' : 'メニューを開く'}
        onClick={() => setOpen((value) => !value)}
        className="-mr-2 flex size-12 items-center justify-center rounded-md text-brand-900"
      >
        <Icon name={open ? 'close' : 'menu'} className="size-7" />
      </button>
      <div
        id={panelId}
        hidden={!open}
        onClick={closeOnLink}
        className="fixed inset-x-0 top-14 bottom-0 z-50 overflow-y-auto overscroll-contain border-t border-brand-100 bg-white opacity-100 transition-opacity duration-200 motion-reduce:transition-none starting:opacity-0"
      >
        {open ? <MenuLinks primary={primary} secondary={secondary} /> : null}
      </div>
    </div>
  );
}

function MenuLinks({ primary, secondary }: { primary: readonly NavItem[]; secondary: readonly NavItem[] }) {
  return (
    <>
      <nav aria-label="メインメニュー">
        <ul className="divide-y divide-brand-100 border-b border-brand-100">
          {primary.map((item) => (
            <li key={item.href}>
              <NavLink href={item.href} className="menu-link">
                <span>{item.label}</span>
                <span aria-hidden="true" className="menu-link-en">
                  {item.en}
                </span>
              </NavLink>
            </li>
          ))}
        </ul>
        <ul className="grid grid-cols-2 gap-x-4 gap-y-1 px-3 py-4 text-xs">
          {secondary.map((item) => (
            <li key={item.href}>
              <NavLink href={item.href} className="menu-sub-link">
                {item.label}
              </NavLink>
            </li>
          ))}
        </ul>
      </nav>
      <div className="border-t border-brand-100 px-5 pt-4 pb-10">
        <p className="text-xs font-bold tracking-wider text-brand-700">公式SNS</p>
        <SocialLinks className="mt-3" />
      </div>
    </>
  );
}
