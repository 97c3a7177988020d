'use server';

import { headers } from 'next/headers';
import { getConfig } from '@/lib/config';
import { getDb } from '@/lib/db';
import { getAreasWithStores } from '@/lib/content/stores';
import type { EnquiryKind } from './schemas';
import { type SubmitResult, submitEnquiry } from './submit';
import { kickDelivery } from './worker';

/*
 * The address a submission is counted against. `next start` fills X-Forwarded-For with the
 * socket's address only when the request has none, and a proxy in front appends the address it
 * saw, so the last entry is the one the nearest hop vouches for. Without a proxy a client can
 * send its own header; run the site behind one (as any production deployment does) for the
 * limit to hold against a determined sender.
 */
async function clientAddress(): Promise<string> {
  const list = (await headers()).get('x-forwarded-for') ?? '';
  const last = list.split(',').map((part) => part.trim()).filter(Boolean).at(-1);
  return (last ?? 'unknown').slice(0, 64);
}

async function submit(kind: EnquiryKind, input: unknown, honeypot: unknown): Promise<SubmitResult> {
  return submitEnquiry(kind, input, honeypot, {
    db: getDb,
    ip: await clientAddress(),
    companyEmail: getConfig().COMPANY_EMAIL,
    storeNames: async () => (await getAreasWithStores()).flatMap((group) => group.stores.map((store) => store.name)),
    onStored: kickDelivery,
  });
}

export async function submitContact(input: unknown, honeypot: unknown): Promise<SubmitResult> {
  return submit('contact', input, honeypot);
}

export async function submitFranchise(input: unknown, honeypot: unknown): Promise<SubmitResult> {
  return submit('franchise', input, honeypot);
}
