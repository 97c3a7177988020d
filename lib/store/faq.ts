import { DEFAULT_FAQ, type Faq } from '@/lib/content/default-faq';

/** The questions a store page shows: the store's own, else the 15 default questions. */
export function storeFaq(questions: readonly { question: string; answer: string }[]): readonly Faq[] {
  const own = questions.filter((entry) => entry.question.trim() && entry.answer.trim());
  return own.length > 0 ? own.map(({ question, answer }) => ({ question, answer })) : DEFAULT_FAQ;
}
