import 'server-only';
import type { Db } from '@/lib/core/db';
import type { EnquiryTable } from '@/lib/core/db/schema';
import { uuidv7 } from '@/lib/core/db/uuid';
import { queueMails } from '@/lib/core/mail/outbox';
import { takeSubmissionSlot } from '@/lib/core/visitor/rate-limit';
import type { OutgoingMail } from './mail';
import type { ContactValues, FranchiseValues } from './schemas';
import { normalizePostCode } from './postal';

/** A contact enquiry names its store (`destination`); `storeId` is the store of that name, if any. */
export type EnquiryValues = { kind: 'contact'; values: ContactValues; storeId: string | null } | { kind: 'franchise'; values: FranchiseValues };

type EnquiryFields = Omit<EnquiryTable, 'id' | 'kind' | 'status' | 'deliveryState' | 'deliveredAt' | 'anonymizedAt' | 'createdAt' | 'updatedAt'>;

function columnsOf(enquiry: EnquiryValues): EnquiryFields {
  const { values } = enquiry;
  const common = {
    name: values.name,
    furigana: values.furigana,
    phone: values.phone,
    email: values.email,
    contact: values.contact,
    message: values.message || null,
  };
  if (enquiry.kind === 'contact') {
    const contact = enquiry.values;
    return {
      ...common,
      gender: contact.gender || null,
      age: contact.age,
      postCode: normalizePostCode(contact.postCode),
      address: contact.address,
      addressOther: contact.addressOther || null,
      company: null,
      destination: contact.destination,
      storeId: enquiry.storeId,
      schedule: JSON.stringify(contact.schedule),
    };
  }
  return {
    ...common,
    gender: null,
    age: null,
    postCode: null,
    address: null,
    addressOther: null,
    company: enquiry.values.company || null,
    destination: null,
    storeId: null,
    schedule: null,
  };
}

export type StoreOutcome = { stored: true; id: string } | { stored: false; reason: 'rate-limited' };

/**
 * Stores the enquiry and queues its mails in one transaction: either both are kept or neither,
 * so an enquiry never exists without its mails, nor a mail without its enquiry.
 */
export async function storeEnquiry(
  db: Db,
  enquiry: EnquiryValues,
  mails: OutgoingMail[],
  ip: string,
  now: Date = new Date(),
): Promise<StoreOutcome> {
  const at = now.toISOString();
  return db.kysely.transaction().execute(async (trx) => {
    if (!(await takeSubmissionSlot(trx, ip, now))) return { stored: false, reason: 'rate-limited' } as const;
    const id = uuidv7();
    await trx
      .insertInto('enquiry')
      .values({ id, kind: enquiry.kind, ...columnsOf(enquiry), deliveryState: 'pending', deliveredAt: null, createdAt: at, updatedAt: at })
      .execute();
    await queueMails(trx, { enquiryId: id }, mails, now);
    return { stored: true, id } as const;
  });
}
