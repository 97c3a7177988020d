import 'server-only';
import type { TypedDocumentNode } from '@graphql-typed-document-node/core';
import type { Page } from '@/graphql/documents';
import { collectPages, runOperation } from '@/graphql/execute';

/*
 * How lib/core/content runs the public reads of graphql/documents.ts: in this process, as an anonymous
 * visitor (published content only), with the schema and rules of /api/graphql. lib/core/content is the
 * only place that runs GraphQL on the server; every other module imports its types only.
 */

/**
 * One public read; each answers under the alias `result`. graphql-js builds its answers from
 * objects without a prototype, which a 'use cache' function cannot return: they are copied.
 */
export async function read<Result, Variables extends Record<string, unknown>>(
  document: TypedDocumentNode<{ result: Result }, Variables>,
  variables: Variables,
): Promise<Result> {
  return structuredClone((await runOperation(document, variables)).result);
}

/** Every item of a list read, following nextToken to the last page. */
export function readAll<Item>(document: TypedDocumentNode<{ result: Page<Item> }, { nextToken: string | null }>): Promise<Item[]> {
  return collectPages<Item | null>((nextToken) => read(document, { nextToken }));
}
