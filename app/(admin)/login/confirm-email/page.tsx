import type { Metadata } from 'next';
import Link from 'next/link';
import { ConfirmEmailButton } from '@/components/auth/confirm-email-button';
import { emailChangeFor } from '@/lib/core/auth/account';
import { LOGIN_ERROR_MESSAGES } from '@/lib/core/auth/messages';
import { getDb } from '@/lib/core/db';
import { AuthCard } from '@/components/auth/auth-card';

// Rendered for each request (its scripts carry middleware.ts's CSP nonce). Opening the page changes nothing.
export const instant = false;

export const metadata: Metadata = {
  title: 'メールアドレスの変更',
  robots: { index: false, follow: false },
  referrer: 'no-referrer',
};

export default async function ConfirmEmailPage({ searchParams }: { searchParams: Promise<{ token?: string | string[] }> }) {
  const raw = (await searchParams).token;
  const token = typeof raw === 'string' ? raw : '';
  const change = token ? await emailChangeFor(await getDb(), token) : null;
  return (
    <AuthCard title="メールアドレスの変更" wide>
      {change ? (
        <>
          <dl className="mt-6 space-y-2 text-sm">
            <div>
              <dt className="font-bold">現在のメールアドレス</dt>
              <dd className="break-all">{change.email}</dd>
            </div>
            <div>
              <dt className="font-bold">新しいメールアドレス</dt>
              <dd className="break-all">{change.newEmail}</dd>
            </div>
          </dl>
          <p className="mt-4 text-sm leading-relaxed">
            下のボタンを押すと変更が完了し、すべての端末でログアウトします。新しいメールアドレスでログインし直してください。
          </p>
          <ConfirmEmailButton token={token} />
        </>
      ) : (
        <div className="mt-6 space-y-4">
          <p role="alert" className="text-sm leading-relaxed font-bold text-red-700">
            {LOGIN_ERROR_MESSAGES['link-invalid']}
          </p>
          <Link href="/login" className="text-sm font-bold text-brand-900 underline underline-offset-2">
            ログイン画面へ
          </Link>
        </div>
      )}
    </AuthCard>
  );
}
