import 'server-only';
import { type ExpressionBuilder, sql } from 'kysely';
import type { Db } from '@/lib/core/db';
import { nowIso } from '@/lib/core/db';
import type { Database, EnquiryStatus } from '@/lib/core/db/schema';
import { UUID_PATTERN } from '@/lib/core/db/uuid';
import { type AuditActor, recordAudit } from '@/lib/core/audit/log';
import { type Access, reachesAllContent } from '@/lib/core/auth/roles';
import { ApiError, validationError } from '@/lib/core/model/errors';
import { type DayRange, dayRangeInstants } from '@/lib/core/time/day-range';
import { ENQUIRY_STATUSES } from './labels';
import { publishEnquiry } from './live-events';
import type { EnquiryMailRow, EnquiryRow, EnquiryWithMails } from './rows';

/*
 * The admin's enquiry inbox: filtered, paged lists read in the database, the handling status,
 * a retry of failed mails and the count of given-up ones. The CSV export (csv.ts) reads with
 * the same filter; every change is announced (live-events.ts).
 */

export type { EnquiryMailRow, EnquiryRow, EnquiryWithMails } from './rows';

/**
 * `failed`: not delivered yet and at least one of its mails failed its last attempt and waits for
 * the next; `undeliverable`: one of its mails was given up.
 */
export const DELIVERY_FILTERS = ['pending', 'sent', 'failed', 'undeliverable'] as const;
export const DELIVERY_LABELS: Record<EnquiryRow['deliveryState'], string> = { pending: '送信待ち', sent: '送信済み', undeliverable: '送信失敗' };

export const DEFAULT_PER_PAGE = 20;
export const MAX_PER_PAGE = 100;
const MAX_SEARCH_LENGTH = 100;

/**
 * The ids of the stores whose enquiries a store staff account handles; null for every enquiry
 * (lib/core/auth/roles.ts). By id, not name: renaming a store moves none of its enquiries.
 */
export type EnquiryScope = readonly string[] | null;

/** Who handles the inbox: the enquiries they reach, and who they are for the audit log. */
export interface Handler {
  scope: EnquiryScope;
  actor: AuditActor;
}

/** The enquiries an account reaches: every one for owners and editors, those sent to their stores for store staff. */
export function enquiryScope(access: Access): EnquiryScope {
  return reachesAllContent(access) ? null : [...access.storeIds];
}

/** Whether an enquiry is within a scope (the rule whereFilter applies in SQL). */
export const inScope = (enquiry: { storeId?: unknown }, scope: EnquiryScope | undefined): boolean =>
  !scope || (typeof enquiry.storeId === 'string' && scope.includes(enquiry.storeId));

/** `from` and `to`: the days (YYYY-MM-DD, Japan time, both included) the enquiries were received. */
export interface EnquiryFilter extends DayRange {
  /** Only the enquiries sent to these stores (an account's scope); null or absent for all. */
  storeIds?: EnquiryScope;
  kind?: string | null;
  status?: string | null;
  deliveryState?: string | null;
  search?: string | null;
}

export interface EnquiryPageArgs extends EnquiryFilter {
  page?: number | null;
  perPage?: number | null;
}

export interface EnquiryPage {
  items: EnquiryWithMails[];
  total: number;
  page: number;
  perPage: number;
  pageCount: number;
}

type Eb = ExpressionBuilder<Database, 'enquiry'>;

export function checkFilter(filter: EnquiryFilter): void {
  if (filter.kind && !['contact', 'franchise'].includes(filter.kind)) throw validationError('種別の指定が正しくありません。', 'kind');
  if (filter.status && !(ENQUIRY_STATUSES as readonly string[]).includes(filter.status)) {
    throw validationError('対応状況の指定が正しくありません。', 'status');
  }
  if (filter.deliveryState && !(DELIVERY_FILTERS as readonly string[]).includes(filter.deliveryState)) {
    throw validationError('送信状況の指定が正しくありません。', 'deliveryState');
  }
  if (filter.search && filter.search.length > MAX_SEARCH_LENGTH) {
    throw validationError(`検索語は${MAX_SEARCH_LENGTH}文字以内で入力してください。`, 'search');
  }
  dayRangeInstants(filter);
}

