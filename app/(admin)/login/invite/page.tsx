import type { Metadata } from 'next';
import Link from 'next/link';
import { InviteForm } from '@/components/auth/invite-form';
import { inviteFor } from '@/lib/core/auth/account';
import { accountMessages } from '@/lib/core/auth/account-schemas';
import { getDb } from '@/lib/core/db';
import { AuthCard } from '@/components/auth/auth-card';

// Rendered for each request and signed-in account (its scripts carry middleware.ts's CSP nonce):
// nothing here is prerendered, so the page waits for its data instead of streaming a shell.
export const instant = false;

export const metadata: Metadata = {
  title: '管理者アカウントの登録',
  robots: { index: false, follow: false },
  referrer: 'no-referrer',
};

export default async function InvitePage({ searchParams }: { searchParams: Promise<{ token?: string | string[] }> }) {
  const raw = (await searchParams).token;
  const token = typeof raw === 'string' ? raw : '';
  const invite = token ? await inviteFor(await getDb(), token) : null;
  return (
    <AuthCard title="管理者アカウントの登録" wide>
      {invite ? (
        <>
          <p className="mt-6 text-sm leading-relaxed">
            <span className="font-bold break-all">{invite.email}</span>
            の管理者アカウントを登録します。表示名とパスワードを設定してください。
          </p>
          <InviteForm token={token} defaultName={invite.name ?? ''} email={invite.email} />
        </>
      ) : (
        <div className="mt-6 space-y-4">
          <p role="alert" className="text-sm leading-relaxed font-bold text-red-700">
            {accountMessages.inviteInvalid}
          </p>
          <p className="text-sm">
            すでに登録がお済みの場合は、
            <Link href="/login" className="font-bold text-brand-900 underline underline-offset-2">
              ログイン画面
            </Link>
            からログインしてください。
          </p>
        </div>
      )}
    </AuthCard>
  );
}
