'use client';

import { useMutation, useQuery, useSubscription } from '@apollo/client/react';
import { createContext, type ReactNode, useCallback, useContext, useId, useMemo, useState } from 'react';
import { v7 as uuidv7 } from 'uuid';
import {
  type ChangeRequest,
  MY_CHANGE_REQUEST,
  ON_CHANGE_REQUEST_CHANGE,
  REQUEST_CHANGE,
  REVIEW_SETTINGS,
  type ReviewBase,
  type ReviewedEntity,
  WITHDRAW_CHANGE_REQUEST,
} from '@/graphql/review-documents';
import { fieldsOf, type Item } from '@/lib/core/model/entities';
import { goesPublic } from '@/lib/core/review/rules';
import { useAdminUser } from '../admin-app';
import { toSaveError, useEntityMutations, useLiveCollection } from '../live';
import { reorder } from '../news/blocks';

/*
 * Review before publishing in an editor (lib/core/review/rules.ts): whether the signed-in role's
 * saves of this record need approval, its own open request for the record, and the means to ask,
 * update and withdraw. Wrapped around the article's and the campaign's editors; the entity form
 * (ui/entity-form.tsx) turns a save that needs approval into a request.
 *
 * An article's blocks are saved one at a time. While the article is public (or has an open
 * request), a role that needs approval edits them here, in the browser, as a working copy started
 * from its request (or the live blocks); the request carries them with the article's fields.
 */

type Fields = Record<string, unknown>;
type Block = Item<'NewsContent'>;
type BaseBlock = { id: string; updatedAt: string };

/** Where the block editor's writes go: the working copy of a request (instead of the API). */
export interface BlockWriter {
  blocks: Block[];
  loading: boolean;
  error: string | null;
  move: (from: number, to: number) => Promise<boolean>;
  create: (input: Fields) => Promise<Block>;
  update: (input: Fields & { id: string }) => Promise<Block>;
  remove: (id: string) => Promise<Block>;
}

export interface ReviewScopeValue {
  entity: ReviewedEntity;
  /** The record exists and is public or scheduled now (a change to it, not only its publication, needs approval). */
  livePublished: boolean;
  /** The role's saves of this entity that would go public need approval. */
  applies: boolean;
  /** The setting or the open request is still being read. */
  loading: boolean;
  /** The signed-in account's open request (waiting or sent back) for this record. */
  request: ChangeRequest | null;
  /** Whether saving these values needs approval (they leave the record public or scheduled). */
  needsReview: (input: Fields) => boolean;
  /** Asks for approval of the record as `item` (an article's with the working copy's blocks), made from the version `updatedAt`. */
  send: (recordId: string, item: Fields, updatedAt: string, latest: boolean) => Promise<ChangeRequest>;
  withdraw: () => Promise<void>;
  /** The article's blocks edited as a working copy (null: the block editor writes to the API). */
  blocks: BlockWriter | null;
  /** The working copy differs from what it started from. */
  blocksDirty: boolean;
  /** Writes the working copy's blocks to the API (the article has just been taken down to a draft). */
  applyBlocksDirectly: () => Promise<void>;
  /** Starts the working copy again from the live blocks. */
  resetToLive: () => void;
  /** The entity form's id, for a submit button outside it (below an article's blocks). */
  formId: string;
}

const ReviewScopeContext = createContext<ReviewScopeValue | null>(null);

/** The review state of the editor this is inside; null outside an article's or a campaign's editor. */
export function useReviewScope(): ReviewScopeValue | null {
  return useContext(ReviewScopeContext);
}

/** The block editor's writes: to the working copy while one is kept, else to the API. */
export function useBlockMutations() {
  const direct = useEntityMutations('NewsContent');
  const copy = useContext(ReviewScopeContext)?.blocks;
  return useMemo(() => (copy ? { create: copy.create, update: copy.update, remove: copy.remove } : direct), [copy, direct]);
}

/** The working copy of the blocks, when the block editor works on one (use-block-list.ts). */
export function useBlockWorkingCopy(): BlockWriter | null {
  return useContext(ReviewScopeContext)?.blocks ?? null;
}

const BLOCK_FIELDS = Object.keys(fieldsOf('NewsContent'));
const byOrder = (a: Block, b: Block) => a.order - b.order || a.id.localeCompare(b.id);
const contentKey = (blocks: readonly Block[]) =>
  JSON.stringify([...blocks].sort(byOrder).map((block) => [block.id, ...BLOCK_FIELDS.map((field) => (block as unknown as Fields)[field] ?? null)]));
const versions = (blocks: readonly Block[]): BaseBlock[] => blocks.map(({ id, updatedAt }) => ({ id, updatedAt }));

