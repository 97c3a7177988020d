import 'server-only';
import type { Transaction } from 'kysely';
import { type AuditActor, recordAudit } from '@/lib/core/audit/log';
import { type Access, isOwner } from '@/lib/core/auth/roles';
import { getConfig } from '@/lib/core/config';
import type { Db } from '@/lib/core/db';
import type { Database, EnquiryTable } from '@/lib/core/db/schema';
import { scrubErasedRows } from '@/lib/core/db/scrub';
import { removeMailFiles } from '@/lib/core/mail/transport';
import { ApiError, unauthorized } from '@/lib/core/model/errors';
import { logger } from '@/lib/core/ops/log';
import { DAY_MS } from '@/lib/core/time/japan';
import { type EnquiryRow, type EnquiryWithMails, getEnquiry } from './inbox';
import { publishEnquiry } from './live-events';

/*
 * Erasing a visitor's personal data (個人情報保護法): an owner anonymises or deletes one enquiry
 * when its visitor asks, and the worker anonymises every enquiry older than
 * ENQUIRY_RETENTION_DAYS. Its mails go too, since they hold the same data: delivered, given up,
 * and not yet sent alike (an unsent one is cancelled, so no mail of an erased enquiry ever goes
 * out). Only a mail a worker is sending at this moment stops an erasure; it is refused and can be
 * asked again a moment later. The audit log names who erased which enquiry and when, never what
 * was erased, and the names earlier entries of the enquiry showed are replaced too.
 */

export type ErasureMode = 'anonymize' | 'delete';

/** Who erases: an owner (the rule is checked here too, not only before the API's resolver). */
export interface Eraser {
  actor: AuditActor;
  access: Access;
}

/** What the audit log shows instead of the visitor's name once an enquiry is erased. */
export const ERASED_SUMMARY = '（個人情報は消去済み）';

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

const MAIL_BEING_SENT = {
  anonymize: 'このお問い合わせのメールを送信している最中のため、いまは匿名化できません。しばらくしてから、もう一度お試しください。',
  delete: 'このお問い合わせのメールを送信している最中のため、いまは削除できません。しばらくしてから、もう一度お試しください。',
} as const;

function notFound(): ApiError {
  return new ApiError('お問い合わせが見つかりません。すでに削除されたか、URLが正しくない可能性があります。', 'NotFound');
}

type Erased = { erased: false } | { erased: true; mailIds: string[] };

/** The tables an erasure writes: their old versions of the erased rows are scrubbed once it is committed. */
const ERASURE_TABLES = ['enquiry', 'mail_outbox', 'audit_log'] as const;

/**
 * Erases one enquiry inside the caller's transaction. The enquiry's row is written first, as the
 * delivery worker and a retry lock it first; a second eraser (another instance's retention job)
 * then waits and finds nothing left to do. Throws, undoing everything, while a mail is being sent.
 */
async function eraseIn(trx: Transaction<Database>, id: string, mode: ErasureMode, at: string): Promise<Erased> {
  const written =
    mode === 'anonymize'
      ? await trx
          .updateTable('enquiry')
          .set({ ...ANONYMIZED_FIELDS, anonymizedAt: at, updatedAt: at })
          .where('id', '=', id)
          .where('anonymizedAt', 'is', null)
          .executeTakeFirst()
          .then((result) => Number(result.numUpdatedRows))
      : await trx
          .deleteFrom('enquiry')
          .where('id', '=', id)
          .executeTakeFirst()
          .then((result) => Number(result.numDeletedRows));
  if (written === 0) return { erased: false };
  // A mail claimed by a worker stays ('sending'); a worker's claim on a mail removed here finds no row.
  const removed = await trx.deleteFrom('mail_outbox').where('enquiryId', '=', id).where('state', '!=', 'sending').returning('id').execute();
  const sending = await trx.selectFrom('mail_outbox').select('id').where('enquiryId', '=', id).executeTakeFirst();
  if (sending) throw new ApiError(MAIL_BEING_SENT[mode], 'MailBeingSent');
  await trx
    .updateTable('audit_log')
    .set({ summary: ERASED_SUMMARY })
    .where('entity', '=', 'Enquiry')
    .where('entityId', '=', id)
    .where('summary', 'is not', null)
    .execute();
  return { erased: true, mailIds: removed.map((row) => row.id) };
}

/**
 * What follows a committed erasure: the .eml copies of its mails go, and the inbox is told. A
 * deleted enquiry is announced without its data (`deleted`: its row before, emptied), so the
 * screens read it again and find it gone.
 */
