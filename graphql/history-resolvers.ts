import { deleteTrashItem, emptyTrash, latestVersion, listTrash, listVersions, getVersion, restoreTrashItem, restoreVersion } from '@/lib/core/model/history';
import type { ModelContext } from '@/lib/core/model/repository';

type Args = Record<string, unknown>;

const str = (value: unknown): string => (typeof value === 'string' ? value : '');

/** History and trash (graphql/history-sdl.ts); each function checks for a signed-in admin. */
export const historyResolvers = {
  Query: {
    listRecordVersions: (_: unknown, args: Args, ctx: ModelContext) => listVersions(ctx, str(args.entity), str(args.id)),
    getRecordVersion: (_: unknown, args: Args, ctx: ModelContext) => getVersion(ctx, str(args.id)),
    latestVersion: (_: unknown, args: Args, ctx: ModelContext) => latestVersion(ctx, str(args.entity), str(args.id)),
    listTrash: (_: unknown, __: Args, ctx: ModelContext) => listTrash(ctx),
  },
  Mutation: {
    restoreRecordVersion: (_: unknown, args: Args, ctx: ModelContext) => restoreVersion(ctx, str(args.id)),
    restoreTrashItem: (_: unknown, args: Args, ctx: ModelContext) => restoreTrashItem(ctx, str(args.id)),
    deleteTrashItem: (_: unknown, args: Args, ctx: ModelContext) => deleteTrashItem(ctx, str(args.id)),
    emptyTrash: (_: unknown, args: Args, ctx: ModelContext) => emptyTrash(ctx, Array.isArray(args.ids) ? args.ids.map(str) : []),
  },
};
