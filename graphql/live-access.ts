import { filter } from 'graphql-yoga';
import { stillSignedIn } from '@/lib/core/auth/viewer';
import { unauthenticated } from '@/lib/core/model/errors';
import type { ModelContext } from '@/lib/core/model/repository';

/**
 * A subscription outlives the request that checked its viewer. Before each event reaches a
 * signed-in subscriber, the account is checked again: once it is disabled, or its sessions were
 * ended (password change, "sign out everywhere"), the subscription ends with the sign-in error
 * instead of delivering. Anonymous subscribers have nothing to lose and are not checked.
 */
export function whileAccessHolds<T>(ctx: ModelContext): (source: AsyncIterable<T>) => AsyncIterable<T> {
  return filter(async () => {
    if (ctx.viewer && !(await stillSignedIn(ctx.db, ctx.viewer))) throw unauthenticated();
    return true;
  });
}
