import { ServerError } from '@apollo/client/errors';
import { getConfig } from '@/lib/core/config';
import { fetchGraphQL } from '@/lib/test/http';
import { originRefusalMessage } from './origin-refusal';

test('an admin page the API refuses is told why and which address to open', async () => {
  const response = await fetchGraphQL({
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: 'http://192.168.1.20:3000', cookie: 'next-auth.session-token=x' },
    body: JSON.stringify({ query: '{ listStores { items { id } } }' }),
  });
  expect(response.status).toBe(403);
  const refused = new ServerError('Response not successful: Received status code 403', { response, bodyText: await response.text() });
  expect(originRefusalMessage(refused)).toBe(`このアドレスでは管理画面を使えません。${getConfig().siteUrl} を開いてください。`);
});

test('any other failure is not taken for it', async () => {
  const response = Response.json({ errors: [{ message: 'Too many event streams.' }] }, { status: 429 });
  expect(originRefusalMessage(new ServerError('429', { response, bodyText: await response.text() }))).toBeNull();
  const forbidden = new Response('<html>Forbidden</html>', { status: 403 });
  expect(originRefusalMessage(new ServerError('403', { response: forbidden, bodyText: '<html>Forbidden</html>' }))).toBeNull();
  expect(originRefusalMessage(new Error('offline'))).toBeNull();
});
