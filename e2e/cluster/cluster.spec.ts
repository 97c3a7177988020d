import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { type APIRequestContext, expect, request as playwrightRequest } from '@playwright/test';
import pg from 'pg';
import { SMTPServer } from 'smtp-server';
import { articlePath, routes, storePath } from '@/lib/core/routes';
import { addDays, japanToday } from '@/lib/core/time/japan';
import { AmplifyApp, CHANGE_KINDS, everyEntityChange, waitFor } from '@/lib/test/amplify';
import { fakeClockEnv } from '@/lib/test/fake-clock';
import { testPostgresUrl } from '@/lib/test/postgres';
import { type OwnRedis, ownRedis } from '@/lib/test/redis';
import { type Certificate, selfSignedCertificate } from '@/lib/test/tls';
import { type Cluster, NGINX_TEMPLATE, startCluster } from '@/scripts/cluster';
import { bookFurthestDay } from '../booking-helpers';
import { test } from '../fixtures';
import { appearsAfter, fillContact, pngBuffer } from '../helpers';
import { DATABASE_READ, load, pause, query } from './helpers';

/*
 * Several instances proven coherent: two instances of the site on one PostgreSQL schema and one
 * Redis, behind the shipped nginx configuration (scripts/cluster.ts, deploy/nginx.conf), all real
 * processes on this machine. Each test reaches an instance directly (A, B) or goes through nginx
 * (round robin, no sticky sessions). It runs after every other e2e test, alone: it builds the
 * site for PostgreSQL and terminates database connections.
 */

const ADMIN = { email: 'admin@cluster.test', password: 'cluster-password-1234' };
const SCHEMA = 'oz_cluster_e2e';
const PORTS = { a: 3111, b: 3112, proxy: 8091, smtp: 2591, tls: 8491 };
const STORE = 'ikebukuro';

let cluster: Cluster;
/** nginx also serves https on PORTS.tls with it, as a site does in production (Amplify dials only wss://). */
let certificate: Certificate;
const tlsFolder = mkdtempSync(path.join(os.tmpdir(), 'oz-cluster-tls-'));
/** Every line the instances and nginx printed, to find what must never be there. */
const output: string[] = [];

/**
 * The SMTP server both instances' mail workers send to: every mail it accepted, by recipient.
 * While `sink.refusing`, it answers 451 (try again later), as a mail server that is down for a while.
 */
const delivered: { to: string; messageId: string }[] = [];
const sink = { refusing: false };
const smtp = new SMTPServer({
  authOptional: true,
  disabledCommands: ['STARTTLS', 'AUTH'],
  logger: false,
  onMailFrom(_address, _session, callback) {
    if (!sink.refusing) return callback();
    callback(Object.assign(new Error('Mail service not available, try again later'), { responseCode: 451 }));
  },
  onData(stream, session, callback) {
    let head = '';
    stream.on('data', (chunk: Buffer) => (head += head.length < 4096 ? chunk.toString('utf8') : ''));
    stream.on('end', () => {
      const messageId = /^Message-ID:\s*(\S+)/im.exec(head)?.[1] ?? '';
      for (const rcpt of session.envelope.rcptTo) delivered.push({ to: rcpt.address, messageId });
      // A little time per mail, so two workers running at once overlap.
      setTimeout(callback, 100);
    });
  },
});

/** The cluster's own Redis (lib/test/redis.ts), so a test can stop it and start it again. */
let redis: OwnRedis | undefined;

test.describe.configure({ mode: 'serial' });

test.beforeAll(async () => {
  test.setTimeout(20 * 60_000);
  // A fresh schema: the demo content is seeded into it, and the site built from it.
  await query(`drop schema if exists "${SCHEMA}" cascade`);
  await new Promise<void>((resolve) => smtp.listen(PORTS.smtp, '127.0.0.1', resolve));
  redis = await ownRedis();
  certificate = selfSignedCertificate();
  writeFileSync(path.join(tlsFolder, 'cert.pem'), certificate.cert);
  writeFileSync(path.join(tlsFolder, 'key.pem'), certificate.key);
  cluster = await startCluster({
    ports: [PORTS.a, PORTS.b],
    proxyPort: PORTS.proxy,
    schema: SCHEMA,
    databaseUrl: testPostgresUrl(),
    redisUrl: redis.url,
    dataDir: 'data/cluster-e2e',
    distDir: '.next-cluster-e2e',
    tls: { port: PORTS.tls, certificateFile: path.join(tlsFolder, 'cert.pem'), keyFile: path.join(tlsFolder, 'key.pem') },
    env: {
      ADMIN_EMAIL: ADMIN.email,
      ADMIN_PASSWORD: ADMIN.password,
      NEXTAUTH_SECRET: 'cluster-e2e-secret-cluster-e2e-secret',
      SMTP_URL: `smtp://127.0.0.1:${PORTS.smtp}`,
    },
    log: (line) => output.push(line),
  }).catch((error: Error) => {
    throw new Error(`${error.message}\n${output.slice(-60).join('\n')}`);
  });
});

