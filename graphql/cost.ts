import {
  type ExecutionArgs,
  type ExecutionResult,
  getNamedType,
  getOperationAST,
  getVariableValues,
  type GraphQLField,
  GraphQLError,
} from 'graphql';
import { type ComplexityEstimator, getComplexity, simpleEstimator } from 'graphql-query-complexity';
import type { Plugin } from 'graphql-yoga';
import { DEFAULT_PER_PAGE as DEFAULT_ENQUIRIES_PER_PAGE, MAX_PER_PAGE as MAX_ENQUIRIES_PER_PAGE } from '@/lib/core/enquiry/inbox';
import { DEFAULT_LIMIT, DEFAULT_NEWS_PER_PAGE, MAX_LIMIT, MAX_NEWS_PER_PAGE } from '@/lib/core/model/repository';

/*
 * What a request may cost before it runs. Every field costs 1; a paged list costs, for each item
 * its page may hold, ITEM_COST plus the fields asked of the item, so `listStores(limit: 2000)`
 * weighs 20 times `listStores` (100 by default), whether the limit is written in the query or
 * passed as a variable.
 */

/**
 * The most one request may cost. The admin loads every list 2,000 items a page with every field:
 * a page of stores, the widest entity, costs about 82,000 and fits with room for a few more fields;
 * five pages of 2,000, even of ids only, do not (graphql/cost.test.ts weighs every document the app sends).
 */
export const MAX_QUERY_COST = 100_000;

/** One item of a page costs more than its fields: the resolvers read whole rows whatever is selected. */
const ITEM_COST = 10;

/**
 * The most fields the weighing walks through: fragments spread inside fragments multiply, and a
 * document that would take longer to weigh than to refuse is refused.
 */
const MAX_WEIGHED_NODES = 10_000;

interface Paging {
  argument: string;
  fallback: number;
  max: number;
}

const LIST_PAGING: Paging = { argument: 'limit', fallback: DEFAULT_LIMIT, max: MAX_LIMIT };

/** The paged fields that are not a `Model…Connection`. */
const PAGE_FIELDS: Record<string, Paging> = {
  newsPage: { argument: 'perPage', fallback: DEFAULT_NEWS_PER_PAGE, max: MAX_NEWS_PER_PAGE },
  listEnquiries: { argument: 'perPage', fallback: DEFAULT_ENQUIRIES_PER_PAGE, max: MAX_ENQUIRIES_PER_PAGE },
};

function pagingOf(field: GraphQLField<unknown, unknown>): Paging | undefined {
  if (/^Model\w+Connection$/.test(getNamedType(field.type).name)) return LIST_PAGING;
  return PAGE_FIELDS[field.name];
}

/** The page size the resolver will use; one it refuses (0, negative) costs as a page of one. */
function pageSize(paging: Paging, requested: unknown): number {
  if (typeof requested !== 'number') return paging.fallback;
  return Math.min(Math.max(Math.floor(requested), 1), paging.max);
}

const pageEstimator: ComplexityEstimator = ({ field, args, childComplexity }) => {
  const paging = pagingOf(field);
  if (!paging) return undefined;
  return 1 + pageSize(paging, args[paging.argument]) * (ITEM_COST + childComplexity);
};

const estimators = [pageEstimator, simpleEstimator({ defaultComplexity: 1 })];

export type CostedOperation = Pick<ExecutionArgs, 'schema' | 'document' | 'variableValues' | 'operationName'>;

/** The cost of the operation, with its variables; throws when the document is too big to weigh. */
export function queryCost({ schema, document, variableValues, operationName }: CostedOperation): number {
  return getComplexity({
    schema,
    query: document,
    variables: variableValues ?? {},
    operationName: operationName ?? undefined,
    estimators,
    maxQueryNodes: MAX_WEIGHED_NODES,
  });
}

function tooCostly(cost: number | null): GraphQLError {
  const found = cost === null ? 'it is too large to weigh' : `its cost is ${cost}`;
  return new GraphQLError(
    `Query cost limit of ${MAX_QUERY_COST} exceeded: ${found}. Ask for fewer items (a smaller limit) or fewer fields and aliases.`,
    { extensions: { code: 'QUERY_TOO_COSTLY', maxCost: MAX_QUERY_COST, ...(cost === null ? {} : { cost }) } },
  );
}

/** The refusal of an operation over MAX_QUERY_COST, or null when it may run. */
export function costRefusal(operation: CostedOperation): GraphQLError | null {
  const ast = getOperationAST(operation.document, operation.operationName);
  if (!ast) return null;
  // Variables that do not fit the schema are execution's to report, with GraphQL's own messages.
  if (getVariableValues(operation.schema, ast.variableDefinitions ?? [], operation.variableValues ?? {}).errors) return null;
  let cost: number;
  try {
    cost = queryCost(operation);
  } catch {
    return tooCostly(null);
  }
  return cost > MAX_QUERY_COST ? tooCostly(cost) : null;
}

interface OperationStart {
  args: ExecutionArgs;
  setResultAndStopExecution(result: ExecutionResult): void;
}

function refuseCostly({ args, setResultAndStopExecution }: OperationStart): void {
  const refusal = costRefusal(args);
  if (refusal) setResultAndStopExecution({ errors: [refusal] });
}

/** Refuses an operation over MAX_QUERY_COST before it runs, on both endpoints (variables are known here, not at validation). */
export const costLimit: Plugin = {
  onExecute: refuseCostly,
  onSubscribe: refuseCostly,
};
