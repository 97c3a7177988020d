import { NextRequest } from 'next/server';
import { GET, POST } from '@/app/api/auth/[...nextauth]/route';
import { getConfig, resetConfigForTests } from '@/lib/core/config';
import { engines, useTestDb } from '@/lib/test/engines';
import { REQUEST_ORIGIN_HEADER } from '@/lib/core/security/origin';
import { sameOriginHeaders, signInAdmin } from '@/lib/test/http';
import { authOptions } from './options';
import { viewerFromRequest } from './viewer';

/** The request the route handler is answering, which next/headers shows it as a real server would. */
let mockRequest: Request | undefined;

jest.mock('next/headers', () => ({
  headers: async () => new Headers(mockRequest?.headers),
  cookies: async () => ({
    getAll: () =>
      (mockRequest?.headers.get('cookie') ?? '')
        .split('; ')
        .filter(Boolean)
        .map((pair) => ({ name: pair.slice(0, pair.indexOf('=')), value: decodeURIComponent(pair.slice(pair.indexOf('=') + 1)) })),
  }),
}));

const PASSWORD = 'correct horse battery';

/** Calls next-auth's App Router handler (app/api/auth/[...nextauth]/route.ts) as the server would. */
async function callAuth(
  handler: typeof GET,
  path: string,
  init: { body?: URLSearchParams; cookie?: string; headers?: Record<string, string> } = {},
): Promise<Response> {
  const request = new NextRequest(`${getConfig().siteUrl}/api/auth/${path}`, {
    method: init.body ? 'POST' : 'GET',
    headers: {
      ...sameOriginHeaders(),
      ...(init.body ? { 'content-type': 'application/x-www-form-urlencoded' } : {}),
      ...(init.cookie ? { cookie: init.cookie } : {}),
      ...init.headers,
    },
    body: init.body,
  });
  mockRequest = request;
  return handler(request, { params: Promise.resolve({ nextauth: path.split('/') }) });
}

/** name=value of each cookie a response sets, for the next request's Cookie header. */
const cookieHeader = (response: Response) =>
  response.headers
    .getSetCookie()
    .map((cookie) => cookie.split(';')[0])
    .join('; ');

/** Signs in through next-auth's credentials flow (CSRF token first) and returns the session cookie it set. */
async function signInThroughNextAuth(email: string): Promise<{ name: string; value: string; attributes: string }> {
  const csrf = await callAuth(GET, 'csrf');
  const { csrfToken } = (await csrf.json()) as { csrfToken: string };
  const response = await callAuth(POST, 'callback/credentials', {
    cookie: cookieHeader(csrf),
    body: new URLSearchParams({ csrfToken, email, password: PASSWORD, json: 'true', callbackUrl: `${getConfig().siteUrl}/admin` }),
  });
  expect(response.status).toBe(200);
  const session = response.headers.getSetCookie().find((cookie) => /^(__Secure-)?next-auth\.session-token=/.test(cookie));
  if (!session) throw new Error(`No session cookie in ${response.headers.getSetCookie().join(' | ')}`);
  const [pair = '', ...attributes] = session.split('; ');
  return { name: pair.slice(0, pair.indexOf('=')), value: pair.slice(pair.indexOf('=') + 1), attributes: attributes.join('; ') };
}

const apiRequest = (cookie: string) => new Request(`${getConfig().siteUrl}/api/graphql`, { method: 'POST', headers: { ...sameOriginHeaders(), cookie } });

describe.each(engines())('the session cookie on $name', (engine) => {
  const t = useTestDb(engine);
  const saved = { SITE_URL: process.env.SITE_URL, NEXTAUTH_URL: process.env.NEXTAUTH_URL };

  // NEXTAUTH_URL stays unset, as under `next start` behind a proxy: the site's own address decides.
  function configure(siteUrl: string): void {
    process.env.SITE_URL = siteUrl;
    delete process.env.NEXTAUTH_URL;
    resetConfigForTests();
    // next-auth warns on every request without NEXTAUTH_URL; that is the case under test.
    jest.spyOn(console, 'warn').mockImplementation(() => undefined);
  }

  afterEach(() => {
    for (const [key, value] of Object.entries(saved)) {
      if (value === undefined) delete process.env[key];
      else process.env[key] = value;
    }
    resetConfigForTests();
    mockRequest = undefined;
    jest.restoreAllMocks();
  });

  test('over https it is Secure, and the API finds the viewer by its __Secure- name', async () => {
    configure('https://oz-gym.example');
    expect(authOptions().useSecureCookies).toBe(true);
    const { user } = await signInAdmin(t.db, { email: 'secure@example.com', password: PASSWORD });

    const session = await signInThroughNextAuth(user.email);
    expect(session.name).toBe('__Secure-next-auth.session-token');
    expect(session.attributes).toMatch(/(^|; )Secure(;|$)/);
    expect(session.attributes).toMatch(/HttpOnly/);

    expect(await viewerFromRequest(t.db, apiRequest(`${session.name}=${session.value}`))).toMatchObject({ id: user.id, email: user.email });
    // The plain name is not where an https site keeps its session.
    expect(await viewerFromRequest(t.db, apiRequest(`next-auth.session-token=${session.value}`))).toBeNull();
  });

  test('over http it is not Secure and keeps the plain name', async () => {
    configure('http://localhost:3000');
    expect(authOptions().useSecureCookies).toBe(false);
    const { user } = await signInAdmin(t.db, { email: 'plain@example.com', password: PASSWORD });

    const session = await signInThroughNextAuth(user.email);
    expect(session.name).toBe('next-auth.session-token');
    expect(session.attributes).not.toMatch(/Secure/);
    expect(await viewerFromRequest(t.db, apiRequest(`${session.name}=${session.value}`))).toMatchObject({ id: user.id });
  });

  test('signing in and out at another address of the server stays at that address, never SITE_URL’s or a foreign one', async () => {
    configure('http://127.0.0.1:3000');
    // As `npm start` sets it.
    process.env.NEXTAUTH_URL = 'http://127.0.0.1:3000';
    const { user } = await signInAdmin(t.db, { email: 'elsewhere@example.com', password: PASSWORD });
    const here = 'http://192.168.1.20:3000';
    // What a browser on http://192.168.1.20:3000 sends, stamped by scripts/server.ts.
    const headers = { origin: here, [REQUEST_ORIGIN_HEADER]: here };
    const csrf = await callAuth(GET, 'csrf', { headers });
    const { csrfToken } = (await csrf.json()) as { csrfToken: string };
    const follow = async (action: string, fields: Record<string, string>) => {
      const response = await callAuth(POST, action, { cookie: cookieHeader(csrf), headers, body: new URLSearchParams({ csrfToken, json: 'true', ...fields }) });
      return ((await response.json()) as { url: string }).url;
    };

    // next-auth's client signs in with the page's own address as its callbackUrl.
    expect(await follow('callback/credentials', { email: user.email, password: PASSWORD, callbackUrl: `${here}/login` })).toBe(`${here}/login`);
    expect(await follow('signout', { callbackUrl: '/login?notice=signed-out-everywhere' })).toBe(`${here}/login?notice=signed-out-everywhere`);
    expect(await follow('signout', { callbackUrl: 'http://127.0.0.1:3000/login' })).toBe('http://127.0.0.1:3000/login');
    for (const foreign of ['https://evil.example/login', '//evil.example/login', '/\\evil.example/login', '/.//evil.example/phish', '/..//evil.example/phish', `${here}//evil.example/phish`]) {
      expect(await follow('signout', { callbackUrl: foreign })).toBe(here);
    }
  });
});
