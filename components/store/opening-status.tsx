'use client';

import { useSyncExternalStore } from 'react';
import { type OpeningCalendar, statusText, storeStatus } from '@/lib/core/time/store-hours';

/*
 * 営業中 / 本日の営業は終了 / 本日休業, told by the visitor's browser from the calendar the page
 * embeds, in Japan time. The server and the first (hydrating) render show an empty line of the
 * badge's height, so the HTML never disagrees with the browser and nothing moves when it fills;
 * it is told again at each minute, when the tab comes back, and so after midnight without a reload.
 */

const MINUTE_MS = 60_000;

/** One timer for every badge of the page, at each minute's start. */
function subscribe(onChange: () => void): () => void {
  let timer: ReturnType<typeof setTimeout>;
  const tick = () => {
    onChange();
    timer = setTimeout(tick, MINUTE_MS - (Date.now() % MINUTE_MS));
  };
  timer = setTimeout(tick, MINUTE_MS - (Date.now() % MINUTE_MS));
  document.addEventListener('visibilitychange', onChange);
  return () => {
    clearTimeout(timer);
    document.removeEventListener('visibilitychange', onChange);
  };
}

const currentMinute = () => Math.floor(Date.now() / MINUTE_MS) * MINUTE_MS;
const noMinute = () => null;

interface OpeningStatusProps {
  calendar: OpeningCalendar;
  closedDates?: readonly string[];
  /**
   * `stacked` puts the detail under the badge, in a line kept for it from the start: a narrow
   * column (a store card) would otherwise break the line in two only when the badge fills in.
   */
  layout?: 'inline' | 'stacked';
  className?: string;
}

export function OpeningStatus({ calendar, closedDates, layout = 'inline', className = '' }: OpeningStatusProps) {
  const minute = useSyncExternalStore(subscribe, currentMinute, noMinute);
  const status = minute === null ? null : storeStatus(new Date(minute), calendar, closedDates);
  const text = status && statusText(status);
  return (
    <p className={`flex text-sm ${layout === 'stacked' ? 'min-h-11 flex-col items-start' : 'min-h-7 flex-wrap items-center gap-x-2'} ${className}`}>
      {text && (
        <>
          <span
            className={`inline-flex items-center gap-1.5 rounded-full px-2.5 py-0.5 font-bold ${text.open ? 'bg-emerald-50 text-emerald-800 ring-1 ring-emerald-700/30' : 'bg-slate-100 text-slate-800'}`}
          >
            <span aria-hidden="true" className={`size-2 rounded-full ${text.open ? 'bg-emerald-600' : 'bg-slate-500'}`} />
            {text.label}
          </span>
          {text.detail && <span className="text-brand-700">{text.detail}</span>}
        </>
      )}
    </p>
  );
}
