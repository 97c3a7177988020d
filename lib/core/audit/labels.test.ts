import { actorlessLabel, AUDIT_ACTION_LABELS, AUDIT_ACTIONS } from './labels';

test('an entry without an actor is the system when the retention job anonymised an enquiry, else someone not signed in', () => {
  expect(actorlessLabel('enquiry-anonymize')).toBe('システム（自動処理）');
  expect(actorlessLabel('sign-in-failed')).toBe('（ログイン前）');
});

test('a refused write is named in Japanese on the audit screen', () => {
  expect(AUDIT_ACTION_LABELS.refused).toBe('権限がないため拒否');
  for (const action of AUDIT_ACTIONS) expect(AUDIT_ACTION_LABELS[action]).toMatch(/[ぁ-んァ-ヶ一-龯]/);
});
