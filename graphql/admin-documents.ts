import type { TypedDocumentNode } from '@graphql-typed-document-node/core';
import { parse } from 'graphql';
import type { AdminAccount } from '@/lib/core/auth/account';
import type { AuditRow } from '@/lib/core/audit/query';
import type { Role } from '@/lib/core/auth/roles';
import type { EnquiryMailRow, EnquiryPage as ServerEnquiryPage, EnquiryRow } from '@/lib/core/enquiry/inbox';
import type { EnquiryKind, EnquiryStatus } from '@/lib/core/enquiry/labels';
import type { WeeklyStoreActivity } from '@/lib/core/reports/weekly-activity';

/*
 * The admin's documents for what is not one of the nine content entities (those are built by
 * documentsOf in ./documents.ts): the enquiry inbox, the admin accounts and the signed-in
 * admin's own account (graphql/admin-sdl.ts), typed with the server's own shapes.
 */

// ---------------------------------------------------------------- enquiry inbox

export type { EnquiryKind, EnquiryStatus, WeeklyStoreActivity };
/** An enquiry's mail as the inbox selects it (MAIL_FIELDS). */
export type EnquiryMail = Omit<EnquiryMailRow, 'enquiryId'>;
/** An enquiry as the inbox selects it (ENQUIRY_FIELDS): every column and its mails. */
export type Enquiry = EnquiryRow & { mails: EnquiryMail[] };
export type EnquiryPage = Omit<ServerEnquiryPage, 'items'> & { items: Enquiry[] };

const MAIL_FIELDS = 'id recipient toAddress subject state attempts lastError sentAt nextAttemptAt';
const ENQUIRY_FIELDS = `id kind status name furigana gender age phone email postCode address addressOther company contact destination schedule message deliveryState deliveredAt anonymizedAt createdAt updatedAt mails { ${MAIL_FIELDS} }`;

export const LIST_ENQUIRIES: TypedDocumentNode<
  { listEnquiries: EnquiryPage },
  { kind?: string | null; status?: string | null; deliveryState?: string | null; search?: string | null; page?: number; perPage?: number }
> = parse(`
  query ListEnquiries($kind: EnquiryKind, $status: EnquiryStatus, $deliveryState: String, $search: String, $page: Int, $perPage: Int) {
    listEnquiries(kind: $kind, status: $status, deliveryState: $deliveryState, search: $search, page: $page, perPage: $perPage) {
      items { ${ENQUIRY_FIELDS} }
      total page perPage pageCount
    }
  }
`);

export const GET_ENQUIRY: TypedDocumentNode<{ getEnquiry: Enquiry | null }, { id: string }> = parse(`
  query GetEnquiry($id: ID!) { getEnquiry(id: $id) { ${ENQUIRY_FIELDS} } }
`);

export const SET_ENQUIRY_STATUS: TypedDocumentNode<{ setEnquiryStatus: Enquiry }, { id: string; status: EnquiryStatus }> = parse(`
  mutation SetEnquiryStatus($id: ID!, $status: EnquiryStatus!) { setEnquiryStatus(id: $id, status: $status) { ${ENQUIRY_FIELDS} } }
`);

export const RETRY_ENQUIRY_DELIVERY: TypedDocumentNode<{ retryEnquiryDelivery: Enquiry }, { id: string }> = parse(`
  mutation RetryEnquiryDelivery($id: ID!) { retryEnquiryDelivery(id: $id) { ${ENQUIRY_FIELDS} } }
`);

export const ANONYMIZE_ENQUIRY: TypedDocumentNode<{ anonymizeEnquiry: Enquiry }, { id: string }> = parse(`
  mutation AnonymizeEnquiry($id: ID!) { anonymizeEnquiry(id: $id) { ${ENQUIRY_FIELDS} } }
`);

export const DELETE_ENQUIRY: TypedDocumentNode<{ deleteEnquiry: string }, { id: string }> = parse(`
  mutation DeleteEnquiry($id: ID!) { deleteEnquiry(id: $id) }
`);

export const UNDELIVERABLE_ENQUIRY_COUNT: TypedDocumentNode<{ undeliverableEnquiryCount: number }, Record<string, never>> = parse(`
  query UndeliverableEnquiryCount { undeliverableEnquiryCount }
`);

export const WEEKLY_STORE_ACTIVITY: TypedDocumentNode<{ weeklyStoreActivity: WeeklyStoreActivity[] }, { weeks?: number }> = parse(`
  query WeeklyStoreActivity($weeks: Int) { weeklyStoreActivity(weeks: $weeks) { week storeId storeName enquiries bookings } }
`);

export const ON_ENQUIRY_CHANGE: TypedDocumentNode<{ onEnquiryChange: Enquiry }, Record<string, never>> = parse(`
  subscription OnEnquiryChange { onEnquiryChange { ${ENQUIRY_FIELDS} } }
`);

// ---------------------------------------------------------------- admin accounts

const ACCOUNT_FIELDS = 'id email name disabled invitePending role storeIds twoFactorEnabled createdAt';

