import type { TypedDocumentNode } from '@graphql-typed-document-node/core';
import { parse } from 'graphql';
import type { Redirect } from '@/lib/core/redirects';
import type { RedirectInput } from '@/lib/core/redirects/paths';

/* The admin's documents for the redirects (graphql/redirect-sdl.ts), typed with the server's own shapes. */

export type { Redirect, RedirectInput };

const FIELDS = 'id fromPath toPath kind note createdBy createdAt updatedAt';

export const LIST_REDIRECTS: TypedDocumentNode<{ listRedirects: Redirect[] }, Record<string, never>> = parse(`
  query ListRedirects { listRedirects { ${FIELDS} } }
`);

export const CREATE_REDIRECT: TypedDocumentNode<{ createRedirect: Redirect }, { input: RedirectInput }> = parse(`
  mutation CreateRedirect($input: RedirectInput!) { createRedirect(input: $input) { ${FIELDS} } }
`);

export const UPDATE_REDIRECT: TypedDocumentNode<{ updateRedirect: Redirect }, { id: string; input: RedirectInput }> = parse(`
  mutation UpdateRedirect($id: ID!, $input: RedirectInput!) { updateRedirect(id: $id, input: $input) { ${FIELDS} } }
`);

export const DELETE_REDIRECT: TypedDocumentNode<{ deleteRedirect: Redirect }, { id: string }> = parse(`
  mutation DeleteRedirect($id: ID!) { deleteRedirect(id: $id) { ${FIELDS} } }
`);

export const DELETE_WITH_REDIRECT: TypedDocumentNode<{ deleteWithRedirect: Redirect }, { entity: 'News' | 'Store'; id: string; toPath: string | null }> = parse(`
  mutation DeleteWithRedirect($entity: RedirectedEntity!, $id: ID!, $toPath: String) {
    deleteWithRedirect(entity: $entity, id: $id, toPath: $toPath) { ${FIELDS} }
  }
`);
