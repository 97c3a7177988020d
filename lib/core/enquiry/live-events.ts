import 'server-only';
import type { Db } from '@/lib/core/db';
import { getPubSub } from '@/lib/core/model/events';
import type { EnquiryRow, EnquiryWithMails } from './rows';
import { logger } from '@/lib/core/ops/log';

/* The live event the admin's inbox listens to: an enquiry was created or changed. */

export const ENQUIRY_CHANGE_TOPIC = 'Enquiry:change';

export function publishEnquiry(enquiry: EnquiryRow): void {
  // The mails are read by the subscriber's own resolver, so the event stays small and current.
  const row: EnquiryWithMails = { ...enquiry };
  delete row.mails;
  getPubSub().publish(ENQUIRY_CHANGE_TOPIC, row);
}

/**
 * Tells the inbox that an enquiry was created or its delivery changed. Never throws: a live
 * event is a convenience, and the enquiry itself is already safely stored.
 */
export async function publishEnquiryChange(db: Db, id: string): Promise<void> {
  try {
    const row = await db.kysely.selectFrom('enquiry').selectAll().where('id', '=', id).executeTakeFirst();
    if (row) publishEnquiry(row);
  } catch (error) {
    logger().error({ err: error }, 'Could not announce an enquiry change');
  }
}
