import type { Metadata } from 'next';
import Link from 'next/link';
import { RequestResetForm, ResetPasswordForm } from '@/components/auth/reset-forms';
import { accountMessages } from '@/lib/core/auth/account-schemas';
import { resetFor } from '@/lib/core/auth/password-reset';
import { getDb } from '@/lib/core/db';
import { AuthCard } from '@/components/auth/auth-card';

// Rendered for each request (its scripts carry middleware.ts's CSP nonce); opening a link uses nothing up.
export const instant = false;

export const metadata: Metadata = {
  title: 'パスワードの再設定',
  robots: { index: false, follow: false },
  referrer: 'no-referrer',
};

/** Without a token: the request form. With the token of a mailed link: the new password. */
export default async function ResetPage({ searchParams }: { searchParams: Promise<{ token?: string | string[] }> }) {
  const raw = (await searchParams).token;
  const token = typeof raw === 'string' ? raw : '';
  const reset = token ? await resetFor(await getDb(), token) : null;
  return (
    <AuthCard title="パスワードの再設定" wide>
      {!token ? (
        <>
          <p className="mt-6 text-sm leading-relaxed">
            管理画面にログインするメールアドレスを入力してください。パスワードを設定し直すためのリンクをお送りします。
          </p>
          <RequestResetForm />
        </>
      ) : reset ? (
        <>
          <p className="mt-6 text-sm leading-relaxed">
            <span className="font-bold break-all">{reset.email}</span>
            の新しいパスワードを設定してください。設定すると、すべての端末でログアウトします。
          </p>
          <ResetPasswordForm token={token} email={reset.email} />
        </>
      ) : (
        <p role="alert" className="mt-6 text-sm leading-relaxed font-bold text-red-700">
          {accountMessages.resetInvalid}
        </p>
      )}
      <p className="mt-6 flex flex-wrap justify-between gap-2 text-sm">
        {token ? (
          <Link href="/login/reset" className="font-bold text-brand-900 underline underline-offset-2">
            再設定をもう一度申し込む
          </Link>
        ) : null}
        <Link href="/login" className="font-bold text-brand-900 underline underline-offset-2">
          ログイン画面に戻る
        </Link>
      </p>
    </AuthCard>
  );
}
