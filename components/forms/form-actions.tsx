import { primaryButton, secondaryButton, Spinner } from './fields';
import type { Step } from './use-enquiry-flow';

export interface FormActionsProps {
  step: Step;
  failure: string;
  onBack: () => void;
  onSend: () => void;
  /** The send button's words and, while sending, its busy words; 送信する / 送信中… by default. */
  sendLabels?: { idle: string; busy: string };
}

/** The confirm step's buttons, the spinner while sending, and the message when sending failed. */
export function ConfirmActions({ step, failure, onBack, onSend, sendLabels = { idle: '送信する', busy: '送信中…' } }: FormActionsProps) {
  const sending = step === 'sending';
  return (
    <>
      {failure ? (
        <div role="alert" className="mt-8 rounded-md border-2 border-red-700 bg-red-50 px-4 py-3 font-bold text-red-800">
          {failure}
        </div>
      ) : null}
      <div className="mt-10 flex flex-col-reverse items-center justify-center gap-4 sm:flex-row">
        <button type="button" className={secondaryButton} onClick={onBack} disabled={sending}>
          戻る
        </button>
        <button type="button" className={primaryButton} onClick={onSend} disabled={sending} aria-disabled={sending}>
          {sending ? (
            <>
              <Spinner />
              {sendLabels.busy}
            </>
          ) : (
            sendLabels.idle
          )}
        </button>
      </div>
    </>
  );
}

export function StatusMessage({ text }: { text: string }) {
  return (
    <p role="status" aria-live="polite" className="sr-only">
      {text}
    </p>
  );
}

const STEPS = ['入力', '確認', '完了'] as const;

/** Where the visitor is: 1. 入力 2. 確認 3. 完了 (the thanks page). */
export function StepIndicator({ step }: { step: Step }) {
  const current = step === 'input' ? 0 : 1;
  return (
    <ol aria-label="お問い合わせの手順" className="mb-8 grid grid-cols-3 gap-2 text-center text-sm font-bold">
      {STEPS.map((label, index) => (
        <li
          key={label}
          aria-current={current === index ? 'step' : undefined}
          className={`rounded-md px-2 py-2 ${current === index ? 'bg-brand-900 text-white' : 'bg-brand-100 text-brand-700'}`}
        >
          {index + 1}. {label}
        </li>
      ))}
    </ol>
  );
}
