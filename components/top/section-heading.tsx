interface SectionHeadingProps {
  /** The id the section's aria-labelledby points at. */
  id: string;
  /** The large English word above the heading; decorative, so assistive technology skips it. */
  en: string;
  /** The heading itself. */
  ja: string;
  /** On a dark background. */
  inverted?: boolean;
  align?: 'center' | 'left';
}

/** The heading style of the top page's sections: a large English word over the Japanese heading. */
export function SectionHeading({ id, en, ja, inverted = false, align = 'center' }: SectionHeadingProps) {
  return (
    <div className={align === 'center' ? 'text-center' : 'text-left'}>
      <p
        aria-hidden="true"
        className={`font-black leading-none tracking-[0.12em] text-[2rem] sm:text-5xl ${inverted ? 'text-white' : 'text-brand-900'}`}
      >
        {en}
      </p>
      <h2
        id={id}
        className={`mt-3 inline-flex items-center gap-3 text-base font-bold tracking-wider sm:text-lg ${inverted ? 'text-brand-100' : 'text-brand-700'}`}
      >
        <span aria-hidden="true" className="h-0.5 w-6 bg-accent-500" />
        {ja}
        {align === 'center' && <span aria-hidden="true" className="h-0.5 w-6 bg-accent-500" />}
      </h2>
    </div>
  );
}
