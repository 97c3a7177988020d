import { getOperationAST } from 'graphql';
import { handleStreamOrSingleExecutionResult, type Plugin } from 'graphql-yoga';
import { metrics, type OperationType } from '@/lib/ops/metrics';

/*
 * Counts GraphQL operations and the requests answered with errors for GET /api/metrics, by
 * operation type only: operation names are the client's words, an unbounded set of labels.
 * First in the plugin list, so that an operation another plugin refuses is counted too.
 */

function typeOf(args: { document: Parameters<typeof getOperationAST>[0]; operationName?: string | null }): OperationType {
  return getOperationAST(args.document, args.operationName ?? undefined)?.operation ?? 'unknown';
}

function countErrors(type: OperationType) {
  return (payload: Parameters<typeof handleStreamOrSingleExecutionResult>[0]) =>
    handleStreamOrSingleExecutionResult(payload, ({ result }) => {
      if (result.errors?.length) metrics().graphqlErrors.inc({ type });
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
    if (!executed.has(request) && hasErrors(result)) metrics().graphqlErrors.inc({ type: 'invalid' });
  },
};
