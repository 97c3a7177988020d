import 'server-only';
import type { Transaction } from 'kysely';
import type { Database } from '@/lib/core/db/schema';
import { type QueuedMail, queueMails } from '@/lib/core/mail/outbox';
import { BOOKING_LIMITS } from './limits';

/*
 * The store hears of each booking's changes at most once per BOOKING_LIMITS.storeMailGapMs. A
 * change made sooner after the last mail waits until the gap has passed, and every later change
 * meanwhile replaces what it says: the store then gets one mail with the booking as it is, however
 * often a visitor (or a script with two links) moved it in between. The visitor's own mails go out
 * at once: each brings the links that still work.
 */

export const DIGEST_NOTE = '※このご予約は短い間に続けて変更されたため、最新の内容をまとめてお知らせします。';

/** Queues the store's copy of a booking's change, or folds it into the copy already waiting. */
export async function queueStoreMail(trx: Transaction<Database>, bookingId: string, mail: QueuedMail, now: Date): Promise<void> {
  const last = await trx
    .selectFrom('mail_outbox')
    .select(['id', 'state', 'attempts', 'nextAttemptAt', 'sentAt', 'createdAt'])
    .where('bookingId', '=', bookingId)
    .where('recipient', '=', 'company')
    .orderBy('createdAt', 'desc')
    .orderBy('id', 'desc')
    .executeTakeFirst();
  const at = now.toISOString();
  const digest = { ...mail, text: `${DIGEST_NOTE}\n\n${mail.text}` };
  if (last && last.state === 'pending' && last.attempts === 0 && last.nextAttemptAt > at) {
    await trx
      .updateTable('mail_outbox')
      .set({ toAddress: digest.to, subject: digest.subject, body: digest.text, attachments: digest.attachments?.length ? JSON.stringify(digest.attachments) : null, updatedAt: at })
      .where('id', '=', last.id)
      .execute();
    return;
  }
  // The gap counts from the last mail's sending, or from when it is due if it is still waiting.
  const lastAt = last ? [last.createdAt, last.nextAttemptAt, last.sentAt ?? ''].reduce((a, b) => (a > b ? a : b)) : null;
  const gapEnds = lastAt ? new Date(Date.parse(lastAt) + BOOKING_LIMITS.storeMailGapMs).toISOString() : at;
  await queueMails(trx, { bookingId }, [gapEnds > at ? { ...digest, notBefore: gapEnds } : mail], now);
}
