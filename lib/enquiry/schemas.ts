import { z } from 'zod';
import { AGES, CONTACT_PURPOSES, DAYS, FRANCHISE_PURPOSES, GENDERS, MONTHS, TIMES, WISH_COUNT } from './choices';
import { messages, tooLong } from './messages';
import { isPostCode, normalizePostCode } from './postal';

/*
 * One schema per form, used by the client resolver and again by the server action. Required
 * fields are checked for content only, as the spec asks; the e-mail address is also checked for
 * its form because it becomes the recipient of the visitor's confirmation mail.
 */

export const limits = {
  name: 50,
  furigana: 50,
  phone: 20,
  email: 254,
  postCode: 10,
  address: 200,
  addressOther: 200,
  destination: 100,
  company: 100,
  message: 2000,
} as const;

// Tabs, line breaks and other control characters have no place in a one-line field.
const CONTROL = /[\u0000-\u001f\u007f]/;
// Letters, digits and the usual symbols before and after one @, with a dot in the domain.
const EMAIL = /^[^\s@<>()[\]\\,;:"]+@[^\s@<>()[\]\\,;:"]+\.[^\s@<>()[\]\\,;:".]+$/;

function line(label: string, max: number, required?: string) {
  const base = z.string().trim();
  return (required ? base.min(1, required) : base)
    .max(max, tooLong(label, max))
    .refine((value) => !CONTROL.test(value), messages.controlCharacters);
}

function choice(values: readonly string[], required?: string) {
  return z.string().superRefine((value, ctx) => {
    if (value === '') {
      if (required) ctx.addIssue({ code: 'custom', message: required });
    } else if (!values.includes(value)) {
      ctx.addIssue({ code: 'custom', message: messages.choice });
    }
  });
}

const email = z
  .string()
  .trim()
  .min(1, messages.email)
  .max(limits.email, tooLong('メールアドレス', limits.email))
  .refine((value) => EMAIL.test(value), messages.emailFormat);

const emailConfirm = z.string().trim().min(1, messages.emailConfirm).max(limits.email, tooLong('メールアドレス', limits.email));

const optional = (values: readonly string[]) => z.string().refine((value) => value === '' || values.includes(value), messages.schedule);

export const wishSchema = z.object({
  year: z.string().refine((value) => value === '' || /^\d{4}$/.test(value), messages.schedule),
  month: optional(MONTHS),
  day: optional(DAYS),
  time: optional(TIMES),
});

const messageField = (required: boolean) => {
  const base = z.string().trim();
  return (required ? base.min(1, messages.message) : base).max(limits.message, tooLong('お問い合わせ内容', limits.message));
};

function matchingEmails<S extends z.ZodType<{ email: string; emailConfirm: string }>>(schema: S): S {
  return schema.refine((value) => value.email === value.emailConfirm, {
    message: messages.emailMismatch,
    path: ['emailConfirm'],
    // Also when other fields are still wrong, so the visitor sees every problem at once.
    when: (payload) => {
      const value = payload.value as { email?: unknown; emailConfirm?: unknown } | undefined;
      return typeof value?.email === 'string' && typeof value.emailConfirm === 'string' && value.emailConfirm.trim() !== '';
    },
  });
}

export const contactSchema = matchingEmails(
  z.object({
    name: line('お名前', limits.name, messages.name),
    furigana: line('フリガナ', limits.furigana, messages.furigana),
    gender: choice(GENDERS),
    age: choice(AGES, messages.age),
    phone: line('電話番号', limits.phone, messages.phone),
    email,
    emailConfirm,
    postCode: z
      .string()
      .trim()
      .min(1, messages.postCode)
      .max(limits.postCode, messages.postCodeFormat)
      .refine((value) => isPostCode(normalizePostCode(value)), messages.postCodeFormat),
    address: line('住所', limits.address, messages.address),
    addressOther: line('建物名・部屋番号', limits.addressOther),
    contact: choice(CONTACT_PURPOSES, messages.contact),
    // Which stores may be named is checked on the server against the published stores.
    destination: line('お問い合わせ先', limits.destination, messages.destination),
    schedule: z.array(wishSchema).length(WISH_COUNT),
    message: messageField(true),
  }),
);

export const franchiseSchema = matchingEmails(
  z.object({
    name: line('お名前', limits.name, messages.name),
    furigana: line('フリガナ', limits.furigana, messages.furigana),
    phone: line('電話番号', limits.phone, messages.phone),
    email,
    emailConfirm,
    company: line('会社名', limits.company),
    contact: choice(FRANCHISE_PURPOSES, messages.contact),
    message: messageField(false),
  }),
);

export type ContactInput = z.input<typeof contactSchema>;
export type ContactValues = z.output<typeof contactSchema>;
export type FranchiseInput = z.input<typeof franchiseSchema>;
export type FranchiseValues = z.output<typeof franchiseSchema>;
export type Wish = z.output<typeof wishSchema>;

export type EnquiryKind = 'contact' | 'franchise';

export const emptyWish = (): Wish => ({ year: '', month: '', day: '', time: '' });

export function emptyContact(): ContactInput {
  return {
    name: '',
    furigana: '',
    gender: '',
    age: '',
    phone: '',
    email: '',
    emailConfirm: '',
    postCode: '',
    address: '',
    addressOther: '',
    contact: '',
    destination: '',
    schedule: Array.from({ length: 3 }, emptyWish),
    message: '',
  };
}

export function emptyFranchise(): FranchiseInput {
  return { name: '', furigana: '', phone: '', email: '', emailConfirm: '', company: '', contact: '', message: '' };
}

/** Field errors keyed by the form's field names ("schedule.0.year" for nested ones). */
export type FieldErrors = Record<string, string>;

export function fieldErrorsOf(error: z.ZodError): FieldErrors {
  const result: FieldErrors = {};
  for (const issue of error.issues) {
    const key = issue.path.map(String).join('.');
    if (key && !(key in result)) result[key] = issue.message;
  }
  return result;
}
