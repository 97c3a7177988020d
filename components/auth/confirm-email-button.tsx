'use client';

import { useRouter } from 'next/navigation';
import { useState } from 'react';
import { confirmEmailChangeAction } from '@/lib/core/auth/confirm-email-action';
import { LOGIN_ERROR_MESSAGES } from '@/lib/core/auth/messages';

/** Confirms the e-mail change of the link's page (only a person pressing it does). */
export function ConfirmEmailButton({ token }: { token: string }) {
  const router = useRouter();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const confirm = async () => {
    setBusy(true);
    setError(null);
    const result = await confirmEmailChangeAction(token).catch(() => ({ ok: false }));
    if (result.ok) {
      router.push('/login?notice=email-changed');
      return;
    }
    setBusy(false);
    setError(LOGIN_ERROR_MESSAGES['link-invalid']);
  };
  return (
    <div className="mt-6 space-y-3">
      <p role="alert" aria-live="assertive" className="min-h-6 text-sm font-bold text-red-700">
        {error}
      </p>
      <button
        type="button"
        onClick={() => void confirm()}
        disabled={busy}
        className="w-full rounded-md bg-brand-900 py-3 font-bold text-white hover:bg-brand-700 disabled:opacity-60"
      >
        {busy ? '変更しています…' : 'メールアドレスを変更する'}
      </button>
    </div>
  );
}
