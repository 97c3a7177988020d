import 'server-only';
import type { Db } from '@/lib/core/db';
import type { EnquiryStatus, EnquiryTable, MailOutboxTable } from '@/lib/core/db/schema';
import { uuidv7 } from '@/lib/core/db/uuid';
import { emptyContact } from './form-values';
import type { ContactInput } from './schemas';

/*
 * Test helper: enquiries with their two mails written straight to the database, with the
 * creation time and delivery state a test needs (the forms' path is tested in delivery.test.ts).
 */

export type EnquiryOverrides = Partial<Omit<EnquiryTable, 'status' | 'anonymizedAt'>> & { status?: EnquiryStatus; anonymizedAt?: string | null };

let clock = Date.parse('2026-04-01T00:00:00.000Z');

export const UNDELIVERABLE_ERROR = "Can't send mail - all recipients were rejected: 550 5.1.1 Mailbox unavailable";

function deliveryStateOf(mailStates: MailOutboxTable['state'][]): EnquiryTable['deliveryState'] {
  if (mailStates.includes('undeliverable')) return 'undeliverable';
  return mailStates.every((state) => state === 'sent') ? 'sent' : 'pending';
}

export async function insertEnquiry(
  db: Db,
  overrides: EnquiryOverrides = {},
  mailStates: [MailOutboxTable['state'], MailOutboxTable['state']] = ['pending', 'pending'],
): Promise<string> {
  clock += 60_000;
  const createdAt = overrides.createdAt ?? new Date(clock).toISOString();
  const id = overrides.id ?? uuidv7();
  await db.kysely
    .insertInto('enquiry')
    .values({
      id,
      kind: 'contact',
      name: '山田 太郎',
      furigana: 'ヤマダ タロウ',
      gender: '男性',
      age: '30代',
      phone: '03-1234-5678',
      email: 'taro@example.com',
      postCode: '1500002',
      address: '東京都渋谷区渋谷1-1-1',
      addressOther: null,
      company: null,
      contact: '体験トレーニング',
      destination: '渋谷店',
      storeId: null,
      schedule: JSON.stringify([
        { year: '2026', month: '5', day: '1', time: '10:00' },
        { year: '', month: '', day: '', time: '' },
        { year: '', month: '', day: '', time: '' },
      ]),
      message: 'よろしくお願いします。',
      deliveryState: deliveryStateOf(mailStates),
      deliveredAt: null,
      updatedAt: createdAt,
      ...overrides,
      createdAt,
    })
    .execute();
  const later = new Date(Date.parse(createdAt) + 3_600_000).toISOString();
  await db.kysely
    .insertInto('mail_outbox')
    .values(
      (['company', 'visitor'] as const).map((recipient, index) => ({
        id: uuidv7(),
        enquiryId: id,
        recipient,
        toAddress: recipient === 'company' ? 'info@oz-gym.example' : (overrides.email ?? 'taro@example.com'),
        subject: recipient === 'company' ? '体験問い合わせ' : 'Oz体験お問い合わせ',
        body: '本文',
        state: mailStates[index] ?? 'pending',
        attempts: mailStates[index] === 'pending' ? 0 : 1,
        nextAttemptAt: mailStates[index] === 'failed' ? later : createdAt,
        leaseUntil: null,
        lastError: mailStates[index] === 'failed' ? 'connect ECONNREFUSED' : mailStates[index] === 'undeliverable' ? UNDELIVERABLE_ERROR : null,
        sentAt: mailStates[index] === 'sent' ? createdAt : null,
        messageId: null,
        queuedAt: createdAt,
        createdAt,
        updatedAt: createdAt,
      })),
    )
    .execute();
  return id;
}

/** What a visitor fills in the contact form, sent to 渋谷店, with wishes from 2026-12-01. */
export function contactInput(overrides: Partial<ContactInput> = {}): ContactInput {
  return {
    ...emptyContact(),
    name: '山田 花子',
    furigana: 'ヤマダ ハナコ',
    gender: '女性',
    age: '40代',
    phone: '090-1234-5678',
    email: 'hanako@example.jp',
    emailConfirm: 'hanako@example.jp',
    postCode: '１０４－００６１',
    address: '東京都中央区銀座',
    addressOther: '銀座ビル5階',
    contact: '体験トレーニング',
    destination: '渋谷店',
    schedule: [
      { year: '2026', month: '12', day: '1', time: '14:00〜' },
      { year: '2026', month: '12', day: '', time: '10:00〜' },
      { year: '2027', month: '1', day: '5', time: '指定なし' },
    ],
    message: '膝が弱いのですが、体験できますか？\n平日の午後を希望します。',
    ...overrides,
  };
}
