import { solveChallenge } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/pbkdf2';
import type { Challenge } from '@/lib/core/security/challenge';
import { bookingContext, bookableStoreFixture, NOW, SECRET, visitor } from '@/lib/test/bookings';
import { engines, useTestDb } from '@/lib/test/engines';
import { type BookResult, bookTrial, moveBooking } from './book';
import { BOOKING_LIMITS, contactEmail, contactPhone } from './limits';
import { moveByToken, openBookingLink } from './manage';
import { japanInstant } from './slots';
import { signBookingToken } from './token';

/*
 * A determined client against the booking calendar, on both engines: one script with many
 * addresses and one e-mail, many e-mails from one network, a store swamped from everywhere, and two
 * move links played against each other. NOW is Tuesday 2026-12-01 09:00 in Japan.
 */

/** Every bookable start of the store's month, in order: more than any test below books. */
function starts(count: number): string[] {
  const result: string[] = [];
  for (let day = 2; result.length < count; day += 1) {
    const date = `2026-12-${String(day).padStart(2, '0')}`;
    if (date > '2026-12-29') throw new Error('not enough starts');
    for (const time of ['11:00', '13:00', '15:00', '17:00']) result.push(japanInstant(date, time));
  }
  return result.slice(0, count);
}

const outcome = (result: BookResult) => (result.ok ? 'booked' : result.reason);

/** What a browser does with a challenge: finds the key (the script's cost), and sends it back. */
async function solve(challenge: Challenge) {
  const solution = await solveChallenge({ challenge, deriveKey });
  if (!solution) throw new Error('not solved');
  return { challenge, solution };
}

