import type { Metadata } from 'next';
import { connection } from 'next/server';
import { Suspense } from 'react';
import { LoginForm } from '@/components/auth/login-form';
import { AuthCard } from '@/components/auth/auth-card';

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
    <AuthCard title="管理画面ログイン">
      <Suspense>
        <LoginForm />
      </Suspense>
    </AuthCard>
  );
}