test.afterAll(async () => {
  await cluster?.stop();
  await redis?.kill();
  await new Promise<void>((resolve) => smtp.close(() => resolve()));
  rmSync(tlsFolder, { recursive: true, force: true });
});

const instanceUrl = (name: 'a' | 'b') => cluster.instances.find((instance) => instance.name === name)!.url;

/** A request context signed in as the admin through nginx, as the site's own pages call the API. */
async function adminApi(): Promise<APIRequestContext> {
  const context = await playwrightRequest.newContext({ extraHTTPHeaders: { origin: cluster.siteUrl } });
  const csrf = (await (await context.get(`${cluster.url}/api/auth/csrf`)).json()) as { csrfToken: string };
  const signedIn = await context.post(`${cluster.url}/api/auth/callback/credentials`, {
    form: { email: ADMIN.email, password: ADMIN.password, csrfToken: csrf.csrfToken, json: 'true' },
    maxRedirects: 0,
  });
  expect([200, 302]).toContain(signedIn.status());
  return context;
}

/** The session cookie of `context`, to send to one instance directly. */
async function cookieHeader(context: APIRequestContext): Promise<string> {
  return (await context.storageState()).cookies.map((cookie) => `${cookie.name}=${cookie.value}`).join('; ');
}

async function graphql<T>(context: APIRequestContext, base: string, query: string, variables: Record<string, unknown> = {}): Promise<T> {
  const response = await context.post(`${base}/api/graphql`, {
    headers: { cookie: await cookieHeader(context), 'content-type': 'application/json' },
    data: { query, variables },
  });
  const body = (await response.json()) as { data?: T; errors?: unknown[] };
  expect(body.errors, JSON.stringify(body.errors)).toBeUndefined();
  return body.data!;
}

async function storeId(context: APIRequestContext): Promise<string> {
  const data = await graphql<{ listStores: { items: { id: string; link: string }[] } }>(
    context,
    instanceUrl('a'),
    `query { listStores(limit: 100) { items { id link } } }`,
  );
  return data.listStores.items.find((store) => store.link === STORE)!.id;
}

