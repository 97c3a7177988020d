import { collectDefaultMetrics, Counter, Gauge, Histogram, Registry } from 'prom-client';
import { getDb } from '@/lib/core/db';

/*
 * The Prometheus metrics of this process (GET /api/metrics, lib/core/ops/metrics-endpoint.ts).
 *
 * Our HTTP server (scripts/server.ts) and the application Next.js bundles (app/ and the lib/
 * modules it imports) are loaded separately, each with its own copy of this module, so the
 * registry lives on globalThis: the server counts requests, the API counts GraphQL operations and
 * sign-ins, and the endpoint reads them all from the one registry.
 *
 * Every label takes a few fixed values (route kinds, operation types, cache results): nothing a
 * client sends becomes a label. A number a higher layer owns (the API's open event streams) is
 * registered by its owner as a gauge (registerGauge), so this module imports nothing above lib/core.
 */

export type CacheLayer = 'server' | 'next';
export type CacheResult = 'hit' | 'stale' | 'miss';
export type OperationType = 'query' | 'mutation' | 'subscription' | 'unknown';
/**
 * What a GraphQL error was (graphql/metrics.ts): a refusal our API gives a reason for
 * (`validation`, `unauthorized`, `condition`, `not_found`, `refused` for the others), a failure
 * of the database (`database`), anything else a resolver threw (`unexpected`, answered
 * "Unexpected error."), or a request refused before execution (`invalid`).
 */
export type GraphQLErrorKind = 'validation' | 'unauthorized' | 'condition' | 'not_found' | 'refused' | 'database' | 'unexpected' | 'invalid';

export interface Metrics {
  registry: Registry;
  requests: Counter<'kind' | 'method' | 'status'>;
  requestSeconds: Histogram<'kind'>;
  pageCache: Counter<'layer' | 'result'>;
  graphqlOperations: Counter<'type'>;
  graphqlErrors: Counter<'type' | 'kind'>;
  signInFailures: Counter<'reason'>;
  signInLocks: Counter;
  /** What each registered gauge reads at a scrape, by its name (registerGauge). */
  gaugeReaders: Map<string, GaugeReader>;
}

/** The value of a gauge at a scrape. */
export type GaugeReader = () => number | Promise<number>;

/** Pending mails: waiting for their first try, being sent, or failed and waiting for the next. */
const UNSENT_STATES = ['pending', 'sending', 'failed'] as const;

/** The outbox's depth and the age of its oldest unsent mail, in one query (lib/core/mail/outbox.ts). */
export async function outboxBacklog(now: Date = new Date()): Promise<{ depth: number; oldestSeconds: number }> {
  const db = await getDb();
  const row = await db.kysely
    .selectFrom('mail_outbox')
    .select((eb) => [eb.fn.countAll<string | number>().as('depth'), eb.fn.min<string | null>('createdAt').as('oldest')])
    .where('state', 'in', UNSENT_STATES)
    .executeTakeFirst();
  const oldest = row?.oldest ? Date.parse(row.oldest) : NaN;
  return { depth: Number(row?.depth ?? 0), oldestSeconds: Number.isNaN(oldest) ? 0 : Math.max(0, (now.getTime() - oldest) / 1000) };
}

function create(): Metrics {
  const registry = new Registry();
  const registers = [registry];
  collectDefaultMetrics({ register: registry, prefix: 'oz_' });
  // One query per scrape for both gauges below: a scrape calls every collect before any answers.
  // An unreachable database leaves them NaN (the readiness check says why), not the scrape failed.
  let backlog: Promise<{ depth: number; oldestSeconds: number }> | undefined;
  const readBacklog = () => {
    backlog ??= outboxBacklog()
      .catch(() => ({ depth: NaN, oldestSeconds: NaN }))
      .finally(() => (backlog = undefined));
    return backlog;
  };
  new Gauge({
    name: 'oz_mail_outbox_pending',
    help: 'Mails not delivered yet (pending, being sent, or failed and waiting for their next try)',
    registers,
    async collect() {
      this.set((await readBacklog()).depth);
    },
  });
  new Gauge({
    name: 'oz_mail_outbox_oldest_pending_age_seconds',
    help: 'How long the oldest undelivered mail has been in the outbox (0 when none is)',
    registers,
    async collect() {
      this.set((await readBacklog()).oldestSeconds);
    },
  });
  return {
    registry,
    gaugeReaders: new Map(),
    requests: new Counter({ name: 'oz_http_requests_total', help: 'HTTP requests answered, by route kind, method and status class', labelNames: ['kind', 'method', 'status'], registers }),
    requestSeconds: new Histogram({
      name: 'oz_http_request_duration_seconds',
      help: 'Time from a request to the end of its answer, by route kind (an event stream: how long it was open)',
      labelNames: ['kind'],
      buckets: [0.001, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
      registers,
    }),
    pageCache: new Counter({
      name: 'oz_page_cache_requests_total',
      help: 'Page requests by cache: our server’s page cache (hit or miss) and Next.js’s (x-nextjs-cache)',
      labelNames: ['layer', 'result'],
      registers,
    }),
    graphqlOperations: new Counter({ name: 'oz_graphql_operations_total', help: 'GraphQL operations executed, by type', labelNames: ['type'], registers }),
    graphqlErrors: new Counter({
      name: 'oz_graphql_errors_total',
      help: 'GraphQL requests answered with errors, by operation type (invalid: refused before execution) and kind of error (once for each kind in an answer)',
      labelNames: ['type', 'kind'],
      registers,
    }),
    signInFailures: new Counter({ name: 'oz_sign_in_failures_total', help: 'Failed admin sign-ins (invalid: wrong address, password or code; locked: refused while the client is locked)', labelNames: ['reason'], registers }),
    signInLocks: new Counter({ name: 'oz_sign_in_locks_total', help: 'Sign-in locks: failures that locked a client out of every account for the window', registers }),
  };
}

const KEY = Symbol.for('oz.metrics');
const holder = globalThis as unknown as { [KEY]?: Metrics };

/** The metrics of this process, shared by the server and the application bundle. */
export function metrics(): Metrics {
  holder[KEY] ??= create();
  return holder[KEY];
}

/**
 * A gauge of a number a module above lib/core owns, read at each scrape; a reader that fails
 * leaves it NaN, not the scrape failed. Each loaded copy of the owner registers it (the server's
 * and the application bundle's): one gauge, read through the copy registered last, so the owner
 * keeps the number where every copy sees it (on globalThis).
 */
export function registerGauge(name: string, help: string, read: GaugeReader): void {
  const { registry, gaugeReaders } = metrics();
  const known = gaugeReaders.has(name);
  gaugeReaders.set(name, read);
  if (known) return;
  new Gauge({
    name,
    help,
    registers: [registry],
    async collect() {
      const reader = gaugeReaders.get(name) ?? (() => NaN);
      this.set(await Promise.resolve().then(reader).catch(() => NaN));
    },
  });
}
