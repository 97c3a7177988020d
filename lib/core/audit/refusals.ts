import 'server-only';
import type { Db } from '@/lib/core/db';
import { entityNames } from '@/lib/core/model/entities';
import { type ApiError, isApiError } from '@/lib/core/model/errors';
import { logger } from '@/lib/core/ops/log';
import { type AuditActor, recordAudit } from './log';

/*
 * A write refused to a signed-in account for lack of permission (its role, or a store outside a
 * store staff account's stores) is kept in the audit log: who, which operation, the record it
 * named, when and from where, never what it tried to write. Only writes are recorded, and only of
 * signed-in accounts: one entry per refused call, so neither a visitor nor a read can fill the log.
 */

export const isRefusal = (error: unknown): error is ApiError =>
  isApiError(error) && (error.errorType === 'Unauthorized' || (error as { refused?: unknown }).refused === true);

export interface NamedRecord {
  entity: string | null;
  entityId: string | null;
}

/** The record a GraphQL write names: its entity (for the entities' create/update/delete) and the id it gave. */
export function namedRecord(operation: string, args: Record<string, unknown>): NamedRecord {
  const entity = /^(?:create|update|delete)(\w+)$/.exec(operation)?.[1];
  const input = args.input && typeof args.input === 'object' ? (args.input as Record<string, unknown>) : {};
  const id = input.id ?? args.id;
  return {
    entity: entity && (entityNames as readonly string[]).includes(entity) ? entity : null,
    entityId: typeof id === 'string' && id.length <= 100 ? id : null,
  };
}

export async function recordRefusal(db: Db, actor: AuditActor, operation: string, record: NamedRecord): Promise<void> {
  try {
    await recordAudit(db.kysely, { action: 'refused', actor, summary: operation, changes: null, ...record });
  } catch (error) {
    // The caller gets its refusal either way; a log that cannot be written is the server's problem.
    logger().error({ err: error, operation }, 'Could not record a refused operation in the audit log');
  }
}
