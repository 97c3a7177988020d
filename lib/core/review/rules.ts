import type { Role } from '@/lib/core/auth/roles';
import { PUBLISHABLE, type PublishableEntity } from '@/lib/core/model/publication';

/*
 * Review before publishing (承認), the rules the server enforces and the admin's screens show.
 * Shared by both, so it imports nothing of the server.
 *
 * What needs review: a save, by an account whose role needs it, that would put something on the
 * public site or change what is there: an article (with its blocks) or a campaign saved as
 * PUBLISHED (public at once, or scheduled) that differs from what is live, and any change to the
 * blocks of an article that is PUBLISHED. Such a save becomes a change request; the live record
 * stays as it is until a reviewer approves it. Saving a draft, taking something down (下書きに戻す)
 * and deleting never wait: a wrong price must come off the site at once.
 *
 * Only the records with a publication state are reviewed: trainers, customer reviews and FAQs
 * are public the moment they are saved and have no state in which a change could wait, so they
 * stay outside (docs/review.md says what bringing one in would take).
 */

/** The records whose publication waits for approval. */
export const REVIEWED_ENTITIES = PUBLISHABLE;
export type ReviewedEntity = PublishableEntity;

export function isReviewed(entity: string): entity is ReviewedEntity {
  return (REVIEWED_ENTITIES as readonly string[]).includes(entity);
}

/** The roles whose need of review owners set; owners approve and never need it (someone must). */
export const REVIEWABLE_ROLES = ['editor', 'staff'] as const satisfies readonly Role[];
export type ReviewableRole = (typeof REVIEWABLE_ROLES)[number];

/** Until an owner changes it: store staff and editors need approval. */
export const DEFAULT_REVIEW_REQUIRED: Readonly<Record<ReviewableRole, boolean>> = { editor: true, staff: true };

export type ReviewSettings = Record<Role, boolean>;

export const CHANGE_REQUEST_STATES = ['pending', 'approved', 'returned', 'withdrawn'] as const;
export type ChangeRequestState = (typeof CHANGE_REQUEST_STATES)[number];
/** Waiting for a decision, or sent back to its author: the author may update or withdraw it. */
export const OPEN_STATES = ['pending', 'returned'] as const satisfies readonly ChangeRequestState[];

export const CHANGE_REQUEST_STATE_LABELS: Record<ChangeRequestState, string> = {
  pending: '承認待ち',
  approved: '承認済み',
  returned: '差し戻し',
  withdrawn: '取り下げ',
};

export const REVIEWED_ENTITY_LABELS: Record<ReviewedEntity, string> = { News: '記事', Campaign: 'キャンペーン' };

/** Whether a save leaves the record on the public site, now or at its publish time. */
export const goesPublic = (item: { status?: unknown } | null | undefined): boolean => item?.status === 'PUBLISHED';

/** The version of the live record a change request is made from: the record's updatedAt and, for an article, its blocks'. */
export interface ReviewBase {
  updatedAt: string;
  blocks?: { id: string; updatedAt: string }[] | null;
}

export function baseOf(item: { updatedAt: string }, blocks?: readonly { id: string; updatedAt: string }[] | null): ReviewBase {
  return { updatedAt: item.updatedAt, ...(blocks ? { blocks: blocks.map(({ id, updatedAt }) => ({ id, updatedAt })) } : {}) };
}

/** Whether two versions are the same (the blocks in any order). */
export function sameBase(a: ReviewBase, b: ReviewBase): boolean {
  const key = (base: ReviewBase) => [...(base.blocks ?? [])].map((block) => `${block.id}@${block.updatedAt}`).sort().join();
  return a.updatedAt === b.updatedAt && key(a) === key(b);
}

export const REVIEW_MESSAGES = {
  publish: '公開するには承認が必要です。下書きとして保存し、「承認を依頼する」から公開を依頼してください。',
  change: '公開中（または公開予約中）の内容を変更するには承認が必要です。編集画面の「承認を依頼する」から依頼してください。',
  blocks: '公開中（または公開予約中）の記事の本文を変更するには承認が必要です。記事の編集画面で変更し、「承認を依頼する」から依頼してください。',
  notPublic: '承認が必要なのは、公開または公開予約する変更だけです。下書きはそのまま保存してください。',
  unchanged: '公開中の内容から変更がありません。',
  commentRequired: '差し戻す理由を入力してください。',
  commentTooLong: '差し戻す理由は1000文字以内で入力してください。',
  notFound: '承認の依頼が見つかりません。',
  decided: 'この依頼はすでに処理されています。画面を再読み込みしてください。',
  stale: 'この依頼の後に公開中の内容が変更されたため、承認できません。依頼した人が最新の内容をもとに依頼し直すまでお待ちください。',
  ownRequest: 'ご自身の依頼は承認・差し戻しできません。ほかの承認者に依頼してください。',
  notReviewer: 'この依頼を承認・差し戻しする権限がありません。',
  notAuthor: '依頼を取り下げられるのは、依頼した本人だけです。',
  deleted: '対象のデータは削除されています。',
} as const;

export const COMMENT_MAX = 1000;
