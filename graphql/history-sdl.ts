/*
 * The history of articles, stores and campaigns and the trash (lib/core/model/history.ts). Every
 * field here is for a signed-in admin only. Merged with the entity schema in schema.ts.
 */
export const HISTORY_SDL = /* GraphQL */ `
"The records whose saves are kept as versions: an article (News, with its blocks), a store, a campaign."
enum VersionedEntity { News Store Campaign }

"create: the record was created; update: saved; restore: an earlier version, or the record from the trash, was put back."
enum VersionKind { create update restore }

"""
One version of a record. Saves of the same record by the same admin less than 2 minutes after
the last one are merged into that admin's latest version.
"""
type RecordVersion {
  id: ID!
  entity: VersionedEntity!
  recordId: ID!
  kind: VersionKind!
  authorId: ID
  "The author's display name, else e-mail."
  authorName: String
  authorEmail: String
  "When the last save this version holds was made."
  createdAt: AWSDateTime!
  "Fields changed by the saves it holds (all set fields for a creation)."
  changedFields: [String!]!
  "An article's blocks added, removed and changed by those saves (ids)."
  blocksAdded: [ID!]!
  blocksRemoved: [ID!]!
  blocksChanged: [ID!]!
  "JSON text of the record as saved: { item, blocks } (blocks for an article only)."
  snapshot: String!
}

"A field whose value differs between a version and the current record; values as JSON text."
type FieldDifference {
  field: String!
  inVersion: String
  current: String
}

"A block that differs: added (there now, not in the version), removed (in the version only) or changed (fields)."
type BlockDifference {
  id: ID!
  change: String!
  "JSON text of the block in the version."
  inVersion: String
  "JSON text of the block now."
  current: String
  fields: [String!]!
}

type VersionDiff {
  version: RecordVersion!
  "False when the record has been deleted since."
  currentExists: Boolean!
  fields: [FieldDifference!]!
  blocks: [BlockDifference!]!
}

type TrashDependent {
  "What it is, in Japanese (ブロック, お客様の声, …)."
  entity: String!
  count: Int!
}

"A deleted article or store, restorable for 30 days after its deletion."
type TrashItem {
  id: ID!
  entity: VersionedEntity!
  recordId: ID!
  "The article's title or the store's name."
  title: String!
  deletedAt: AWSDateTime!
  deletedByName: String
  "When it is deleted for good."
  purgeAt: AWSDateTime!
  daysLeft: Int!
  "What its delete took along (restored with it)."
  dependents: [TrashDependent!]!
}

extend type Query {
  "A record's versions, newest first."
  listRecordVersions(entity: VersionedEntity!, id: ID!): [RecordVersion!]!
  "One version with what differs between it and the current record."
  getRecordVersion(id: ID!): VersionDiff
  "The latest version of a record (who saved it last, and when); null when it has none."
  latestVersion(entity: VersionedEntity!, id: ID!): RecordVersion
  "Deleted articles and stores, newest first; what is 30 days old is deleted for good first."
  listTrash: [TrashItem!]!
}

extend type Mutation {
  "Writes the version back (an article with its exact blocks), with the usual validation; the restore is a new version, which it answers."
  restoreRecordVersion(id: ID!): RecordVersion!
  "Puts a deleted article or store back with the same ids, with what its delete took along."
  restoreTrashItem(id: ID!): TrashItem!
  "Owners: deletes a deleted article or store for good now, with what its delete took along and its versions."
  deleteTrashItem(id: ID!): TrashItem!
  "Owners: deletes for good now the trash items named (the list the owner confirmed; one deleted meanwhile stays); answers how many."
  emptyTrash(ids: [ID!]!): Int!
}
`;
