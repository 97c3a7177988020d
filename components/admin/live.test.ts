import { ApolloClient, ApolloLink, CombinedGraphQLErrors, InMemoryCache } from '@apollo/client';
import { Observable } from '@apollo/client/utilities';
import type { Item } from '@/lib/core/model/entities';
import { applyFilteredChange, LiveCollection, toSaveError } from './live';

/*
 * A live list against a stand-in API: list answers are held until the test releases them, and the
 * test pushes subscription events, so the order of answers and events can be chosen.
 */

type Area = Item<'Area'>;

const area = (id: string, jp: string): Area => ({ id, en: id, jp, createdAt: '2025-01-01T00:00:00.000Z', updatedAt: '2025-01-01T00:00:00.000Z' });

function standInApi() {
  const server: Area[] = [];
  const answers: (() => void)[] = [];
  const events = new Map<string, (item: Area) => void>();
  const link = new ApolloLink((operation) => {
    const name = operation.operationName ?? '';
    if (name.startsWith('On')) {
      return new Observable((sink) => {
        const field = `${name.charAt(0).toLowerCase()}${name.slice(1)}`;
        events.set(name, (item) => sink.next({ data: { [field]: { __typename: 'Area', ...item } } }));
      });
    }
    // The list is read when the request arrives and answered when the test says so.
    const items = server.map((item) => ({ __typename: 'Area', ...item }));
    return new Observable((sink) => {
      answers.push(() => {
        sink.next({ data: { listAreas: { __typename: 'ModelAreaConnection', items, nextToken: null } } });
        sink.complete();
      });
    });
  });
  const client = new ApolloClient({ link, cache: new InMemoryCache() });
  const flush = () => new Promise((resolve) => setTimeout(resolve, 0));
  return {
    server,
    client,
    flush,
    /** Answers a list request still open, by default the oldest. */
    async answer(index = 0) {
      await flush();
      answers.splice(index, 1)[0]?.();
      await flush();
    },
    emit(kind: 'Create' | 'Update' | 'Delete', item: Area) {
      events.get(`On${kind}Area`)?.(item);
    },
  };
}

const names = (collection: LiveCollection<'Area'>) => collection.getSnapshot().items.map((item) => item.jp);

describe('LiveCollection', () => {
  it('loads the list, then follows the events', async () => {
    const api = standInApi();
    api.server.push(area('a', 'A'));
    const collection = new LiveCollection('Area', undefined, api.client);
    const stop = collection.subscribe(() => {});
    await api.answer();
    expect(collection.getSnapshot()).toMatchObject({ loading: false, error: null });
    expect(names(collection)).toEqual(['A']);

    api.emit('Create', area('b', 'B'));
    api.emit('Update', area('a', 'A2'));
    expect(names(collection)).toEqual(['A2', 'B']);
    api.emit('Delete', area('b', 'B'));
    expect(names(collection)).toEqual(['A2']);
    stop();
    collection.stop();
  });

  it('reloads what changed while no events came, keeping the changes seen during the reload', async () => {
    const api = standInApi();
    api.server.push(area('a', 'A'));
    const collection = new LiveCollection('Area', undefined, api.client);
    collection.subscribe(() => {});
    await api.answer();

    // Created while the stream was down: no event ever comes for it.
    api.server.push(area('b', 'B'));
    collection.reload();
    await api.flush();
    // An event after the server read the list, before its answer arrived.
    api.emit('Update', area('a', 'A2'));
    expect(names(collection)).toEqual(['A2']);
    await api.answer();
    expect(names(collection)).toEqual(['A2', 'B']);
    expect(collection.getSnapshot().loading).toBe(false);
    collection.stop();
  });

  it('keeps only the newest of overlapping reloads', async () => {
    const api = standInApi();
    const collection = new LiveCollection('Area', undefined, api.client);
    collection.subscribe(() => {});
    await api.answer();

    collection.reload();
    await api.flush();
    api.server.push(area('c', 'C'));
    collection.reload();
    await api.flush();
    await api.answer(1); // the newer reload's answer (with C) arrives first...
    await api.answer(0); // ...and the older one, without C, is ignored
    expect(names(collection)).toEqual(['C']);
    collection.stop();
  });
});

describe('applyFilteredChange', () => {
  const list = [area('a', 'A')];
  it('removes an item that no longer matches the list filter', () => {
    expect(applyFilteredChange(list, 'update', area('a', 'B'), { jp: 'A' })).toEqual([]);
  });
  it('adds a created item that matches, and ignores one that does not', () => {
    expect(applyFilteredChange(list, 'create', area('b', 'A'), { jp: 'A' })).toHaveLength(2);
    expect(applyFilteredChange(list, 'create', area('c', 'C'), { jp: 'A' })).toBe(list);
  });
});

describe('toSaveError', () => {
  test('an operation the role may not use is told in Japanese, not in the API’s English', () => {
    const refused = new CombinedGraphQLErrors({
      errors: [{ message: 'Not Authorized to access createQuestion on type Mutation', extensions: { errorType: 'Unauthorized' } }],
    });
    expect(toSaveError(refused).message).toBe('この操作を行う権限がありません。担当店舗の内容か、オーナーに権限を確認してください。');
    const invalid = new CombinedGraphQLErrors({ errors: [{ message: '質問を入力してください。', extensions: { errorType: 'ValidationError' } }] });
    expect(toSaveError(invalid).message).toBe('質問を入力してください。');
  });
});
