#!/usr/bin/env node
// Start-and-smoke: `npm start`'s own steps (scripts/start.ts) on a fresh demo database in their own
// data and build folders, on the Node.js that runs this script: migrate, seed, build, then serve
// with the compiled server (<dist>/oz-server/server.js). Then, over HTTP as a browser would: the
// top page, a store page, the admin's sign-in (next-auth's credentials flow) and one save through
// the GraphQL API (an area created, read back and deleted), heard live by a subscription over
// AppSync's real-time WebSocket (graphql/realtime.ts). Prints what each step took; exits 1
// when a check fails. The "Node.js 24" phase of `npm test` runs it on Node 24:
//   node scripts/ci/node24.mjs run -- node scripts/ci/smoke.mjs --port 3300 --data data/e2e-node24 --dist .next-node24
// The type check is left to npm test's type-check phase (OZ_SKIP_TYPE_CHECK=1); --type-check keeps it.
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync, rmSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import WebSocket from 'ws';

const root = path.resolve(fileURLToPath(import.meta.url), '../../..');
const { values: options } = parseArgs({
  options: {
    port: { type: 'string', default: '3300' },
    data: { type: 'string', default: 'data/smoke' },
    dist: { type: 'string', default: '.next-smoke' },
    'type-check': { type: 'boolean', default: false },
  },
});
const base = `http://127.0.0.1:${Number(options.port)}`;
const distDir = path.resolve(root, options.dist);
const admin = { email: 'smoke-admin@oz-gym.example', password: randomBytes(18).toString('base64url') };
// What a browser adds to a request from one of the site's pages (lib/core/security/origin.ts).
const sameOrigin = { origin: base, 'sec-fetch-site': 'same-origin' };

const timings = [];
let mark = Date.now();
function lap(label) {
  const now = Date.now();
  timings.push([label, (now - mark) / 1000]);
  mark = now;
}

class SmokeFailure extends Error {}
function expect(condition, message) {
  if (!condition) throw new SmokeFailure(message);
}

async function get(pathname, headers = {}) {
  const response = await fetch(`${base}${pathname}`, { headers, redirect: 'manual' });
  return { response, body: await response.text() };
}

/** name=value of each cookie a response sets, for the next request's Cookie header. */
const cookiesOf = (response) => response.headers.getSetCookie().map((cookie) => cookie.split(';')[0]);

async function graphql(cookie, query, variables) {
  const response = await fetch(`${base}/api/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', accept: 'application/graphql-response+json, application/json', cookie, ...sameOrigin },
    body: JSON.stringify({ query, variables }),
  });
  const result = await response.json();
  expect(response.ok && !result.errors, `GraphQL answered ${response.status}: ${JSON.stringify(result.errors ?? result)}`);
  return result.data;
}

async function checkPages() {
  const top = await get('/');
  expect(top.response.status === 200, `the top page answered ${top.response.status}`);
  expect(top.response.headers.get('content-type')?.startsWith('text/html'), 'the top page is not HTML');
  const link = /href="\/store\/([^"/?#]+)"/.exec(top.body)?.[1];
  expect(link, 'the top page links to no store page');
  console.log(`✓ top page: 200, ${top.body.length} bytes of HTML, links to /store/${link}`);

  const { listStores } = await graphql('', 'query ($link: String!) { listStores(filter: { link: { eq: $link } }) { items { name } } }', { link: decodeURIComponent(link) });
  const name = listStores.items[0]?.name;
  expect(name, `the API knows no store /store/${link}`);
  const store = await get(`/store/${link}`);
  expect(store.response.status === 200, `/store/${link} answered ${store.response.status}`);
  expect(store.body.includes(name), `/store/${link} does not show the store's name (${name})`);
  console.log(`✓ store page /store/${link}: 200, shows ${name}`);
}

/** next-auth's credentials flow, as the sign-in form runs it: CSRF token first, then the form post. */
async function signIn() {
  const csrf = await fetch(`${base}/api/auth/csrf`);
  const { csrfToken } = await csrf.json();
  expect(csrfToken, 'no CSRF token from /api/auth/csrf');
  const form = new URLSearchParams({ csrfToken, email: admin.email, password: admin.password, json: 'true', callbackUrl: `${base}/admin` });
  const response = await fetch(`${base}/api/auth/callback/credentials`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded', cookie: cookiesOf(csrf).join('; '), ...sameOrigin },
    body: form,
    redirect: 'manual',
  });
  const session = cookiesOf(response).find((cookie) => cookie.startsWith('next-auth.session-token='));
  expect(response.status === 200 && session, `signing in answered ${response.status} without a session cookie`);
  const { user } = await (await fetch(`${base}/api/auth/session`, { headers: { cookie: session } })).json();
  expect(user?.email === admin.email, `the session is not the admin's: ${JSON.stringify(user)}`);
  const page = await get('/admin', { cookie: session });
  expect(page.response.status === 200, `/admin answered ${page.response.status} to the signed-in admin`);
  console.log(`✓ sign-in: ${admin.email} has a session, /admin answers 200`);
  return session;
}

