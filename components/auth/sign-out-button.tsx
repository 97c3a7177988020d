'use client';

import { signOut } from 'next-auth/react';

export function SignOutButton() {
  return (
    <button
      type="button"
      onClick={() => signOut({ callbackUrl: '/login' })}
      className="rounded-md border border-brand-900 px-4 py-2 text-sm font-bold hover:bg-brand-100"
    >
      ログアウト
    </button>
  );
}
