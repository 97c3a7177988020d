import { distanceKm, formatDistance, nearestStores, prefectureOf } from './store-finder';

const shibuyaStation = { latitude: 35.658, longitude: 139.7016 };

describe('the store finder', () => {
  test('distances are great-circle kilometres', () => {
    // Tokyo station to Shin-Osaka station: about 403 km as the crow flies.
    expect(distanceKm({ latitude: 35.6812, longitude: 139.7671 }, { latitude: 34.7335, longitude: 135.5002 })).toBeCloseTo(403, -1);
    expect(distanceKm(shibuyaStation, shibuyaStation)).toBe(0);
  });

  test('the nearest stores with a position come first; stores without one are left out', () => {
    const stores = [
      { name: '梅田店', latitude: 34.6995, longitude: 135.497 },
      { name: '新宿店', latitude: 35.6911, longitude: 139.7016 },
      { name: '位置なし店', latitude: null, longitude: null },
      { name: '渋谷店', latitude: 35.6603, longitude: 139.7046 },
    ];
    expect(nearestStores(stores, shibuyaStation, 2).map(({ name, km }) => `${name} ${formatDistance(km)}`)).toEqual(['渋谷店 約400m', '新宿店 約3.7km']);
    expect(nearestStores(stores, shibuyaStation, 10)).toHaveLength(3);
  });

  test('distances read as 約…', () => {
    expect([0.04, 0.96, 1.23, 9.96, 12.4, 1234.5].map(formatDistance)).toEqual(['約100m', '約1.0km', '約1.2km', '約10km', '約12km', '約1,235km']);
  });

  test('the prefecture is where the address starts', () => {
    expect(['東京都渋谷区渋谷2-14-8', '神奈川県横浜市西区南幸2-8-15', '大阪府大阪市北区梅田1-9-20', '北海道札幌市中央区', '鹿児島県鹿児島市', '京都府京都市', '渋谷区渋谷', null].map(prefectureOf)).toEqual([
      '東京都',
      '神奈川県',
      '大阪府',
      '北海道',
      '鹿児島県',
      '京都府',
      null,
      null,
    ]);
  });
});
