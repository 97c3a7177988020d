import 'server-only';
import type { Kysely, Selectable, Transaction } from 'kysely';
import { getConfig } from '@/lib/core/config';
import type { Db } from '@/lib/core/db';
import type { Database, MailOutboxTable } from '@/lib/core/db/schema';
import { uuidv7 } from '@/lib/core/db/uuid';
import { isPermanentFailure, type MailAttachment, messageIdFor, type MailTransport } from './transport';
import { logger } from '@/lib/core/ops/log';

/*
 * Delivers queued mails. Every state lives in the mail_outbox table, so a restart, a crash or a
 * second instance loses nothing: whatever is due is picked up by the next run. A mail is claimed
 * with a conditional UPDATE that names the attempt count it saw; only one worker can win that,
 * so each delivery attempt is made by exactly one worker. A mail the server refuses for good (5xx),
 * or keeps refusing for MAIL_GIVE_UP_AFTER_HOURS, is given up ('undeliverable') until an admin retries it.
 */

export const RETRY = { baseMs: 30_000, maxMs: 60 * 60 * 1000 } as const;
/** A worker that stops mid-delivery gives its mails back after this long. */
export const LEASE_MS = 5 * 60 * 1000;
const HOUR_MS = 60 * 60 * 1000;

/** 30 s, 1 min, 2 min, … up to an hour between attempts, until the mail is given up. */
export function retryDelayMs(attempts: number): number {
  return Math.min(RETRY.baseMs * 2 ** Math.max(0, attempts - 1), RETRY.maxMs);
}

export interface DeliveryOptions {
  from: string;
  now?: () => Date;
  /** How long after it was queued a mail that keeps failing is given up; MAIL_GIVE_UP_AFTER_HOURS by default. */
  giveUpAfterHours?: number;
  /** How many due mails one run takes at most. */
  batch?: number;
  /** Told after each attempt at an enquiry's mail, so the admin's inbox can show the new delivery state. */
  onChange?: (enquiryId: string) => void;
}

export interface DeliveryReport {
  sent: number;
  /** Attempts that failed, whether the mail is tried again or given up. */
  failed: number;
}

/** A mail to queue: who it is for (the company or a store, or the visitor), and what it says. */
export interface QueuedMail {
  recipient: MailOutboxTable['recipient'];
  to: string;
  subject: string;
  text: string;
  attachments?: readonly MailAttachment[];
  /** Not sent before this instant (ISO); at once by default. */
  notBefore?: string;
}

/**
 * What a queued mail belongs to: an enquiry, a booking (lib/core/booking), or an admin account it
 * tells of something (lib/core/review), which the outbox keeps no link to.
 */
export type MailOwner = { enquiryId: string } | { bookingId: string } | { adminNotice: true };

/**
 * Queues mails in the caller's transaction, due at once: with the record they belong to, so
 * neither is ever kept without the other.
 */
export async function queueMails(
  trx: Kysely<Database> | Transaction<Database>,
  owner: MailOwner,
  mails: readonly QueuedMail[],
  now: Date,
): Promise<string[]> {
  if (mails.length === 0) return [];
  const at = now.toISOString();
  const rows = mails.map((mail) => ({
    id: uuidv7(),
    enquiryId: 'enquiryId' in owner ? owner.enquiryId : '',
    bookingId: 'bookingId' in owner ? owner.bookingId : null,
    recipient: mail.recipient,
    toAddress: mail.to,
    subject: mail.subject,
    body: mail.text,
    attachments: mail.attachments?.length ? JSON.stringify(mail.attachments) : null,
    state: 'pending' as const,
    attempts: 0,
    nextAttemptAt: mail.notBefore && mail.notBefore > at ? mail.notBefore : at,
    leaseUntil: null,
    lastError: null,
    sentAt: null,
    messageId: null,
    queuedAt: at,
    createdAt: at,
    updatedAt: at,
  }));
  await trx.insertInto('mail_outbox').values(rows).execute();
  return rows.map((row) => row.id);
}

type Claimed = Pick<MailOutboxTable, 'id' | 'enquiryId' | 'toAddress' | 'subject' | 'body' | 'attempts' | 'queuedAt'> & {
  bookingId: string | null;
  attachments: string | null;
};

type OutboxRow = Selectable<MailOutboxTable>;

async function dueMails(db: Db, now: string, batch: number): Promise<OutboxRow[]> {
  return db.kysely
    .selectFrom('mail_outbox')
    .selectAll()
    .where((eb) =>
      eb.or([
        eb.and([eb('state', 'in', ['pending', 'failed']), eb('nextAttemptAt', '<=', now)]),
        eb.and([eb('state', '=', 'sending'), eb('leaseUntil', '<', now)]),
      ]),
    )
    .orderBy('nextAttemptAt')
    .orderBy('id')
    .limit(batch)
    .execute();
}

async function claim(db: Db, row: OutboxRow, now: Date): Promise<Claimed | null> {
  const result = await db.kysely
    .updateTable('mail_outbox')
    .set({
      state: 'sending',
      attempts: row.attempts + 1,
      leaseUntil: new Date(now.getTime() + LEASE_MS).toISOString(),
      updatedAt: now.toISOString(),
    })
    .where('id', '=', row.id)
    .where('state', '=', row.state)
    .where('attempts', '=', row.attempts)
    .executeTakeFirst();
  if (Number(result.numUpdatedRows) !== 1) return null;
  return { ...row, attempts: row.attempts + 1 };
}

