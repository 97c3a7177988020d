import 'server-only';
import { type Kysely, type RawBuilder, type SqlBool, sql, type Transaction } from 'kysely';
import type { z } from 'zod';
import { type AuditAction, diffFields, recordAudit } from '@/lib/core/audit/log';
import { type Access, isOwner, reachesAllContent, STORE_CONTENT } from '@/lib/core/auth/roles';
import { sanitizeBlockText } from '@/lib/core/content/sanitize';
import { type Db, nowIso } from '@/lib/core/db';
import { UUID_PATTERN, uuidv7 } from '@/lib/core/db/uuid';
import { contentNow } from '@/lib/core/time/content-clock';
import {
  defaultsOf,
  entities,
  type EntityName,
  fieldsOf,
  type Item,
  itemToRow,
  rowToItem,
} from './entities';
import { conditionFailed, type FieldIssue, unauthenticated, unauthorized, validationError } from './errors';
import { type ChangeKind, publishChange } from './events';
import { type Filter, matches, toSql } from './filters';
import { isPublic, type PublishableEntity } from './publication';
import { contentChanged } from './revalidate';
import { tagsFor } from './tags';
import { type HistoryNote, keepHistory } from './versions';
import { schemas } from './validation';

export interface Viewer extends Access {
  id: string;
  email: string;
  name: string | null;
  /** The session's token version, for checking later that the session still holds. */
  tokenVersion?: number;
  /** The client address of the request (lib/core/security/client-address.ts), for the audit log. */
  ip?: string | null;
  /**
   * Two-factor sign-in is required of every account and this one has not turned it on: until it
   * does, it may use only its own account's operations (lib/core/auth/permissions.ts).
   */
  mustEnrollTwoFactor?: boolean;
}

export interface ModelContext {
  db: Db;
  /** The signed-in admin, or null for an anonymous visitor (who reads published content only). */
  viewer: Viewer | null;
}

export interface ListArgs {
  filter?: Filter | null;
  limit?: number | null;
  nextToken?: string | null;
}

export interface Connection<T> {
  items: T[];
  nextToken: string | null;
}

export const DEFAULT_LIMIT = 100;
export const MAX_LIMIT = 2000;

// eslint-disable-next-line @typescript-eslint/no-explicit-any
type AnyDb = Kysely<any> | Transaction<any>;
type Bool = RawBuilder<unknown>;
type Change = { entity: EntityName; kind: ChangeKind; item: Record<string, unknown>; before?: Record<string, unknown> };

const ref = (column: string) => sql.ref(column);
const tableOf = (entity: EntityName) => entities[entity].table;
const anyDb = (db: Db): AnyDb => db.kysely as unknown as AnyDb;

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

// ---------------------------------------------------------------- reading

const enabledStores = sql`(select ${ref('id')} from ${sql.table('store')} where ${ref('enabled')} = 1)`;

/** Published and due (publication.ts), in SQL; `table` qualifies the columns in a join. */
function publishedBy(now: Date, table?: string): Bool {
  const column = (name: string) => ref(table ? `${table}.${name}` : name);
  return sql`(${column('status')} = 'PUBLISHED' and (${column('publishAt')} is null or ${column('publishAt')} <= ${now.toISOString()}))`;
}

const publicNews = (now: Date) => sql`(select ${ref('id')} from ${sql.table('news')} where ${publishedBy(now)})`;

/**
 * What an anonymous visitor may see: nothing of a disabled store, nor what belongs to it; no
 * draft or not yet due article or campaign, nor an article's blocks before the article.
 */
function visibility(ctx: ModelContext, entity: EntityName): Bool {
  const viewer = contentReader(ctx);
  if (viewer) return reachesAllContent(viewer) ? sql`1 = 1` : staffVisibility(viewer, entity);
  return publicVisibility(entity);
}

/** Who reads content: an account that must first turn on two-factor sign-in reads what a visitor does. */
function contentReader(ctx: ModelContext): Viewer | null {
  return ctx.viewer && !ctx.viewer.mustEnrollTwoFactor ? ctx.viewer : null;
}

const inList = (column: string, values: readonly string[]): Bool =>
  values.length === 0 ? sql`1 = 0` : sql`${ref(column)} in (${sql.join(values.map((value) => sql`${value}`))})`;

/**
 * What a store staff account reads: its own stores and their trainers, reviews, FAQ and
 * campaigns (published or not), the areas and categories, and articles as a visitor sees them.
 */
function staffVisibility(viewer: Viewer, entity: EntityName): Bool {
  switch (entity) {
    case 'Store':
      return inList('id', viewer.storeIds);
    case 'Trainer':
    case 'Review':
    case 'Question':
    case 'Campaign':
      return inList('storeId', viewer.storeIds);
    case 'News':
    case 'NewsContent':
      return publicVisibility(entity);
    default:
      return sql`1 = 1`;
  }
}

