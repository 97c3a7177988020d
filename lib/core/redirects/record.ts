import 'server-only';
import { ARTICLES_PER_PAGE, listPagePath } from '@/lib/core/content/pagination';
import { articlePath, type SectionName, SECTIONS, storeBookingPath, storePath } from '@/lib/core/routes';
import { clearRedirectsFrom, putRedirect, type Trx } from './chain';
import { canonicalTarget, deletedTargetSchema } from './paths';
import { validationError } from '@/lib/core/model/errors';

/*
 * The redirects a write records, in its own transaction (lib/core/model/repository/transactions.ts
 * calls recordRedirects with the changes it collected, cascades included). Imports nothing of the
 * repository: it reads the changes and the tables.
 * - An article whose address changes (its route, its category, or its category's slug or section)
 *   leaves a redirect from the old address to the new one; so do a category's list pages and a
 *   store's page and booking page when the slug or link changes.
 * - A deleted article or store leaves its address answering 410 Gone, or a redirect to the address
 *   staff chose in the delete confirmation (withDeletedTarget).
 * - An address that is a page again (a new record, a changed one, one restored from the trash)
 *   loses its redirect; an article restored under another category takes the redirects of its
 *   deleted address with it.
 */

type Fields = Record<string, unknown>;

/** What the repository collects in a transaction (its Change). */
export interface RecordedChange {
  entity: string;
  kind: 'create' | 'update' | 'delete';
  item: Fields;
  before?: Fields;
}

interface Actor {
  name?: string | null;
  email?: string;
}

interface CategoryState {
  slug: string;
  section: SectionName;
}

const deletedTargets = new WeakMap<object, string | null>();

/**
 * A context whose delete of an article or a store leaves its address redirecting to `toPath`
 * (null: 410 Gone, as any delete does). Checked here, before the delete starts.
 */
export function withDeletedTarget<C extends object>(ctx: C, toPath: string | null | undefined): C {
  const parsed = deletedTargetSchema.safeParse(toPath ?? null);
  if (!parsed.success) throw validationError(parsed.error.issues[0]?.message ?? '転送先のアドレスを確かめてください。', 'toPath');
  const inner = { ...ctx };
  deletedTargets.set(inner, parsed.data === null ? null : canonicalTarget(parsed.data));
  return inner;
}

const text = (fields: Fields | undefined, key: string): string | null => {
  const value = fields?.[key];
  return typeof value === 'string' && value ? value : null;
};

const isSection = (value: unknown): value is SectionName => typeof value === 'string' && Object.hasOwn(SECTIONS, value);

/** Categories as they were before the transaction and as they are now. */
class Categories {
  private readonly now = new Map<string, CategoryState | null>();

  constructor(
    private readonly trx: Trx,
    private readonly changes: RecordedChange[],
  ) {}

  static state(fields: Fields | undefined): CategoryState | null {
    const slug = text(fields, 'slug');
    return slug && isSection(fields?.mainCategory) ? { slug, section: fields.mainCategory } : null;
  }

  async current(id: string | null): Promise<CategoryState | null> {
    if (!id) return null;
    if (!this.now.has(id)) {
      const row = await this.trx.selectFrom('category').select(['slug', 'mainCategory']).where('id', '=', id).executeTakeFirst();
      this.now.set(id, Categories.state(row));
    }
    return this.now.get(id) ?? null;
  }

  async before(id: string | null): Promise<CategoryState | null> {
    const changed = this.changes.find((change) => change.entity === 'Category' && change.item.id === id && change.before);
    return changed ? Categories.state(changed.before) : this.current(id);
  }
}

/** What the recorder will write: redirects keyed by their old address, and the addresses that are pages now. */
class Plan {
  readonly moves = new Map<string, string>();
  readonly gone = new Map<string, string | null>();
  readonly live = new Set<string>();
  /** Articles restored from the trash: the deleted addresses of the same route lead to the article again. */
  readonly restored: { route: string; path: string }[] = [];

  move(from: string | null, to: string | null): void {
    if (from && to && from !== to) this.moves.set(from, to);
  }
}

const articleAt = (news: Fields | undefined, category: CategoryState | null): string | null => {
  const route = text(news, 'route');
  return route && category ? articlePath(category.section, category.slug, route) : null;
};

const storePaths = (store: Fields | undefined): string[] => {
  const link = text(store, 'link');
  return link ? [storePath(link), storeBookingPath(link)] : [];
};

