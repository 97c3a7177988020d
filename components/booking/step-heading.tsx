'use client';

import { type ReactNode, useEffect, useRef } from 'react';

/**
 * The heading of a step of the booking pages. Each step mounts its own; once the visitor has moved
 * from the first step (`focus`), the new step's heading takes the focus and comes into view, so a
 * screen reader reads where the visitor now is and Tab goes on from there.
 */
export function StepHeading({ id, focus, children }: { id: string; focus: boolean; children: ReactNode }) {
  const ref = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    if (!focus) return;
    const heading = ref.current;
    heading?.focus({ preventScroll: true });
    heading?.scrollIntoView({ block: 'start' });
    // By id too: React keeps the same heading element when one step replaces another in its place.
  }, [focus, id]);
  return (
    <h2 ref={ref} id={id} tabIndex={-1} className="scroll-mt-28 border-l-4 border-accent-500 pl-3 text-xl font-bold leading-snug outline-none sm:text-2xl">
      {children}
    </h2>
  );
}

/** Where the visitor is in the booking: 1. 日付 2. 時間 … */
export function BookingSteps({ labels, current, label }: { labels: readonly string[]; current: number; label: string }) {
  return (
    <ol aria-label={label} className="mb-8 grid gap-1 text-center text-xs font-bold sm:gap-2 sm:text-sm" style={{ gridTemplateColumns: `repeat(${labels.length}, minmax(0, 1fr))` }}>
      {labels.map((text, index) => (
        <li
          key={text}
          aria-current={current === index ? 'step' : undefined}
          className={`rounded-md px-1 py-2 ${current === index ? 'bg-brand-900 text-white' : index < current ? 'bg-brand-100 text-brand-900' : 'bg-brand-100/60 text-brand-700'}`}
        >
          <span className="block">{index + 1}</span>
          {text}
        </li>
      ))}
    </ol>
  );
}
