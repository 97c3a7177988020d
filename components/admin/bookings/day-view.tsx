'use client';

import { useMutation } from '@apollo/client/react';
import { useId, useState } from 'react';
import { type Booking, type BookingBlock, BLOCK_BOOKING_SLOT, type CalendarDay, type CalendarSlot, UNBLOCK_BOOKING_SLOT } from '@/graphql/booking-documents';
import { japanDateTime } from '@/lib/core/booking/shared';
import { formatJapanDayLong } from '@/lib/core/time/japan';
import { badge } from '../enquiries/labels';
import { button, card, errorBox } from '../ui/styles';
import { BlockForm } from './block-form';
import { BookingCard } from './booking-card';
import { dayHours } from './day-kind';
import { holdsSeat } from './labels';
import { useCalendarAction } from './use-action';

interface DayViewProps {
  storeId: string;
  date: string;
  day: CalendarDay | undefined;
  capacity: number;
  bookings: Booking[];
  blocks: BookingBlock[];
  refresh: () => unknown;
}

/** One day of a store as the front desk works through it: each slot with its seats, its bookings and its block. */
export function DayView({ storeId, date, day, capacity, bookings, blocks, refresh }: DayViewProps) {
  const dayBlock = blocks.find((block) => block.slot === null);
  const slots = day?.slots ?? [];
  const slotTimes = new Set(slots.map((slot) => slot.time));
  const outside = bookings.filter((booking) => !slotTimes.has(japanDateTime(booking.startsAt).time));
  const active = bookings.filter((booking) => holdsSeat(booking.state)).length;
  const headingId = useId();

  return (
    <section aria-labelledby={headingId}>
      <div className="mb-3 flex flex-wrap items-baseline gap-x-3 gap-y-1">
        <h2 id={headingId} className="text-xl font-bold text-slate-900">
          {formatJapanDayLong(date)}
        </h2>
        <p className="text-sm text-slate-700">
          {day ? dayHours(day, Boolean(dayBlock)) : ''}・予約 {active}件
        </p>
      </div>
      <DayBlock storeId={storeId} date={date} block={dayBlock} refresh={refresh} />
      {slots.length > 0 ? (
        <ol aria-label="時間帯" className="mt-4 space-y-3">
          {slots.map((slot) => (
            <SlotRow
              key={slot.time}
              storeId={storeId}
              date={date}
              slot={slot}
              capacity={capacity}
              block={blocks.find((block) => block.slot === slot.time)}
              bookings={bookings.filter((booking) => japanDateTime(booking.startsAt).time === slot.time)}
              refresh={refresh}
            />
          ))}
        </ol>
      ) : (
        <p className="mt-4 text-sm text-slate-700">この日は予約枠がありません。</p>
      )}
      {outside.length > 0 ? (
        <section aria-label="枠の外の予約" className="mt-6">
          <h3 className="text-lg font-bold">枠の外の予約</h3>
          <p className="text-sm text-slate-700">休業やブロックの前に入った予約です。</p>
          <ul className="mt-2 space-y-2">
            {outside.map((booking) => (
              <li key={booking.id}>
                <BookingCard booking={booking} refresh={refresh} />
              </li>
            ))}
          </ul>
        </section>
      ) : null}
    </section>
  );
}

/**
 * What a slot's seats say: 空き 1 / 2, 満席, ブロック中. A trial lasts longer than a slot's step, so
 * a booking of the hour before or after also holds seats here: said, so a slot that shows fewer bookings
 * than its seats taken explains itself.
 */
function seatsText(slot: CalendarSlot, capacity: number, blocked: boolean, ownSeats: number): string {
  if (blocked) return 'ブロック中';
  if (slot.reason === 'blocked') return '隣の枠のブロックで受付停止';
  const overlapping = capacity - slot.free - ownSeats;
  if (slot.free === 0) return overlapping > 0 ? '満席（前後の時間の予約と重なっています）' : '満席';
  return `空き ${slot.free} / ${capacity}${overlapping > 0 ? `（前後の時間の予約が${overlapping}席使用中）` : ''}${slot.reason === 'too-soon' ? '（ネット受付終了）' : ''}`;
}

