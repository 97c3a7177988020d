import 'server-only';
import { DAY_MS, japanToday } from '@/lib/core/time/japan';
import { type BookingContext, bookingLinks, loadStore } from './book';
import { bookingMails } from './mail';
import { queueMails } from '@/lib/core/mail/outbox';
import { japanDateTime, japanInstant } from './slots';

/*
 * The reminder the day before (Japan time): from REMINDER_FROM in the morning, each booking of
 * tomorrow that is still booked gets one mail. The mail worker runs this on every instance
 * (lib/core/mail/worker.ts); a booking is claimed by a conditional UPDATE (… WHERE reminderSentAt
 * IS NULL) in the transaction that queues its mail, so of several instances exactly one queues it.
 * A booking made today for tomorrow has just had its confirmation, and gets no reminder.
 */

/** Reminders go from 09:00 in Japan, never at midnight. */
export const REMINDER_FROM = '09:00';

const nextDay = (isoDate: string) => new Date(Date.parse(`${isoDate}T00:00:00Z`) + DAY_MS).toISOString().slice(0, 10);

/** Queues the reminders that are due; answers how many this process queued. */
export async function queueDueReminders(ctx: BookingContext): Promise<number> {
  const now = ctx.now ?? new Date();
  const today = japanToday(now);
  if (japanDateTime(now.toISOString()).time < REMINDER_FROM) return 0;
  const tomorrow = nextDay(today);
  const due = await ctx.db.kysely
    .selectFrom('booking')
    .select('id')
    .where('state', '=', 'booked')
    .where('reminderSentAt', 'is', null)
    .where('startsAt', '>=', japanInstant(tomorrow, '00:00'))
    .where('startsAt', '<', japanInstant(nextDay(tomorrow), '00:00'))
    .where('createdAt', '<', japanInstant(today, '00:00'))
    .execute();
  const at = now.toISOString();
  let queued = 0;
  for (const { id } of due) {
    queued += await ctx.db.kysely.transaction().execute(async (trx) => {
      const claimed = await trx
        .updateTable('booking')
        .set({ reminderSentAt: at })
        .where('id', '=', id)
        .where('reminderSentAt', 'is', null)
        .where('state', '=', 'booked')
        .returningAll()
        .executeTakeFirst();
      const store = claimed && (await loadStore(trx, claimed.storeId));
      if (!claimed || !store) return 0;
      await queueMails(trx, { bookingId: id }, bookingMails('reminder', claimed, store, { storeEmail: '', links: bookingLinks(ctx, claimed), now }), now);
      return 1;
    });
  }
  return queued;
}
