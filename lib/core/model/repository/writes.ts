import 'server-only';
import type { SqlBool } from 'kysely';
import type { z } from 'zod';
import { sanitizeBlockText } from '@/lib/core/content/sanitize';
import { nowIso } from '@/lib/core/db';
import { checkReview } from '@/lib/core/review/guard';
import { UUID_PATTERN, uuidv7 } from '@/lib/core/db/uuid';
import { defaultsOf, type EntityName, fieldsOf, type Item, itemToRow, rowToItem } from '../entities';
import { conditionFailed, type FieldIssue, validationError } from '../errors';
import { type Filter, matches, toSql } from '../filters';
import { schemas } from '../validation';
import { checkWrite, requireAdmin } from './access';
import { deleteDependents, propagateRename } from './cascades';
import { type AnyDb, countWhere, type ModelContext, ref, selectById, tableOf } from './context';
import { inTransaction } from './transactions';
import { visibility } from './visibility';

/* Create, update and delete: validated, authorized and with their cascades, each in its transaction. */

function nullsForMissing(entity: EntityName, item: Record<string, unknown>): Record<string, unknown> {
  const result: Record<string, unknown> = { ...item };
  for (const field of Object.keys(fieldsOf(entity))) if (result[field] === undefined) result[field] = null;
  return result;
}

/** An article block's text as the public page keeps it (lib/core/content/sanitize.ts): every reader of the API gets that. */
function sanitized(entity: EntityName, item: Record<string, unknown>): Record<string, unknown> {
  if (entity !== 'NewsContent' || typeof item.text !== 'string') return item;
  return { ...item, text: sanitizeBlockText(String(item.tag), item.text) };
}

function validate(entity: EntityName, item: Record<string, unknown>): Record<string, unknown> {
  const schema = schemas[entity] as z.ZodType<Record<string, unknown>>;
  const parsed = schema.safeParse(item);
  if (parsed.success) return sanitized(entity, nullsForMissing(entity, parsed.data));
  const issues: FieldIssue[] = parsed.error.issues.map((issue) => ({
    field: issue.path.map(String).join('.') || entity,
    message: issue.message,
  }));
  const first = issues[0] as FieldIssue;
  throw validationError(`${first.field}: ${first.message}`, undefined, issues);
}

/**
 * Whether the viewer may read this article (the rule of visibility()). Store staff read articles
 * as a visitor does: a draft they link is refused as an unknown id is, so the answer tells
 * nothing about which unpublished ids exist.
 */
async function readableArticle(ctx: ModelContext, db: AnyDb, id: unknown): Promise<boolean> {
  if (typeof id !== 'string') return false;
  const row = await db
    .selectFrom(tableOf('News'))
    .select('id')
    .where('id', '=', id)
    .where(visibility(ctx, 'News').$castTo<SqlBool>())
    .executeTakeFirst();
  return row !== undefined;
}

/**
 * Fills the copied fields (category name, store name) from the records they name, and checks every
 * reference; a campaign's article is checked when it is linked, not again on later edits.
 */
async function resolveReferences(
  ctx: ModelContext,
  db: AnyDb,
  entity: EntityName,
  item: Record<string, unknown>,
  before?: Record<string, unknown>,
): Promise<void> {
  const store = async (id: unknown) => {
    const found = typeof id === 'string' ? await selectById(db, 'Store', id) : undefined;
    if (!found) throw validationError('指定された店舗が見つかりません。', 'storeId');
    return found;
  };
  switch (entity) {
    case 'Store': {
      if (typeof item.area === 'string' && (await countWhere(db, 'Area', 'en', item.area)) === 0) {
        throw validationError(`エリア「${item.area}」は登録されていません。先にエリアを登録してください。`, 'area');
      }
      break;
    }
    case 'News': {
      const category = typeof item.categoryId === 'string' ? await selectById(db, 'Category', item.categoryId) : undefined;
      if (!category) throw validationError('指定されたカテゴリーが見つかりません。', 'categoryId');
      item.categorySlug = category.slug;
      item.categoryName = category.name;
      break;
    }
    case 'NewsContent':
      if (typeof item.newsId !== 'string' || !(await selectById(db, 'News', item.newsId))) {
        throw validationError('指定された記事が見つかりません。', 'newsId');
      }
      break;
    case 'Campaign': {
      const found = await store(item.storeId);
      item.storeName = found.name;
      item.storeLink = found.link;
      if (item.newsId && item.newsId !== before?.newsId && !(await readableArticle(ctx, db, item.newsId))) {
        throw validationError('指定された記事が見つかりません。', 'newsId');
      }
      break;
    }
    case 'Review':
    case 'Trainer':
      await store(item.storeId);
      break;
    case 'Question':
      if (item.storeId) await store(item.storeId);
      break;
    case 'Area':
    case 'Category':
      break;
  }
}

