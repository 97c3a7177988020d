import { getConfig } from '@/lib/core/config';
import { SharedTags, type TagExpiry } from './shared-tags';

/** When tags expired, and how to expire them: SharedTags on Redis, or a stand-in in tests. */
export interface TagLedger extends TagExpiry {
  expire(tags: readonly string[], at?: number): void;
  onRemoteExpiry(listener: (tags: string[]) => void): () => void;
}

const holder = globalThis as unknown as { __ozTagLedger?: TagLedger };

/**
 * The process's one ledger of tag expiries, shared by every instance through REDIS_URL. Next.js
 * loads each cache handler as a module of its own (next.config.ts, `cacheHandler` and
 * `cacheHandlers`), so the two find it on the global object rather than through an import.
 */
export function processTagLedger(): TagLedger {
  if (!holder.__ozTagLedger) {
    const { REDIS_URL } = getConfig();
    if (!REDIS_URL) throw new Error('The shared cache handlers need REDIS_URL (next.config.ts sets them only then).');
    holder.__ozTagLedger = new SharedTags(REDIS_URL);
  }
  return holder.__ozTagLedger;
}
