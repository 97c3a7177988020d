'use client';

import { type ReactNode, useState } from 'react';
import { ConfirmActions } from '@/components/forms/form-actions';
import { moveBookingAction } from '@/lib/core/booking/actions';
import { type BookingSummary, type DayChoice, dayText } from '@/lib/core/booking/shared';
import { DayList } from './day-list';
import { StepHeading } from './step-heading';
import { TimeList } from './time-list';
import { useSlotChoice } from './use-slot-choice';

type Step = 'date' | 'time' | 'confirm' | 'sending' | 'done';

/** Moving by the mail's link: the same days and times as a booking, then confirm; the server checks the link and the time again. */
export function MoveBooking({ token, storeId, days: initialDays, rebook }: { token: string; storeId: string; days: DayChoice[]; rebook: ReactNode }) {
  const { days, day, time, startsAt, alert, chooseDay, chooseTime, taken } = useSlotChoice(storeId, initialDays);
  const [step, setStep] = useState<Step>('date');
  const [moved, setMoved] = useState(false);
  const [failure, setFailure] = useState('');
  const [booking, setBooking] = useState<BookingSummary | null>(null);
  const go = (next: Step) => {
    setMoved(true);
    setStep(next);
  };

  const send = async () => {
    if (!startsAt) return;
    setFailure('');
    setStep('sending');
    const result = await moveBookingAction(token, startsAt).catch(() => null);
    if (result?.ok) {
      setBooking(result.booking);
      go('done');
      return;
    }
    if (result && (result.reason === 'slot-taken' || result.reason === 'slot-unavailable')) {
      go(await taken(result.message));
      return;
    }
    setFailure(result?.message ?? '通信に失敗したため変更できませんでした。通信環境をご確認のうえ、もう一度お試しください。');
    setStep('confirm');
  };

  if (step === 'done' && booking) {
    return (
      <section aria-labelledby="booking-move-done">
        <StepHeading id="booking-move-done" focus>
          ご予約の日時を変更しました
        </StepHeading>
        <p className="mt-4 leading-relaxed">
          新しい日時は <strong className="font-bold">{booking.when}</strong> です。変更後の内容とカレンダーのファイルをメールでお送りしました。これまでのメールのリンクは使えなくなりますので、新しいメールのリンクをお使いください。
        </p>
      </section>
    );
  }
  if (step === 'date') {
    return (
      <section aria-labelledby="booking-move-date">
        <StepHeading id="booking-move-date" focus={moved}>
          変更後の日付を選んでください
        </StepHeading>
        <div className="mt-5">
          {alert}
          {days.some((candidate) => candidate.status === 'open') ? (
            <DayList
              days={days}
              labelledBy="booking-move-date"
              onChoose={(chosen) => {
                chooseDay(chosen.date);
                go('time');
              }}
            />
          ) : (
            <>
              <p>ただいまご予約いただける日時がありません。</p>
              {rebook}
            </>
          )}
        </div>
      </section>
    );
  }
  if (step === 'time' && day) {
    return (
      <section aria-labelledby="booking-move-time">
        <StepHeading id="booking-move-time" focus={moved}>
          変更後の時間を選んでください
        </StepHeading>
        <div className="mt-5">
          {alert}
          <TimeList
            day={day}
            chosen={startsAt}
            nextLabel="確認へ進む"
            onChoose={(chosen) => {
              chooseTime(chosen);
              go('confirm');
            }}
            onBack={() => go('date')}
          />
        </div>
      </section>
    );
  }
  return (
    <section aria-labelledby="booking-move-confirm">
      <StepHeading id="booking-move-confirm" focus={moved}>
        変更内容の確認
      </StepHeading>
      <p className="mt-4 leading-relaxed">
        ご予約を <strong className="font-bold">{day && time ? `${dayText(day)} ${time.label}` : ''}</strong> に変更します。よろしければ「日時を変更する」を押してください。
      </p>
      <ConfirmActions step={step === 'sending' ? 'sending' : 'confirm'} failure={failure} onBack={() => go('time')} onSend={() => void send()} sendLabels={{ idle: '日時を変更する', busy: '変更しています…' }} />
    </section>
  );
}
