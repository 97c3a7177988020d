import { readFileSync } from 'node:fs';
import path from 'node:path';
import { generateStatements } from '@aws-amplify/graphql-generator';
import { Amplify } from 'aws-amplify';
import { generateClient } from 'aws-amplify/api';
import { Hub } from 'aws-amplify/utils';
import { type DocumentNode, Kind, parse, print } from 'graphql';
import WebSocket from 'ws';
import { type EntityName, entityNames } from '@/lib/core/model/entities';

/*
 * An app built on AWS Amplify v6, unmodified, as the tests of the real-time endpoint use it
 * (graphql/amplify-realtime.test.ts, e2e/cluster): the subscription statements Amplify's own
 * generator writes from graphql/schema.amplify.graphql, and its GraphQL client.
 */

const statements = (() => {
  const schema = readFileSync(path.join(__dirname, '..', '..', 'graphql', 'schema.amplify.graphql'), 'utf8');
  const document: DocumentNode = parse(generateStatements({ schema, target: 'graphql', maxDepth: 1 })['subscriptions.graphql']!);
  return new Map(
    document.definitions.flatMap((definition) =>
      definition.kind === Kind.OPERATION_DEFINITION && definition.name ? [[definition.name.value, print(definition)] as const] : [],
    ),
  );
})();

/** The generator names the statement of `onCreateStore` OnCreateStore. */
const operationName = (field: string) => field[0]!.toUpperCase() + field.slice(1);

/** The generated statement of a subscription field (`onCreateStore`). */
export function statement(field: string): string {
  const found = statements.get(operationName(field));
  if (!found) throw new Error(`Amplify's generator wrote no ${field}`);
  return found;
}

export async function waitFor(done: () => boolean, what: string, timeoutMs = 2000): Promise<void> {
  for (const until = Date.now() + timeoutMs; !done(); ) {
    if (Date.now() > until) throw new Error(`Not within ${timeoutMs} ms: ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
}

export const CHANGE_KINDS = ['Create', 'Update', 'Delete'] as const;

/** What the changes of every entity refer to, and a mark that makes their unique fields unique. */
export interface ChangeRefs {
  area: string;
  storeId: string;
  categoryId: string;
  newsId: string;
  mark: string;
}

/** For each of the nine entities, what it is created with and the one field an edit then changes. */
export function everyEntityChange({ area, storeId, categoryId, newsId, mark }: ChangeRefs): Record<EntityName, [Record<string, unknown>, Record<string, unknown>]> {
  return {
    Store: [{ name: mark, area, enabled: true, link: mark }, { name: `${mark} 2` }],
    Area: [{ en: mark, jp: mark }, { jp: `${mark} 2` }],
    Category: [{ name: mark, slug: mark, mainCategory: 'news' }, { name: `${mark} 2` }],
    News: [{ categoryId, createdDate: '2026-11-28', title: mark, route: mark }, { title: `${mark} 2` }],
    NewsContent: [{ newsId, tag: 'p', text: mark, order: 99 }, { text: `${mark} 2` }],
    Campaign: [{ storeId, date: '2026-12-01', value: 5000 }, { value: 6000 }],
    Review: [{ storeId, title: mark }, { title: `${mark} 2` }],
    Trainer: [{ storeId, name: mark }, { name: `${mark} 2` }],
    Question: [{ storeId, question: mark, answer: 'はい。' }, { answer: 'はい、そうです。' }],
  };
}

export interface Subscription {
  /** Each event's value of the field, in order. */
  events: Record<string, unknown>[];
  errors: unknown[];
  unsubscribe(): void;
}

/**
 * Amplify configured for `endpoint` (https://…/api/graphql) in API-key mode, as an app of the
 * original AppSync API was. Node.js gives it a WebSocket (20 has none; 22's takes no CA of its
 * own): the `ws` one, trusting `certificate` (PEM) for the test's TLS.
 */
export class AmplifyApp {
  /** The subscriptions the server acknowledged (start_ack), by statement name, as Amplify reports them on its Hub. */
  readonly acknowledged: string[] = [];
  readonly connectionStates: string[] = [];
  private readonly stopListening: () => void;
  private readonly running: Subscription[] = [];
  /** Node's own WebSocket (22 and later), given back on close. */
  private readonly nodeWebSocket = (globalThis as { WebSocket?: unknown }).WebSocket;

  /**
   * What a browser adds to the WebSocket of one of the site's pages (its cookies, its origin): set
   * it to be signed in as an admin from the next connection on.
   */
  browserHeaders: Record<string, string> = {};

  constructor(endpoint: string, certificate: string) {
    const headers = () => this.browserHeaders;
    (globalThis as { WebSocket?: unknown }).WebSocket = class extends WebSocket {
      constructor(address: string, protocols?: string[]) {
        super(address, protocols, { ca: certificate, headers: headers() });
      }
    };
    Amplify.configure({
      API: { GraphQL: { endpoint, region: 'ap-northeast-1', defaultAuthMode: 'apiKey', apiKey: 'da2-public-reads-need-no-key' } },
    });
    this.stopListening = Hub.listen('api', ({ payload }) => {
      const data = payload.data as { query?: string; connectionState?: string } | undefined;
      const operation = data?.query?.match(/^subscription (\w+)/)?.[1];
      if (payload.event === 'Subscription ack' && operation) this.acknowledged.push(operation);
      if (payload.event === 'ConnectionStateChange' && data?.connectionState) this.connectionStates.push(data.connectionState);
    });
  }

  /** How many times the server acknowledged a subscription of `field`'s statement. */
  acksOf(field: string): number {
    return this.acknowledged.filter((operation) => operation === operationName(field)).length;
  }

  /**
   * Subscribes as an app does, and resolves once the server acknowledged it: at once on an open
   * connection, or after Amplify's 5 s reconnection delay when a test has just dropped one.
   */
  async subscribe(field: string, variables: Record<string, unknown> = {}, timeoutMs = 15_000): Promise<Subscription> {
    const acks = this.acksOf(field);
    const observable = generateClient().graphql({ query: statement(field), variables }) as unknown as {
      subscribe(observer: { next(value: { data: Record<string, Record<string, unknown>> }): void; error(error: unknown): void }): { unsubscribe(): void };
    };
    const events: Record<string, unknown>[] = [];
    const errors: unknown[] = [];
    const subscription = observable.subscribe({ next: ({ data }) => events.push(data[field]!), error: (error) => errors.push(error) });
    const running = { events, errors, unsubscribe: () => subscription.unsubscribe() };
    this.running.push(running);
    await waitFor(() => this.acksOf(field) > acks, `${field} acknowledged`, timeoutMs);
    return running;
  }

  /** Subscribes to the creation, edit and deletion of every entity (27 subscriptions), by field: `onCreateStore`. */
  async subscribeToEveryChange(): Promise<Map<string, Subscription>> {
    const subscriptions = new Map<string, Subscription>();
    for (const entity of entityNames) {
      for (const kind of CHANGE_KINDS) subscriptions.set(`on${kind}${entity}`, await this.subscribe(`on${kind}${entity}`));
    }
    return subscriptions;
  }

  unsubscribeAll(): void {
    for (const subscription of this.running.splice(0)) subscription.unsubscribe();
  }

  close(): void {
    this.unsubscribeAll();
    this.stopListening();
    (globalThis as { WebSocket?: unknown }).WebSocket = this.nodeWebSocket;
  }
}