async function afterErasure(db: Db, id: string, mailIds: string[], deleted?: EnquiryRow): Promise<void> {
  // The erasure is committed: a file that cannot be removed is told to the server's log, not the admin.
  await removeMailFiles(mailIds).catch((error: unknown) => logger().error({ err: error, enquiryId: id }, 'Could not remove the .eml files of an erased enquiry'));
  const row = deleted ? { ...deleted, ...ANONYMIZED_FIELDS } : await db.kysely.selectFrom('enquiry').selectAll().where('id', '=', id).executeTakeFirst();
  if (row) publishEnquiry(row);
}

/**
 * Anonymises or deletes one enquiry at its visitor's request, with its mails, and records who did
 * it. Owners only. Anonymising one already anonymised changes nothing. Returns the anonymised
 * enquiry, or null once deleted.
 */
export async function eraseEnquiry(
  db: Db,
  id: string,
  mode: ErasureMode,
  by: Eraser,
  now: Date = new Date(),
): Promise<EnquiryWithMails | null> {
  if (!isOwner(by.access)) throw unauthorized('Mutation', mode === 'anonymize' ? 'anonymizeEnquiry' : 'deleteEnquiry');
  const before = await getEnquiry(db, id);
  if (!before) throw notFound();
  const at = now.toISOString();
  const outcome = await db.kysely.transaction().execute(async (trx) => {
    const erased = await eraseIn(trx, id, mode, at);
    if (erased.erased) {
      await recordAudit(trx, { action: mode === 'anonymize' ? 'enquiry-anonymize' : 'enquiry-delete', actor: by.actor, entity: 'Enquiry', entityId: id, at: now });
    }
    return erased;
  });
  if (!outcome.erased && mode === 'delete') throw notFound();
  if (outcome.erased) {
    await scrubErasedRows(db, ERASURE_TABLES);
    await afterErasure(db, id, outcome.mailIds, mode === 'delete' ? before : undefined);
  }
  return mode === 'delete' ? null : getEnquiry(db, id);
}

export interface RetentionReport {
  anonymized: number;
  /** Enquiries left for the next run because one of their mails was being sent. */
  skipped: number;
}

const RETENTION_BATCH = 100;
const RETENTION_MAX_PER_RUN = 2_000;

/**
 * Anonymises the enquiries received more than `days` ago, oldest first, in batches of `batch` and
 * at most `maxPerRun` a run (the next run continues). Each enquiry is anonymised in its own
 * transaction, conditionally, and recorded as the system's action: running it twice, or on two
 * instances at once, anonymises each enquiry once.
 */
export async function anonymizeExpiredEnquiries(
  db: Db,
  now: Date = new Date(),
  days: number = getConfig().ENQUIRY_RETENTION_DAYS,
  { batch = RETENTION_BATCH, maxPerRun = RETENTION_MAX_PER_RUN }: { batch?: number; maxPerRun?: number } = {},
): Promise<RetentionReport> {
  const cutoff = new Date(now.getTime() - days * DAY_MS).toISOString();
  const at = now.toISOString();
  const report: RetentionReport = { anonymized: 0, skipped: 0 };
  let after: { createdAt: string; id: string } | null = null;
  for (let seen = 0; seen < maxPerRun; ) {
    let query = db.kysely.selectFrom('enquiry').select(['id', 'createdAt']).where('anonymizedAt', 'is', null).where('createdAt', '<', cutoff);
    if (after) {
      const cursor: { createdAt: string; id: string } = after;
      query = query.where((eb) =>
        eb.or([eb('createdAt', '>', cursor.createdAt), eb.and([eb('createdAt', '=', cursor.createdAt), eb('id', '>', cursor.id)])]),
      );
    }
    const rows = await query.orderBy('createdAt').orderBy('id').limit(Math.min(batch, maxPerRun - seen)).execute();
    for (const row of rows) {
      try {
        const outcome = await db.kysely.transaction().execute(async (trx) => {
          const erased = await eraseIn(trx, row.id, 'anonymize', at);
          if (erased.erased) {
            await recordAudit(trx, { action: 'enquiry-anonymize', actor: null, entity: 'Enquiry', entityId: row.id, summary: `保管期間（${days}日）の経過による自動匿名化`, at: now });
          }
          return erased;
        });
        if (outcome.erased) {
          report.anonymized += 1;
          await afterErasure(db, row.id, outcome.mailIds);
        }
      } catch (error) {
        if (!(error instanceof ApiError && error.errorType === 'MailBeingSent')) throw error;
        report.skipped += 1;
      }
    }
    seen += rows.length;
    const last = rows.at(-1);
    if (!last || rows.length < batch) break;
    after = { createdAt: last.createdAt, id: last.id };
  }
  // Once per run, not per enquiry: a checkpoint or a vacuum covers every erasure before it.
  if (report.anonymized > 0) await scrubErasedRows(db, ERASURE_TABLES);
  return report;
}
