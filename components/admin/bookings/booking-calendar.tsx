'use client';

import { useQuery } from '@apollo/client/react';
import { useSearchParams } from 'next/navigation';
import { useId, useMemo } from 'react';
import { BOOKING_CALENDAR } from '@/graphql/booking-documents';
import { japanDateTime } from '@/lib/core/booking/shared';
import { japanToday } from '@/lib/core/time/japan';
import { useAdminUser } from '../admin-app';
import { sectionLabel } from '../nav';
import { storeLabel, useStores } from '../store-content/stores';
import { DateRangeExport } from '../ui/date-range-export';
import { PageHeader } from '../ui/page-header';
import { button, card, control, errorBox } from '../ui/styles';
import { useUrlParams } from '../ui/url-filters';
import { type CalendarView, rangeOf, readPlace, stepped } from './calendar-params';
import { DayView } from './day-view';
import { BOOKINGS_HREF } from './labels';
import { PileUps } from './pile-ups';
import { SettingsForm } from './settings-form';
import { WeekView } from './week-view';

/** Every minute the front desk's screen reads the day again: bookings come in from the site meanwhile. */
const REFRESH_MS = 60_000;

/** The staff's day and week of trial bookings per store, its place (store, view, day) kept in the URL. */
export function BookingCalendar() {
  const params = useSearchParams();
  const place = useMemo(() => readPlace(new URLSearchParams(params.toString())), [params]);
  const url = useUrlParams();
  const { user } = useAdminUser();
  const all = useStores();
  const stores = user.role === 'staff' ? all.stores.filter((store) => user.storeIds.includes(store.id)) : all.stores;
  const storeId = place.storeId && stores.some((store) => store.id === place.storeId) ? place.storeId : stores.length === 1 ? stores[0]!.id : null;
  const ids = { store: useId(), date: useId() };
  const unit = place.view === 'day' ? '日' : '週';

  return (
    <>
      <PageHeader
        title={sectionLabel(BOOKINGS_HREF)}
        description="ネットから入った無料体験の予約です。来店・キャンセルの記録、日時の変更、枠のブロックができます。時刻はすべて日本時間です。"
      />
      <div role="group" aria-label="表示する店舗と日付" className="mb-4 flex flex-wrap items-end gap-3">
        <div className="w-full sm:w-64">
          <label htmlFor={ids.store} className="block text-sm font-bold text-slate-900">
            店舗
          </label>
          <select id={ids.store} value={storeId ?? ''} onChange={(event) => url.set('store', event.target.value || null)} className={control}>
            <option value="">{all.loading ? '読み込み中…' : '店舗を選んでください'}</option>
            {stores.map((store) => (
              <option key={store.id} value={store.id}>
                {storeLabel(store)}
              </option>
            ))}
          </select>
        </div>
        <div role="group" aria-label="表示" className="flex">
          {(['day', 'week'] as const satisfies readonly CalendarView[]).map((view) => (
            <button
              key={view}
              type="button"
              aria-pressed={place.view === view}
              onClick={() => url.set('view', view === 'day' ? null : view)}
              className={`${place.view === view ? button.primary : button.secondary} ${view === 'day' ? 'rounded-r-none' : '-ml-px rounded-l-none'}`}
            >
              {view === 'day' ? '日' : '週'}
            </button>
          ))}
        </div>
        <div role="group" aria-label="日付の移動" className="flex flex-wrap items-end gap-2">
          <button type="button" className={button.secondary} onClick={() => url.set('date', stepped(place, -1))}>
            ← 前の{unit}
          </button>
          <button type="button" className={button.secondary} onClick={() => url.set('date', null)} disabled={place.date === japanToday()}>
            今日
          </button>
          <button type="button" className={button.secondary} onClick={() => url.set('date', stepped(place, 1))}>
            次の{unit} →
          </button>
          <div>
            <label htmlFor={ids.date} className="block text-sm font-bold text-slate-900">
              日付
            </label>
            <input id={ids.date} type="date" value={place.date} onChange={(event) => event.target.value && url.set('date', event.target.value)} className={`${control} w-44`} />
          </div>
        </div>
      </div>
      {all.error ? (
        <p role="alert" className={errorBox}>
          店舗を読み込めませんでした。{all.error}
        </p>
      ) : storeId ? (
        <StoreCalendar key={storeId} storeId={storeId} view={place.view} date={place.date} dayHref={(date) => `${BOOKINGS_HREF}?${new URLSearchParams({ store: storeId, date })}`} />
      ) : all.loading ? (
        <p role="status">読み込み中…</p>
      ) : (
        <p className="text-slate-700">{stores.length === 0 ? '担当する店舗がありません。' : '店舗を選ぶと、その店舗の予約が表示されます。'}</p>
      )}
    </>
  );
}

function StoreCalendar({ storeId, view, date, dayHref }: { storeId: string; view: CalendarView; date: string; dayHref: (date: string) => string }) {
  const range = rangeOf({ view, date });
  const { data, previousData, loading, error, refetch } = useQuery(BOOKING_CALENDAR, {
    variables: { storeId, ...range },
    fetchPolicy: 'cache-and-network',
    pollInterval: REFRESH_MS,
  });
  const shown = data ?? previousData;
  const calendar = shown?.bookingCalendar;
  const settings = shown?.bookingSettings;

  return (
    <>
      <PileUps storeId={storeId} refresh={refetch} />
      {error ? (
        <p role="alert" className={`${errorBox} mb-4`}>
          予約を読み込めませんでした。{error.message}
        </p>
      ) : null}
      {!shown || !calendar ? (
        loading ? (
          <p role="status">読み込み中…</p>
        ) : null
      ) : view === 'day' ? (
        <DayView
          storeId={storeId}
          date={range.from}
          day={calendar.days.find((day) => day.date === range.from)}
          capacity={calendar.capacity}
          bookings={shown.listBookings.filter((booking) => japanDateTime(booking.startsAt).date === range.from)}
          blocks={shown.listBookingBlocks.filter((block) => block.date === range.from)}
          refresh={refetch}
        />
      ) : (
        <WeekView from={range.from} to={range.to} days={calendar.days} bookings={shown.listBookings} blocks={shown.listBookingBlocks} dayHref={dayHref} />
      )}
      {settings ? <SettingsForm key={`${settings.storeId}:${settings.capacity}:${settings.enabled}:${settings.email}`} settings={settings} refresh={refetch} /> : null}
      <section aria-labelledby="booking-export" className={`${card} mt-6`}>
        <h2 id="booking-export" className="mb-3 text-lg font-bold">
          予約の書き出し
        </h2>
        <DateRangeExport
          key={`${storeId}:${range.from}:${range.to}`}
          fromLabel="予約日（開始）"
          toLabel="予約日（終了）"
          initial={range}
          problem={(days) => (days.from && days.to ? null : '開始日と終了日を選んでください。')}
          href={(days) => `/api/admin/bookings.csv?${new URLSearchParams({ store: storeId, ...days })}`}
        />
      </section>
    </>
  );
}
