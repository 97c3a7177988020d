import { ApolloClient } from '@apollo/client';
import type { ClientOptions } from 'graphql-sse';
import { closeAdminClient, getAdminClient, onReconnect, retryDelayMs } from './apollo';

const created: ClientOptions<true>[] = [];
jest.mock('graphql-sse', () => ({
  createClient: (options: ClientOptions<true>) => {
    created.push(options);
    return { subscribe: jest.fn(), dispose: jest.fn(), iterate: jest.fn() };
  },
}));

describe('the admin event stream', () => {
  afterEach(() => closeAdminClient());

  it('reloads what is shown when the stream connects again, not on its first connection', () => {
    const refetch = jest.spyOn(ApolloClient.prototype, 'refetchObservableQueries').mockResolvedValue([]);
    const listener = jest.fn();
    const stop = onReconnect(listener);
    getAdminClient();
    const { on } = created.at(-1)!;

    on?.connected?.(false);
    expect(listener).not.toHaveBeenCalled();
    expect(refetch).not.toHaveBeenCalled();

    on?.connected?.(true);
    expect(listener).toHaveBeenCalledTimes(1);
    expect(refetch).toHaveBeenCalledTimes(1);

    stop();
    on?.connected?.(true);
    expect(listener).toHaveBeenCalledTimes(1);
    refetch.mockRestore();
  });

  it('keeps one connection for the tab, retried without end', () => {
    getAdminClient();
    expect(created.at(-1)).toMatchObject({ singleConnection: true, lazy: false, retryAttempts: Infinity });
  });

  it('waits 1, 2, 4, 8 seconds between attempts, then never more than 10 (plus up to a second of jitter)', () => {
    const none = () => 0;
    expect([0, 1, 2, 3, 4, 20].map((retries) => retryDelayMs(retries, none))).toEqual([1000, 2000, 4000, 8000, 10_000, 10_000]);
    expect(retryDelayMs(50, () => 0.999)).toBe(10_999);
  });
});