function publicVisibility(entity: EntityName): Bool {
  const now = contentNow();
  switch (entity) {
    case 'Store':
      return sql`${ref('enabled')} = 1`;
    case 'Review':
    case 'Trainer':
      return sql`${ref('storeId')} in ${enabledStores}`;
    case 'Campaign':
      return sql`(${ref('storeId')} in ${enabledStores} and ${publishedBy(now)})`;
    case 'News':
      return publishedBy(now);
    case 'NewsContent':
      return sql`${ref('newsId')} in ${publicNews(now)}`;
    case 'Question':
      return sql`(${ref('storeId')} is null or ${ref('storeId')} in ${enabledStores})`;
    default:
      return sql`1 = 1`;
  }
}

function encodeToken(lastId: string): string {
  return Buffer.from(JSON.stringify({ v: 1, after: lastId })).toString('base64url');
}

function decodeToken(token: string): string {
  try {
    const parsed = JSON.parse(Buffer.from(token, 'base64url').toString('utf8')) as { v?: number; after?: unknown };
    if (parsed.v === 1 && typeof parsed.after === 'string') return parsed.after;
  } catch {
    // fall through to the error below
  }
  throw validationError('Invalid nextToken: pass back the nextToken of a previous page unchanged.', 'nextToken');
}

function pageSize(limit: number | null | undefined): number {
  if (limit === null || limit === undefined) return DEFAULT_LIMIT;
  if (!Number.isInteger(limit) || limit < 1) throw validationError('limit must be a whole number of at least 1.', 'limit');
  return Math.min(limit, MAX_LIMIT);
}

/**
 * One page of items in id order. Ids are time-ordered UUIDs, so the token (the last id seen)
 * stays valid while rows are inserted: a client that follows nextToken until it is null sees
 * every row that existed when it started exactly once.
 */
export async function listItems<N extends EntityName>(ctx: ModelContext, entity: N, args: ListArgs = {}): Promise<Connection<Item<N>>> {
  const limit = pageSize(args.limit);
  const after = args.nextToken ? decodeToken(args.nextToken) : null;
  let query = anyDb(ctx.db)
    .selectFrom(tableOf(entity))
    .selectAll()
    .where(visibility(ctx, entity).$castTo<SqlBool>())
    .where(toSql(ctx.db.dialect, entity, args.filter).$castTo<SqlBool>());
  if (after) query = query.where('id', '>', after);
  const rows = await query.orderBy('id').limit(limit + 1).execute();
  const items = rows.slice(0, limit).map((row) => rowToItem(entity, row));
  const last = items[items.length - 1];
  return { items, nextToken: rows.length > limit && last ? encodeToken(last.id) : null };
}

export async function getItem<N extends EntityName>(ctx: ModelContext, entity: N, id: string): Promise<Item<N> | null> {
  const row = await anyDb(ctx.db)
    .selectFrom(tableOf(entity))
    .selectAll()
    .where('id', '=', id)
    .where(visibility(ctx, entity).$castTo<SqlBool>())
    .executeTakeFirst();
  return row ? rowToItem(entity, row) : null;
}

export interface Order {
  column: string;
  direction?: 'asc' | 'desc';
}

/** Every visible item whose field equals a value (the store actions of the spec), in the given order. */
export async function findBy<N extends EntityName>(
  ctx: ModelContext,
  entity: N,
  field: string,
  value: string,
  order: Order[] = [{ column: 'id' }],
): Promise<Item<N>[]> {
  let query = anyDb(ctx.db)
    .selectFrom(tableOf(entity))
    .selectAll()
    .where(ref(field), '=', value)
    .where(visibility(ctx, entity).$castTo<SqlBool>());
  for (const { column, direction } of [...order, { column: 'id' }]) query = query.orderBy(ref(column), direction ?? 'asc');
  const rows = await query.limit(MAX_LIMIT).execute();
  return rows.map((row) => rowToItem(entity, row));
}

export interface NewsPageArgs {
  mainCategory: string;
  categorySlug?: string | null;
  page?: number | null;
  perPage?: number | null;
}

export interface NewsPage {
  items: Item<'News'>[];
  total: number;
  page: number;
  perPage: number;
  pageCount: number;
}

export const DEFAULT_NEWS_PER_PAGE = 10;
export const MAX_NEWS_PER_PAGE = 100;

function positiveInteger(value: number | null | undefined, fallback: number, field: string, max = Number.MAX_SAFE_INTEGER): number {
  if (value === null || value === undefined) return fallback;
  if (!Number.isInteger(value) || value < 1) throw validationError(`${field} must be a whole number of at least 1.`, field);
  return Math.min(value, max);
}

