import { DEFAULT_FAQ } from './default-faq';

test('the built-in store FAQ has 15 distinct questions, each answered', () => {
  expect(DEFAULT_FAQ).toHaveLength(15);
  expect(new Set(DEFAULT_FAQ.map((faq) => faq.question)).size).toBe(15);
  for (const faq of DEFAULT_FAQ) {
    expect(faq.question).toMatch(/？$/);
    expect(faq.answer.length).toBeGreaterThan(30);
  }
});