describe.each(engines())('booking limits against one client on $name', (engine) => {
  const t = useTestDb(engine);

  test('a script with 60 addresses and one e-mail books the cap, then meets the challenge every time; solving it books nothing more', async () => {
    const store = await bookableStoreFixture(t.admin);
    const results: string[] = [];
    for (const [index, startsAt] of starts(60).entries()) {
      results.push(outcome(await bookTrial(bookingContext(t.db, NOW, { ip: `198.51.${index}.7` }), visitor(store.id, startsAt))));
    }
    expect(results.slice(0, 3)).toEqual(['booked', 'booked', 'contact-limit']);
    expect(results.slice(3)).toEqual(Array(57).fill('challenge'));
    expect(results.filter((result) => result === 'booked')).toHaveLength(BOOKING_LIMITS.openPerContact);

    // A script that pays for the proof of work still meets the contact's cap.
    const challenged = await bookTrial(bookingContext(t.db, NOW, { ip: '203.0.113.50' }), visitor(store.id, japanInstant('2026-12-20', '11:00')));
    if (challenged.ok || challenged.reason !== 'challenge') throw new Error('expected a challenge');
    expect(challenged.message).toContain('確認しています');
    const answer = await solve(challenged.challenge);
    expect(outcome(await bookTrial(bookingContext(t.db, NOW, { ip: '203.0.113.50' }), visitor(store.id, japanInstant('2026-12-20', '11:00')), answer))).toBe('contact-limit');

    // The e-mail got the mails of two bookings, not sixty; the store keeps all but two of its seats.
    const mails = await t.db.kysely.selectFrom('mail_outbox').select('toAddress').where('recipient', '=', 'visitor').execute();
    expect(mails).toHaveLength(2);
    expect(await t.db.kysely.selectFrom('booking').select('id').execute()).toHaveLength(2);
  });

  test('the same person however typed: a +tag, capitals, Gmail dots, full-width digits and +81 are one contact', async () => {
    expect(contactEmail('Hanako.Yamada+oz@GMail.com')).toBe(contactEmail('hanakoyamada@gmail.com'));
    expect(contactEmail('ＨＡＮＡＫＯ@example.JP')).toBe('hanako@example.jp');
    expect(contactEmail('hana.ko@example.jp')).not.toBe(contactEmail('hanako@example.jp'));
    expect(contactPhone('０９０－１２３４－５６７８')).toBe('09012345678');
    expect(contactPhone('+81 90-1234-5678')).toBe('09012345678');

    const store = await bookableStoreFixture(t.admin);
    const [a, b, c, d, e] = starts(5) as [string, string, string, string, string];
    const book = (n: number, startsAt: string, email: string, phone: string) => bookTrial(bookingContext(t.db, NOW, { ip: `192.0.${n}.1` }), visitor(store.id, startsAt, { email, emailConfirm: email, phone }));
    expect(outcome(await book(1, a, 'hanako@gmail.com', '090-1234-5678'))).toBe('booked');
    // Another e-mail with the same phone, then a third e-mail with it: the phone holds two.
    expect(outcome(await book(2, b, 'other@example.jp', '+81 90 1234 5678'))).toBe('booked');
    expect(outcome(await book(3, c, 'third@example.jp', '０９０ １２３４ ５６７８'))).toBe('contact-limit');
    // The first e-mail with a +tag and dots, then in capitals: the e-mail holds two.
    expect(outcome(await book(4, d, 'Hana.Ko+2@gmail.com', '080-0000-0001'))).toBe('booked');
    expect(outcome(await book(5, e, 'HANAKO@GMAIL.COM', '070-0000-0002'))).toBe('contact-limit');
  });

  test('many e-mails from one network: four bookings a day at a store, then the challenge; another network is not held up', async () => {
    const store = await bookableStoreFixture(t.admin);
    const results: string[] = [];
    for (const [index, startsAt] of starts(12).entries()) {
      const email = `v${index}@example.jp`;
      results.push(outcome(await bookTrial(bookingContext(t.db, NOW, { ip: `203.0.113.${index + 1}` }), visitor(store.id, startsAt, { email, emailConfirm: email, phone: `090-0000-${String(index).padStart(4, '0')}` }))));
    }
    expect(results).toEqual([...Array(BOOKING_LIMITS.perNetworkPerStorePerDay).fill('booked'), 'rate-limited', ...Array(7).fill('challenge')]);
    // IPv6: the addresses of one /48 are one network too.
    const other = starts(40).slice(30);
    expect(outcome(await bookTrial(bookingContext(t.db, NOW, { ip: '2001:db8:aaaa:1::1' }), visitor(store.id, other[0]!, { email: 'x@example.jp', emailConfirm: 'x@example.jp', phone: '070-1111-2222' })))).toBe('booked');
  });

  test('a store swamped from everywhere asks every visitor for the challenge, which a browser answers once', async () => {
    const store = await bookableStoreFixture(t.admin);
    const all = starts(BOOKING_LIMITS.storeSurgePerHour + 1);
    const person = (index: number) => ({ email: `p${index}@example.jp`, emailConfirm: `p${index}@example.jp`, phone: `090-1000-${String(index).padStart(4, '0')}` });
    for (let index = 0; index < BOOKING_LIMITS.storeSurgePerHour; index += 1) {
      expect(outcome(await bookTrial(bookingContext(t.db, NOW, { ip: `10.${index}.0.1` }), visitor(store.id, all[index]!, person(index))))).toBe('booked');
    }
    const last = all.at(-1)!;
    const ctx = bookingContext(t.db, NOW, { ip: '172.16.0.1' });
    const asked = await bookTrial(ctx, visitor(store.id, last, person(99)));
    if (asked.ok || asked.reason !== 'challenge') throw new Error('expected a challenge');
    expect(outcome(await bookTrial(ctx, visitor(store.id, last, person(99)), { challenge: asked.challenge, solution: { counter: 1, derivedKey: '00' } }))).toBe('challenge');
    expect(outcome(await bookTrial(ctx, visitor(store.id, last, person(99)), 'not an answer'))).toBe('challenge');
    const answer = await solve(asked.challenge);
    expect(outcome(await bookTrial(ctx, visitor(store.id, last, person(99)), answer))).toBe('booked');
    // An answer is good once.
    const again = person(98);
    expect(outcome(await bookTrial(bookingContext(t.db, NOW, { ip: '172.16.9.1' }), visitor(store.id, starts(12)[10]!, again), answer))).toBe('challenge');
  });

  test('two move links played against each other: three moves a day, each ending every earlier link for good, and one mail to the store', async () => {
    const store = await bookableStoreFixture(t.admin);
    // Two days ahead, so that they can still be moved to tomorrow.
    const [first, second] = starts(8).slice(4) as [string, string];
    const ctx = bookingContext(t.db, NOW, { ip: '198.51.100.9' });
    const booked = await bookTrial(ctx, visitor(store.id, first));
    if (!booked.ok) throw new Error('not booked');
    const id = booked.booking.id;
    const linkAt = (sequence: number) => signBookingToken(SECRET, id, 'move', sequence);

    // The attacker keeps every link the mails bring and alternates the two times, 50 times.
    const outcomes: string[] = [];
    const links = [linkAt(0)];
    for (let attempt = 0; attempt < 50; attempt += 1) {
      const result = await moveByToken(ctx, links.at(-1)!, attempt % 2 === 0 ? second : first);
      outcomes.push(result.ok ? 'moved' : result.reason);
      const row = await t.db.kysely.selectFrom('booking').select('sequence').where('id', '=', id).executeTakeFirstOrThrow();
      if (result.ok) links.push(linkAt(row.sequence));
      // An older link, also for the time the booking is back at, never works again.
      for (const old of links.slice(0, -1)) expect(await openBookingLink(ctx, old, 'move')).toEqual({ state: 'invalid' });
    }
    expect(outcomes.filter((result) => result === 'moved')).toHaveLength(BOOKING_LIMITS.movesPerBookingPerDay);
    expect(new Set(outcomes.slice(BOOKING_LIMITS.movesPerBookingPerDay))).toEqual(new Set(['change-limit']));
    // The visitor was mailed the booking and each move; the store the booking and, waiting, one mail for all the moves.
    const mails = await t.db.kysely.selectFrom('mail_outbox').select(['recipient', 'nextAttemptAt']).orderBy('createdAt').execute();
    expect(mails.filter((mail) => mail.recipient === 'visitor')).toHaveLength(1 + BOOKING_LIMITS.movesPerBookingPerDay);
    expect(mails.filter((mail) => mail.recipient === 'company').map((mail) => mail.nextAttemptAt)).toEqual([
      NOW.toISOString(),
      new Date(NOW.getTime() + BOOKING_LIMITS.storeMailGapMs).toISOString(),
    ]);

    // The next day the visitor may move it again (staff never are limited).
    const tomorrow = new Date(NOW.getTime() + 24 * 60 * 60 * 1000 + 1);
    const row = await t.db.kysely.selectFrom('booking').select(['sequence', 'startsAt']).where('id', '=', id).executeTakeFirstOrThrow();
    expect(await moveByToken(bookingContext(t.db, tomorrow, { ip: '198.51.100.9' }), linkAt(row.sequence), row.startsAt === first ? second : first)).toMatchObject({ ok: true });
    expect(await moveBooking(bookingContext(t.db, tomorrow), id, first)).toMatchObject({ ok: true });
  });

  test('a link mailed before links carried the change counter works until the booking first changes', async () => {
    const store = await bookableStoreFixture(t.admin);
    const [first, second] = starts(2) as [string, string];
    const booked = await bookTrial(bookingContext(t.db), visitor(store.id, first));
    if (!booked.ok) throw new Error('not booked');
    // The first version's signature: over the booking's start.
    const { signFor } = await import('@/lib/core/security/signature');
    const v1 = `${booked.booking.id}.move.${signFor(SECRET, 'oz:booking-link:v1', `${booked.booking.id}.move.${first}`)}`;
    expect(await openBookingLink(bookingContext(t.db), v1, 'move')).toMatchObject({ state: 'valid' });
    expect(await moveBooking(bookingContext(t.db), booked.booking.id, second)).toMatchObject({ ok: true });
    expect(await moveBooking(bookingContext(t.db), booked.booking.id, first)).toMatchObject({ ok: true });
    // Back at its first start, the old link stays dead.
    expect(await openBookingLink(bookingContext(t.db), v1, 'move')).toEqual({ state: 'invalid' });
  });
});

