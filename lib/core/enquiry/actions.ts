'use server';

import { headers } from 'next/headers';
import { recordAttribution } from '@/lib/core/analytics';
import { getConfig } from '@/lib/core/config';
import { getDb } from '@/lib/core/db';
import { getAreasWithStores } from '@/lib/core/content/stores';
import { kickDelivery } from '@/lib/core/mail/worker';
import { clientAddress } from '@/lib/core/security/client-address';
import type { EnquiryKind } from './schemas';
import { type SubmitResult, submitEnquiry } from './submit';

/** `visit`: the tab's visit context (lib/core/analytics), recorded with the stored enquiry. */
async function submit(kind: EnquiryKind, input: unknown, honeypot: unknown, visit: unknown): Promise<SubmitResult> {
  const requestHeaders = await headers();
  return submitEnquiry(kind, input, honeypot, {
    db: getDb,
    ip: clientAddress(requestHeaders),
    companyEmail: getConfig().COMPANY_EMAIL,
    stores: async () => (await getAreasWithStores()).flatMap((group) => group.stores.map(({ id, name }) => ({ id, name }))),
    onStored: kickDelivery,
    afterStored: async (db, recordId, storeId) => void (await recordAttribution(db, { kind, recordId, storeId, visit, headers: requestHeaders })),
  });
}

export async function submitContact(input: unknown, honeypot: unknown, visit?: unknown): Promise<SubmitResult> {
  return submit('contact', input, honeypot, visit);
}

export async function submitFranchise(input: unknown, honeypot: unknown, visit?: unknown): Promise<SubmitResult> {
  return submit('franchise', input, honeypot, visit);
}
