import type { ReactNode } from 'react';

/** What a top-page section shows in place of its content when that content could not be read. */
export function SectionNotice({ children }: { children: ReactNode }) {
  return <p className="rounded-2xl bg-white px-4 py-8 text-center leading-relaxed text-brand-700 ring-1 ring-brand-100">{children}</p>;
}
