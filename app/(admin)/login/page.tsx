import type { Metadata } from 'next';
import { connection } from 'next/server';
import { Suspense } from 'react';
import { LoginForm } from '@/components/auth/login-form';
import { site } from '@/lib/core/site';

// Rendered for each request (connection()): its scripts carry the nonce of middleware.ts's
// Content-Security-Policy, so nothing here is prerendered and the page does not stream a shell.
export const instant = false;

export const metadata: Metadata = {
  title: 'ログイン',
  robots: { index: false, follow: false },
};

export default async function LoginPage() {
  await connection();
  return (
    <main className="grid min-h-dvh place-items-center bg-brand-100 px-4">
      <div className="w-full max-w-sm rounded-xl bg-white p-8 shadow-md">
        <p className="text-center text-3xl font-black tracking-wider text-brand-900">{site.name}</p>
        <h1 className="mt-2 text-center text-lg font-bold">管理画面ログイン</h1>
        <Suspense>
          <LoginForm />
        </Suspense>
      </div>
    </main>
  );
}