/** Asks `url` until its page contains `text`; returns how long that took. */
async function msUntilServed(url: string, text: string, limitMs: number): Promise<number> {
  const started = Date.now();
  for (;;) {
    const body = await (await fetch(url)).text();
    if (body.includes(text)) return Date.now() - started;
    if (Date.now() - started > limitMs) throw new Error(`${url} did not show "${text}" within ${limitMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

test('an edit saved through A is served by B within a second, and through nginx once its one-second micro-cache has passed', async () => {
  const api = await adminApi();
  const id = await storeId(api);
  const access = `池袋駅東口から徒歩3分（${Date.now()}）`;
  const save = (value: string) =>
    graphql(api, instanceUrl('a'), `mutation($input: UpdateStoreInput!) { updateStore(input: $input) { id } }`, { input: { id, access: value } });
  // Instances that have run for a while: past the first renders after an edit, which in a fresh
  // process also compile their code and open database connections (about a second here).
  await save(`${access}（準備）`);
  await msUntilServed(`${instanceUrl('b')}${storePath(STORE)}`, `${access}（準備）`, 5000);
  await pause(2500);
  // Each page is in every cache first.
  for (const base of [instanceUrl('a'), instanceUrl('b'), cluster.url]) await fetch(`${base}${storePath(STORE)}`);

  await save(access);
  const saved = Date.now();
  // B learns of the change through Redis at once. nginx may answer with the page it keeps for the
  // second the site allows it (s-maxage=1), then fetches it again: one second and one render.
  const [onB, throughNginx] = await Promise.all([
    msUntilServed(`${instanceUrl('b')}${storePath(STORE)}`, access, 1000),
    msUntilServed(`${cluster.url}${storePath(STORE)}`, access, 2000),
  ]);
  console.log(`edit visible on B after ${onB} ms, through nginx after ${throughNginx} ms (saved ${Date.now() - saved} ms ago)`);
  await api.dispose();
});

test('an article scheduled for a moment ahead, asked for through nginx and on both instances before its time, is public on all within seconds of it', async () => {
  const api = await adminApi();
  const categories = await graphql<{ listCategories: { items: { id: string }[] } }>(api, instanceUrl('a'), '{ listCategories(filter: { slug: { eq: "information" } }) { items { id } } }');
  const route = `cluster-on-time-${Date.now()}`;
  const publishAt = Date.now() + 15_000;
  await graphql(api, instanceUrl('a'), 'mutation ($input: CreateNewsInput!) { createNews(input: $input) { id } }', {
    input: { categoryId: categories.listCategories.items[0]!.id, createdDate: '2026-11-01', title: `時間どおりの記事 ${route}`, route, status: 'PUBLISHED', publishAt: new Date(publishAt).toISOString() },
  });
  const path = articlePath('news', 'information', route);
  const visitor = await playwrightRequest.newContext();
  try {
    const [throughNginx, onB] = await Promise.all([appearsAfter(visitor, `${cluster.url}${path}`, publishAt), appearsAfter(visitor, `${instanceUrl('b')}${path}`, publishAt)]);
    console.log(`scheduled article public through nginx ${throughNginx} ms and on B ${onB} ms after its time`);
    expect(throughNginx).toBeLessThan(10_000);
    expect(onB).toBeLessThan(10_000);
  } finally {
    await visitor.dispose();
    await api.dispose();
  }
});

test('a redirect added through A is answered 308 by B, and through nginx, within seconds (lib/core/redirects/)', async () => {
  const api = await adminApi();
  const fromPath = `/cluster-flyer-${Date.now()}`;
  const answer = async (base: string) => {
    const response = await fetch(`${base}${fromPath}`, { redirect: 'manual' });
    return `${response.status} ${response.headers.get('location') ?? ''}`;
  };
  expect(await answer(instanceUrl('b'))).toMatch(/^404 /);
  const created = await graphql<{ createRedirect: { id: string } }>(api, instanceUrl('a'), 'mutation ($input: RedirectInput!) { createRedirect(input: $input) { id } }', {
    input: { fromPath, toPath: routes.news.path },
  });
  try {
    const started = Date.now();
    await expect.poll(() => answer(instanceUrl('b')), { timeout: 5000, intervals: [100] }).toBe(`308 ${routes.news.path}`);
    console.log(`added through A: answered 308 by B after ${Date.now() - started} ms`);
    await expect.poll(() => answer(cluster.url), { timeout: 5000, intervals: [100] }).toBe(`308 ${routes.news.path}`);
  } finally {
    await graphql(api, instanceUrl('a'), 'mutation ($id: ID!) { deleteRedirect(id: $id) { id } }', { id: created.createRedirect.id });
    await api.dispose();
  }
});

test('an article published through A is found by the search on B within 10 s, and unpublished through A is gone from it as fast (lib/core/search/)', async () => {
  const api = await adminApi();
  const categories = await graphql<{ listCategories: { items: { id: string }[] } }>(api, instanceUrl('a'), '{ listCategories(filter: { slug: { eq: "information" } }) { items { id } } }');
  const stamp = Date.now();
  const word = `クラスタ検索${stamp}`;
  const route = `cluster-search-${stamp}`;
  const path = articlePath('news', 'information', route);
  // The results link to the article's page: present while B's search finds it.
  const foundOnB = async () => (await (await fetch(`${instanceUrl('b')}${routes.search.path}?q=${encodeURIComponent(word)}`)).text()).includes(`href="${path}"`);
  const created = await graphql<{ createNews: { id: string } }>(api, instanceUrl('a'), 'mutation ($input: CreateNewsInput!) { createNews(input: $input) { id } }', {
    input: { categoryId: categories.listCategories.items[0]!.id, createdDate: '2026-11-01', title: `${word}のお知らせ`, route, status: 'DRAFT' },
  });
  const id = created.createNews.id;
  const setStatus = (status: string) => graphql(api, instanceUrl('a'), 'mutation ($input: UpdateNewsInput!) { updateNews(input: $input) { id } }', { input: { id, status } });
  try {
    expect(await foundOnB()).toBe(false);
    await setStatus('PUBLISHED');
    const published = Date.now();
    await expect.poll(foundOnB, { timeout: 10_000, intervals: [200] }).toBe(true);
    console.log(`published through A: found by B's search after ${Date.now() - published} ms`);
    await setStatus('DRAFT');
    const unpublished = Date.now();
    await expect.poll(foundOnB, { timeout: 10_000, intervals: [200] }).toBe(false);
    console.log(`unpublished through A: gone from B's search after ${Date.now() - unpublished} ms`);
  } finally {
    await graphql(api, instanceUrl('a'), 'mutation ($input: DeleteNewsInput!) { deleteNews(input: $input) { id } }', { input: { id } });
    await api.dispose();
  }
});

