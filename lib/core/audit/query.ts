import 'server-only';
import type { ExpressionBuilder, Selectable } from 'kysely';
import { getConfig } from '@/lib/core/config';
import type { Db } from '@/lib/core/db';
import type { AuditLogTable, Database } from '@/lib/core/db/schema';
import { csvLine } from '@/lib/core/http/csv-download';
import { validationError } from '@/lib/core/model/errors';
import { type DayRange, dayRangeInstants } from '@/lib/core/time/day-range';
import { AUDIT_ACTION_LABELS, type AuditAction } from './log';

/*
 * Reading the audit log (the owner's 監査ログ screen and its CSV export) and pruning it. Nothing
 * here edits an entry; pruning removes only what is older than the retention period.
 */

export type AuditRow = Selectable<AuditLogTable>;

/** `from` and `to`: dates (YYYY-MM-DD) in Japan time, both included. */
export interface AuditFilter extends DayRange {
  actorId?: string | null;
  entity?: string | null;
  action?: string | null;
}

export interface AuditPageArgs extends AuditFilter {
  page?: number | null;
  perPage?: number | null;
}

export interface AuditPage {
  items: AuditRow[];
  total: number;
  page: number;
  perPage: number;
  pageCount: number;
}

export const AUDIT_PER_PAGE = 50;
export const AUDIT_MAX_PER_PAGE = 200;
function whereAudit(filter: AuditFilter) {
  const { since, until } = dayRangeInstants(filter);
  if (filter.action && !(filter.action in AUDIT_ACTION_LABELS)) throw validationError('操作の指定が正しくありません。', 'action');
  return (eb: ExpressionBuilder<Database, 'audit_log'>) => {
    const parts = [];
    if (filter.actorId) parts.push(eb('actorId', '=', filter.actorId));
    if (filter.entity) parts.push(eb('entity', '=', filter.entity));
    if (filter.action) parts.push(eb('action', '=', filter.action));
    if (since) parts.push(eb('createdAt', '>=', since));
    if (until) parts.push(eb('createdAt', '<', until));
    return eb.and(parts);
  };
}

function positive(value: number | null | undefined, fallback: number, field: string, max = Number.MAX_SAFE_INTEGER): number {
  if (value === null || value === undefined) return fallback;
  if (!Number.isInteger(value) || value < 1) throw validationError(`${field} は1以上の整数で指定してください。`, field);
  return Math.min(value, max);
}

/** One page of entries, newest first. */
export async function listAuditLog(db: Db, args: AuditPageArgs): Promise<AuditPage> {
  const page = positive(args.page, 1, 'page');
  const perPage = positive(args.perPage, AUDIT_PER_PAGE, 'perPage', AUDIT_MAX_PER_PAGE);
  const base = db.kysely.selectFrom('audit_log').where(whereAudit(args));
  const [counted, items] = await Promise.all([
    base.select((eb) => eb.fn.countAll().as('total')).executeTakeFirst(),
    base
      .selectAll()
      .orderBy('createdAt', 'desc')
      .orderBy('id', 'desc')
      .limit(perPage)
      .offset((page - 1) * perPage)
      .execute(),
  ]);
  const total = Number(counted?.total ?? 0);
  return { items, total, page, perPage, pageCount: Math.max(1, Math.ceil(total / perPage)) };
}

/** The entities and people that appear in the log, for the screen's filters. */
export async function auditFilterChoices(db: Db): Promise<{ entities: string[]; actors: { id: string; label: string }[] }> {
  const [entities, actors] = await Promise.all([
    db.kysely.selectFrom('audit_log').select('entity').distinct().where('entity', 'is not', null).orderBy('entity').execute(),
    db.kysely.selectFrom('admin_user').select(['id', 'email', 'name']).orderBy('email').execute(),
  ]);
  return {
    entities: entities.map((row) => row.entity ?? '').filter(Boolean),
    actors: actors.map((row) => ({ id: row.id, label: row.name ? `${row.name}（${row.email}）` : row.email })),
  };
}

const AUDIT_CSV_BATCH = 500;

export const AUDIT_CSV_HEADERS = ['日時', '操作', '実行者', 'メールアドレス', 'IPアドレス', '対象', '対象ID', '内容', '変更内容', 'ID'];

/** Every matching entry, newest first, in batches (keyset paging), as CSV lines with a header. */
export async function* auditCsvLines(db: Db, filter: AuditFilter, batch = AUDIT_CSV_BATCH): AsyncGenerator<string> {
  const where = whereAudit(filter);
  yield csvLine(AUDIT_CSV_HEADERS);
  let after: { createdAt: string; id: string } | null = null;
  for (;;) {
    let query = db.kysely.selectFrom('audit_log').selectAll().where(where);
    if (after) {
      const cursor: { createdAt: string; id: string } = after;
      query = query.where((eb) =>
        eb.or([eb('createdAt', '<', cursor.createdAt), eb.and([eb('createdAt', '=', cursor.createdAt), eb('id', '<', cursor.id)])]),
      );
    }
    const rows = await query.orderBy('createdAt', 'desc').orderBy('id', 'desc').limit(batch).execute();
    if (rows.length > 0) {
      yield rows
        .map((row) =>
          csvLine([
            row.createdAt,
            AUDIT_ACTION_LABELS[row.action as AuditAction] ?? row.action,
            row.actorName,
            row.actorEmail,
            row.ip,
            row.entity,
            row.entityId,
            row.summary,
            row.changes,
            row.id,
          ]),
        )
        .join('');
    }
    const last = rows.at(-1);
    if (!last || rows.length < batch) return;
    after = { createdAt: last.createdAt, id: last.id };
  }
}

/** Deletes the entries older than the retention period (AUDIT_RETENTION_DAYS); answers how many. */
export async function pruneAuditLog(db: Db, now: Date = new Date(), days = getConfig().AUDIT_RETENTION_DAYS): Promise<number> {
  const cutoff = new Date(now.getTime() - days * 24 * 60 * 60 * 1000).toISOString();
  const result = await db.kysely.deleteFrom('audit_log').where('createdAt', '<', cutoff).executeTakeFirst();
  return Number(result.numDeletedRows);
}
