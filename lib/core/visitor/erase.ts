import 'server-only';
import type { ExpressionBuilder, Transaction, UpdateObject } from 'kysely';
import { eraseAttribution } from '@/lib/core/analytics';
import { type AuditActor, recordAudit } from '@/lib/core/audit/log';
import { type Access, isOwner } from '@/lib/core/auth/roles';
import type { Db } from '@/lib/core/db';
import type { Database } from '@/lib/core/db/schema';
import { scrubErasedRows } from '@/lib/core/db/scrub';
import { removeMailFiles } from '@/lib/core/mail/transport';
import { ApiError, unauthorized } from '@/lib/core/model/errors';
import { logger } from '@/lib/core/ops/log';
import { DAY_MS } from '@/lib/core/time/japan';

/*
 * Erasing a visitor's personal data (個人情報保護法), the same for an enquiry and a booking: an
 * owner anonymises or deletes one record when its visitor asks, and the worker anonymises every
 * record older than ENQUIRY_RETENTION_DAYS. Its mails go too, since they hold the same data:
 * delivered, given up, and not yet sent alike (an unsent one is cancelled, so no mail of an erased
 * record ever goes out). Only a mail a worker is sending at this moment stops an erasure; it is
 * refused and can be asked again a moment later. The audit log names who erased which record and
 * when, never what was erased, and the names earlier entries of the record showed are replaced too.
 */

export type ErasureMode = 'anonymize' | 'delete';

/** Who erases: an owner (the rule is checked here too, not only before the API's resolver). */
export interface Eraser {
  actor: AuditActor;
  access: Access;
}

/** What the audit log shows instead of the visitor's name once a record is erased. */
export const ERASED_SUMMARY = '（個人情報は消去済み）';

/**
 * The records that hold a visitor's personal data. The word names the table, its mails' column
 * in the outbox (`enquiryId`, `bookingId`) and its audit actions (`enquiry-anonymize`, …).
 */
export type PersonalRecordKind = 'enquiry' | 'booking';

const ENTITY = { enquiry: 'Enquiry', booking: 'Booking' } as const satisfies Record<PersonalRecordKind, string>;

/** What differs between the kinds of record; `Row` is what `load` reads before an erasure on request. */
export interface PersonalRecord<Row = never> {
  kind: PersonalRecordKind;
  /** What anonymising writes besides anonymizedAt and updatedAt: every field the visitor typed or chose, emptied. */
  anonymized: (eb: ExpressionBuilder<Database, PersonalRecordKind>) => UpdateObject<Database, PersonalRecordKind>;
  /** More work of the erasure's transaction once the row is written (a booking frees its seats). */
  alsoIn?: (trx: Transaction<Database>, id: string) => Promise<void>;
  /** Why an erasure is refused while one of the record's mails is being sent. */
  mailBeingSent: Record<ErasureMode, string>;
  /** The tables an erasure writes: their old versions of the erased rows are scrubbed once it is committed. */
  tables: readonly (keyof Database)[];
  /** The moment the retention period counts from. */
  retainedFrom: 'createdAt' | 'startsAt';
  /** Reads the record before an erasure on request, throwing when it is not there. */
  load?: (db: Db, id: string) => Promise<Row>;
  /** Tells the screens of a committed erasure; `deleted` is the deleted record's row as `load` read it. */
  announce?: (db: Db, id: string, deleted?: Row) => Promise<void>;
}

type Erased = { erased: false } | { erased: true; mailIds: string[] };

/**
 * Erases one record inside the caller's transaction. The record's row is written first, as the
 * delivery worker and a retry lock it first; a second eraser (another instance's retention job)
 * then waits and finds nothing left to do. Throws, undoing everything, while a mail is being sent.
 */
async function eraseIn<Row>(trx: Transaction<Database>, record: PersonalRecord<Row>, id: string, mode: ErasureMode, at: string): Promise<Erased> {
  const written =
    mode === 'anonymize'
      ? await trx
          .updateTable(record.kind)
          .set((eb) => ({ ...record.anonymized(eb), anonymizedAt: at, updatedAt: at }))
          .where('id', '=', id)
          .where('anonymizedAt', 'is', null)
          .executeTakeFirst()
          .then((result) => Number(result.numUpdatedRows))
      : await trx
          .deleteFrom(record.kind)
          .where('id', '=', id)
          .executeTakeFirst()
          .then((result) => Number(result.numDeletedRows));
  if (written === 0) return { erased: false };
  // Where the visit came from goes with the record (lib/core/analytics/attribution.ts).
  await eraseAttribution(trx, id);
  await record.alsoIn?.(trx, id);
  const mailsOf = `${record.kind}Id` as const;
  // A mail claimed by a worker stays ('sending'); a worker's claim on a mail removed here finds no row.
  const removed = await trx.deleteFrom('mail_outbox').where(mailsOf, '=', id).where('state', '!=', 'sending').returning('id').execute();
  const sending = await trx.selectFrom('mail_outbox').select('id').where(mailsOf, '=', id).executeTakeFirst();
  if (sending) throw new ApiError(record.mailBeingSent[mode], 'MailBeingSent');
  await trx
    .updateTable('audit_log')
    .set({ summary: ERASED_SUMMARY })
    .where('entity', '=', ENTITY[record.kind])
    .where('entityId', '=', id)
    .where('summary', 'is not', null)
    .execute();
  return { erased: true, mailIds: removed.map((row) => row.id) };
}

