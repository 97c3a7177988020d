import type { GraphQLSchema } from 'graphql';
import { createSchema, filter, pipe } from 'graphql-yoga';
import { isRefusal, namedRecord, recordRefusal } from '@/lib/core/audit/refusals';
import { checkOperation, OPERATION_RULES } from '@/lib/core/auth/permissions';
import { type EntityName, entityNames } from '@/lib/core/model/entities';
import { getPubSub, topic } from '@/lib/core/model/events';
import { type Filter, matches } from '@/lib/core/model/filters';
import {
  createItem,
  deleteItem,
  findBy,
  getItem,
  isVisible,
  type ListArgs,
  listItems,
  type ModelContext,
  newsPage,
  type NewsPageArgs,
  updateItem,
} from '@/lib/core/model/repository';
import { adminResolvers } from './admin-resolvers';
import { ADMIN_SDL } from './admin-sdl';
import { analyticsResolvers } from './analytics-resolvers';
import { ANALYTICS_SDL } from './analytics-sdl';
import { AWS_SCALARS_SDL, awsScalarResolvers } from './aws-scalars';
import { bookingResolvers } from './booking-resolvers';
import { BOOKING_SDL } from './booking-sdl';
import { historyResolvers } from './history-resolvers';
import { HISTORY_SDL } from './history-sdl';
import { pageSeoResolvers } from './page-seo-resolvers';
import { PAGE_SEO_SDL } from './page-seo-sdl';
import { redirectResolvers } from './redirect-resolvers';
import { REDIRECT_SDL } from './redirect-sdl';
import { reviewResolvers } from './review-resolvers';
import { REVIEW_SDL } from './review-sdl';
import { securityResolvers } from './security-resolvers';
import { SECURITY_SDL } from './security-sdl';
import { searchResolvers } from './search-resolvers';
import { SEARCH_SDL } from './search-sdl';
import { whileAccessHolds } from './live-access';
import { buildSdl, plural } from './sdl';

type Args = Record<string, unknown>;
type Resolver = (parent: unknown, args: Args, ctx: ModelContext) => unknown;
type MutationArgs = { input: Record<string, unknown>; condition?: Filter | null };

function entityResolvers(entity: EntityName) {
  const query: Record<string, Resolver> = {
    [`get${entity}`]: (_, args, ctx) => getItem(ctx, entity, String(args.id)),
    [`list${plural(entity)}`]: (_, args, ctx) => listItems(ctx, entity, args as ListArgs),
  };
  const mutation: Record<string, Resolver> = {
    [`create${entity}`]: (_, args, ctx) => createItem(ctx, entity, (args as MutationArgs).input, (args as MutationArgs).condition),
    [`update${entity}`]: (_, args, ctx) => updateItem(ctx, entity, (args as MutationArgs).input, (args as MutationArgs).condition),
    [`delete${entity}`]: (_, args, ctx) => deleteItem(ctx, entity, (args as MutationArgs).input, (args as MutationArgs).condition),
  };
  const subscription = Object.fromEntries(
    (['create', 'update', 'delete'] as const).map((kind) => [
      `on${kind[0]?.toUpperCase()}${kind.slice(1)}${entity}`,
      {
        subscribe: (_: unknown, args: { filter?: Filter | null }, ctx: ModelContext) =>
          pipe(
            getPubSub().subscribe(topic(entity, kind)),
            whileAccessHolds(ctx),
            filter(async (item: Record<string, unknown>) => matches(entity, args.filter, item) && (await isVisible(ctx, entity, item))),
          ),
        resolve: (payload: Record<string, unknown>) => payload,
      },
    ]),
  );
  return { query, mutation, subscription };
}

const byStore = (entity: 'Review' | 'Trainer' | 'Question'): Resolver => (_, args, ctx) =>
  findBy(ctx, entity, 'storeId', String(args.storeId), [{ column: 'createdAt' }]);

type Field = Resolver | { subscribe: Resolver; resolve?: unknown };
type RootType = 'Query' | 'Mutation' | 'Subscription';

/**
 * A write refused to a signed-in account, by its rule or by the repository (a store outside its
 * stores), goes to the audit log once (lib/core/audit/refusals.ts); every refusal of a write passes here.
 */
function auditingRefusals(name: string, resolver: Resolver): Resolver {
  return async (parent, args, ctx) => {
    try {
      return await resolver(parent, args, ctx);
    } catch (error) {
      if (isRefusal(error) && ctx.viewer) await recordRefusal(ctx.db, ctx.viewer, name, namedRecord(name, args));
      throw error;
    }
  };
}