/**
 * One page of a section's articles (optionally of one category), newest `createdDate` first.
 * Counting and paging happen in the database, so a list of any length costs two indexed queries.
 */
export async function newsPage(ctx: ModelContext, args: NewsPageArgs): Promise<NewsPage> {
  const page = positiveInteger(args.page, 1, 'page');
  const perPage = positiveInteger(args.perPage, DEFAULT_NEWS_PER_PAGE, 'perPage', MAX_NEWS_PER_PAGE);
  let base = anyDb(ctx.db)
    .selectFrom('news')
    .innerJoin('category', 'category.id', 'news.categoryId')
    .where('category.mainCategory', '=', args.mainCategory);
  if (!ctx.viewer) base = base.where(publishedBy(contentNow(), 'news').$castTo<SqlBool>());
  if (args.categorySlug) base = base.where('category.slug', '=', args.categorySlug);
  const [counted, rows] = await Promise.all([
    base.select(sql<number | string>`count(*)`.as('total')).executeTakeFirst(),
    base
      .selectAll('news')
      .orderBy('news.createdDate', 'desc')
      .orderBy('news.id', 'desc')
      .limit(perPage)
      .offset((page - 1) * perPage)
      .execute(),
  ]);
  const total = Number(counted?.total ?? 0);
  return {
    items: rows.map((row) => rowToItem('News', row)),
    total,
    page,
    perPage,
    pageCount: Math.max(1, Math.ceil(total / perPage)),
  };
}

/**
 * The next instant at which a scheduled (PUBLISHED, not yet due) record of these entities goes
 * public, or null when none is scheduled: what the public reads' cache lives end at.
 */
export async function nextPublication(db: Db, publishable: readonly PublishableEntity[], now: Date): Promise<string | null> {
  const times = await Promise.all(
    publishable.map((entity) =>
      anyDb(db)
        .selectFrom(tableOf(entity))
        .select(sql<string | null>`min(${ref('publishAt')})`.as('next'))
        .where('status', '=', 'PUBLISHED')
        .where('publishAt', '>', now.toISOString())
        .executeTakeFirst(),
    ),
  );
  const next = times.map((row) => row?.next).filter((time): time is string => typeof time === 'string');
  return next.length > 0 ? next.reduce((a, b) => (a < b ? a : b)) : null;
}

// ---------------------------------------------------------------- writing

async function selectById(db: AnyDb, entity: EntityName, id: string): Promise<Record<string, unknown> | undefined> {
  return db.selectFrom(tableOf(entity)).selectAll().where('id', '=', id).executeTakeFirst();
}

async function countWhere(db: AnyDb, entity: EntityName, field: string, value: unknown): Promise<number> {
  const row = await db
    .selectFrom(tableOf(entity))
    .select((eb) => eb.fn.countAll().as('count'))
    .where(ref(field), '=', value)
    .executeTakeFirst();
  return Number(row?.count ?? 0);
}

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

function afterCommit(changes: Change[]): void {
  const allTags: string[] = [];
  for (const change of changes) {
    publishChange(change.entity, change.kind, change.item);
    allTags.push(...tagsFor(change.entity, change.before), ...tagsFor(change.entity, change.item));
  }
  contentChanged(allTags);
}

/** What a change is called in the audit log: publishing and taking down are told apart from other edits. */
function auditAction(change: Change, note?: HistoryNote): AuditAction {
  if (note?.restore) return 'restore';
  if (change.kind !== 'update') return change.kind;
  const was = change.before?.status;
  const is = change.item.status;
  if (was !== is && is === 'PUBLISHED') return 'publish';
  if (was !== is && was === 'PUBLISHED') return 'unpublish';
  return 'update';
}

/** A record as a person recognises it in the audit log. */
function recordLabel(item: Record<string, unknown>): string | null {
  for (const field of ['name', 'title', 'question', 'route', 'link', 'en', 'slug']) {
    const value = item[field];
    if (typeof value === 'string' && value.trim()) return value;
  }
  // A campaign has no title of its own: its store and start date name it.
  if (typeof item.storeName === 'string' && typeof item.date === 'string') return `${item.storeName} ${item.date}〜`;
  return null;
}

/** One audit entry per record the write created, changed or deleted, in its transaction. */
async function auditChanges(trx: AnyDb, viewer: Viewer | null, changes: Change[], note?: HistoryNote): Promise<void> {
  if (!viewer) return;
  const at = new Date();
  for (const change of changes) {
    await recordAudit(trx as never, {
      action: auditAction(change, note),
      actor: viewer,
      entity: change.entity,
      entityId: String(change.item.id),
      summary: recordLabel(change.item),
      changes: diffFields(change.kind === 'create' ? null : (change.before ?? change.item), change.kind === 'delete' ? null : change.item),
      at,
    });
  }
}

