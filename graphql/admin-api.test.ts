import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { GET as confirmEmail } from '@/app/api/account/confirm-email/route';
import { GET as exportCsv } from '@/app/api/admin/enquiries.csv/route';
import { confirmEmailChange } from '@/lib/core/auth/account';
import { signIn } from '@/lib/core/auth/sign-in';
import { findUserByEmail, findUserById } from '@/lib/core/auth/users';
import { acceptInviteAction } from '@/lib/core/auth/invite-action';
import { getConfig } from '@/lib/core/config';
import { insertEnquiry } from '@/lib/core/enquiry/test-enquiries';
import { kickDelivery } from '@/lib/core/mail/worker';
import { UNAUTHENTICATED_MESSAGE } from '@/lib/core/model/errors';
import { engines, useTestDb } from '@/lib/test/engines';
import { fetchGraphQL, postGraphQL, type SseSubscription, signInAdmin, subscribeSse } from '@/lib/test/http';

jest.mock('@/lib/core/mail/worker', () => ({ ...jest.requireActual('@/lib/core/mail/worker'), kickDelivery: jest.fn() }));

const ENQUIRY_FIELDS = 'id kind status name deliveryState mails { recipient state attempts nextAttemptAt lastError }';

/** Every new operation, with variables that would succeed for an admin. */
const OPERATIONS: [string, string, Record<string, unknown>][] = [
  ['listEnquiries', `query { listEnquiries { total } }`, {}],
  ['getEnquiry', `query($id: ID!) { getEnquiry(id: $id) { id } }`, { id: 'ID' }],
  ['undeliverableEnquiryCount', `query { undeliverableEnquiryCount }`, {}],
  ['listAdminUsers', `query { listAdminUsers { id } }`, {}],
  ['setEnquiryStatus', `mutation($id: ID!) { setEnquiryStatus(id: $id, status: done) { id } }`, { id: 'ID' }],
  ['retryEnquiryDelivery', `mutation($id: ID!) { retryEnquiryDelivery(id: $id) { id } }`, { id: 'ID' }],
  ['updateMyName', `mutation { updateMyName(name: "X") { id } }`, {}],
  ['changeMyPassword', `mutation { changeMyPassword(currentPassword: "correct horse battery", newPassword: "another password") }`, {}],
  ['requestEmailChange', `mutation { requestEmailChange(newEmail: "anon@example.com", currentPassword: "correct horse battery") }`, {}],
  ['inviteAdmin', `mutation { inviteAdmin(email: "anon-invite@example.com") { id } }`, {}],
  ['setAdminDisabled', `mutation($id: ID!) { setAdminDisabled(id: $id, disabled: true) { id } }`, { id: 'ID' }],
  ['signOutEverywhere', `mutation { signOutEverywhere }`, {}],
];

const mailDir = () => path.resolve(getConfig().DATA_DIR, 'mail');

/** The link in the newest .eml file addressed to `to` (the file transport used without SMTP_URL). */
async function linkMailedTo(to: string): Promise<string> {
  const files = (await readdir(mailDir()).catch(() => [] as string[])).filter((file) => file.endsWith('.eml')).sort().reverse();
  for (const file of files) {
    const raw = await readFile(path.join(mailDir(), file), 'utf8');
    const split = raw.indexOf('\r\n\r\n');
    if (!new RegExp(`^To: ${to.replace(/[.]/g, '\\.')}\\r?$`, 'im').test(raw.slice(0, split))) continue;
    const text = Buffer.from(raw.slice(split + 4).replace(/\s+/g, ''), 'base64').toString('utf8');
    const link = /https?:\/\/\S+\?token=[\w-]+/.exec(text)?.[0];
    if (link) return link;
  }
  throw new Error(`No mail to ${to} in ${mailDir()}`);
}

const unique = () => `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 8)}`;

