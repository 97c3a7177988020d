import 'server-only';
import type { ExpressionBuilder, Kysely, Selectable, Transaction } from 'kysely';
import type { z } from 'zod';
import { diffFields, recordAudit } from '@/lib/core/audit/log';
import { reachesAllContent } from '@/lib/core/auth/roles';
import { sanitizeBlockText } from '@/lib/core/content/sanitize';
import { nowIso } from '@/lib/core/db';
import type { ChangeRequestTable, Database } from '@/lib/core/db/schema';
import { UUID_PATTERN, uuidv7 } from '@/lib/core/db/uuid';
import { queueMails } from '@/lib/core/mail/outbox';
import { fieldsOf } from '@/lib/core/model/entities';
import { ApiError, conditionFailed, type FieldIssue, unauthorized, validationError } from '@/lib/core/model/errors';
import { getPubSub } from '@/lib/core/model/events';
import { diffSnapshots } from '@/lib/core/model/history';
import { createItem, deleteItem, type ModelContext, requireAdmin, updateItem, type Viewer, writeTogether } from '@/lib/core/model/repository';
import { schemas } from '@/lib/core/model/validation';
import { changedFields, readSnapshot, type Snapshot } from '@/lib/core/model/versions';
import { notify } from '@/lib/core/notifications';
import { approvedMail, returnedMail, reviewHref } from './mail';
import {
  baseOf,
  type ChangeRequestState,
  COMMENT_MAX,
  goesPublic,
  isReviewed,
  OPEN_STATES,
  REVIEW_MESSAGES,
  type ReviewBase,
  type ReviewedEntity,
  sameBase,
} from './rules';
import { reviewRequired } from './settings';

/*
 * Change requests: a save that needs approval (rules.ts) is kept here, as the record would be
 * after approval and the live record it was made from, while the live record stays as it is.
 * The author updates or withdraws it; a reviewer (an account whose role needs no approval, who may
 * write the record, and is not its author) approves it, which writes it through the repository as
 * the reviewer (validation, permissions, history, audit, cache tags and the publication clock as any
 * save), or sends it back with a reason. A request whose live record moved on since it was made
 * cannot be approved until its author makes it again from the current version. Every step is in
 * the audit log, in its transaction; the author hears of a decision by a notice and a mail.
 */

type Fields = Record<string, unknown>;
type Trx = Kysely<Database> | Transaction<Database>;
type Row = Selectable<ChangeRequestTable>;

/** A field whose value the request changes: as it is live, and as proposed (JSON text). */
export interface ReviewFieldDifference {
  field: string;
  live: string | null;
  proposed: string | null;
}

/** A block the request adds, removes or changes (JSON text of each side). */
export interface ReviewBlockDifference {
  id: string;
  change: 'added' | 'removed' | 'changed';
  live: string | null;
  proposed: string | null;
  fields: string[];
}

/** A change request as the admin API answers it. */
export interface ChangeRequest {
  id: string;
  entity: ReviewedEntity;
  recordId: string;
  state: ChangeRequestState;
  title: string;
  storeId: string | null;
  authorId: string;
  authorName: string | null;
  reviewerId: string | null;
  reviewerName: string | null;
  comment: string | null;
  createdAt: string;
  updatedAt: string;
  decidedAt: string | null;
  /** JSON text of the record as it would be after approval: { item, blocks? }. */
  proposal: string;
  /** When the proposed record goes public: null for at once, else its publish time. */
  publishAt: string | null;
  /** The live record was changed since the request was made: it cannot be approved as it is. */
  stale: boolean;
  /** False when the record has been deleted since. */
  currentExists: boolean;
  /** Whether the viewer may approve it or send it back. */
  canReview: boolean;
  /** Whether the viewer (its author) may withdraw it. */
  canWithdraw: boolean;
  fields: ReviewFieldDifference[];
  blocks: ReviewBlockDifference[];
}

