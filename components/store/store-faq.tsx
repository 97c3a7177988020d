'use client';

// A client component so its markup is sent once, in the HTML, and not again in the page's RSC
// payload: the payload carries a reference and the props (README › Smaller pages).
import { DEFAULT_FAQ, type Faq } from '@/lib/core/content/default-faq';
import { ChevronDown } from '@/components/ui/chevron-down';
import { faqPage } from '@/lib/site/seo/faq-page';
import { JsonLd } from '@/lib/site/seo/json-ld';

/**
 * The FAQ accordion. Native <details> sharing one name: opening a question closes the open one,
 * and an open question closes again on a second click, without any script. `own` is the
 * store's own questions; without them (null) the default questions, and their FAQPage data, come
 * with this script rather than in the page's payload (the page adds the data for its own ones).
 */
export function StoreFaq({ own }: { own: readonly Faq[] | null }) {
  const questions = own ?? DEFAULT_FAQ;
  return (
    <div className="mx-auto max-w-4xl space-y-3">
      {questions.map((entry) => (
        <details key={entry.question} name="store-faq" className="group rounded-xl bg-white shadow-sm ring-1 ring-brand-100">
          <summary className="flex cursor-pointer list-none items-start gap-3 rounded-xl px-4 py-4 font-bold text-brand-900 hover:bg-brand-100/50 sm:px-6 [&::-webkit-details-marker]:hidden">
            <span aria-hidden="true" lang="en" className="font-black text-accent-700">
              Q
            </span>
            <span className="min-w-0 flex-1">{entry.question}</span>
            <ChevronDown className="mt-0.5 size-5 shrink-0 transition-transform group-open:rotate-180 motion-reduce:transition-none" />
          </summary>
          <div className="flex gap-3 px-4 pb-5 sm:px-6">
            <span aria-hidden="true" lang="en" className="font-black text-brand-700">
              A
            </span>
            <p className="min-w-0 flex-1 text-[15px] leading-relaxed">{entry.answer}</p>
          </div>
        </details>
      ))}
      {own === null && <JsonLd data={faqPage(DEFAULT_FAQ)} />}
    </div>
  );
}
