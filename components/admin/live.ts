'use client';

import type { TypedDocumentNode } from '@apollo/client';
import { CombinedGraphQLErrors } from '@apollo/client/errors';
import { useCallback, useMemo, useSyncExternalStore } from 'react';
import { documentsOf } from '@/graphql/documents';
import { plural } from '@/graphql/sdl';
import type { EntityName, Item } from '@/lib/core/model/entities';
import { getAdminClient, onReconnect } from './apollo';
import { originRefusalMessage } from './origin-refusal';

/*
 * How the admin reads and writes data: one pattern.
 * - Every GraphQL call goes through the one Apollo client (`./apollo.ts`): queries and mutations
 *   over HTTP, subscriptions over the tab's one graphql-sse stream.
 * - The nine content entities are live lists (this module): `useLiveCollection` / `useLiveItem`
 *   load every page of a list once per browser session and keep it current from its
 *   onCreate/onUpdate/onDelete subscriptions; `useEntityMutations` saves and updates the lists at
 *   once. These lists are held here alone, not also in Apollo's cache (hence `no-cache`).
 * - The admin API's other screens (the paged enquiry inbox, the undelivered count, admin
 *   accounts) use Apollo's `useQuery`/`useMutation` with its cache and typed documents; one that
 *   must stay live refetches on its subscription's events.
 * - When the stream reconnects after it broke (a laptop slept, the network dropped), the events
 *   sent meanwhile are lost: every live list loads again and Apollo refetches every active query.
 * - Types: entity items are `Item<N>` (lib/core/model/entities); every other shape the server sends is
 *   `import type`d from the server module that produces it, never copied by hand.
 * - The one exception: the media library is a REST route taking multipart uploads; its `fetch`
 *   calls are all in `./media/media-api.ts`.
 */

export type Equality = Record<string, string>;

export interface CollectionState<T> {
  items: T[];
  loading: boolean;
  error: string | null;
}

type Change = 'create' | 'update' | 'delete';
type Input = Record<string, unknown>;
type Filter = Record<string, { eq: string }>;

const LOAD_ERROR = 'データを読み込めませんでした。ページを再読み込みしてください。';

/** The entity documents (graphql/documents.ts select every column), typed with what they answer. */
interface LiveDocuments<N extends EntityName> {
  list: TypedDocumentNode<Record<string, { items: (Item<N> | null)[]; nextToken: string | null } | null>, { filter?: Filter; nextToken: string | null }>;
  events: Record<Change, TypedDocumentNode<Record<string, Item<N> | null>, { filter?: Filter }>>;
  saves: Record<Change, TypedDocumentNode<Record<string, Item<N> | null>, { input: Input; condition?: Record<string, unknown> }>>;
}

function liveDocumentsOf<N extends EntityName>(entity: N): LiveDocuments<N> {
  const documents = documentsOf(entity);
  return {
    list: documents.list,
    events: { create: documents.onCreate, update: documents.onUpdate, delete: documents.onDelete },
    saves: { create: documents.create, update: documents.update, delete: documents.remove },
  };
}

const capitalized = (kind: Change) => `${kind.charAt(0).toUpperCase()}${kind.slice(1)}`;

export function applyChange<T extends { id: string }>(items: T[], kind: Change, item: T): T[] {
  const rest = items.filter((existing) => existing.id !== item.id);
  if (kind === 'delete') return rest.length === items.length ? items : rest;
  const index = items.findIndex((existing) => existing.id === item.id);
  if (index < 0) return [...items, item];
  const next = items.slice();
  next[index] = item;
  return next;
}

function matches(item: object, equality: Equality | undefined): boolean {
  return !equality || Object.entries(equality).every(([field, value]) => Reflect.get(item, field) === value);
}

/** A change to a list holding only the items whose fields equal `equality`: one that no longer matches leaves it. */
export function applyFilteredChange<T extends { id: string }>(items: T[], kind: Change, item: T, equality?: Equality): T[] {
  return applyChange(items, kind !== 'delete' && !matches(item, equality) ? 'delete' : kind, item);
}

function toFilter(equality: Equality | undefined): Filter | undefined {
  if (!equality) return undefined;
  return Object.fromEntries(Object.entries(equality).map(([field, value]) => [field, { eq: value }]));
}

export class LiveCollection<N extends EntityName> {
  state: CollectionState<Item<N>> = { items: [], loading: true, error: null };
  private readonly listeners = new Set<() => void>();
  private stops: (() => void)[] = [];
  private started = false;
  /** Changes seen while a load runs, applied again on top of its answer (the answer may predate them). */
  private pending: [Change, Item<N>][] | null = null;
  private loads = 0;

