import type { ReactNode } from 'react';
import { site } from '@/lib/core/site';

/**
 * The card of the sign-in pages (login, reset, invite, e-mail confirmation). It hangs from a fixed
 * place near the top instead of being centred: a slow phone paints a long page before it has read
 * all of it, and a centred card that grows as its form arrives would move up (a layout shift),
 * where this one only grows downwards.
 */
export function AuthCard({ title, wide = false, children }: { title: string; wide?: boolean; children: ReactNode }) {
  return (
    <main className="flex min-h-dvh justify-center bg-brand-100 px-4 py-10 sm:pt-[12vh]">
      <div className={`h-fit w-full ${wide ? 'max-w-md' : 'max-w-sm'} rounded-xl bg-white p-8 shadow-md`}>
        <p className="text-center text-3xl font-black tracking-wider text-brand-900">{site.name}</p>
        <h1 className="mt-2 text-center text-lg font-bold">{title}</h1>
        {children}
      </div>
    </main>
  );
}
