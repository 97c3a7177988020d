/*
 * Review before publishing (lib/core/review) and the notices of the admin shell
 * (lib/core/notifications). Every field is for a signed-in admin, with the rule of its role
 * (lib/core/auth/permissions.ts); the functions narrow what each account reaches. Merged with the
 * entity schema in schema.ts.
 */
export const REVIEW_SDL = /* GraphQL */ `
"The records whose publication waits for approval when the author's role needs it: an article (with its blocks) and a campaign."
enum ReviewedEntity { News Campaign }

"pending: waiting for a decision; approved: written to the live record; returned: sent back to its author with a reason; withdrawn: taken back by its author."
enum ChangeRequestState { pending approved returned withdrawn }

"A field the request changes: its value live and as proposed (JSON text)."
type ReviewFieldDifference {
  field: String!
  live: String
  proposed: String
}

"A block of an article the request adds, removes or changes (JSON text of each side; fields: those changed)."
type ReviewBlockDifference {
  id: ID!
  "added, removed or changed: what approval does to the live article."
  change: String!
  live: String
  proposed: String
  fields: [String!]!
}

"""
A change an account whose role needs approval asked for. The live record stays as it is until a
reviewer approves the request, which writes the proposal as that reviewer's save.
"""
type ChangeRequest {
  id: ID!
  entity: ReviewedEntity!
  recordId: ID!
  state: ChangeRequestState!
  "The article's title, or the campaign's store and start date."
  title: String!
  "A campaign's store; null for an article."
  storeId: ID
  authorId: ID!
  authorName: String
  reviewerId: ID
  reviewerName: String
  "Why it was sent back."
  comment: String
  createdAt: AWSDateTime!
  updatedAt: AWSDateTime!
  decidedAt: AWSDateTime
  "JSON text of the record as it would be after approval: { item, blocks } (blocks for an article)."
  proposal: String!
  "When the proposed record goes public: null for at once on approval."
  publishAt: AWSDateTime
  "The live record changed after the request was made: its author must make it again before it can be approved."
  stale: Boolean!
  "False when the record has been deleted since."
  currentExists: Boolean!
  "Whether the caller may approve it or send it back."
  canReview: Boolean!
  "Whether the caller, its author, may withdraw it."
  canWithdraw: Boolean!
  "What approval would change (for a decided request: what it proposed against the record as it was then)."
  fields: [ReviewFieldDifference!]!
  blocks: [ReviewBlockDifference!]!
}

"A change request was made, updated or decided: the screens that show it read it again."
type ChangeRequestEvent {
  id: ID!
  entity: ReviewedEntity!
  recordId: ID!
  state: ChangeRequestState!
}

"Whether each role's changes need approval before they go public. Owners approve and never need it."
type ReviewSettings {
  owner: Boolean!
  editor: Boolean!
  staff: Boolean!
}

"A notice to the signed-in account (a decision on its change request)."
type AdminNotification {
  id: ID!
  "review-approved or review-returned"
  kind: String!
  title: String!
  body: String!
  "The admin screen it leads to."
  href: String
  readAt: AWSDateTime
  createdAt: AWSDateTime!
}

type AdminNotificationList {
  items: [AdminNotification!]!
  "How many of the account's notices are unread."
  unread: Int!
}

input ReviewBaseBlockInput {
  id: ID!
  updatedAt: AWSDateTime!
}

"The live version the proposal was made from: the record's updatedAt and, for an article, its blocks'."
input ReviewBaseInput {
  updatedAt: AWSDateTime!
  blocks: [ReviewBaseBlockInput!]
}

input RequestChangeInput {
  entity: ReviewedEntity!
  recordId: ID!
  "{ item: the record's fields, blocks: the article's blocks in full (left out: unchanged) }"
  proposal: AWSJSON!
  base: ReviewBaseInput!
}

input ReviewSettingsInput {
  editor: Boolean
  staff: Boolean
}

extend type Query {
  "The requests the caller sees (its own, and those of the records it may write), last changed first; open ones (pending, returned) by default."
  listChangeRequests(states: [ChangeRequestState!]): [ChangeRequest!]!
  getChangeRequest(id: ID!): ChangeRequest
  "The caller's own open request for a record, which its editor shows."
  myChangeRequest(entity: ReviewedEntity!, recordId: ID!): ChangeRequest
  "How many requests wait for the caller's decision."
  pendingReviewCount: Int!
  reviewSettings: ReviewSettings!
  "The caller's latest notices (20 unless told, at most 100)."
  myNotifications(limit: Int): AdminNotificationList!
}

extend type Mutation {
  "Asks for approval of a change that would go public; made again, the caller's open request for the record is updated. Refused as a failed condition when the live record is newer than base."
  requestChange(input: RequestChangeInput!): ChangeRequest!
  "Its author takes back a request that is waiting or was sent back."
  withdrawChangeRequest(id: ID!): ChangeRequest!
  "A reviewer writes the proposal to the live record (publishing it, or scheduling it when its publish time is ahead)."
  approveChangeRequest(id: ID!): ChangeRequest!
  "A reviewer sends the request back to its author; the reason is required."
  returnChangeRequest(id: ID!, comment: String!): ChangeRequest!
  "Owners: which roles need approval."
  setReviewSettings(input: ReviewSettingsInput!): ReviewSettings!
  "Marks the caller's notices read (those named, or all); answers how many."
  markNotificationsRead(ids: [ID!]): Int!
}

extend type Subscription {
  "A change request the caller sees was made, updated or decided."
  onChangeRequestChange: ChangeRequestEvent
}
`;
