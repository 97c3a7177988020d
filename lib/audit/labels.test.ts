import { actorlessLabel } from './labels';

test('an entry without an actor is the system when the retention job anonymised an enquiry, else someone not signed in', () => {
  expect(actorlessLabel('enquiry-anonymize')).toBe('システム（自動処理）');
  expect(actorlessLabel('sign-in-failed')).toBe('（ログイン前）');
});