export interface RequestChangeInput {
  entity: string;
  recordId: string;
  /** The record as it should be: { item: fields, blocks?: [block fields] } (blocks for an article; left out: unchanged). */
  proposal: unknown;
  /** The live version the proposal was made from; a request over a newer one is refused as a conflict. */
  base: ReviewBase;
}

export const CHANGE_REQUEST_TOPIC = 'ChangeRequest:change';

/** The event the admin's screens refresh on (graphql/review-resolvers.ts filters it per viewer). */
export interface ChangeRequestEvent {
  id: string;
  entity: string;
  recordId: string;
  state: string;
  authorId: string;
  storeId: string | null;
}

const LISTED = 200;
const MAX_BLOCKS = 500;

const kysely = (ctx: ModelContext) => ctx.db.kysely as unknown as Trx;

function announce(row: Pick<Row, 'id' | 'entity' | 'recordId' | 'state' | 'authorId' | 'storeId'>): void {
  const event: ChangeRequestEvent = { id: row.id, entity: row.entity, recordId: row.recordId, state: row.state, authorId: row.authorId, storeId: row.storeId };
  getPubSub().publish(CHANGE_REQUEST_TOPIC, event as unknown as Fields);
}

/** Whether the viewer may write this record: owners and editors every one, store staff their stores' campaigns. */
function mayWrite(viewer: Viewer, entity: ReviewedEntity, item: Fields | null | undefined): boolean {
  if (reachesAllContent(viewer)) return true;
  return entity === 'Campaign' && typeof item?.storeId === 'string' && viewer.storeIds.includes(item.storeId);
}

/** Whether the viewer sees the request: its author, and whoever may write its record. */
export function mayRead(viewer: Viewer, request: Pick<Row, 'entity' | 'authorId' | 'storeId'>): boolean {
  return request.authorId === viewer.id || (isReviewed(request.entity) && mayWrite(viewer, request.entity, { storeId: request.storeId }));
}

/** What a request is called in lists, notices and mails. */
export function titleOf(entity: ReviewedEntity, item: Fields): string {
  if (entity === 'News') return String(item.title ?? '');
  const store = typeof item.storeName === 'string' ? item.storeName : '';
  return `${store}（${String(item.date ?? '')}開始）`.trim();
}

function reviewedEntity(entity: string): ReviewedEntity {
  if (!isReviewed(entity)) throw validationError('承認を依頼できるのは、記事とキャンペーンです。', 'entity');
  return entity;
}

const isRecord = (value: unknown): value is Fields => typeof value === 'object' && value !== null && !Array.isArray(value);

function issuesOf(error: z.ZodError, prefix: string): FieldIssue[] {
  return error.issues.map((issue) => ({ field: [prefix, ...issue.path.map(String)].filter(Boolean).join('.') || 'proposal', message: issue.message }));
}

function refuseIssues(issues: FieldIssue[]): never {
  const first = issues[0] as FieldIssue;
  throw validationError(`${first.field}: ${first.message}`, undefined, issues);
}

/** The entity's own fields of a proposed record, validated with the API's rules; copied names filled from what they name. */
async function proposedItem(trx: Trx, entity: ReviewedEntity, live: Fields, input: Fields): Promise<Fields> {
  const known = fieldsOf(entity);
  const fields = Object.fromEntries(Object.entries(input).filter(([key, value]) => key in known && value !== undefined));
  const parsed = (schemas[entity] as z.ZodType<Fields>).safeParse({ ...live, ...fields });
  if (!parsed.success) refuseIssues(issuesOf(parsed.error, ''));
  const item: Fields = { ...live };
  for (const field of Object.keys(known)) item[field] = parsed.data[field] ?? null;
  if (entity === 'News') {
    const category = await trx.selectFrom('category').select(['slug', 'name']).where('id', '=', String(item.categoryId)).executeTakeFirst();
    if (!category) throw validationError('指定されたカテゴリーが見つかりません。', 'categoryId');
    Object.assign(item, { categorySlug: category.slug, categoryName: category.name });
  } else {
    const store = await trx.selectFrom('store').select(['name', 'link']).where('id', '=', String(item.storeId)).executeTakeFirst();
    if (!store) throw validationError('指定された店舗が見つかりません。', 'storeId');
    Object.assign(item, { storeName: store.name, storeLink: store.link });
  }
  return item;
}

