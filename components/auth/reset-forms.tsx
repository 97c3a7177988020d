'use client';

import { zodResolver } from '@hookform/resolvers/zod';
import { useRouter } from 'next/navigation';
import { type FormEvent, useState } from 'react';
import { useForm } from 'react-hook-form';
import { type ResetPasswordValues, resetPasswordSchema } from '@/lib/core/auth/account-schemas';
import { requestResetAction, resetPasswordAction } from '@/lib/core/auth/reset-action';
import { authInputClass, NewPasswordFields } from './new-password-fields';

const submitClass = 'w-full rounded-md bg-brand-900 py-3 font-bold text-white hover:bg-brand-700 disabled:opacity-60';
const OFFLINE = 'ただいま受け付けられませんでした。通信状況をご確認のうえ、もう一度お試しください。';

/** Asks for a reset link; the answer is the same whether or not the address has an account. */
export function RequestResetForm() {
  const [busy, setBusy] = useState(false);
  const [sent, setSent] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const email = String(new FormData(event.currentTarget).get('email') ?? '');
    setBusy(true);
    setError(null);
    setSent(null);
    const result = await requestResetAction(email).catch(() => ({ ok: false as const, message: OFFLINE, fieldErrors: {} }));
    setBusy(false);
    if (result.ok) setSent(result.message ?? null);
    else setError(result.message);
  }

  return (
    <form onSubmit={onSubmit} noValidate className="mt-6 space-y-5">
      <div>
        <label htmlFor="reset-email" className="block text-sm font-bold">
          メールアドレス
        </label>
        <input id="reset-email" name="email" type="email" autoComplete="username" required aria-invalid={error ? true : undefined} className={authInputClass} />
      </div>
      <p role="status" className={sent ? 'rounded-md bg-brand-100 px-3 py-2 text-sm font-bold text-brand-900' : 'sr-only'}>
        {sent}
      </p>
      <p role="alert" aria-live="assertive" className="min-h-6 text-sm font-bold text-red-700">
        {error}
      </p>
      <button type="submit" disabled={busy} className={submitClass}>
        {busy ? '送信しています…' : '再設定用のリンクを送る'}
      </button>
    </form>
  );
}

const FIELDS = ['password', 'passwordConfirm'] as const;

/** The new password of a reset link, typed twice; then the login page. */
export function ResetPasswordForm({ token, email }: { token: string; email: string }) {
  const router = useRouter();
  const [message, setMessage] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<ResetPasswordValues>({ resolver: zodResolver(resetPasswordSchema), defaultValues: { password: '', passwordConfirm: '' } });

  const onSubmit = handleSubmit(async (values) => {
    setMessage(null);
    const result = await resetPasswordAction(token, values).catch(() => ({ ok: false as const, message: OFFLINE, fieldErrors: {} as Record<string, string> }));
    if (result.ok) {
      router.push('/login?notice=password-reset');
      return;
    }
    setMessage(result.message);
    for (const field of FIELDS) {
      const fieldMessage = result.fieldErrors[field];
      if (fieldMessage) setError(field, { message: fieldMessage }, { shouldFocus: true });
    }
  });

  return (
    <form onSubmit={onSubmit} noValidate className="mt-6 space-y-5">
      {/* Lets a password manager store the new password with the right account. */}
      <input type="email" name="username" autoComplete="username" value={email} readOnly hidden />
      <NewPasswordFields idPrefix="reset" label="新しいパスワード" register={register} errors={errors} />
      <p role="alert" aria-live="assertive" className="min-h-6 text-sm font-bold text-red-700">
        {message}
      </p>
      <button type="submit" disabled={isSubmitting} className={submitClass}>
        {isSubmitting ? '設定しています…' : 'パスワードを再設定する'}
      </button>
    </form>
  );
}
