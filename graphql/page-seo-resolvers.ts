import type { ModelContext } from '@/lib/core/model/repository';
import { listPageSeo, savePageSeo } from '@/lib/core/page-seo';

type Args = Record<string, unknown>;

const optional = (value: unknown): string | null => (typeof value === 'string' ? value : null);

/** The fields of graphql/page-seo-sdl.ts; who may call each is checked before (permissions.ts) and again inside. */
export const pageSeoResolvers = {
  Query: {
    pageSeoSettings: (_: unknown, __: Args, ctx: ModelContext) => listPageSeo(ctx),
  },
  Mutation: {
    setPageSeo: (_: unknown, args: Args, ctx: ModelContext) =>
      savePageSeo(ctx, {
        path: typeof args.path === 'string' ? args.path : '',
        seoTitle: optional(args.seoTitle),
        seoDescription: optional(args.seoDescription),
        seoImage: optional(args.seoImage),
        ...(args.expectedUpdatedAt === undefined ? {} : { expectedUpdatedAt: optional(args.expectedUpdatedAt) }),
      }),
  },
};
