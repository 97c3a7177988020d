import { z } from 'zod';
import { japanToday } from '@/lib/core/time/japan';
import { tooLong } from '@/lib/core/visitor/messages';
import { lineField, matchingEmails, personFields, textField } from '@/lib/core/visitor/schema';
import { AGES, CONTACT_PURPOSES, DAYS, FRANCHISE_PURPOSES, GENDERS, MONTHS, TIMES, WISH_COUNT } from './choices';
import { FIELD_LABELS, limits } from './fields';
import { messages } from './messages';
import { isPostCode, normalizePostCode } from './postal';
import { wishDayProblem } from './wish-date';

/*
 * One schema per form, used by the client resolver and again by the server action. Required
 * fields are checked for content only, as the spec asks; the e-mail address is also checked for
 * its form because it becomes the recipient of the visitor's confirmation mail. The fields that
 * name and reach the visitor, and the cleaning of every text, are the booking's too
 * (lib/core/visitor/schema.ts).
 */

function choice(values: readonly string[], required?: string) {
  return textField().superRefine((value, ctx) => {
    if (value === '') {
      if (required) ctx.addIssue({ code: 'custom', message: required });
    } else if (!values.includes(value)) {
      ctx.addIssue({ code: 'custom', message: messages.choice });
    }
  });
}

const optional = (values: readonly string[]) => textField().refine((value) => value === '' || values.includes(value), messages.schedule);

const wishFields = z.object({
  year: textField().refine((value) => value === '' || /^\d{4}$/.test(value), messages.schedule),
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
  const base = textField(true).trim();
  return (required ? base.min(1, messages.message) : base).max(limits.message, tooLong(FIELD_LABELS.message, limits.message));
};

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
      email: personFields.email,
      emailConfirm: personFields.emailConfirm,
      postCode: textField(false, normalizePostCode)
        .min(1, messages.postCode)
        .max(limits.postCode, messages.postCodeFormat)
        .refine(isPostCode, messages.postCodeFormat),
      address: lineField(FIELD_LABELS.address, limits.address, messages.address),
      addressOther: lineField(FIELD_LABELS.addressOther, limits.addressOther),
      contact: choice(CONTACT_PURPOSES, messages.contact),
      // Which stores may be named is checked on the server against the published stores.
      destination: lineField(FIELD_LABELS.destination, limits.destination, messages.destination),
      schedule: z.array(wishSchema(earliestDay)).length(WISH_COUNT),
      message: messageField(true),
    }),
  );
}

export const contactSchema = contactSchemaFrom(() => japanToday());

export const franchiseSchema = matchingEmails(
  z.object({
    ...personFields,
    company: lineField(FIELD_LABELS.company, limits.company),
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
