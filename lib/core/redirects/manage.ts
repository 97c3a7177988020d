import 'server-only';
import { diffFields, recordAudit } from '@/lib/core/audit/log';
import type { Database } from '@/lib/core/db/schema';
import type { Kysely } from 'kysely';
import { type FieldIssue, validationError } from '@/lib/core/model/errors';
import { deleteItem, type ModelContext, requireAllContent } from '@/lib/core/model/repository';
import { contentChanged } from '@/lib/core/model/revalidate';
import { tags } from '@/lib/core/model/tags';
import { articlePath, type SectionName, SECTIONS, storePath } from '@/lib/core/routes';
import { putRedirect, type Redirect, redirectFrom, type Trx } from './chain';
import { pageAt } from './live';
import { canonicalPath, canonicalTarget, displayPath, type RedirectInput, redirectInputSchema } from './paths';
import { withDeletedTarget } from './record';

/*
 * What owners and editors do on the redirects screen (/admin/redirects): list, add, edit and
 * remove, each checked on the server, written through chain.ts (one hop, no loops), audited in its
 * transaction, and sent to every instance's table (the `redirects` tag) after the commit. Also the
 * delete of an article or a store that chooses what its address answers.
 */

const NOT_FOUND = '指定されたリダイレクトが見つかりません。一覧を読み込み直してください。';
const TAKEN = 'この転送元のアドレスはすでに登録されています。一覧から編集してください。';

const db = (ctx: ModelContext) => ctx.db.kysely as Kysely<Database>;

function parse(input: RedirectInput): { fromPath: string; toPath: string | null; note: string | null } {
  const parsed = redirectInputSchema.safeParse(input);
  if (!parsed.success) {
    const issues: FieldIssue[] = parsed.error.issues.map((issue) => ({ field: issue.path.map(String).join('.') || 'fromPath', message: issue.message }));
    throw validationError((issues[0] as FieldIssue).message, undefined, issues);
  }
  const { fromPath, toPath, note } = parsed.data;
  return { fromPath: canonicalPath(fromPath), toPath: toPath === null ? null : canonicalTarget(toPath), note: note || null };
}

async function refuseLivePage(trx: Trx, fromPath: string): Promise<void> {
  const page = await pageAt(trx, fromPath);
  if (page) throw validationError(`「${displayPath(fromPath)}」はいま${page}のアドレスのため、転送元にできません。`, 'fromPath');
}

const who = (ctx: ModelContext) => (ctx.viewer ? ctx.viewer.name || ctx.viewer.email : null);
const summary = (row: Pick<Redirect, 'fromPath' | 'toPath'>) => `${displayPath(row.fromPath)} → ${row.toPath === null ? '410（削除済み）' : displayPath(row.toPath)}`;

/** Runs a change of the table in a transaction with its audit entry, then tells every instance. */
async function change<T>(ctx: ModelContext, work: (trx: Trx) => Promise<T>): Promise<T> {
  const result = await db(ctx).transaction().execute(work);
  contentChanged([tags.redirects]);
  return result;
}

function audit(trx: Trx, ctx: ModelContext, action: 'create' | 'update' | 'delete', before: Redirect | null, after: Redirect | null) {
  const row = (after ?? before) as Redirect;
  return recordAudit(trx, {
    action,
    actor: ctx.viewer,
    entity: 'Redirect',
    entityId: row.id,
    summary: summary(row),
    changes: diffFields(before as Record<string, unknown> | null, after as Record<string, unknown> | null),
  });
}

/** Every redirect, the latest change first. */
export async function listRedirects(ctx: ModelContext): Promise<Redirect[]> {
  requireAllContent(ctx, 'Query', 'listRedirects');
  return (await db(ctx).selectFrom('redirect').selectAll().orderBy('updatedAt', 'desc').orderBy('fromPath').execute()) as Redirect[];
}

export async function createRedirect(ctx: ModelContext, input: RedirectInput): Promise<Redirect> {
  requireAllContent(ctx, 'Mutation', 'createRedirect');
  const { fromPath, toPath, note } = parse(input);
  return change(ctx, async (trx) => {
    await refuseLivePage(trx, fromPath);
    if (await redirectFrom(trx, fromPath)) throw validationError(TAKEN, 'fromPath');
    const row = await putRedirect(trx, { fromPath, toPath, kind: 'manual', note, createdBy: who(ctx) });
    await audit(trx, ctx, 'create', null, row);
    return row;
  });
}

/** Changes a redirect's addresses or note; an automatic or a deleted one keeps its kind. */
export async function updateRedirect(ctx: ModelContext, id: string, input: RedirectInput): Promise<Redirect> {
  requireAllContent(ctx, 'Mutation', 'updateRedirect');
  const { fromPath, toPath, note } = parse(input);
  return change(ctx, async (trx) => {
    const before = (await trx.selectFrom('redirect').selectAll().where('id', '=', id).executeTakeFirst()) as Redirect | undefined;
    if (!before) throw validationError(NOT_FOUND, 'id');
    if (fromPath !== before.fromPath) {
      await refuseLivePage(trx, fromPath);
      if (await redirectFrom(trx, fromPath)) throw validationError(TAKEN, 'fromPath');
      await trx.updateTable('redirect').set({ fromPath }).where('id', '=', id).execute();
    }
    const row = await putRedirect(trx, { fromPath, toPath, kind: before.kind, note, createdBy: before.createdBy });
    await audit(trx, ctx, 'update', before, row);
    return row;
  });
}

export async function deleteRedirect(ctx: ModelContext, id: string): Promise<Redirect> {
  requireAllContent(ctx, 'Mutation', 'deleteRedirect');
  return change(ctx, async (trx) => {
    const row = (await trx.selectFrom('redirect').selectAll().where('id', '=', id).executeTakeFirst()) as Redirect | undefined;
    if (!row) throw validationError(NOT_FOUND, 'id');
    await trx.deleteFrom('redirect').where('id', '=', id).execute();
    await audit(trx, ctx, 'delete', row, null);
    return row;
  });
}

/**
 * Deletes an article or a store as deleteNews / deleteStore do (into the trash, audited), its
 * address then answering 410 Gone (toPath null) or redirecting to toPath, in the same
 * transaction; answers what its address answers now.
 */
export async function deleteWithRedirect(ctx: ModelContext, entity: 'News' | 'Store', id: string, toPath: string | null): Promise<Redirect> {
  const item = (await deleteItem(withDeletedTarget(ctx, toPath), entity, { id })) as unknown as Record<string, unknown>;
  let address: string | null = null;
  if (entity === 'Store') address = storePath(String(item.link));
  else {
    const category = await db(ctx).selectFrom('category').select(['slug', 'mainCategory']).where('id', '=', String(item.categoryId)).executeTakeFirst();
    if (category && Object.hasOwn(SECTIONS, category.mainCategory)) address = articlePath(category.mainCategory as SectionName, category.slug, String(item.route));
  }
  const row = address ? await redirectFrom(db(ctx), address) : undefined;
  if (!row) throw new Error(`The delete of ${entity} ${id} recorded no redirect.`);
  return row;
}
