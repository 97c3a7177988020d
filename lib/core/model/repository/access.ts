import 'server-only';
import { isOwner, reachesAllContent, STORE_CONTENT } from '@/lib/core/auth/roles';
import { unauthenticated, unauthorized } from '../errors';
import type { ChangeKind } from '../events';
import type { EntityName } from '../entities';
import type { ModelContext, Viewer } from './context';

/* Who may do what: the checks inside every read and write (roles: lib/core/auth/roles.ts). */

export function requireAdmin(ctx: ModelContext): Viewer {
  if (!ctx.viewer) throw unauthenticated();
  return ctx.viewer;
}

/** The signed-in owner or editor, or the refusal that names the operation (store staff reach only their stores). */
export function requireAllContent(ctx: ModelContext, type: string, field: string): Viewer {
  const viewer = requireAdmin(ctx);
  if (!reachesAllContent(viewer)) throw unauthorized(type, field);
  return viewer;
}

/** The signed-in owner, or the refusal that names the operation. */
export function requireOwner(ctx: ModelContext, type: string, field: string): Viewer {
  const viewer = requireAdmin(ctx);
  if (!isOwner(viewer)) throw unauthorized(type, field);
  return viewer;
}

/** Who reads content: an account that must first turn on two-factor sign-in reads what a visitor does. */
export function contentReader(ctx: ModelContext): Viewer | null {
  return ctx.viewer && !ctx.viewer.mustEnrollTwoFactor ? ctx.viewer : null;
}

export const isStoreContent = (entity: EntityName) => (STORE_CONTENT as readonly string[]).includes(entity);

/**
 * Refuses a write the viewer's role does not allow: store staff write only the trainers, reviews,
 * FAQ and campaigns of their own stores, before and after the change (lib/core/auth/roles.ts).
 */
export function checkWrite(viewer: Viewer, kind: ChangeKind, entity: EntityName, ...items: Record<string, unknown>[]): void {
  if (reachesAllContent(viewer)) return;
  const own = (item: Record<string, unknown>) => typeof item.storeId === 'string' && viewer.storeIds.includes(item.storeId);
  if (isStoreContent(entity) && items.every(own)) return;
  throw unauthorized('Mutation', `${kind}${entity}`);
}
