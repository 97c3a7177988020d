interface FlowStep {
  title: string;
  text: string;
}

/** The selection steps, numbered, with an arrow between them. */
export function JobsFlow({ steps, label }: { steps: readonly FlowStep[]; label: string }) {
  return (
    <ol aria-label={label} className="grid gap-8 md:grid-cols-4 md:gap-6">
      {steps.map((step, index) => (
        <li key={step.title} className="relative rounded-2xl bg-white px-5 pt-5 pb-6 shadow-sm ring-1 ring-brand-100">
          <p lang="en" className="text-xs font-black tracking-widest text-accent-700">
            STEP {index + 1}
          </p>
          <h3 className="mt-1 font-bold leading-snug">{step.title}</h3>
          <p className="mt-2 text-sm leading-relaxed">{step.text}</p>
          {index < steps.length - 1 && (
            <span
              aria-hidden="true"
              className="absolute -bottom-7 left-1/2 -translate-x-1/2 rotate-90 text-xl text-accent-500 md:top-1/2 md:-right-5 md:bottom-auto md:left-auto md:translate-x-0 md:-translate-y-1/2 md:rotate-0"
            >
              ▶
            </span>
          )}
        </li>
      ))}
    </ol>
  );
}