function asBlock(values: Fields, previous?: Block): Block {
  const block: Fields = { createdAt: '', updatedAt: '', ...previous };
  for (const field of BLOCK_FIELDS) block[field] = values[field] !== undefined ? values[field] : (block[field] ?? null);
  block.id = String(values.id ?? previous?.id ?? uuidv7());
  return block as unknown as Block;
}

/** A block as a request carries it: its fields and id. */
function fieldsOfBlock(block: Block): Fields {
  const fields: Fields = { id: block.id };
  for (const field of BLOCK_FIELDS) fields[field] = (block as unknown as Fields)[field] ?? null;
  return fields;
}

const proposedBlocks = (request: ChangeRequest | null): Block[] | null => {
  const blocks = request ? (JSON.parse(request.proposal) as { blocks?: Fields[] }).blocks : undefined;
  return blocks ? blocks.map((block) => asBlock(block)) : null;
};

/** What a gate knows before an article's working copy is added to it. */
type Gate = Omit<ReviewScopeValue, 'send' | 'blocks' | 'blocksDirty' | 'applyBlocksDirectly' | 'resetToLive'> & {
  sendWith: (recordId: string, item: Fields, blocks: Fields[] | null, base: ReviewBase) => Promise<ChangeRequest>;
};

function useGate(entity: ReviewedEntity, item: { id: string; status?: string } | null): Gate {
  const { user } = useAdminUser();
  const isOwner = user.role === 'owner';
  const settings = useQuery(REVIEW_SETTINGS, { skip: isOwner, fetchPolicy: 'cache-and-network' });
  const applies = !isOwner && Boolean(settings.data?.reviewSettings[user.role]);
  const recordId = item?.id ?? '';
  const mine = useQuery(MY_CHANGE_REQUEST, { skip: !applies || !item, variables: { entity, recordId }, fetchPolicy: 'cache-and-network' });
  const { refetch } = mine;
  useSubscription(ON_CHANGE_REQUEST_CHANGE, {
    skip: !applies || !item,
    onData: ({ data }) => {
      if (data.data?.onChangeRequestChange?.recordId === recordId) void refetch();
    },
  });
  const request = applies && item ? (mine.data?.myChangeRequest ?? null) : null;
  const [requestChange] = useMutation(REQUEST_CHANGE);
  const [withdrawRequest] = useMutation(WITHDRAW_CHANGE_REQUEST);
  const formId = useId();
  const loading = (!isOwner && !settings.data && settings.loading) || (applies && Boolean(item) && !mine.data && mine.loading);

  const sendWith = useCallback(
    async (id: string, values: Fields, blocks: Fields[] | null, base: ReviewBase) => {
      const proposal = blocks ? { item: values, blocks } : { item: values };
      try {
        const { data } = await requestChange({ variables: { input: { entity, recordId: id, proposal: JSON.stringify(proposal), base } } });
        if (!data) throw new Error('requestChange returned nothing');
        void refetch();
        return data.requestChange;
      } catch (error) {
        throw toSaveError(error);
      }
    },
    [entity, requestChange, refetch],
  );

  const withdraw = useCallback(async () => {
    if (!request) return;
    try {
      await withdrawRequest({ variables: { id: request.id } });
    } catch (error) {
      throw toSaveError(error);
    }
    await refetch();
  }, [request, withdrawRequest, refetch]);

  const livePublished = goesPublic(item as Fields | null);
  return useMemo(
    () => ({ entity, livePublished, applies, loading, request, needsReview: (input: Fields) => applies && goesPublic(input), sendWith, withdraw, formId }),
    [entity, livePublished, applies, loading, request, sendWith, withdraw, formId],
  );
}

interface ReviewScopeProps<N extends ReviewedEntity> {
  entity: N;
  item: Item<N> | null;
  children: ReactNode;
}

export function ReviewScope<N extends ReviewedEntity>({ entity, item, children }: ReviewScopeProps<N>) {
  const gate = useGate(entity, item);
  if (entity === 'News' && item) {
    return (
      <ArticleScope gate={gate} news={item as Item<'News'>}>
        {children}
      </ArticleScope>
    );
  }
  return <PlainScope gate={gate}>{children}</PlainScope>;
}

function PlainScope({ gate, children }: { gate: Gate; children: ReactNode }) {
  const { sendWith } = gate;
  const value = useMemo<ReviewScopeValue>(
    () => ({
      ...gate,
      send: (recordId, item, updatedAt) => sendWith(recordId, item, null, { updatedAt }),
      blocks: null,
      blocksDirty: false,
      applyBlocksDirectly: async () => undefined,
      resetToLive: () => undefined,
    }),
    [gate, sendWith],
  );
  return <ReviewScopeContext.Provider value={value}>{children}</ReviewScopeContext.Provider>;
}

