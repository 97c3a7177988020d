import { getConfig } from '@/lib/core/config';
import { GET as exportCsv } from '@/app/api/admin/enquiries.csv/route';
import { findUserById } from '@/lib/core/auth/users';
import { engines, useTestDb } from '@/lib/test/engines';
import { fetchGraphQL, sameOriginHeaders, signInAdmin } from '@/lib/test/http';

const EVIL = 'http://evil.example';
const SIBLING = 'http://127.0.0.1:4999';
const RENAME = JSON.stringify({ query: 'mutation { updateMyName(name: "pwned") { id name } }' });
const ME = JSON.stringify({ query: '{ me { id email } }' });

describe.each(engines())('the admin session cannot be used from another origin, on $name', (engine) => {
  const t = useTestDb(engine);
  let cookie = '';
  let userId = '';

  beforeEach(async () => {
    ({ cookie, user: { id: userId } } = await signInAdmin(t.db, { name: 'Admin' }));
  });

  const nameNow = async () => (await findUserById(t.db, userId))?.name;

  test('a preflight never allows credentials, for any origin', async () => {
    for (const origin of [EVIL, SIBLING, new URL(getConfig().siteUrl).origin]) {
      const response = await fetchGraphQL({
        method: 'OPTIONS',
        headers: { origin, 'access-control-request-method': 'POST', 'access-control-request-headers': 'content-type' },
      });
      expect(response.status).toBe(204);
      expect(response.headers.get('access-control-allow-origin')).toBe('*');
      expect(response.headers.get('access-control-allow-credentials')).toBeNull();
    }
  });

  test.each([
    ['another site', { origin: EVIL, 'sec-fetch-site': 'cross-site' }],
    ['another port of the same host', { origin: SIBLING, 'sec-fetch-site': 'same-site' }],
    ['a sandboxed page', { origin: 'null' }],
    ['no Origin but a same-site fetch', { 'sec-fetch-site': 'same-site' }],
    ['no Origin and no Sec-Fetch-Site', {}],
  ])('a JSON mutation and a read from %s carrying the cookie are refused', async (_, headers) => {
    for (const body of [RENAME, ME]) {
      const response = await fetchGraphQL({ method: 'POST', headers: { 'content-type': 'application/json', cookie, ...headers }, body });
      expect(response.status).toBe(403);
      const text = await response.text();
      expect(text).not.toContain('pwned');
      expect(text).not.toContain('@example.com');
    }
    expect(await nameNow()).toBe('Admin');
  });

  test.each([
    ['form-urlencoded', 'application/x-www-form-urlencoded', `query=${encodeURIComponent('mutation { updateMyName(name: "pwned") { id } }')}`],
    ['plain text', 'text/plain', RENAME],
    ['multipart', 'multipart/form-data; boundary=x', `--x\r\nContent-Disposition: form-data; name="operations"\r\n\r\n${RENAME}\r\n--x--\r\n`],
  ])('a %s body, which a foreign page can send without a preflight, is refused even from the site itself', async (_, type, body) => {
    for (const origin of [EVIL, new URL(getConfig().siteUrl).origin]) {
      const response = await fetchGraphQL({ method: 'POST', headers: { 'content-type': type, cookie, origin }, body });
      expect(response.status).toBe(415);
    }
    expect(await nameNow()).toBe('Admin');
  });

  test('the site’s own pages keep full use of the session', async () => {
    const response = await fetchGraphQL({ method: 'POST', headers: { 'content-type': 'application/json', cookie, ...sameOriginHeaders() }, body: RENAME });
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ data: { updateMyName: { id: userId, name: 'pwned' } } });
    expect(response.headers.get('access-control-allow-origin')).toBeNull();
  });

  test('other sites may read public content without credentials', async () => {
    const response = await fetchGraphQL({
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: EVIL },
      body: JSON.stringify({ query: '{ listAreas { items { id } } me { id } }' }),
    });
    expect(response.status).toBe(200);
    expect(response.headers.get('access-control-allow-origin')).toBe('*');
    expect(response.headers.get('access-control-allow-credentials')).toBeNull();
    expect(await response.json()).toEqual({ data: { listAreas: { items: [] }, me: null } });
  });

  test('the enquiries CSV is not handed to another origin’s request', async () => {
    const url = `${getConfig().siteUrl}/api/admin/enquiries.csv`;
    const foreign = await exportCsv(new Request(url, { headers: { cookie, origin: SIBLING, 'sec-fetch-site': 'same-site' } }));
    expect(foreign.status).toBe(401);
    const own = await exportCsv(new Request(url, { headers: { cookie, 'sec-fetch-site': 'same-origin' } }));
    expect(own.status).toBe(200);
  });
});
