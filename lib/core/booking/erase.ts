import 'server-only';
import type { Transaction } from 'kysely';
import { recordAudit } from '@/lib/core/audit/log';
import { isOwner } from '@/lib/core/auth/roles';
import { getConfig } from '@/lib/core/config';
import type { Db } from '@/lib/core/db';
import type { BookingTable, Database } from '@/lib/core/db/schema';
import { scrubErasedRows } from '@/lib/core/db/scrub';
import { ERASED_SUMMARY, type Eraser, type ErasureMode } from '@/lib/core/enquiry/erase';
import { removeMailFiles } from '@/lib/core/mail/transport';
import { ApiError, unauthorized } from '@/lib/core/model/errors';
import { logger } from '@/lib/core/ops/log';
import { DAY_MS } from '@/lib/core/time/japan';
import { releaseSeats } from './seats';

/*
 * A booking's personal data under the enquiries' rules (lib/core/enquiry/erase.ts): an owner
 * anonymises or deletes one at its visitor's request, and the worker anonymises every booking
 * whose trial was more than ENQUIRY_RETENTION_DAYS ago. Its mails go too (sent, given up or
 * waiting alike); only a mail being sent at this moment refuses the erasure for a moment. An
 * anonymised booking keeps store, times and state for the statistics; one still booked is
 * cancelled, its seats freed, with no mail (there is no address left to send one to). The audit
 * log keeps who erased which booking and when, and the summaries that named the visitor are replaced.
 */

export const ANONYMIZED_BOOKING_FIELDS = { name: '', furigana: '', phone: '', email: '' } as const satisfies Partial<Record<keyof BookingTable, string>>;

/** The signed keys of the contact and network (limits.ts) go with the fields: an erased booking is tied to nobody. */
const ERASED_KEYS = { emailKey: null, phoneKey: null, networkKey: null } as const satisfies Partial<Record<keyof BookingTable, null>>;

const MAIL_BEING_SENT = 'この体験予約のメールを送信している最中のため、いまは消去できません。しばらくしてから、もう一度お試しください。';

export const ERASURE_TABLES = ['booking', 'booking_seat', 'mail_outbox', 'audit_log'] as const;

type Erased = { erased: false } | { erased: true; mailIds: string[] };

async function eraseIn(trx: Transaction<Database>, id: string, mode: ErasureMode, at: string): Promise<Erased> {
  const written =
    mode === 'anonymize'
      ? await trx
          .updateTable('booking')
          .set((eb) => ({
            ...ANONYMIZED_BOOKING_FIELDS,
            ...ERASED_KEYS,
            state: eb.case().when('state', '=', 'booked').then('cancelled' as const).else(eb.ref('state')).end(),
            anonymizedAt: at,
            updatedAt: at,
          }))
          .where('id', '=', id)
          .where('anonymizedAt', 'is', null)
          .executeTakeFirst()
          .then((result) => Number(result.numUpdatedRows))
      : await trx
          .deleteFrom('booking')
          .where('id', '=', id)
          .executeTakeFirst()
          .then((result) => Number(result.numDeletedRows));
  if (written === 0) return { erased: false };
  await releaseSeats(trx, id);
  const removed = await trx.deleteFrom('mail_outbox').where('bookingId', '=', id).where('state', '!=', 'sending').returning('id').execute();
  if (await trx.selectFrom('mail_outbox').select('id').where('bookingId', '=', id).executeTakeFirst()) throw new ApiError(MAIL_BEING_SENT, 'MailBeingSent');
  await trx.updateTable('audit_log').set({ summary: ERASED_SUMMARY }).where('entity', '=', 'Booking').where('entityId', '=', id).where('summary', 'is not', null).execute();
  return { erased: true, mailIds: removed.map((row) => row.id) };
}

async function afterErasure(id: string, mailIds: string[]): Promise<void> {
  await removeMailFiles(mailIds).catch((error: unknown) => logger().error({ err: error, bookingId: id }, 'Could not remove the .eml files of an erased booking'));
}

/** Anonymises or deletes one booking at its visitor's request, with its mails; owners only. Answers whether anything was erased. */
export async function eraseBooking(db: Db, id: string, mode: ErasureMode, by: Eraser, now: Date = new Date()): Promise<boolean> {
  if (!isOwner(by.access)) throw unauthorized('Mutation', mode === 'anonymize' ? 'anonymizeBooking' : 'deleteBooking');
  const outcome = await db.kysely.transaction().execute(async (trx) => {
    const erased = await eraseIn(trx, id, mode, now.toISOString());
    if (erased.erased) await recordAudit(trx, { action: mode === 'anonymize' ? 'booking-anonymize' : 'booking-delete', actor: by.actor, entity: 'Booking', entityId: id, at: now });
    return erased;
  });
  if (!outcome.erased) return false;
  await scrubErasedRows(db, ERASURE_TABLES);
  await afterErasure(id, outcome.mailIds);
  return true;
}

/**
 * Anonymises the bookings whose trial started more than `days` ago, in batches (the next run
 * continues); each in its own conditional transaction, so two instances anonymise each once.
 */
export async function anonymizeExpiredBookings(
  db: Db,
  now: Date = new Date(),
  days: number = getConfig().ENQUIRY_RETENTION_DAYS,
  { maxPerRun = 2_000 }: { maxPerRun?: number } = {},
): Promise<{ anonymized: number; skipped: number }> {
  const cutoff = new Date(now.getTime() - days * DAY_MS).toISOString();
  const rows = await db.kysely.selectFrom('booking').select('id').where('anonymizedAt', 'is', null).where('startsAt', '<', cutoff).orderBy('startsAt').limit(maxPerRun).execute();
  const report = { anonymized: 0, skipped: 0 };
  for (const row of rows) {
    try {
      const outcome = await db.kysely.transaction().execute(async (trx) => {
        const erased = await eraseIn(trx, row.id, 'anonymize', now.toISOString());
        if (erased.erased) await recordAudit(trx, { action: 'booking-anonymize', actor: null, entity: 'Booking', entityId: row.id, summary: `保管期間（${days}日）の経過による自動匿名化`, at: now });
        return erased;
      });
      if (outcome.erased) {
        report.anonymized += 1;
        await afterErasure(row.id, outcome.mailIds);
      }
    } catch (error) {
      if (!(error instanceof ApiError && error.errorType === 'MailBeingSent')) throw error;
      report.skipped += 1;
    }
  }
  if (report.anonymized > 0) await scrubErasedRows(db, ERASURE_TABLES);
  return report;
}
