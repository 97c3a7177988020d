import type { Metadata } from 'next';
import { Suspense } from 'react';
import { LoginForm } from '@/components/auth/login-form';
import { site } from '@/lib/site';

// Rendered per request: its scripts carry the nonce of middleware.ts's Content-Security-Policy.
export const dynamic = 'force-dynamic';

export const metadata: Metadata = {
  title: 'ログイン',
  robots: { index: false, follow: false },
};

export default function LoginPage() {
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
