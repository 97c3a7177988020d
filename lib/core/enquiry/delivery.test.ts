import { readdir, readFile, rm } from 'node:fs/promises';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { SMTPServer } from 'smtp-server';
import { getConfig, resetConfigForTests } from '@/lib/core/config';
import { deliverDue, RETRY, retryDelayMs } from '@/lib/core/mail/outbox';
import { fileTransport, smtpTransport } from '@/lib/core/mail/transport';
import { engines, useTestDb } from '@/lib/test/engines';
import { enquiryCsvLines } from './csv';
import { countUndeliverableEnquiries, retryEnquiryDelivery } from './inbox';
import { NO_STORE, UNSPECIFIED } from './choices';
import { SUBJECTS } from './mail';
import { messages } from './messages';
import { RATE_LIMIT } from '@/lib/core/visitor/rate-limit';
import { emptyContact, emptyFranchise } from './form-values';
import type { FranchiseInput } from './schemas';
import { HONEYPOT_FIELD, type SubmitContext, submitEnquiry, TOO_LARGE_MESSAGE } from './submit';
import { captureLogs } from '@/lib/test/logs';
import { contactInput as contact } from './test-enquiries';

const FROM = 'Oz <no-reply@oz-gym.example>';
const COMPANY = 'info@oz-gym.example';
const STORE = '渋谷店';

interface Received {
  to: string[];
  subject: string;
  messageId: string;
  headers: string;
  text: string;
}

/** Decodes RFC 2047 encoded words (=?UTF-8?B?…?= and =?UTF-8?Q?…?=). */
function decodeWords(value: string): string {
  return value
    .replace(/\?=\s+=\?/g, '?==?')
    .replace(/=\?utf-8\?([bq])\?([^?]*)\?=/gi, (_, encoding: string, data: string) =>
      encoding.toLowerCase() === 'b'
        ? Buffer.from(data, 'base64').toString('utf8')
        : Buffer.from(
            data.replace(/_/g, ' ').replace(/=([0-9a-f]{2})/gi, (__, hex: string) => String.fromCharCode(parseInt(hex, 16))),
            'latin1',
          ).toString('utf8'),
    );
}

/** Parses what the SMTP server received: unfolded headers and the decoded UTF-8 body. */
function parseMail(raw: string, to: string[]): Received {
  const split = raw.indexOf('\r\n\r\n');
  const headers = raw.slice(0, split).replace(/\r\n[ \t]+/g, ' ');
  const body = raw.slice(split + 4);
  const header = (name: string) => new RegExp(`^${name}:\\s*(.*)$`, 'im').exec(headers)?.[1]?.trim() ?? '';
  expect(header('Content-Type')).toMatch(/charset=utf-8/i);
  const encoding = header('Content-Transfer-Encoding').toLowerCase();
  const text = encoding === 'base64' ? Buffer.from(body.replace(/\s+/g, ''), 'base64').toString('utf8') : body;
  return { to, subject: decodeWords(header('Subject')), messageId: header('Message-ID'), headers, text: text.replace(/\r\n/g, '\n') };
}

/** A real SMTP server on a fixed port that can be stopped and started again. */
class TestSmtp {
  received: Received[] = [];
  /** Recipients the server refuses at RCPT TO, with its answer (550 …, 451 …). */
  refusals = new Map<string, { code: number; text: string }>();
  private server?: SMTPServer;
  port = 0;

  async start(): Promise<void> {
    const server = new SMTPServer({
      authOptional: true,
      disabledCommands: ['STARTTLS', 'AUTH'],
      logger: false,
      onRcptTo: (address, session, callback) => {
        const refusal = this.refusals.get(address.address);
        callback(refusal ? Object.assign(new Error(refusal.text), { responseCode: refusal.code }) : null);
      },
      onData: (stream, session, callback) => {
        const chunks: Buffer[] = [];
        stream.on('data', (chunk: Buffer) => chunks.push(chunk));
        stream.on('end', () => {
          const to = session.envelope.rcptTo.map((rcpt) => rcpt.address);
          this.received.push(parseMail(Buffer.concat(chunks).toString('utf8'), to));
          callback();
        });
      },
    });
    await new Promise<void>((resolve, reject) => {
      server.once('error', reject);
      server.listen(this.port, '127.0.0.1', () => resolve());
    });
    this.port = (server.server.address() as AddressInfo).port;
    this.server = server;
  }

  async stop(): Promise<void> {
    const server = this.server;
    this.server = undefined;
    if (server) await new Promise<void>((resolve) => server.close(() => resolve()));
  }

