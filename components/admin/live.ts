'use client';

import type { ApolloClient } from '@apollo/client';
import { CombinedGraphQLErrors } from '@apollo/client/errors';
import { useCallback, useMemo, useSyncExternalStore } from 'react';
import { plural } from '@/graphql/sdl';
import type { EntityName, Item } from '@/lib/model/entities';
import { getAdminClient } from './apollo';
import { documentsOf } from '@/graphql/documents';

/*
 * Live lists of the admin: every page of an entity is loaded once per browser session, then
 * kept current from its onCreate/onUpdate/onDelete subscriptions (a created item is added, an
 * updated one replaces the item with its id, a deleted one is removed by id), so two admins see
 * each other's changes without reloading.
 */

export type Equality = Record<string, string>;

export interface CollectionState<T> {
  items: T[];
  loading: boolean;
  error: string | null;
}

type Change = 'create' | 'update' | 'delete';
type AnyItem = { id: string } & Record<string, unknown>;

const LOAD_ERROR = 'データを読み込めませんでした。ページを再読み込みしてください。';

export function applyChange<T extends { id: string }>(items: T[], kind: Change, item: T): T[] {
  const rest = items.filter((existing) => existing.id !== item.id);
  if (kind === 'delete') return rest.length === items.length ? items : rest;
  const index = items.findIndex((existing) => existing.id === item.id);
  if (index < 0) return [...items, item];
  const next = items.slice();
  next[index] = item;
  return next;
}

function matches(item: Record<string, unknown>, equality: Equality | undefined): boolean {
  return !equality || Object.entries(equality).every(([field, value]) => item[field] === value);
}

function toFilter(equality: Equality | undefined): Record<string, { eq: string }> | undefined {
  if (!equality) return undefined;
  return Object.fromEntries(Object.entries(equality).map(([field, value]) => [field, { eq: value }]));
}

class LiveCollection {
  state: CollectionState<AnyItem> = { items: [], loading: true, error: null };
  private readonly listeners = new Set<() => void>();
  private stops: (() => void)[] = [];
  private started = false;

  constructor(
    private readonly client: ApolloClient,
    private readonly entity: EntityName,
    private readonly equality: Equality | undefined,
  ) {}

  subscribe = (listener: () => void) => {
    this.listeners.add(listener);
    this.start();
    return () => this.listeners.delete(listener);
  };

  getSnapshot = () => this.state;

  /** Applies a change the caller already knows of (its own save), ahead of the event. */
  apply(kind: Change, item: AnyItem): void {
    if (kind !== 'delete' && !matches(item, this.equality)) {
      this.set({ ...this.state, items: applyChange(this.state.items, 'delete', item) });
      return;
    }
    this.set({ ...this.state, items: applyChange(this.state.items, kind, item) });
  }

  stop(): void {
    this.stops.forEach((stop) => stop());
    this.stops = [];
  }

  private set(state: CollectionState<AnyItem>): void {
    this.state = state;
    this.listeners.forEach((listener) => listener());
  }

  private start(): void {
    if (this.started) return;
    this.started = true;
    // Subscribe first and hold the events that arrive while the lists load, so none is lost.
    const pending: [Change, AnyItem][] = [];
    let loaded = false;
    const documents = documentsOf(this.entity);
    const filter = toFilter(this.equality);
    for (const [kind, query] of [
      ['create', documents.onCreate],
      ['update', documents.onUpdate],
      ['delete', documents.onDelete],
    ] as const) {
      const field = `on${kind.charAt(0).toUpperCase()}${kind.slice(1)}${this.entity}`;
      const subscription = this.client.subscribe({ query, variables: { filter } }).subscribe({
        next: ({ data }) => {
          const item = (data as Record<string, AnyItem | null> | undefined)?.[field];
          if (!item) return;
          if (loaded) this.apply(kind, item);
          else pending.push([kind, item]);
        },
        error: (error) => console.error(`${field} failed`, error),
      });
      this.stops.push(() => subscription.unsubscribe());
    }
    void this.loadAll(filter).then(
      (items) => {
        loaded = true;
        this.set({ items, loading: false, error: null });
        pending.splice(0).forEach(([kind, item]) => this.apply(kind, item));
      },
      (error: unknown) => {
        console.error(`list${plural(this.entity)} failed`, error);
        this.set({ ...this.state, loading: false, error: LOAD_ERROR });
      },
    );
  }

