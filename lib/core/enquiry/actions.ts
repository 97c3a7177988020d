'use server';

import { headers } from 'next/headers';
import { getConfig } from '@/lib/core/config';
import { getDb } from '@/lib/core/db';
import { getAreasWithStores } from '@/lib/core/content/stores';
import { kickDelivery } from '@/lib/core/mail/worker';
import { clientAddress } from '@/lib/core/security/client-address';
import type { EnquiryKind } from './schemas';
import { type SubmitResult, submitEnquiry } from './submit';

async function submit(kind: EnquiryKind, input: unknown, honeypot: unknown): Promise<SubmitResult> {
  return submitEnquiry(kind, input, honeypot, {
    db: getDb,
    ip: clientAddress(await headers()),
    companyEmail: getConfig().COMPANY_EMAIL,
    stores: async () => (await getAreasWithStores()).flatMap((group) => group.stores.map(({ id, name }) => ({ id, name }))),
    onStored: kickDelivery,
  });
}

export async function submitContact(input: unknown, honeypot: unknown): Promise<SubmitResult> {
  return submit('contact', input, honeypot);
}

export async function submitFranchise(input: unknown, honeypot: unknown): Promise<SubmitResult> {
  return submit('franchise', input, honeypot);
}
