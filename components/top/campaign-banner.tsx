'use client';

import Link from 'next/link';
import { useId, useState, useSyncExternalStore } from 'react';
import type { BannerCampaign } from '@/lib/core/content/campaigns';
import { yen } from '@/lib/core/facts';
import { ChevronDown } from '@/components/ui/chevron-down';

const CLOSED_KEY = 'oz:campaignBannerClosed';
const LIMIT = 3;

// Closing can only be switched on, and holds for the browser session.
let closedHere = false;
/** When this browser first showed the banner: the moment its campaigns are checked against. */
let shownAt: number | null = null;
const HIDDEN = -1;
const listeners = new Set<() => void>();

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}

function isClosed(): boolean {
  if (closedHere) return true;
  try {
    return sessionStorage.getItem(CLOSED_KEY) === '1';
  } catch {
    return false;
  }
}

/** HIDDEN once closed, else the time to check the campaigns' ends against. */
function readState(): number {
  if (isClosed()) return HIDDEN;
  shownAt ??= Date.now();
  return shownAt;
}

function closeForSession() {
  closedHere = true;
  try {
    sessionStorage.setItem(CLOSED_KEY, '1');
  } catch {
    // Without storage the banner stays closed until the page is left.
  }
  listeners.forEach((listener) => listener());
}

/**
 * The floating banner of running campaigns. It renders in the browser only: there it knows
 * whether the visitor closed it in this session, and today's date, so a prerendered page never
 * shows a campaign that has ended since it was built.
 */
export function CampaignBanner({ campaigns }: { campaigns: readonly BannerCampaign[] }) {
  const state = useSyncExternalStore(subscribe, readState, () => HIDDEN);
  const [expanded, setExpanded] = useState(() => typeof window === 'undefined' || window.matchMedia('(min-width: 768px)').matches);
  const listId = useId();

  if (state === HIDDEN) return null;
  const visible = campaigns.filter((campaign) => campaign.hiddenFrom === null || state < campaign.hiddenFrom).slice(0, LIMIT);
  if (visible.length === 0) return null;

  return (
    <aside
      aria-label="開催中のキャンペーン"
      className="fixed bottom-[calc(var(--shell-bottom-bar,0px)+0.75rem)] left-3 z-30 w-[min(19rem,calc(100vw-6.5rem))] overflow-hidden rounded-xl bg-brand-950 text-white shadow-2xl ring-1 ring-white/15"
    >
      <div className="flex items-stretch">
        <button
          type="button"
          aria-expanded={expanded}
          aria-controls={listId}
          onClick={() => setExpanded((value) => !value)}
          className="flex min-h-11 min-w-0 flex-1 items-center gap-2 px-3 text-left"
        >
          <span className="min-w-0">
            <span lang="en" className="block text-[10px] font-bold tracking-[0.2em] text-accent-500">
              CAMPAIGN
            </span>
            <span className="block truncate text-sm font-bold">{visible.length}店舗で実施中</span>
          </span>
          <ChevronDown className={`ml-auto size-5 shrink-0 transition-transform motion-reduce:transition-none ${expanded ? '' : 'rotate-180'}`} />
        </button>
        <button
          type="button"
          onClick={closeForSession}
          className="min-h-11 shrink-0 border-l border-white/15 px-3 text-xs font-bold tracking-widest hover:bg-white/10"
        >
          CLOSE<span className="sr-only">（キャンペーンのお知らせを閉じる）</span>
        </button>
      </div>
      <ul id={listId} hidden={!expanded} className="space-y-2 border-t border-white/15 p-2">
        {visible.map((campaign) => (
          <li key={campaign.id}>
            <Link
              href={campaign.href}
              className="flex items-center justify-between gap-2 rounded-lg bg-white px-3 py-2 text-brand-950 hover:bg-brand-100"
            >
              <span className="min-w-0">
                <span className="block font-bold">{campaign.storeName}</span>
                {campaign.value !== null && <span className="block text-xs">月会費 {yen(campaign.value)}</span>}
              </span>
              <span aria-hidden="true" className="shrink-0 text-accent-600">
                →
              </span>
            </Link>
          </li>
        ))}
      </ul>
    </aside>
  );
}
