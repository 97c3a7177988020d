import 'server-only';
import type { Kysely, Transaction } from 'kysely';
import { recordAudit } from '@/lib/core/audit/log';
import type { Role } from '@/lib/core/auth/roles';
import type { Database } from '@/lib/core/db/schema';
import type { AuditActor } from '@/lib/core/audit/log';
import { DEFAULT_REVIEW_REQUIRED, REVIEWABLE_ROLES, type ReviewableRole, type ReviewSettings } from './rules';

/*
 * Which roles need approval before their changes go public: an owners' setting, one row of
 * site_setting per role (`review-required:editor`, `review-required:staff`, '1' or '0'); a role
 * without a row has the default (rules.ts). Read inside the transaction of each write.
 */

type Executor = Kysely<Database> | Transaction<Database>;

const keyOf = (role: ReviewableRole) => `review-required:${role}`;
const isReviewable = (role: Role): role is ReviewableRole => (REVIEWABLE_ROLES as readonly string[]).includes(role);

export async function reviewSettings(db: Executor): Promise<ReviewSettings> {
  const rows = await db
    .selectFrom('site_setting')
    .select(['key', 'value'])
    .where('key', 'in', REVIEWABLE_ROLES.map(keyOf))
    .execute();
  const stored = new Map(rows.map((row) => [row.key, row.value === '1']));
  return {
    owner: false,
    editor: stored.get(keyOf('editor')) ?? DEFAULT_REVIEW_REQUIRED.editor,
    staff: stored.get(keyOf('staff')) ?? DEFAULT_REVIEW_REQUIRED.staff,
  };
}

/** Whether this role's changes wait for approval before they go public. */
export async function reviewRequired(db: Executor, role: Role): Promise<boolean> {
  if (!isReviewable(role)) return false;
  return (await reviewSettings(db))[role];
}

/** An owner's change of the setting (the caller checks that it is an owner), audited with what changed. */
export async function setReviewSettings(db: Kysely<Database>, actor: AuditActor, changes: Partial<Record<Role, boolean>>): Promise<ReviewSettings> {
  return db.transaction().execute(async (trx) => {
    const before = await reviewSettings(trx);
    const updatedAt = new Date().toISOString();
    const changed: Record<string, { before: boolean; after: boolean }> = {};
    for (const role of REVIEWABLE_ROLES) {
      const next = changes[role];
      if (next === undefined || next === before[role]) continue;
      const value = next ? '1' : '0';
      await trx
        .insertInto('site_setting')
        .values({ key: keyOf(role), value, updatedAt })
        .onConflict((oc) => oc.column('key').doUpdateSet({ value, updatedAt }))
        .execute();
      changed[role] = { before: before[role], after: next };
    }
    if (Object.keys(changed).length === 0) return before;
    await recordAudit(trx, {
      action: 'setting-change',
      actor,
      entity: 'SiteSetting',
      entityId: 'review-required',
      summary: '公開前の承認',
      changes: changed,
    });
    return reviewSettings(trx);
  });
}