/** What follows a committed erasure: the .eml copies of its mails go, and the screens are told. */
async function afterErasure<Row>(db: Db, record: PersonalRecord<Row>, id: string, mailIds: string[], deleted?: Row): Promise<void> {
  // The erasure is committed: a file that cannot be removed is told to the server's log, not the admin.
  await removeMailFiles(mailIds).catch((error: unknown) =>
    logger().error({ err: error, [`${record.kind}Id`]: id }, `Could not remove the .eml files of an erased ${record.kind}`),
  );
  await record.announce?.(db, id, deleted);
}

/**
 * Anonymises or deletes one record at its visitor's request, with its mails, and records who did
 * it. Owners only. Anonymising one already anonymised changes nothing. Answers whether anything
 * was erased.
 */
export async function erasePersonalData<Row>(db: Db, record: PersonalRecord<Row>, id: string, mode: ErasureMode, by: Eraser, now: Date): Promise<boolean> {
  if (!isOwner(by.access)) throw unauthorized('Mutation', `${mode}${ENTITY[record.kind]}`);
  const before = await record.load?.(db, id);
  const at = now.toISOString();
  const outcome = await db.kysely.transaction().execute(async (trx) => {
    const erased = await eraseIn(trx, record, id, mode, at);
    if (erased.erased) await recordAudit(trx, { action: `${record.kind}-${mode}`, actor: by.actor, entity: ENTITY[record.kind], entityId: id, at: now });
    return erased;
  });
  if (!outcome.erased) return false;
  await scrubErasedRows(db, record.tables);
  await afterErasure(db, record, id, outcome.mailIds, mode === 'delete' ? before : undefined);
  return true;
}

export interface RetentionReport {
  anonymized: number;
  /** Records left for the next run because one of their mails was being sent. */
  skipped: number;
}

export interface RetentionRun {
  batch?: number;
  maxPerRun?: number;
}

/**
 * Anonymises the records whose retention began (`retainedFrom`) more than `days` ago, oldest
 * first, in batches of `batch` and at most `maxPerRun` a run (the next run continues). Each record
 * is anonymised in its own transaction, conditionally, and recorded as the system's action:
 * running it twice, or on two instances at once, anonymises each record once.
 */
export async function anonymizeExpired<Row>(db: Db, record: PersonalRecord<Row>, now: Date, days: number, { batch = 100, maxPerRun = 2_000 }: RetentionRun = {}): Promise<RetentionReport> {
  const cutoff = new Date(now.getTime() - days * DAY_MS).toISOString();
  const at = now.toISOString();
  const since = record.retainedFrom;
  const report: RetentionReport = { anonymized: 0, skipped: 0 };
  let after: { since: string; id: string } | null = null;
  for (let seen = 0; seen < maxPerRun; ) {
    let query = db.kysely
      .selectFrom(record.kind)
      .select((eb) => ['id', eb.ref(since).as('since')])
      .where('anonymizedAt', 'is', null)
      .where(since, '<', cutoff);
    if (after) {
      const cursor: { since: string; id: string } = after;
      query = query.where((eb) => eb.or([eb(since, '>', cursor.since), eb.and([eb(since, '=', cursor.since), eb('id', '>', cursor.id)])]));
    }
    const rows = await query.orderBy(since).orderBy('id').limit(Math.min(batch, maxPerRun - seen)).execute();
    for (const row of rows) {
      try {
        const outcome = await db.kysely.transaction().execute(async (trx) => {
          const erased = await eraseIn(trx, record, row.id, 'anonymize', at);
          if (erased.erased) {
            await recordAudit(trx, { action: `${record.kind}-anonymize`, actor: null, entity: ENTITY[record.kind], entityId: row.id, summary: `保管期間（${days}日）の経過による自動匿名化`, at: now });
          }
          return erased;
        });
        if (outcome.erased) {
          report.anonymized += 1;
          await afterErasure(db, record, row.id, outcome.mailIds);
        }
      } catch (error) {
        if (!(error instanceof ApiError && error.errorType === 'MailBeingSent')) throw error;
        report.skipped += 1;
      }
    }
    seen += rows.length;
    const last = rows.at(-1);
    if (!last || rows.length < batch) break;
    after = { since: last.since, id: last.id };
  }
  // Once per run, not per record: a checkpoint or a vacuum covers every erasure before it.
  if (report.anonymized > 0) await scrubErasedRows(db, record.tables);
  return report;
}
