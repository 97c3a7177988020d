import { randomUUID } from 'node:crypto';
import Redis from 'ioredis';
import { logger } from '@/lib/core/ops/log';

/*
 * Cache-tag expiries shared by every instance of the site through Redis (REDIS_URL).
 *
 * Each instance keeps its own caches (Next's pages and 'use cache' entries, our page cache);
 * what they must agree on is when a tag expired. An expiry is written to a Redis hash (tag →
 * time) and published on a channel; every instance keeps the hash's contents in memory, updated
 * by the channel within milliseconds and read again in full whenever its connection to Redis
 * is (re)established, so an expiry sent while it was cut off is not missed. Reading an expiry
 * therefore costs no round trip, and a request never waits for Redis.
 *
 * When Redis is down, expiries of this instance apply here at once and are written to Redis
 * when it is back; the other instances keep serving what they have until then.
 */

export interface TagExpiry {
  /** The latest time (epoch ms, not in the future) at which any of `tags` expired; 0 when none did. */
  expiredAt(tags: readonly string[]): number;
}

interface Message {
  origin: string;
  at: number;
  tags: string[];
}

export class SharedTags implements TagExpiry {
  private readonly expiries = new Map<string, number>();
  /** Expiries of this instance not yet written to Redis (it was unreachable). */
  private readonly unsent = new Map<string, number>();
  private readonly listeners = new Set<(tags: string[]) => void>();
  private readonly origin = randomUUID();
  private readonly writer: Redis;
  private readonly reader: Redis;
  private readonly hashKey: string;
  private readonly channel: string;
  private readonly synced: Promise<void>;

  constructor(url: string, namespace = 'oz:cache-tags', private readonly now: () => number = Date.now) {
    this.hashKey = `${namespace}:expired`;
    this.channel = `${namespace}:events`;
    // Commands fail at once while disconnected: an expiry is then kept in `unsent`, never queued blindly.
    this.writer = new Redis(url, { enableOfflineQueue: false, maxRetriesPerRequest: 1, disconnectTimeout: 200 });
    this.reader = new Redis(url, { maxRetriesPerRequest: null, disconnectTimeout: 200 });
    for (const client of [this.writer, this.reader]) client.on('error', () => undefined);
    this.reader.on('message', (_channel: string, message: string) => this.receive(message));
    this.writer.on('ready', () => void this.sendUnsent());
    let resolveSynced!: () => void;
    this.synced = new Promise((resolve) => (resolveSynced = resolve));
    // Subscribed first, then the hash read: nothing published in between is missed.
    this.reader.on('ready', () => {
      void this.reader
        .subscribe(this.channel)
        .then(() => this.resync())
        .catch(() => undefined)
        .finally(resolveSynced);
    });
  }

  /** Resolves once the hash has been read after the first connection (tests and start-up). */
  whenSynced(): Promise<void> {
    return this.synced;
  }

  expiredAt(tags: readonly string[]): number {
    const now = this.now();
    let latest = 0;
    for (const tag of tags) {
      const at = this.expiries.get(tag);
      if (at !== undefined && at <= now && at > latest) latest = at;
    }
    return latest;
  }

  /** Expires `tags` everywhere: here at once, on the other instances when Redis has passed it on. */
  expire(tags: readonly string[], at: number = this.now()): void {
    const changed = this.merge(tags, at);
    if (changed.length === 0) return;
    for (const tag of changed) this.unsent.set(tag, at);
    void this.sendUnsent();
  }

  /** Calls `listener` with the tags another instance expired. */
  onRemoteExpiry(listener: (tags: string[]) => void): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  async close(): Promise<void> {
    this.listeners.clear();
    this.reader.disconnect();
    if (this.writer.status === 'ready') await this.writer.quit().catch(() => this.writer.disconnect());
    else this.writer.disconnect();
  }

  /** Records the later expiry of each tag; returns the tags whose expiry moved. */
  private merge(tags: readonly string[], at: number): string[] {
    const changed: string[] = [];
    for (const tag of tags) {
      if ((this.expiries.get(tag) ?? 0) >= at) continue;
      this.expiries.set(tag, at);
      changed.push(tag);
    }
    return changed;
  }

  private notify(tags: string[]): void {
    if (tags.length === 0) return;
    for (const listener of this.listeners) {
      try {
        listener(tags);
      } catch (error) {
        logger().error({ err: error }, 'A listener of shared cache-tag expiries failed');
      }
    }
  }

  private receive(raw: string): void {
    let message: Message;
    try {
      message = JSON.parse(raw) as Message;
    } catch {
      return;
    }
    if (message.origin === this.origin || !Array.isArray(message.tags) || typeof message.at !== 'number') return;
    this.notify(this.merge(message.tags.filter((tag): tag is string => typeof tag === 'string'), message.at));
  }

  private async resync(): Promise<void> {
    if (this.writer.status !== 'ready') await new Promise((resolve) => this.writer.once('ready', resolve));
    const all = await this.writer.hgetall(this.hashKey);
    const changed: string[] = [];
    for (const [tag, value] of Object.entries(all)) changed.push(...this.merge([tag], Number(value)));
    this.notify(changed);
  }

  private async sendUnsent(): Promise<void> {
    if (this.unsent.size === 0 || this.writer.status !== 'ready') return;
    const batch = new Map(this.unsent);
    this.unsent.clear();
    const byTime = new Map<number, string[]>();
    for (const [tag, at] of batch) byTime.set(at, [...(byTime.get(at) ?? []), tag]);
    try {
      const pipeline = this.writer.multi();
      for (const [at, tags] of byTime) {
        // A later expiry already in the hash (from another instance) is kept.
        for (const tag of tags) pipeline.eval(KEEP_LATER, 1, this.hashKey, tag, String(at));
        pipeline.publish(this.channel, JSON.stringify({ origin: this.origin, at, tags } satisfies Message));
      }
      await pipeline.exec();
    } catch (error) {
      for (const [tag, at] of batch) if ((this.unsent.get(tag) ?? 0) < at) this.unsent.set(tag, at);
      logger().warn({ err: error }, 'Cache-tag expiries could not be sent to Redis; they are sent when it is back');
    }
  }
}

/** HSET field value unless the field already holds a later time. */
const KEEP_LATER = `local current = tonumber(redis.call('HGET', KEYS[1], ARGV[1]) or '0')
if tonumber(ARGV[2]) > current then redis.call('HSET', KEYS[1], ARGV[1], ARGV[2]) end
return 0`;