export const LIST_ADMIN_USERS: TypedDocumentNode<{ listAdminUsers: AdminAccount[] }, Record<string, never>> = parse(`query ListAdminUsers { listAdminUsers { ${ACCOUNT_FIELDS} } }`);
export const INVITE_ADMIN: TypedDocumentNode<{ inviteAdmin: AdminAccount }, { email: string; name: string | null; role?: Role; storeIds?: string[] }> = parse(
  `mutation InviteAdmin($email: String!, $name: String, $role: AdminRole, $storeIds: [ID!]) { inviteAdmin(email: $email, name: $name, role: $role, storeIds: $storeIds) { ${ACCOUNT_FIELDS} } }`,
);
export const SET_ADMIN_ROLE: TypedDocumentNode<{ setAdminRole: AdminAccount }, { id: string; role: Role; storeIds: string[] }> = parse(
  `mutation SetAdminRole($id: ID!, $role: AdminRole!, $storeIds: [ID!]) { setAdminRole(id: $id, role: $role, storeIds: $storeIds) { ${ACCOUNT_FIELDS} } }`,
);
export const SET_ADMIN_DISABLED: TypedDocumentNode<{ setAdminDisabled: AdminAccount }, { id: string; disabled: boolean }> = parse(`mutation SetAdminDisabled($id: ID!, $disabled: Boolean!) { setAdminDisabled(id: $id, disabled: $disabled) { ${ACCOUNT_FIELDS} } }`);

// ---------------------------------------------------------------- the signed-in admin's account

export const UPDATE_MY_NAME: TypedDocumentNode<{ updateMyName: Pick<AdminAccount, 'id' | 'email' | 'name'> }, { name: string | null }> = parse(`mutation UpdateMyName($name: String) { updateMyName(name: $name) { id email name } }`);
export const CHANGE_MY_PASSWORD = parse(`mutation ChangeMyPassword($currentPassword: String!, $newPassword: String!) {
  changeMyPassword(currentPassword: $currentPassword, newPassword: $newPassword)
}`);
export const REQUEST_EMAIL_CHANGE = parse(`mutation RequestEmailChange($newEmail: String!, $currentPassword: String!) {
  requestEmailChange(newEmail: $newEmail, currentPassword: $currentPassword)
}`);
export const SIGN_OUT_EVERYWHERE = parse(`mutation SignOutEverywhere { signOutEverywhere }`);

// ---------------------------------------------------------------- article preview links


export const CREATE_ARTICLE_PREVIEW_LINK: TypedDocumentNode<{ createArticlePreviewLink: { url: string; expiresAt: string } }, { newsId: string }> = parse(`
  mutation CreateArticlePreviewLink($newsId: ID!) { createArticlePreviewLink(newsId: $newsId) { url expiresAt } }
`);

export const REVOKE_ARTICLE_PREVIEW_LINKS: TypedDocumentNode<{ revokeArticlePreviewLinks: boolean }, { newsId: string }> = parse(`
  mutation RevokeArticlePreviewLinks($newsId: ID!) { revokeArticlePreviewLinks(newsId: $newsId) }
`);

// ---------------------------------------------------------------- the audit log

/** One entry as the API answers it (createdAt as an ISO string). */
export type AuditLogEntry = AuditRow;

export interface AuditLogFilter {
  actorId?: string | null;
  entity?: string | null;
  action?: string | null;
  from?: string | null;
  to?: string | null;
  page?: number | null;
  perPage?: number | null;
}

export const LIST_AUDIT_LOG: TypedDocumentNode<
  { listAuditLog: { items: AuditLogEntry[]; total: number; page: number; perPage: number; pageCount: number } },
  AuditLogFilter
> = parse(`
  query ListAuditLog($actorId: ID, $entity: String, $action: String, $from: String, $to: String, $page: Int, $perPage: Int) {
    listAuditLog(actorId: $actorId, entity: $entity, action: $action, from: $from, to: $to, page: $page, perPage: $perPage) {
      total page perPage pageCount
      items { id action actorId actorEmail actorName ip entity entityId summary changes createdAt }
    }
  }
`);

// ---------------------------------------------------------------- two-factor sign-in and reset links

export interface TwoFactorStatus {
  enabled: boolean;
  enabledAt: string | null;
  recoveryCodesLeft: number;
  required: boolean;
}

export const TWO_FACTOR_STATUS: TypedDocumentNode<{ twoFactorStatus: TwoFactorStatus }, Record<string, never>> = parse(
  `query TwoFactorStatus { twoFactorStatus { enabled enabledAt recoveryCodesLeft required } }`,
);
export const START_TWO_FACTOR: TypedDocumentNode<{ startTwoFactorEnrollment: { secret: string; otpauthUrl: string; qrSvg: string } }, Record<string, never>> = parse(
  `mutation StartTwoFactorEnrollment { startTwoFactorEnrollment { secret otpauthUrl qrSvg } }`,
);
export const CONFIRM_TWO_FACTOR: TypedDocumentNode<{ confirmTwoFactorEnrollment: string[] }, { code: string }> = parse(
  `mutation ConfirmTwoFactorEnrollment($code: String!) { confirmTwoFactorEnrollment(code: $code) }`,
);
export const DISABLE_TWO_FACTOR: TypedDocumentNode<{ disableTwoFactor: boolean }, { currentPassword: string }> = parse(
  `mutation DisableTwoFactor($currentPassword: String!) { disableTwoFactor(currentPassword: $currentPassword) }`,
);
export const REGENERATE_RECOVERY_CODES: TypedDocumentNode<{ regenerateRecoveryCodes: string[] }, { currentPassword: string }> = parse(
  `mutation RegenerateRecoveryCodes($currentPassword: String!) { regenerateRecoveryCodes(currentPassword: $currentPassword) }`,
);
export const SET_TWO_FACTOR_REQUIRED: TypedDocumentNode<{ setTwoFactorRequired: boolean }, { required: boolean }> = parse(
  `mutation SetTwoFactorRequired($required: Boolean!) { setTwoFactorRequired(required: $required) }`,
);
export const SEND_PASSWORD_RESET_LINK: TypedDocumentNode<{ sendPasswordResetLink: boolean }, { id: string }> = parse(
  `mutation SendPasswordResetLink($id: ID!) { sendPasswordResetLink(id: $id) }`,
);
