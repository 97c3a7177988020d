'use server';

import { headers } from 'next/headers';
import { type BookResult, bookTrial, type ChangeResult } from '@/lib/core/booking/book';
import { cancelByToken, moveByToken } from '@/lib/core/booking/manage';
import { bookingWhen } from '@/lib/core/booking/mail';
import { bookingEnd } from '@/lib/core/booking/slots';
import { getConfig } from '@/lib/core/config';
import { getDb } from '@/lib/core/db';
import { kickDelivery } from '@/lib/core/mail/worker';
import { clientAddress } from '@/lib/core/security/client-address';
import type { DayChoice } from './calendar';
import { loadBookingDays } from './load';

/*
 * The booking pages' server actions. Each checks everything again (lib/core/booking): the
 * fields, the store, the slot and its seats, or the link's token, whatever the page sent.
 */

/** Books the chosen time for the visitor, as the contact form's action sends an enquiry. */
export async function bookTrialAction(input: unknown, honeypot: unknown): Promise<BookResult> {
  const values = (input ?? {}) as { storeId?: unknown; startsAt?: unknown };
  // A bot that fills the hidden field learns nothing: it is answered as if booked, and nothing is stored or sent.
  if (typeof honeypot === 'string' && honeypot.trim() !== '' && typeof values.startsAt === 'string' && !Number.isNaN(Date.parse(values.startsAt))) {
    const startsAt = new Date(values.startsAt).toISOString();
    const endsAt = bookingEnd(startsAt);
    return { ok: true, booking: { id: '', storeId: String(values.storeId ?? ''), storeName: '', startsAt, endsAt, when: bookingWhen(startsAt, endsAt), state: 'booked' } };
  }
  const result = await bookTrial({ db: await getDb(), ip: clientAddress(await headers()), companyEmail: getConfig().COMPANY_EMAIL }, input);
  if (result.ok) kickDelivery();
  return result;
}

/** The store's days and times as they are now, after a time was taken meanwhile. */
export async function refreshBookingDays(storeId: unknown): Promise<DayChoice[] | null> {
  return typeof storeId === 'string' ? loadBookingDays(storeId) : null;
}

/** Cancels the booking of a cancel link, while the link is valid. */
export async function cancelBookingAction(token: unknown): Promise<ChangeResult> {
  const result = await cancelByToken({ db: await getDb(), companyEmail: getConfig().COMPANY_EMAIL }, String(token ?? ''));
  if (result.ok) kickDelivery();
  return result;
}

/** Moves the booking of a move link to another time of its store, while the link is valid. */
export async function moveBookingAction(token: unknown, startsAt: unknown): Promise<ChangeResult> {
  const result = await moveByToken({ db: await getDb(), companyEmail: getConfig().COMPANY_EMAIL }, String(token ?? ''), String(startsAt ?? ''));
  if (result.ok) kickDelivery();
  return result;
}
