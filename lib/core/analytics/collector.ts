import 'server-only';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { Counter } from 'prom-client';
import type { Db } from '@/lib/core/db';
import { logger } from '@/lib/core/ops/log';
import { metrics, registerGauge } from '@/lib/core/ops/metrics';
import { pathOf } from '@/lib/core/ops/route-kind';
import { decideClientAddress, limitKey } from '@/lib/core/security/client-address';
import { configuredOrigins, decideRequestOrigin } from '@/lib/core/security/origin';
import { nextJapanMidnight } from '@/lib/core/time/japan';
import { deviceOf, isBotAgent, optedOut, parseBeacon, type PageView } from './event';
import { pruneAnalytics } from './retention';
import { japanBuckets, type StoredView, writeBatch } from './rollup';
import { deleteOldSalts, saltOf, visitorHash } from './salt';
import { BEACON_PATH, MAX_BEACON_BYTES } from './shared';

/*
 * The beacon's endpoint, served by our own HTTP server before Next.js (scripts/server.ts): each
 * POST /api/a is checked (our own pages only, no bot, no Do Not Track or Global Privacy Control,
 * a small well-formed body), answered 204 at once and kept in this instance's buffer, which is
 * written every second, or as soon as a batch is full, in one transaction (rollup.ts). On SIGTERM
 * the server waits for close(), which writes what is left; a kill -9 loses at most the last second.
 *
 * Every refusal is quiet: the same 204, so a script learns nothing, counted in the metrics by why.
 * The client's address and user agent are read to make the day's visitor hash and the device class
 * and are never stored; the buffer holds them for at most a second, until the batch is hashed.
 */

/** Why a beacon was not counted, or that it was; the metrics' label. */
type Outcome = 'accepted' | 'bot' | 'opted_out' | 'foreign' | 'invalid' | 'too_large' | 'limited' | 'overflow';

/** A page view waiting in the buffer: hashed at flush time, with the salt of its day. */
interface Buffered extends PageView {
  at: string;
  day: string;
  hour: string;
  device: StoredView['device'];
  address: string;
  userAgent: string;
}

export interface CollectorOptions {
  /** The database, opened on first use. */
  open: () => Promise<Db>;
  /** TRUST_PROXY_HOPS: who the client is and which address its page was served from (lib/core/security). */
  trustProxyHops: number;
  /** How often the buffer is written (1 s). */
  flushEveryMs?: number;
  /** The most page views one transaction writes; a full batch is written at once (2,000). */
  maxBatch?: number;
  /** Page views held while the database does not keep up, beyond which new ones are dropped (200,000). */
  maxBuffered?: number;
  /** Page views one visitor (address and user agent) may add per minute on this instance (60). */
  perVisitorPerMinute?: number;
  now?: () => Date;
  /** Runs the hourly retention job and the midnight salt deletion (on by default; tests turn it off). */
  housekeeping?: boolean;
}

export interface Collector {
  /** Answers the request if it is a beacon (true), or leaves it to the next step (false). */
  answer(req: IncomingMessage, res: ServerResponse): boolean;
  /** Writes everything buffered so far. */
  flush(): Promise<void>;
  /** Stops the timers and writes what is left; a beacon after that is answered 503. */
  close(): Promise<void>;
  /** Page views waiting to be written. */
  readonly buffered: number;
}

const STORE_IDS_EVERY_MS = 60_000;
const HOUSEKEEPING_EVERY_MS = 60 * 60 * 1000;
/** Sightings this process remembers as recorded before it starts over (rollup.ts). */
const MAX_KNOWN = 500_000;
/** A batch that fails this often is dropped (and logged), so one bad batch never blocks the rest. */
const MAX_ATTEMPTS = 3;

/** FNV-1a of a string: a cheap key for the per-minute limit, kept in memory for a minute. */
function quickHash(text: string): number {
  let hash = 0x811c9dc5;
  for (let index = 0; index < text.length; index += 1) hash = Math.imul(hash ^ text.charCodeAt(index), 0x01000193);
  return hash >>> 0;
}