/** The transaction of a restore (writeTogether), in which the writes of its context run. */
const together = new WeakMap<ModelContext, { trx: AnyDb; changes: Change[] }>();

async function inTransaction<T>(ctx: ModelContext, work: (trx: AnyDb, changes: Change[]) => Promise<T>, note?: HistoryNote): Promise<T> {
  const outer = together.get(ctx);
  if (outer) return work(outer.trx, outer.changes);
  const changes: Change[] = [];
  const result = await anyDb(ctx.db)
    .transaction()
    .execute(async (trx) => {
      const value = await work(trx, changes);
      await keepHistory(trx, ctx.viewer, changes, note);
      await auditChanges(trx, ctx.viewer, changes, note);
      return value;
    });
  afterCommit(changes);
  return result;
}

/**
 * Runs several writes (given the context to write with) as one transaction, kept in the history
 * as a restore (lib/core/model/history.ts): all of them are written, or none.
 */
export async function writeTogether<T>(ctx: ModelContext, work: (inner: ModelContext, trx: AnyDb) => Promise<T>): Promise<T> {
  requireAdmin(ctx);
  const inner: ModelContext = { ...ctx };
  return inTransaction(
    ctx,
    (trx, changes) => {
      together.set(inner, { trx, changes });
      return work(inner, trx);
    },
    { restore: true },
  );
}

const isStoreContent = (entity: EntityName) => (STORE_CONTENT as readonly string[]).includes(entity);

/**
 * Refuses a write the viewer's role does not allow: store staff write only the trainers, reviews,
 * FAQ and campaigns of their own stores, before and after the change (lib/core/auth/roles.ts).
 */
function checkWrite(viewer: Viewer, kind: ChangeKind, entity: EntityName, ...items: Record<string, unknown>[]): void {
  if (reachesAllContent(viewer)) return;
  const own = (item: Record<string, unknown>) => typeof item.storeId === 'string' && viewer.storeIds.includes(item.storeId);
  if (isStoreContent(entity) && items.every(own)) return;
  throw unauthorized('Mutation', `${kind}${entity}`);
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
    await trx.insertInto(tableOf(entity)).values(itemToRow(entity, item)).execute();
    changes.push({ entity, kind: 'create', item });
    return item as Item<N>;
  });
}

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
async function propagateRename(
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
    const values = itemToRow(entity, item);
    delete values.id;
    delete values.createdAt;
    await trx.updateTable(tableOf(entity)).set(values).where('id', '=', id).execute();
    await propagateRename(trx, entity, before, item, changes);
    changes.unshift({ entity, kind: 'update', before, item });
    return item as Item<N>;
  });
}

/** What happens to the records that point at a deleted one. */
async function deleteDependents(trx: AnyDb, entity: EntityName, item: Record<string, unknown>, changes: Change[]): Promise<void> {
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
    await deleteDependents(trx, entity, item, changes);
    await trx.deleteFrom(tableOf(entity)).where('id', '=', id).execute();
    changes.unshift({ entity, kind: 'delete', item });
    return item as Item<N>;
  });
}

/** Whether an anonymous visitor may see this item (used to filter live events): the rule of visibility(). */
export async function isVisible(ctx: ModelContext, entity: EntityName, item: Record<string, unknown>): Promise<boolean> {
  const viewer = contentReader(ctx);
  if (viewer) {
    if (reachesAllContent(viewer)) return true;
    if (entity === 'Store') return viewer.storeIds.includes(String(item.id));
    if (isStoreContent(entity)) return viewer.storeIds.includes(String(item.storeId));
    if (entity !== 'News' && entity !== 'NewsContent') return true;
  }
  const now = contentNow();
  const storeEnabled = async () => {
    const store = item.storeId ? await selectById(anyDb(ctx.db), 'Store', String(item.storeId)) : undefined;
    return Number(store?.enabled) === 1;
  };
  switch (entity) {
    case 'Store':
      return item.enabled === true;
    case 'Review':
    case 'Trainer':
      return storeEnabled();
    case 'Question':
      return !item.storeId || storeEnabled();
    case 'Campaign':
      return isPublic(item, now) && (await storeEnabled());
    case 'News':
      return isPublic(item, now);
    case 'NewsContent': {
      const news = item.newsId ? await selectById(anyDb(ctx.db), 'News', String(item.newsId)) : undefined;
      return news !== undefined && isPublic(news, now);
    }
    default:
      return true;
  }
}
