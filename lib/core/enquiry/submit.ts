import 'server-only';
import type { Db } from '@/lib/core/db';
import { publishEnquiryChange } from './live-events';
import { NO_STORE } from './choices';
import { contactMails, franchiseMails } from './mail';
import { messages } from './messages';
import { contactSchemaFrom, type EnquiryKind, franchiseSchema } from './schemas';
import { type EnquiryValues, storeEnquiry } from './store';
import { earliestWishDayOnServer } from './wish-date';
import { logger } from '@/lib/core/ops/log';
import type { FieldErrors } from '@/lib/core/visitor/fields';
import { fieldErrorsOf } from '@/lib/core/visitor/schema';

/** What a form's server action answers; the client shows each case. */
export type SubmitResult =
  | { ok: true }
  | { ok: false; reason: 'invalid'; message: string; fieldErrors: FieldErrors }
  | { ok: false; reason: 'too-large' | 'rate-limited' | 'unavailable'; message: string };

/** The hidden field people never see; a program that fills every field fills it too. */
export const HONEYPOT_FIELD = 'website';

/**
 * Far above what the fields' own limits allow together (about 3,500 characters, see
 * schemas.test.ts); a payload whose fields are all within their limits and is still bigger
 * carries something the forms never send.
 */
export const MAX_PAYLOAD_CHARS = 16_000;

export const TOO_LARGE_MESSAGE = '入力内容が長すぎるため送信できません。お問い合わせ内容を短くしてから、もう一度お試しください。';

export interface SubmitContext {
  db: () => Promise<Db>;
  ip: string;
  companyEmail: string;
  /** The stores a contact enquiry may address (by name, as the form sends it): the published ones. */
  stores: () => Promise<readonly { id: string; name: string }[]>;
  now?: Date;
  onStored?: () => void;
  /** Runs once the enquiry is stored, with its id and store (the action records the visit it came from: lib/core/analytics); must not throw. */
  afterStored?: (db: Db, id: string, storeId: string | null) => Promise<void>;
}

function payloadSize(input: unknown): number {
  try {
    return JSON.stringify(input)?.length ?? 0;
  } catch {
    return Number.POSITIVE_INFINITY;
  }
}

type Parsed = { enquiry: EnquiryValues } | { fieldErrors: FieldErrors };

function parseEnquiry(kind: EnquiryKind, input: unknown, now: Date): Parsed {
  if (kind === 'contact') {
    const parsed = contactSchemaFrom(() => earliestWishDayOnServer(now)).safeParse(input);
    return parsed.success ? { enquiry: { kind, values: parsed.data, storeId: null } } : { fieldErrors: fieldErrorsOf(parsed.error) };
  }
  const parsed = franchiseSchema.safeParse(input);
  return parsed.success ? { enquiry: { kind, values: parsed.data } } : { fieldErrors: fieldErrorsOf(parsed.error) };
}

/** Validates again on the server, stores the enquiry with its two mails, and says how it went. */
export async function submitEnquiry(kind: EnquiryKind, input: unknown, honeypot: unknown, context: SubmitContext): Promise<SubmitResult> {
  // Pretend success: a bot learns nothing, and nothing is stored or sent.
  if (typeof honeypot === 'string' && honeypot.trim() !== '') return { ok: true };

  // The schema first, so an overlong field is named with its own message however long it is.
  const parsed = parseEnquiry(kind, input, context.now ?? new Date());
  if ('fieldErrors' in parsed) return { ok: false, reason: 'invalid', message: messages.invalid, fieldErrors: parsed.fieldErrors };
  if (payloadSize(input) > MAX_PAYLOAD_CHARS) return { ok: false, reason: 'too-large', message: TOO_LARGE_MESSAGE };

  const { enquiry } = parsed;
  if (enquiry.kind === 'contact' && enquiry.values.destination !== NO_STORE) {
    let stores: readonly { id: string; name: string }[];
    try {
      stores = await context.stores();
    } catch (error) {
      logger().error({ err: error, kind }, 'Could not read the stores to check an enquiry');
      return { ok: false, reason: 'unavailable', message: messages.unavailable };
    }
    const store = stores.find((candidate) => candidate.name === enquiry.values.destination);
    if (!store) return { ok: false, reason: 'invalid', message: messages.invalid, fieldErrors: { destination: messages.destination } };
    enquiry.storeId = store.id;
  }

  const mails = enquiry.kind === 'contact' ? contactMails(enquiry.values, context.companyEmail) : franchiseMails(enquiry.values, context.companyEmail);
  try {
    const db = await context.db();
    const outcome = await storeEnquiry(db, enquiry, mails, context.ip, context.now);
    if (!outcome.stored) return { ok: false, reason: 'rate-limited', message: messages.rateLimited };
    void publishEnquiryChange(db, outcome.id);
    await context.afterStored?.(db, outcome.id, enquiry.kind === 'contact' ? (enquiry.storeId ?? null) : null);
  } catch (error) {
    logger().error({ err: error, kind }, 'Could not store an enquiry');
    return { ok: false, reason: 'unavailable', message: messages.unavailable };
  }
  context.onStored?.();
  return { ok: true };
}
