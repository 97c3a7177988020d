import type { Faq } from '@/lib/core/content/default-faq';

/**
 * FAQPage structured data from questions and answers that are already plain text. Without the sanitizer, so
 * a client component can build it from the questions it shows (the store FAQ's default ones);
 * lib/site/seo/structured-data.ts's faqPageJsonLd makes the text plain first.
 */
export function faqPage(entries: readonly Faq[]): Record<string, unknown> {
  return {
    '@context': 'https://schema.org',
    '@type': 'FAQPage',
    mainEntity: entries.map((entry) => ({
      '@type': 'Question',
      name: entry.question,
      acceptedAnswer: { '@type': 'Answer', text: entry.answer },
    })),
  };
}
