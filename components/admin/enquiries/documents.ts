import { gql } from '@apollo/client';
import type { TypedDocumentNode } from '@apollo/client';
import type { EnquiryMailRow, EnquiryPage as ServerEnquiryPage, EnquiryRow } from '@/lib/enquiry/inbox';
import type { EnquiryKind, EnquiryStatus } from '@/lib/enquiry/labels';

/* The enquiry inbox's operations (graphql/admin-sdl.ts), typed with the server's own shapes. */

export type { EnquiryKind, EnquiryStatus };
/** An enquiry's mail as the inbox selects it (MAIL_FIELDS). */
export type EnquiryMail = Omit<EnquiryMailRow, 'enquiryId'>;
/** An enquiry as the inbox selects it (ENQUIRY_FIELDS): every column and its mails. */
export type Enquiry = EnquiryRow & { mails: EnquiryMail[] };
export type EnquiryPage = Omit<ServerEnquiryPage, 'items'> & { items: Enquiry[] };

const MAIL_FIELDS = 'id recipient toAddress subject state attempts lastError sentAt nextAttemptAt';
const ENQUIRY_FIELDS = `id kind status name furigana gender age phone email postCode address addressOther company contact destination schedule message deliveryState deliveredAt createdAt updatedAt mails { ${MAIL_FIELDS} }`;

export const LIST_ENQUIRIES: TypedDocumentNode<
  { listEnquiries: EnquiryPage },
  { kind?: string | null; status?: string | null; deliveryState?: string | null; search?: string | null; page?: number; perPage?: number }
> = gql(`
  query ListEnquiries($kind: EnquiryKind, $status: EnquiryStatus, $deliveryState: String, $search: String, $page: Int, $perPage: Int) {
    listEnquiries(kind: $kind, status: $status, deliveryState: $deliveryState, search: $search, page: $page, perPage: $perPage) {
      items { ${ENQUIRY_FIELDS} }
      total page perPage pageCount
    }
  }
`);

export const GET_ENQUIRY: TypedDocumentNode<{ getEnquiry: Enquiry | null }, { id: string }> = gql(`
  query GetEnquiry($id: ID!) { getEnquiry(id: $id) { ${ENQUIRY_FIELDS} } }
`);

export const SET_ENQUIRY_STATUS: TypedDocumentNode<{ setEnquiryStatus: Enquiry }, { id: string; status: EnquiryStatus }> = gql(`
  mutation SetEnquiryStatus($id: ID!, $status: EnquiryStatus!) { setEnquiryStatus(id: $id, status: $status) { ${ENQUIRY_FIELDS} } }
`);

export const RETRY_ENQUIRY_DELIVERY: TypedDocumentNode<{ retryEnquiryDelivery: Enquiry }, { id: string }> = gql(`
  mutation RetryEnquiryDelivery($id: ID!) { retryEnquiryDelivery(id: $id) { ${ENQUIRY_FIELDS} } }
`);

export const UNDELIVERABLE_ENQUIRY_COUNT: TypedDocumentNode<{ undeliverableEnquiryCount: number }, Record<string, never>> = gql(`
  query UndeliverableEnquiryCount { undeliverableEnquiryCount }
`);

export const ON_ENQUIRY_CHANGE: TypedDocumentNode<{ onEnquiryChange: Enquiry }, Record<string, never>> = gql(`
  subscription OnEnquiryChange { onEnquiryChange { ${ENQUIRY_FIELDS} } }
`);
