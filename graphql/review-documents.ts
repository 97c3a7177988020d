import type { TypedDocumentNode } from '@graphql-typed-document-node/core';
import { parse } from 'graphql';
import type { AdminNotification, NotificationList } from '@/lib/core/notifications';
import type { ChangeRequest, ChangeRequestState, ReviewBase, ReviewedEntity, ReviewSettings } from '@/lib/core/review';

/* The admin's documents for review before publishing and the shell's notices (graphql/review-sdl.ts), typed with the server's own shapes. */

export type { AdminNotification, ChangeRequest, ChangeRequestState, NotificationList, ReviewBase, ReviewedEntity, ReviewSettings };

const REQUEST_FIELDS = `id entity recordId state title storeId authorId authorName reviewerId reviewerName comment createdAt updatedAt decidedAt
  proposal publishAt stale currentExists canReview canWithdraw
  fields { field live proposed } blocks { id change live proposed fields }`;

export const LIST_CHANGE_REQUESTS: TypedDocumentNode<{ listChangeRequests: ChangeRequest[] }, { states?: ChangeRequestState[] }> = parse(`
  query ListChangeRequests($states: [ChangeRequestState!]) { listChangeRequests(states: $states) { ${REQUEST_FIELDS} } }
`);

export const GET_CHANGE_REQUEST: TypedDocumentNode<{ getChangeRequest: ChangeRequest | null }, { id: string }> = parse(`
  query GetChangeRequest($id: ID!) { getChangeRequest(id: $id) { ${REQUEST_FIELDS} } }
`);

export const MY_CHANGE_REQUEST: TypedDocumentNode<{ myChangeRequest: ChangeRequest | null }, { entity: ReviewedEntity; recordId: string }> = parse(`
  query MyChangeRequest($entity: ReviewedEntity!, $recordId: ID!) { myChangeRequest(entity: $entity, recordId: $recordId) { ${REQUEST_FIELDS} } }
`);

export const PENDING_REVIEW_COUNT: TypedDocumentNode<{ pendingReviewCount: number }, Record<string, never>> = parse(`
  query PendingReviewCount { pendingReviewCount }
`);

export const REVIEW_SETTINGS: TypedDocumentNode<{ reviewSettings: ReviewSettings }, Record<string, never>> = parse(`
  query ReviewSettings { reviewSettings { owner editor staff } }
`);

export interface RequestChangeVariables {
  input: { entity: ReviewedEntity; recordId: string; proposal: string; base: ReviewBase };
}

export const REQUEST_CHANGE: TypedDocumentNode<{ requestChange: ChangeRequest }, RequestChangeVariables> = parse(`
  mutation RequestChange($input: RequestChangeInput!) { requestChange(input: $input) { ${REQUEST_FIELDS} } }
`);

export const WITHDRAW_CHANGE_REQUEST: TypedDocumentNode<{ withdrawChangeRequest: ChangeRequest }, { id: string }> = parse(`
  mutation WithdrawChangeRequest($id: ID!) { withdrawChangeRequest(id: $id) { ${REQUEST_FIELDS} } }
`);

export const APPROVE_CHANGE_REQUEST: TypedDocumentNode<{ approveChangeRequest: ChangeRequest }, { id: string }> = parse(`
  mutation ApproveChangeRequest($id: ID!) { approveChangeRequest(id: $id) { ${REQUEST_FIELDS} } }
`);

export const RETURN_CHANGE_REQUEST: TypedDocumentNode<{ returnChangeRequest: ChangeRequest }, { id: string; comment: string }> = parse(`
  mutation ReturnChangeRequest($id: ID!, $comment: String!) { returnChangeRequest(id: $id, comment: $comment) { ${REQUEST_FIELDS} } }
`);

export const SET_REVIEW_SETTINGS: TypedDocumentNode<{ setReviewSettings: ReviewSettings }, { input: Partial<Pick<ReviewSettings, 'editor' | 'staff'>> }> = parse(`
  mutation SetReviewSettings($input: ReviewSettingsInput!) { setReviewSettings(input: $input) { owner editor staff } }
`);

export const ON_CHANGE_REQUEST_CHANGE: TypedDocumentNode<{ onChangeRequestChange: { id: string; entity: ReviewedEntity; recordId: string; state: ChangeRequestState } | null }, Record<string, never>> =
  parse(`
  subscription OnChangeRequestChange { onChangeRequestChange { id entity recordId state } }
`);

export const MY_NOTIFICATIONS: TypedDocumentNode<{ myNotifications: NotificationList }, { limit?: number }> = parse(`
  query MyNotifications($limit: Int) { myNotifications(limit: $limit) { unread items { id kind title body href readAt createdAt } } }
`);

export const MARK_NOTIFICATIONS_READ: TypedDocumentNode<{ markNotificationsRead: number }, { ids?: string[] }> = parse(`
  mutation MarkNotificationsRead($ids: [ID!]) { markNotificationsRead(ids: $ids) }
`);
