import { retryReadOnConnectionLoss } from '@/lib/core/db/read-retry';
import { validationError } from '@/lib/core/model/errors';
import type { ModelContext } from '@/lib/core/model/repository';
import { MAX_SEARCH_LIMIT, type SearchHit, type SearchKind, searchSite, searchWords, type Span } from '@/lib/core/search';

type Args = Record<string, unknown>;

const DEFAULT_LIMIT = 20;

const KIND_NAMES: Record<SearchKind, string> = { news: 'NEWS', resources: 'RESOURCES', store: 'STORE', question: 'QUESTION' };
const KINDS_BY_NAME = new Map(Object.entries(KIND_NAMES).map(([kind, name]) => [name, kind as SearchKind]));

/** The query a token belongs to: a token of one query is refused by another. */
const tokenKey = (words: string[], kinds: SearchKind[]) => `${words.join(' ')}|${[...kinds].sort().join(',')}`;

function encodeToken(offset: number, key: string): string {
  return Buffer.from(JSON.stringify({ v: 1, offset, key })).toString('base64url');
}

function decodeToken(token: string, key: string): number {
  try {
    const parsed = JSON.parse(Buffer.from(token, 'base64url').toString('utf8')) as { v?: unknown; offset?: unknown; key?: unknown };
    if (parsed.v === 1 && Number.isSafeInteger(parsed.offset) && (parsed.offset as number) >= 0 && parsed.key === key) return parsed.offset as number;
  } catch {
    // answered below
  }
  throw validationError('Invalid nextToken: pass back the nextToken of the previous page of the same search unchanged.', 'nextToken');
}

function limitOf(value: unknown): number {
  if (value === null || value === undefined) return DEFAULT_LIMIT;
  if (typeof value !== 'number' || !Number.isInteger(value) || value < 1) throw validationError('limit must be a whole number of at least 1.', 'limit');
  return Math.min(value, MAX_SEARCH_LIMIT);
}

const spans = (list: Span[]) => list.map(([start, end]) => ({ start, end }));

function result(hit: SearchHit) {
  return {
    kind: KIND_NAMES[hit.kind],
    id: hit.id,
    title: hit.title,
    path: hit.path,
    date: hit.date,
    storeName: hit.storeName,
    titleHighlights: spans(hit.titleSpans),
    excerpt: hit.excerpt,
    excerptHighlights: spans(hit.excerptSpans),
  };
}

/** The search's field (graphql/search-sdl.ts); anyone may call it (lib/core/auth/permissions.ts). */
export const searchResolvers = {
  Query: {
    search: async (_: unknown, args: Args, ctx: ModelContext) => {
      const q = typeof args.q === 'string' ? args.q : '';
      const kinds = Array.isArray(args.kinds) ? args.kinds.flatMap((name) => KINDS_BY_NAME.get(String(name)) ?? []) : [];
      const limit = limitOf(args.limit);
      const key = tokenKey(searchWords(q), kinds);
      const offset = typeof args.nextToken === 'string' && args.nextToken ? decodeToken(args.nextToken, key) : 0;
      const found = await retryReadOnConnectionLoss(() => searchSite(ctx.db, { q, kinds, limit, offset }));
      const next = offset + found.hits.length;
      const more = next < found.total || (found.totalCapped && found.hits.length === limit);
      return { items: found.hits.map(result), total: found.total, totalCapped: found.totalCapped, nextToken: more && found.hits.length > 0 ? encodeToken(next, key) : null };
    },
  },
};
