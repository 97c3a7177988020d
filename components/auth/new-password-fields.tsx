'use client';

import type { FieldErrors, UseFormRegister } from 'react-hook-form';
import { PASSWORD_MIN_LENGTH } from '@/lib/core/auth/account-schemas';

export const authInputClass =
  'mt-1 w-full rounded-md border border-brand-700/40 bg-white px-3 py-2.5 text-base aria-invalid:border-red-700 aria-invalid:bg-red-50';

type PasswordValues = { password: string; passwordConfirm: string };

/** A new password typed twice (the invitation and the reset link), with the rule and each field's error. */
export function NewPasswordFields<T extends PasswordValues>({
  idPrefix,
  label,
  register,
  errors,
}: {
  idPrefix: string;
  label: string;
  register: UseFormRegister<T>;
  errors: FieldErrors<T>;
}) {
  // Both forms' values have these two fields; react-hook-form's generics cannot see that through T.
  const reg = register as unknown as UseFormRegister<PasswordValues>;
  const errs = errors as FieldErrors<PasswordValues>;
  const error = (field: keyof PasswordValues) =>
    errs[field]?.message ? (
      <p id={`${idPrefix}-${field}-error`} className="mt-1 text-sm font-bold text-red-700">
        {errs[field]?.message}
      </p>
    ) : null;
  const describedBy = (field: keyof PasswordValues, hint?: string) =>
    [hint, errs[field] ? `${idPrefix}-${field}-error` : null].filter(Boolean).join(' ') || undefined;
  return (
    <>
      <div>
        <label htmlFor={`${idPrefix}-password`} className="block text-sm font-bold">
          {label}
        </label>
        <input
          id={`${idPrefix}-password`}
          type="password"
          autoComplete="new-password"
          aria-invalid={errs.password ? true : undefined}
          aria-describedby={describedBy('password', `${idPrefix}-password-hint`)}
          className={authInputClass}
          {...reg('password')}
        />
        <p id={`${idPrefix}-password-hint`} className="mt-1 text-xs text-brand-700">
          {PASSWORD_MIN_LENGTH}文字以上で入力してください。
        </p>
        {error('password')}
      </div>
      <div>
        <label htmlFor={`${idPrefix}-password-confirm`} className="block text-sm font-bold">
          {label}（確認用）
        </label>
        <input
          id={`${idPrefix}-password-confirm`}
          type="password"
          autoComplete="new-password"
          aria-invalid={errs.passwordConfirm ? true : undefined}
          aria-describedby={describedBy('passwordConfirm')}
          className={authInputClass}
          {...reg('passwordConfirm')}
        />
        {error('passwordConfirm')}
      </div>
    </>
  );
}
