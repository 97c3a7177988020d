import { type ExecutionArgs, type ExecutionResult, getOperationAST } from 'graphql';
import type { Plugin } from 'graphql-yoga';
import { isConnectionLoss } from '@/lib/core/db/failures';
import { retryReadOnConnectionLoss } from '@/lib/core/db/read-retry';

/*
 * A query whose database connection was dropped under it (lib/core/db/read-retry.ts) is executed again,
 * whole, instead of answering "Unexpected error.": a query only reads. A mutation is never
 * executed twice, nor a subscription.
 */

function lostConnection(result: unknown): boolean {
  const errors = (result as ExecutionResult | null)?.errors;
  return Array.isArray(errors) && errors.some(isConnectionLoss);
}

/** `execute`, retried (lib/core/db/read-retry.ts) for a query that failed on a dropped connection. */
export function retryingReads<Result>(execute: (args: ExecutionArgs) => Result | Promise<Result>): (args: ExecutionArgs) => Promise<Result> {
  return async (args) => {
    const run = async () => execute(args);
    if (getOperationAST(args.document, args.operationName)?.operation !== 'query') return run();
    return retryReadOnConnectionLoss(run, lostConnection);
  };
}

/** The same for /api/graphql. */
export const readRetry: Plugin = {
  onExecute({ executeFn, setExecuteFn }) {
    setExecuteFn(retryingReads(executeFn));
  },
};
