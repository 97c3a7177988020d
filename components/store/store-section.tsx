import type { ReactNode } from 'react';
import { SectionHeading } from '@/components/top/section-heading';

interface StoreSectionProps {
  id: string;
  en: string;
  ja: string;
  /** A tinted band across the page, to set the section apart from its neighbours. */
  tinted?: boolean;
  children: ReactNode;
}

/** A section of the store page: the site's heading style, then the content. */
export function StoreSection({ id, en, ja, tinted = false, children }: StoreSectionProps) {
  return (
    <section id={id} aria-labelledby={`${id}-heading`} className={`scroll-mt-24 py-14 sm:py-20 ${tinted ? 'bg-brand-100/60' : ''}`}>
      <div data-animate className="mx-auto max-w-6xl px-4">
        <SectionHeading id={`${id}-heading`} en={en} ja={ja} />
        <div className="mt-8 sm:mt-10">{children}</div>
      </div>
    </section>
  );
}
