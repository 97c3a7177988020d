import type { ReactNode } from 'react';
import { ConfirmSection } from './confirm-list';
import { StatusMessage, StepIndicator } from './form-actions';
import { Honeypot, primaryButton } from './fields';
import type { useEnquiryFlow } from './use-enquiry-flow';
import type { FieldText } from '@/lib/core/enquiry/field-texts';

type Flow = Pick<ReturnType<typeof useEnquiryFlow>, 'step' | 'status' | 'failure' | 'topRef' | 'honeypotRef' | 'toConfirm' | 'back' | 'submit'>;

interface EnquiryFormFrameProps {
  /** The form's accessible name. */
  label: string;
  flow: Flow;
  /** What the confirm step lists. */
  confirmItems: FieldText[];
  /** The rows of the input step. */
  children: ReactNode;
  /** Called when the visitor starts on the form (focus in it): loads what the check needs. */
  onIntent?: () => void;
}

/** What both enquiry forms share around their rows: the live status, the steps, the form and its confirm step. */
export function EnquiryFormFrame({ label, flow, confirmItems, children, onIntent }: EnquiryFormFrameProps) {
  const { step, status, failure, topRef, honeypotRef, toConfirm, back, submit } = flow;
  return (
    <div ref={topRef} tabIndex={-1} className="relative scroll-mt-28 outline-none">
      <StatusMessage text={status} />
      <StepIndicator step={step} />

      <form noValidate onSubmit={toConfirm} onFocus={onIntent} hidden={step !== 'input'} aria-label={label}>
        <p className="text-sm leading-relaxed">
          <span className="font-bold text-accent-800">必須</span>の項目は必ずご入力ください。
        </p>
        <Honeypot inputRef={honeypotRef} />

        {children}

        <div className="mt-10 text-center">
          <button type="submit" className={primaryButton}>
            入力内容を確認する
          </button>
        </div>
      </form>

      {step !== 'input' ? (
        <ConfirmSection items={confirmItems} step={step} failure={failure} onBack={back} onSend={() => void submit()} />
      ) : null}
    </div>
  );
}
