import { analyticsReport } from '@/lib/core/analytics';
import { reachesAllContent } from '@/lib/core/auth/roles';
import { type ModelContext, requireAdmin } from '@/lib/core/model/repository';

type Args = Record<string, unknown>;

const str = (value: unknown): string => (typeof value === 'string' ? value : '');

/** The visit analytics' fields (graphql/analytics-sdl.ts); who may call each is checked before (permissions.ts). */
export const analyticsResolvers = {
  Query: {
    analyticsReport: (_: unknown, args: Args, ctx: ModelContext) => {
      const viewer = requireAdmin(ctx);
      // Owners and editors reach every store and the whole site; store staff their stores.
      return analyticsReport(ctx.db, { from: str(args.from), to: str(args.to), storeId: str(args.storeId) || null, reach: reachesAllContent(viewer) ? null : viewer.storeIds });
    },
  },
};
