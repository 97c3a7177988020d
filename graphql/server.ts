import { costLimitPlugin } from '@escape.tech/graphql-armor-cost-limit';
import { maxAliasesPlugin } from '@escape.tech/graphql-armor-max-aliases';
import { maxDepthPlugin } from '@escape.tech/graphql-armor-max-depth';
import { createYoga, type YogaServerInstance } from 'graphql-yoga';
import { viewerFromRequest } from '@/lib/auth/viewer';
import { getDb } from '@/lib/db';
import type { ModelContext } from '@/lib/model/repository';
import { getSchema } from './schema';

export const GRAPHQL_PATH = '/api/graphql';
/** Limits that keep one request from costing the server more than a page of the admin needs. */
export const QUERY_LIMITS = { maxDepth: 8, maxCost: 20_000, maxAliases: 20 } as const;

type ServerContext = Record<string, unknown>;

const holder = globalThis as unknown as { __ozYoga?: YogaServerInstance<ServerContext, ModelContext> };

export function getYoga(): YogaServerInstance<ServerContext, ModelContext> {
  holder.__ozYoga ??= createYoga<ServerContext, ModelContext>({
    schema: getSchema(),
    graphqlEndpoint: GRAPHQL_PATH,
    fetchAPI: { Response },
    landingPage: false,
    graphiql: process.env.NODE_ENV !== 'production',
    plugins: [
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
