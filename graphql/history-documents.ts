import type { TypedDocumentNode } from '@graphql-typed-document-node/core';
import { parse } from 'graphql';
import type { RecordVersion, TrashItem, VersionDiff } from '@/lib/core/model/history';
import type { VersionedEntity } from '@/lib/core/model/versions';

/* The admin's documents for the history and the trash (graphql/history-sdl.ts), typed with the server's own shapes. */

export type { RecordVersion, TrashItem, VersionDiff, VersionedEntity };

const VERSION_FIELDS = 'id entity recordId kind authorId authorName authorEmail createdAt changedFields blocksAdded blocksRemoved blocksChanged snapshot';
const TRASH_FIELDS = 'id entity recordId title deletedAt deletedByName purgeAt daysLeft dependents { entity count }';

export const LIST_RECORD_VERSIONS: TypedDocumentNode<{ listRecordVersions: RecordVersion[] }, { entity: VersionedEntity; id: string }> = parse(`
  query ListRecordVersions($entity: VersionedEntity!, $id: ID!) { listRecordVersions(entity: $entity, id: $id) { ${VERSION_FIELDS} } }
`);

export const GET_RECORD_VERSION: TypedDocumentNode<{ getRecordVersion: VersionDiff | null }, { id: string }> = parse(`
  query GetRecordVersion($id: ID!) {
    getRecordVersion(id: $id) {
      version { ${VERSION_FIELDS} }
      currentExists
      fields { field inVersion current }
      blocks { id change inVersion current fields }
    }
  }
`);

/** Who saved a record last, and when (for the message of a conflicting save). */
export const LATEST_VERSION: TypedDocumentNode<
  { latestVersion: Pick<RecordVersion, 'id' | 'authorName' | 'createdAt'> | null },
  { entity: VersionedEntity; id: string }
> = parse(`
  query LatestVersion($entity: VersionedEntity!, $id: ID!) { latestVersion(entity: $entity, id: $id) { id authorName createdAt } }
`);

export const RESTORE_RECORD_VERSION: TypedDocumentNode<{ restoreRecordVersion: RecordVersion }, { id: string }> = parse(`
  mutation RestoreRecordVersion($id: ID!) { restoreRecordVersion(id: $id) { ${VERSION_FIELDS} } }
`);

export const LIST_TRASH: TypedDocumentNode<{ listTrash: TrashItem[] }, Record<string, never>> = parse(`
  query ListTrash { listTrash { ${TRASH_FIELDS} } }
`);

export const RESTORE_TRASH_ITEM: TypedDocumentNode<{ restoreTrashItem: TrashItem }, { id: string }> = parse(`
  mutation RestoreTrashItem($id: ID!) { restoreTrashItem(id: $id) { ${TRASH_FIELDS} } }
`);

export const DELETE_TRASH_ITEM: TypedDocumentNode<{ deleteTrashItem: TrashItem }, { id: string }> = parse(`
  mutation DeleteTrashItem($id: ID!) { deleteTrashItem(id: $id) { ${TRASH_FIELDS} } }
`);

export const EMPTY_TRASH: TypedDocumentNode<{ emptyTrash: number }, { ids: string[] }> = parse(`
  mutation EmptyTrash($ids: [ID!]!) { emptyTrash(ids: $ids) }
`);
