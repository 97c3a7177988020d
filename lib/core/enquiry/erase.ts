import 'server-only';
import { getConfig } from '@/lib/core/config';
import type { Db } from '@/lib/core/db';
import type { EnquiryTable } from '@/lib/core/db/schema';
import { ApiError } from '@/lib/core/model/errors';
import { anonymizeExpired, type Eraser, type ErasureMode, erasePersonalData, type PersonalRecord, type RetentionReport, type RetentionRun } from '@/lib/core/visitor/erase';
import { type EnquiryWithMails, getEnquiry } from './inbox';
import { publishEnquiry } from './live-events';

/*
 * An enquiry's personal data under the visitor's rules (lib/core/visitor/erase.ts): an owner
 * anonymises or deletes one when its visitor asks, with its mails, and the worker anonymises every
 * enquiry received more than ENQUIRY_RETENTION_DAYS ago. The inbox is told of each erasure.
 */

export { ERASED_SUMMARY, type ErasureMode } from '@/lib/core/visitor/erase';

/**
 * An anonymised enquiry keeps what the statistics need (kind, purpose, store, dates, handling
 * and delivery state); every field a visitor typed or chose about themself is emptied (the
 * columns that may not be null hold an empty text).
 */
export const ANONYMIZED_FIELDS = {
  name: '',
  furigana: '',
  gender: null,
  age: null,
  phone: '',
  email: '',
  postCode: null,
  address: null,
  addressOther: null,
  company: null,
  schedule: null,
  message: null,
} as const satisfies Partial<Record<keyof EnquiryTable, string | null>>;

function notFound(): ApiError {
  return new ApiError('お問い合わせが見つかりません。すでに削除されたか、URLが正しくない可能性があります。', 'NotFound');
}

const ENQUIRY: PersonalRecord<EnquiryWithMails> = {
  kind: 'enquiry',
  anonymized: () => ANONYMIZED_FIELDS,
  mailBeingSent: {
    anonymize: 'このお問い合わせのメールを送信している最中のため、いまは匿名化できません。しばらくしてから、もう一度お試しください。',
    delete: 'このお問い合わせのメールを送信している最中のため、いまは削除できません。しばらくしてから、もう一度お試しください。',
  },
  tables: ['enquiry', 'mail_outbox', 'audit_log'],
  retainedFrom: 'createdAt',
  load: async (db, id) => {
    const enquiry = await getEnquiry(db, id);
    if (!enquiry) throw notFound();
    return enquiry;
  },
  // A deleted enquiry is announced without its data (its row before, emptied), so the screens read it again and find it gone.
  announce: async (db, id, deleted) => {
    const row = deleted ? { ...deleted, ...ANONYMIZED_FIELDS } : await db.kysely.selectFrom('enquiry').selectAll().where('id', '=', id).executeTakeFirst();
    if (row) publishEnquiry(row);
  },
};

/**
 * Anonymises or deletes one enquiry at its visitor's request, with its mails, and records who did
 * it. Owners only. Anonymising one already anonymised changes nothing. Returns the anonymised
 * enquiry, or null once deleted.
 */
export async function eraseEnquiry(db: Db, id: string, mode: ErasureMode, by: Eraser, now: Date = new Date()): Promise<EnquiryWithMails | null> {
  const erased = await erasePersonalData(db, ENQUIRY, id, mode, by, now);
  if (!erased && mode === 'delete') throw notFound();
  return mode === 'delete' ? null : getEnquiry(db, id);
}

/** Anonymises the enquiries received more than `days` ago (lib/core/visitor/erase.ts, anonymizeExpired). */
export async function anonymizeExpiredEnquiries(db: Db, now: Date = new Date(), days: number = getConfig().ENQUIRY_RETENTION_DAYS, run: RetentionRun = {}): Promise<RetentionReport> {
  return anonymizeExpired(db, ENQUIRY, now, days, run);
}
