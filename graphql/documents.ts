import { parse, type DocumentNode } from 'graphql';
import { plural } from './sdl';
import { columnsOf, type EntityName } from '@/lib/model/entities';

/*
 * The admin's documents for the nine content entities, derived from their descriptions like the
 * schema itself, so a field added to an entity reaches every screen's queries.
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

const cache = new Map<EntityName, EntityDocuments>();

export function selectionOf(entity: EntityName): string {
  return Object.keys(columnsOf(entity)).join(' ');
}

export function documentsOf(entity: EntityName): EntityDocuments {
  const known = cache.get(entity);
  if (known) return known;
  const fields = selectionOf(entity);
  const subscription = (kind: 'Create' | 'Update' | 'Delete') =>
    parse(`subscription On${kind}${entity}($filter: ModelSubscription${entity}FilterInput) {
      on${kind}${entity}(filter: $filter) { ${fields} }
    }`);
  const mutation = (kind: 'create' | 'update' | 'delete', inputType: string) =>
    parse(`mutation ${kind}${entity}($input: ${inputType}!) { ${kind}${entity}(input: $input) { ${fields} } }`);
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
  cache.set(entity, documents);
  return documents;
}
