import Link from 'next/link';
import type { ReactNode } from 'react';
import { site } from '@/lib/site';

export default function SiteLayout({ children }: { children: ReactNode }) {
  return (
    <>
      <header className="sticky top-0 z-40 border-b border-brand-100 bg-white/95 backdrop-blur">
        <div className="mx-auto flex max-w-6xl items-center justify-between gap-4 px-4 py-3">
          <Link href="/" className="flex flex-col leading-tight">
            <span className="text-2xl font-black tracking-wider text-brand-900">{site.name}</span>
            <span className="text-[11px] text-brand-700 sm:text-xs">{site.tagline}</span>
          </Link>
        </div>
      </header>
      <main id="main">{children}</main>
      <footer className="mt-16 bg-brand-950 py-8 text-center text-sm text-brand-100">
        <p>© {site.fullName}</p>
      </footer>
    </>
  );
}