describe.each(engines())('admin API (enquiries and accounts) on $name', (engine) => {
  const t = useTestDb(engine);
  let cookie = '';
  let userId = '';
  const open: SseSubscription<Record<string, unknown>>[] = [];

  beforeEach(async () => {
    const signedIn = await signInAdmin(t.db, { name: 'Owner' });
    cookie = signedIn.cookie;
    userId = signedIn.user.id;
    jest.mocked(kickDelivery).mockClear();
  });

  afterEach(async () => {
    await Promise.all(open.splice(0).map((subscription) => subscription.close()));
  });

  test.each(OPERATIONS)('%s refuses an anonymous caller and changes nothing', async (field, query, variables) => {
    const enquiry = await insertEnquiry(t.db, {}, ['sent', 'failed']);
    const values = Object.fromEntries(Object.entries(variables).map(([key, value]) => [key, value === 'ID' ? (field === 'setAdminDisabled' ? userId : enquiry) : value]));
    const before = JSON.stringify([await findUserById(t.db, userId), await t.db.kysely.selectFrom('mail_outbox').selectAll().orderBy('id').execute()]);
    const { body } = await postGraphQL(query, values);
    expect(body.errors).toEqual([expect.objectContaining({ message: UNAUTHENTICATED_MESSAGE, errorType: 'UnauthorizedException', path: [field] })]);
    expect(JSON.stringify([await findUserById(t.db, userId), await t.db.kysely.selectFrom('mail_outbox').selectAll().orderBy('id').execute()])).toBe(before);
    expect((await t.db.kysely.selectFrom('enquiry').select('status').executeTakeFirst())?.status).toBe('new');
    expect(await t.db.kysely.selectFrom('admin_user').select('email').execute()).toHaveLength(1);
    expect(kickDelivery).not.toHaveBeenCalled();
  });

  test('the inbox lists, filters and pages enquiries with their mails', async () => {
    const first = await insertEnquiry(t.db, { name: '山田' }, ['sent', 'failed']);
    const second = await insertEnquiry(t.db, { name: '佐藤', kind: 'franchise', status: 'done' }, ['sent', 'sent']);
    const { body } = await postGraphQL<{ all: { total: number; pageCount: number; items: { id: string }[] }; done: { items: { id: string; status: string }[] } }>(
      `query {
        all: listEnquiries(perPage: 1) { total page perPage pageCount items { id } }
        done: listEnquiries(status: done) { items { id status kind deliveryState } }
        failed: listEnquiries(deliveryState: "failed", search: "山") { items { ${ENQUIRY_FIELDS} } }
      }`,
      {},
      { cookie },
    );
    expect(body.errors).toBeUndefined();
    expect(body.data).toEqual({
      all: { total: 2, page: 1, perPage: 1, pageCount: 2, items: [{ id: second }] },
      done: { items: [{ id: second, status: 'done', kind: 'franchise', deliveryState: 'sent' }] },
      failed: {
        items: [
          {
            id: first,
            kind: 'contact',
            status: 'new',
            name: '山田',
            deliveryState: 'pending',
            mails: [
              { recipient: 'company', state: 'sent', attempts: 1, nextAttemptAt: expect.any(String), lastError: null },
              { recipient: 'visitor', state: 'failed', attempts: 1, nextAttemptAt: expect.any(String), lastError: 'connect ECONNREFUSED' },
            ],
          },
        ],
      },
    });
    const single = await postGraphQL(`query($id: ID!) { getEnquiry(id: $id) { id schedule mails { subject } } missing: getEnquiry(id: "nope") { id } }`, { id: first }, { cookie });
    expect(single.body.data).toEqual({
      getEnquiry: { id: first, schedule: expect.stringContaining('"year":"2026"'), mails: [{ subject: '体験問い合わせ' }, { subject: 'Oz体験お問い合わせ' }] },
      missing: null,
    });
    const bad = await postGraphQL(`query { listEnquiries(deliveryState: "lost") { total } }`, {}, { cookie });
    expect(bad.body.errors?.[0]).toMatchObject({ errorType: 'ValidationError', extensions: { fields: [{ field: 'deliveryState', message: '送信状況の指定が正しくありません。' }] } });
  });

  test('undeliverableEnquiryCount counts the enquiries with a given-up mail', async () => {
    await insertEnquiry(t.db, {}, ['sent', 'undeliverable']);
    await insertEnquiry(t.db, {}, ['sent', 'failed']);
    const { body } = await postGraphQL(`query { undeliverableEnquiryCount }`, {}, { cookie });
    expect(body).toEqual({ data: { undeliverableEnquiryCount: 1 } });
  });

  test('status changes and retries are saved, announced live, and a retry starts delivery', async () => {
    const id = await insertEnquiry(t.db, {}, ['sent', 'failed']);
    const live = await subscribeSse<{ onEnquiryChange: { id: string; status: string; mails: { state: string }[] } }>(
      'Enquiry:change',
      `subscription { onEnquiryChange { id status mails { state } } }`,
      {},
      { cookie },
    );
    open.push(live as SseSubscription<Record<string, unknown>>);

    const status = await postGraphQL(`mutation($id: ID!) { setEnquiryStatus(id: $id, status: in_progress) { id status } }`, { id }, { cookie });
    expect(status.body).toEqual({ data: { setEnquiryStatus: { id, status: 'in_progress' } } });
    const retry = await postGraphQL(`mutation($id: ID!) { retryEnquiryDelivery(id: $id) { id mails { state } } }`, { id }, { cookie });
    expect(retry.body).toEqual({ data: { retryEnquiryDelivery: { id, mails: [{ state: 'sent' }, { state: 'pending' }] } } });
    expect(kickDelivery).toHaveBeenCalledTimes(1);

    await live.waitFor(2);
    expect(live.events.map((event) => event.data?.onEnquiryChange)).toEqual([
      { id, status: 'in_progress', mails: [{ state: 'sent' }, { state: 'failed' }] },
      { id, status: 'in_progress', mails: [{ state: 'sent' }, { state: 'pending' }] },
    ]);
  });

  test('an anonymous subscriber to onEnquiryChange gets the error and no events', async () => {
    const response = await fetchGraphQL({
      method: 'POST',
      headers: { 'content-type': 'application/json', accept: 'text/event-stream' },
      body: JSON.stringify({ query: 'subscription { onEnquiryChange { id name } }' }),
    });
    const text = await response.text();
    expect(text).toContain(UNAUTHENTICATED_MESSAGE);
    expect(text).not.toContain('"name"');
  });

  test('the display name and the password of the signed-in admin', async () => {
    const named = await postGraphQL(`mutation { updateMyName(name: "  新しい名前  ") { id email name } }`, {}, { cookie });
    expect(named.body.data).toEqual({ updateMyName: { id: userId, email: expect.any(String), name: '新しい名前' } });
    const tooLong = await postGraphQL(`mutation($name: String) { updateMyName(name: $name) { id } }`, { name: 'あ'.repeat(51) }, { cookie });
    expect(tooLong.body.errors?.[0]).toMatchObject({ errorType: 'ValidationError', extensions: { fields: [{ field: 'name', message: '表示名は50文字以内で入力してください。' }] } });

    const wrong = await postGraphQL(`mutation { changeMyPassword(currentPassword: "wrong", newPassword: "another password") }`, {}, { cookie });
    expect(wrong.body.errors?.[0]).toMatchObject({
      message: '現在のパスワードが正しくありません。',
      errorType: 'ValidationError',
      extensions: { fields: [{ field: 'currentPassword', message: '現在のパスワードが正しくありません。' }] },
    });
    const changed = await postGraphQL(`mutation { changeMyPassword(currentPassword: "correct horse battery", newPassword: "another password") }`, {}, { cookie });
    expect(changed.body).toEqual({ data: { changeMyPassword: true } });
    // This session ended too.
    expect((await postGraphQL(`query { me { id } }`, {}, { cookie })).body.data).toEqual({ me: null });
  });

  test('signing out everywhere ends this session', async () => {
    expect((await postGraphQL(`mutation { signOutEverywhere }`, {}, { cookie })).body).toEqual({ data: { signOutEverywhere: true } });
    expect((await postGraphQL(`query { me { id } }`, {}, { cookie })).body.data).toEqual({ me: null });
  });

  test('an e-mail change takes effect through the button of the page the mailed link opens, once; opening the link alone changes nothing', async () => {
    const newEmail = `changed-${unique()}@example.com`;
    const requested = await postGraphQL(
      `mutation($email: String!) { requestEmailChange(newEmail: $email, currentPassword: "correct horse battery") }`,
      { email: newEmail },
      { cookie },
    );
    expect(requested.body).toEqual({ data: { requestEmailChange: true } });
    const link = await linkMailedTo(newEmail);
    expect(link.startsWith(`${getConfig().siteUrl}/login/confirm-email?token=`)).toBe(true);
    const token = new URL(link).searchParams.get('token') ?? '';

    // Opening a link changes nothing (a mail scanner opens links too); the older links' address leads to the page.
    const opened = await confirmEmail(new Request(`${getConfig().siteUrl}/api/account/confirm-email?token=${token}`));
    expect(opened.status).toBe(303);
    expect(opened.headers.get('location')).toBe(`/login/confirm-email?token=${token}`);
    expect((await findUserById(t.db, userId))?.email).not.toBe(newEmail);

    // The page's button does it, once.
    expect(await confirmEmailChange(t.db, token)).toEqual({ ok: true, userId });
    expect((await findUserById(t.db, userId))?.email).toBe(newEmail);
    expect((await postGraphQL(`query { me { id } }`, {}, { cookie })).body.data).toEqual({ me: null });
    expect(await confirmEmailChange(t.db, token)).toEqual({ ok: false, reason: 'invalid' });
    expect(await confirmEmailChange(t.db, `${token}x`)).toEqual({ ok: false, reason: 'invalid' });
  });

  test('an invited admin sets a password through the mailed link; admins are listed, and one cannot disable oneself', async () => {
    const email = `invited-${unique()}@example.com`;
    const invited = await postGraphQL<{ inviteAdmin: { id: string } }>(
      `mutation($email: String!) { inviteAdmin(email: $email, name: "新人") { id email name disabled invitePending createdAt } }`,
      { email },
      { cookie },
    );
    expect(invited.body.data).toEqual({ inviteAdmin: { id: expect.any(String), email, name: '新人', disabled: false, invitePending: true, createdAt: expect.any(String) } });
    const link = await linkMailedTo(email);
    expect(link.startsWith(`${getConfig().siteUrl}/login/invite?token=`)).toBe(true);
    const token = new URL(link).searchParams.get('token');
    expect(await signIn(t.db, email, 'new admin password', '10.1.1.1')).toEqual({ ok: false, reason: 'invalid' });

    expect(await acceptInviteAction(token, { name: '', password: 'new admin password', passwordConfirm: 'different' })).toEqual({
      ok: false,
      message: '入力内容をご確認ください。',
      fieldErrors: { passwordConfirm: 'パスワードが一致しません。' },
    });
    expect(await acceptInviteAction(token, { name: '', password: 'new admin password', passwordConfirm: 'new admin password' })).toEqual({ ok: true });
    expect(await acceptInviteAction(token, { name: '', password: 'new admin password', passwordConfirm: 'new admin password' })).toMatchObject({
      ok: false,
      message: expect.stringContaining('この招待リンクは無効か、有効期限が切れています。'),
    });
    expect((await signIn(t.db, email, 'new admin password', '10.1.1.1')).ok).toBe(true);

    const listed = await postGraphQL<{ listAdminUsers: { email: string; invitePending: boolean; disabled: boolean }[] }>(
      `query { listAdminUsers { email name invitePending disabled } }`,
      {},
      { cookie },
    );
    expect(listed.body.data?.listAdminUsers.map((user) => [user.email, user.invitePending, user.disabled])).toEqual([
      [expect.stringMatching(/^admin\d+@example\.com$/), false, false],
      [email, false, false],
    ]);

    const self = await postGraphQL(`mutation($id: ID!) { setAdminDisabled(id: $id, disabled: true) { id } }`, { id: userId }, { cookie });
    expect(self.body.errors?.[0]).toMatchObject({
      errorType: 'ValidationError',
      extensions: { fields: [{ field: 'id', message: '自分のアカウントは無効にできません。別のオーナーに依頼してください。' }] },
    });
    const other = invited.body.data?.inviteAdmin.id;
    const disabled = await postGraphQL(`mutation($id: ID!) { setAdminDisabled(id: $id, disabled: true) { id disabled } }`, { id: other }, { cookie });
    expect(disabled.body).toEqual({ data: { setAdminDisabled: { id: other, disabled: true } } });
    expect(await signIn(t.db, email, 'new admin password', '10.1.1.1')).toEqual({ ok: false, reason: 'invalid' });
    expect((await findUserByEmail(t.db, email))?.disabled).toBe(1);
  });

  test('an owner anonymises and deletes enquiries through the API; an editor is refused and the enquiry stays whole', async () => {
    const kept = await insertEnquiry(t.db, { name: '匿名化 される人' }, ['sent', 'sent']);
    const gone = await insertEnquiry(t.db, { name: '削除 される人' }, ['sent', 'sent']);
    const editor = await signInAdmin(t.db, { role: 'editor' });
    for (const [query, id] of [
      [`mutation($id: ID!) { anonymizeEnquiry(id: $id) { id } }`, kept],
      [`mutation($id: ID!) { deleteEnquiry(id: $id) }`, gone],
    ] as const) {
      const refused = await postGraphQL(query, { id }, { cookie: editor.cookie });
      expect(refused.body.errors?.[0]).toMatchObject({ errorType: 'Unauthorized' });
    }
    expect((await postGraphQL(`query($id: ID!) { getEnquiry(id: $id) { name } }`, { id: kept }, { cookie })).body.data).toEqual({ getEnquiry: { name: '匿名化 される人' } });

    const anonymized = await postGraphQL(`mutation($id: ID!) { anonymizeEnquiry(id: $id) { id name email anonymizedAt mails { id } } }`, { id: kept }, { cookie });
    expect(anonymized.body.data?.anonymizeEnquiry).toMatchObject({ id: kept, name: '', email: '', anonymizedAt: expect.any(String), mails: [] });
    const deleted = await postGraphQL(`mutation($id: ID!) { deleteEnquiry(id: $id) }`, { id: gone }, { cookie });
    expect(deleted.body).toEqual({ data: { deleteEnquiry: gone } });
    expect((await postGraphQL(`query($id: ID!) { getEnquiry(id: $id) { id } }`, { id: gone }, { cookie })).body.data).toEqual({ getEnquiry: null });
  });

  describe('CSV export', () => {
    const csvUrl = (query = '') => `http://localhost/api/admin/enquiries.csv${query}`;

    test('is refused without a signed-in admin', async () => {
      await insertEnquiry(t.db);
      const response = await exportCsv(new Request(csvUrl()));
      expect(response.status).toBe(401);
      expect(await response.text()).not.toContain('山田');
    });

    test('sends every matching enquiry as UTF-8 with a BOM, quoted and safe to open', async () => {
      await insertEnquiry(t.db, { name: '=cmd|calc', message: 'a,"b"\nc', status: 'done' });
      await insertEnquiry(t.db, { name: '対応中の人', status: 'in_progress' });
      const response = await exportCsv(new Request(csvUrl('?status=done&kind=contact'), { headers: { cookie } }));
      expect(response.status).toBe(200);
      expect(response.headers.get('content-type')).toBe('text/csv; charset=utf-8');
      expect(response.headers.get('content-disposition')).toMatch(/^attachment; filename="enquiries-\d{8}\.csv"; filename\*=UTF-8''/);
      const bytes = new Uint8Array(await response.arrayBuffer());
      expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
      const text = new TextDecoder().decode(bytes.slice(3));
      const lines = text.split('\r\n').filter(Boolean);
      expect(lines[0]?.startsWith('受付日時,種別,対応状況,お名前,フリガナ,')).toBe(true);
      expect(text).toContain(`,対応済み,'=cmd|calc,`);
      expect(text).toContain('"a,""b""\nc"');
      expect(text).not.toContain('対応中の人');
    });

    test('takes a range of days received (Japan time, both included), records it in the audit log, and refuses one that ends first', async () => {
      await insertEnquiry(t.db, { name: '五月一日の人', createdAt: '2026-04-30T15:00:00.000Z' });
      await insertEnquiry(t.db, { name: '五月二日の人', createdAt: '2026-05-01T15:00:00.000Z' });
      const response = await exportCsv(new Request(csvUrl('?from=2026-05-01&to=2026-05-01'), { headers: { cookie } }));
      expect(response.status).toBe(200);
      const text = await response.text();
      expect(text).toContain('五月一日の人');
      expect(text).not.toContain('五月二日の人');
      const entry = await t.db.kysely.selectFrom('audit_log').select('changes').where('action', '=', 'export').orderBy('createdAt', 'desc').executeTakeFirst();
      expect(JSON.parse(entry?.changes ?? '{}').filter.after).toMatchObject({ from: '2026-05-01', to: '2026-05-01' });

      const refused = await exportCsv(new Request(csvUrl('?from=2026-05-02&to=2026-05-01'), { headers: { cookie } }));
      expect(refused.status).toBe(400);
      expect(await refused.json()).toEqual({ error: '開始日は終了日より前の日付にしてください。' });
    });

    test('a bad filter is a 400 with a message', async () => {
      const response = await exportCsv(new Request(csvUrl('?status=lost'), { headers: { cookie } }));
      expect(response.status).toBe(400);
      expect(await response.json()).toEqual({ error: '対応状況の指定が正しくありません。' });
    });
  });
});
