import { getItem } from '@/lib/core/model/repository';
import { engines, useTestDb } from '@/lib/test/engines';
import { makeArea, makeCategory, makeNews, makeStore } from '@/lib/test/fixtures';
import { postGraphQL, signInAdmin } from '@/lib/test/http';

const UPDATE_STORE = /* GraphQL */ `
  mutation($input: UpdateStoreInput!) { updateStore(input: $input) { id thumbImage images } }
`;

const urlMessage = (label: string) => `${label}は https:// で始まるアドレスか / で始まるサイト内のパスを入力してください。`;

/** Addresses no image or link may have: scripts, inline data, and paths a browser reads as another host. */
const HOSTILE = ['javascript:alert(1)', ' JavaScript:alert(1)', 'data:image/svg+xml,<svg onload=alert(1)>', '//evil.example/a.webp', '/\\evil.example/a.webp', 'vbscript:x'];

/** createNewsContent → CreateNewsContentInput */
const inputTypeOf = (mutation: string) => `${mutation.charAt(0).toUpperCase()}${mutation.slice(1)}Input`;

describe.each(engines())('image and link fields through the API on $name', (engine) => {
  const t = useTestDb(engine);
  let cookie = '';

  beforeEach(async () => {
    await makeArea(t.admin);
    cookie = (await signInAdmin(t.db)).cookie;
  });

  const mutate = (mutation: string, input: Record<string, unknown>) =>
    postGraphQL(`mutation($input: ${inputTypeOf(mutation)}!) { ${mutation}(input: $input) { id } }`, { input }, { cookie });

  test('an updateStore with a script in images is refused with the field error and changes nothing', async () => {
    const store = await makeStore(t.admin, { images: ['/media/a/1280.webp'] });
    const { body } = await postGraphQL(UPDATE_STORE, { input: { id: store.id, images: ['/media/b/1280.webp', 'javascript:alert(1)'] } }, { cookie });
    expect(body.data).toEqual({ updateStore: null });
    expect(body.errors).toEqual([
      expect.objectContaining({
        errorType: 'ValidationError',
        message: `images: ${urlMessage('画像（2枚目）')}`,
        extensions: expect.objectContaining({ fields: [{ field: 'images', message: urlMessage('画像（2枚目）') }] }),
      }),
    ]);
    expect((await getItem(t.admin, 'Store', store.id))?.images).toEqual(['/media/a/1280.webp']);
  });

  test('site paths and http(s) addresses are accepted in images and thumbImage', async () => {
    const store = await makeStore(t.admin);
    const images = ['/media/0197a1b2-0000-7000-8000-000000000001/1280.webp', 'https://cdn.example.jp/a.jpg', 'http://cdn.example.jp/b.png'];
    const { body } = await postGraphQL(UPDATE_STORE, { input: { id: store.id, thumbImage: images[0], images } }, { cookie });
    expect(body.errors).toBeUndefined();
    expect(body.data).toEqual({ updateStore: { id: store.id, thumbImage: images[0], images } });
  });

  test.each(HOSTILE)('%j is refused in every image and link field', async (hostile) => {
    const store = await makeStore(t.admin);
    const news = await makeNews(t.admin, (await makeCategory(t.admin)).id);
    const cases: [string, Record<string, unknown>, string, string][] = [
      ['updateStore', { id: store.id, thumbImage: hostile }, 'thumbImage', urlMessage('サムネイル画像')],
      ['updateStore', { id: store.id, images: [hostile] }, 'images', urlMessage('画像（1枚目）')],
      ['createReview', { storeId: store.id, image: hostile }, 'image', urlMessage('画像')],
      ['createTrainer', { storeId: store.id, name: '佐藤', image: hostile }, 'image', urlMessage('画像')],
      ['createNewsContent', { newsId: news.id, tag: 'img', order: 1, src: hostile }, 'src', urlMessage('ファイルのアドレス')],
      ['createNewsContent', { newsId: news.id, tag: 'a', order: 1, text: 'リンク', href: hostile }, 'href', urlMessage('リンク先')],
    ];
    for (const [mutation, input, field, message] of cases) {
      const { body } = await mutate(mutation, input);
      expect(body.data).toEqual({ [mutation]: null });
      expect(body.errors?.[0]).toMatchObject({ errorType: 'ValidationError', extensions: { fields: [{ field, message }] } });
    }
    expect(await getItem(t.admin, 'Store', store.id)).toEqual(store);
    expect(await t.db.kysely.selectFrom('review').select('id').execute()).toEqual([]);
    expect(await t.db.kysely.selectFrom('trainer').select('id').execute()).toEqual([]);
    expect(await t.db.kysely.selectFrom('news_content').select('id').execute()).toEqual([]);
  });

  test('a link may also be a mail address, a phone number or an anchor; an image may not', async () => {
    const news = await makeNews(t.admin, (await makeCategory(t.admin)).id);
    for (const href of ['mailto:info@oz-gym.example', 'tel:0312345678', '#price', '/contact', 'https://example.jp']) {
      const { body } = await mutate('createNewsContent', { newsId: news.id, tag: 'a', order: 1, text: 'リンク', href });
      expect(body.errors).toBeUndefined();
    }
    const store = await makeStore(t.admin);
    const { body } = await mutate('createTrainer', { storeId: store.id, name: '佐藤', image: 'mailto:info@oz-gym.example' });
    expect(body.errors?.[0]).toMatchObject({ extensions: { fields: [{ field: 'image', message: urlMessage('画像') }] } });
  });
});
