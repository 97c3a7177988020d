'use client';

import Link from 'next/link';
import { signIn } from 'next-auth/react';
import { useSearchParams } from 'next/navigation';
import { type FormEvent, useEffect, useRef, useState } from 'react';
import { loginErrorMessage, loginNoticeMessage, safeCallbackPath } from '@/lib/core/auth/messages';

export function LoginForm() {
  const searchParams = useSearchParams();
  const [error, setError] = useState<string | null>(loginErrorMessage(searchParams.get('error')));
  const notice = error ? null : loginNoticeMessage(searchParams.get('notice'));
  const [busy, setBusy] = useState(false);
  // After a right password for an account with two-factor sign-in: the code is asked for too.
  const [needsCode, setNeedsCode] = useState(false);
  const codeInput = useRef<HTMLInputElement>(null);
  // The code field takes the focus when it appears, so typing goes on where it is needed.
  useEffect(() => {
    if (needsCode) codeInput.current?.focus();
  }, [needsCode]);

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    setBusy(true);
    setError(null);
    const result = await signIn('credentials', {
      email: String(form.get('email') ?? ''),
      password: String(form.get('password') ?? ''),
      code: String(form.get('code') ?? ''),
      redirect: false,
    }).catch(() => undefined);
    if (result?.ok && !result.error) {
      window.location.assign(safeCallbackPath(searchParams.get('callbackUrl'), window.location.origin));
      return;
    }
    setBusy(false);
    if (result?.error === 'totp-required') {
      setNeedsCode(true);
      setError(needsCode ? loginErrorMessage('totp-required') : null);
      return;
    }
    setError(loginErrorMessage(needsCode && result?.error === 'invalid' ? 'code-invalid' : (result?.error ?? 'unavailable')));
  }

  return (
    <form onSubmit={onSubmit} noValidate className="mt-8 space-y-5" aria-describedby={error ? 'login-error' : undefined}>
      {notice && (
        <p role="status" className="rounded-md bg-brand-100 px-3 py-2 text-sm font-bold text-brand-900">
          {notice}
        </p>
      )}
      <div>
        <label htmlFor="email" className="block text-sm font-bold">
          メールアドレス
        </label>
        <input
          id="email"
          name="email"
          type="email"
          autoComplete="username"
          required
          className="mt-1 w-full rounded-md border border-brand-700/40 bg-white px-3 py-2.5 text-base"
        />
      </div>
      <div>
        <label htmlFor="password" className="block text-sm font-bold">
          パスワード
        </label>
        <input
          id="password"
          name="password"
          type="password"
          autoComplete="current-password"
          required
          minLength={8}
          className="mt-1 w-full rounded-md border border-brand-700/40 bg-white px-3 py-2.5 text-base"
        />
      </div>
      {needsCode ? (
        <div>
          <label htmlFor="code" className="block text-sm font-bold">
            確認コード
          </label>
          <p id="code-hint" className="mt-1 text-xs text-slate-700">
            認証アプリに表示されている6桁の数字を入力してください。スマートフォンが手元にない場合は、リカバリーコードも使えます。
          </p>
          <input
            ref={codeInput}
            id="code"
            name="code"
            type="text"
            inputMode="text"
            autoComplete="one-time-code"
            autoCapitalize="none"
            spellCheck={false}
            required
            aria-describedby="code-hint"
            className="mt-1 w-full rounded-md border border-brand-700/40 bg-white px-3 py-2.5 text-base tracking-widest"
          />
        </div>
      ) : null}
      <p id="login-error" role="alert" aria-live="assertive" className="min-h-6 text-sm font-bold text-red-700">
        {error}
      </p>
      <button
        type="submit"
        disabled={busy}
        className="w-full rounded-md bg-brand-900 py-3 font-bold text-white hover:bg-brand-700 disabled:opacity-60"
      >
        {busy ? 'ログインしています…' : 'ログイン'}
      </button>
      <p className="text-center text-sm">
        <Link href="/login/reset" className="font-bold text-brand-900 underline underline-offset-2">
          パスワードをお忘れの方
        </Link>
      </p>
    </form>
  );
}
