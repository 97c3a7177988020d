import type { TypedDocumentNode } from '@graphql-typed-document-node/core';
import { parse, type DocumentNode } from 'graphql';
import { columnsOf, type EntityName, type Item } from '@/lib/core/model/entities';
import { plural } from './sdl';

/*
 * Every GraphQL document the site sends, declared once and built from the entity descriptions
 * (lib/core/model/entities.ts) like the schema itself: a field added to an entity reaches the admin's
 * screens and the public pages' reads without another list to update.
 * - documentsOf(entity): the admin's list, create, update, delete and subscription documents.
 * - publicReads: what the public pages read, run in-process by lib/core/content (the only caller).
 */

type Field<N extends EntityName> = keyof Item<N> & string;

/** The selection of an entity: every field, or the ones named (checked against the entity). */
export function selectionOf<N extends EntityName>(entity: N, fields?: readonly Field<N>[]): string {
  return (fields ?? Object.keys(columnsOf(entity))).join(' ');
}

// ---------------------------------------------------------------- the admin's documents

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
  const fields = selectionOf(entity);
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

// ---------------------------------------------------------------- the public pages' reads

function operation<Result, Variables extends Record<string, unknown>>(source: string): TypedDocumentNode<{ result: Result }, Variables> {
  return parse(source) as TypedDocumentNode<{ result: Result }, Variables>;
}

/*
 * Each public read answers under the alias `result`, so the reading side needs no per-query names.
 */

/** One page of an AppSync list; lib/core/content follows nextToken to the end. */
export type Page<T> = { items: (T | null)[]; nextToken: string | null };
type PageVariables = { nextToken: string | null };

/** Every item of an entity (or the fields named), 2,000 a page, with an optional filter. */
function listAll<N extends EntityName, F extends Field<N> = Field<N>>(entity: N, fields?: readonly F[], filter?: string) {
  const field = `list${plural(entity)}`;
  return operation<Page<Pick<Item<N>, F>>, PageVariables>(`
    query Public${plural(entity)}${fields ? 'Fields' : ''}${filter ? 'Filtered' : ''}($nextToken: String) {
      result: ${field}(${filter ? `filter: ${filter}, ` : ''}limit: 2000, nextToken: $nextToken) { items { ${selectionOf(entity, fields)} } nextToken }
    }`);
}

/** A lookup field of the schema that answers one entity (or a list of them) for one argument. */
function lookup<Result>() {
  return <Name extends string, Type extends string>(entity: EntityName, field: string, name: Name, type: Type) =>
    operation<Result, Record<Name, string>>(`
      query Public${field[0]!.toUpperCase()}${field.slice(1)}($${name}: ${type}) { result: ${field}(${name}: $${name}) { ${selectionOf(entity)} } }`);
}

export type NewsPageResult = { items: Item<'News'>[]; total: number; page: number; perPage: number; pageCount: number };

/** The sitemap needs only where each article lives and when it changed. */
const SITEMAP_NEWS_FIELDS = ['id', 'route', 'categoryId', 'categorySlug', 'updatedAt'] as const;

export const publicReads = {
  stores: listAll('Store'),
  areas: listAll('Area'),
  categories: listAll('Category'),
  campaigns: listAll('Campaign'),
  sitemapNews: listAll('News', SITEMAP_NEWS_FIELDS),
  contentDates: listAll('NewsContent', ['newsId', 'updatedAt'] as const),
  /** The questions that belong to no store: the chain's general FAQ. */
  generalQuestions: listAll('Question', undefined, '{ storeId: { attributeExists: false } }'),
  newsByRoute: lookup<Item<'News'>[]>()('News', 'newsByRoute', 'route', 'String!'),
  newsById: lookup<Item<'News'> | null>()('News', 'getNews', 'id', 'ID!'),
  blocks: lookup<Item<'NewsContent'>[]>()('NewsContent', 'newsContentsByNewsId', 'newsId', 'ID!'),
  reviews: lookup<Item<'Review'>[]>()('Review', 'reviewsByStoreId', 'storeId', 'ID!'),
  trainers: lookup<Item<'Trainer'>[]>()('Trainer', 'trainersByStoreId', 'storeId', 'ID!'),
  questions: lookup<Item<'Question'>[]>()('Question', 'questionsByStoreId', 'storeId', 'ID!'),
  newsPage: operation<NewsPageResult, { mainCategory: string; categorySlug: string | null; page: number; perPage: number }>(`
    query PublicNewsPage($mainCategory: String!, $categorySlug: String, $page: Int, $perPage: Int) {
      result: newsPage(mainCategory: $mainCategory, categorySlug: $categorySlug, page: $page, perPage: $perPage) {
        items { ${selectionOf('News')} } total page perPage pageCount
      }
    }`),
};
