'use client';

// A client component so its markup is sent once, in the HTML, and not again in the page's RSC
// payload: the payload carries a reference and the props (README › Smaller pages).
import Link from 'next/link';
import { CONTACT_FORM_PATH } from '@/lib/core/routes';
import { FEATURES, FEATURES_INTRO } from '@/lib/site/top/features';
import { FeatureIcon } from './features-icons';
import { SectionHeading } from './section-heading';

interface FeaturesSectionProps {
  /** Shows the COUNSELING button to the contact form. */
  counseling?: boolean;
}

/** The nine feature cards of the gym. */
export function FeaturesSection({ counseling = false }: FeaturesSectionProps) {
  return (
    <section
      id="feature"
      aria-labelledby="feature-heading"
      data-scroll-offset="0"
      data-scroll-duration="800"
      className="bg-brand-100/60 px-4 py-16 sm:py-24"
    >
      <div data-animate className="mx-auto max-w-6xl">
        <SectionHeading id="feature-heading" en="FEATURE" ja="Oz が選ばれる9つの理由" />
        <p className="mx-auto mt-6 max-w-3xl text-[15px] leading-loose sm:text-center sm:text-base">{FEATURES_INTRO}</p>

        <ol className="mt-10 grid gap-4 sm:grid-cols-2 sm:gap-5 lg:grid-cols-3">
          {FEATURES.map((feature, index) => (
            <li key={feature.title} className="panel">
              <div className="flex items-center gap-4 sm:flex-col sm:items-start">
                <div className="flex size-14 shrink-0 items-center justify-center rounded-full bg-paper sm:size-16">
                  <FeatureIcon name={feature.icon} label={feature.alt} />
                </div>
                <div className="min-w-0">
                  <p aria-hidden="true" className="text-xs font-black tracking-widest text-brand-700">
                    {String(index + 1).padStart(2, '0')}
                  </p>
                  <h3 className="text-base font-bold leading-snug text-brand-900 sm:text-lg">{feature.title}</h3>
                </div>
              </div>
              <p className="mt-3 text-sm leading-relaxed">{feature.text}</p>
            </li>
          ))}
        </ol>

        <div className="mt-12 flex flex-col items-center justify-center gap-4 sm:flex-row">
          {counseling && (
            <Link
              href={CONTACT_FORM_PATH}
              className="inline-flex min-h-16 w-full max-w-sm flex-col items-center justify-center rounded-full bg-brand-900 px-8 py-2 text-white shadow-md transition-colors hover:bg-brand-700"
            >
              <span lang="en" className="text-xs font-bold tracking-[0.2em] text-accent-500">
                COUNSELING
              </span>
              <span className="text-lg font-bold">カウンセリング予約</span>
            </Link>
          )}
          <a
            href="#shop"
            className="inline-flex min-h-16 w-full max-w-sm items-center justify-center gap-2 rounded-full border-2 border-brand-900 bg-white px-8 text-lg font-bold text-brand-900 transition-colors hover:bg-brand-100"
          >
            お近くの店舗を探す
            <span aria-hidden="true">↓</span>
          </a>
        </div>
      </div>
    </section>
  );
}
