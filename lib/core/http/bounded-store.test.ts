import { BoundedStore } from './bounded-store';

const store = () => new BoundedStore<string>(10, (value) => value.length);

describe('BoundedStore', () => {
  it('drops the least recently used entries once over its bytes; peek leaves the order alone', () => {
    const read = store();
    read.set('a', 'aaaa');
    read.set('b', 'bbbb');
    read.get('a');
    read.set('c', 'cccc');
    expect([read.peek('a'), read.peek('b'), read.peek('c')]).toEqual(['aaaa', undefined, 'cccc']);
    expect(read.size).toBe(8);

    const peeked = store();
    peeked.set('a', 'aaaa');
    peeked.set('b', 'bbbb');
    peeked.peek('a');
    peeked.set('c', 'cccc');
    expect([peeked.peek('a'), peeked.peek('b'), peeked.peek('c')]).toEqual([undefined, 'bbbb', 'cccc']);
  });

  it('replaces an entry under the same key, keeps nothing larger than itself, and forgets the entries picked', () => {
    const kept = store();
    kept.set('a', 'aaaa');
    kept.set('a', 'aaaaaa');
    expect(kept.size).toBe(6);
    kept.set('big', 'x'.repeat(11));
    expect(kept.peek('big')).toBeUndefined();
    kept.set('b', 'bb');
    kept.deleteWhere((value) => value.startsWith('a'));
    expect([kept.size, kept.peek('a'), kept.peek('b')]).toEqual([2, undefined, 'bb']);
  });
});
