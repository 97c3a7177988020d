import type { EntityName, Row } from '@/lib/model/entities';
import type { entities } from '@/lib/model/entities';

export interface AdminUserTable {
  id: string;
  email: string;
  name: string | null;
  passwordHash: string;
  disabled: number;
  /** Raised to end every session of the user (password change, disabling). */
  tokenVersion: number;
  createdAt: string;
  updatedAt: string;
}

export interface LoginAttemptTable {
  id: string;
  email: string;
  ip: string;
  succeeded: number;
  createdAt: string;
}

export type EnquiryKindColumn = 'contact' | 'franchise';
export type DeliveryState = 'pending' | 'sent';
export type OutboxState = 'pending' | 'sending' | 'sent' | 'failed';

/** One submission of the contact or franchise form; fields the kind lacks are null. */
export interface EnquiryTable {
  id: string;
  kind: EnquiryKindColumn;
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
  /** The three wishes as JSON: [{ year, month, day, time }]. */
  schedule: string | null;
  message: string | null;
  /** 'sent' once both of its mails went out. */
  deliveryState: DeliveryState;
  deliveredAt: string | null;
  createdAt: string;
  updatedAt: string;
}

/** A mail waiting for, or done with, delivery (lib/enquiry/delivery.ts). */
export interface MailOutboxTable {
  id: string;
  enquiryId: string;
  recipient: 'company' | 'visitor';
  toAddress: string;
  subject: string;
  body: string;
  state: OutboxState;
  /** Delivery attempts begun; a claim names the count it saw, so two workers never both win. */
  attempts: number;
  nextAttemptAt: string;
  /** While 'sending': when a worker that stopped mid-delivery loses its claim. */
  leaseUntil: string | null;
  lastError: string | null;
  sentAt: string | null;
  messageId: string | null;
  createdAt: string;
  updatedAt: string;
}

export interface EnquiryAttemptTable {
  id: string;
  ip: string;
  kind: EnquiryKindColumn;
  createdAt: string;
}

type EntityTables = {
  [N in EntityName as (typeof entities)[N]['table']]: Row<N>;
};

export type Database = EntityTables & {
  admin_user: AdminUserTable;
  login_attempt: LoginAttemptTable;
  enquiry: EnquiryTable;
  mail_outbox: MailOutboxTable;
  enquiry_attempt: EnquiryAttemptTable;
};
