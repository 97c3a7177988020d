import { maxAliasesPlugin } from '@escape.tech/graphql-armor-max-aliases';
import { maxDepthPlugin } from '@escape.tech/graphql-armor-max-depth';
import type { ExecutionResult, GraphQLError } from 'graphql';
// Not a React hook, despite its name.
import { useGraphQLSSE as graphqlSsePlugin } from '@graphql-yoga/plugin-graphql-sse';
import { createYoga, handleStreamOrSingleExecutionResult, type Plugin, type YogaServerInstance } from 'graphql-yoga';
import { carriesSessionCookie, sessionMisused, viewerFromRequest } from '@/lib/core/auth/viewer';
import { getConfig } from '@/lib/core/config';
import { getDb } from '@/lib/core/db';
import { retryReadOnConnectionLoss } from '@/lib/core/db/read-retry';
import { BodyTooLargeError, readLimitedBody } from '@/lib/core/http/body';
import type { ModelContext } from '@/lib/core/model/repository';
import { costLimit, MAX_QUERY_COST } from './cost';
import { adminOnlyIntrospection } from './introspection';
import { graphqlMetrics } from './metrics';
import { readRetry } from './read-retry';
import { refuse, refuseForeignOrigin } from './refusal';
import { getSchema } from './schema';
import { streamHolder } from './stream-holder';
import { serveWithinStreamLimits } from './stream-limits';
import { streamRelay } from './stream-relay';
import { stringScalarVariables } from './string-scalar-variables';

export const GRAPHQL_PATH = '/api/graphql';
/**
 * GraphQL over SSE in its single-connection mode: one event stream carries every subscription of
 * a browser tab, so the admin's many live lists stay within HTTP/1.1's six connections per host.
 * The stream lives in one process; with several instances on Redis, graphql/stream-relay.ts
 * brings each request of a stream to the instance holding it, so no sticky sessions are needed.
 */
export const GRAPHQL_STREAM_PATH = '/api/graphql/stream';
/** Limits that keep one request from costing the server more than a page of the admin needs. */
export const QUERY_LIMITS = { maxDepth: 8, maxCost: MAX_QUERY_COST, maxAliases: 20 } as const;

type ServerContext = Record<string, unknown>;

/** A result as it is sent: AppSync's top-level `errorType` on each error that has one in its extensions (the HTTP answer and the real-time `data` message). */
export function withAppSyncErrorType(result: ExecutionResult): ExecutionResult | Record<string, unknown> {
  const errors = result.errors?.map((error) => {
    const json = error.toJSON();
    const errorType = json.extensions?.errorType;
    return typeof errorType === 'string' ? { ...json, errorType } : json;
  });
  return errors ? { ...result, errors } : result;
}

const stringifyWithErrorType = (result: ExecutionResult): string => JSON.stringify(withAppSyncErrorType(result));

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

/*
 * graphql-js refuses variables that do not fit their declared types before execution starts, and
 * its executor marks that HTTP 400 whatever the client accepts. GraphQL over HTTP keeps 400 for
 * `application/graphql-response+json` only; an `application/json` client (Amplify, or anything
 * written for AppSync, which answers 200) reads a non-2xx answer as a failed transport and loses the
 * message. Marked as the spec's request errors, they are answered by the Accept header as Yoga
 * already answers syntax and validation errors.
 */
function markRequestError(error: GraphQLError): void {
  const http = error.extensions.http as { status?: number; spec?: boolean } | undefined;
  if (http?.status === 400) http.spec = true;
}

/**
 * AppSync's `errorType` for an error of the request itself, which stopped it before any data: a
 * document it cannot parse is a malformed request, anything else it refuses (validation,
 * variables, limits) a validation error. Errors with a type of their own keep it.
 */
export function requestErrorType(error: { message: string }): string {
  return error.message.startsWith('Syntax Error') ? 'MalformedHttpRequestException' : 'ValidationError';
}

/* Parse and validation errors never reach onExecuteDone: they are typed where every result passes. */
const requestErrorTypes: Plugin = {
  onResultProcess({ result, setResult }) {
    if (Array.isArray(result) || Symbol.asyncIterator in result || 'data' in result || !result.errors?.length) return;
    for (const error of result.errors) {
      if (typeof error.extensions?.errorType !== 'string') Object.assign(error.extensions, { errorType: requestErrorType(error) });
    }
    setResult(Object.assign({ ...result }, { stringify: stringifyWithErrorType }));
  },
};

