import { DRAFT_COPY_MAX_AGE_MS, draftCopyKey, readDraftCopy, writeDraftCopy } from './draft-copy';

function memoryStorage() {
  const map = new Map<string, string>();
  return {
    getItem: (key: string) => map.get(key) ?? null,
    setItem: (key: string, value: string) => void map.set(key, value),
    removeItem: (key: string) => void map.delete(key),
    map,
  };
}

describe('draft copies of admin forms', () => {
  const now = Date.parse('2026-11-24T00:00:00.000Z');

  test('a copy is kept per admin, entity and record, and read back with when it was taken', () => {
    const storage = memoryStorage();
    const key = draftCopyKey('user-1', 'News', 'news-1');
    expect(key).not.toBe(draftCopyKey('user-2', 'News', 'news-1'));
    expect(key).not.toBe(draftCopyKey('user-1', 'Store', 'news-1'));
    expect(draftCopyKey('user-1', 'News', null)).toBe('oz-admin:draft-copy:user-1:News:new');
    writeDraftCopy(storage, key, { title: '書きかけ' }, '2026-11-23T10:00:00.000Z', now);
    expect(readDraftCopy(storage, key, now + 1000)).toEqual({
      values: { title: '書きかけ' },
      savedAt: '2026-11-24T00:00:00.000Z',
      basedOn: '2026-11-23T10:00:00.000Z',
    });
  });

  test('a copy older than seven days is not offered and is removed; a broken one is ignored', () => {
    const storage = memoryStorage();
    const key = draftCopyKey('user-1', 'News', 'news-1');
    writeDraftCopy(storage, key, { title: '古い' }, null, now);
    expect(readDraftCopy(storage, key, now + DRAFT_COPY_MAX_AGE_MS + 1)).toBeNull();
    expect(storage.map.has(key)).toBe(false);
    storage.setItem(key, '{not json');
    expect(readDraftCopy(storage, key, now)).toBeNull();
    storage.setItem(key, JSON.stringify({ values: 'x', savedAt: 'yesterday' }));
    expect(readDraftCopy(storage, key, now)).toBeNull();
  });

  test('a storage that refuses to write loses only the copy', () => {
    const full = { getItem: () => null, setItem: () => { throw new Error('QuotaExceededError'); }, removeItem: () => undefined };
    expect(() => writeDraftCopy(full, 'k', { title: 'x' }, null, now)).not.toThrow();
  });
});
