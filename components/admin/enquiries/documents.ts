import { gql } from '@apollo/client';
import type { EnquiryKind, EnquiryStatus } from '@/lib/enquiry/labels';

/* The enquiry inbox's operations (graphql/admin-sdl.ts) and the shapes they answer with. */

export type { EnquiryKind, EnquiryStatus };
export type MailState = 'pending' | 'sending' | 'sent' | 'failed' | 'undeliverable';

export interface EnquiryMail {
  id: string;
  recipient: string;
  toAddress: string;
  subject: string;
  state: MailState | string;
  attempts: number;
  lastError: string | null;
  sentAt: string | null;
  nextAttemptAt: string;
}

export interface Enquiry {
  id: string;
  kind: EnquiryKind;
  status: EnquiryStatus;
  name: string;
  furigana: string;
  gender: string | null;
  age: string | null;
  phone: string;
  email: string;
  postCode: string | null;
  address: string | null;
  addressOther: string | null;
  company: string | null;
  contact: string;
  destination: string | null;
  schedule: string | null;
  message: string | null;
  deliveryState: string;
  deliveredAt: string | null;
  createdAt: string;
  updatedAt: string;
  mails: EnquiryMail[];
}

export interface EnquiryPage {
  items: Enquiry[];
  total: number;
  page: number;
  perPage: number;
  pageCount: number;
}

const MAIL_FIELDS = 'id recipient toAddress subject state attempts lastError sentAt nextAttemptAt';
const ENQUIRY_FIELDS = `id kind status name furigana gender age phone email postCode address addressOther company contact destination schedule message deliveryState deliveredAt createdAt updatedAt mails { ${MAIL_FIELDS} }`;

export const LIST_ENQUIRIES = gql(`
  query ListEnquiries($kind: EnquiryKind, $status: EnquiryStatus, $deliveryState: String, $search: String, $page: Int, $perPage: Int) {
    listEnquiries(kind: $kind, status: $status, deliveryState: $deliveryState, search: $search, page: $page, perPage: $perPage) {
      items { ${ENQUIRY_FIELDS} }
      total page perPage pageCount
    }
  }
`);

export const GET_ENQUIRY = gql(`
  query GetEnquiry($id: ID!) { getEnquiry(id: $id) { ${ENQUIRY_FIELDS} } }
`);

export const SET_ENQUIRY_STATUS = gql(`
  mutation SetEnquiryStatus($id: ID!, $status: EnquiryStatus!) { setEnquiryStatus(id: $id, status: $status) { ${ENQUIRY_FIELDS} } }
`);

export const RETRY_ENQUIRY_DELIVERY = gql(`
  mutation RetryEnquiryDelivery($id: ID!) { retryEnquiryDelivery(id: $id) { ${ENQUIRY_FIELDS} } }
`);

export const UNDELIVERABLE_ENQUIRY_COUNT = gql(`
  query UndeliverableEnquiryCount { undeliverableEnquiryCount }
`);

export const ON_ENQUIRY_CHANGE = gql(`
  subscription OnEnquiryChange { onEnquiryChange { ${ENQUIRY_FIELDS} } }
`);
