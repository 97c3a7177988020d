import { type ReactNode, useId } from 'react';

interface ContentSectionProps {
  /** An anchor other pages may link to. */
  id?: string;
  /** A small English word above the heading; decorative, so assistive technology skips it. */
  en?: string;
  title: string;
  children: ReactNode;
}

/** A titled block of a content page: an h2 with the section's content under it. */
export function ContentSection({ id, en, title, children }: ContentSectionProps) {
  const headingId = useId();
  return (
    <section id={id} aria-labelledby={headingId} className="mt-14 scroll-mt-24 first:mt-0 sm:mt-20">
      {en && (
        <p lang="en" aria-hidden="true" className="text-xs font-black tracking-[0.2em] text-accent-700 sm:text-sm">
          {en}
        </p>
      )}
      <h2
        id={headingId}
        className="mt-1 border-l-4 border-accent-500 pl-3 text-xl font-bold leading-snug text-brand-950 sm:text-2xl"
      >
        {title}
      </h2>
      <div className="mt-6 space-y-5 leading-loose">{children}</div>
    </section>
  );
}

/** A bulleted list of short items (welfare programme, job duties, policy items). */
export function BulletList({ items, label }: { items: readonly string[]; label?: string }) {
  return (
    <ul aria-label={label} className="space-y-2">
      {items.map((item) => (
        <li key={item} className="flex gap-3">
          <span aria-hidden="true" className="mt-[0.7em] size-2 shrink-0 rounded-full bg-accent-500" />
          <span>{item}</span>
        </li>
      ))}
    </ul>
  );
}