/** Each field of a root type, checked against its rule (lib/core/auth/permissions.ts) before it runs. */
function guarded(type: RootType, fields: Record<string, Field>): Record<string, Field> {
  return Object.fromEntries(
    Object.entries(fields).map(([name, field]) => {
      if (!OPERATION_RULES[`${type}.${name}`]) throw new Error(`${type}.${name} has no rule in lib/core/auth/permissions.ts.`);
      const check = (ctx: ModelContext) => checkOperation(type, name, ctx.viewer);
      if (typeof field === 'function') {
        const run: Resolver = (parent, args, ctx) => (check(ctx), field(parent, args, ctx));
        return [name, type === 'Mutation' ? auditingRefusals(name, run) : run];
      }
      return [name, { ...field, subscribe: (parent: unknown, args: Args, ctx: ModelContext) => (check(ctx), field.subscribe(parent, args, ctx)) }];
    }),
  );
}

/** Every field of the root types has its resolver, so none escapes the check of guarded(). */
function checkEveryOperationGuarded(built: GraphQLSchema, resolvers: Record<RootType, Record<string, Field>>): void {
  for (const type of ['Query', 'Mutation', 'Subscription'] as const) {
    const root = type === 'Query' ? built.getQueryType() : type === 'Mutation' ? built.getMutationType() : built.getSubscriptionType();
    for (const name of Object.keys(root?.getFields() ?? {})) {
      if (!(name in resolvers[type])) throw new Error(`${type}.${name} has no resolver, so no permission check.`);
    }
  }
}

let schema: GraphQLSchema | undefined;

export function getSchema(): GraphQLSchema {
  if (schema) return schema;
  const parts = entityNames.map(entityResolvers);
  const roots: Record<RootType, Record<string, Field>> = {
    Query: {
      ...Object.assign({}, ...parts.map((part) => part.query)),
      newsByRoute: (_: unknown, args: Args, ctx: ModelContext) => findBy(ctx, 'News', 'route', String(args.route)),
      newsContentsByNewsId: (_: unknown, args: Args, ctx: ModelContext) =>
        findBy(ctx, 'NewsContent', 'newsId', String(args.newsId), [{ column: 'order' }]),
      storeByLink: async (_: unknown, args: Args, ctx: ModelContext) =>
        (await findBy(ctx, 'Store', 'link', String(args.link)))[0] ?? null,
      reviewsByStoreId: byStore('Review'),
      trainersByStoreId: byStore('Trainer'),
      questionsByStoreId: byStore('Question'),
      newsPage: (_: unknown, args: Args, ctx: ModelContext) => newsPage(ctx, args as unknown as NewsPageArgs),
      me: (_: unknown, __: Args, ctx: ModelContext) => ctx.viewer,
      ...adminResolvers.Query,
      ...historyResolvers.Query,
      ...redirectResolvers.Query,
      ...securityResolvers.Query,
      ...bookingResolvers.Query,
      ...reviewResolvers.Query,
      ...searchResolvers.Query,
      ...analyticsResolvers.Query,
    },
    Mutation: Object.assign({}, ...parts.map((part) => part.mutation), adminResolvers.Mutation, historyResolvers.Mutation, redirectResolvers.Mutation, securityResolvers.Mutation, bookingResolvers.Mutation, reviewResolvers.Mutation),
    Subscription: Object.assign({}, ...parts.map((part) => part.subscription), adminResolvers.Subscription, reviewResolvers.Subscription),
  };
  // ページのSEO設定: the fixed pages' own search values (graphql/page-seo-sdl.ts).
  Object.assign(roots.Query, pageSeoResolvers.Query);
  Object.assign(roots.Mutation, pageSeoResolvers.Mutation);
  const built = createSchema<ModelContext>({
    typeDefs: [AWS_SCALARS_SDL, buildSdl(), ADMIN_SDL, HISTORY_SDL, REDIRECT_SDL, SECURITY_SDL, BOOKING_SDL, SEARCH_SDL, PAGE_SEO_SDL, REVIEW_SDL, ANALYTICS_SDL],
    resolvers: {
      ...awsScalarResolvers,
      Query: guarded('Query', roots.Query),
      Mutation: guarded('Mutation', roots.Mutation),
      Subscription: guarded('Subscription', roots.Subscription),
      Enquiry: adminResolvers.Enquiry,
    },
  });
  checkEveryOperationGuarded(built, roots);
  schema = built;
  return schema;
}
