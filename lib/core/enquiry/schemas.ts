import { z } from 'zod';
import { japanToday } from '@/lib/core/time/japan';
import { AGES, CONTACT_PURPOSES, DAYS, FRANCHISE_PURPOSES, GENDERS, MONTHS, TIMES, WISH_COUNT } from './choices';
import { FIELD_LABELS } from './fields';
import { type FieldErrors, limits } from './form-values';
import { messages, tooLong } from './messages';
import { normalizeEmail, normalizeFurigana, normalizePhone } from './normalize';
import { isPostCode, normalizePostCode } from './postal';
import { wishDayProblem } from './wish-date';

/*
 * One schema per form, used by the client resolver and again by the server action. Required
 * fields are checked for content only, as the spec asks; the e-mail address is also checked for
 * its form because it becomes the recipient of the visitor's confirmation mail. What a Japanese
 * keyboard types (full-width digits, ＠, hiragana フリガナ) is normalised first (normalize.ts).
 */

export { emptyContact, emptyFranchise, emptyWish, limits } from './form-values';
export type { FieldErrors } from './form-values';

// C0 and C1 control characters and DEL: a NUL or a bell pasted along with a name is never meant.
// Nor are the bidirectional controls (U+061C, U+200E–U+200F, U+202A–U+202E, U+2066–U+2069), which
// can make a name in the admin, a mail or a CSV read backwards ("U+202E" turns "gpj.exe" around),
// nor the line and paragraph separators U+2028/U+2029, which break a line where no line may break.
const CONTROL_CHARACTERS = /[\u0000-\u001f\u007f-\u009f\u061c\u200e\u200f\u202a-\u202e\u2066-\u2069\u2028\u2029]/g;
// The same, less the tab and the line feed a multi-line field keeps.
const CONTROL_CHARACTERS_BUT_TAB_AND_LF = /[\u0000-\u0008\u000b-\u001f\u007f-\u009f\u061c\u200e\u200f\u202a-\u202e\u2066-\u2069]/g;
// Letters, digits and the usual symbols before and after one @, with a dot in the domain.
const EMAIL = /^[^\s@<>()[\]\\,;:"]+@[^\s@<>()[\]\\,;:"]+\.[^\s@<>()[\]\\,;:".]+$/;

/** Drops control characters; a multi-line field keeps tabs and line breaks, each break as \n. */
export function stripControlCharacters(value: string, multiline = false): string {
  if (!multiline) return value.replace(CONTROL_CHARACTERS, '');
  return value.replace(/\r\n?|[\u2028\u2029]/g, '\n').replace(CONTROL_CHARACTERS_BUT_TAB_AND_LF, '');
}

type Normalizer = (value: string) => string;

/**
 * Every text field of both forms starts here, so the required and length checks see the cleaned
 * and normalised text, and the form, the mails and the database get that text.
 */
function text(multiline = false, normalize?: Normalizer) {
  const cleaned = z.string().overwrite((value) => stripControlCharacters(value, multiline));
  return normalize ? cleaned.overwrite(normalize) : cleaned;
}

function line(label: string, max: number, required?: string, normalize?: Normalizer) {
  const base = text(false, normalize).trim();
  return (required ? base.min(1, required) : base).max(max, tooLong(label, max));
}

function choice(values: readonly string[], required?: string) {
  return text().superRefine((value, ctx) => {
    if (value === '') {
      if (required) ctx.addIssue({ code: 'custom', message: required });
    } else if (!values.includes(value)) {
      ctx.addIssue({ code: 'custom', message: messages.choice });
    }
  });
}

const email = text(false, normalizeEmail)
  .trim()
  .min(1, messages.email)
  .max(limits.email, tooLong(FIELD_LABELS.email, limits.email))
  .refine((value) => EMAIL.test(value), messages.emailFormat);

const emailConfirm = text(false, normalizeEmail).trim().min(1, messages.emailConfirm).max(limits.email, tooLong(FIELD_LABELS.email, limits.email));

const optional = (values: readonly string[]) => text().refine((value) => value === '' || values.includes(value), messages.schedule);

const wishFields = z.object({
  year: text().refine((value) => value === '' || /^\d{4}$/.test(value), messages.schedule),
  month: optional(MONTHS),
  day: optional(DAYS),
  time: optional(TIMES),
});

/** A wish whose date, once year, month and day are chosen, exists and is not before `earliestDay()`. */
function wishSchema(earliestDay: () => string) {
  return wishFields.superRefine((wish, ctx) => {
    const problem = wishDayProblem(wish, earliestDay());
    if (problem) ctx.addIssue({ code: 'custom', path: ['day'], message: problem === 'impossible' ? messages.dayImpossible : messages.dayPast });
  });
}

const messageField = (required: boolean) => {
  const base = text(true).trim();
  return (required ? base.min(1, messages.message) : base).max(limits.message, tooLong(FIELD_LABELS.message, limits.message));
};

/**
 * The fields that name and reach a person, the same in both forms and the trial booking
 * (lib/core/booking/book.ts): one validation and one normalisation wherever a visitor types them.
 */
export const personFields = {
  name: line(FIELD_LABELS.name, limits.name, messages.name),
  furigana: line(FIELD_LABELS.furigana, limits.furigana, messages.furigana, normalizeFurigana),
  phone: line(FIELD_LABELS.phone, limits.phone, messages.phone, normalizePhone),
  email,
  emailConfirm,
};

export function matchingEmails<S extends z.ZodType<{ email: string; emailConfirm: string }>>(schema: S): S {
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

/**
 * The contact form's schema, taking wishes from `earliestDay()` (YYYY-MM-DD in Japan) on: today by
 * the visitor's clock in the form, a little earlier around midnight on the server (submit.ts).
 */
export function contactSchemaFrom(earliestDay: () => string) {
  return matchingEmails(
    z.object({
      name: personFields.name,
      furigana: personFields.furigana,
      gender: choice(GENDERS),
      age: choice(AGES, messages.age),
      phone: personFields.phone,
      email,
      emailConfirm,
      postCode: text(false, normalizePostCode)
        .min(1, messages.postCode)
        .max(limits.postCode, messages.postCodeFormat)
        .refine(isPostCode, messages.postCodeFormat),
      address: line(FIELD_LABELS.address, limits.address, messages.address),
      addressOther: line(FIELD_LABELS.addressOther, limits.addressOther),
      contact: choice(CONTACT_PURPOSES, messages.contact),
      // Which stores may be named is checked on the server against the published stores.
      destination: line(FIELD_LABELS.destination, limits.destination, messages.destination),
      schedule: z.array(wishSchema(earliestDay)).length(WISH_COUNT),
      message: messageField(true),
    }),
  );
}

export const contactSchema = contactSchemaFrom(() => japanToday());

export const franchiseSchema = matchingEmails(
  z.object({
    ...personFields,
    company: line(FIELD_LABELS.company, limits.company),
    contact: choice(FRANCHISE_PURPOSES, messages.contact),
    message: messageField(false),
  }),
);

export type ContactInput = z.input<typeof contactSchema>;
export type ContactValues = z.output<typeof contactSchema>;
export type FranchiseInput = z.input<typeof franchiseSchema>;
export type FranchiseValues = z.output<typeof franchiseSchema>;
export type Wish = z.output<typeof wishFields>;

export type EnquiryKind = 'contact' | 'franchise';

/** Field errors of a failed check, keyed by the form's field names. */
export function fieldErrorsOf(error: z.ZodError): FieldErrors {
  const result: FieldErrors = {};
  for (const issue of error.issues) {
    const key = issue.path.map(String).join('.');
    if (key && !(key in result)) result[key] = issue.message;
  }
  return result;
}
