import { costLimitPlugin } from '@escape.tech/graphql-armor-cost-limit';
import { maxAliasesPlugin } from '@escape.tech/graphql-armor-max-aliases';
import { maxDepthPlugin } from '@escape.tech/graphql-armor-max-depth';
import type { ExecutionResult } from 'graphql';
// Not a React hook, despite its name.
import { useGraphQLSSE as graphqlSsePlugin } from '@graphql-yoga/plugin-graphql-sse';
import { createYoga, handleStreamOrSingleExecutionResult, type Plugin, type YogaServerInstance } from 'graphql-yoga';
import { viewerFromRequest } from '@/lib/auth/viewer';
import { getDb } from '@/lib/db';
import type { ModelContext } from '@/lib/model/repository';
import { getSchema } from './schema';

export const GRAPHQL_PATH = '/api/graphql';
/**
 * GraphQL over SSE in its single-connection mode: one event stream carries every subscription of
 * a browser tab, so the admin's many live lists stay within HTTP/1.1's six connections per host.
 * The reservation lives in this process; several instances need sticky sessions for it.
 */
export const GRAPHQL_STREAM_PATH = '/api/graphql/stream';
/** Limits that keep one request from costing the server more than a page of the admin needs. */
export const QUERY_LIMITS = { maxDepth: 8, maxCost: 20_000, maxAliases: 20 } as const;

type ServerContext = Record<string, unknown>;

/** Serializes a result with AppSync's top-level `errorType` on each error that has one in its extensions. */
function stringifyWithErrorType(result: ExecutionResult): string {
  const errors = result.errors?.map((error) => {
    const json = error.toJSON();
    const errorType = json.extensions?.errorType;
    return typeof errorType === 'string' ? { ...json, errorType } : json;
  });
  return JSON.stringify(errors ? { ...result, errors } : result);
}

/*
 * graphql-js wraps an error thrown by a resolver in a new GraphQLError that carries its path, and
 * Yoga rebuilds every error before serializing it, so ApiError's own toJSON never runs: the
 * top-level `errorType` AppSync clients read is added here, through Yoga's `stringify` hook.
 */
const appSyncErrorType: Plugin = {
  onExecute() {
    return {
      onExecuteDone(payload) {
        return handleStreamOrSingleExecutionResult(payload, ({ result, setResult }) => {
          if (result.errors?.length) setResult(Object.assign({ ...result }, { stringify: stringifyWithErrorType }));
        });
      },
    };
  },
};

const holder = globalThis as unknown as { __ozYoga?: YogaServerInstance<ServerContext, ModelContext> };

export function getYoga(): YogaServerInstance<ServerContext, ModelContext> {
  holder.__ozYoga ??= createYoga<ServerContext, ModelContext>({
    schema: getSchema(),
    graphqlEndpoint: GRAPHQL_PATH,
    fetchAPI: { Response, ReadableStream },
    landingPage: false,
    graphiql: process.env.NODE_ENV !== 'production',
    plugins: [
      appSyncErrorType,
      graphqlSsePlugin({ endpoint: GRAPHQL_STREAM_PATH }),
      maxDepthPlugin({ n: QUERY_LIMITS.maxDepth }),
      costLimitPlugin({ maxCost: QUERY_LIMITS.maxCost }),
      maxAliasesPlugin({ n: QUERY_LIMITS.maxAliases }),
    ],
    context: async ({ request }) => {
      const db = await getDb();
      return { db, viewer: await viewerFromRequest(db, request) };
    },
  });
  return holder.__ozYoga;
}

const MAX_BODY_BYTES = 1024 * 1024;

/** Serves one request of the API (both endpoints), refusing bodies above 1 MB before parsing them. */
export async function handleGraphQLRequest(request: Request): Promise<Response> {
  const length = Number(request.headers.get('content-length') ?? 0);
  if (length > MAX_BODY_BYTES) {
    return Response.json({ errors: [{ message: 'Request body is too large (1 MB at most).' }] }, { status: 413 });
  }
  return getYoga().handleRequest(request, {});
}
