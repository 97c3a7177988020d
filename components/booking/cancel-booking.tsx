'use client';

import { useState } from 'react';
import { primaryButton, secondaryButton, Spinner } from '@/components/forms/fields';
import { cancelBookingAction } from '@/lib/core/booking/actions';
import { StepHeading } from './step-heading';

type Step = 'ask' | 'confirm' | 'sending' | 'done';

/** Cancelling by the mail's link: the button, a confirmation, then done (the server checks the link again). */
export function CancelBooking({ token, rebook }: { token: string; rebook: React.ReactNode }) {
  const [step, setStep] = useState<Step>('ask');
  const [failure, setFailure] = useState('');

  const cancel = async () => {
    setFailure('');
    setStep('sending');
    const result = await cancelBookingAction(token).catch(() => null);
    if (result?.ok) {
      setStep('done');
      return;
    }
    setFailure(result?.message ?? '通信に失敗したためキャンセルできませんでした。通信環境をご確認のうえ、もう一度お試しください。');
    setStep('confirm');
  };

  if (step === 'done') {
    return (
      <section aria-labelledby="booking-cancel-done">
        <StepHeading id="booking-cancel-done" focus>
          ご予約をキャンセルしました
        </StepHeading>
        <p className="mt-4 leading-relaxed">キャンセルのお知らせをメールでお送りしました。またのご利用を心よりお待ちしております。</p>
        {rebook}
      </section>
    );
  }
  if (step === 'ask') {
    return (
      <div className="text-center">
        <button type="button" className={primaryButton} onClick={() => setStep('confirm')}>
          このご予約をキャンセルする
        </button>
      </div>
    );
  }
  return (
    <section aria-labelledby="booking-cancel-confirm">
      <StepHeading id="booking-cancel-confirm" focus>
        本当にキャンセルしますか？
      </StepHeading>
      <p className="mt-4 leading-relaxed">キャンセルすると、この日時のお席はほかの方のご予約に使われます。取り消すことはできません。</p>
      {failure ? (
        <div role="alert" className="mt-6 rounded-md border-2 border-red-700 bg-red-50 px-4 py-3 font-bold text-red-800">
          {failure}
        </div>
      ) : null}
      <div className="mt-8 flex flex-col-reverse items-center justify-center gap-4 sm:flex-row">
        <button type="button" className={secondaryButton} onClick={() => setStep('ask')} disabled={step === 'sending'}>
          やめる
        </button>
        <button type="button" className={primaryButton} onClick={() => void cancel()} disabled={step === 'sending'}>
          {step === 'sending' ? (
            <>
              <Spinner />
              キャンセルしています…
            </>
          ) : (
            'キャンセルを確定する'
          )}
        </button>
      </div>
    </section>
  );
}
