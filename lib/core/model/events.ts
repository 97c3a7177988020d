import 'server-only';
import { createPubSub, type PubSub } from 'graphql-yoga';
import { createRedisEventTarget } from '@graphql-yoga/redis-event-target';
import Redis from 'ioredis';
import { getConfig } from '@/lib/core/config';
import type { EntityName } from './entities';
import { logger } from '@/lib/core/ops/log';

export type ChangeKind = 'create' | 'update' | 'delete';

export function topic(entity: EntityName, kind: ChangeKind): string {
  return `${entity}:${kind}`;
}

type Topics = Record<string, [Record<string, unknown>]>;

const holder = globalThis as unknown as { __ozPubSub?: PubSub<Topics> };

/**
 * A connection for live events. Its errors are reported, once until it is back, instead of
 * becoming unhandled ones (ioredis reconnects by itself). A subscribing connection skips
 * ioredis's ready check: that check sends INFO, which Redis refuses on a connection already
 * subscribed, so a connection that subscribed at once failed its own check.
 *
 * The event target calls publish, subscribe and unsubscribe without handling their promises.
 * While Redis is down ioredis keeps such commands and sends them on reconnection, but after
 * its 20 retries (about ten seconds) it rejects them: here such a command's failure is reported
 * instead of becoming an unhandled rejection. The event is lost (a live list shows the change
 * at its next load); the change itself is in the database.
 */
function redisClient(url: string, role: 'publishing' | 'subscribing'): Redis {
  const client = new Redis(url, { lazyConnect: false, enableReadyCheck: role === 'publishing' });
  let reported = false;
  client.on('error', (error: Error) => {
    if (reported) return;
    reported = true;
    logger().warn({ err: error, role }, 'Redis (live events) is unreachable; retrying');
  });
  client.on('ready', () => (reported = false));
  for (const command of ['publish', 'subscribe', 'unsubscribe'] as const) {
    const send = client[command].bind(client) as (...args: unknown[]) => Promise<unknown>;
    const reportFailure = (error: Error) => logger().warn({ err: error, role, command }, 'Redis (live events): a command failed');
    Object.assign(client, { [command]: (...args: unknown[]) => send(...args).catch(reportFailure) });
  }
  return client;
}

/**
 * Live change events for subscriptions. In one process they travel in memory; with REDIS_URL
 * set they go through Redis, so every instance behind a load balancer sees every change.
 * Kept on globalThis so a development reload does not create a second bus.
 */
export function getPubSub(): PubSub<Topics> {
  if (holder.__ozPubSub) return holder.__ozPubSub;
  const { REDIS_URL } = getConfig();
  holder.__ozPubSub = REDIS_URL
    ? createPubSub<Topics>({
        eventTarget: createRedisEventTarget({
          publishClient: redisClient(REDIS_URL, 'publishing'),
          subscribeClient: redisClient(REDIS_URL, 'subscribing'),
        }),
      })
    : createPubSub<Topics>();
  return holder.__ozPubSub;
}

export function publishChange(entity: EntityName, kind: ChangeKind, item: Record<string, unknown>): void {
  getPubSub().publish(topic(entity, kind), item);
}
