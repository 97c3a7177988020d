import type { Faq } from '@/lib/core/content/default-faq';

/**
 * The store's own questions (those with both texts), or null when it has none: its page then shows
 * the 15 default questions (DEFAULT_FAQ).
 */
export function ownFaq(questions: readonly Faq[]): Faq[] | null {
  const own = questions.filter((entry) => entry.question.trim() && entry.answer.trim());
  return own.length > 0 ? own.map(({ question, answer }) => ({ question, answer })) : null;
}
