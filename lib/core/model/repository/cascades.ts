import 'server-only';
import { nowIso } from '@/lib/core/db';
import { type EntityName, rowToItem } from '../entities';
import { validationError } from '../errors';
import { type AnyDb, countWhere, ref, tableOf } from './context';
import type { Change } from './transactions';

/* What a write does to the records that copy or point at the one it changes or deletes. */

/** Sets values on every record whose field equals a value, and records each as updated. */
async function updateDependents(
  trx: AnyDb,
  changes: Change[],
  target: EntityName,
  [field, value]: [string, unknown],
  values: Record<string, unknown>,
): Promise<void> {
  const rows = await trx.selectFrom(tableOf(target)).selectAll().where(ref(field), '=', value).execute();
  if (rows.length === 0) return;
  const updatedAt = nowIso();
  await trx
    .updateTable(tableOf(target))
    .set({ ...values, updatedAt })
    .where(ref(field), '=', value)
    .execute();
  for (const row of rows) {
    const previous = rowToItem(target, row) as unknown as Record<string, unknown>;
    changes.push({ entity: target, kind: 'update', before: previous, item: { ...previous, ...values, updatedAt } });
  }
}

/** Keeps copies of a renamed value in step: a store's area, a news article's category, a campaign's store. */
export async function propagateRename(
  trx: AnyDb,
  entity: EntityName,
  before: Record<string, unknown>,
  after: Record<string, unknown>,
  changes: Change[],
): Promise<void> {
  const follow = (target: EntityName, where: [string, unknown], values: Record<string, unknown>) =>
    updateDependents(trx, changes, target, where, values);
  if (entity === 'Area' && before.en !== after.en) await follow('Store', ['area', before.en], { area: after.en });
  if (entity === 'Category' && (before.slug !== after.slug || before.name !== after.name)) {
    await follow('News', ['categoryId', after.id], { categorySlug: after.slug, categoryName: after.name });
  }
  if (entity === 'Store' && (before.name !== after.name || before.link !== after.link)) {
    await follow('Campaign', ['storeId', after.id], { storeName: after.name, storeLink: after.link });
  }
}

/** What happens to the records that point at a deleted one. */
export async function deleteDependents(trx: AnyDb, entity: EntityName, item: Record<string, unknown>, changes: Change[]): Promise<void> {
  const removeAll = async (target: EntityName, field: string) => {
    const rows = await trx.selectFrom(tableOf(target)).selectAll().where(ref(field), '=', item.id).execute();
    if (rows.length === 0) return;
    await trx.deleteFrom(tableOf(target)).where(ref(field), '=', item.id).execute();
    for (const row of rows) changes.push({ entity: target, kind: 'delete', item: rowToItem(target, row) as unknown as Record<string, unknown> });
  };
  const refuseIfUsed = async (target: EntityName, field: string, value: unknown, message: (count: number) => string) => {
    const count = await countWhere(trx, target, field, value);
    if (count > 0) throw validationError(message(count), field);
  };
  switch (entity) {
    case 'Store':
      for (const target of ['Review', 'Trainer', 'Question', 'Campaign'] as const) await removeAll(target, 'storeId');
      break;
    case 'News': {
      await removeAll('NewsContent', 'newsId');
      await updateDependents(trx, changes, 'Campaign', ['newsId', item.id], { newsId: null });
      break;
    }
    case 'Area':
      await refuseIfUsed('Store', 'area', item.en, (count) => `このエリアには店舗が${count}件登録されています。先に店舗のエリアを変更してください。`);
      break;
    case 'Category':
      await refuseIfUsed('News', 'categoryId', item.id, (count) => `このカテゴリーには記事が${count}件あります。先に記事のカテゴリーを変更してください。`);
      break;
    default:
      break;
  }
}