async function planArticle(plan: Plan, change: RecordedChange, categories: Categories, target: string | null, restoring: boolean): Promise<void> {
  // A save that kept the route and the category (the title, the text) kept the address too, unless the category itself changed.
  const same = (field: string) => text(change.before, field) === text(change.item, field);
  if (change.kind === 'update' && same('route') && same('categoryId') && same('categorySlug')) return;
  const now = articleAt(change.item, await categories.current(text(change.item, 'categoryId')));
  if (change.kind === 'create') {
    if (now) plan.live.add(now);
    const route = text(change.item, 'route');
    if (now && route && restoring) plan.restored.push({ route, path: now });
  } else if (change.kind === 'update') {
    plan.move(articleAt(change.before, await categories.before(text(change.before, 'categoryId'))), now);
  } else {
    const was = articleAt(change.item, await categories.before(text(change.item, 'categoryId')));
    if (was) plan.gone.set(was, target);
  }
}

function planStore(plan: Plan, change: RecordedChange, target: string | null): void {
  const now = storePaths(change.item);
  if (change.kind === 'create') now.forEach((path) => plan.live.add(path));
  else if (change.kind === 'update') storePaths(change.before).forEach((was, index) => plan.move(was, now[index] ?? null));
  else now.forEach((was) => plan.gone.set(was, target));
}

/** A category's list pages, and every article under it, when its slug or section changes. */
async function planCategory(plan: Plan, trx: Trx, change: RecordedChange): Promise<void> {
  const now = Categories.state(change.item);
  if (!now) return;
  if (change.kind === 'create') plan.live.add(listPagePath(now.section, now.slug, 1));
  const was = Categories.state(change.before);
  if (change.kind !== 'update' || !was || (was.slug === now.slug && was.section === now.section)) return;
  const articles = await trx.selectFrom('news').select('route').where('categoryId', '=', String(change.item.id)).execute();
  const pages = Math.max(1, Math.ceil(articles.length / ARTICLES_PER_PAGE));
  for (let page = 1; page <= pages; page += 1) plan.move(listPagePath(was.section, was.slug, page), listPagePath(now.section, now.slug, page));
  for (const { route } of articles) plan.move(articlePath(was.section, was.slug, route), articlePath(now.section, now.slug, route));
}

/** The deleted addresses of a restored article's route, under any category: they lead to it again. */
async function followRestored(trx: Trx, plan: Plan, write: (from: string, to: string) => Promise<void>): Promise<void> {
  if (plan.restored.length === 0) return;
  const deleted = await trx.selectFrom('redirect').select('fromPath').where('kind', '=', 'deleted').execute();
  const sections = Object.values(SECTIONS).map((section) => section.path);
  for (const { route, path } of plan.restored) {
    const tail = `/${encodeURIComponent(route)}`;
    for (const { fromPath } of deleted) {
      const section = sections.find((prefix) => fromPath.startsWith(`${prefix}/`));
      const middle = section && fromPath.endsWith(tail) ? fromPath.slice(section.length + 1, -tail.length) : null;
      if (middle && !middle.includes('/') && fromPath !== path) await write(fromPath, path);
    }
  }
}

/**
 * Records, in the transaction `db` of a write, the redirects its changes call for (see above).
 * Writes nothing, and reads nothing, for a write that touched no article, category or store.
 * Answers whether the table changed (the caller then expires the `redirects` tag after the commit).
 */
export async function recordRedirects(db: unknown, ctx: object & { viewer: Actor | null }, changes: RecordedChange[], note?: { restore?: boolean }): Promise<boolean> {
  const relevant = changes.filter((change) => change.entity === 'News' || change.entity === 'Store' || change.entity === 'Category');
  if (relevant.length === 0) return false;
  const trx = db as Trx;
  const plan = new Plan();
  const categories = new Categories(trx, changes);
  const target = deletedTargets.get(ctx) ?? null;
  for (const change of relevant) {
    if (change.entity === 'News') await planArticle(plan, change, categories, target, note?.restore === true);
    else if (change.entity === 'Store') planStore(plan, change, target);
    else await planCategory(plan, trx, change);
  }
  const createdBy = ctx.viewer ? ctx.viewer.name || ctx.viewer.email || null : null;
  let written = (await clearRedirectsFrom(trx, [...plan.live])) > 0;
  const write = async (fromPath: string, toPath: string | null, kind: 'auto' | 'deleted') => {
    await putRedirect(trx, { fromPath, toPath, kind, createdBy }, { targetIsLive: kind === 'auto' });
    written = true;
  };
  for (const [from, to] of plan.moves) await write(from, to, 'auto');
  await followRestored(trx, plan, (from, to) => write(from, to, 'auto'));
  for (const [from, to] of plan.gone) await write(from, to, 'deleted');
  return written;
}