/** An article's proposed blocks: each validated and sanitized as the repository would save it. */
function proposedBlocks(newsId: string, live: Fields[], input: unknown): Fields[] {
  if (!Array.isArray(input)) throw validationError('本文のブロックの形式が正しくありません。', 'blocks');
  if (input.length > MAX_BLOCKS) throw validationError(`本文のブロックは${MAX_BLOCKS}件までです。`, 'blocks');
  const byId = new Map(live.map((block) => [String(block.id), block]));
  const seen = new Set<string>();
  const known = fieldsOf('NewsContent');
  const issues: FieldIssue[] = [];
  const blocks = input.map((raw, index): Fields => {
    const block = isRecord(raw) ? raw : {};
    const id = block.id === undefined || block.id === null ? uuidv7() : String(block.id);
    if (!UUID_PATTERN.test(id) || seen.has(id)) issues.push({ field: `blocks.${index}.id`, message: 'ブロックの id が正しくありません。' });
    seen.add(id);
    const fields = Object.fromEntries(Object.entries(block).filter(([key, value]) => key in known && value !== undefined));
    const parsed = schemas.NewsContent.safeParse({ ...fields, newsId });
    if (!parsed.success) {
      issues.push(...issuesOf(parsed.error, `blocks.${index}`));
      return {};
    }
    const item: Fields = { id };
    for (const field of Object.keys(known)) item[field] = (parsed.data as Fields)[field] ?? null;
    if (typeof item.text === 'string') item.text = sanitizeBlockText(String(item.tag), item.text);
    const was = byId.get(id);
    return { ...item, createdAt: was?.createdAt ?? '', updatedAt: was?.updatedAt ?? '' };
  });
  if (issues.length) refuseIssues(issues);
  return blocks.sort((a, b) => Number(a.order) - Number(b.order) || String(a.id).localeCompare(String(b.id)));
}

const snapshotBase = (snapshot: Snapshot): ReviewBase =>
  baseOf(snapshot.item as { updatedAt: string }, snapshot.blocks as { id: string; updatedAt: string }[] | undefined);

const isOpen = (state: string) => (OPEN_STATES as readonly string[]).includes(state);

/** The differences a request makes to the live record (all of it, when the record is gone). */
function differences(proposal: Snapshot, live: Snapshot | null): Pick<ChangeRequest, 'fields' | 'blocks'> {
  // diffSnapshots compares a version (here the live record) with the current one (here the proposal).
  const diff = diffSnapshots(live ?? { item: {}, blocks: live === null && proposal.blocks ? [] : undefined }, proposal);
  return {
    fields: diff.fields.map(({ field, inVersion, current }) => ({ field, live: inVersion, proposed: current })),
    blocks: diff.blocks.map(({ id, change, inVersion, current, fields }) => ({
      id,
      // Only in the live record: approval removes it; only in the proposal: approval adds it.
      change,
      live: inVersion,
      proposed: current,
      fields,
    })),
  };
}

interface Reading {
  reviewer: boolean;
}

