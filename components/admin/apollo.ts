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
      this.client.subscribe<ApolloLink.Result['data']>(
        {
          query: print(operation.query),
          variables: operation.variables,
          operationName: operation.operationName ?? undefined,
          extensions: operation.extensions,
        },
        {
          next: (result) => sink.next(result as ApolloLink.Result),
          complete: () => sink.complete(),
          error: (error) => sink.error(error instanceof Error ? error : new Error(String(error))),
        },
      ),
    );
  }
}

interface AdminConnection {
  apollo: ApolloClient;
  sse: Client<boolean>;
}

let connection: AdminConnection | undefined;

/** The admin's client, created once per browser session on first use. */
export function getAdminClient(): ApolloClient {
  if (!connection) {
    // One event stream carries every subscription of the tab (HTTP/1.1 allows six connections).
    const sse = createClient({ url: GRAPHQL_STREAM_ENDPOINT, singleConnection: true, retryAttempts: Infinity });
    const link = ApolloLink.split(
      ({ operationType }) => operationType === OperationTypeNode.SUBSCRIPTION,
      new SseLink(sse),
      new HttpLink({ uri: GRAPHQL_ENDPOINT, credentials: 'same-origin' }),
    );
    const apollo = new ApolloClient({ link, cache: new InMemoryCache() });
    connection = { apollo, sse };
    return apollo;
  }
  return connection.apollo;
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
