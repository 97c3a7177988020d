/*
 * What the admin needs beyond the nine content entities: the enquiry inbox, the accounts and the
 * audit log. Every field here is for a signed-in admin only, with the rule of its role
 * (lib/core/auth/permissions.ts). Merged with the entity schema in schema.ts.
 */
export const ADMIN_SDL = /* GraphQL */ `
"The form an enquiry came from."
enum EnquiryKind { contact franchise }

"How far the staff have handled an enquiry: 未対応, 対応中, 対応済み."
enum EnquiryStatus { new in_progress done }

"One of an enquiry's two mails (to the company, to the visitor) and its delivery."
type EnquiryMail {
  id: ID!
  "company or visitor"
  recipient: String!
  toAddress: String!
  subject: String!
  "pending, sending, sent, failed (tried again at nextAttemptAt) or undeliverable (given up until retried by hand)"
  state: String!
  attempts: Int!
  lastError: String
  sentAt: String
  nextAttemptAt: String!
}

type Enquiry {
  id: ID!
  kind: EnquiryKind!
  status: EnquiryStatus!
  name: String!
  furigana: String!
  gender: String
  age: String
  phone: String!
  email: String!
  postCode: String
  address: String
  addressOther: String
  company: String
  contact: String!
  destination: String
  "The three wishes as JSON: [{ year, month, day, time }]."
  schedule: String
  message: String
  "pending until both mails went out, then sent; undeliverable once one of them was given up"
  deliveryState: String!
  deliveredAt: String
  "When its personal fields were erased (at the visitor's request or after the retention period); null while they are kept."
  anonymizedAt: String
  createdAt: String!
  updatedAt: String!
  mails: [EnquiryMail!]!
}

type EnquiryPage {
  items: [Enquiry!]!
  total: Int!
  page: Int!
  perPage: Int!
  pageCount: Int!
}

"An admin account as the account list shows it."
type AdminAccount {
  id: ID!
  email: String!
  name: String
  disabled: Boolean!
  "Invited, but no password chosen yet: cannot sign in."
  invitePending: Boolean!
  role: AdminRole!
  "The stores of a store-staff account; empty for owners and editors, who reach every store."
  storeIds: [ID!]!
  twoFactorEnabled: Boolean!
  createdAt: String!
}

"オーナー (everything, accounts too), 編集者 (all content and the enquiries), 店舗スタッフ (their stores' trainers, reviews, FAQ, campaigns and enquiries)."
enum AdminRole { owner editor staff }

"One entry of the audit log: who did what, when, from where, to which record, and what changed."
type AuditLogEntry {
  id: ID!
  "create, update, delete, publish, unpublish, restore, sign-in, sign-in-failed, lock, role-change, export…"
  action: String!
  actorId: ID
  actorEmail: String
  actorName: String
  ip: String
  entity: String
  entityId: ID
  summary: String
  "JSON: { field: { before, after } } of the changed fields; passwords and tokens never appear."
  changes: String
  createdAt: AWSDateTime!
}

type AuditLogPage {
  items: [AuditLogEntry!]!
  total: Int!
  page: Int!
  perPage: Int!
  pageCount: Int!
}

"One store's week on the dashboard's chart: trial enquiries and trial bookings received Monday to Sunday (Japan time)."
type WeeklyStoreActivity {
  "The week's Monday."
  week: AWSDate!
  storeId: ID!
  storeName: String!
  enquiries: Int!
  bookings: Int!
}

type PreviewLink {
  url: String!
  expiresAt: AWSDateTime!
}

extend type Query {
  "Enquiries, newest first (perPage 20 by default, 100 at most). deliveryState: pending, sent, failed (undelivered with a failed mail) or undeliverable (a mail was given up). search matches name, furigana, e-mail and phone."
  listEnquiries(kind: EnquiryKind, status: EnquiryStatus, deliveryState: String, search: String, page: Int, perPage: Int): EnquiryPage!
  getEnquiry(id: ID!): Enquiry
  "How many enquiries have a mail that was given up (deliveryState undeliverable)."
  undeliverableEnquiryCount: Int!
  "The last weeks (8 by default, 26 at most) up to this one, each store in reach in each, oldest first. Store staff: their stores."
  weeklyStoreActivity(weeks: Int): [WeeklyStoreActivity!]!
  listAdminUsers: [AdminAccount!]!
  "The audit log, newest first (perPage 50 by default, 200 at most); from and to are dates (YYYY-MM-DD) in Japan time. Owners only."
  listAuditLog(actorId: ID, entity: String, action: String, from: String, to: String, page: Int, perPage: Int): AuditLogPage!
}

extend type Mutation {
  "A link that shows the article, published or not, to anyone who has it, for 7 days or until the article is saved again."
  createArticlePreviewLink(newsId: ID!): PreviewLink!
  "Ends every preview link of the article (it is saved again unchanged)."
  revokeArticlePreviewLinks(newsId: ID!): Boolean!
  setEnquiryStatus(id: ID!, status: EnquiryStatus!): Enquiry!
  "Makes the enquiry's pending, failed and given-up mails due now and starts a delivery run."
  retryEnquiryDelivery(id: ID!): Enquiry!
  "Erases the visitor's personal fields and the enquiry's mails, keeping the row for statistics. Owners only; refused while a mail is being sent."
  anonymizeEnquiry(id: ID!): Enquiry!
  "Deletes the enquiry and its mails. Owners only; refused while a mail is being sent. Returns the id."
  deleteEnquiry(id: ID!): ID!
  "Trims the name; an empty name is removed. 50 characters at most."
  updateMyName(name: String): AdminUser!
  "Ends every session of the user, this one too."
  changeMyPassword(currentPassword: String!, newPassword: String!): Boolean!
  "Mails a confirmation link (24 hours, single use) to the new address; the change takes effect when it is opened."
  requestEmailChange(newEmail: String!, currentPassword: String!): Boolean!
  "Creates the account without a password and mails an invitation link (72 hours, single use). The role is editor unless given."
  inviteAdmin(email: String!, name: String, role: AdminRole, storeIds: [ID!]): AdminAccount!
  "Sets the role and, for store staff, the stores (one or more). The last owner cannot be demoted."
  setAdminRole(id: ID!, role: AdminRole!, storeIds: [ID!]): AdminAccount!
  "One cannot disable oneself, nor the last owner. Disabling ends the admin's sessions."
  setAdminDisabled(id: ID!, disabled: Boolean!): AdminAccount!
  "Ends every session of the signed-in admin."
  signOutEverywhere: Boolean!
}

extend type Subscription {
  "An enquiry was created, or its status or delivery changed."
  onEnquiryChange: Enquiry
}
`;