async function toRequest(db: Trx, viewer: Viewer, row: Row, reading: Reading): Promise<ChangeRequest> {
  const entity = row.entity as ReviewedEntity;
  const proposal = JSON.parse(row.proposal) as Snapshot;
  const live = await readSnapshot(db, entity, row.recordId);
  const base = JSON.parse(row.base) as Snapshot;
  const open = isOpen(row.state);
  const stale = open && (live === null || !sameBase(snapshotBase(live), snapshotBase(base)));
  return {
    id: row.id,
    entity,
    recordId: row.recordId,
    state: row.state as ChangeRequestState,
    title: row.title,
    storeId: row.storeId,
    authorId: row.authorId,
    authorName: row.authorName || row.authorEmail,
    reviewerId: row.reviewerId,
    reviewerName: row.reviewerName || row.reviewerEmail,
    comment: row.comment,
    createdAt: row.createdAt,
    updatedAt: row.updatedAt,
    decidedAt: row.decidedAt,
    proposal: row.proposal,
    publishAt: typeof proposal.item.publishAt === 'string' ? proposal.item.publishAt : null,
    stale,
    currentExists: live !== null,
    canReview:
      row.state === 'pending' &&
      reading.reviewer &&
      row.authorId !== viewer.id &&
      mayWrite(viewer, entity, live?.item) &&
      mayWrite(viewer, entity, proposal.item),
    canWithdraw: open && row.authorId === viewer.id,
    // A decided request shows what it proposed against the record as it was then.
    ...differences(proposal, open ? live : base),
  };
}

async function reading(db: Trx, viewer: Viewer): Promise<Reading> {
  return { reviewer: !(await reviewRequired(db, viewer.role)) };
}

/** The requests a store staff account sees, in SQL: its own, and those of its stores (mayRead). */
function staffVisible(viewer: Viewer) {
  return (eb: ExpressionBuilder<Database, 'change_request'>) => {
    const own = eb('authorId', '=', viewer.id);
    if (viewer.storeIds.length === 0) return own;
    return eb.or([own, eb.and([eb('entity', '=', 'Campaign'), eb('storeId', 'in', [...viewer.storeIds])])]);
  };
}

async function findRow(db: Trx, viewer: Viewer, id: string): Promise<Row> {
  const row = UUID_PATTERN.test(id) ? await db.selectFrom('change_request').selectAll().where('id', '=', id).executeTakeFirst() : undefined;
  if (!row || !mayRead(viewer, row)) throw new ApiError(REVIEW_MESSAGES.notFound, 'NotFound');
  return row;
}

/** Asks for approval of a change: a new request, or the author's open one for the record made again. */
export async function requestChange(ctx: ModelContext, input: RequestChangeInput): Promise<ChangeRequest> {
  const viewer = requireAdmin(ctx);
  const entity = reviewedEntity(input.entity);
  const proposalInput = isRecord(input.proposal) ? input.proposal : {};
  if (!isRecord(proposalInput.item)) throw validationError('依頼する内容（item）がありません。', 'proposal');
  const row = await ctx.db.kysely.transaction().execute(async (trx) => {
    const live = await readSnapshot(trx, entity, input.recordId);
    if (!live) throw validationError(REVIEW_MESSAGES.deleted, 'recordId');
    if (!mayWrite(viewer, entity, live.item)) throw unauthorized('Mutation', 'requestChange');
    const base = input.base;
    const liveBase = snapshotBase(live);
    if (base.updatedAt !== liveBase.updatedAt || (base.blocks && !sameBase(base, liveBase))) throw conditionFailed();
    const item = await proposedItem(trx, entity, live.item, proposalInput.item as Fields);
    if (!mayWrite(viewer, entity, item)) throw unauthorized('Mutation', 'requestChange');
    if (!goesPublic(item)) throw validationError(REVIEW_MESSAGES.notPublic, 'status');
    const proposal: Snapshot =
      entity === 'News'
        ? { item, blocks: proposalInput.blocks === undefined ? live.blocks : proposedBlocks(input.recordId, live.blocks ?? [], proposalInput.blocks) }
        : { item };
    const diff = differences(proposal, live);
    if (diff.fields.length === 0 && diff.blocks.length === 0) throw validationError(REVIEW_MESSAGES.unchanged);

    const now = nowIso();
    const values = {
      state: 'pending',
      title: titleOf(entity, item),
      storeId: entity === 'Campaign' ? String(live.item.storeId) : null,
      proposal: JSON.stringify(proposal),
      baseUpdatedAt: String(live.item.updatedAt),
      base: JSON.stringify(live),
      reviewerId: null,
      reviewerName: null,
      reviewerEmail: null,
      comment: null,
      decidedAt: null,
      updatedAt: now,
    };
    const open = await trx
      .selectFrom('change_request')
      .selectAll()
      .where('entity', '=', entity)
      .where('recordId', '=', input.recordId)
      .where('authorId', '=', viewer.id)
      .where('state', 'in', [...OPEN_STATES])
      .executeTakeFirst();
    let saved: Row;
    if (open) {
      saved = { ...open, ...values };
      await trx.updateTable('change_request').set(values).where('id', '=', open.id).execute();
    } else {
      saved = {
        id: uuidv7(),
        entity,
        recordId: input.recordId,
        authorId: viewer.id,
        authorName: viewer.name,
        authorEmail: viewer.email,
        createdAt: now,
        ...values,
      };
      await trx.insertInto('change_request').values(saved).execute();
    }
    await recordAudit(trx, {
      action: 'review-request',
      actor: viewer,
      entity,
      entityId: input.recordId,
      summary: saved.title,
      changes: {
        ...diffFields(live.item, item),
        ...(diff.blocks.length ? { blocks: { before: null, after: `${diff.blocks.length}件のブロック` } } : {}),
      },
    });
    return saved;
  });
  announce(row);
  return toRequest(kysely(ctx), viewer, row, await reading(kysely(ctx), viewer));
}