/** `like` is case-insensitive on SQLite only: lower() on both sides makes both engines agree. */
function containsPattern(search: string): string {
  return `%${search.toLowerCase().replace(/[\\%_]/g, (char) => `\\${char}`)}%`;
}

export function whereFilter(filter: EnquiryFilter) {
  const { since, until } = dayRangeInstants(filter);
  return (eb: Eb) => {
    const parts = [];
    if (since) parts.push(eb('enquiry.createdAt', '>=', since));
    if (until) parts.push(eb('enquiry.createdAt', '<', until));
    if (filter.storeIds) {
      parts.push(filter.storeIds.length > 0 ? eb('enquiry.storeId', 'in', [...filter.storeIds]) : sql<boolean>`1 = 0`);
    }
    if (filter.kind) parts.push(eb('enquiry.kind', '=', filter.kind as EnquiryRow['kind']));
    if (filter.status) parts.push(eb('enquiry.status', '=', filter.status as EnquiryStatus));
    if (filter.deliveryState === 'failed') {
      parts.push(eb('enquiry.deliveryState', '=', 'pending'));
      parts.push(
        eb.exists(
          eb
            .selectFrom('mail_outbox')
            .select('mail_outbox.id')
            .whereRef('mail_outbox.enquiryId', '=', 'enquiry.id')
            .where('mail_outbox.state', '=', 'failed'),
        ),
      );
    } else if (filter.deliveryState) {
      parts.push(eb('enquiry.deliveryState', '=', filter.deliveryState as EnquiryRow['deliveryState']));
      // An anonymised enquiry's given-up mail is gone with its data: nothing is left to retry.
      if (filter.deliveryState === 'undeliverable') parts.push(eb('enquiry.anonymizedAt', 'is', null));
    }
    const search = filter.search?.trim();
    if (search) {
      const pattern = containsPattern(search);
      parts.push(
        eb.or(
          (['name', 'furigana', 'email', 'phone'] as const).map(
            (column) => sql<boolean>`lower(${sql.ref(`enquiry.${column}`)}) like ${pattern} escape '\\'`,
          ),
        ),
      );
    }
    return eb.and(parts);
  };
}

function pageNumber(value: number | null | undefined, fallback: number, field: string, max = Number.MAX_SAFE_INTEGER): number {
  if (value === null || value === undefined) return fallback;
  if (!Number.isInteger(value) || value < 1) throw validationError(`${field} は1以上の整数で指定してください。`, field);
  return Math.min(value, max);
}

/** The mails of the given enquiries, company first, in one query. */
export async function mailsOf(db: Db, enquiryIds: string[]): Promise<Map<string, EnquiryMailRow[]>> {
  const byEnquiry = new Map<string, EnquiryMailRow[]>(enquiryIds.map((id) => [id, []]));
  if (enquiryIds.length === 0) return byEnquiry;
  const rows = await db.kysely
    .selectFrom('mail_outbox')
    .select(['id', 'enquiryId', 'recipient', 'toAddress', 'subject', 'state', 'attempts', 'lastError', 'sentAt', 'nextAttemptAt'])
    .where('enquiryId', 'in', enquiryIds)
    .orderBy('recipient')
    .orderBy('id')
    .execute();
  for (const row of rows) byEnquiry.get(row.enquiryId)?.push(row);
  return byEnquiry;
}

/** One page of enquiries, newest first; counting and paging happen in the database. */
export async function listEnquiries(db: Db, args: EnquiryPageArgs): Promise<EnquiryPage> {
  checkFilter(args);
  const page = pageNumber(args.page, 1, 'page');
  const perPage = pageNumber(args.perPage, DEFAULT_PER_PAGE, 'perPage', MAX_PER_PAGE);
  const base = db.kysely.selectFrom('enquiry').where(whereFilter(args));
  const [counted, rows] = await Promise.all([
    base.select((eb) => eb.fn.countAll().as('total')).executeTakeFirst(),
    base
      .selectAll('enquiry')
      .orderBy('enquiry.createdAt', 'desc')
      .orderBy('enquiry.id', 'desc')
      .limit(perPage)
      .offset((page - 1) * perPage)
      .execute(),
  ]);
  const total = Number(counted?.total ?? 0);
  const mails = await mailsOf(db, rows.map((row) => row.id));
  return {
    items: rows.map((row) => ({ ...row, mails: mails.get(row.id) ?? [] })),
    total,
    page,
    perPage,
    pageCount: Math.max(1, Math.ceil(total / perPage)),
  };
}

