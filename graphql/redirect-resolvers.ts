import type { ModelContext } from '@/lib/core/model/repository';
import { createRedirect, deleteRedirect, deleteWithRedirect, listRedirects, updateRedirect } from '@/lib/core/redirects';
import type { RedirectInput } from '@/lib/core/redirects/paths';

type Args = Record<string, unknown>;

const str = (value: unknown): string => (typeof value === 'string' ? value : '');
const input = (value: unknown): RedirectInput => (value && typeof value === 'object' ? (value as RedirectInput) : { fromPath: '' });

/** Redirects (graphql/redirect-sdl.ts); each function checks for an owner or editor. */
export const redirectResolvers = {
  Query: {
    listRedirects: (_: unknown, __: Args, ctx: ModelContext) => listRedirects(ctx),
  },
  Mutation: {
    createRedirect: (_: unknown, args: Args, ctx: ModelContext) => createRedirect(ctx, input(args.input)),
    updateRedirect: (_: unknown, args: Args, ctx: ModelContext) => updateRedirect(ctx, str(args.id), input(args.input)),
    deleteRedirect: (_: unknown, args: Args, ctx: ModelContext) => deleteRedirect(ctx, str(args.id)),
    deleteWithRedirect: (_: unknown, args: Args, ctx: ModelContext) =>
      deleteWithRedirect(ctx, args.entity === 'Store' ? 'Store' : 'News', str(args.id), typeof args.toPath === 'string' ? args.toPath : null),
  },
};
