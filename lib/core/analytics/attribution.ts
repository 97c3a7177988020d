import 'server-only';
import type { Kysely, Transaction } from 'kysely';
import type { Db } from '@/lib/core/db';
import type { Database } from '@/lib/core/db/schema';
import { logger } from '@/lib/core/ops/log';
import { checkVisitContext, deviceOf, optedOut } from './event';

/*
 * The visit a booking or an enquiry came from: the page it landed on, its source and campaign and
 * the articles read before, as the form sent them from the tab's sessionStorage with its server
 * action (checked here like a beacon). Nothing of the person: it is tied to the record by id only,
 * and erased with it (lib/core/visitor/erase.ts). What became of a booking (来店, 無断キャンセル…)
 * is read from the booking itself when the dashboard asks (report.ts), so the funnel follows every
 * change staff make in the calendar without a copy to keep in step.
 */

export type AttributedKind = 'booking' | 'contact' | 'franchise';

export interface AttributionInput {
  kind: AttributedKind;
  recordId: string;
  storeId: string | null;
  /** The visit's context as the page sent it (anything: checked here). */
  visit: unknown;
  /** The request's headers: Do Not Track and Global Privacy Control are honoured here too, and the user agent gives the device class. */
  headers: Headers;
  now?: Date;
}

/**
 * Records where a stored booking or enquiry came from. Never fails the visitor's action: the
 * record is already kept, and a missing attribution only counts as 計測なし.
 */
export async function recordAttribution(db: Db, input: AttributionInput): Promise<boolean> {
  const headers = Object.fromEntries(input.headers.entries());
  const visit = checkVisitContext(input.visit);
  if (!visit || optedOut(headers)) return false;
  try {
    await db.kysely
      .insertInto('analytics_attribution')
      .values({
        recordId: input.recordId,
        recordKind: input.kind,
        storeId: input.storeId,
        landingPath: visit.landingPath,
        source: visit.source,
        medium: visit.medium,
        campaign: visit.campaign,
        referrer: visit.referrer,
        articles: JSON.stringify(visit.articles),
        device: deviceOf(headers['user-agent'] ?? ''),
        createdAt: (input.now ?? new Date()).toISOString(),
      })
      .onConflict((oc) => oc.column('recordId').doNothing())
      .execute();
    return true;
  } catch (error) {
    logger().error({ err: error, kind: input.kind }, 'Analytics: could not record where a booking or enquiry came from');
    return false;
  }
}

/** Erases the attribution of a booking or an enquiry, inside the erasure's own transaction. */
export async function eraseAttribution(trx: Transaction<Database> | Kysely<Database>, recordId: string): Promise<void> {
  await trx.deleteFrom('analytics_attribution').where('recordId', '=', recordId).execute();
}
