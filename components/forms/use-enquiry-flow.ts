'use client';

import { useRouter } from 'next/navigation';
import { useCallback, useRef, useState } from 'react';
import type { FieldValues, Path, PathValue, UseFormReturn } from 'react-hook-form';
import { prefersReducedMotion } from '@/lib/ui/motion';
import { readVisitContext, type VisitContext } from '@/lib/core/analytics/shared';
import { routes } from '@/lib/core/routes';
import type { FieldErrors } from '@/lib/core/visitor/fields';
import type { SubmitResult } from '@/lib/core/enquiry/submit';

export type Step = 'input' | 'confirm' | 'sending';

/**
 * The steps of both forms: input → confirm (read-only) → sending → thanks, back to input with the
 * values kept, and every failure said out loud (field errors, or a message on the confirm step).
 */
export function useEnquiryFlow<T extends FieldValues>(
  form: UseFormReturn<T>,
  fieldOrder: readonly string[],
  send: (values: T, honeypot: string, visit: VisitContext | null) => Promise<SubmitResult>,
) {
  const router = useRouter();
  const [step, setStep] = useState<Step>('input');
  const [status, setStatus] = useState('');
  const [failure, setFailure] = useState('');
  const topRef = useRef<HTMLDivElement>(null);
  const honeypotRef = useRef<HTMLInputElement>(null);

  const scrollToTop = useCallback(() => {
    const top = topRef.current;
    if (!top) return;
    top.scrollIntoView({ behavior: prefersReducedMotion() ? 'auto' : 'smooth', block: 'start' });
    top.focus({ preventScroll: true });
  }, []);

  /** Focuses the first field, in the order of the form, that has an error, and brings it into view. */
  const focusFirstError = useCallback(
    (names: readonly string[]) => {
      const first = fieldOrder.find((name) => names.includes(name));
      if (!first) return;
      requestAnimationFrame(() => {
        form.setFocus(first as Path<T>);
        const active = document.activeElement;
        if (active instanceof HTMLElement && active !== document.body) {
          active.scrollIntoView({ behavior: prefersReducedMotion() ? 'auto' : 'smooth', block: 'center' });
        }
      });
    },
    [fieldOrder, form],
  );

  const announceErrors = useCallback((count: number) => {
    setStatus(`入力内容に誤りがあります。${count}件の項目をご確認ください。`);
  }, []);

  const showServerErrors = useCallback(
    (fieldErrors: FieldErrors) => {
      const names = Object.keys(fieldErrors);
      for (const name of names) form.setError(name as Path<T>, { type: 'server', message: fieldErrors[name] });
      setStep('input');
      announceErrors(names.length);
      focusFirstError(names);
    },
    [announceErrors, focusFirstError, form],
  );

  const toConfirm = useCallback(
    (event: React.FormEvent<HTMLFormElement>) =>
      form.handleSubmit(
        (values) => {
          // The schema's normalised values (katakana フリガナ, ASCII digits and @), so the confirm
          // step shows what will be sent, and going back shows it in the fields.
          for (const [name, value] of Object.entries(values)) form.setValue(name as Path<T>, value as PathValue<T, Path<T>>);
          setFailure('');
          setStep('confirm');
          setStatus('入力内容をご確認のうえ、「送信する」を押してください。');
          requestAnimationFrame(scrollToTop);
        },
        (errors) => {
          const names = flattenErrorNames(errors);
          announceErrors(names.length);
          focusFirstError(names);
        },
      )(event),
    [announceErrors, focusFirstError, form, scrollToTop],
  );

  const back = useCallback(() => {
    setFailure('');
    setStatus('入力画面に戻りました。');
    setStep('input');
    requestAnimationFrame(scrollToTop);
  }, [scrollToTop]);

  const submit = useCallback(async () => {
    setFailure('');
    setStep('sending');
    setStatus('送信しています。しばらくお待ちください。');
    let result: SubmitResult;
    try {
      // With the visit that led here (the beacon's sessionStorage, if any): which pages bring enquiries.
      result = await send(form.getValues(), honeypotRef.current?.value ?? '', readVisitContext());
    } catch (error) {
      console.error('The enquiry could not be sent:', error);
      result = {
        ok: false,
        reason: 'unavailable',
        message: '通信に失敗したため送信できませんでした。入力内容はそのまま残っていますので、通信環境をご確認のうえ、もう一度「送信する」を押してください。',
      };
    }
    if (result.ok) {
      setStatus('送信しました。');
      router.push(routes.thanks.path);
      form.reset();
      return;
    }
    if (result.reason === 'invalid') {
      showServerErrors(result.fieldErrors);
      return;
    }
    setStep('confirm');
    setFailure(result.message);
    setStatus(result.message);
  }, [form, router, send, showServerErrors]);

  return { step, status, setStatus, failure, topRef, honeypotRef, toConfirm, back, submit };
}

function flattenErrorNames(errors: object, prefix = ''): string[] {
  const names: string[] = [];
  for (const [key, value] of Object.entries(errors)) {
    if (!value || typeof value !== 'object') continue;
    const name = prefix ? `${prefix}.${key}` : key;
    if ('message' in value && typeof value.message === 'string') names.push(name);
    else names.push(...flattenErrorNames(value, name));
  }
  return names;
}