async function checkUnique(db: AnyDb, entity: EntityName, item: Record<string, unknown>): Promise<void> {
  for (const [field, def] of Object.entries(fieldsOf(entity))) {
    if (!def.unique) continue;
    const clash = await db
      .selectFrom(tableOf(entity))
      .select('id')
      .where(ref(field), '=', item[field])
      .where('id', '<>', item.id as string)
      .executeTakeFirst();
    if (clash) throw validationError(`「${String(item[field])}」はすでに使われています。別の値を入力してください。`, field);
  }
}

/**
 * The stored item an update or delete acts on, as the API returns it. A missing item fails like
 * a failed condition, as AppSync's generated resolvers do (they require attribute_exists(id)).
 */
async function existingItem(
  ctx: ModelContext,
  trx: AnyDb,
  entity: EntityName,
  id: string,
  condition: Filter | null | undefined,
): Promise<Record<string, unknown>> {
  let query = trx.selectFrom(tableOf(entity)).selectAll().where('id', '=', id);
  if (condition) query = query.where(toSql(ctx.db.dialect, entity, condition).$castTo<SqlBool>());
  const row = await query.executeTakeFirst();
  if (!row) throw conditionFailed();
  return rowToItem(entity, row) as unknown as Record<string, unknown>;
}

function onlyKnownFields(entity: EntityName, input: Record<string, unknown>): Record<string, unknown> {
  const known = fieldsOf(entity);
  return Object.fromEntries(Object.entries(input).filter(([key, value]) => key in known && value !== undefined));
}

export async function createItem<N extends EntityName>(
  ctx: ModelContext,
  entity: N,
  input: Record<string, unknown>,
  condition?: Filter | null,
): Promise<Item<N>> {
  const viewer = requireAdmin(ctx);
  const id = input.id === undefined || input.id === null ? uuidv7() : String(input.id);
  if (!UUID_PATTERN.test(id)) throw validationError('id must be a UUID such as 0190f5c2-7d3a-7c4e-9b1a-2f6d8e4c1a00.', 'id');
  return inTransaction(ctx, async (trx, changes) => {
    if (await selectById(trx, entity, id)) throw conditionFailed();
    // AppSync evaluates a create condition against the item that is not there yet.
    if (condition && !matches(entity, condition, {})) throw conditionFailed();
    const draft: Record<string, unknown> = { ...defaultsOf(entity), ...onlyKnownFields(entity, input) };
    const now = nowIso();
    const item = { id, ...validate(entity, draft), createdAt: now, updatedAt: now };
    checkWrite(viewer, 'create', entity, item);
    await resolveReferences(ctx, trx, entity, item);
    await checkUnique(trx, entity, item);
    await checkReview(trx, viewer.role, 'create', entity, null, item);
    await trx.insertInto(tableOf(entity)).values(itemToRow(entity, item)).execute();
    changes.push({ entity, kind: 'create', item });
    return item as Item<N>;
  });
}

export async function updateItem<N extends EntityName>(
  ctx: ModelContext,
  entity: N,
  input: Record<string, unknown>,
  condition?: Filter | null,
): Promise<Item<N>> {
  const viewer = requireAdmin(ctx);
  const id = String(input.id ?? '');
  return inTransaction(ctx, async (trx, changes) => {
    const before = await existingItem(ctx, trx, entity, id, condition);
    const draft = { ...before, ...onlyKnownFields(entity, input) };
    const item = { id, ...validate(entity, draft), createdAt: before.createdAt, updatedAt: nowIso() };
    checkWrite(viewer, 'update', entity, before, item);
    await resolveReferences(ctx, trx, entity, item, before);
    await checkUnique(trx, entity, item);
    await checkReview(trx, viewer.role, 'update', entity, before, item);
    const values = itemToRow(entity, item);
    delete values.id;
    delete values.createdAt;
    await trx.updateTable(tableOf(entity)).set(values).where('id', '=', id).execute();
    await propagateRename(trx, entity, before, item, changes);
    changes.unshift({ entity, kind: 'update', before, item });
    return item as Item<N>;
  });
}

export async function deleteItem<N extends EntityName>(
  ctx: ModelContext,
  entity: N,
  input: { id?: unknown },
  condition?: Filter | null,
): Promise<Item<N>> {
  const viewer = requireAdmin(ctx);
  const id = String(input.id ?? '');
  return inTransaction(ctx, async (trx, changes) => {
    const item = await existingItem(ctx, trx, entity, id, condition);
    checkWrite(viewer, 'delete', entity, item);
    await checkReview(trx, viewer.role, 'delete', entity, item, item);
    await deleteDependents(trx, entity, item, changes);
    await trx.deleteFrom(tableOf(entity)).where('id', '=', id).execute();
    changes.unshift({ entity, kind: 'delete', item });
    return item as Item<N>;
  });
}
