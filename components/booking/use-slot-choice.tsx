'use client';

import { useState } from 'react';
import { refreshBookingDays } from '@/lib/core/booking/actions';
import type { DayChoice } from '@/lib/core/booking/shared';

/**
 * The day and time a visitor picks, for a new booking and for a move alike: the days offered,
 * the chosen day and start, and what happens when the time was taken meanwhile (said at once in
 * an alert, the days read again, the time cleared).
 */
export function useSlotChoice(storeId: string, initialDays: DayChoice[]) {
  const [days, setDays] = useState(initialDays);
  const [date, setDate] = useState<string | null>(null);
  const [startsAt, setStartsAt] = useState<string | null>(null);
  const [notice, setNotice] = useState('');
  const day = days.find((candidate) => candidate.date === date) ?? null;
  const time = day?.times.find((candidate) => candidate.startsAt === startsAt) ?? null;

  /** The time was taken meanwhile: says `message`, reads the days again and answers which step to show, the day's times while it has any. */
  const taken = async (message: string): Promise<'time' | 'date'> => {
    setNotice(message);
    setStartsAt(null);
    const fresh = await refreshBookingDays(storeId).catch(() => null);
    if (fresh) setDays(fresh);
    return fresh?.find((candidate) => candidate.date === date)?.status === 'open' ? 'time' : 'date';
  };

  const alert = notice ? (
    <div role="alert" className="mb-6 rounded-md border-2 border-red-700 bg-red-50 px-4 py-3 font-bold text-red-800">
      {notice}
    </div>
  ) : null;

  return {
    days,
    day,
    time,
    startsAt,
    alert,
    /** Whether the days were read again since the page came (a new list of times). */
    refreshed: days !== initialDays,
    chooseDay: (chosen: string) => {
      setDate(chosen);
      setNotice('');
    },
    chooseTime: (chosen: string) => {
      setStartsAt(chosen);
      setNotice('');
    },
    taken,
  };
}
