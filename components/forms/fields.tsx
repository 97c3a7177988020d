import type { ReactNode } from 'react';
import { ChevronDown } from '@/components/ui/chevron-down';

/*
 * The building blocks of the enquiry forms: a labelled row with its badge, hint and error, and
 * the classes the controls share. Errors are tied to their control with aria-describedby.
 */

/** The look of every text box and select (the `form-control` utility of app/globals.css). */
export const controlClass = 'form-control';

export const selectClass = 'form-select';

/** A native select with the site's chevron; `className` sizes the box. */
export function SelectBox({ className = '', children }: { className?: string; children: ReactNode }) {
  return (
    <span className={`relative block ${className}`}>
      {children}
      <ChevronDown className="pointer-events-none absolute top-1/2 right-2.5 size-4 -translate-y-1/2 text-brand-700" />
    </span>
  );
}

export function errorId(id: string): string {
  return `${id}-error`;
}

export function hintId(id: string): string {
  return `${id}-hint`;
}

/** The ids a control is described by: its hint and, when shown, its error. */
export function describedBy(id: string, hasHint: boolean, error: string | undefined): string | undefined {
  const ids = [hasHint ? hintId(id) : null, error ? errorId(id) : null].filter(Boolean);
  return ids.length > 0 ? ids.join(' ') : undefined;
}

export function Badge({ required }: { required: boolean }) {
  return required ? (
    <span className="ml-2 inline-block shrink-0 rounded-sm bg-accent-700 px-1.5 py-0.5 align-middle text-xs leading-none font-bold text-white">
      必須
    </span>
  ) : (
    <span className="ml-2 inline-block shrink-0 rounded-sm bg-brand-100 px-1.5 py-0.5 align-middle text-xs leading-none font-bold text-brand-700">
      任意
    </span>
  );
}

export function FieldError({ id, message }: { id: string; message: string | undefined }) {
  if (!message) return null;
  return (
    <p id={errorId(id)} className="mt-2 flex items-start gap-1.5 text-sm font-bold text-red-700">
      <svg aria-hidden="true" viewBox="0 0 20 20" className="mt-0.5 size-4 shrink-0" fill="currentColor">
        <path d="M10 1.5a8.5 8.5 0 1 0 0 17 8.5 8.5 0 0 0 0-17Zm-.9 4.2h1.8v5.6H9.1V5.7Zm0 7h1.8v1.8H9.1v-1.8Z" />
      </svg>
      <span>{message}</span>
    </p>
  );
}

interface RowProps {
  id: string;
  label: string;
  required: boolean;
  hint?: string;
  error?: string;
  /** Groups (radios, the wishes) are named by their caption instead of a label. */
  group?: boolean;
  children: ReactNode;
}

/** One row of the form: the label (or legend) on the left from the sm breakpoint, the control on the right. */
export function Row({ id, label, required, hint, error, group, children }: RowProps) {
  const caption = (
    <>
      {label}{' '}
      <Badge required={required} />
    </>
  );
  const body = (
    <div className="min-w-0">
      {hint ? (
        <p id={hintId(id)} className="mb-2 text-sm leading-relaxed text-brand-700">
          {hint}
        </p>
      ) : null}
      {children}
      <FieldError id={id} message={error} />
    </div>
  );
  const layout = 'grid gap-2 border-b border-brand-100 py-5 sm:grid-cols-[13rem_minmax(0,1fr)] sm:gap-6';
  if (group) {
    // A grid cannot lay out a legend, so the group is named by its caption instead.
    return (
      <div role="group" aria-labelledby={`${id}-caption`} aria-describedby={describedBy(id, Boolean(hint), error)} className={layout}>
        <p id={`${id}-caption`} className="font-bold sm:pt-3">
          {caption}
        </p>
        {body}
      </div>
    );
  }
  return (
    <div className={layout}>
      <label htmlFor={id} className="font-bold sm:pt-3">
        {caption}
      </label>
      {body}
    </div>
  );
}

export function Spinner() {
  return (
    <svg aria-hidden="true" viewBox="0 0 24 24" className="size-5 animate-spin motion-reduce:animate-[spin_1.5s_linear_infinite]" fill="none">
      <circle cx="12" cy="12" r="9" stroke="currentColor" strokeOpacity="0.3" strokeWidth="3" />
      <path d="M21 12a9 9 0 0 0-9-9" stroke="currentColor" strokeWidth="3" strokeLinecap="round" />
    </svg>
  );
}

/** Bots fill every field; people never see this one. Positioned off-screen, not display:none, so bots do see it. */
export function Honeypot({ inputRef }: { inputRef: React.Ref<HTMLInputElement> }) {
  return (
    <div aria-hidden="true" className="absolute -left-[10000px] top-auto h-px w-px overflow-hidden">
      <label>
        ウェブサイト（入力しないでください）
        <input ref={inputRef} type="text" name="website" tabIndex={-1} autoComplete="off" defaultValue="" />
      </label>
    </div>
  );
}

export const primaryButton =
  'inline-flex min-h-13 min-w-56 items-center justify-center gap-2 rounded-full bg-accent-700 px-8 py-3 text-base font-bold text-white shadow-sm transition-colors hover:bg-accent-800 focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-brand-700 disabled:cursor-not-allowed disabled:opacity-80';

export const secondaryButton =
  'inline-flex min-h-13 min-w-40 items-center justify-center gap-2 rounded-full border-2 border-brand-700 bg-white px-8 py-3 text-base font-bold text-brand-900 transition-colors hover:bg-brand-100 focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-accent-500 disabled:cursor-not-allowed disabled:opacity-60';
