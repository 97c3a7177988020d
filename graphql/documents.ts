import { parse, type DocumentNode } from 'graphql';
import { columnsOf, type EntityName } from '@/lib/core/model/entities';
import { plural } from './sdl';

/*
 * The entities' GraphQL documents the admin sends, built from the entity descriptions
 * (lib/core/model/entities.ts) like the schema itself: a field added to an entity reaches the
 * admin's screens without another list to update. documentsOf(entity) gives an entity's list,
 * create, update, delete and subscription documents. The public pages send none: they read the
 * repository directly (lib/core/content).
 */

export interface EntityDocuments {
  list: DocumentNode;
  create: DocumentNode;
  update: DocumentNode;
  remove: DocumentNode;
  onCreate: DocumentNode;
  onUpdate: DocumentNode;
  onDelete: DocumentNode;
}

const adminDocuments = new Map<EntityName, EntityDocuments>();

export function documentsOf(entity: EntityName): EntityDocuments {
  const known = adminDocuments.get(entity);
  if (known) return known;
  const fields = Object.keys(columnsOf(entity)).join(' ');
  const subscription = (kind: 'Create' | 'Update' | 'Delete') =>
    parse(`subscription On${kind}${entity}($filter: ModelSubscription${entity}FilterInput) {
      on${kind}${entity}(filter: $filter) { ${fields} }
    }`);
  // Every save may carry a condition: an edit form's is the updatedAt it opened (no silent overwrite).
  const mutation = (kind: 'create' | 'update' | 'delete', inputType: string) =>
    parse(`mutation ${kind}${entity}($input: ${inputType}!, $condition: Model${entity}ConditionInput) {
      ${kind}${entity}(input: $input, condition: $condition) { ${fields} }
    }`);
  const documents: EntityDocuments = {
    list: parse(`query List${plural(entity)}($filter: Model${entity}FilterInput, $nextToken: String) {
      list${plural(entity)}(filter: $filter, limit: 2000, nextToken: $nextToken) { items { ${fields} } nextToken }
    }`),
    create: mutation('create', `Create${entity}Input`),
    update: mutation('update', `Update${entity}Input`),
    remove: mutation('delete', `Delete${entity}Input`),
    onCreate: subscription('Create'),
    onUpdate: subscription('Update'),
    onDelete: subscription('Delete'),
  };
  adminDocuments.set(entity, documents);
  return documents;
}
