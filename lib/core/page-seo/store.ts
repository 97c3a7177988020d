import 'server-only';
import { z } from 'zod';
import { diffFields, recordAudit } from '@/lib/core/audit/log';
import type { Db } from '@/lib/core/db';
import { conditionFailed, type FieldIssue, validationError } from '@/lib/core/model/errors';
import { type ModelContext, requireAllContent } from '@/lib/core/model/repository';
import { contentChanged } from '@/lib/core/model/revalidate';
import { tags } from '@/lib/core/model/tags';
import { seoFields } from '@/lib/core/model/validation';
import { routes } from '@/lib/core/routes';
import { type PageSeoSettings, SEO_PAGE_NAMES, seoPageByPath } from './shared';

/*
 * The page_seo table: a fixed page's own search title, description and share image, one row per
 * page that has any of them. Owners and editors set them (the API's rule, and the check here);
 * each change is audited in its transaction and expires the page's tag after the commit, so the
 * page's next request carries the new values.
 */

const FIELDS = ['seoTitle', 'seoDescription', 'seoImage'] as const;
const schema = z.object(seoFields);

export interface PageSeoInput {
  path: string;
  seoTitle?: string | null;
  seoDescription?: string | null;
  seoImage?: string | null;
  /**
   * When the values the editor started from were saved (null: the page had none of its own). Given,
   * a save over someone else's later one is refused, as an entity's `condition` refuses it.
   */
  expectedUpdatedAt?: string | null;
}

type Row = { path: string; seoTitle: string | null; seoDescription: string | null; seoImage: string | null; updatedAt: string };

const settingsOf = (path: string, row: Row | undefined): PageSeoSettings => ({
  path,
  seoTitle: row?.seoTitle ?? null,
  seoDescription: row?.seoDescription ?? null,
  seoImage: row?.seoImage ?? null,
  updatedAt: row?.updatedAt ?? null,
});

/** One page's own values (all null when it has none), or null when `path` is no page whose values may be set. */
export async function readPageSeo(db: Db, path: string): Promise<PageSeoSettings | null> {
  if (!seoPageByPath(path)) return null;
  const row = await db.kysely.selectFrom('page_seo').select(['path', ...FIELDS, 'updatedAt']).where('path', '=', path).executeTakeFirst();
  return settingsOf(path, row);
}

/** Every page whose values may be set, in the route table's order, with its own values. */
export async function listPageSeo(ctx: ModelContext): Promise<PageSeoSettings[]> {
  requireAllContent(ctx, 'Query', 'pageSeoSettings');
  const rows = await ctx.db.kysely.selectFrom('page_seo').select(['path', ...FIELDS, 'updatedAt']).execute();
  return SEO_PAGE_NAMES.map((name) => {
    const path = routes[name].path;
    return settingsOf(
      path,
      rows.find((row) => row.path === path),
    );
  });
}

/** An empty or blank value keeps the page's own: stored as null. */
const orNull = (value: string | null | undefined): string | null => (value?.trim() ? value.trim() : null);

/** Sets a page's own values (all empty removes its row); refused to store staff and to anonymous callers. */
export async function savePageSeo(ctx: ModelContext, input: PageSeoInput, now: Date = new Date()): Promise<PageSeoSettings> {
  const viewer = requireAllContent(ctx, 'Mutation', 'setPageSeo');
  const name = seoPageByPath(input.path);
  if (!name) throw validationError('SEO を設定できるページではありません。', 'path');
  const parsed = schema.safeParse({ seoTitle: input.seoTitle ?? null, seoDescription: input.seoDescription ?? null, seoImage: input.seoImage ?? null });
  if (!parsed.success) {
    const issues: FieldIssue[] = parsed.error.issues.map((issue) => ({ field: issue.path.map(String).join('.'), message: issue.message }));
    const first = issues[0] as FieldIssue;
    throw validationError(`${first.field}: ${first.message}`, undefined, issues);
  }
  const values = { seoTitle: orNull(parsed.data.seoTitle), seoDescription: orNull(parsed.data.seoDescription), seoImage: orNull(parsed.data.seoImage) };
  const path = input.path;
  const at = now.toISOString();
  const empty = FIELDS.every((field) => values[field] === null);

  const saved = await ctx.db.kysely.transaction().execute(async (trx) => {
    const before = await trx.selectFrom('page_seo').select(['path', ...FIELDS, 'updatedAt']).where('path', '=', path).executeTakeFirst();
    if (input.expectedUpdatedAt !== undefined && (before?.updatedAt ?? null) !== input.expectedUpdatedAt) throw conditionFailed();
    if (empty) {
      await trx.deleteFrom('page_seo').where('path', '=', path).execute();
    } else {
      await trx
        .insertInto('page_seo')
        .values({ path, ...values, createdAt: at, updatedAt: at })
        .onConflict((oc) => oc.column('path').doUpdateSet({ ...values, updatedAt: at }))
        .execute();
    }
    const was = before ? { seoTitle: before.seoTitle, seoDescription: before.seoDescription, seoImage: before.seoImage } : null;
    const changes = diffFields(was, empty ? null : values);
    if (Object.keys(changes).length > 0) {
      await recordAudit(trx, {
        action: !before ? 'create' : empty ? 'delete' : 'update',
        actor: viewer,
        entity: 'PageSeo',
        entityId: path,
        summary: `${routes[name].label}（${path}）`,
        changes,
        at: now,
      });
    }
    return empty ? undefined : { path, ...values, updatedAt: at };
  });
  contentChanged([tags.pageSeo(path)]);
  return settingsOf(path, saved);
}