function SlotRow({ storeId, date, slot, capacity, block, bookings, refresh }: { storeId: string; date: string; slot: CalendarSlot; capacity: number; block: BookingBlock | undefined; bookings: Booking[]; refresh: () => unknown }) {
  const { run, error, busy } = useCalendarAction(refresh);
  const [blockSlot] = useMutation(BLOCK_BOOKING_SLOT);
  const [unblockSlot] = useMutation(UNBLOCK_BOOKING_SLOT);
  const [asking, setAsking] = useState(false);
  const label = `${formatJapanDayLong(date, { year: false })}${slot.time}`;
  const full = slot.reason !== 'blocked' && slot.free === 0;

  return (
    <li aria-label={`${slot.time}の枠`} className={`${card} !p-3 md:!p-4 ${block ? 'border-amber-300 bg-amber-50/60' : ''}`}>
      <div className="flex flex-wrap items-center gap-x-3 gap-y-2">
        <h3 className="text-lg font-bold tabular-nums text-slate-900">{slot.time}</h3>
        <span className={`${badge} ${block ? 'bg-amber-100 text-amber-900 ring-amber-700' : full ? 'bg-slate-200 text-slate-900 ring-slate-500' : 'bg-white text-slate-800 ring-slate-400'}`}>{seatsText(slot, capacity, Boolean(block), bookings.filter((booking) => holdsSeat(booking.state)).length)}</span>
        {block?.note ? <span className="text-sm text-slate-800">メモ：{block.note}</span> : null}
        <span className="ml-auto">
          {block ? (
            <button
              type="button"
              className={button.small}
              aria-label={`ブロック解除（${slot.time}）`}
              disabled={busy}
              onClick={() => void run(() => unblockSlot({ variables: { storeId, date, slot: slot.time } }), `${label}のブロックを解除しました。`)}
            >
              ブロック解除
            </button>
          ) : (
            <button type="button" className={button.small} aria-label={`ブロック（${slot.time}）`} disabled={busy} aria-expanded={asking} onClick={() => setAsking((open) => !open)}>
              ブロック
            </button>
          )}
        </span>
      </div>
      {asking && !block ? (
        <BlockForm
          label={`${slot.time}の枠をブロック`}
          onCancel={() => setAsking(false)}
          onBlock={async (note) => {
            if (await run(() => blockSlot({ variables: { storeId, date, slot: slot.time, note: note || null } }), `${label}の枠をブロックしました。`)) setAsking(false);
          }}
        />
      ) : null}
      {error ? (
        <p role="alert" className={`${errorBox} mt-2`}>
          {error}
        </p>
      ) : null}
      {bookings.length > 0 ? (
        <ul className="mt-3 space-y-2">
          {bookings.map((booking) => (
            <li key={booking.id}>
              <BookingCard booking={booking} refresh={refresh} />
            </li>
          ))}
        </ul>
      ) : null}
    </li>
  );
}

/** The whole day's block: closing the store for a day (研修, 設備点検…) or opening it again. */
function DayBlock({ storeId, date, block, refresh }: { storeId: string; date: string; block: BookingBlock | undefined; refresh: () => unknown }) {
  const { run, error, busy } = useCalendarAction(refresh);
  const [blockSlot] = useMutation(BLOCK_BOOKING_SLOT);
  const [unblockSlot] = useMutation(UNBLOCK_BOOKING_SLOT);
  const [asking, setAsking] = useState(false);
  const day = formatJapanDayLong(date, { year: false });
  return (
    <div className={block ? 'rounded-md border border-amber-300 bg-amber-50 p-3' : ''}>
      {block ? (
        <div className="flex flex-wrap items-center gap-2">
          <p className="text-sm font-bold text-amber-900">終日ブロック中{block.note ? `（${block.note}）` : ''}：この日はネット予約を受け付けず、店舗は休業と表示されます。</p>
          <button type="button" className={button.secondary} disabled={busy} onClick={() => void run(() => unblockSlot({ variables: { storeId, date, slot: null } }), `${day}の終日ブロックを解除しました。`)}>
            終日ブロックを解除
          </button>
        </div>
      ) : (
        <button type="button" className={button.secondary} disabled={busy} aria-expanded={asking} onClick={() => setAsking((open) => !open)}>
          この日を終日ブロック
        </button>
      )}
      {asking && !block ? (
        <BlockForm
          label="終日ブロック"
          onCancel={() => setAsking(false)}
          onBlock={async (note) => {
            if (await run(() => blockSlot({ variables: { storeId, date, slot: null, note: note || null } }), `${day}を終日ブロックしました。`)) setAsking(false);
          }}
        />
      ) : null}
      {error ? (
        <p role="alert" className={`${errorBox} mt-2`}>
          {error}
        </p>
      ) : null}
    </div>
  );
}