/** The author takes back a request waiting for a decision or sent back. */
export async function withdrawChangeRequest(ctx: ModelContext, id: string): Promise<ChangeRequest> {
  const viewer = requireAdmin(ctx);
  const row = await ctx.db.kysely.transaction().execute(async (trx) => {
    const found = await findRow(trx, viewer, id);
    if (found.authorId !== viewer.id) throw unauthorized('Mutation', 'withdrawChangeRequest');
    const now = nowIso();
    const result = await trx
      .updateTable('change_request')
      .set({ state: 'withdrawn', decidedAt: now, updatedAt: now })
      .where('id', '=', found.id)
      .where('state', 'in', [...OPEN_STATES])
      .executeTakeFirst();
    if (Number(result.numUpdatedRows) !== 1) throw validationError(REVIEW_MESSAGES.decided);
    await recordAudit(trx, { action: 'review-withdraw', actor: viewer, entity: found.entity, entityId: found.recordId, summary: found.title });
    return { ...found, state: 'withdrawn', decidedAt: now, updatedAt: now };
  });
  announce(row);
  return toRequest(kysely(ctx), viewer, row, await reading(kysely(ctx), viewer));
}

/** Refuses a reviewer who may not decide this request. */
async function checkReviewer(db: Trx, viewer: Viewer, row: Row, field: string): Promise<void> {
  if (row.authorId === viewer.id) throw validationError(REVIEW_MESSAGES.ownRequest);
  if (await reviewRequired(db, viewer.role)) throw unauthorized('Mutation', field);
  const entity = row.entity as ReviewedEntity;
  const proposal = JSON.parse(row.proposal) as Snapshot;
  const live = await readSnapshot(db, entity, row.recordId);
  if (!mayWrite(viewer, entity, live?.item ?? proposal.item) || !mayWrite(viewer, entity, proposal.item)) throw unauthorized('Mutation', field);
}

