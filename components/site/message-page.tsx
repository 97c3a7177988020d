import type { ReactNode } from 'react';

const action = 'inline-flex min-h-12 min-w-60 items-center justify-center rounded-full px-8 py-3 font-bold transition-colors';

/** The looks of a message page's ways on: the main one filled, another outlined. */
export const messageAction = {
  primary: `${action} bg-brand-900 text-white hover:bg-brand-700`,
  secondary: `${action} border-2 border-brand-900 text-brand-900 hover:bg-brand-100`,
};

interface MessagePageProps {
  /** The small English line above the heading. */
  eyebrow: string;
  title: string;
  /** The explanation, a paragraph each. */
  lines: readonly string[];
  /** Links or buttons styled with messageAction. */
  actions: ReactNode;
}

/** A page that says what went wrong and where to go on: the not-found and the error pages. */
export function MessagePage({ eyebrow, title, lines, actions }: MessagePageProps) {
  return (
    <div className="mx-auto flex max-w-2xl flex-col items-center px-4 py-16 text-center sm:py-24">
      <p lang="en" className="text-sm font-bold tracking-[0.3em] text-brand-700">
        {eyebrow}
      </p>
      <h1 className="mt-4 text-2xl font-bold">{title}</h1>
      {lines.map((line, index) => (
        <p key={line} className={`${index === 0 ? 'mt-6' : 'mt-2'} leading-relaxed [word-break:auto-phrase]`}>
          {line}
        </p>
      ))}
      <div className="mt-10 flex flex-wrap justify-center gap-4">{actions}</div>
    </div>
  );
}