  get url(): string {
    return `smtp://127.0.0.1:${this.port}`;
  }
}

function franchise(overrides: Partial<FranchiseInput> = {}): FranchiseInput {
  return {
    ...emptyFranchise(),
    name: '佐藤 一郎',
    furigana: 'サトウ イチロウ',
    phone: '03-1234-5678',
    email: 'ichiro@example.co.jp',
    emailConfirm: 'ichiro@example.co.jp',
    company: '株式会社サトウ',
    contact: 'フランチャイズ加盟の資料請求',
    message: '開業資金について詳しく知りたいです。',
    ...overrides,
  };
}

describe.each(engines())('enquiries and their mails on $name', (engine) => {
  const t = useTestDb(engine);
  const smtp = new TestSmtp();
  const now = new Date('2026-11-22T03:00:00.000Z');

  const context = (overrides: Partial<SubmitContext> = {}): SubmitContext => ({
    db: async () => t.db,
    ip: '192.0.2.1',
    companyEmail: COMPANY,
    stores: async () => [
      { id: '01900000-0000-7000-8000-000000000001', name: STORE },
      { id: '01900000-0000-7000-8000-000000000002', name: '銀座店' },
    ],
    now,
    ...overrides,
  });

  const outbox = () => t.db.kysely.selectFrom('mail_outbox').selectAll().orderBy('id').execute();
  const enquiries = () => t.db.kysely.selectFrom('enquiry').selectAll().orderBy('id').execute();

  beforeEach(async () => {
    for (const table of ['mail_outbox', 'enquiry', 'rate_event'] as const) await t.db.kysely.deleteFrom(table).execute();
    smtp.received = [];
    smtp.refusals.clear();
    await smtp.start();
  });
  afterEach(() => smtp.stop());

  test('a contact enquiry is stored with both mails queued, then delivered with exact subjects and every section', async () => {
    expect(await submitEnquiry('contact', contact(), '', context())).toEqual({ ok: true });
    const [stored] = await enquiries();
    expect(stored).toMatchObject({ kind: 'contact', name: '山田 花子', postCode: '1040061', destination: STORE, deliveryState: 'pending' });
    expect(JSON.parse(stored?.schedule ?? '[]')).toHaveLength(3);
    expect((await outbox()).map((row) => [row.recipient, row.toAddress, row.state])).toEqual([
      ['company', COMPANY, 'pending'],
      ['visitor', 'hanako@example.jp', 'pending'],
    ]);

    expect(await deliverDue(t.db, smtpTransport(smtp.url), { from: FROM, now: () => now })).toEqual({ sent: 2, failed: 0 });
    const byRecipient = new Map(smtp.received.map((mail) => [mail.to.join(), mail]));
    const company = byRecipient.get(COMPANY);
    const visitor = byRecipient.get('hanako@example.jp');
    expect(company?.subject).toBe('体験問い合わせ');
    expect(visitor?.subject).toBe('Oz体験お問い合わせ');
    for (const mail of [company, visitor]) {
      const text = mail?.text ?? '';
      for (const [label, value] of [
        ['お名前', '山田 花子'],
        ['フリガナ', 'ヤマダ ハナコ'],
        ['性別', '女性'],
        ['年代', '40代'],
        ['電話番号', '090-1234-5678'],
        ['メールアドレス', 'hanako@example.jp'],
        ['郵便番号', '〒104-0061'],
        ['住所', '東京都中央区銀座'],
        ['建物名・部屋番号', '銀座ビル5階'],
        ['ご用件', '体験トレーニング'],
        ['お問い合わせ先', STORE],
        ['お問い合わせ内容', '膝が弱いのですが、体験できますか？\n平日の午後を希望します。'],
      ]) {
        expect(text).toContain(`【${label}】\n${value}`);
      }
      expect(text).toContain(`【ご希望日時】\n第1希望: 2026年12月1日（火） 14:00〜\n第2希望: ${UNSPECIFIED}\n第3希望: 2027年1月5日（火） 時間指定なし`);
      expect(text).toMatch(/自動/);
    }
    expect(visitor?.text.startsWith('山田 花子 様')).toBe(true);
    expect((await enquiries())[0]).toMatchObject({ deliveryState: 'sent' });
  });

  test('what a Japanese keyboard types is stored, mailed and exported normalised', async () => {
    const input = contact({
      furigana: 'やまだ　はなこ',
      phone: '０９０－１２３４－５６７８',
      email: 'hanako＠example．jp',
      emailConfirm: 'ｈａｎａｋｏ＠ｅｘａｍｐｌｅ．ｊｐ',
    });
    expect(await submitEnquiry('contact', input, '', context())).toEqual({ ok: true });
    expect((await enquiries())[0]).toMatchObject({ furigana: 'ヤマダ ハナコ', phone: '090-1234-5678', email: 'hanako@example.jp', postCode: '1040061' });
    expect((await outbox()).map((row) => row.toAddress)).toEqual([COMPANY, 'hanako@example.jp']);

    await deliverDue(t.db, smtpTransport(smtp.url), { from: FROM, now: () => now });
    expect(smtp.received.map((mail) => mail.to.join()).sort()).toEqual([COMPANY, 'hanako@example.jp'].sort());
    for (const mail of smtp.received) {
      expect(mail.text).toContain('【フリガナ】\nヤマダ ハナコ');
      expect(mail.text).toContain('【電話番号】\n090-1234-5678');
      expect(mail.text).toContain('【メールアドレス】\nhanako@example.jp');
      expect(mail.text).toContain('第1希望: 2026年12月1日（火） 14:00〜');
    }

    let csv = '';
    for await (const chunk of enquiryCsvLines(t.db, {})) csv += chunk;
    expect(csv).toContain(',ヤマダ ハナコ,女性,40代,090-1234-5678,hanako@example.jp,1040061,');
    expect(csv).toContain('第1希望: 2026年12月1日（火） 14:00〜');
  });

  test('the server refuses a wish on a day that does not exist or has passed in Japan, with an hour of grace after midnight', async () => {
    const on = (year: string, month: string, day: string) =>
      contact({ schedule: [{ year, month, day, time: '14:00〜' }, ...emptyContact().schedule.slice(1)] });
    expect(await submitEnquiry('contact', on('2027', '2', '31'), '', context())).toEqual({
      ok: false,
      reason: 'invalid',
      message: messages.invalid,
      fieldErrors: { 'schedule.0.day': messages.dayImpossible },
    });
    // `now` is noon on 22 November in Japan.
    expect(await submitEnquiry('contact', on('2026', '11', '21'), '', context())).toMatchObject({
      fieldErrors: { 'schedule.0.day': messages.dayPast },
    });
    expect(await submitEnquiry('contact', on('2026', '11', '22'), '', context())).toEqual({ ok: true });
    // 00:30 on the 23rd in Japan: a visitor who chose the 22nd before midnight still gets through; at 01:30 not.
    expect(await submitEnquiry('contact', on('2026', '11', '22'), '', context({ now: new Date('2026-11-22T15:30:00Z') }))).toEqual({ ok: true });
    expect(await submitEnquiry('contact', on('2026', '11', '22'), '', context({ now: new Date('2026-11-22T16:30:00Z') }))).toMatchObject({
      fieldErrors: { 'schedule.0.day': messages.dayPast },
    });
    expect(await enquiries()).toHaveLength(2);
  });

  test('a franchise enquiry sends its two mails; empty wishes and optional fields read 未指定 and 未入力', async () => {
    expect(await submitEnquiry('franchise', franchise(), '', context())).toEqual({ ok: true });
    expect(await submitEnquiry('contact', contact({ schedule: emptyContact().schedule, gender: '', addressOther: '', destination: NO_STORE, email: 'b@example.jp', emailConfirm: 'b@example.jp' }), '', context())).toEqual({ ok: true });
    await deliverDue(t.db, smtpTransport(smtp.url), { from: FROM, now: () => now });
    const subjects = smtp.received.map((mail) => `${mail.to.join()} ${mail.subject}`).sort();
    expect(subjects).toEqual(
      [`${COMPANY} フランチャイズ問い合わせ`, 'ichiro@example.co.jp Ozフランチャイズお問い合わせ', `${COMPANY} 体験問い合わせ`, 'b@example.jp Oz体験お問い合わせ'].sort(),
    );
    const franchiseMail = smtp.received.find((mail) => mail.subject === 'Ozフランチャイズお問い合わせ');
    for (const label of ['お名前', 'フリガナ', '電話番号', 'メールアドレス', '会社名', 'ご用件', 'お問い合わせ内容']) {
      expect(franchiseMail?.text).toContain(`【${label}】\n`);
    }
    expect(franchiseMail?.text).toContain('【会社名】\n株式会社サトウ');
    const plain = smtp.received.find((mail) => mail.subject === '体験問い合わせ');
    expect(plain?.text).toContain(`【ご希望日時】\n第1希望: ${UNSPECIFIED}\n第2希望: ${UNSPECIFIED}\n第3希望: ${UNSPECIFIED}`);
    expect(plain?.text).toContain('【性別】\n未選択');
    expect(plain?.text).toContain('【建物名・部屋番号】\n未入力');
    expect(plain?.text).toContain(`【お問い合わせ先】\n${NO_STORE}`);
  });

  test('with the SMTP server down, 20 enquiries wait; after it returns all 40 mails arrive exactly once', async () => {
    await smtp.stop();
    for (let i = 0; i < 20; i += 1) {
      const email = `visitor${i}@example.jp`;
      const result = await submitEnquiry('contact', contact({ email, emailConfirm: email }), '', context({ ip: `198.51.100.${i}` }));
      expect(result).toEqual({ ok: true });
    }
    // The first attempt fails for every mail and schedules a retry.
    expect(await deliverDue(t.db, smtpTransport(smtp.url), { from: FROM, now: () => now })).toEqual({ sent: 0, failed: 40 });
    const failed = await outbox();
    expect(failed.every((row) => row.state === 'failed' && row.attempts === 1 && row.lastError)).toBe(true);
    expect(new Set(failed.map((row) => row.nextAttemptAt))).toEqual(new Set([new Date(now.getTime() + retryDelayMs(1)).toISOString()]));
    // Not due yet: nothing is tried again before the backoff has passed.
    expect(await deliverDue(t.db, smtpTransport(smtp.url), { from: FROM, now: () => now })).toEqual({ sent: 0, failed: 0 });

    // A restarted process: new transports, the server back on its port, two workers at once.
    await smtp.start();
    const later = new Date(now.getTime() + retryDelayMs(1));
    const reports = await Promise.all([
      deliverDue(t.db, smtpTransport(smtp.url), { from: FROM, now: () => later, batch: 100 }),
      deliverDue(t.db, smtpTransport(smtp.url), { from: FROM, now: () => later, batch: 100 }),
    ]);
    expect(reports.reduce((sum, report) => sum + report.sent, 0)).toBe(40);
    expect(await deliverDue(t.db, smtpTransport(smtp.url), { from: FROM, now: () => new Date(later.getTime() + 86_400_000) })).toEqual({
      sent: 0,
      failed: 0,
    });

    expect(smtp.received).toHaveLength(40);
    expect(new Set(smtp.received.map((mail) => mail.messageId)).size).toBe(40);
    const recipients = smtp.received.map((mail) => mail.to.join());
    expect(recipients.filter((to) => to === COMPANY)).toHaveLength(20);
    for (let i = 0; i < 20; i += 1) expect(recipients.filter((to) => to === `visitor${i}@example.jp`)).toHaveLength(1);
    expect((await outbox()).every((row) => row.state === 'sent')).toBe(true);
    expect((await enquiries()).every((row) => row.deliveryState === 'sent')).toBe(true);
  });

  test('a mail whose worker stopped mid-delivery is taken up again after its lease', async () => {
    await submitEnquiry('franchise', franchise(), '', context());
    await t.db.kysely.updateTable('mail_outbox').set({ state: 'sending', attempts: 1, leaseUntil: now.toISOString() }).execute();
    expect(await deliverDue(t.db, smtpTransport(smtp.url), { from: FROM, now: () => now })).toEqual({ sent: 0, failed: 0 });
    const afterLease = new Date(now.getTime() + 1000);
    expect(await deliverDue(t.db, smtpTransport(smtp.url), { from: FROM, now: () => afterLease })).toEqual({ sent: 2, failed: 0 });
  });

  test('without SMTP the mails are written as .eml files with intact Japanese', async () => {
    const directory = path.join(os.tmpdir(), `oz-mail-${process.pid}-${Date.now()}`);
    try {
      await submitEnquiry('franchise', franchise(), '', context());
      expect(await deliverDue(t.db, fileTransport(directory), { from: FROM, now: () => now })).toEqual({ sent: 2, failed: 0 });
      const files = (await readdir(directory)).filter((name) => name.endsWith('.eml'));
      expect(files).toHaveLength(2);
      const mails = await Promise.all(files.map(async (name) => parseMail(await readFile(path.join(directory, name), 'utf8'), [])));
      expect(mails.map((mail) => mail.subject).sort()).toEqual([SUBJECTS.franchise.visitor, SUBJECTS.franchise.company].sort());
      expect(mails.every((mail) => mail.text.includes('【お名前】\n佐藤 一郎'))).toBe(true);
    } finally {
      await rm(directory, { recursive: true, force: true });
    }
  });

  test('line breaks in any field never reach a header; the visitor address must be one address', async () => {
    const injected = 'x@example.jp\r\nBcc: victim@example.jp';
    const result = await submitEnquiry('contact', contact({ email: injected, emailConfirm: injected }), '', context());
    expect(result).toMatchObject({ ok: false, reason: 'invalid', fieldErrors: { email: messages.emailFormat } });
    // A one-line field loses its line breaks, so what follows them stays on the same line.
    expect(await submitEnquiry('franchise', franchise({ name: '太郎\r\nSubject: spam' }), '', context())).toEqual({ ok: true });
    expect((await enquiries()).map((row) => row.name)).toEqual(['太郎Subject: spam']);
    const several = await submitEnquiry('franchise', franchise({ email: 'a@example.jp,b@example.jp', emailConfirm: 'a@example.jp,b@example.jp' }), '', context());
    expect(several).toMatchObject({ ok: false, reason: 'invalid' });

    // A message may hold line breaks and header-like text; it stays in the body.
    await submitEnquiry('franchise', franchise({ message: 'よろしく\r\nBcc: victim@example.jp\r\n\r\n本文' }), '', context());
    await deliverDue(t.db, smtpTransport(smtp.url), { from: FROM, now: () => now });
    expect(smtp.received).toHaveLength(4);
    for (const mail of smtp.received) {
      expect(mail.headers).not.toMatch(/victim|spam/i);
      expect(mail.to).not.toContain('victim@example.jp');
    }
    expect(smtp.received.filter((mail) => mail.text.includes('Bcc: victim@example.jp'))).toHaveLength(2);
  });

  test('control characters are dropped from every field before it is checked and stored', async () => {
    const noisy = '\u0000\u0007\u001b\u007f\u0085\u009b';
    expect(
      await submitEnquiry(
        'contact',
        contact({
          name: '山田\u0000太郎\u0007',
          furigana: `ヤマダ${noisy}タロウ`,
          phone: `090${noisy}-1234-5678`,
          email: `hanako@example.jp${noisy}`,
          emailConfirm: 'hanako@example.jp',
          postCode: `104${noisy}0061`,
          address: `東京都\t中央区${noisy}銀座`,
          addressOther: noisy,
          destination: `${STORE}\u0000`,
          message: `一行目\r\n二行目\r三行目\t（タブ）${noisy}`,
        }),
        '',
        context(),
      ),
    ).toEqual({ ok: true });
    const [stored] = await enquiries();
    expect(stored).toMatchObject({
      name: '山田太郎',
      furigana: 'ヤマダタロウ',
      phone: '090-1234-5678',
      email: 'hanako@example.jp',
      postCode: '1040061',
      address: '東京都中央区銀座',
      addressOther: null,
      destination: STORE,
      message: '一行目\n二行目\n三行目\t（タブ）',
    });

    expect(await submitEnquiry('franchise', franchise({ name: '\u0000\u0007' }), '', context())).toMatchObject({
      fieldErrors: { name: messages.name },
    });
    expect(await submitEnquiry('franchise', franchise({ company: `株式会社\u0000サトウ\u009b` }), '', context())).toEqual({ ok: true });
    expect((await enquiries()).map((row) => row.company)).toEqual([null, '株式会社サトウ']);
  });

  test('a field far over its limit is named with its own message, whatever the size of the request', async () => {
    // 1.5 MB of UTF-8, above the 1 MB Next.js lets a server action's body have by default.
    const huge = 'あ'.repeat(500_000);
    expect(await submitEnquiry('contact', contact({ message: huge }), '', context())).toEqual({
      ok: false,
      reason: 'invalid',
      message: messages.invalid,
      fieldErrors: { message: 'お問い合わせ内容は2,000文字以内で入力してください。' },
    });
    expect(await submitEnquiry('franchise', franchise({ message: huge, company: huge }), '', context())).toEqual({
      ok: false,
      reason: 'invalid',
      message: messages.invalid,
      fieldErrors: { company: '会社名は100文字以内で入力してください。', message: 'お問い合わせ内容は2,000文字以内で入力してください。' },
    });
    expect(await enquiries()).toHaveLength(0);
  });

  test('the server checks every rule again, including the store, and refuses oversized input', async () => {
    const empty = await submitEnquiry('contact', emptyContact(), '', context());
    expect(empty).toMatchObject({ ok: false, reason: 'invalid' });
    if (!empty.ok && empty.reason === 'invalid') {
      expect(empty.fieldErrors).toMatchObject({
        name: messages.name,
        furigana: messages.furigana,
        age: messages.age,
        phone: messages.phone,
        email: messages.email,
        emailConfirm: messages.emailConfirm,
        postCode: messages.postCode,
        address: messages.address,
        contact: messages.contact,
        destination: messages.destination,
        message: messages.message,
      });
      expect(empty.fieldErrors.gender).toBeUndefined();
    }
    expect(await submitEnquiry('contact', contact({ emailConfirm: 'other@example.jp' }), '', context())).toMatchObject({
      fieldErrors: { emailConfirm: messages.emailMismatch },
    });
    expect(await submitEnquiry('contact', contact({ postCode: '123-456' }), '', context())).toMatchObject({
      fieldErrors: { postCode: messages.postCodeFormat },
    });
    expect(await submitEnquiry('contact', contact({ destination: '存在しない店' }), '', context())).toMatchObject({
      fieldErrors: { destination: messages.destination },
    });
    expect(await submitEnquiry('contact', contact({ age: '100代' }), '', context())).toMatchObject({ reason: 'invalid' });
    expect(await submitEnquiry('contact', contact({ message: 'あ'.repeat(2001) }), '', context())).toMatchObject({
      fieldErrors: { message: 'お問い合わせ内容は2,000文字以内で入力してください。' },
    });
    expect(await submitEnquiry('contact', contact({ message: 'あ'.repeat(2000) }), '', context())).toEqual({ ok: true });
    expect(await submitEnquiry('franchise', { ...franchise(), extra: 'x'.repeat(20_000) }, '', context())).toEqual({
      ok: false,
      reason: 'too-large',
      message: TOO_LARGE_MESSAGE,
    });
    expect(await enquiries()).toHaveLength(1);
  });

  test('a filled honeypot looks like success but nothing is stored or sent', async () => {
    expect(HONEYPOT_FIELD).toBe('website');
    expect(await submitEnquiry('contact', contact(), 'http://spam.example', context())).toEqual({ ok: true });
    expect(await enquiries()).toHaveLength(0);
    expect(await outbox()).toHaveLength(0);
  });

  test('one address may submit five times in ten minutes, across both forms', async () => {
    for (let i = 0; i < RATE_LIMIT.max; i += 1) {
      const kind = i % 2 === 0 ? 'contact' : 'franchise';
      expect(await submitEnquiry(kind, kind === 'contact' ? contact() : franchise(), '', context())).toEqual({ ok: true });
    }
    expect(await submitEnquiry('franchise', franchise(), '', context())).toEqual({ ok: false, reason: 'rate-limited', message: messages.rateLimited });
    expect(await submitEnquiry('franchise', franchise(), '', context({ ip: '192.0.2.2' }))).toEqual({ ok: true });
    const later = new Date(now.getTime() + RATE_LIMIT.windowMs + 1);
    expect(await submitEnquiry('franchise', franchise(), '', context({ now: later }))).toEqual({ ok: true });
    expect(await enquiries()).toHaveLength(RATE_LIMIT.max + 2);
  });

  test("the server's log of an enquiry, of a recipient the mail server refuses and of a failed store names none of the visitor's data", async () => {
    const logs = captureLogs();
    try {
      smtp.refusals.set('hanako@example.jp', { code: 550, text: '5.1.1 <hanako@example.jp>: Recipient address rejected: User unknown' });
      expect(await submitEnquiry('contact', contact(), '', context())).toEqual({ ok: true });
      expect(await deliverDue(t.db, smtpTransport(smtp.url), { from: FROM, now: () => now })).toEqual({ sent: 1, failed: 1 });
      await t.db.kysely.schema.alterTable('mail_outbox').renameTo('mail_outbox_moved').execute();
      try {
        expect(await submitEnquiry('contact', contact(), '', context({ ip: '192.0.2.9' }))).toMatchObject({ ok: false, reason: 'unavailable' });
      } finally {
        await t.db.kysely.schema.alterTable('mail_outbox_moved').renameTo('mail_outbox').execute();
      }
      const lines = logs.lines();
      expect(lines.map((line) => line.msg)).toEqual(['Mail delivery failed', 'Could not store an enquiry']);
      // What the operator needs is there: which mail, and the SMTP server's answer without the address.
      expect(lines[0]).toEqual(expect.objectContaining({ level: 'warn', mailId: expect.any(String), givenUp: true, err: expect.objectContaining({ message: expect.stringContaining('550 5.1.1 <[e-mail]>: Recipient address rejected') }) }));
      const text = logs.text();
      const visitor = contact();
      for (const personal of [visitor.name, visitor.furigana, visitor.phone, visitor.email, visitor.address, visitor.addressOther, '膝が弱い', '1040061', '192.0.2.']) {
        expect(text).not.toContain(personal);
      }
    } finally {
      logs.stop();
    }
  });

  test('when the enquiry cannot be stored, the visitor is told and nothing half-done is left', async () => {
    const logs = captureLogs();
    // A failing outbox insert rolls the enquiry back with it.
    await t.db.kysely.schema.alterTable('mail_outbox').renameTo('mail_outbox_moved').execute();
    try {
      const result = await submitEnquiry('contact', contact(), '', context());
      expect(result).toEqual({ ok: false, reason: 'unavailable', message: messages.unavailable });
      expect(await enquiries()).toHaveLength(0);
    } finally {
      await t.db.kysely.schema.alterTable('mail_outbox_moved').renameTo('mail_outbox').execute();
    }
    const down = await submitEnquiry('franchise', franchise(), '', context({ db: () => Promise.reject(new Error('database is down')) }));
    expect(down).toMatchObject({ ok: false, reason: 'unavailable' });
    expect(logs.lines().filter((line) => line.level === 'error').map((line) => line.msg)).toEqual(['Could not store an enquiry', 'Could not store an enquiry']);
    logs.stop();
  });

  describe('mails that cannot be delivered', () => {
    const hours = (count: number) => count * 60 * 60 * 1000;
    const mailTo = async (address: string) => (await outbox()).find((row) => row.toAddress === address);
    const deliverAt = (at: Date) => deliverDue(t.db, smtpTransport(smtp.url), { from: FROM, now: () => at });
    const giveUpAfter = (count: number) => {
      process.env.MAIL_GIVE_UP_AFTER_HOURS = String(count);
      resetConfigForTests();
    };

    afterEach(() => {
      delete process.env.MAIL_GIVE_UP_AFTER_HOURS;
      resetConfigForTests();
    });

    test('a 5xx answer or a malformed address stops after one attempt with the reason kept; a manual retry sends it again', async () => {
      const typo = 'hanako@exmaple.jp';
      smtp.refusals.set(typo, { code: 550, text: '5.1.1 Mailbox unavailable' });
      expect(await submitEnquiry('contact', contact({ email: typo, emailConfirm: typo }), '', context())).toEqual({ ok: true });
      expect(await deliverAt(now)).toEqual({ sent: 1, failed: 1 });
      expect(await mailTo(typo)).toMatchObject({ state: 'undeliverable', attempts: 1, lastError: expect.stringContaining('550 5.1.1 Mailbox unavailable') });
      const [enquiry] = await enquiries();
      expect(enquiry).toMatchObject({ deliveryState: 'undeliverable', deliveredAt: null });
      expect(await countUndeliverableEnquiries(t.db)).toBe(1);

      // Never tried again by itself, however long it waits.
      const later = new Date(now.getTime() + hours(24 * 30));
      expect(await deliverAt(later)).toEqual({ sent: 0, failed: 0 });
      expect(await mailTo(typo)).toMatchObject({ state: 'undeliverable', attempts: 1 });

      // The mailbox exists now: the admin's retry sends the mail.
      smtp.refusals.clear();
      expect((await retryEnquiryDelivery(t.db, enquiry?.id ?? '', later)).due).toBe(1);
      expect(await mailTo(typo)).toMatchObject({ state: 'pending', nextAttemptAt: later.toISOString(), queuedAt: later.toISOString() });
      expect((await enquiries())[0]?.deliveryState).toBe('pending');
      expect(await countUndeliverableEnquiries(t.db)).toBe(0);
      expect(await deliverAt(later)).toEqual({ sent: 1, failed: 0 });
      expect(smtp.received.map((mail) => mail.to.join())).toEqual([COMPANY, typo]);
      expect((await enquiries())[0]).toMatchObject({ deliveryState: 'sent', deliveredAt: later.toISOString() });

      // An address nodemailer cannot put in an envelope (the form never accepts one) stops as well.
      await submitEnquiry('franchise', franchise(), '', context({ now: later }));
      await t.db.kysely.updateTable('mail_outbox').set({ toAddress: 'not an address' }).where('state', '=', 'pending').where('recipient', '=', 'visitor').execute();
      expect(await deliverAt(later)).toEqual({ sent: 1, failed: 1 });
      expect(await mailTo('not an address')).toMatchObject({ state: 'undeliverable', attempts: 1, lastError: expect.stringContaining('No recipients defined') });
      expect(await countUndeliverableEnquiries(t.db)).toBe(1);
      expect(await enquiries()).toHaveLength(2);
    });

    test('a 4xx answer is retried with backoff, then given up MAIL_GIVE_UP_AFTER_HOURS after it was queued; a manual retry counts from the retry', async () => {
      expect(getConfig().MAIL_GIVE_UP_AFTER_HOURS).toBe(72);
      giveUpAfter(6);
      const busy = 'busy@example.jp';
      smtp.refusals.set(busy, { code: 451, text: '4.3.0 Mailbox busy, try again later' });
      await submitEnquiry('contact', contact({ email: busy, emailConfirm: busy }), '', context());
      const id = (await enquiries())[0]?.id ?? '';
      expect(await mailTo(busy)).toMatchObject({ queuedAt: now.toISOString() });

      /** Runs the worker at each retry time until the mail stops waiting for one; returns the last run's time. */
      const retryUntilSettled = async (from: Date) => {
        for (let at = from; ; ) {
          await deliverAt(at);
          const mail = await mailTo(busy);
          if (mail?.state !== 'failed') return { at, mail };
          expect(mail.lastError).toContain('451 4.3.0');
          expect(Date.parse(mail.nextAttemptAt) - at.getTime()).toBe(retryDelayMs(mail.attempts));
          at = new Date(mail.nextAttemptAt);
        }
      };
      const { at: gaveUp, mail } = await retryUntilSettled(now);
      expect(mail).toMatchObject({ state: 'undeliverable', lastError: expect.stringContaining('451 4.3.0 Mailbox busy, try again later') });
      // The first attempt at or after the 6 hours gives up; every one before it was retried.
      expect(gaveUp.getTime()).toBeGreaterThanOrEqual(now.getTime() + hours(6));
      expect(gaveUp.getTime()).toBeLessThan(now.getTime() + hours(6) + RETRY.maxMs);
      expect(mail?.attempts).toBeGreaterThan(8);
      expect((await enquiries())[0]?.deliveryState).toBe('undeliverable');
      expect(await countUndeliverableEnquiries(t.db)).toBe(1);
      expect(await deliverAt(new Date(gaveUp.getTime() + hours(24)))).toEqual({ sent: 0, failed: 0 });

      // Retried by hand while the server is still busy: the 6 hours start again, so it waits for its next try.
      const retried = new Date(gaveUp.getTime() + hours(24));
      await retryEnquiryDelivery(t.db, id, retried);
      expect(await deliverAt(retried)).toEqual({ sent: 0, failed: 1 });
      expect(await mailTo(busy)).toMatchObject({ state: 'failed', attempts: (mail?.attempts ?? 0) + 1, queuedAt: retried.toISOString() });
      expect((await enquiries())[0]?.deliveryState).toBe('pending');

      smtp.refusals.clear();
      expect((await retryUntilSettled(new Date((await mailTo(busy))?.nextAttemptAt ?? ''))).mail?.state).toBe('sent');
      expect(smtp.received.filter((received) => received.to.join() === busy)).toHaveLength(1);
      expect((await enquiries())[0]?.deliveryState).toBe('sent');
    });

    test('MAIL_GIVE_UP_AFTER_HOURS sets how long a mail is retried while the server cannot be reached', async () => {
      await smtp.stop();
      giveUpAfter(1);
      await submitEnquiry('franchise', franchise(), '', context());
      expect(await deliverAt(now)).toEqual({ sent: 0, failed: 2 });
      expect(await deliverAt(new Date(now.getTime() + hours(1) - 60_000))).toEqual({ sent: 0, failed: 2 });
      expect((await outbox()).map((row) => row.state)).toEqual(['failed', 'failed']);
      expect(await deliverAt(new Date(now.getTime() + hours(1)))).toEqual({ sent: 0, failed: 2 });
      expect(await outbox()).toEqual([
        expect.objectContaining({ state: 'undeliverable', attempts: 3, lastError: expect.stringContaining('ECONNREFUSED') }),
        expect.objectContaining({ state: 'undeliverable', attempts: 3, lastError: expect.stringContaining('ECONNREFUSED') }),
      ]);
      expect((await enquiries())[0]?.deliveryState).toBe('undeliverable');
    });
  });
});
