import type { Db } from '@/lib/db';
import { publishEnquiryChange } from './admin';
import { NO_STORE } from './choices';
import { contactMails, franchiseMails } from './mail';
import { messages } from './messages';
import { contactSchema, type EnquiryKind, type FieldErrors, fieldErrorsOf, franchiseSchema } from './schemas';
import { type EnquiryValues, storeEnquiry } from './store';

/** What a form's server action answers; the client shows each case. */
export type SubmitResult =
  | { ok: true }
  | { ok: false; reason: 'invalid'; message: string; fieldErrors: FieldErrors }
  | { ok: false; reason: 'too-large' | 'rate-limited' | 'unavailable'; message: string };

/** The hidden field people never see; a program that fills every field fills it too. */
export const HONEYPOT_FIELD = 'website';

/** Far above what the fields' own limits allow together; anything bigger is not a visitor's input. */
export const MAX_PAYLOAD_CHARS = 16_000;

export const TOO_LARGE_MESSAGE = '入力内容が長すぎるため送信できません。お問い合わせ内容を短くしてから、もう一度お試しください。';

export interface SubmitContext {
  db: () => Promise<Db>;
  ip: string;
  companyEmail: string;
  /** The names a contact enquiry may address: the published stores. */
  storeNames: () => Promise<readonly string[]>;
  now?: Date;
  onStored?: () => void;
}

function payloadSize(input: unknown): number {
  try {
    return JSON.stringify(input)?.length ?? 0;
  } catch {
    return Number.POSITIVE_INFINITY;
  }
}

/** Validates again on the server, stores the enquiry with its two mails, and says how it went. */
export async function submitEnquiry(kind: EnquiryKind, input: unknown, honeypot: unknown, context: SubmitContext): Promise<SubmitResult> {
  if (payloadSize(input) > MAX_PAYLOAD_CHARS) return { ok: false, reason: 'too-large', message: TOO_LARGE_MESSAGE };
  // Pretend success: a bot learns nothing, and nothing is stored or sent.
  if (typeof honeypot === 'string' && honeypot.trim() !== '') return { ok: true };

  let enquiry: EnquiryValues;
  if (kind === 'contact') {
    const parsed = contactSchema.safeParse(input);
    if (!parsed.success) return { ok: false, reason: 'invalid', message: messages.invalid, fieldErrors: fieldErrorsOf(parsed.error) };
    const destination = parsed.data.destination;
    if (destination !== NO_STORE) {
      let names: readonly string[];
      try {
        names = await context.storeNames();
      } catch (error) {
        console.error('Could not read the stores to check an enquiry:', error);
        return { ok: false, reason: 'unavailable', message: messages.unavailable };
      }
      if (!names.includes(destination)) {
        return { ok: false, reason: 'invalid', message: messages.invalid, fieldErrors: { destination: messages.destination } };
      }
    }
    enquiry = { kind, values: parsed.data };
  } else {
    const parsed = franchiseSchema.safeParse(input);
    if (!parsed.success) return { ok: false, reason: 'invalid', message: messages.invalid, fieldErrors: fieldErrorsOf(parsed.error) };
    enquiry = { kind, values: parsed.data };
  }

  const mails = enquiry.kind === 'contact' ? contactMails(enquiry.values, context.companyEmail) : franchiseMails(enquiry.values, context.companyEmail);
  try {
    const db = await context.db();
    const outcome = await storeEnquiry(db, enquiry, mails, context.ip, context.now);
    if (!outcome.stored) return { ok: false, reason: 'rate-limited', message: messages.rateLimited };
    void publishEnquiryChange(db, outcome.id);
  } catch (error) {
    console.error(`Could not store a ${kind} enquiry:`, error);
    return { ok: false, reason: 'unavailable', message: messages.unavailable };
  }
  context.onStored?.();
  return { ok: true };
}
