'use client';

import { useMutation, useQuery } from '@apollo/client/react';
import { useId, useState } from 'react';
import { ANONYMIZE_BOOKING, type Booking, BOOKING_SLOTS, type BookingStateCode, DELETE_BOOKING, MOVE_BOOKING, SET_BOOKING_STATE } from '@/graphql/booking-documents';
import { japanDateTime } from '@/lib/core/booking/shared';
import { formatJapanDayLong } from '@/lib/core/time/japan';
import { useAdminUser } from '../admin-app';
import { ANONYMIZED_BADGE, ANONYMIZED_LABEL, badge } from '../enquiries/labels';
import { useConfirm } from '../ui/confirm';
import { button, control, errorBox } from '../ui/styles';
import { BOOKING_STATE_LABELS, STATE_BADGE } from './labels';
import { useCalendarAction } from './use-action';

const when = (booking: Pick<Booking, 'startsAt' | 'endsAt'>) => `${japanDateTime(booking.startsAt).time}〜${japanDateTime(booking.endsAt).time}`;

/** The changes offered from each state; the server decides what is allowed. */
const NEXT_STATES: Record<BookingStateCode, { state: BookingStateCode; label: string }[]> = {
  booked: [
    { state: 'visited', label: '来店' },
    { state: 'no_show', label: '無断キャンセル' },
    { state: 'cancelled', label: 'キャンセル' },
  ],
  visited: [{ state: 'no_show', label: '無断キャンセルに訂正' }],
  no_show: [{ state: 'visited', label: '来店に訂正' }],
  cancelled: [],
};

const CONFIRMS: Partial<Record<BookingStateCode, { title: string; message: string; confirmLabel: string }>> = {
  cancelled: {
    title: 'この予約をキャンセルしますか？',
    message: '枠が空き、お客様と店舗にキャンセルのメールを送ります。キャンセルした予約は元に戻せません。',
    confirmLabel: 'キャンセルする',
  },
  no_show: {
    title: '無断キャンセルにしますか？',
    message: '枠が空きます。お客様にメールは送りません。誤りだったときは「来店に訂正」で直せます。',
    confirmLabel: '無断キャンセルにする',
  },
};

/** One booking of the day: who, when, its state and what staff can do with it. */
export function BookingCard({ booking, refresh }: { booking: Booking; refresh: () => unknown }) {
  const { user } = useAdminUser();
  const confirm = useConfirm();
  const { run, error, busy } = useCalendarAction(refresh);
  const [setState] = useMutation(SET_BOOKING_STATE);
  const [anonymize] = useMutation(ANONYMIZE_BOOKING);
  const [remove] = useMutation(DELETE_BOOKING);
  const [moveBooking] = useMutation(MOVE_BOOKING);
  const [moving, setMoving] = useState(false);
  const anonymized = Boolean(booking.anonymizedAt);
  const who = anonymized ? ANONYMIZED_LABEL : `${booking.name} 様`;

  const change = async (state: BookingStateCode) => {
    const question = CONFIRMS[state];
    if (question && !(await confirm({ ...question, message: `${who}（${when(booking)}）：${question.message}`, cancelLabel: 'やめる' }))) return;
    await run(() => setState({ variables: { id: booking.id, state } }), `${who}の予約を「${BOOKING_STATE_LABELS[state]}」にしました。${state === 'cancelled' ? 'キャンセルのメールを送ります。' : ''}`);
  };

  const erase = async (mode: 'anonymize' | 'delete') => {
    const ok = await confirm(
      mode === 'anonymize'
        ? { title: 'この予約を匿名化しますか？', message: 'お名前・フリガナ・電話番号・メールアドレスと、この予約のメールを消去します。日時と状態は統計のために残ります。この操作は取り消せません。', confirmLabel: '匿名化する', cancelLabel: 'やめる' }
        : { title: 'この予約を削除しますか？', message: 'この予約と、そのメール（送信前のものを含む）をすべて削除し、枠も空きます。統計にも残りません。この操作は取り消せません。', confirmLabel: '削除する', cancelLabel: 'やめる' },
    );
    if (!ok) return;
    await run(() => (mode === 'anonymize' ? anonymize({ variables: { id: booking.id } }) : remove({ variables: { id: booking.id } })), mode === 'anonymize' ? '予約を匿名化しました。' : '予約を削除しました。');
  };

  return (
    <article aria-label={`${when(booking)} ${who}`} className={`rounded-md border border-slate-200 bg-white p-3 shadow-sm ${booking.state === 'cancelled' ? 'opacity-80' : ''}`}>
      <div className="flex flex-wrap items-start justify-between gap-2">
        <div className="min-w-0">
          <p className="text-sm font-bold tabular-nums text-slate-700">{when(booking)}</p>
          {anonymized ? (
            <span className={`${badge} ${ANONYMIZED_BADGE} mt-1`}>{ANONYMIZED_LABEL}</span>
          ) : (
            <>
              <p className="text-lg font-bold leading-snug text-slate-900">
                {booking.name} <span className="text-sm font-normal">様</span>
              </p>
              <p className="text-sm text-slate-700">{booking.furigana}</p>
              <p className="mt-1 text-sm">
                <a href={`tel:${booking.phone.replace(/[^\d+]/g, '')}`} className="font-bold text-brand-700 underline underline-offset-2 tabular-nums">
                  {booking.phone}
                </a>
              </p>
            </>
          )}
        </div>
        <span className={`${badge} ${STATE_BADGE[booking.state]}`}>{BOOKING_STATE_LABELS[booking.state]}</span>
      </div>
      <div className="mt-3 flex flex-wrap gap-2">
        {NEXT_STATES[booking.state].map((next) => (
          <button key={next.state} type="button" className={next.state === 'visited' && booking.state === 'booked' ? button.primary : button.secondary} disabled={busy} onClick={() => void change(next.state)}>
            {next.label}
          </button>
        ))}
        {booking.state === 'booked' ? (
          <button type="button" className={button.secondary} disabled={busy} aria-expanded={moving} onClick={() => setMoving((open) => !open)}>
            日時を変更
          </button>
        ) : null}
      </div>
      {moving ? <MoveForm booking={booking} busy={busy} onMove={async (startsAt, label) => (await run(() => moveBooking({ variables: { id: booking.id, startsAt } }), `${who}の予約を${label}に変更しました。お客様と店舗にメールを送ります。`)) && setMoving(false)} onCancel={() => setMoving(false)} /> : null}
      {error ? (
        <p role="alert" className={`${errorBox} mt-3`}>
          {error}
        </p>
      ) : null}
      {user.role === 'owner' ? (
        // Apart from the day's buttons and closed until asked for, so a tap meant for 来店 on a phone never lands here.
        <details className="mt-3 border-t border-slate-200 pt-2 text-sm">
          <summary className="cursor-pointer font-bold text-slate-700">個人情報の消去</summary>
          <div className="mt-2 flex flex-wrap gap-2">
            {anonymized ? null : (
              <button type="button" className={button.small} disabled={busy} onClick={() => void erase('anonymize')}>
                匿名化
              </button>
            )}
            <button type="button" className={button.small} disabled={busy} onClick={() => void erase('delete')}>
              削除
            </button>
          </div>
        </details>
      ) : null}
    </article>
  );
}

