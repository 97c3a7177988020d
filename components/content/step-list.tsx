export interface Step {
  title: string;
  text: string;
}

interface StepListProps {
  steps: readonly Step[];
  /** Names the list for assistive technology (ご入会までの流れ…). */
  label: string;
}

const COLUMNS: Record<number, string> = {
  3: 'md:grid-cols-3',
  4: 'md:grid-cols-2 lg:grid-cols-4',
};

/** Numbered steps as cards, side by side from tablet width, with an arrow between them. */
export function StepList({ steps, label }: StepListProps) {
  return (
    <ol aria-label={label} className={`grid gap-5 ${COLUMNS[steps.length] ?? 'md:grid-cols-2'}`}>
      {steps.map((step, index) => (
        <li key={step.title} className="panel relative flex flex-col">
          <p className="flex items-baseline gap-2 text-accent-700">
            <span lang="en" className="text-xs font-black tracking-[0.2em]">
              STEP
            </span>
            <span className="text-3xl leading-none font-black">{String(index + 1).padStart(2, '0')}</span>
          </p>
          <h3 className="mt-3 text-lg leading-snug font-bold">{step.title}</h3>
          <p className="mt-2 text-sm leading-relaxed sm:text-[15px]">{step.text}</p>
          {index < steps.length - 1 && (
            <span
              aria-hidden="true"
              className="absolute -bottom-4 left-1/2 z-10 flex size-7 -translate-x-1/2 items-center justify-center rounded-full bg-accent-500 text-sm text-white md:hidden"
            >
              ↓
            </span>
          )}
        </li>
      ))}
    </ol>
  );
}