describe.each(engines())('one e-mail from 60 addresses at once on $name', (engine) => {
  let opened: Awaited<ReturnType<typeof engine.open>>;
  beforeAll(async () => {
    // Real concurrent transactions on PostgreSQL: a pool of 20 connections.
    opened = await engine.open({ maxConnections: 20 });
  });
  afterAll(() => opened.dispose());

  test('books exactly the cap: the contact’s open bookings are counted under a lock', async () => {
    const at = NOW.toISOString();
    const storeId = '0190f5c2-7d3a-7c4e-9b1a-2f6d8e4c1a01';
    await opened.db.kysely
      .insertInto('store')
      .values({ id: storeId, name: '恵比寿店', area: 'Ebisu', enabled: 1, link: 'ebisu-limits', createdAt: at, updatedAt: at } as never)
      .execute();
    const results = await Promise.all(starts(60).map((startsAt, index) => bookTrial(bookingContext(opened.db, NOW, { ip: `198.51.${index}.7` }), visitor(storeId, startsAt))));
    expect(results.filter((result) => result.ok)).toHaveLength(BOOKING_LIMITS.openPerContact);
    for (const result of results) expect(['booked', 'contact-limit', 'challenge', 'busy']).toContain(outcome(result));
    expect(await opened.db.kysely.selectFrom('booking').select('id').execute()).toHaveLength(BOOKING_LIMITS.openPerContact);
  });
});