/** Claims a pending request for a decision: only one reviewer's claim succeeds. */
async function claim(trx: Trx, viewer: Viewer, row: Row, state: 'approved' | 'returned', comment: string | null): Promise<Row> {
  const now = nowIso();
  const decided = { state, reviewerId: viewer.id, reviewerName: viewer.name, reviewerEmail: viewer.email, comment, decidedAt: now, updatedAt: now };
  const result = await trx.updateTable('change_request').set(decided).where('id', '=', row.id).where('state', '=', 'pending').executeTakeFirst();
  if (Number(result.numUpdatedRows) !== 1) throw validationError(REVIEW_MESSAGES.decided);
  return { ...row, ...decided };
}

/** The fields a write of the proposal sets: every field of the entity and the id. */
function writable(entity: 'News' | 'Campaign' | 'NewsContent', item: Fields): Fields {
  const known = fieldsOf(entity);
  return Object.fromEntries(Object.entries(item).filter(([key]) => key === 'id' || key in known));
}

/** The author's notice and mail of a decision, in the decision's transaction. */
async function tellAuthor(trx: Trx, row: Row, now: Date): Promise<void> {
  const proposal = JSON.parse(row.proposal) as Snapshot;
  const mail = row.state === 'approved' ? approvedMail(row, proposal, now) : returnedMail(row);
  await notify(
    trx,
    { userId: row.authorId, kind: row.state === 'approved' ? 'review-approved' : 'review-returned', title: mail.notice, body: mail.noticeBody, href: reviewHref(row.id) },
    now,
  );
  await queueMails(trx, { adminNotice: true }, [{ recipient: 'company', to: row.authorEmail, subject: mail.subject, text: mail.text }], now);
}

/**
 * Approves a pending request: writes the proposed record through the repository as the reviewer,
 * in one transaction with the request's new state, the author's notice and mail and the audit entry.
 */
export async function approveChangeRequest(ctx: ModelContext, id: string): Promise<ChangeRequest> {
  const viewer = requireAdmin(ctx);
  const db = kysely(ctx);
  const row = await findRow(db, viewer, id);
  if (row.state !== 'pending') throw validationError(REVIEW_MESSAGES.decided);
  await checkReviewer(db, viewer, row, 'approveChangeRequest');
  const entity = row.entity as ReviewedEntity;
  const proposal = JSON.parse(row.proposal) as Snapshot;
  const base = JSON.parse(row.base) as Snapshot;
  const decided = await writeTogether(
    ctx,
    async (inner, anyTrx) => {
      const trx = anyTrx as unknown as Trx;
      const claimed = await claim(trx, viewer, row, 'approved', null);
      const live = await readSnapshot(trx, entity, row.recordId);
      if (!live) throw validationError(REVIEW_MESSAGES.deleted);
      if (!sameBase(snapshotBase(live), snapshotBase(base))) throw new ApiError(REVIEW_MESSAGES.stale, 'StaleChangeRequest');
      if (changedFields(live.item, proposal.item).length) {
        await updateItem(inner, entity, writable(entity, proposal.item), { updatedAt: { eq: String(live.item.updatedAt) } });
      }
      if (proposal.blocks) {
        const wanted = new Map(proposal.blocks.map((block) => [String(block.id), block]));
        const present = new Map((live.blocks ?? []).map((block) => [String(block.id), block]));
        for (const block of live.blocks ?? []) if (!wanted.has(String(block.id))) await deleteItem(inner, 'NewsContent', { id: block.id });
        for (const [blockId, block] of wanted) {
          const was = present.get(blockId);
          if (!was) await createItem(inner, 'NewsContent', writable('NewsContent', block));
          else if (changedFields(was, block).length) await updateItem(inner, 'NewsContent', writable('NewsContent', block));
        }
      }
      const now = new Date();
      await tellAuthor(trx, claimed, now);
      await recordAudit(trx, { action: 'review-approve', actor: viewer, entity, entityId: row.recordId, summary: row.title, at: now });
      return claimed;
    },
    { restore: false },
  );
  announce(decided);
  return toRequest(db, viewer, decided, await reading(db, viewer));
}

