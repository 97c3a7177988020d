import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { getConfig } from '@/lib/core/config';
import type { Db } from '@/lib/core/db';
import { deliverDue } from '@/lib/core/mail/outbox';
import type { MailMessage } from '@/lib/core/mail/transport';
import type { Role } from '@/lib/core/auth/roles';
import { engines, useTestDb } from '@/lib/test/engines';
import { enquiryCsvLines } from './csv';
import { ANONYMIZED_FIELDS, anonymizeExpiredEnquiries, eraseEnquiry, ERASED_SUMMARY } from './erase';
import { countUndeliverableEnquiries, getEnquiry, listEnquiries, retryEnquiryDelivery, setEnquiryStatus } from './inbox';
import { insertEnquiry } from './test-enquiries';

const PERSONAL = { name: '消去 花子', furigana: 'ショウキョ ハナコ', email: 'erase-me@example.com', phone: '090-9876-5432' };

const by = (role: Role = 'owner') => ({
  actor: { id: `${role}-id`, email: `${role}@oz-gym.example`, name: role, ip: '192.0.2.1' },
  access: { role, storeIds: [] },
});

async function mailsOf(db: Db, id: string) {
  return db.kysely.selectFrom('mail_outbox').select(['id', 'state']).where('enquiryId', '=', id).execute();
}

async function auditRowsOf(db: Db, id: string) {
  return db.kysely.selectFrom('audit_log').selectAll().where('entityId', '=', id).orderBy('createdAt').execute();
}

/** Every value of the visitor's that must be gone, searched for in whatever is serialized. */
function expectNoPersonalValue(serialized: string) {
  for (const value of Object.values(PERSONAL)) expect(serialized).not.toContain(value);
}