test("nginx's cache key holds every request header a page varies on, as the key alone keeps a page's variants apart", async () => {
  // deploy/nginx.conf has nginx ignore the pages' Vary (reading it cost a second cache lookup per
  // request): what Next.js varies a page on must be in proxy_cache_key instead.
  const key = /proxy_cache_key\s+"([^"]+)"/.exec(readFileSync(NGINX_TEMPLATE, 'utf8'))?.[1] ?? '';
  for (const address of ['/', storePath(STORE), routes.news.path]) {
    for (const headers of [{}, { rsc: '1' }, { 'accept-encoding': 'gzip' }] as Record<string, string>[]) {
      const vary = (await fetch(`${cluster.url}${address}`, { headers })).headers.get('vary') ?? '';
      for (const name of vary.split(',').map((token) => token.trim().toLowerCase()).filter(Boolean)) {
        const variable = name === 'accept-encoding' ? '$oz_encoding' : `$http_${name.replaceAll('-', '_')}`;
        expect(key, `${address} varies on ${name}`).toContain(variable);
      }
    }
  }
});

test('an image uploaded through A is served by B, byte for byte', async () => {
  const api = await adminApi();
  const uploaded = await api.post(`${instanceUrl('a')}/api/media`, {
    headers: { cookie: await cookieHeader(api) },
    multipart: { alt: '受付カウンター', file: { name: 'reception.png', mimeType: 'image/png', buffer: await pngBuffer(1600, 900) } },
  });
  expect(uploaded.status()).toBe(201);
  const item = (await uploaded.json()) as { id: string };
  for (const name of ['640.webp', '1280.webp', 'original.png']) {
    const fromA = await fetch(`${instanceUrl('a')}/media/${item.id}/${name}`);
    const fromB = await fetch(`${instanceUrl('b')}/media/${item.id}/${name}`);
    expect(fromB.status, name).toBe(200);
    expect(fromB.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(Buffer.from(await fromB.arrayBuffer()).equals(Buffer.from(await fromA.arrayBuffer())), name).toBe(true);
  }
  await api.dispose();
});

test('an admin signed in through nginx sees the live event of an edit made through A, with no sticky sessions', async ({ browser }) => {
  // The address the site knows as its own (SITE_URL): the admin's API calls must come from it.
  const context = await browser.newContext({ baseURL: cluster.siteUrl });
  const page = await context.newPage();
  await page.goto('/login');
  await page.getByLabel('メールアドレス').fill(ADMIN.email);
  await page.getByLabel('パスワード').fill(ADMIN.password);
  await page.getByRole('button', { name: 'ログイン' }).click();
  await expect(page).toHaveURL(/\/admin$/);
  await page.goto('/admin/stores');
  await expect(page.getByRole('link', { name: '池袋店' }).first()).toBeVisible();

  const api = await adminApi();
  const id = await storeId(api);
  const rename = (name: string) => graphql(api, instanceUrl('a'), `mutation($input: UpdateStoreInput!) { updateStore(input: $input) { id } }`, { input: { id, name } });
  // No reload: the list hears it over its event stream, whichever instance holds the stream. Its
  // subscriptions register a moment after it has loaded (through either instance, relayed to the
  // stream's), so on a loaded machine the first edit may come too early: each try is a new edit
  // (as in e2e/admin-live-reconnect.spec.ts).
  let tries = 0;
  await expect(async () => {
    const name = `池袋東口店 ${++tries}`;
    await rename(name);
    await expect(page.getByRole('link', { name }).first()).toBeVisible({ timeout: 3000 });
  }).toPass({ timeout: 30_000 });
  await rename('池袋店');
  await api.dispose();
  await context.close();
});

test('an AWS Amplify app subscribed through nginx over TLS hears each creation, edit and deletion of every entity made through each instance within 2 s', async () => {
  // Amplify's own client and generated statements (lib/test/amplify.ts), at the https address.
  const app = new AmplifyApp(`https://localhost:${PORTS.tls}/api/graphql`, certificate.cert);
  const api = await adminApi();
  try {
    const store = await storeId(api);
    const firstId = async (list: string) =>
      (await graphql<Record<string, { items: { id: string }[] }>>(api, instanceUrl('a'), `query { ${list}(limit: 1) { items { id } } }`))[list]!.items[0]!.id;
    const [category, news] = [await firstId('listCategories'), await firstId('listNews')];
    const mark = `amplify-${Date.now().toString(36)}`;
    const heard = await app.subscribeToEveryChange();
    // Its WebSocket went through nginx to one instance: every change is made once through each,
    // so each kind of change of each entity is made once on the instance that does not hold it
    // and crosses through Redis.
    for (const through of ['a', 'b'] as const) {
      const changes = everyEntityChange({ area: 'Tokyo', storeId: store, categoryId: category, newsId: news, mark: `${mark}-${through}` });
      for (const [entity, [input, edit]] of Object.entries(changes)) {
        let id = '';
        for (const kind of CHANGE_KINDS) {
          const mutation = `${kind.toLowerCase()}${entity}`;
          const data = await graphql<Record<string, { id: string }>>(api, instanceUrl(through), `mutation($input: ${kind}${entity}Input!) { ${mutation}(input: $input) { id } }`, {
            input: kind === 'Create' ? input : kind === 'Update' ? { id, ...edit } : { id },
          });
          id = data[mutation]!.id;
          const { events } = heard.get(`on${kind}${entity}`)!;
          await waitFor(() => events.some((event) => event.id === id), `on${kind}${entity} of a change made through ${through}`, 2000);
        }
      }
    }
    for (const [field, { errors }] of heard) expect({ field, errors }).toEqual({ field, errors: [] });
  } finally {
    await api.dispose();
    app.close();
  }
});

test('instance A killed with kill -9 under load: no request fails beyond those in flight, an enquiry sent meanwhile is stored and mailed once, and A rejoins', async ({ browser }) => {
  const a = cluster.instances.find((instance) => instance.name === 'a')!;
  const visitor = await browser.newPage({ baseURL: cluster.siteUrl });
  await visitor.goto(routes.contact.path);
  const email = `cluster-${Date.now()}@example.jp`;
  await fillContact(visitor, email);
  await visitor.getByRole('button', { name: '入力内容を確認する' }).click();

  const traffic = load(cluster.url, DATABASE_READ);
  await pause(1000);
  const inFlightAtKill = traffic.counts.inFlight;
  await a.kill('SIGKILL');
  // Sent while A is down: nginx finds A's port closed and hands the form to B.
  await visitor.getByRole('button', { name: '送信する' }).click();
  await expect(visitor).toHaveURL(routes.thanks.path);
  await pause(1000);
  const during = { ...traffic.counts };
  await a.restart();
  await pause(1000);
  const counts = await traffic.stop();
  console.log(
    `kill -9 under load: ${counts.ok} answered, ${counts.failed} failed (${counts.failures.join(', ') || 'none'}) of ${inFlightAtKill} in flight at the kill, ` +
      `slowest ${counts.slowest} ms (${during.ok} answered while A was down)`,
  );
  // nginx sends a GET that found A gone to B (proxy_next_upstream): at most a request A was
  // answering at the kill is lost.
  expect(counts.failed).toBeLessThanOrEqual(inFlightAtKill);
  expect(counts.ok).toBeGreaterThan(100);

  // The enquiry is stored once, and its two mails (the visitor's and the company's) are sent once,
  // though both instances' mail workers run again.
  const rows = await query<{ count: number }>(`select count(*)::int as count from "${SCHEMA}".enquiry where email = $1`, [email]);
  expect(rows[0]!.count).toBe(1);
  const company = (mail: { to: string }) => mail.to === 'info@oz-gym.example';
  await expect.poll(() => delivered.filter((mail) => mail.to === email || company(mail)).length, { timeout: 20_000 }).toBe(2);
  await pause(3000);
  const mails = delivered.filter((mail) => mail.to === email);
  expect(mails).toHaveLength(1);
  expect(delivered.filter(company)).toHaveLength(1);
  expect(delivered.filter((mail) => mail.messageId === mails[0]!.messageId)).toHaveLength(1);
  expect(new Set(delivered.map((mail) => `${mail.to} ${mail.messageId}`)).size).toBe(delivered.length);
  await visitor.close();

  // Back in the rotation: nginx tries A again once 5 s (fail_timeout, deploy/nginx.conf) have passed
  // since the last request that found it down, and then requests reach A again.
  await expect
    .poll(
      async () => {
        const before = readFileSync(`${cluster.nginx.logDir}/access.log`, 'utf8').length;
        for (let i = 0; i < 10; i += 1) await fetch(`${cluster.url}${DATABASE_READ}`);
        return readFileSync(`${cluster.nginx.logDir}/access.log`, 'utf8').slice(before).includes(`upstream=127.0.0.1:${PORTS.a}`);
      },
      { timeout: 15_000, intervals: [1_000] },
    )
    .toBe(true);
});

/** The outbox rows of the enquiries sent from `emails`, from the cluster's schema. */
function outboxOf(emails: string[]): Promise<{ id: string; enquiryId: string; state: string; attempts: number }[]> {
  return query(
    `select m.id, m."enquiryId", m.state, m.attempts from "${SCHEMA}".mail_outbox m
     join "${SCHEMA}".enquiry e on e.id = m."enquiryId" where e.email = any($1) order by m.id`,
    [emails],
  );
}

test('mails queued while the mail server refused them are each delivered exactly once, with both instances\' workers racing for them', async ({ browser }) => {
  sink.refusing = true;
  const emails = [1, 2, 3].map((n) => `backlog-${Date.now()}-${n}@example.jp`);
  const visitor = await browser.newPage({ baseURL: cluster.siteUrl });
  for (const email of emails) {
    await visitor.goto(routes.contact.path);
    await fillContact(visitor, email);
    await visitor.getByRole('button', { name: '入力内容を確認する' }).click();
    await visitor.getByRole('button', { name: '送信する' }).click();
    await expect(visitor).toHaveURL(routes.thanks.path);
  }
  await visitor.close();
  // Every mail (the visitor's and the company's, per enquiry) was tried and refused: a backlog.
  await expect.poll(async () => (await outboxOf(emails)).filter((mail) => mail.attempts > 0 && mail.state !== 'sent').length, { timeout: 20_000 }).toBe(6);
  const enquiries = [...new Set((await outboxOf(emails)).map((mail) => mail.enquiryId))];
  expect(enquiries).toHaveLength(3);

  sink.refusing = false;
  // The admin's "retry now" for each enquiry, sent to A and B at the same moment: each makes its
  // enquiry's mails due and starts the worker of the instance that answered, and each worker
  // takes every due mail, so the two workers race for the same rows.
  const api = await adminApi();
  await Promise.all(
    enquiries.map((id, index) =>
      graphql(api, instanceUrl(index % 2 === 0 ? 'a' : 'b'), `mutation($id: ID!) { retryEnquiryDelivery(id: $id) { id } }`, { id }),
    ),
  );
  await api.dispose();
  await expect.poll(async () => (await outboxOf(emails)).filter((mail) => mail.state === 'sent').length, { timeout: 30_000 }).toBe(6);
  // Time for a second delivery, were a worker to send a mail the other had sent.
  await pause(3000);
  const rows = await outboxOf(emails);
  const received = delivered.filter((mail) => rows.some((row) => mail.messageId.startsWith(`<${row.id}@`)));
  console.log(`backlog of ${rows.length} mails: ${received.length} delivered after the retries (attempts ${rows.map((row) => row.attempts).join(', ')})`);
  for (const row of rows) expect(received.filter((mail) => mail.messageId.startsWith(`<${row.id}@`)), row.id).toHaveLength(1);
  expect(received).toHaveLength(6);
});

test('Redis stopped: pages keep being served, an edit is saved and shown by its instance, and the other instance catches up when Redis returns', async () => {
  const api = await adminApi();
  const id = await storeId(api);
  const save = async (access: string) => {
    const started = Date.now();
    await graphql(api, instanceUrl('a'), `mutation($input: UpdateStoreInput!) { updateStore(input: $input) { id } }`, { input: { id, access } });
    return Date.now() - started;
  };
  const before = `池袋駅東口から徒歩3分（Redis停止前 ${Date.now()}）`;
  await save(before);
  await msUntilServed(`${instanceUrl('b')}${storePath(STORE)}`, before, 5000);

  await redis!.kill();
  const killedAt = Date.now();
  // Straight to both instances, past nginx's micro-cache: each answers from its own cache.
  const traffic = [load(instanceUrl('a'), storePath(STORE), { concurrency: 4 }), load(instanceUrl('b'), storePath(STORE), { concurrency: 4 })];
  await pause(1000);
  const during = `池袋駅東口から徒歩3分（Redis停止中 ${Date.now()}）`;
  // Recorded in the database, so the save succeeds, without waiting for Redis.
  const saveMs = await save(during);
  const onA = await msUntilServed(`${instanceUrl('a')}${storePath(STORE)}`, during, 1000);
  // Down for longer than ioredis keeps a command waiting (20 retries, about ten seconds).
  await pause(Math.max(0, 13_000 - (Date.now() - killedAt)));
  const answered = await Promise.all(traffic.map((instance) => instance.stop()));
  const counts = {
    ok: answered.reduce((sum, one) => sum + one.ok, 0),
    failed: answered.reduce((sum, one) => sum + one.failed, 0),
    slowest: Math.max(...answered.map((one) => one.slowest)),
  };
  // B could not hear of it while Redis was down; it does once Redis is back.
  const bWhileDown = (await (await fetch(`${instanceUrl('b')}${storePath(STORE)}`)).text()).includes(during);
  // A monitor sees why: each instance's readiness fails on Redis alone.
  const readyWhileDown = await fetch(`${instanceUrl('b')}/api/ready`);
  expect(readyWhileDown.status).toBe(503);
  expect(((await readyWhileDown.json()) as { checks: { name: string; ok: boolean }[] }).checks.filter((check) => !check.ok).map((check) => check.name)).toEqual(['redis']);
  await redis!.start();
  const onB = await msUntilServed(`${instanceUrl('b')}${storePath(STORE)}`, during, 10_000);
  await expect.poll(async () => (await fetch(`${instanceUrl('b')}/api/ready`)).status, { timeout: 10_000 }).toBe(200);
  console.log(
    `Redis down: ${counts.ok} page requests answered, ${counts.failed} failed, slowest ${counts.slowest} ms; save took ${saveMs} ms, ` +
      `A showed it after ${onA} ms, B ${bWhileDown ? 'already' : 'not'} while Redis was down and ${onB} ms after Redis restarted`,
  );
  expect(counts.failed).toBe(0);
  expect(counts.ok).toBeGreaterThan(50);
  expect(saveMs).toBeLessThan(2000);
  // Live events work again: an edit through A reaches B at once.
  const after = `池袋駅東口から徒歩3分（Redis復旧後 ${Date.now()}）`;
  await save(after);
  await msUntilServed(`${instanceUrl('b')}${storePath(STORE)}`, after, 1000);
  await api.dispose();
  expect(output.join('\n')).not.toMatch(/uncaughtException|unhandledRejection|Unhandled 'error' event/);
});

test('every PostgreSQL connection of the instances terminated twice under load: no API read fails, the instances recover without a restart, nothing hangs, nothing crashes', async () => {
  const traffic = load(cluster.url, DATABASE_READ);
  await pause(1000);
  const admin = new pg.Client({ connectionString: testPostgresUrl() });
  await admin.connect();
  // The instances' connections, by the names scripts/cluster.ts gives them (never another test's).
  const names = cluster.instances.map((instance) => `oz-${SCHEMA}-${instance.name}`);
  let terminated = 0;
  for (let round = 0; round < 2; round += 1) {
    const { rows } = await admin.query<{ terminated: boolean }>(
      'select pg_terminate_backend(pid) as terminated from pg_stat_activity where application_name = any($1)',
      [names],
    );
    terminated += rows.filter((row) => row.terminated).length;
    await pause(1500);
  }
  await admin.end();
  const counts = await traffic.stop();
  console.log(
    `pg_terminate_backend twice (${terminated} connections) under load: ${counts.ok} API reads answered with data, ${counts.failed} failed` +
      ` (${counts.failures.join(', ') || 'none'}), slowest ${counts.slowest} ms`,
  );
  // A read whose connection went is run again on a new one (graphql/read-retry.ts), and a GraphQL
  // answer with errors counts as failed, though it comes with status 200.
  expect(counts.failures).toEqual([]);
  expect(terminated).toBeGreaterThan(0);
  // No request hangs: each answered, successfully or with an error, well within the 10 s limit.
  expect(counts.slowest).toBeLessThan(6000);
  expect(counts.ok).toBeGreaterThan(100);
  // Both instances still serve, without a restart.
  for (const name of ['a', 'b'] as const) expect((await fetch(`${instanceUrl(name)}${DATABASE_READ}`)).status).toBe(200);
  const log = output.join('\n');
  expect(log).toContain('PostgreSQL connection lost');
  expect(log).not.toMatch(/uncaughtException|unhandledRejection|Unhandled 'error' event/);
});

function bookingMails(email: string): Promise<{ id: string; subject: string; recipient: string; state: string }[]> {
  return query(
    `select m.id, m.subject, m.recipient, m.state from "${SCHEMA}".mail_outbox m
     join "${SCHEMA}".booking b on b.id = m."bookingId" where b.email = $1 order by m."createdAt", m.id`,
    [email],
  );
}

// Last of this file: the instances' clocks run weeks ahead during it (lib/test/fake-clock.ts), and
// what they cache meanwhile carries those times, which no test after it should have to reason about.
test("a booking's reminder goes out once, at 10:00 in Japan the day before, with both instances' workers racing for it", async ({ browser }) => {
  const email = `reminder-${Date.now()}@example.jp`;
  const visitor = await browser.newPage({ baseURL: cluster.siteUrl });
  await bookFurthestDay(visitor, STORE, email);
  await visitor.close();
  await expect.poll(async () => (await bookingMails(email)).filter((mail) => mail.state === 'sent').length, { timeout: 30_000 }).toBe(2);
  const [booking] = await query<{ startsAt: string; reminderSentAt: string | null }>(`select "startsAt", "reminderSentAt" from "${SCHEMA}".booking where email = $1`, [email]);

  // Both instances started again at once, their clocks at 10:00 in Japan on the day before the
  // booking: each one's mail worker runs at its start and then every 30 s, so they race for it.
  const dayBefore = addDays(japanToday(new Date(booking!.startsAt)), -1);
  const morning = new Date(`${dayBefore}T10:00:00+09:00`);
  try {
    await Promise.all(cluster.instances.map((instance) => instance.restart(fakeClockEnv(morning))));
    await expect.poll(async () => (await bookingMails(email)).filter((mail) => mail.state === 'sent').length, { timeout: 45_000 }).toBe(3);
    // Past each worker's next run: a second reminder would be queued by now.
    await pause(32_000);
  } finally {
    await Promise.all(cluster.instances.map((instance) => instance.restart()));
  }
  const mails = await bookingMails(email);
  const reminders = mails.filter((mail) => mail.subject === '【Oz】明日は無料体験のご予約日です');
  expect(reminders, JSON.stringify(mails)).toHaveLength(1);
  expect(reminders[0]!.recipient).toBe('visitor');
  const [after] = await query<{ reminderSentAt: string | null }>(`select "reminderSentAt" from "${SCHEMA}".booking where email = $1`, [email]);
  expect(booking!.reminderSentAt).toBeNull();
  expect(new Date(after!.reminderSentAt!).getTime()).toBeGreaterThanOrEqual(morning.getTime());
  expect(delivered.filter((mail) => mail.messageId.startsWith(`<${reminders[0]!.id}@`))).toHaveLength(1);
  expect(delivered.filter((mail) => mail.to === email)).toHaveLength(2);
});
