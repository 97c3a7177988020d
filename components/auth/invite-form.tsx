'use client';

import { zodResolver } from '@hookform/resolvers/zod';
import { useRouter } from 'next/navigation';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { type AcceptInviteValues, acceptInviteSchema, NAME_MAX_LENGTH } from '@/lib/core/auth/account-schemas';
import { acceptInviteAction } from '@/lib/core/auth/invite-action';
import { authInputClass, NewPasswordFields } from './new-password-fields';


const FIELDS = ['name', 'password', 'passwordConfirm'] as const;

/** Completes an invitation: display name (optional) and the password, typed twice. */
export function InviteForm({ token, defaultName, email }: { token: string; defaultName: string; email: string }) {
  const router = useRouter();
  const [message, setMessage] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<AcceptInviteValues>({
    resolver: zodResolver(acceptInviteSchema),
    defaultValues: { name: defaultName, password: '', passwordConfirm: '' },
  });

  const onSubmit = handleSubmit(async (values) => {
    setMessage(null);
    const result = await acceptInviteAction(token, values).catch(() => ({
      ok: false as const,
      message: 'ただいま登録できませんでした。通信状況をご確認のうえ、もう一度お試しください。',
      fieldErrors: {} as Record<string, string>,
    }));
    if (result.ok) {
      router.push('/login?notice=invited');
      return;
    }
    setMessage(result.message);
    for (const field of FIELDS) {
      const fieldMessage = result.fieldErrors[field];
      if (fieldMessage) setError(field, { message: fieldMessage }, { shouldFocus: true });
    }
  });

  const describedBy = (field: (typeof FIELDS)[number], hint?: string) =>
    [hint, errors[field] ? `invite-${field}-error` : null].filter(Boolean).join(' ') || undefined;
  const error = (field: (typeof FIELDS)[number]) =>
    errors[field]?.message ? (
      <p id={`invite-${field}-error`} className="mt-1 text-sm font-bold text-red-700">
        {errors[field]?.message}
      </p>
    ) : null;

  return (
    <form onSubmit={onSubmit} noValidate className="mt-6 space-y-5">
      {/* Lets a password manager store the new password with the right account. */}
      <input type="email" name="username" autoComplete="username" value={email} readOnly hidden />
      <div>
        <label htmlFor="invite-name" className="block text-sm font-bold">
          表示名<span className="ml-2 text-xs font-normal text-brand-700">任意</span>
        </label>
        <input
          id="invite-name"
          type="text"
          autoComplete="name"
          maxLength={NAME_MAX_LENGTH}
          aria-invalid={errors.name ? true : undefined}
          aria-describedby={describedBy('name', 'invite-name-hint')}
          className={authInputClass}
          {...register('name')}
        />
        <p id="invite-name-hint" className="mt-1 text-xs text-brand-700">
          管理画面の右上に表示されます（{NAME_MAX_LENGTH}文字以内）。
        </p>
        {error('name')}
      </div>
      <NewPasswordFields idPrefix="invite" label="パスワード" register={register} errors={errors} />
      <p role="alert" aria-live="assertive" className="min-h-6 text-sm font-bold text-red-700">
        {message}
      </p>
      <button
        type="submit"
        disabled={isSubmitting}
        className="w-full rounded-md bg-brand-900 py-3 font-bold text-white hover:bg-brand-700 disabled:opacity-60"
      >
        {isSubmitting ? '登録しています…' : '登録してログイン画面へ'}
      </button>
    </form>
  );
}
