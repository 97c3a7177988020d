import type { TypedDocumentNode } from '@graphql-typed-document-node/core';
import { execute } from 'graphql';
import { getDb } from '@/lib/core/db';
import type { Viewer } from '@/lib/core/model/repository';
import { retryingReads } from './read-retry';
import { getSchema } from './schema';

const executeRetryingReads = retryingReads(execute);

/**
 * Runs one of our typed operations inside this process, with the same schema and rules as
 * /api/graphql: server components read content this way, also during `next build`, without an
 * HTTP call to themselves. Pages read as an anonymous visitor, so they show published content only.
 */
export async function runOperation<Result, Variables extends Record<string, unknown>>(
  document: TypedDocumentNode<Result, Variables>,
  variables: Variables,
  viewer: Viewer | null = null,
): Promise<Result> {
  const result = await executeRetryingReads({
    schema: getSchema(),
    document,
    variableValues: variables,
    contextValue: { db: await getDb(), viewer },
  });
  if (result.errors?.length) throw result.errors[0];
  return result.data as Result;
}

/** Follows nextToken until the last page, as the spec's data calls do. */
export async function collectPages<Item>(
  fetchPage: (nextToken: string | null) => Promise<{ items: Item[]; nextToken?: string | null } | null>,
): Promise<NonNullable<Item>[]> {
  const all: NonNullable<Item>[] = [];
  let nextToken: string | null = null;
  do {
    const page = await fetchPage(nextToken);
    for (const item of page?.items ?? []) if (item) all.push(item);
    nextToken = page?.nextToken ?? null;
  } while (nextToken);
  return all;
}
