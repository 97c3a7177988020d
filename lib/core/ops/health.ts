import 'server-only';
import Redis from 'ioredis';
import { sql } from 'kysely';
import { getConfig } from '@/lib/core/config';
import { type Db, getDb, pendingMigrations } from '@/lib/core/db';
import { logger } from '@/lib/core/ops/log';

/*
 * Readiness for a load balancer, an orchestrator or a monitor (GET /api/ready): can this instance
 * serve right now? It asks what every page and form depends on: the database answers, its schema
 * is the one this code expects, and Redis answers when the instances share it. Liveness
 * (GET /api/health) asks nothing: a process that answers at all should not be restarted.
 *
 * The answer names each check and how long it took, never an address, a user or an error text
 * (those go to the server's log), and is kept for a second, so a monitor polling several times a
 * second costs the database one query a second.
 */

export type CheckName = 'database' | 'migrations' | 'redis';

export interface Check {
  name: CheckName;
  ok: boolean;
  /** How long the check took, in ms. */
  ms: number;
  /** What is wrong, in a few words fit for a status page: never an address or an error text. */
  problem?: string;
}

export interface Readiness {
  ready: boolean;
  checks: Check[];
}

/** A check that has not answered after this long counts as failed. */
export const CHECK_TIMEOUT_MS = 2000;
/** How long one answer is reused. */
export const READINESS_TTL_MS = 1000;

class CheckTimeout extends Error {}

async function timed(name: CheckName, run: () => Promise<string | undefined>, timeoutMs: number): Promise<Check> {
  const started = performance.now();
  let timer: NodeJS.Timeout | undefined;
  const deadline = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new CheckTimeout()), timeoutMs);
  });
  try {
    const problem = await Promise.race([run(), deadline]);
    return { name, ok: problem === undefined, ms: Math.round(performance.now() - started), ...(problem ? { problem } : {}) };
  } catch (error) {
    const problem = error instanceof CheckTimeout ? `no answer within ${timeoutMs} ms` : 'unreachable';
    if (!(error instanceof CheckTimeout)) logger().warn({ err: error, check: name }, 'Readiness check failed');
    return { name, ok: false, ms: Math.round(performance.now() - started), problem };
  } finally {
    clearTimeout(timer);
  }
}

/**
 * Sends PING. A client not yet connected connects first (its first check, or one made while the
 * connection is being opened); one that lost its connection fails at once, as it queues nothing.
 */
async function ping(redis: Redis): Promise<string | undefined> {
  if (redis.status === 'wait') await redis.connect();
  else if (redis.status === 'connecting' || redis.status === 'connect') {
    await new Promise<void>((resolve, reject) => {
      const onReady = () => (redis.off('close', onClose), resolve());
      const onClose = () => (redis.off('ready', onReady), reject(new Error('connection closed')));
      redis.once('ready', onReady).once('close', onClose);
    });
  }
  const answer = await redis.ping();
  return answer === 'PONG' ? undefined : 'unexpected answer';
}

export interface ReadinessSources {
  /** The database, opened (and migrated) on first use. */
  db: () => Promise<Db>;
  /** A client of the shared Redis when the instances share one (REDIS_URL), else null. */
  redis: Redis | null;
  timeoutMs?: number;
}

/** Runs every check at once; ready when each passes. */
export async function checkReadiness({ db, redis, timeoutMs = CHECK_TIMEOUT_MS }: ReadinessSources): Promise<Readiness> {
  const opened = db();
  // A failed open is reported by the database check; the migrations check then says so too.
  opened.catch(() => undefined);
  const checks = await Promise.all([
    timed('database', async () => {
      await sql`select 1`.execute((await opened).kysely);
      return undefined;
    }, timeoutMs),
    timed('migrations', async () => {
      const pending = await pendingMigrations(await opened);
      return pending.length > 0 ? `pending: ${pending.join(', ')}` : undefined;
    }, timeoutMs),
    ...(redis ? [timed('redis', () => ping(redis), timeoutMs)] : []),
  ]);
  return { ready: checks.every((check) => check.ok), checks };
}

/**
 * A Redis client for the checks only: it does not queue commands while disconnected (a PING then
 * fails at once) and keeps reconnecting in the background, so the check passes again as soon as
 * Redis is back.
 */
export function readinessRedis(url: string): Redis {
  const client = new Redis(url, { lazyConnect: true, enableOfflineQueue: false, maxRetriesPerRequest: 0, connectTimeout: CHECK_TIMEOUT_MS });
  client.on('error', () => undefined);
  return client;
}

const holder = globalThis as unknown as { __ozReadiness?: { at: number; answer: Promise<Readiness> }; __ozReadinessRedis?: Redis | null };

/** This process's readiness, asked at most once per READINESS_TTL_MS. */
export function processReadiness(now = Date.now()): Promise<Readiness> {
  const kept = holder.__ozReadiness;
  if (kept && now - kept.at < READINESS_TTL_MS) return kept.answer;
  if (holder.__ozReadinessRedis === undefined) {
    const { REDIS_URL } = getConfig();
    holder.__ozReadinessRedis = REDIS_URL ? readinessRedis(REDIS_URL) : null;
  }
  const answer = checkReadiness({ db: getDb, redis: holder.__ozReadinessRedis });
  holder.__ozReadiness = { at: now, answer };
  return answer;
}