  constructor(
    private readonly entity: N,
    private readonly equality: Equality | undefined,
    private readonly client = getAdminClient(),
  ) {}

  subscribe = (listener: () => void) => {
    this.listeners.add(listener);
    this.start();
    return () => this.listeners.delete(listener);
  };

  getSnapshot = () => this.state;

  /** Applies a change: an event, or a save the caller already knows of ahead of its event. */
  apply(kind: Change, item: Item<N>): void {
    this.pending?.push([kind, item]);
    // Before the first answer there is no list to change yet: the answer gets the change.
    if (this.state.loading) return;
    this.set({ ...this.state, items: applyFilteredChange(this.state.items, kind, item, this.equality) });
  }

  stop(): void {
    this.stops.forEach((stop) => stop());
    this.stops = [];
  }

  /** Reads the whole list again; what it shows stays, and stays live, until the answer arrives. */
  reload(): void {
    const load = ++this.loads;
    this.pending = [];
    void this.loadAll().then(
      (items) => {
        if (load !== this.loads) return;
        const seen = this.pending ?? [];
        this.pending = null;
        const current = seen.reduce((list, [kind, item]) => applyFilteredChange(list, kind, item, this.equality), items);
        this.set({ items: current, loading: false, error: null });
      },
      (error: unknown) => {
        if (load !== this.loads) return;
        this.pending = null;
        console.error(`list${plural(this.entity)} failed`, error);
        this.set({ ...this.state, loading: false, error: originRefusalMessage(error) ?? LOAD_ERROR });
      },
    );
  }

  private set(state: CollectionState<Item<N>>): void {
    this.state = state;
    this.listeners.forEach((listener) => listener());
  }

  private start(): void {
    if (this.started) return;
    this.started = true;
    // Subscribe first: the events that arrive while the list loads are applied on top of it.
    const documents = liveDocumentsOf(this.entity);
    const filter = toFilter(this.equality);
    for (const kind of ['create', 'update', 'delete'] as const) {
      const field = `on${capitalized(kind)}${this.entity}`;
      const subscription = this.client.subscribe({ query: documents.events[kind], variables: { filter } }).subscribe({
        next: ({ data }) => {
          const item = data?.[field];
          if (item) this.apply(kind, item);
        },
        error: (error) => console.error(`${field} failed`, error),
      });
      this.stops.push(() => subscription.unsubscribe());
    }
    this.stops.push(onReconnect(() => this.reload()));
    this.reload();
  }

  private async loadAll(): Promise<Item<N>[]> {
    const items: Item<N>[] = [];
    let nextToken: string | null = null;
    do {
      const page = await this.loadPage(nextToken);
      items.push(...page.items.filter((item) => item !== null));
      nextToken = page.nextToken;
    } while (nextToken);
    return items;
  }

  private async loadPage(nextToken: string | null) {
    const field = `list${plural(this.entity)}`;
    const { data } = await this.client.query({
      query: liveDocumentsOf(this.entity).list,
      variables: { filter: toFilter(this.equality), nextToken },
      fetchPolicy: 'no-cache',
      // A reload must read the list anew, not share the answer of a load already on its way.
      context: { queryDeduplication: false },
    });
    const page = data?.[field];
    if (!page) throw new Error(`${field} returned nothing`);
    return page;
  }
}

type Collections = { [N in EntityName]?: Map<string, LiveCollection<N>> };
let collections: Collections = {};

function collectionsOf<N extends EntityName>(entity: N): Map<string, LiveCollection<N>> {
  const known: Collections[N] = collections[entity];
  if (known) return known;
  const created = new Map<string, LiveCollection<N>>();
  collections = { ...collections, [entity]: created };
  return created;
}

export function getCollection<N extends EntityName>(entity: N, equality?: Equality): LiveCollection<N> {
  const key = equality ? JSON.stringify(equality) : '';
  const byEquality = collectionsOf(entity);
  let collection = byEquality.get(key);
  if (!collection) {
    collection = new LiveCollection(entity, equality);
    byEquality.set(key, collection);
  }
  return collection;
}

