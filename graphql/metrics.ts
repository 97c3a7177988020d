import { getOperationAST, type GraphQLError } from 'graphql';
import { handleStreamOrSingleExecutionResult, type Plugin } from 'graphql-yoga';
import { isDatabaseFailure } from '@/lib/core/db/failures';
import { isApiError } from '@/lib/core/model/errors';
import { type GraphQLErrorKind, metrics, type OperationType } from '@/lib/core/ops/metrics';

/*
 * Counts GraphQL operations and the requests answered with errors for GET /api/metrics, by
 * operation type and kind of error only: operation names and messages are the client's words or
 * vary, an unbounded set of labels. First in the plugin list, so that an operation another plugin
 * refuses is counted too, and before Yoga masks an unexpected error as "Unexpected error.",
 * so that what it was can still be told.
 */

/** The kinds of our API's refusals, by their AppSync errorType (lib/core/model/errors.ts). */
const KIND_BY_ERROR_TYPE: Partial<Record<string, GraphQLErrorKind>> = {
  ValidationError: 'validation',
  UnauthorizedException: 'unauthorized',
  Unauthorized: 'unauthorized',
  'DynamoDB:ConditionalCheckFailedException': 'condition',
  NotFound: 'not_found',
};

export function errorKind(error: GraphQLError): GraphQLErrorKind {
  const original = error.originalError ?? error;
  if (isApiError(original)) return KIND_BY_ERROR_TYPE[original.errorType] ?? 'refused';
  if (isDatabaseFailure(original)) return 'database';
  // Made by GraphQL or a plugin before any resolver ran (variables, cost): nothing was thrown.
  if (!error.originalError) return 'invalid';
  return 'unexpected';
}

function typeOf(args: { document: Parameters<typeof getOperationAST>[0]; operationName?: string | null }): OperationType {
  return getOperationAST(args.document, args.operationName ?? undefined)?.operation ?? 'unknown';
}

function countErrors(type: OperationType) {
  return (payload: Parameters<typeof handleStreamOrSingleExecutionResult>[0]) =>
    handleStreamOrSingleExecutionResult(payload, ({ result }) => {
      for (const kind of new Set(result.errors?.map(errorKind))) metrics().graphqlErrors.inc({ type, kind });
    });
}

function hasErrors(result: unknown): boolean {
  const results = Array.isArray(result) ? result : [result];
  return results.some((one) => Boolean((one as { errors?: unknown[] } | null)?.errors?.length));
}

/** Requests that reached execution; the others were refused before (syntax, validation, variables). */
const executed = new WeakSet<Request>();

export const graphqlMetrics: Plugin<{ request?: Request }> = {
  onExecute({ args }) {
    const type = typeOf(args);
    if (args.contextValue.request) executed.add(args.contextValue.request);
    metrics().graphqlOperations.inc({ type });
    return { onExecuteDone: countErrors(type) };
  },
  onSubscribe({ args }) {
    if (args.contextValue.request) executed.add(args.contextValue.request);
    metrics().graphqlOperations.inc({ type: 'subscription' });
    return { onSubscribeResult: countErrors('subscription') };
  },
  // Yoga's parse and validation caches skip those hooks for a document seen before: the answer is counted instead.
  onResultProcess({ request, result }) {
    if (!executed.has(request) && hasErrors(result)) metrics().graphqlErrors.inc({ type: 'invalid', kind: 'invalid' });
  },
};