  private async loadAll(filter: object | undefined): Promise<AnyItem[]> {
    const field = `list${plural(this.entity)}`;
    const items: AnyItem[] = [];
    let nextToken: string | null = null;
    do {
      const result: { data?: unknown } = await this.client.query({
        query: documentsOf(this.entity).list,
        variables: { filter, nextToken },
        fetchPolicy: 'no-cache',
      });
      const page = (result.data as Record<string, { items: (AnyItem | null)[]; nextToken: string | null } | undefined>)[field];
      if (!page) throw new Error(`${field} returned nothing`);
      items.push(...page.items.filter((item): item is AnyItem => item !== null));
      nextToken = page.nextToken;
    } while (nextToken);
    return items;
  }
}

const collections = new Map<string, LiveCollection>();

function collectionKey(entity: EntityName, equality?: Equality): string {
  return equality ? `${entity}:${JSON.stringify(equality)}` : entity;
}

export function getCollection(entity: EntityName, equality?: Equality): LiveCollection {
  const key = collectionKey(entity, equality);
  let collection = collections.get(key);
  if (!collection) {
    collection = new LiveCollection(getAdminClient(), entity, equality);
    collections.set(key, collection);
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
  collections.forEach((collection) => collection.stop());
  collections.clear();
}

const SERVER_SNAPSHOT: CollectionState<AnyItem> = { items: [], loading: true, error: null };
const getServerSnapshot = () => SERVER_SNAPSHOT;

/** Every item of an entity (optionally only those whose fields equal the given values), kept live. */
export function useLiveCollection<N extends EntityName>(entity: N, equality?: Equality): CollectionState<Item<N>> {
  const key = collectionKey(entity, equality);
  // The key carries the equality's content, so a new object with the same values reuses the list.
  // eslint-disable-next-line react-hooks/exhaustive-deps
  const collection = useMemo(() => getCollection(entity, equality), [key]);
  // The server renders every list as loading; hydration must start from that same state.
  return useSyncExternalStore(collection.subscribe, collection.getSnapshot, getServerSnapshot) as unknown as CollectionState<Item<N>>;
}

/** The errors of a failed save: a message and, for validation errors, the message of each field. */
export class SaveError extends Error {
  constructor(
    message: string,
    readonly fieldErrors: Record<string, string> = {},
  ) {
    super(message);
    this.name = 'SaveError';
  }
}

const SAVE_FAILED = '保存できませんでした。通信状態を確かめて、もう一度お試しください。';

export function toSaveError(error: unknown): SaveError {
  if (error instanceof SaveError) return error;
  if (CombinedGraphQLErrors.is(error)) {
    const fieldErrors: Record<string, string> = {};
    for (const graphQLError of error.errors) {
      const fields = (graphQLError.extensions?.fields ?? []) as { field: string; message: string }[];
      for (const { field, message } of fields) fieldErrors[field] ??= message;
    }
    return new SaveError(error.errors[0]?.message ?? SAVE_FAILED, fieldErrors);
  }
  return new SaveError(SAVE_FAILED);
}

type Input = Record<string, unknown>;

/** Create, update and delete of an entity through the API; the live lists change at once. */
export function useEntityMutations<N extends EntityName>(entity: N) {
  const run = useCallback(
    async (kind: 'create' | 'update' | 'delete', input: Input): Promise<Item<N>> => {
      const documents = documentsOf(entity);
      const mutation = kind === 'create' ? documents.create : kind === 'update' ? documents.update : documents.remove;
      try {
        const result = await getAdminClient().mutate({ mutation, variables: { input } });
        const item = (result.data as Record<string, AnyItem | null> | undefined)?.[`${kind}${entity}`];
        if (!item) throw new SaveError(SAVE_FAILED);
        collections.forEach((collection, key) => {
          if (key === entity || key.startsWith(`${entity}:`)) collection.apply(kind, item);
        });
        return item as unknown as Item<N>;
      } catch (error) {
        throw toSaveError(error);
      }
    },
    [entity],
  );
  return useMemo(
    () => ({
      create: (input: Input) => run('create', input),
      update: (input: Input & { id: string }) => run('update', input),
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