async function markSent(db: Db, mail: Claimed, messageId: string, now: Date): Promise<void> {
  const at = now.toISOString();
  const sent = { state: 'sent' as const, sentAt: at, messageId, leaseUntil: null, lastError: null, updatedAt: at };
  // A booking's mail, or an admin's notice, has no enquiry to bring up to date.
  if (!mail.enquiryId) {
    await db.kysely.updateTable('mail_outbox').set(sent).where('id', '=', mail.id).where('attempts', '=', mail.attempts).execute();
    return;
  }
  await db.kysely.transaction().execute(async (trx) => {
    // Locks the enquiry first: the worker sending its other mail waits here, then sees this one as sent.
    await trx.updateTable('enquiry').set({ updatedAt: at }).where('id', '=', mail.enquiryId).execute();
    await trx
      .updateTable('mail_outbox')
      .set(sent)
      .where('id', '=', mail.id)
      .where('attempts', '=', mail.attempts)
      .execute();
    const open = await trx
      .selectFrom('mail_outbox')
      .select('id')
      .where('enquiryId', '=', mail.enquiryId)
      .where('state', '!=', 'sent')
      .executeTakeFirst();
    if (!open) {
      await trx
        .updateTable('enquiry')
        .set({ deliveryState: 'sent', deliveredAt: at, updatedAt: at })
        .where('id', '=', mail.enquiryId)
        .execute();
    }
  });
}

function reasonOf(error: unknown): string {
  return (error instanceof Error ? error.message : String(error)).slice(0, 500);
}

async function markFailed(db: Db, mail: Claimed, error: unknown, now: Date): Promise<void> {
  await db.kysely
    .updateTable('mail_outbox')
    .set({
      state: 'failed',
      lastError: reasonOf(error),
      nextAttemptAt: new Date(now.getTime() + retryDelayMs(mail.attempts)).toISOString(),
      leaseUntil: null,
      updatedAt: now.toISOString(),
    })
    .where('id', '=', mail.id)
    .where('attempts', '=', mail.attempts)
    .execute();
}

async function markUndeliverable(db: Db, mail: Claimed, error: unknown, now: Date): Promise<void> {
  const at = now.toISOString();
  await db.kysely.transaction().execute(async (trx) => {
    // Locks the enquiry first, in the same order as markSent and an admin's retry.
    await trx.updateTable('enquiry').set({ updatedAt: at }).where('id', '=', mail.enquiryId).execute();
    const given = await trx
      .updateTable('mail_outbox')
      .set({ state: 'undeliverable', lastError: reasonOf(error), leaseUntil: null, updatedAt: at })
      .where('id', '=', mail.id)
      .where('attempts', '=', mail.attempts)
      .executeTakeFirst();
    if (Number(given.numUpdatedRows) !== 1 || !mail.enquiryId) return;
    await trx.updateTable('enquiry').set({ deliveryState: 'undeliverable' }).where('id', '=', mail.enquiryId).execute();
  });
}

function givesUp(mail: Claimed, error: unknown, now: Date, giveUpAfterHours: number): boolean {
  return isPermanentFailure(error) || now.getTime() - Date.parse(mail.queuedAt) >= giveUpAfterHours * HOUR_MS;
}

/** Sends every mail that is due now (new ones, and failed ones whose retry time has come). */
export async function deliverDue(db: Db, transport: MailTransport, options: DeliveryOptions): Promise<DeliveryReport> {
  const clock = options.now ?? (() => new Date());
  const giveUpAfterHours = options.giveUpAfterHours ?? getConfig().MAIL_GIVE_UP_AFTER_HOURS;
  const report: DeliveryReport = { sent: 0, failed: 0 };
  const rows = await dueMails(db, clock().toISOString(), options.batch ?? 50);
  for (const row of rows) {
    const mail = await claim(db, row, clock());
    if (!mail) continue;
    const messageId = messageIdFor(mail.id, options.from);
    try {
      const attachments = mail.attachments ? (JSON.parse(mail.attachments) as MailAttachment[]) : undefined;
      await transport.send({ from: options.from, to: mail.toAddress, subject: mail.subject, text: mail.body, messageId, ...(attachments ? { attachments } : {}) });
    } catch (error) {
      const now = clock();
      const givenUp = givesUp(mail, error, now, giveUpAfterHours);
      // The error names the recipient (the SMTP server's answer quotes it): the log masks it.
      logger().warn({ err: error, mailId: mail.id, enquiryId: mail.enquiryId || undefined, bookingId: mail.bookingId ?? undefined, attempts: mail.attempts, givenUp }, 'Mail delivery failed');
      if (givenUp) await markUndeliverable(db, mail, error, now);
      else await markFailed(db, mail, error, now);
      report.failed += 1;
      if (mail.enquiryId) options.onChange?.(mail.enquiryId);
      continue;
    }
    await markSent(db, mail, messageId, clock());
    report.sent += 1;
    if (mail.enquiryId) options.onChange?.(mail.enquiryId);
  }
  return report;
}
