import type { Selectable } from 'kysely';
import type { EnquiryTable, MailOutboxTable } from '@/lib/core/db/schema';

/* The shapes of an enquiry as the inbox reads it and its live event carries it (inbox.ts, live-events.ts). */

export type EnquiryRow = Selectable<EnquiryTable>;
export type EnquiryMailRow = Pick<
  MailOutboxTable,
  'id' | 'enquiryId' | 'recipient' | 'toAddress' | 'subject' | 'state' | 'attempts' | 'lastError' | 'sentAt' | 'nextAttemptAt'
>;
export type EnquiryWithMails = EnquiryRow & { mails?: EnquiryMailRow[] };