describe.each(engines())('erasing enquiries on $name', (engine) => {
  const t = useTestDb(engine);

  test('anonymising empties every personal field, keeps the statistics, removes its mails and their .eml files', async () => {
    const id = await insertEnquiry(t.db, { ...PERSONAL, status: 'in_progress' }, ['sent', 'undeliverable']);
    const mails = await mailsOf(t.db, id);
    const mailDir = path.resolve(getConfig().DATA_DIR, 'mail');
    mkdirSync(mailDir, { recursive: true });
    const eml = path.join(mailDir, `2026-04-01T00-00-00-000Z-${mails[0]?.id}oz-gym.example.eml`);
    writeFileSync(eml, `To: ${PERSONAL.email}`);
    const before = await getEnquiry(t.db, id);

    const now = new Date('2026-06-01T00:00:00.000Z');
    const anonymized = await eraseEnquiry(t.db, id, 'anonymize', by(), now);

    expect(anonymized).toMatchObject({ ...ANONYMIZED_FIELDS, anonymizedAt: now.toISOString(), mails: [] });
    expect(anonymized).toMatchObject({
      id,
      kind: before?.kind,
      status: 'in_progress',
      contact: before?.contact,
      destination: before?.destination,
      deliveryState: before?.deliveryState,
      createdAt: before?.createdAt,
    });
    expectNoPersonalValue(JSON.stringify(await getEnquiry(t.db, id)));
    expect(await mailsOf(t.db, id)).toEqual([]);
    expect(existsSync(eml)).toBe(false);
    // Its given-up mail is gone, so it no longer counts as one to retry, and cannot be retried.
    expect(await countUndeliverableEnquiries(t.db)).toBe(0);
    expect((await listEnquiries(t.db, { deliveryState: 'undeliverable' })).total).toBe(0);
    await expect(retryEnquiryDelivery(t.db, id)).rejects.toMatchObject({ extensions: { errorType: 'ValidationError' } });
  });

  test('the audit log records who anonymised or deleted which enquiry, and holds none of its data afterwards', async () => {
    const anonymized = await insertEnquiry(t.db, PERSONAL, ['sent', 'sent']);
    const deleted = await insertEnquiry(t.db, PERSONAL, ['sent', 'sent']);
    // An earlier change named the visitor in its summary.
    for (const id of [anonymized, deleted]) await setEnquiryStatus(t.db, id, 'done', { scope: null, actor: by().actor });
    expect(JSON.stringify(await auditRowsOf(t.db, anonymized))).toContain(PERSONAL.name);

    await eraseEnquiry(t.db, anonymized, 'anonymize', by());
    expect(await eraseEnquiry(t.db, deleted, 'delete', by())).toBeNull();

    expect(await getEnquiry(t.db, deleted)).toBeNull();
    expect(await mailsOf(t.db, deleted)).toEqual([]);
    for (const [id, action] of [
      [anonymized, 'enquiry-anonymize'],
      [deleted, 'enquiry-delete'],
    ] as const) {
      const rows = await auditRowsOf(t.db, id);
      expect(rows.map((row) => row.action)).toEqual(['enquiry-status', action]);
      expect(rows[1]).toMatchObject({ actorId: 'owner-id', actorEmail: 'owner@oz-gym.example', ip: '192.0.2.1', entity: 'Enquiry', entityId: id, changes: null });
      expect(rows[0]?.summary).toBe(ERASED_SUMMARY);
      expectNoPersonalValue(JSON.stringify(rows));
    }
    expectNoPersonalValue(JSON.stringify(await t.db.kysely.selectFrom('audit_log').selectAll().execute()));
  });

  test('only owners may erase: editors and store staff are refused and nothing changes', async () => {
    const id = await insertEnquiry(t.db, PERSONAL, ['sent', 'sent']);
    for (const role of ['editor', 'staff'] as const) {
      for (const mode of ['anonymize', 'delete'] as const) {
        await expect(eraseEnquiry(t.db, id, mode, by(role))).rejects.toMatchObject({ extensions: { errorType: 'Unauthorized' } });
      }
    }
    expect(await getEnquiry(t.db, id)).toMatchObject({ ...PERSONAL, anonymizedAt: null });
    expect(await mailsOf(t.db, id)).toHaveLength(2);
    expect(await auditRowsOf(t.db, id)).toEqual([]);
  });

  test('a mail being sent refuses the erasure and keeps everything; an unsent one is cancelled and never goes out', async () => {
    const sending = await insertEnquiry(t.db, PERSONAL, ['sent', 'pending']);
    await t.db.kysely.updateTable('mail_outbox').set({ state: 'sending', attempts: 1 }).where('enquiryId', '=', sending).where('state', '=', 'pending').execute();
    for (const [mode, word] of [
      ['anonymize', '匿名化できません'],
      ['delete', '削除できません'],
    ] as const) {
      await expect(eraseEnquiry(t.db, sending, mode, by())).rejects.toMatchObject({
        message: expect.stringContaining(word),
        extensions: { errorType: 'MailBeingSent' },
      });
    }
    expect(await getEnquiry(t.db, sending)).toMatchObject({ ...PERSONAL, anonymizedAt: null });
    expect((await mailsOf(t.db, sending)).map((mail) => mail.state).sort()).toEqual(['sending', 'sent']);
    expect(await auditRowsOf(t.db, sending)).toEqual([]);

    const unsent = await insertEnquiry(t.db, PERSONAL, ['pending', 'failed']);
    await eraseEnquiry(t.db, unsent, 'anonymize', by());
    const sent: MailMessage[] = [];
    const report = await deliverDue(t.db, { send: async (message) => void sent.push(message) }, { from: 'Oz <no-reply@oz-gym.example>', now: () => new Date('2030-01-01T00:00:00Z') });
    expect(sent.filter((message) => message.to === PERSONAL.email)).toEqual([]);
    expect(report.sent).toBe(0);
  });

  test('anonymising twice changes nothing the second time; an unknown enquiry is not found', async () => {
    const id = await insertEnquiry(t.db, PERSONAL, ['sent', 'sent']);
    const first = await eraseEnquiry(t.db, id, 'anonymize', by(), new Date('2026-06-01T00:00:00.000Z'));
    const second = await eraseEnquiry(t.db, id, 'anonymize', by(), new Date('2026-06-02T00:00:00.000Z'));
    expect(second).toEqual(first);
    expect((await auditRowsOf(t.db, id)).map((row) => row.action)).toEqual(['enquiry-anonymize']);
    const unknown = '01900000-0000-7000-8000-00000000dead';
    await expect(eraseEnquiry(t.db, unknown, 'delete', by())).rejects.toMatchObject({ extensions: { errorType: 'NotFound' } });
    await expect(eraseEnquiry(t.db, 'not-an-id', 'anonymize', by())).rejects.toMatchObject({ extensions: { errorType: 'NotFound' } });
  });

  test('the retention job anonymises what is older than the period, leaves newer ones, and running it again changes nothing', async () => {
    const now = new Date('2030-04-01T00:00:00.000Z');
    const days = 1095;
    const cutoff = now.getTime() - days * 24 * 60 * 60 * 1000;
    const old = [];
    for (let index = 0; index < 5; index += 1) {
      old.push(await insertEnquiry(t.db, { ...PERSONAL, createdAt: new Date(cutoff - (index + 1) * 60_000).toISOString() }, ['sent', 'sent']));
    }
    const fresh = await insertEnquiry(t.db, { ...PERSONAL, createdAt: new Date(cutoff + 60_000).toISOString() }, ['sent', 'sent']);

    // Batches of 2: three batches clear the five old ones.
    expect(await anonymizeExpiredEnquiries(t.db, now, days, { batch: 2 })).toEqual({ anonymized: 5, skipped: 0 });
    for (const id of old) {
      expect(await getEnquiry(t.db, id)).toMatchObject({ ...ANONYMIZED_FIELDS, anonymizedAt: now.toISOString(), mails: [] });
      const rows = await auditRowsOf(t.db, id);
      expect(rows).toEqual([expect.objectContaining({ action: 'enquiry-anonymize', actorId: null, actorEmail: null })]);
      expectNoPersonalValue(JSON.stringify(rows));
    }
    expect(await getEnquiry(t.db, fresh)).toMatchObject({ ...PERSONAL, anonymizedAt: null });
    expect(await mailsOf(t.db, fresh)).toHaveLength(2);

    const audited = await t.db.kysely.selectFrom('audit_log').select('id').execute();
    expect(await anonymizeExpiredEnquiries(t.db, now, days)).toEqual({ anonymized: 0, skipped: 0 });
    expect(await t.db.kysely.selectFrom('audit_log').select('id').execute()).toHaveLength(audited.length);
  });

  test('two retention runs at once anonymise each enquiry once', async () => {
    const now = new Date('2030-04-01T00:00:00.000Z');
    for (let index = 0; index < 6; index += 1) await insertEnquiry(t.db, { ...PERSONAL, createdAt: `2020-01-0${index + 1}T00:00:00.000Z` }, ['sent', 'sent']);
    const reports = await Promise.all([anonymizeExpiredEnquiries(t.db, now, 30, { batch: 2 }), anonymizeExpiredEnquiries(t.db, now, 30, { batch: 2 })]);
    expect(reports.reduce((sum, report) => sum + report.anonymized, 0)).toBe(6);
    const entries = await t.db.kysely.selectFrom('audit_log').select('entityId').where('action', '=', 'enquiry-anonymize').execute();
    expect(new Set(entries.map((entry) => entry.entityId)).size).toBe(6);
    expect(entries).toHaveLength(6);
  });

  test('the retention job leaves an enquiry whose mail is being sent for its next run', async () => {
    const now = new Date('2030-04-01T00:00:00.000Z');
    const sending = await insertEnquiry(t.db, { ...PERSONAL, createdAt: '2020-01-01T00:00:00.000Z' }, ['sent', 'pending']);
    await t.db.kysely.updateTable('mail_outbox').set({ state: 'sending' }).where('enquiryId', '=', sending).where('state', '=', 'pending').execute();
    const other = await insertEnquiry(t.db, { ...PERSONAL, createdAt: '2020-01-02T00:00:00.000Z' }, ['sent', 'sent']);
    expect(await anonymizeExpiredEnquiries(t.db, now, 30, { batch: 1 })).toEqual({ anonymized: 1, skipped: 1 });
    expect((await getEnquiry(t.db, sending))?.anonymizedAt).toBeNull();
    expect((await getEnquiry(t.db, other))?.anonymizedAt).toBe(now.toISOString());
  });

  test('the CSV export of an anonymised enquiry holds none of its personal data', async () => {
    const id = await insertEnquiry(t.db, PERSONAL, ['sent', 'sent']);
    await eraseEnquiry(t.db, id, 'anonymize', by(), new Date('2026-06-01T00:00:00.000Z'));
    let csv = '';
    for await (const chunk of enquiryCsvLines(t.db, {})) csv += chunk;
    expect(csv).toContain(id);
    expect(csv).toContain('2026/06/01 09:00');
    expectNoPersonalValue(csv);
  });
});
