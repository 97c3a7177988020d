import type { AreaWithStores } from './stores';
import { toStoreListGroups } from './stores';

const group = {
  area: { id: 'a1', jp: '東京', en: 'Tokyo', sort: 1, createdAt: '2025-01-01T00:00:00.000Z', updatedAt: '2025-01-01T00:00:00.000Z' },
  stores: [
    {
      id: 's1',
      name: '新宿店',
      link: 'shinjuku',
      thumbImage: '/images/stores/shinjuku-thumb.webp',
      address: '東京都新宿区新宿3-22-5',
      addressOther: '',
      access: '新宿三丁目駅から徒歩2分',
      description: '長い紹介文',
      phone: '03-5366-4812',
      latitude: 35.6911,
      longitude: 139.7016,
      createdAt: '2025-01-01T00:00:00.000Z',
    },
  ],
} as unknown as AreaWithStores;

describe('toStoreListGroups', () => {
  it('keeps what the top page’s store list shows, links each store, and leaves empty text out', () => {
    expect(toStoreListGroups([group], { s1: ['2026-12-24'], other: ['2026-12-25'] })).toEqual([
      {
        area: { id: 'a1', jp: '東京', en: 'Tokyo' },
        stores: [
          {
            id: 's1',
            name: '新宿店',
            href: '/store/shinjuku',
            thumbImage: '/images/stores/shinjuku-thumb.webp',
            address: '東京都新宿区新宿3-22-5',
            addressOther: null,
            access: '新宿三丁目駅から徒歩2分',
            prefecture: '東京都',
            latitude: 35.6911,
            longitude: 139.7016,
            closedDates: ['2026-12-24'],
          },
        ],
      },
    ]);
  });
});
