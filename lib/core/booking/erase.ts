import 'server-only';
import { getConfig } from '@/lib/core/config';
import type { Db } from '@/lib/core/db';
import type { BookingTable } from '@/lib/core/db/schema';
import { anonymizeExpired, type Eraser, type ErasureMode, erasePersonalData, type PersonalRecord, type RetentionReport, type RetentionRun } from '@/lib/core/visitor/erase';
import { releaseSeats } from './seats';

/*
 * A booking's personal data under the visitor's rules (lib/core/visitor/erase.ts): an owner
 * anonymises or deletes one at its visitor's request, and the worker anonymises every booking
 * whose trial was more than ENQUIRY_RETENTION_DAYS ago, with its mails. An anonymised booking keeps
 * store, times and state for the statistics; one still booked is cancelled, its seats freed, with
 * no mail (there is no address left to send one to).
 */

const ANONYMIZED_BOOKING_FIELDS = { name: '', furigana: '', phone: '', email: '' } as const satisfies Partial<Record<keyof BookingTable, string>>;

/** The signed keys of the contact and network (limits.ts) go with the fields: an erased booking is tied to nobody. */
const ERASED_KEYS = { emailKey: null, phoneKey: null, networkKey: null } as const satisfies Partial<Record<keyof BookingTable, null>>;

const MAIL_BEING_SENT = 'この体験予約のメールを送信している最中のため、いまは消去できません。しばらくしてから、もう一度お試しください。';

const ERASURE_TABLES = ['booking', 'booking_seat', 'mail_outbox', 'audit_log'] as const;

const BOOKING: PersonalRecord = {
  kind: 'booking',
  anonymized: (eb) => ({
    ...ANONYMIZED_BOOKING_FIELDS,
    ...ERASED_KEYS,
    state: eb.case().when('state', '=', 'booked').then('cancelled' as const).else(eb.ref('state')).end(),
  }),
  alsoIn: releaseSeats,
  mailBeingSent: { anonymize: MAIL_BEING_SENT, delete: MAIL_BEING_SENT },
  tables: ERASURE_TABLES,
  retainedFrom: 'startsAt',
};

/** Anonymises or deletes one booking at its visitor's request, with its mails; owners only. Answers whether anything was erased. */
export async function eraseBooking(db: Db, id: string, mode: ErasureMode, by: Eraser, now: Date = new Date()): Promise<boolean> {
  return erasePersonalData(db, BOOKING, id, mode, by, now);
}

/** Anonymises the bookings whose trial started more than `days` ago (lib/core/visitor/erase.ts, anonymizeExpired). */
export async function anonymizeExpiredBookings(db: Db, now: Date = new Date(), days: number = getConfig().ENQUIRY_RETENTION_DAYS, run: RetentionRun = {}): Promise<RetentionReport> {
  return anonymizeExpired(db, BOOKING, now, days, run);
}
