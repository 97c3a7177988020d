import { BREAK, type DocumentNode, visit } from 'graphql';
import type { Plugin } from 'graphql-yoga';
import { ApiError } from '@/lib/core/model/errors';
import type { ModelContext } from '@/lib/core/model/repository';

export const INTROSPECTION_REFUSED_MESSAGE = 'Introspection (__schema, __type) is only available to signed-in admins.';

/** Whether the document asks for the schema (`__typename`, which Apollo Client adds everywhere, does not). */
export function asksForSchema(document: DocumentNode): boolean {
  let found = false;
  visit(document, {
    Field(node) {
      if (node.name.value !== '__schema' && node.name.value !== '__type') return undefined;
      found = true;
      return BREAK;
    },
  });
  return found;
}

/**
 * The schema is described to signed-in admins only, in every environment: to anyone else it is a
 * map of what to attack. Checked at execution, where the context knows the viewer.
 */
export const adminOnlyIntrospection: Plugin<ModelContext> = {
  onExecute({ args, setResultAndStopExecution }) {
    if (args.contextValue.viewer || !asksForSchema(args.document)) return;
    setResultAndStopExecution({ errors: [new ApiError(INTROSPECTION_REFUSED_MESSAGE, 'UnauthorizedException')] });
  },
};
