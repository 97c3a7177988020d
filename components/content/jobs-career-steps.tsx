interface CareerStep {
  title: string;
  text: string;
}

/* Literal classes so Tailwind generates them: each step stands a little higher than the last. */
const RISE = [
  'ml-0 md:min-h-44',
  'ml-3 md:ml-0 md:min-h-52',
  'ml-6 md:ml-0 md:min-h-60',
  'ml-9 md:ml-0 md:min-h-68',
  'ml-12 md:ml-0 md:min-h-76',
] as const;

/**
 * The career-step diagram: a staircase of steps on wide screens, a rising list on phones.
 * It is an ordered list, so the order reads the same without the picture.
 */
export function JobsCareerSteps({ steps, label }: { steps: readonly CareerStep[]; label: string }) {
  return (
    <div className="relative">
      <svg
        aria-hidden="true"
        viewBox="0 0 100 40"
        preserveAspectRatio="none"
        className="pointer-events-none absolute inset-x-0 top-2 hidden h-20 w-[92%] text-accent-500 md:block"
      >
        <path d="M2 38 L100 2" stroke="currentColor" strokeWidth="2" strokeDasharray="6 5" fill="none" vectorEffect="non-scaling-stroke" />
      </svg>
      <span
        lang="en"
        aria-hidden="true"
        className="absolute top-0 right-0 hidden items-center gap-1 text-xs font-black tracking-widest text-accent-700 md:flex"
      >
        CAREER UP
        <svg viewBox="0 0 12 12" className="size-3" fill="none" stroke="currentColor" strokeWidth="2">
          <path d="M2 10 10 2M4 2h6v6" />
        </svg>
      </span>
      <ol aria-label={label} className="relative grid gap-3 md:grid-cols-5 md:items-end md:gap-2 md:pt-16">
        {steps.map((step, index) => (
          <li
            key={step.title}
            className={`flex gap-4 rounded-xl bg-brand-900 px-4 py-4 text-white md:flex-col md:justify-end md:gap-2 md:rounded-b-none md:px-3 ${RISE[index] ?? RISE[RISE.length - 1]}`}
          >
            <span lang="en" className="shrink-0 text-xs font-black tracking-widest text-accent-500">
              STEP {index + 1}
            </span>
            <span>
              <span className="block font-bold leading-snug">{step.title}</span>
              <span className="mt-1 block text-sm leading-relaxed text-brand-100">{step.text}</span>
            </span>
          </li>
        ))}
      </ol>
    </div>
  );
}
