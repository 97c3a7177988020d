import { getPubSub } from '@/lib/core/model/events';
import { engines, useTestDb } from '@/lib/test/engines';
import { enquiryCsvLines } from './csv';
import { countUndeliverableEnquiries, getEnquiry, listEnquiries, retryEnquiryDelivery, setEnquiryStatus } from './inbox';
import { ENQUIRY_CHANGE_TOPIC } from './live-events';
import { insertEnquiry, UNDELIVERABLE_ERROR } from './test-enquiries';

describe.each(engines())('the enquiry inbox on $name', (engine) => {
  const t = useTestDb(engine);

  test('lists newest first with paging in the database', async () => {
    const ids: string[] = [];
    for (let index = 0; index < 5; index += 1) ids.push(await insertEnquiry(t.db, { name: `客${index}` }));
    const first = await listEnquiries(t.db, { perPage: 2 });
    expect(first).toMatchObject({ total: 5, page: 1, perPage: 2, pageCount: 3 });
    expect(first.items.map((item) => item.id)).toEqual([ids[4], ids[3]]);
    const last = await listEnquiries(t.db, { perPage: 2, page: 3 });
    expect(last.items.map((item) => item.id)).toEqual([ids[0]]);
    expect(last.items[0]?.mails?.map((mail) => mail.recipient)).toEqual(['company', 'visitor']);
    expect((await listEnquiries(t.db, {})).perPage).toBe(20);
    expect((await listEnquiries(t.db, { perPage: 1000 })).perPage).toBe(100);
    await expect(listEnquiries(t.db, { page: 0 })).rejects.toMatchObject({ extensions: { errorType: 'ValidationError' } });
  });

  test('filters by kind, status and delivery state', async () => {
    const contactNew = await insertEnquiry(t.db);
    const franchise = await insertEnquiry(t.db, { kind: 'franchise', status: 'in_progress' }, ['sent', 'sent']);
    const failed = await insertEnquiry(t.db, { status: 'done' }, ['sent', 'failed']);
    const ids = async (args: Parameters<typeof listEnquiries>[1]) => (await listEnquiries(t.db, args)).items.map((item) => item.id);
    expect(await ids({ kind: 'contact' })).toEqual([failed, contactNew]);
    expect(await ids({ kind: 'franchise' })).toEqual([franchise]);
    expect(await ids({ status: 'new' })).toEqual([contactNew]);
    expect(await ids({ status: 'in_progress' })).toEqual([franchise]);
    expect(await ids({ status: 'done', kind: 'contact' })).toEqual([failed]);
    expect(await ids({ deliveryState: 'sent' })).toEqual([franchise]);
    expect(await ids({ deliveryState: 'pending' })).toEqual([failed, contactNew]);
    expect(await ids({ deliveryState: 'failed' })).toEqual([failed]);
    await expect(listEnquiries(t.db, { deliveryState: 'lost' })).rejects.toMatchObject({
      extensions: { errorType: 'ValidationError', fields: [{ field: 'deliveryState', message: '送信状況の指定が正しくありません。' }] },
    });
    await expect(listEnquiries(t.db, { status: 'archived' })).rejects.toMatchObject({ extensions: { errorType: 'ValidationError' } });
  });

  test('search matches name, furigana, e-mail and phone, ignoring case, with % and _ taken literally', async () => {
    const yamada = await insertEnquiry(t.db, { name: '山田 花子', furigana: 'ヤマダ ハナコ', email: 'Hanako@Example.com', phone: '090-1111-2222' });
    const sato = await insertEnquiry(t.db, { name: '佐藤 100%', furigana: 'サトウ', email: 'sato_x@example.com', phone: '03-3333-4444' });
    const ids = async (search: string) => (await listEnquiries(t.db, { search })).items.map((item) => item.id);
    expect(await ids('山田')).toEqual([yamada]);
    expect(await ids('ハナコ')).toEqual([yamada]);
    expect(await ids('hanako@EXAMPLE')).toEqual([yamada]);
    expect(await ids('3333')).toEqual([sato]);
    expect(await ids('100%')).toEqual([sato]);
    expect(await ids('%')).toEqual([sato]);
    expect(await ids('o_x')).toEqual([sato]);
    expect(await ids('_')).toEqual([sato]);
    expect(await ids('  ')).toEqual([sato, yamada]);
    expect(await ids('nobody')).toEqual([]);
  });

  test('the status can be set and is announced', async () => {
    const id = await insertEnquiry(t.db);
    const events: Record<string, unknown>[] = [];
    const iterator = getPubSub().subscribe(ENQUIRY_CHANGE_TOPIC)[Symbol.asyncIterator]();
    const received = iterator.next().then((result) => events.push(result.value as Record<string, unknown>));
    const updated = await setEnquiryStatus(t.db, id, 'in_progress');
    expect(updated).toMatchObject({ id, status: 'in_progress' });
    expect((await getEnquiry(t.db, id))?.status).toBe('in_progress');
    await received;
    await iterator.return?.();
    expect(events).toEqual([expect.objectContaining({ id, status: 'in_progress' })]);
    expect(events[0]).not.toHaveProperty('mails');
    await expect(setEnquiryStatus(t.db, id, 'archived')).rejects.toMatchObject({ extensions: { errorType: 'ValidationError' } });
    await expect(setEnquiryStatus(t.db, '01900000-0000-7000-8000-00000000dead', 'done')).rejects.toMatchObject({
      extensions: { errorType: 'NotFound' },
    });
  });

  test('a retry makes failed and pending mails due now and leaves sent ones alone', async () => {
    const id = await insertEnquiry(t.db, {}, ['sent', 'failed']);
    const now = new Date('2026-06-01T00:00:00.000Z');
    const { enquiry, due } = await retryEnquiryDelivery(t.db, id, now);
    expect(due).toBe(1);
    expect(enquiry.mails).toEqual([
      expect.objectContaining({ recipient: 'company', state: 'sent' }),
      expect.objectContaining({ recipient: 'visitor', state: 'pending', nextAttemptAt: now.toISOString(), attempts: 1, lastError: 'connect ECONNREFUSED' }),
    ]);
    const delivered = await insertEnquiry(t.db, {}, ['sent', 'sent']);
    expect((await retryEnquiryDelivery(t.db, delivered, now)).due).toBe(0);
  });

  test('enquiries with a given-up mail are counted and filtered; a retry makes them pending again', async () => {
    const retrying = await insertEnquiry(t.db, {}, ['sent', 'failed']);
    const gaveUp = await insertEnquiry(t.db, { name: '送れない 太郎' }, ['sent', 'undeliverable']);
    const ids = async (deliveryState: string) => (await listEnquiries(t.db, { deliveryState })).items.map((item) => item.id);
    expect(await countUndeliverableEnquiries(t.db)).toBe(1);
    expect(await ids('undeliverable')).toEqual([gaveUp]);
    expect(await ids('failed')).toEqual([retrying]);
    expect(await ids('pending')).toEqual([retrying]);
    let csv = '';
    for await (const chunk of enquiryCsvLines(t.db, { deliveryState: 'undeliverable' })) csv += chunk;
    expect(csv).toContain(',送信失敗,');

    const now = new Date('2026-06-01T00:00:00.000Z');
    const { enquiry, due } = await retryEnquiryDelivery(t.db, gaveUp, now);
    expect(due).toBe(1);
    expect(enquiry).toMatchObject({ deliveryState: 'pending', updatedAt: now.toISOString() });
    expect(enquiry.mails).toEqual([
      expect.objectContaining({ recipient: 'company', state: 'sent' }),
      expect.objectContaining({ recipient: 'visitor', state: 'pending', nextAttemptAt: now.toISOString(), lastError: UNDELIVERABLE_ERROR }),
    ]);
    expect(await countUndeliverableEnquiries(t.db)).toBe(0);
    expect(await ids('undeliverable')).toEqual([]);
  });

});