/** Starts loading the given lists (the admin's start-up data) and resolves when all are loaded. */
export function preload(entities: EntityName[]): Promise<void> {
  return Promise.all(
    entities.map(
      (entity) =>
        new Promise<void>((resolve) => {
          const collection = getCollection(entity);
          const check = () => {
            if (!collection.getSnapshot().loading) {
              unsubscribe();
              resolve();
            }
          };
          const unsubscribe = collection.subscribe(check);
          check();
        }),
    ),
  ).then(() => undefined);
}

/** Ends every subscription and forgets every list (sign-out). */
export function stopAllCollections(): void {
  for (const byEquality of Object.values(collections)) byEquality.forEach((collection: { stop(): void }) => collection.stop());
  collections = {};
}

const SERVER_SNAPSHOT: CollectionState<never> = { items: [], loading: true, error: null };
const getServerSnapshot = () => SERVER_SNAPSHOT;

/** Every item of an entity (optionally only those whose fields equal the given values), kept live. */
export function useLiveCollection<N extends EntityName>(entity: N, equality?: Equality): CollectionState<Item<N>> {
  const key = equality ? JSON.stringify(equality) : '';
  // The key carries the equality's content, so a new object with the same values reuses the list.
  // eslint-disable-next-line react-hooks/exhaustive-deps
  const collection = useMemo(() => getCollection(entity, equality), [entity, key]);
  // The server renders every list as loading; hydration must start from that same state.
  return useSyncExternalStore<CollectionState<Item<N>>>(collection.subscribe, collection.getSnapshot, getServerSnapshot);
}

/** The errors of a failed save: a message and, for validation errors, the message of each field. */
export class SaveError extends Error {
  constructor(
    message: string,
    readonly fieldErrors: Record<string, string> = {},
    /** The save's condition failed: someone else saved the record since it was opened (or deleted it). */
    readonly conflict = false,
  ) {
    super(message);
    this.name = 'SaveError';
  }
}

const CONDITION_FAILED = 'DynamoDB:ConditionalCheckFailedException';

const SAVE_FAILED = '保存できませんでした。通信状態を確かめて、もう一度お試しください。';

const NOT_ALLOWED = 'この操作を行う権限がありません。担当店舗の内容か、オーナーに権限を確認してください。';

export function toSaveError(error: unknown): SaveError {
  if (error instanceof SaveError) return error;
  if (CombinedGraphQLErrors.is(error)) {
    const fieldErrors: Record<string, string> = {};
    for (const graphQLError of error.errors) {
      const fields = (graphQLError.extensions?.fields ?? []) as { field: string; message: string }[];
      for (const { field, message } of fields) fieldErrors[field] ??= message;
    }
    const conflict = error.errors.some((graphQLError) => graphQLError.extensions?.errorType === CONDITION_FAILED);
    // The API names a refused operation in English (as AppSync does); the admin says it in Japanese.
    if (error.errors.some((graphQLError) => graphQLError.extensions?.errorType === 'Unauthorized')) return new SaveError(NOT_ALLOWED, fieldErrors, false);
    return new SaveError(error.errors[0]?.message ?? SAVE_FAILED, fieldErrors, conflict);
  }
  return new SaveError(originRefusalMessage(error) ?? SAVE_FAILED);
}

/** Create, update and delete of an entity through the API; the live lists change at once. */
export function useEntityMutations<N extends EntityName>(entity: N) {
  const run = useCallback(
    async (kind: Change, input: Input, condition?: Record<string, unknown>): Promise<Item<N>> => {
      try {
        const { data } = await getAdminClient().mutate({ mutation: liveDocumentsOf(entity).saves[kind], variables: { input, condition } });
        const item = data?.[`${kind}${entity}`];
        if (!item) throw new SaveError(SAVE_FAILED);
        collectionsOf(entity).forEach((collection) => collection.apply(kind, item));
        return item;
      } catch (error) {
        throw toSaveError(error);
      }
    },
    [entity],
  );
  return useMemo(
    () => ({
      create: (input: Input) => run('create', input),
      /** With a condition (e.g. `{ updatedAt: { eq: opened } }`), refused when the stored record no longer meets it. */
      update: (input: Input & { id: string }, condition?: Record<string, unknown>) => run('update', input, condition),
      remove: (id: string) => run('delete', { id }),
    }),
    [run],
  );
}

/** One item of a live list by id: `undefined` while the list loads, `null` when it does not exist. */
export function useLiveItem<N extends EntityName>(entity: N, id: string): Item<N> | null | undefined {
  const { items, loading } = useLiveCollection(entity);
  if (loading) return undefined;
  return items.find((item) => item.id === id) ?? null;
}
