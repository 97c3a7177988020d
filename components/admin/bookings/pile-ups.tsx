'use client';

import { useMutation, useQuery } from '@apollo/client/react';
import { useId, useState } from 'react';
import { type Booking, BOOKING_PILE_UPS, CANCEL_BOOKINGS } from '@/graphql/booking-documents';
import { japanDateTime } from '@/lib/core/booking/shared';
import { formatJapanDayLong } from '@/lib/core/time/japan';
import { badge } from '../enquiries/labels';
import { useConfirm } from '../ui/confirm';
import { button, errorBox } from '../ui/styles';
import { BOOKING_STATE_LABELS, STATE_BADGE } from './labels';
import { useCalendarAction } from './use-action';

/** Read again as often as the calendar is: a script books in minutes. */
const REFRESH_MS = 60_000;

const KIND_TEXT = {
  contact: '同じメールアドレスまたは電話番号',
  network: '同じ接続元（ネットワーク）',
} as const;

/**
 * The banner staff see when one contact or one network has made many bookings at a store in a
 * week (lib/core/booking/admin.ts, bookingPileUps): the bookings, ticked while they are still
 * booked, and one button that cancels the ticked ones, each mailed and audited.
 */
export function PileUps({ storeId, refresh }: { storeId: string; refresh: () => unknown }) {
  const { data, refetch } = useQuery(BOOKING_PILE_UPS, { variables: { storeId }, fetchPolicy: 'cache-and-network', pollInterval: REFRESH_MS });
  const piles = data?.bookingPileUps ?? [];
  if (piles.length === 0) return null;
  return (
    <section aria-labelledby="booking-pile-ups" className="mb-6 rounded-lg border-2 border-amber-600 bg-amber-50 p-4 md:p-6">
      <h2 id="booking-pile-ups" className="text-lg font-bold text-amber-950">
        同じお客様・同じ接続元からの予約が重なっています
      </h2>
      <p className="mt-1 text-sm text-amber-950">
        いたずらや自動送信の可能性があります。内容を確かめ、不要な予約はまとめてキャンセルしてください。キャンセルすると枠が空き、お客様にキャンセルのメールが届きます。
      </p>
      {piles.map((pile) => (
        <Pile
          key={`${pile.kind}:${pile.bookings.map((booking) => booking.id).join(',')}`}
          kind={pile.kind as keyof typeof KIND_TEXT}
          bookings={pile.bookings}
          refresh={async () => {
            await Promise.all([refetch(), refresh()]);
          }}
        />
      ))}
    </section>
  );
}

function Pile({ kind, bookings, refresh }: { kind: keyof typeof KIND_TEXT; bookings: Booking[]; refresh: () => Promise<unknown> }) {
  const open = bookings.filter((booking) => booking.state === 'booked');
  const [ticked, setTicked] = useState<ReadonlySet<string>>(() => new Set(open.map((booking) => booking.id)));
  const confirm = useConfirm();
  const { run, error, busy } = useCalendarAction(refresh);
  const [cancelBookings] = useMutation(CANCEL_BOOKINGS);
  const headingId = useId();
  const chosen = open.filter((booking) => ticked.has(booking.id));

  const cancel = async () => {
    const asked = await confirm({
      title: `${chosen.length}件の予約をキャンセルしますか？`,
      message: '枠が空き、それぞれのお客様にキャンセルのメールを送ります。キャンセルした予約は元に戻せません。',
      confirmLabel: `${chosen.length}件をキャンセルする`,
      cancelLabel: 'やめる',
      danger: true,
    });
    if (!asked) return;
    await run(() => cancelBookings({ variables: { ids: chosen.map((booking) => booking.id) } }), `${chosen.length}件の予約をキャンセルしました。お客様にキャンセルのメールを送ります。`);
  };

  return (
    <section aria-labelledby={headingId} className="mt-4 rounded-md bg-white p-3 ring-1 ring-amber-300">
      <h3 id={headingId} className="font-bold">
        {KIND_TEXT[kind]}から、この7日間に{bookings.length}件（うち予約中{open.length}件）
      </h3>
      <ul className="mt-2 space-y-1">
        {bookings.map((booking) => {
          const start = japanDateTime(booking.startsAt);
          const label = `${formatJapanDayLong(start.date)}${start.time} ${booking.name} 様`;
          return (
            <li key={booking.id} className="flex flex-wrap items-center gap-2 text-sm">
              {booking.state === 'booked' ? (
                <label className="flex min-h-11 items-center gap-2">
                  <input
                    type="checkbox"
                    className="size-5"
                    checked={ticked.has(booking.id)}
                    onChange={(event) =>
                      setTicked((previous) => {
                        const next = new Set(previous);
                        if (event.target.checked) next.add(booking.id);
                        else next.delete(booking.id);
                        return next;
                      })
                    }
                  />
                  {label}
                </label>
              ) : (
                <span className="flex min-h-11 items-center pl-7">{label}</span>
              )}
              <span className={`${badge} ${STATE_BADGE[booking.state]}`}>{BOOKING_STATE_LABELS[booking.state]}</span>
              <span className="text-slate-700">{booking.email}</span>
            </li>
          );
        })}
      </ul>
      {error ? (
        <p role="alert" className={`${errorBox} mt-3`}>
          {error}
        </p>
      ) : null}
      {open.length > 0 ? (
        <button type="button" className={`${button.danger} mt-3`} disabled={busy || chosen.length === 0} onClick={() => void cancel()}>
          {busy ? 'キャンセルしています…' : `選んだ予約をまとめてキャンセル（${chosen.length}件）`}
        </button>
      ) : null}
    </section>
  );
}
