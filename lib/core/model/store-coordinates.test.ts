import { engines, useTestDb } from '@/lib/test/engines';
import { makeArea, makeStore } from '@/lib/test/fixtures';
import { getItem, listItems, updateItem } from './repository';

describe.each(engines())("a store's coordinates on $name", (engine) => {
  const t = useTestDb(engine);

  beforeEach(async () => {
    await makeArea(t.admin);
  });

  test('are stored as given (decimals kept), filtered as Float, and cleared together', async () => {
    const store = await makeStore(t.admin, { latitude: 35.658034, longitude: 139.701636 });
    expect(await getItem(t.admin, 'Store', store.id)).toMatchObject({ latitude: 35.658034, longitude: 139.701636 });
    expect((await listItems(t.admin, 'Store', { filter: { latitude: { between: [35, 36] } } })).items.map((item) => item.id)).toEqual([store.id]);
    await updateItem(t.admin, 'Store', { id: store.id, latitude: null, longitude: null });
    expect(await getItem(t.admin, 'Store', store.id)).toMatchObject({ latitude: null, longitude: null });
  });

  test.each([
    ['a latitude south of Japan', { latitude: 19.9, longitude: 139.7 }, 'latitude', '緯度は20〜46の範囲で入力してください（日本国内の店舗の値です）。'],
    ['a longitude east of Japan', { latitude: 35.6, longitude: 154.1 }, 'longitude', '経度は122〜154の範囲で入力してください（日本国内の店舗の値です）。'],
    ['a swapped pair', { latitude: 139.7, longitude: 35.6 }, 'latitude', '緯度は20〜46の範囲で入力してください（日本国内の店舗の値です）。'],
    ['a latitude without its longitude', { latitude: 35.6 }, 'longitude', '緯度と経度は両方を入力するか、両方とも空欄にしてください。'],
    ['a longitude without its latitude', { longitude: 139.7 }, 'latitude', '緯度と経度は両方を入力するか、両方とも空欄にしてください。'],
  ])('refuse %s, naming the field', async (_case, coordinates, field, message) => {
    await expect(makeStore(t.admin, coordinates)).rejects.toMatchObject({ errorType: 'ValidationError', message: `${field}: ${message}` });
    expect((await listItems(t.admin, 'Store')).items).toEqual([]);
  });

  test('an update that clears one of the two is refused and changes nothing', async () => {
    const store = await makeStore(t.admin, { latitude: 34.6995, longitude: 135.497 });
    await expect(updateItem(t.admin, 'Store', { id: store.id, longitude: null })).rejects.toMatchObject({ errorType: 'ValidationError' });
    expect(await getItem(t.admin, 'Store', store.id)).toEqual(store);
  });
});