/** A counter of the process's registry, made once however many collectors a process makes (tests make several). */
function counter<L extends string>(name: string, help: string, labelNames: L[] = []): Counter<L> {
  const { registry } = metrics();
  return (registry.getSingleMetric(name) as Counter<L> | undefined) ?? new Counter({ name, help, labelNames, registers: [registry] });
}

export function createCollector(options: CollectorOptions): Collector {
  const flushEveryMs = options.flushEveryMs ?? 1000;
  const maxBatch = options.maxBatch ?? 2000;
  const maxBuffered = options.maxBuffered ?? 200_000;
  const perMinute = options.perVisitorPerMinute ?? 60;
  const now = options.now ?? (() => new Date());
  const counters = {
    beacons: counter('oz_analytics_beacons_total', 'Page-view beacons received, by outcome (accepted, or why not counted)', ['outcome']),
    stored: counter('oz_analytics_events_stored_total', 'Page views written to the database'),
  };
  let buffer: (Buffered & { attempts?: number })[] = [];
  let flushing: Promise<void> | null = null;
  let closed = false;
  const salts = new Map<string, string>();
  let known = new Set<string>();
  let storeIds: Set<string> | null = null;
  let minute = 0;
  let perVisitor = new Map<number, number>();
  const timers: NodeJS.Timeout[] = [];

  registerGauge('oz_analytics_buffered_events', 'Page views received and not yet written to the database', () => buffer.length);

  const count = (outcome: Outcome) => counters.beacons.inc({ outcome });

  const refreshStoreIds = async () => {
    try {
      const db = await options.open();
      storeIds = new Set((await db.kysely.selectFrom('store').select('id').execute()).map((row) => row.id));
    } catch (error) {
      logger().warn({ err: error }, 'Analytics: could not read the store ids');
    }
  };

  /** Whether the page that sent the beacon is one of ours: its Origin, and Sec-Fetch-Site when sent. */
  const fromOurPage = (req: IncomingMessage): boolean => {
    const site = req.headers['sec-fetch-site'];
    if (site !== undefined && site !== 'same-origin') return false;
    const origin = req.headers.origin;
    if (typeof origin !== 'string') return false;
    return origin === decideRequestOrigin(req, options.trustProxyHops) || configuredOrigins().has(origin);
  };

  const overLimit = (address: string, userAgent: string, at: Date): boolean => {
    const thisMinute = Math.floor(at.getTime() / 60_000);
    if (thisMinute !== minute) {
      minute = thisMinute;
      perVisitor = new Map();
    }
    const key = quickHash(`${address}\n${userAgent}`);
    const seen = (perVisitor.get(key) ?? 0) + 1;
    perVisitor.set(key, seen);
    return seen > perMinute;
  };

  const accept = (req: IncomingMessage, body: string): Outcome => {
    const view = parseBeacon(body);
    if (!view) return 'invalid';
    const userAgent = req.headers['user-agent'] ?? '';
    const address = limitKey(decideClientAddress(req.socket.remoteAddress, req.headers['x-forwarded-for'], options.trustProxyHops));
    const at = now();
    if (overLimit(address, userAgent, at)) return 'limited';
    if (buffer.length >= maxBuffered) return 'overflow';
    if (view.storeId && storeIds && !storeIds.has(view.storeId)) view.storeId = null;
    buffer.push({ ...view, at: at.toISOString(), ...japanBuckets(at), device: deviceOf(userAgent), address, userAgent });
    if (buffer.length >= maxBatch && !flushing) void flush();
    return 'accepted';
  };

  const saltFor = async (db: Db, day: string): Promise<string> => {
    let salt = salts.get(day);
    if (!salt) {
      salt = await saltOf(db, day, now());
      salts.set(day, salt);
    }
    return salt;
  };

  const writeOnce = async (): Promise<void> => {
    const batch = buffer.slice(0, maxBatch);
    buffer = buffer.slice(batch.length);
    try {
      const db = await options.open();
      const views: StoredView[] = [];
      for (const { address, userAgent, ...view } of batch) {
        delete view.attempts;
        views.push({ ...view, visitor: visitorHash(await saltFor(db, view.day), address, userAgent) });
      }
      const recorded = await writeBatch(db, views, known);
      if (known.size + recorded.length > MAX_KNOWN) known = new Set();
      for (const id of recorded) known.add(id);
      counters.stored.inc(views.length);
    } catch (error) {
      const retry = batch.filter((view) => (view.attempts = (view.attempts ?? 0) + 1) < MAX_ATTEMPTS);
      buffer = [...retry, ...buffer];
      logger().error({ err: error, events: batch.length, dropped: batch.length - retry.length }, 'Analytics: a batch of page views could not be written');
      throw error;
    }
  };

  /** Writes batches until the buffer is empty; one writer at a time, a second call waits for it. */
  function flush(): Promise<void> {
    if (flushing) return flushing.then(() => (buffer.length > 0 ? flush() : undefined));
    flushing = (async () => {
      try {
        while (buffer.length > 0) await writeOnce();
      } catch {
        // Logged by writeOnce; the next tick tries again.
      } finally {
        flushing = null;
      }
    })();
    return flushing;
  }

  /** At each Japan midnight: yesterday's salt goes, in the database and here, once yesterday's last batch is written. */
  const atMidnight = () => {
    const timer = setTimeout(
      () => {
        void flush()
          .then(async () => {
            const today = japanBuckets(now()).day;
            for (const day of salts.keys()) if (day < today) salts.delete(day);
            known = new Set();
            await deleteOldSalts(await options.open(), today);
          })
          .catch((error: unknown) => logger().error({ err: error }, 'Analytics: could not delete the old salt'))
          .finally(atMidnight);
      },
      nextJapanMidnight(now()) - now().getTime() + 2_000,
    );
    timer.unref();
    timers.push(timer);
  };

  const housekeeping = async () => {
    try {
      const pruned = await pruneAnalytics(await options.open(), now());
      if (pruned.events > 0) logger().info(pruned, 'Analytics: retention pruned old page views');
    } catch (error) {
      logger().error({ err: error }, 'Analytics: the retention job failed');
    }
  };

  const every = (ms: number, run: () => unknown) => {
    const timer = setInterval(run, ms);
    timer.unref();
    timers.push(timer);
  };
  every(flushEveryMs, () => {
    if (buffer.length > 0) void flush();
  });
  void refreshStoreIds();
  every(STORE_IDS_EVERY_MS, refreshStoreIds);
  if (options.housekeeping !== false) {
    atMidnight();
    every(HOUSEKEEPING_EVERY_MS, housekeeping);
    void housekeeping();
  }

  return {
    answer(req, res) {
      if (pathOf(req.url) !== BEACON_PATH) return false;
      if (req.method !== 'POST') {
        res.writeHead(405, { allow: 'POST', 'cache-control': 'no-store' }).end();
        return true;
      }
      if (closed) {
        res.writeHead(503, { 'cache-control': 'no-store', 'retry-after': '1' }).end();
        return true;
      }
      const declared = Number(req.headers['content-length'] ?? 0);
      let refusal: Outcome | null = null;
      if (!fromOurPage(req)) refusal = 'foreign';
      else if (optedOut(req.headers)) refusal = 'opted_out';
      else if (isBotAgent(req.headers['user-agent'])) refusal = 'bot';
      else if (declared > MAX_BEACON_BYTES) refusal = 'too_large';
      const chunks: Buffer[] = [];
      let size = 0;
      req.on('data', (chunk: Buffer) => {
        size += chunk.length;
        if (size > MAX_BEACON_BYTES) refusal ??= 'too_large';
        else if (!refusal) chunks.push(chunk);
      });
      req.on('end', () => {
        count(refusal ?? accept(req, Buffer.concat(chunks).toString('utf8')));
        res.writeHead(204, { 'cache-control': 'no-store' }).end();
      });
      req.on('error', () => res.destroy());
      return true;
    },
    flush,
    async close() {
      for (const timer of timers) clearInterval(timer);
      await flush();
      closed = true;
      await flush();
    },
    get buffered() {
      return buffer.length;
    },
  };
}
