import 'server-only';
import type { Kysely, Transaction } from 'kysely';
import type { Database } from '@/lib/core/db/schema';
import { uuidv7 } from '@/lib/core/db/uuid';
import type { AuditAction } from './labels';

export { AUDIT_ACTION_LABELS, AUDIT_ACTIONS, type AuditAction } from './labels';

/*
 * The audit log: who did what, when, from which client address, to which record, and what changed
 * (before and after of each changed field). Entries are written in the transaction of the change
 * they record (the repository's writes, the account changes), so a change is never without its
 * entry and an entry never without its change. Nothing in the API edits or deletes an entry; the
 * worker prunes those older than the retention period (pruneAuditLog).
 */

/** Who acted: a signed-in account, or nobody (a failed sign-in names the address tried in `summary`). */
export interface AuditActor {
  id: string;
  email: string;
  name?: string | null;
  /** The client address the request came from (lib/core/security/client-address.ts). */
  ip?: string | null;
}

export type FieldChanges = Record<string, { before: unknown; after: unknown }>;

export interface AuditEntry {
  action: AuditAction;
  actor: AuditActor | null;
  /** When there is no actor (or to override the actor's), the client address. */
  ip?: string | null;
  entity?: string | null;
  entityId?: string | null;
  /** A short text a person reads in the list (the record's name, the address tried…). */
  summary?: string | null;
  changes?: FieldChanges | null;
  at?: Date;
}

/** Fields never written to the log, whatever their entity: secrets and what derives from them. */
const SECRET_FIELD = /password|token|secret|hash|code/i;

type Executor = Kysely<Database> | Transaction<Database>;

function same(a: unknown, b: unknown): boolean {
  return JSON.stringify(a ?? null) === JSON.stringify(b ?? null);
}

/** Before and after of the fields that differ (system fields and secrets aside); every set field for a creation. */
export function diffFields(before: Record<string, unknown> | null | undefined, after: Record<string, unknown> | null | undefined): FieldChanges {
  const keys = new Set([...Object.keys(before ?? {}), ...Object.keys(after ?? {})]);
  const changes: FieldChanges = {};
  for (const key of keys) {
    if (key === 'id' || key === 'createdAt' || key === 'updatedAt' || SECRET_FIELD.test(key)) continue;
    const from = before?.[key] ?? null;
    const to = after?.[key] ?? null;
    if (!same(from, to)) changes[key] = { before: from, after: to };
  }
  return changes;
}

function withoutSecrets(changes: FieldChanges | null | undefined): FieldChanges | null {
  if (!changes) return null;
  const kept = Object.entries(changes).filter(([key]) => !SECRET_FIELD.test(key));
  return kept.length > 0 ? Object.fromEntries(kept) : null;
}

/** Writes one entry with the executor of the change it records (a transaction, for a change). */
export async function recordAudit(db: Executor, entry: AuditEntry): Promise<void> {
  const at = entry.at ?? new Date();
  const changes = withoutSecrets(entry.changes);
  await db
    .insertInto('audit_log')
    .values({
      id: uuidv7(),
      action: entry.action,
      actorId: entry.actor?.id ?? null,
      actorEmail: entry.actor?.email ?? null,
      actorName: entry.actor?.name ?? null,
      ip: entry.ip ?? entry.actor?.ip ?? null,
      entity: entry.entity ?? null,
      entityId: entry.entityId ?? null,
      summary: entry.summary ? entry.summary.slice(0, 200) : null,
      changes: changes ? JSON.stringify(changes) : null,
      createdAt: at.toISOString(),
    })
    .execute();
}
