import { z } from 'zod';
import { type FieldErrors, VISITOR_LABELS, VISITOR_LIMITS } from './fields';
import { tooLong, VISITOR_MESSAGES as messages } from './messages';
import { normalizeEmail, normalizeFurigana, normalizePhone } from './normalize';

/*
 * How every text a visitor types is cleaned, and the fields that name and reach a person: one
 * validation and one normalisation wherever a visitor types them (the enquiry forms,
 * lib/core/enquiry/schemas.ts, and the trial booking, lib/core/booking/book.ts), used by the
 * client resolver and again on the server. What a Japanese keyboard types (full-width digits, ＠,
 * hiragana フリガナ) is normalised first (normalize.ts).
 */

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

export type Normalizer = (value: string) => string;

/**
 * Every text field of the forms starts here, so the required and length checks see the cleaned
 * and normalised text, and the form, the mails and the database get that text.
 */
export function textField(multiline = false, normalize?: Normalizer) {
  const cleaned = z.string().overwrite((value) => stripControlCharacters(value, multiline));
  return normalize ? cleaned.overwrite(normalize) : cleaned;
}

/** One line of text, trimmed, at most `max` characters, and not empty when `required` (its message) is given. */
export function lineField(label: string, max: number, required?: string, normalize?: Normalizer) {
  const base = textField(false, normalize).trim();
  return (required ? base.min(1, required) : base).max(max, tooLong(label, max));
}

const email = textField(false, normalizeEmail)
  .trim()
  .min(1, messages.email)
  .max(VISITOR_LIMITS.email, tooLong(VISITOR_LABELS.email, VISITOR_LIMITS.email))
  .refine((value) => EMAIL.test(value), messages.emailFormat);

const emailConfirm = textField(false, normalizeEmail)
  .trim()
  .min(1, messages.emailConfirm)
  .max(VISITOR_LIMITS.email, tooLong(VISITOR_LABELS.email, VISITOR_LIMITS.email));

/** The fields that name and reach a person. */
export const personFields = {
  name: lineField(VISITOR_LABELS.name, VISITOR_LIMITS.name, messages.name),
  furigana: lineField(VISITOR_LABELS.furigana, VISITOR_LIMITS.furigana, messages.furigana, normalizeFurigana),
  phone: lineField(VISITOR_LABELS.phone, VISITOR_LIMITS.phone, messages.phone, normalizePhone),
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

/** The visitor's fields alone, as the trial booking's form asks for them. */
export const visitorSchema = matchingEmails(z.object(personFields));
export type VisitorInput = z.input<typeof visitorSchema>;

/** Field errors of a failed check, keyed by the form's field names. */
export function fieldErrorsOf(error: z.ZodError): FieldErrors {
  const result: FieldErrors = {};
  for (const issue of error.issues) {
    const key = issue.path.map(String).join('.');
    if (key && !(key in result)) result[key] = issue.message;
  }
  return result;
}