const variableErrorsByAccept: Plugin = {
  onExecute() {
    return {
      onExecuteDone(payload) {
        return handleStreamOrSingleExecutionResult(payload, ({ result }) => {
          // No data at all: the operation never started, so these are request errors.
          if (!('data' in result)) result.errors?.forEach(markRequestError);
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
    // Yoga's CORS reflects any Origin with credentials allowed; ours is in publicCors below.
    cors: false,
    graphiql: process.env.NODE_ENV !== 'production',
    plugins: [
      graphqlMetrics,
      readRetry,
      appSyncErrorType,
      requestErrorTypes,
      variableErrorsByAccept,
      stringScalarVariables,
      graphqlSsePlugin({ endpoint: GRAPHQL_STREAM_PATH }),
      maxDepthPlugin({ n: QUERY_LIMITS.maxDepth }),
      maxAliasesPlugin({ n: QUERY_LIMITS.maxAliases }),
      adminOnlyIntrospection,
      costLimit,
    ],
    context: async ({ request }) => {
      const db = await getDb();
      return { db, viewer: await retryReadOnConnectionLoss(() => viewerFromRequest(db, request)) };
    },
  });
  return holder.__ozYoga;
}

const MAX_BODY_BYTES = 1024 * 1024;

/*
 * Other sites may read the public content (as AppSync's API-key clients did), never with the
 * visitor's cookies: `*` is the one value for which browsers refuse to hand over a credentialed
 * answer. The admin is same-origin and needs no CORS.
 */
const publicCors = {
  'access-control-allow-origin': '*',
  'access-control-allow-methods': 'GET, POST',
  // What AppSync's clients (Amplify) send along: an API key and their user agent; neither is a credential here.
  'access-control-allow-headers': 'content-type, x-api-key, x-amz-user-agent',
  'access-control-max-age': '600',
} as const;

/** The media type of a request body, without its parameters. */
function mediaType(request: Request): string {
  return (request.headers.get('content-type') ?? '').split(';')[0]!.trim().toLowerCase();
}

/**
 * Hands the request to Yoga with its body read into memory, 1 MB at most: the bytes are counted
 * as they arrive, so a chunked body without Content-Length cannot get round the limit.
 */
async function serveWithinBodyLimit(request: Request): Promise<Response> {
  if (!request.body) return getYoga().handleRequest(request, {});
  let body: Uint8Array<ArrayBuffer>;
  try {
    body = await readLimitedBody(request, MAX_BODY_BYTES);
  } catch (error) {
    if (error instanceof BodyTooLargeError) return refuse(413, 'Request body is too large (1 MB at most).');
    throw error;
  }
  const { url, method, headers, signal } = request;
  return getYoga().handleRequest(new Request(url, { method, headers, body, signal }), {});
}

const serveHere = (request: Request) => serveWithinStreamLimits(request, serveWithinBodyLimit, streamHolder);

/** The single-connection endpoint goes through the relay between instances when there is one (graphql/stream-relay.ts). */
function serveStreamOrRequest(request: Request): Promise<Response> {
  const relay = new URL(request.url).pathname === GRAPHQL_STREAM_PATH ? streamRelay(getConfig().REDIS_URL, serveHere) : null;
  return relay ? relay.handle(request) : serveHere(request);
}

/**
 * Serves one request of the API (both endpoints). Before Yoga sees it: a POST must be JSON (a
 * form or multipart body is what a foreign page can send without asking first), a request that
 * carries the admin session must come from the site's own pages, a client may hold only so many
 * event streams open (graphql/stream-limits.ts), and bodies above 1 MB are refused.
 */
export async function handleGraphQLRequest(request: Request): Promise<Response> {
  if (request.method === 'OPTIONS') return new Response(null, { status: 204, headers: publicCors });
  if (request.method === 'POST' && mediaType(request) !== 'application/json') {
    return refuse(415, 'Send GraphQL requests as application/json.', publicCors);
  }
  if (sessionMisused(request)) {
    return refuseForeignOrigin(getConfig().siteUrl);
  }
  const response = await serveStreamOrRequest(request);
  if (request.headers.has('origin') && !carriesSessionCookie(request)) {
    for (const [name, value] of Object.entries(publicCors)) response.headers.set(name, value);
  }
  return response;
}