interface WorkingCopy {
  /** What it started from: the request (its id and version) or the live blocks. */
  source: string;
  /** Its content then, to tell whether it changed. */
  startKey: string;
  /** The live blocks' versions then: what a request made from it is based on. */
  base: BaseBlock[];
  blocks: Block[];
}

function ArticleScope({ gate, news, children }: { gate: Gate; news: Item<'News'>; children: ReactNode }) {
  const live = useLiveCollection('NewsContent', { newsId: news.id });
  const direct = useEntityMutations('NewsContent');
  const liveBlocks = useMemo(() => [...live.items].sort(byOrder), [live.items]);
  const { request, sendWith, applies, loading } = gate;
  // The working copy is kept while the article is public or has an open request.
  const keeps = applies && (goesPublic(news) || request !== null);
  const source = request ? `request:${request.id}@${request.updatedAt}` : `live:${liveBlocks.map((block) => `${block.id}@${block.updatedAt}`).join()}`;
  const [copy, setCopy] = useState<WorkingCopy | null>(null);
  const dirty = copy !== null && contentKey(copy.blocks) !== copy.startKey;

  // Starts (again) from the request or the live blocks when that changes, unless the copy holds changes.
  if (!keeps && copy !== null) setCopy(null);
  else if (keeps && !live.loading && !loading && (copy === null || (copy.source !== source && !dirty))) {
    const from = [...(proposedBlocks(request) ?? liveBlocks)].sort(byOrder);
    setCopy({ source, startKey: contentKey(from), base: versions(liveBlocks), blocks: from });
  }

  const change = useCallback((update: (blocks: Block[]) => Block[]) => setCopy((current) => (current ? { ...current, blocks: update(current.blocks).sort(byOrder) } : current)), []);

  const writer = useMemo<BlockWriter | null>(() => {
    if (!keeps) return null;
    const blocks = copy?.blocks ?? [];
    const find = (id: string) => blocks.find((block) => block.id === id);
    return {
      blocks,
      loading: copy === null,
      error: live.error,
      move: async (from, to) => {
        const updates = new Map(reorder(blocks, from, to).map(({ id, order }) => [id, order]));
        change((list) => list.map((block) => ({ ...block, order: updates.get(block.id) ?? block.order })));
        return true;
      },
      create: async (input) => {
        const block = asBlock({ ...input, id: undefined, newsId: news.id });
        change((list) => [...list, block]);
        return block;
      },
      update: async (input) => {
        const block = asBlock(input, find(input.id));
        change((list) => list.map((existing) => (existing.id === block.id ? block : existing)));
        return block;
      },
      remove: async (id) => {
        const block = find(id) ?? asBlock({ id });
        change((list) => list.filter((existing) => existing.id !== id));
        return block;
      },
    };
  }, [keeps, copy, live.error, news.id, change]);

  const send = useCallback(
    async (recordId: string, item: Fields, updatedAt: string, latest: boolean) => {
      const blocks = copy?.blocks ?? liveBlocks;
      const base = latest || !copy ? versions(liveBlocks) : copy.base;
      const sent = await sendWith(recordId, item, blocks.map(fieldsOfBlock), { updatedAt, blocks: base });
      // The copy now holds what the request holds.
      setCopy((current) => (current ? { ...current, startKey: contentKey(current.blocks) } : current));
      return sent;
    },
    [copy, liveBlocks, sendWith],
  );

  const applyBlocksDirectly = useCallback(async () => {
    if (!copy) return;
    const wanted = new Set(copy.blocks.map((block) => block.id));
    const present = new Map(liveBlocks.map((block) => [block.id, block]));
    for (const block of liveBlocks) if (!wanted.has(block.id)) await direct.remove(block.id);
    for (const block of copy.blocks) {
      const was = present.get(block.id);
      if (!was) await direct.create(fieldsOfBlock(block));
      else if (contentKey([was]) !== contentKey([block])) await direct.update(fieldsOfBlock(block) as Fields & { id: string });
    }
    setCopy(null);
  }, [copy, liveBlocks, direct]);

  const resetToLive = useCallback(() => {
    setCopy({ source, startKey: contentKey(liveBlocks), base: versions(liveBlocks), blocks: liveBlocks });
  }, [source, liveBlocks]);

  const value = useMemo<ReviewScopeValue>(
    () => ({ ...gate, send, blocks: writer, blocksDirty: dirty, applyBlocksDirectly, resetToLive }),
    [gate, send, writer, dirty, applyBlocksDirectly, resetToLive],
  );
  return <ReviewScopeContext.Provider value={value}>{children}</ReviewScopeContext.Provider>;
}