/** Sends a pending request back to its author with the reason (required); the live record is untouched. */
export async function returnChangeRequest(ctx: ModelContext, id: string, comment: string): Promise<ChangeRequest> {
  const viewer = requireAdmin(ctx);
  const reason = comment.trim();
  if (!reason) throw validationError(REVIEW_MESSAGES.commentRequired, 'comment');
  if (reason.length > COMMENT_MAX) throw validationError(REVIEW_MESSAGES.commentTooLong, 'comment');
  const db = kysely(ctx);
  const row = await findRow(db, viewer, id);
  if (row.state !== 'pending') throw validationError(REVIEW_MESSAGES.decided);
  await checkReviewer(db, viewer, row, 'returnChangeRequest');
  const decided = await ctx.db.kysely.transaction().execute(async (trx) => {
    const claimed = await claim(trx, viewer, row, 'returned', reason);
    const now = new Date();
    await tellAuthor(trx, claimed, now);
    await recordAudit(trx, {
      action: 'review-return',
      actor: viewer,
      entity: row.entity,
      entityId: row.recordId,
      summary: row.title,
      changes: { comment: { before: null, after: reason } },
      at: now,
    });
    return claimed;
  });
  announce(decided);
  return toRequest(db, viewer, decided, await reading(db, viewer));
}

/** The requests the viewer sees (its own, and those of the records it may write), last changed first. */
export async function listChangeRequests(ctx: ModelContext, states: readonly string[] = OPEN_STATES): Promise<ChangeRequest[]> {
  const viewer = requireAdmin(ctx);
  const db = kysely(ctx);
  let query = db.selectFrom('change_request').selectAll();
  if (!reachesAllContent(viewer)) query = query.where(staffVisible(viewer));
  if (states.length) query = query.where('state', 'in', [...states]);
  const rows = await query.orderBy('updatedAt', 'desc').orderBy('id', 'desc').limit(LISTED).execute();
  const how = await reading(db, viewer);
  return Promise.all(rows.map((row) => toRequest(db, viewer, row, how)));
}

export async function getChangeRequest(ctx: ModelContext, id: string): Promise<ChangeRequest | null> {
  const viewer = requireAdmin(ctx);
  const db = kysely(ctx);
  const row = UUID_PATTERN.test(id) ? await db.selectFrom('change_request').selectAll().where('id', '=', id).executeTakeFirst() : undefined;
  if (!row || !mayRead(viewer, row)) return null;
  return toRequest(db, viewer, row, await reading(db, viewer));
}

/** The viewer's own open request (waiting or sent back) for a record, which its editor shows. */
export async function myChangeRequest(ctx: ModelContext, entity: string, recordId: string): Promise<ChangeRequest | null> {
  const viewer = requireAdmin(ctx);
  const db = kysely(ctx);
  const row = await db
    .selectFrom('change_request')
    .selectAll()
    .where('entity', '=', reviewedEntity(entity))
    .where('recordId', '=', recordId)
    .where('authorId', '=', viewer.id)
    .where('state', 'in', [...OPEN_STATES])
    .executeTakeFirst();
  return row ? toRequest(db, viewer, row, await reading(db, viewer)) : null;
}

/** How many requests wait for the viewer's decision (none for an account whose own changes need approval). */
export async function pendingReviewCount(ctx: ModelContext): Promise<number> {
  const viewer = requireAdmin(ctx);
  const db = kysely(ctx);
  if (await reviewRequired(db, viewer.role)) return 0;
  let query = db
    .selectFrom('change_request')
    .select((eb) => eb.fn.countAll().as('count'))
    .where('state', '=', 'pending')
    .where('authorId', '!=', viewer.id);
  if (!reachesAllContent(viewer)) {
    if (viewer.storeIds.length === 0) return 0;
    query = query.where('entity', '=', 'Campaign').where('storeId', 'in', [...viewer.storeIds]);
  }
  return Number((await query.executeTakeFirst())?.count ?? 0);
}
