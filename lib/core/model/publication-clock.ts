import 'server-only';
import { type Db, getDb } from '@/lib/core/db';
import { logger } from '@/lib/core/ops/log';
import { contentNow } from '@/lib/core/time/content-clock';
import { entities } from './entities';
import { PUBLISHABLE } from './publication';
import { nextPublication } from './repository';
import { onContentChange } from './revalidate';
import { tagsFor } from './tags';

/*
 * A scheduled article or campaign is public on every page within a second of its time. The public
 * reads live until the next publish time (lib/core/content/publication-life.ts), but never under
 * five minutes (Cache Components leave a shorter life out of the prerendered page), so a page
 * rendered in the five minutes before the time, a 404 included, would outlive it by as much. The
 * server therefore keeps a clock: at each publish time it expires the tags of what became public,
 * as a save of it would (lib/core/model/revalidate.ts). Next.js expires tags only inside a request,
 * so the clock asks the server itself, through a route no one else can call
 * (app/api/internal/publication). Every instance keeps its own clock; with several, the expiry
 * reaches them all through the shared tag ledger anyway, and a second expiry is harmless.
 */

/** How often the clock reads the next publish time (a time saved on another instance is seen by then). */
export const CLOCK_POLL_MS = 30_000;
/** What became public this long before the clock rang is expired too: a ring after a restart, or late. */
export const DUE_LOOKBACK_MS = 10 * 60 * 1000;
/** The first ring, for what became public while the server was down, waits until the server listens. */
const FIRST_RING_AFTER_MS = 3_000;

/** The tags of every record of the publishable entities that became public in (since, now]. */
export async function duePublicationTags(db: Db, since: Date, now: Date): Promise<string[]> {
  const due: string[] = [];
  for (const entity of PUBLISHABLE) {
    const rows = await db.kysely
      .selectFrom(entities[entity].table as 'news')
      .selectAll()
      .where('status', '=', 'PUBLISHED')
      .where('publishAt', '>', since.toISOString())
      .where('publishAt', '<=', now.toISOString())
      .execute();
    for (const row of rows) due.push(...tagsFor(entity, row as Record<string, unknown>));
  }
  return [...new Set(due)];
}

interface ClockState {
  timer?: ReturnType<typeof setTimeout>;
  /** The publish time the clock waits for (epoch ms, content time), if any. */
  pendingAt?: number | null;
  stop?: () => void;
}

const holder = globalThis as unknown as { __ozPublicationClock?: ClockState };

/**
 * Starts the process's clock (once): `ring` is called at each publish time, and once at start for
 * what became public while the server was down. Returns its stop.
 */
export function startPublicationClock(ring: () => Promise<void>, { now = contentNow, db = getDb, firstRingAfterMs = FIRST_RING_AFTER_MS }: { now?: () => Date; db?: () => Promise<Db>; firstRingAfterMs?: number } = {}): () => void {
  if (holder.__ozPublicationClock?.stop) return holder.__ozPublicationClock.stop;
  const state: ClockState = {};
  holder.__ozPublicationClock = state;
  let stopped = false;

  const ringSafely = () => ring().catch((error: unknown) => logger().warn({ err: error }, 'The publication clock could not expire the pages of what became public'));

  // One check at a time; one asked for meanwhile runs right after it.
  let running = false;
  let again = false;
  const check = async (): Promise<void> => {
    if (running) {
      again = true;
      return;
    }
    running = true;
    clearTimeout(state.timer);
    const at = now();
    try {
      if (state.pendingAt != null && state.pendingAt <= at.getTime()) {
        state.pendingAt = null;
        await ringSafely();
      }
      const next = await nextPublication(await db(), PUBLISHABLE, at);
      state.pendingAt = next ? Date.parse(next) : null;
    } catch (error) {
      logger().warn({ err: error }, 'The publication clock could not read the next publish time');
    }
    running = false;
    if (stopped) return;
    if (again) {
      again = false;
      return check();
    }
    const untilNext = state.pendingAt == null ? CLOCK_POLL_MS : Math.max(0, state.pendingAt - now().getTime()) + 20;
    state.timer = setTimeout(() => void check(), Math.min(CLOCK_POLL_MS, untilNext));
    state.timer.unref?.();
  };

  // A save on this instance may schedule something sooner than the clock knows: read again at once.
  const stopListening = onContentChange(() => void check());
  state.timer = setTimeout(() => void ringSafely().then(check), firstRingAfterMs);
  state.timer.unref?.();
  state.stop = () => {
    stopped = true;
    clearTimeout(state.timer);
    stopListening();
    delete holder.__ozPublicationClock;
  };
  return state.stop;
}
