/*
 * What the admin needs beyond the nine content entities: the enquiry inbox and the accounts.
 * Every field here is for a signed-in admin only. Merged with the entity schema in schema.ts.
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
  createdAt: String!
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
  listAdminUsers: [AdminAccount!]!
}

extend type Mutation {
  "A link that shows the article, published or not, to anyone who has it, for 7 days or until the article is saved again."
  createArticlePreviewLink(newsId: ID!): PreviewLink!
  "Ends every preview link of the article (it is saved again unchanged)."
  revokeArticlePreviewLinks(newsId: ID!): Boolean!
  setEnquiryStatus(id: ID!, status: EnquiryStatus!): Enquiry!
  "Makes the enquiry's pending, failed and given-up mails due now and starts a delivery run."
  retryEnquiryDelivery(id: ID!): Enquiry!
  "Trims the name; an empty name is removed. 50 characters at most."
  updateMyName(name: String): AdminUser!
  "Ends every session of the user, this one too."
  changeMyPassword(currentPassword: String!, newPassword: String!): Boolean!
  "Mails a confirmation link (24 hours, single use) to the new address; the change takes effect when it is opened."
  requestEmailChange(newEmail: String!, currentPassword: String!): Boolean!
  "Creates the account without a password and mails an invitation link (72 hours, single use)."
  inviteAdmin(email: String!, name: String): AdminAccount!
  "One cannot disable oneself. Disabling ends the admin's sessions."
  setAdminDisabled(id: ID!, disabled: Boolean!): AdminAccount!
  "Ends every session of the signed-in admin."
  signOutEverywhere: Boolean!
}

extend type Subscription {
  "An enquiry was created, or its status or delivery changed."
  onEnquiryChange: Enquiry
}
`;
