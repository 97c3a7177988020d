'use client';

import { useCallback, useMemo, useRef, useState } from 'react';
import type { Item } from '@/lib/core/model/entities';
import { useEntityMutations, useLiveCollection } from '../live';
import { useBlockWorkingCopy } from '../review/review-scope';
import { reorder } from './blocks';

export type Block = Item<'NewsContent'>;

const byOrder = (a: Block, b: Block) => a.order - b.order || a.createdAt.localeCompare(b.createdAt);

/**
 * The content blocks of one article, live and sorted by `order`. A move shows at once (the new
 * orders are held locally until the API has saved them) and saves only the blocks whose order
 * changed.
 */
export function useBlockList(newsId: string) {
  const { items, loading, error } = useLiveCollection('NewsContent', { newsId });
  const mutations = useEntityMutations('NewsContent');
  const [pending, setPending] = useState<Record<string, { order: number; token: number }>>({});
  const nextToken = useRef(1);

  const blocks = useMemo(
    () => items.map((block) => (pending[block.id] ? { ...block, order: pending[block.id]!.order } : block)).sort(byOrder),
    [items, pending],
  );

  /** Moves the block at `from` to position `to`; resolves false when the new order could not be saved. */
  const move = useCallback(
    async (from: number, to: number): Promise<boolean> => {
      const updates = reorder(blocks, from, to);
      if (!updates.length) return true;
      const token = nextToken.current++;
      setPending((current) => ({ ...current, ...Object.fromEntries(updates.map(({ id, order }) => [id, { order, token }])) }));
      try {
        await Promise.all(updates.map(({ id, order }) => mutations.update({ id, order })));
        return true;
      } catch {
        return false;
      } finally {
        setPending((current) => Object.fromEntries(Object.entries(current).filter(([, held]) => held.token !== token)));
      }
    },
    [blocks, mutations],
  );

  // While a change request is being prepared (components/admin/review), the editor works on its copy.
  const copy = useBlockWorkingCopy();
  if (copy) return { blocks: copy.blocks, loading: copy.loading, error: copy.error, move: copy.move };
  return { blocks, loading, error, move };
}