async function save(cookie) {
  const en = `smoke-${Date.now().toString(36)}`;
  const live = await listenForAreas(cookie);
  const { createArea } = await graphql(cookie, 'mutation ($input: CreateAreaInput!) { createArea(input: $input) { id en jp } }', { input: { en, jp: 'スモークテスト' } });
  expect(createArea?.en === en, `createArea returned ${JSON.stringify(createArea)}`);
  const heard = await live.event();
  expect(heard.payload?.data?.onCreateArea?.en === en, `the real-time WebSocket delivered ${JSON.stringify(heard)}`);
  const { getArea } = await graphql(cookie, 'query ($id: ID!) { getArea(id: $id) { id en } }', { id: createArea.id });
  expect(getArea?.en === en, `the new area reads back as ${JSON.stringify(getArea)}`);
  await graphql(cookie, 'mutation ($input: DeleteAreaInput!) { deleteArea(input: $input) { id } }', { input: { id: createArea.id } });
  const after = await graphql(cookie, 'query ($id: ID!) { getArea(id: $id) { id } }', { id: createArea.id });
  expect(after.getArea === null, 'the deleted area still reads back');
  console.log(`✓ save: area ${en} created (heard over the real-time WebSocket), read back and deleted through /api/graphql`);
}

/** Subscribes to onCreateArea over AppSync's real-time protocol as the admin; resolves once acknowledged, with the first event to come. */
async function listenForAreas(cookie) {
  const socket = new WebSocket(`${base.replace('http', 'ws')}/api/graphql/realtime`, ['graphql-ws'], { headers: { cookie, ...sameOrigin } });
  const messages = [];
  let heard = () => undefined;
  socket.on('message', (data) => {
    messages.push(JSON.parse(String(data)));
    heard();
  });
  const next = (type) =>
    new Promise((resolve, reject) => {
      const timer = setTimeout(() => reject(new SmokeFailure(`no ${type} over the real-time WebSocket within 10 s: ${JSON.stringify(messages)}`)), 10_000);
      heard = () => {
        const found = messages.find((message) => message.type === type);
        if (!found) return;
        clearTimeout(timer);
        resolve(found);
      };
      heard();
    });
  await new Promise((resolve, reject) => socket.once('open', resolve).once('error', reject));
  socket.send(JSON.stringify({ type: 'connection_init' }));
  await next('connection_ack');
  socket.send(JSON.stringify({ id: 'areas', type: 'start', payload: { data: JSON.stringify({ query: 'subscription { onCreateArea { en } }' }) } }));
  await next('start_ack');
  return { event: () => next('data').finally(() => socket.close()) };
}

function stop(child) {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  return new Promise((resolve) => {
    const force = setTimeout(() => process.kill(-child.pid, 'SIGKILL'), 10_000);
    child.once('exit', () => {
      clearTimeout(force);
      resolve();
    });
    // The whole group: npm start's script and the server it runs.
    process.kill(-child.pid, 'SIGTERM');
  });
}

async function main() {
  console.log(`Smoke on Node.js ${process.version}: ${base}, data in ${options.data}, build in ${options.dist}`);
  rmSync(path.resolve(root, options.data), { recursive: true, force: true });
  // The record of the last build: its return marks the end of this one.
  rmSync(path.join(distDir, 'oz-build.json'), { force: true });
  const child = spawn(process.execPath, [path.join(root, 'node_modules', 'tsx', 'dist', 'cli.mjs'), path.join(root, 'scripts', 'start.ts')], {
    cwd: root,
    stdio: 'inherit',
    detached: true,
    env: {
      ...process.env,
      PORT: options.port,
      BIND_ADDRESS: '127.0.0.1',
      SITE_URL: base,
      NEXTAUTH_URL: base,
      DATA_DIR: options.data,
      NEXT_DIST_DIR: options.dist,
      ADMIN_EMAIL: admin.email,
      ADMIN_PASSWORD: admin.password,
      // The embedded SQLite and a single instance, whatever .env.local says.
      DATABASE_URL: '',
      REDIS_URL: '',
      LOG_LEVEL: process.env.LOG_LEVEL ?? 'warn',
      ...(options['type-check'] ? {} : { OZ_SKIP_TYPE_CHECK: '1' }),
    },
  });
  // npm start runs in a process group of its own, which a terminal's Ctrl-C does not reach: stop it here.
  for (const [signal, code] of [['SIGINT', 130], ['SIGTERM', 143]]) process.on(signal, () => stop(child).then(() => process.exit(code)));
  try {
    let built = false;
    for (const deadline = Date.now() + 20 * 60_000; ; ) {
      expect(child.exitCode === null && child.signalCode === null, `npm start stopped (${child.exitCode ?? child.signalCode}) before the site answered`);
      expect(Date.now() < deadline, 'the site did not answer within 20 minutes');
      if (!built && existsSync(path.join(distDir, 'oz-build.json'))) {
        built = true;
        lap('migrate, seed and build');
      }
      const ready = await fetch(`${base}/api/ready`).then((response) => response.ok, () => false);
      if (ready) break;
      await new Promise((resolve) => setTimeout(resolve, 250));
    }
    lap(built ? 'server start' : 'migrate, seed, build and server start');
    await checkPages();
    lap('top and store page');
    const session = await signIn();
    lap('sign-in');
    await save(session);
    lap('save');
  } finally {
    await stop(child);
  }
  console.log(`\nSmoke passed on Node.js ${process.version}:`);
  for (const [label, seconds] of timings) console.log(`  ${label.padEnd(38)} ${seconds.toFixed(1).padStart(6)} s`);
}

main().catch((error) => {
  console.error(`\nSmoke FAILED on Node.js ${process.version}: ${error instanceof SmokeFailure ? error.message : error.stack}`);
  process.exit(1);
});
