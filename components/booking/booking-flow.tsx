'use client';

import Link from 'next/link';
import { type ReactNode, useId, useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import { ConfirmList } from '@/components/forms/confirm-list';
import { Honeypot, primaryButton } from '@/components/forms/fields';
import { ConfirmActions, StatusMessage } from '@/components/forms/form-actions';
import { lazyResolver } from '@/components/forms/lazy-resolver';
import { EmailRows, FuriganaRow, NameRow, PhoneRow } from '@/components/forms/shared-rows';
import { useFieldProps } from '@/components/forms/use-field-props';
import { readVisitContext } from '@/lib/core/analytics/shared';
import { bookTrialAction } from '@/lib/core/booking/actions';
import { BOOKING_RULES, type BookingSummary, type BookResult, type DayChoice, dayText } from '@/lib/core/booking/shared';
import type { ChallengeAnswer } from '@/lib/core/security/challenge';
import { emptyVisitor, VISITOR_FIELDS, VISITOR_LABELS } from '@/lib/core/visitor/fields';
import type { VisitorInput } from '@/lib/core/visitor/schema';
import { DayList } from './day-list';
import { BookingSteps, StepHeading } from './step-heading';
import { TimeList } from './time-list';
import { useSlotChoice } from './use-slot-choice';

export interface BookingStore {
  id: string;
  name: string;
  address: string;
  phone: string | null;
  /** The store's page. */
  href: string;
}

type Step = 'date' | 'time' | 'details' | 'confirm' | 'sending' | 'done';

const STEP_LABELS = ['日付', '時間', 'お客様情報', '確認', '完了'] as const;
const STEP_INDEX: Record<Step, number> = { date: 0, time: 1, details: 2, confirm: 3, sending: 3, done: 4 };

const validation = lazyResolver<VisitorInput>(() => import('@/components/forms/enquiry-resolvers').then((module) => module.visitorResolver));

const NETWORK_FAILURE = '通信に失敗したため予約できませんでした。入力内容はそのまま残っていますので、通信環境をご確認のうえ、もう一度お試しください。';

interface BookingFlowProps {
  store: BookingStore;
  days: DayChoice[];
  /** The trial's rules and what to bring, shown before confirming. */
  rules: ReactNode;
}

/**
 * The whole booking in one page: date → time → the visitor's details → confirm → done. The
 * details are the contact form's rows, checked by the same schema; a time taken meanwhile is said
 * at once, the times are read again and what the visitor typed stays.
 */
export function BookingFlow({ store, days: initialDays, rules }: BookingFlowProps) {
  const uid = useId();
  const { days, day, time, startsAt, alert, refreshed, chooseDay, chooseTime, taken } = useSlotChoice(store.id, initialDays);
  const [step, setStep] = useState<Step>('date');
  const [moved, setMoved] = useState(false);
  const [failure, setFailure] = useState('');
  const [status, setStatus] = useState('');
  const [booking, setBooking] = useState<BookingSummary | null>(null);
  const honeypotRef = useRef<HTMLInputElement>(null);
  const form = useForm<VisitorInput>({ resolver: validation.resolver, defaultValues: emptyVisitor(), shouldFocusError: false });
  const field = useFieldProps(form);

  const go = (next: Step) => {
    setMoved(true);
    setStep(next);
  };
  const headingId = (name: string) => `${uid}-${name}`;

  const toConfirm = form.handleSubmit(
    (values) => {
      // The normalised values (katakana フリガナ, ASCII digits), so the confirm step shows what is sent.
      for (const [name, value] of Object.entries(values)) form.setValue(name as keyof VisitorInput, value);
      setFailure('');
      // The summary of errors the last try announced no longer holds.
      setStatus('');
      go('confirm');
    },
    (errors) => {
      const names = VISITOR_FIELDS.filter((name) => errors[name]);
      setStatus(`入力内容に誤りがあります。${names.length}件の項目をご確認ください。`);
      if (names[0]) form.setFocus(names[0]);
    },
  );

  /** Sends the booking; asked for the challenge, answers it and sends again (once: a second ask is a failure). */
  const send = async (answer?: ChallengeAnswer) => {
    if (!startsAt) return;
    setFailure('');
    setStep('sending');
    setStatus('予約しています。しばらくお待ちください。');
    let result: BookResult;
    try {
      // The visit that led here (the beacon's sessionStorage, if any), so the dashboard can tell which pages bring bookings.
      result = await bookTrialAction({ ...form.getValues(), storeId: store.id, startsAt }, honeypotRef.current?.value ?? '', answer, readVisitContext());
    } catch {
      result = { ok: false, reason: 'busy', message: NETWORK_FAILURE };
    }
    if (!result.ok && result.reason === 'challenge' && !answer) {
      setStatus(result.message);
      const { answerChallenge } = await import('./answer-challenge');
      const solved = await answerChallenge(result.challenge);
      if (solved) return send(solved);
      result = { ok: false, reason: 'busy', message: NETWORK_FAILURE };
    }
    if (result.ok) {
      setBooking(result.booking);
      setStatus('');
      go('done');
      return;
    }
    if (result.reason === 'invalid') {
      const names = VISITOR_FIELDS.filter((name) => result.fieldErrors[name]);
      for (const name of names) form.setError(name, { type: 'server', message: result.fieldErrors[name] });
      setStatus(`入力内容に誤りがあります。${names.length}件の項目をご確認ください。`);
      go('details');
      return;
    }
    if (result.reason === 'slot-taken' || result.reason === 'slot-unavailable') {
      // Taken meanwhile: say so at once, read the times again and let the visitor pick another.
      go(await taken(result.message));
      return;
    }
    setStep('confirm');
    setFailure(result.message);
    setStatus(result.message);
  };

  return (
    <div>
      <StatusMessage text={status} />
      <BookingSteps labels={STEP_LABELS} current={STEP_INDEX[step]} label="ご予約の手順" />

      {step === 'date' ? (
        <section aria-labelledby={headingId('date')}>
          <StepHeading id={headingId('date')} focus={moved}>
            ご希望の日付を選んでください
          </StepHeading>
          <div className="mt-5">
            {alert}
            <p className="mb-4 text-sm leading-relaxed text-brand-700">{store.name}の、本日から{BOOKING_RULES.windowDays}日先までの空き状況です。</p>
            <DayList
              days={days}
              labelledBy={headingId('date')}
              onChoose={(chosen) => {
                chooseDay(chosen.date);
                go('time');
              }}
            />
          </div>
        </section>
      ) : null}

      {step === 'time' && day ? (
        <section aria-labelledby={headingId('time')}>
          <StepHeading id={headingId('time')} focus={moved}>
            ご希望の時間を選んでください
          </StepHeading>
          <div className="mt-5">
            {alert}
            <TimeList
              key={refreshed ? 'fresh' : 'first'}
              day={day}
              chosen={startsAt}
              nextLabel="お客様情報の入力へ"
              onChoose={(chosen) => {
                chooseTime(chosen);
                go('details');
              }}
              onBack={() => go('date')}
            />
          </div>
        </section>
      ) : null}

      <section aria-labelledby={headingId('details')} hidden={step !== 'details'}>
        {step === 'details' ? (
          <StepHeading id={headingId('details')} focus={moved}>
            お客様情報を入力してください
          </StepHeading>
        ) : null}
        <p className="mt-4 text-sm leading-relaxed">
          {day && time ? `${store.name}・${dayText(day)} ${time.label}` : ''}
          {' '}のご予約です。<span className="font-bold text-accent-800">必須</span>の項目は必ずご入力ください。
        </p>
        <form noValidate onSubmit={(event) => void toConfirm(event)} onFocus={validation.preload} aria-label="ご予約のお客様情報" className="relative">
          <Honeypot inputRef={honeypotRef} />
          <NameRow field={field} placeholder="例）山田 花子" />
          <FuriganaRow field={field} placeholder="例）ヤマダ ハナコ" />
          <PhoneRow field={field} placeholder="例）090-1234-5678" />
          <EmailRows field={field} placeholder="例）hanako@example.jp" />
          <div className="mt-10 flex flex-col-reverse items-center justify-center gap-4 sm:flex-row">
            <button type="button" className="min-h-11 px-4 font-bold text-brand-900 underline underline-offset-4" onClick={() => go('time')}>
              時間を選び直す
            </button>
            <button type="submit" className={primaryButton}>
              入力内容を確認する
            </button>
          </div>
        </form>
      </section>

      {(step === 'confirm' || step === 'sending') && day && time ? (
        <section aria-labelledby={headingId('confirm')}>
          <StepHeading id={headingId('confirm')} focus={moved}>
            ご予約内容の確認
          </StepHeading>
          <p className="mt-4 mb-6 text-sm leading-relaxed">以下の内容でよろしければ「予約を確定する」を押してください。</p>
          <ConfirmList
            items={[
              { label: '店舗', value: store.name },
              { label: 'ご予約日時', value: `${dayText(day)} ${time.label}` },
              ...VISITOR_FIELDS.filter((name) => name !== 'emailConfirm').map((name) => ({ label: VISITOR_LABELS[name], value: form.getValues(name) })),
            ]}
          />
          <div className="mt-8">{rules}</div>
          <ConfirmActions
            step={step}
            failure={failure}
            onBack={() => go('details')}
            onSend={() => void send()}
            sendLabels={{ idle: '予約を確定する', busy: '予約しています…' }}
          />
        </section>
      ) : null}

      {step === 'done' && booking ? (
        <section aria-labelledby={headingId('done')}>
          <StepHeading id={headingId('done')} focus={moved}>
            ご予約が確定しました
          </StepHeading>
          <dl className="mt-6 divide-y divide-brand-100 border-y border-brand-100">
            {[
              ['店舗', store.name],
              ['日時', booking.when],
              ['住所', store.address || '—'],
            ].map(([label, value]) => (
              <div key={label} className="grid gap-1 py-4 sm:grid-cols-[13rem_minmax(0,1fr)] sm:gap-6">
                <dt className="font-bold">{label}</dt>
                <dd className="break-words">{value}</dd>
              </div>
            ))}
          </dl>
          <h3 className="mt-8 text-lg font-bold">このあとの流れ</h3>
          <ul className="mt-3 list-disc space-y-2 pl-6 leading-relaxed">
            <li>
              {form.getValues('email')} 宛てに、ご予約確認のメールをお送りしました。カレンダーに登録できるファイル（.ics）を添付しています。
            </li>
            <li>日時の変更やキャンセルは、確認メールに記載のリンクから、ご予約の開始時刻まで手続きいただけます。</li>
            <li>
              メールが届かない場合は、迷惑メールフォルダをご確認ください。
              {store.phone ? (
                <>
                  {' '}
                  お急ぎの場合は店舗（<a href={`tel:${store.phone.replace(/[^\d+]/g, '')}`} className="font-bold underline underline-offset-4">{store.phone}</a>）へお電話ください。
                </>
              ) : null}
            </li>
          </ul>
          <p className="mt-10 text-center">
            <Link href={store.href} className="font-bold text-brand-900 underline underline-offset-4">
              {store.name}のページへ戻る
            </Link>
          </p>
        </section>
      ) : null}
    </div>
  );
}