export async function getEnquiry(db: Db, id: string, scope?: EnquiryScope): Promise<EnquiryWithMails | null> {
  if (!UUID_PATTERN.test(id)) return null;
  const row = await db.kysely.selectFrom('enquiry').selectAll().where('id', '=', id).executeTakeFirst();
  if (!row || !inScope(row, scope)) return null;
  return { ...row, mails: (await mailsOf(db, [id])).get(id) ?? [] };
}

function notFound(): ApiError {
  return new ApiError('お問い合わせが見つかりません。削除されたか、URLが正しくない可能性があります。', 'NotFound');
}

async function requireEnquiry(db: Db, id: string, scope?: EnquiryScope): Promise<EnquiryWithMails> {
  const enquiry = await getEnquiry(db, id, scope);
  if (!enquiry) throw notFound();
  return enquiry;
}

export async function setEnquiryStatus(db: Db, id: string, status: string, by?: Handler): Promise<EnquiryWithMails> {
  if (!(ENQUIRY_STATUSES as readonly string[]).includes(status)) throw validationError('対応状況の指定が正しくありません。', 'status');
  const before = await requireEnquiry(db, id, by?.scope);
  await db.kysely.transaction().execute(async (trx) => {
    await trx
      .updateTable('enquiry')
      .set({ status: status as EnquiryStatus, updatedAt: nowIso() })
      .where('id', '=', id)
      .execute();
    if (by && before.status !== status) {
      await recordAudit(trx, {
        action: 'enquiry-status',
        actor: by.actor,
        entity: 'Enquiry',
        entityId: id,
        summary: before.name,
        changes: { status: { before: before.status, after: status } },
      });
    }
  });
  const enquiry = await requireEnquiry(db, id);
  publishEnquiry(enquiry);
  return enquiry;
}

/** How many enquiries have a mail that was given up: the admin's home and navigation show it. */
export async function countUndeliverableEnquiries(db: Db, scope?: EnquiryScope): Promise<number> {
  const counted = await db.kysely
    .selectFrom('enquiry')
    .select((eb) => eb.fn.countAll().as('total'))
    .where(whereFilter({ storeIds: scope, deliveryState: 'undeliverable' }))
    .executeTakeFirst();
  return Number(counted?.total ?? 0);
}

/**
 * Makes the enquiry's undelivered mails due now: failed and given-up ones go back to pending with
 * their backoff cleared, and their time until being given up counts from now. A mail being sent
 * right now is left to its worker. Returns how many became due.
 */
export async function retryEnquiryDelivery(
  db: Db,
  id: string,
  now: Date = new Date(),
  by?: Handler,
): Promise<{ enquiry: EnquiryWithMails; due: number }> {
  const before = await requireEnquiry(db, id, by?.scope);
  if (before.anonymizedAt) throw validationError('匿名化したお問い合わせのメールは再送できません。');
  const at = now.toISOString();
  const due = await db.kysely.transaction().execute(async (trx) => {
    // Locks the enquiry first, as the delivery worker does: an attempt ending now is seen whole.
    await trx.updateTable('enquiry').set({ updatedAt: at }).where('id', '=', id).execute();
    const result = await trx
      .updateTable('mail_outbox')
      .set({ state: 'pending', nextAttemptAt: at, queuedAt: at, updatedAt: at })
      .where('enquiryId', '=', id)
      .where('state', 'in', ['pending', 'failed', 'undeliverable'])
      .executeTakeFirst();
    await trx.updateTable('enquiry').set({ deliveryState: 'pending' }).where('id', '=', id).where('deliveryState', '=', 'undeliverable').execute();
    if (by) await recordAudit(trx, { action: 'enquiry-retry', actor: by.actor, entity: 'Enquiry', entityId: id, summary: before.name, at: now });
    return Number(result.numUpdatedRows);
  });
  const enquiry = await requireEnquiry(db, id);
  publishEnquiry(enquiry);
  return { enquiry, due };
}
