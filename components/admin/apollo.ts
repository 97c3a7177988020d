'use client';

import { ApolloClient, ApolloLink, HttpLink, InMemoryCache } from '@apollo/client';
import { Observable } from '@apollo/client/utilities';
import { OperationTypeNode, print } from 'graphql';
import { type Client, createClient } from 'graphql-sse';

export const GRAPHQL_ENDPOINT = '/api/graphql';
export const GRAPHQL_STREAM_ENDPOINT = '/api/graphql/stream';

/**
 * Sends subscriptions over the graphql-sse client. Yoga speaks GraphQL over SSE, not Apollo's
 * multipart protocol, and refuses Apollo 4's extra operation fields, so only the four standard
 * request fields are sent.
 */
class SseLink extends ApolloLink {
  constructor(private readonly client: Client<boolean>) {
    super();
  }

  override request(operation: ApolloLink.Operation): Observable<ApolloLink.Result> {
    return new Observable((sink) =>
      this.client.subscribe<ApolloLink.Result['data'], ApolloLink.Result['extensions']>(
        {
          query: print(operation.query),
          variables: operation.variables,
          operationName: operation.operationName ?? undefined,
          extensions: operation.extensions,
        },
        {
          next: (result) => sink.next(result),
          complete: () => sink.complete(),
          error: (error) => sink.error(error instanceof Error ? error : new Error(String(error))),
        },
      ),
    );
  }
}

const MAX_RETRY_DELAY_MS = 10_000;

/**
 * Waits before the stream's next connection attempt: 1, 2, 4, 8 seconds, then every 10 seconds,
 * plus up to a second of jitter so that many tabs do not return at once. graphql-sse's own backoff
 * doubles without end, which after an hour offline would wait for days.
 */
export function retryDelayMs(retries: number, random: () => number = Math.random): number {
  return Math.min(1000 * 2 ** retries, MAX_RETRY_DELAY_MS) + Math.floor(random() * 1000);
}

const reconnectListeners = new Set<() => void>();

/**
 * Calls `listener` each time the event stream is connected again after it broke (a laptop that
 * slept, a lost network): the events sent meanwhile are gone, so what is shown must be read again.
 */
export function onReconnect(listener: () => void): () => void {
  reconnectListeners.add(listener);
  return () => reconnectListeners.delete(listener);
}

interface AdminConnection {
  apollo: ApolloClient;
  sse: Client<boolean>;
}

let connection: AdminConnection | undefined;

/** The admin's client, created once per browser session on first use. */
export function getAdminClient(): ApolloClient {
  if (connection) return connection.apollo;
  // One event stream carries every subscription of the tab (HTTP/1.1 allows six connections).
  // Not lazy: in lazy mode every subscription that sees the stream break drops the shared
  // connection, so one break opened a new stream per subscription and filled the six.
  const sse = createClient({
    url: GRAPHQL_STREAM_ENDPOINT,
    singleConnection: true,
    lazy: false,
    retryAttempts: Infinity,
    retry: (retries) => new Promise((resolve) => setTimeout(resolve, retryDelayMs(retries))),
    on: {
      connected: (reconnected) => {
        if (!reconnected) return;
        // Screens on Apollo's hooks read their queries again; the live lists reload themselves.
        void connection?.apollo.refetchObservableQueries();
        reconnectListeners.forEach((listener) => listener());
      },
    },
  });
  const link = ApolloLink.split(
    ({ operationType }) => operationType === OperationTypeNode.SUBSCRIPTION,
    new SseLink(sse),
    new HttpLink({ uri: GRAPHQL_ENDPOINT, credentials: 'same-origin' }),
  );
  const apollo = new ApolloClient({ link, cache: new InMemoryCache() });
  connection = { apollo, sse };
  return apollo;
}

/** Closes the event stream and forgets every cached answer (sign-out). */
export async function closeAdminClient(): Promise<void> {
  if (!connection) return;
  const { apollo, sse } = connection;
  connection = undefined;
  sse.dispose();
  apollo.stop();
  await apollo.clearStore();
}
