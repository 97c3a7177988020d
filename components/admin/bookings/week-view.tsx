'use client';

import Link from 'next/link';
import { useId } from 'react';
import type { Booking, BookingBlock, CalendarDay } from '@/graphql/booking-documents';
import { japanDateTime } from '@/lib/core/booking/shared';
import { formatJapanDayLong, japanToday } from '@/lib/core/time/japan';
import { link } from '../ui/styles';
import { dayHours } from './day-kind';
import { holdsSeat } from './labels';

interface WeekViewProps {
  from: string;
  to: string;
  days: CalendarDay[];
  bookings: Booking[];
  blocks: BookingBlock[];
  /** The day view of a day. */
  dayHref: (date: string) => string;
}

interface Cell {
  booked: number;
  free: number;
  blocked: boolean;
}

/** Seven days × the slots: how many are booked and free in each, every day a link to its day view. */
export function WeekView({ from, to, days, bookings, blocks, dayHref }: WeekViewProps) {
  const headingId = useId();
  const today = japanToday();
  const times = [...new Set(days.flatMap((day) => day.slots.map((slot) => slot.time)))].sort();
  const active = bookings.filter((booking) => holdsSeat(booking.state));
  const countOn = (date: string, time?: string) =>
    active.filter((booking) => {
      const at = japanDateTime(booking.startsAt);
      return at.date === date && (time === undefined || at.time === time);
    }).length;
  const cellOf = (day: CalendarDay, time: string): Cell | null => {
    const slot = day.slots.find((candidate) => candidate.time === time);
    return slot ? { booked: countOn(day.date, time), free: slot.free, blocked: slot.reason === 'blocked' } : null;
  };
  const dayBlocked = (date: string) => blocks.some((block) => block.date === date && block.slot === null);
  const title = `${formatJapanDayLong(from)}〜${formatJapanDayLong(to, { year: from.slice(0, 4) !== to.slice(0, 4) })}`;

  return (
    <section aria-labelledby={headingId}>
      <h2 id={headingId} className="mb-3 text-xl font-bold text-slate-900">
        {title}
      </h2>
      {/* Phones: one day under another. */}
      <ul className="space-y-2 sm:hidden">
        {days.map((day) => (
          <li key={day.date} className={`rounded-md border p-3 ${day.date === today ? 'border-brand-700 bg-brand-100/40' : 'border-slate-200 bg-white'}`}>
            <div className="flex flex-wrap items-baseline justify-between gap-2">
              <Link href={dayHref(day.date)} className={`${link} text-base`}>
                {formatJapanDayLong(day.date, { year: false })}
              </Link>
              <span className="text-sm font-bold">予約 {countOn(day.date)}件</span>
            </div>
            <p className="text-xs text-slate-700">{dayHours(day, dayBlocked(day.date))}</p>
            {day.slots.length > 0 ? (
              <ul className="mt-2 grid grid-cols-3 gap-1 text-xs tabular-nums" aria-label={`${formatJapanDayLong(day.date, { year: false })}の枠`}>
                {day.slots.map((slot) => {
                  const cell = cellOf(day, slot.time)!;
                  return (
                    <li key={slot.time} className={`rounded px-1.5 py-1 ${cellTone(cell)}`}>
                      <span className="font-bold">{slot.time}</span> {cellText(cell)}
                    </li>
                  );
                })}
              </ul>
            ) : null}
          </li>
        ))}
      </ul>
      {/* Tablets and wider: the grid. */}
      <div className="hidden overflow-x-auto sm:block">
        <table className="w-full min-w-[40rem] border-collapse text-sm tabular-nums">
          <caption className="sr-only">週の予約状況（各セルは予約数と空き数）</caption>
          <thead>
            <tr>
              <th scope="col" className="w-16 border-b border-slate-300 p-2 text-left">
                時間
              </th>
              {days.map((day) => (
                <th key={day.date} scope="col" className={`border-b border-slate-300 p-2 text-left align-bottom ${day.date === today ? 'bg-brand-100/60' : ''}`}>
                  <Link href={dayHref(day.date)} className={link}>
                    {formatJapanDayLong(day.date, { year: false })}
                  </Link>
                  <span className="block text-xs font-normal text-slate-700">{dayHours(day, dayBlocked(day.date))}</span>
                  <span className="block text-xs">予約 {countOn(day.date)}件</span>
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {times.map((time) => (
              <tr key={time}>
                <th scope="row" className="border-b border-slate-200 p-2 text-left">
                  {time}
                </th>
                {days.map((day) => {
                  const cell = cellOf(day, time);
                  return (
                    <td key={day.date} className={`border-b border-l border-slate-200 p-2 ${cell ? cellTone(cell) : 'bg-slate-50 text-slate-600'}`}>
                      {cell ? cellText(cell) : '—'}
                    </td>
                  );
                })}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </section>
  );
}

function cellText(cell: Cell): string {
  if (cell.blocked) return cell.booked > 0 ? `ブロック・予約${cell.booked}` : 'ブロック';
  return `予約${cell.booked}・空${cell.free}`;
}

function cellTone(cell: Cell): string {
  if (cell.blocked) return 'bg-amber-50 text-amber-900';
  if (cell.free === 0) return 'bg-slate-200 text-slate-900';
  return cell.booked > 0 ? 'bg-sky-50 text-sky-950' : 'bg-white text-slate-800';
}
