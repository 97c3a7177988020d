/** A question and its answer, as plain text. */
export interface FaqEntry {
  question: string;
  answer: string;
}

/**
 * FAQPage structured data from questions that are already plain text. Without the sanitizer, so
 * a client component can build it from the questions it shows (the store FAQ's default ones);
 * lib/seo/structured-data.ts's faqPageJsonLd makes the text plain first.
 */
export function faqPage(entries: readonly FaqEntry[]): Record<string, unknown> {
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
