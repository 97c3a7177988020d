'use server';

import { headers } from 'next/headers';
import { recordAttribution } from '@/lib/core/analytics';
import { getConfig } from '@/lib/core/config';
import { getDb } from '@/lib/core/db';
import { UUID_PATTERN } from '@/lib/core/db/uuid';
import { kickDelivery } from '@/lib/core/mail/worker';
import { clientAddress } from '@/lib/core/security/client-address';
import { type BookingContext, type BookResult, bookTrial, type ChangeResult } from './book';
import type { DayChoice } from './calendar';
import { loadBookingDays } from './load';
import { cancelByToken, moveByToken } from './manage';
import { bookingWhen } from './mail';
import { bookingEnd } from './slots';

/*
 * The booking pages' server actions. Each checks everything again (book.ts, manage.ts): the
 * fields, the store, the slot and its seats, the limits and the challenge, or the link's token,
 * whatever the page sent. Anyone can call them with anything: an argument of another type than
 * the page sends is taken as missing, never converted (an object's own toString is not called).
 */

const text = (value: unknown): string => (typeof value === 'string' ? value : '');

/** Where the action is counted: the visitor's address, as our server decided it. */
async function visitorContext(): Promise<BookingContext> {
  return { db: await getDb(), ip: clientAddress(await headers()), companyEmail: getConfig().COMPANY_EMAIL };
}

/**
 * Books the chosen time for the visitor, as the contact form's action sends an enquiry. `answer`
 * is the browser's answer to the challenge the previous try was given, if it was given one;
 * `visit` the tab's visit context (lib/core/analytics), recorded with a booking made.
 */
export async function bookTrialAction(input: unknown, honeypot: unknown, answer?: unknown, visit?: unknown): Promise<BookResult> {
  const values = (typeof input === 'object' && input !== null ? input : {}) as { storeId?: unknown; startsAt?: unknown };
  const startsAtText = text(values.startsAt);
  // A bot that fills the hidden field learns nothing: it is answered as if booked, and nothing is stored or sent.
  if (text(honeypot).trim() !== '' && !Number.isNaN(Date.parse(startsAtText))) {
    const startsAt = new Date(startsAtText).toISOString();
    const endsAt = bookingEnd(startsAt);
    return { ok: true, booking: { id: '', storeId: text(values.storeId), storeName: '', startsAt, endsAt, when: bookingWhen(startsAt, endsAt), state: 'booked' } };
  }
  const context = await visitorContext();
  const result = await bookTrial(context, input, answer);
  if (result.ok) {
    kickDelivery();
    await recordAttribution(context.db, { kind: 'booking', recordId: result.booking.id, storeId: result.booking.storeId, visit, headers: await headers() });
  }
  return result;
}

/** The store's days and times as they are now, after a time was taken meanwhile. */
export async function refreshBookingDays(storeId: unknown): Promise<DayChoice[] | null> {
  return typeof storeId === 'string' && UUID_PATTERN.test(storeId) ? loadBookingDays(storeId) : null;
}

/** Cancels the booking of a cancel link, while the link is valid. */
export async function cancelBookingAction(token: unknown): Promise<ChangeResult> {
  const result = await cancelByToken(await visitorContext(), text(token));
  if (result.ok) kickDelivery();
  return result;
}

/** Moves the booking of a move link to another time of its store, while the link is valid. */
export async function moveBookingAction(token: unknown, startsAt: unknown): Promise<ChangeResult> {
  const result = await moveByToken(await visitorContext(), text(token), text(startsAt));
  if (result.ok) kickDelivery();
  return result;
}