/** Another free slot for a booked trial: a day, then one of its slots that can still be booked. */
function MoveForm({ booking, busy, onMove, onCancel }: { booking: Booking; busy: boolean; onMove: (startsAt: string, label: string) => Promise<unknown>; onCancel: () => void }) {
  const ids = { date: useId(), time: useId() };
  const [date, setDate] = useState(japanDateTime(booking.startsAt).date);
  const [startsAt, setStartsAt] = useState('');
  const { data, loading, error } = useQuery(BOOKING_SLOTS, { variables: { storeId: booking.storeId, from: date, to: date }, skip: !date, fetchPolicy: 'network-only' });
  const day = data?.bookingCalendar?.days[0];
  const free = (day?.slots ?? []).filter((slot) => slot.reason === null && slot.free > 0 && slot.startsAt !== booking.startsAt);
  const chosen = free.find((slot) => slot.startsAt === startsAt);
  return (
    <form
      aria-label="予約日時の変更"
      className="mt-3 flex flex-wrap items-end gap-2 rounded-md bg-slate-50 p-3"
      onSubmit={(event) => {
        event.preventDefault();
        if (chosen) void onMove(chosen.startsAt, `${formatJapanDayLong(date, { year: false })}${chosen.time}`);
      }}
    >
      <div>
        <label htmlFor={ids.date} className="block text-sm font-bold text-slate-900">
          変更先の日付
        </label>
        <input id={ids.date} type="date" value={date} onChange={(event) => (setDate(event.target.value), setStartsAt(''))} className={`${control} w-44`} />
      </div>
      <div>
        <label htmlFor={ids.time} className="block text-sm font-bold text-slate-900">
          変更先の時間
        </label>
        <select id={ids.time} value={startsAt} onChange={(event) => setStartsAt(event.target.value)} className={`${control} w-44`} disabled={loading || free.length === 0}>
          <option value="">{loading ? '読み込み中…' : free.length === 0 ? '空き枠がありません' : '選んでください'}</option>
          {free.map((slot) => (
            <option key={slot.startsAt} value={slot.startsAt}>
              {slot.time}（空き{slot.free}）
            </option>
          ))}
        </select>
      </div>
      <button type="submit" className={button.primary} disabled={busy || !chosen}>
        変更する
      </button>
      <button type="button" className={button.secondary} onClick={onCancel}>
        やめる
      </button>
      {error ? (
        <p role="alert" className="w-full text-sm font-bold text-red-700">
          空き枠を読み込めませんでした。{error.message}
        </p>
      ) : null}
    </form>
  );
}
