import { AGES, DAYS, MONTHS, scheduleYears, TIMES } from './choices';
import { formatWish } from './mail';
import { messages } from './messages';
import { contactSchema, emptyContact, emptyFranchise, fieldErrorsOf, franchiseSchema } from './schemas';

test('the choice lists are the spec\'s', () => {
  expect(AGES).toEqual(['10代', '20代', '30代', '40代', '50代', '60代', '70代', '80代', '90代']);
  expect(MONTHS).toHaveLength(12);
  expect(DAYS[0]).toBe('1');
  expect(DAYS.at(-1)).toBe('31');
  expect(TIMES).toEqual(['指定なし', ...Array.from({ length: 11 }, (_, i) => `${10 + i}:00〜`)]);
  expect(scheduleYears(new Date('2026-12-31T16:00:00Z'))).toEqual(['2027', '2028']);
  expect(scheduleYears(new Date('2026-06-01T00:00:00Z'))).toEqual(['2026', '2027']);
});

test('an empty franchise form names exactly its required fields', () => {
  const result = franchiseSchema.safeParse(emptyFranchise());
  expect(result.success).toBe(false);
  if (!result.success) {
    expect(fieldErrorsOf(result.error)).toEqual({
      name: messages.name,
      furigana: messages.furigana,
      phone: messages.phone,
      email: messages.email,
      emailConfirm: messages.emailConfirm,
      contact: messages.contact,
    });
  }
});

test('the e-mail mismatch shows together with the other missing fields', () => {
  const result = contactSchema.safeParse({ ...emptyContact(), email: 'a@example.jp', emailConfirm: 'b@example.jp' });
  expect(result.success).toBe(false);
  if (!result.success) {
    const errors = fieldErrorsOf(result.error);
    expect(errors.emailConfirm).toBe(messages.emailMismatch);
    expect(errors.name).toBe(messages.name);
    expect(errors.gender).toBeUndefined();
  }
});

test('a wish is written out only when year, month, day and time are all chosen', () => {
  expect(formatWish({ year: '2026', month: '12', day: '1', time: '14:00〜' }, 0)).toBe('第1希望: 2026年12月1日 14:00〜');
  expect(formatWish({ year: '2026', month: '12', day: '1', time: '' }, 1)).toBe('第2希望: 未指定');
  expect(formatWish({ year: '', month: '', day: '', time: '' }, 2)).toBe('第3希望: 未指定');
});
