import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import ICAL from 'ical.js';
import { deliverDue } from '@/lib/core/mail/outbox';
import { fileTransport, type MailMessage } from '@/lib/core/mail/transport';
import { bookingContext, bookableStoreFixture, visitor } from '@/lib/test/bookings';
import { engines, useTestDb } from '@/lib/test/engines';
import { bookTrial, cancelBooking, moveBooking } from './book';
import { escapeText, foldLine } from './ics';
import { DIGEST_NOTE } from './store-mail';
import { japanInstant } from './slots';

const savedTz = process.env.TZ;
beforeAll(() => {
  process.env.TZ = 'Europe/London';
});
afterAll(() => {
  process.env.TZ = savedTz;
});

/** The event of a calendar file, read by a calendar library (ical.js, Mozilla's). */
function readEvent(ics: string) {
  const calendar = new ICAL.Component(ICAL.parse(ics));
  const vevent = calendar.getFirstSubcomponent('vevent')!;
  const tz = calendar.getFirstSubcomponent('vtimezone');
  if (tz) ICAL.TimezoneService.register(new ICAL.Timezone(tz));
  const event = new ICAL.Event(vevent);
  return {
    method: calendar.getFirstPropertyValue('method'),
    uid: event.uid,
    sequence: event.sequence,
    start: event.startDate.toJSDate().toISOString(),
    end: event.endDate.toJSDate().toISOString(),
    startTokyo: event.startDate.toString(),
    location: event.location,
    status: vevent.getFirstPropertyValue('status'),
  };
}

describe('the calendar file writer', () => {
  test('escapes TEXT values and folds lines at 75 octets without splitting a character', () => {
    expect(escapeText('渋谷店, 5F; a\\b\nc')).toBe('渋谷店\\, 5F\\; a\\\\b\\nc');
    const folded = foldLine(`LOCATION:${'東京都渋谷区'.repeat(10)}`);
    for (const line of folded.split('\r\n')) expect(Buffer.byteLength(line)).toBeLessThanOrEqual(75);
    expect(folded.replace(/\r\n /g, '')).toBe(`LOCATION:${'東京都渋谷区'.repeat(10)}`);
  });
});

describe.each(engines())('booking mails on $name', (engine) => {
  const t = useTestDb(engine);

  test('visitor and store get a mail at once, each with an .ics a calendar library reads as the booked Japan time; a move raises SEQUENCE, a cancel sends METHOD:CANCEL', async () => {
    const store = await bookableStoreFixture(t.admin);
    const ctx = bookingContext(t.db);
    const booked = await bookTrial(ctx, visitor(store.id, japanInstant('2026-12-02', '11:00')));
    if (!booked.ok) throw new Error('not booked');
    const sent: MailMessage[] = [];
    const transport = { send: async (message: MailMessage) => void sent.push(message) };
    const deliver = (at = '2026-12-01T00:01:00.000Z') => deliverDue(t.db, transport, { from: 'Oz <no-reply@oz-gym.example>', now: () => new Date(at) });
    expect(await deliver()).toEqual({ sent: 2, failed: 0 });
    expect(sent.map((mail) => [mail.to, mail.subject])).toEqual([
      ['hanako@example.com', '【Oz】無料体験のご予約を承りました'],
      ['info@oz-gym.example', '【体験予約】新しいご予約'],
    ]);
    const [toVisitor, toStore] = sent;
    expect(toVisitor!.text).toContain('2026年12月2日（水）11:00〜12:30');
    expect(toVisitor!.text).toContain('10分前');
    expect(toVisitor!.text).toContain('/booking/cancel?token=');
    expect(toStore!.text).not.toContain('token=');
    expect(toStore!.text).toContain('090-1234-5678');
    const event = readEvent(toVisitor!.attachments![0]!.content);
    expect(toVisitor!.attachments![0]).toMatchObject({ filename: 'oz-trial.ics', contentType: 'text/calendar; charset=utf-8; method=PUBLISH' });
    expect(event).toEqual({
      method: 'PUBLISH',
      uid: `booking-${booked.booking.id}@oz-gym`,
      sequence: 0,
      start: '2026-12-02T02:00:00.000Z',
      end: '2026-12-02T03:30:00.000Z',
      startTokyo: '2026-12-02T11:00:00',
      location: '渋谷店 東京都渋谷区渋谷1-2-3 Ozビル5F',
      status: 'CONFIRMED',
    });
    expect(readEvent(toStore!.attachments![0]!.content).uid).toBe(event.uid);
    // Booking mails leave the enquiries alone.
    expect(await t.db.kysely.selectFrom('mail_outbox').select(['enquiryId', 'state']).execute()).toEqual([
      { enquiryId: '', state: 'sent' },
      { enquiryId: '', state: 'sent' },
    ]);

    sent.length = 0;
    expect(await moveBooking(ctx, booked.booking.id, japanInstant('2026-12-05', '10:00'))).toMatchObject({ ok: true });
    await deliver();
    expect(readEvent(sent[0]!.attachments![0]!.content)).toMatchObject({ method: 'PUBLISH', uid: event.uid, sequence: 1, startTokyo: '2026-12-05T10:00:00', end: '2026-12-05T02:30:00.000Z' });

    // The store heard of the booking a minute ago: the move waits five minutes from then.
    expect(sent.map((mail) => mail.subject)).toEqual(['【Oz】無料体験のご予約日時を変更しました']);

    sent.length = 0;
    expect(await cancelBooking(ctx, booked.booking.id)).toMatchObject({ ok: true });
    await deliver();
    expect(sent.map((mail) => mail.subject)).toEqual(['【Oz】無料体験のご予約をキャンセルしました']);
    // Then one mail tells the store the booking as it is: cancelled.
    await deliver('2026-12-01T00:06:00.000Z');
    expect(sent.map((mail) => mail.subject)).toEqual(['【Oz】無料体験のご予約をキャンセルしました', '【体験予約】キャンセル']);
    expect(sent[1]!.text).toContain(DIGEST_NOTE);
    expect(sent[0]!.attachments![0]!.contentType).toContain('method=CANCEL');
    expect(readEvent(sent[0]!.attachments![0]!.content)).toMatchObject({ method: 'CANCEL', uid: event.uid, sequence: 2, status: 'CANCELLED' });
  });

  test('the .eml a mail becomes carries the calendar file as a text/calendar part', async () => {
    const store = await bookableStoreFixture(t.admin);
    expect(await bookTrial(bookingContext(t.db), visitor(store.id, japanInstant('2026-12-02', '11:00')))).toMatchObject({ ok: true });
    const directory = mkdtempSync(path.join(tmpdir(), 'oz-booking-mail-'));
    try {
      expect(await deliverDue(t.db, fileTransport(directory), { from: 'Oz <no-reply@oz-gym.example>', batch: 1, now: () => new Date('2026-12-01T00:01:00.000Z') })).toEqual({ sent: 1, failed: 0 });
      const eml = readFileSync(path.join(directory, readdirSync(directory)[0]!), 'utf8');
      expect(eml).toMatch(/Content-Type: text\/calendar; charset=utf-8; method=PUBLISH/);
      expect(eml).toMatch(/filename=oz-trial\.ics/);
    } finally {
      rmSync(directory, { recursive: true, force: true });
    }
  });
});
