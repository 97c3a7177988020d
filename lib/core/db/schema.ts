import type { Generated } from 'kysely';
import type { EntityName, Row } from '@/lib/core/model/entities';
import type { entities } from '@/lib/core/model/entities';

export interface AdminUserTable {
  id: string;
  email: string;
  name: string | null;
  passwordHash: string;
  disabled: number;
  /** Raised to end every session of the user (password change, disabling). */
  tokenVersion: number;
  /** 1 while an invited admin has not yet chosen a password; such an account cannot sign in. */
  invitePending: Generated<number>;
  /** owner, editor or staff (lib/core/auth/roles.ts). */
  role: Generated<string>;
  /** The base32 TOTP secret once two-factor sign-in is on; null while it is off. */
  totpSecret: Generated<string | null>;
  /** A secret shown for enrolment, until a first code confirms it. */
  totpPendingSecret: Generated<string | null>;
  totpEnabledAt: Generated<string | null>;
  /** The time step of the last code accepted: a code is never accepted twice. */
  totpLastStep: Generated<number | null>;
  createdAt: string;
  updatedAt: string;
}

/** The stores a store-staff account works for. */
export interface AdminUserStoreTable {
  userId: string;
  storeId: string;
}

/** A two-factor recovery code; only its SHA-256 is kept, and each works once. */
export interface RecoveryCodeTable {
  id: string;
  userId: string;
  codeHash: string;
  usedAt: string | null;
  createdAt: string;
}

/** A setting of the whole site that owners change in the admin (e.g. two-factor required). */
export interface SiteSettingTable {
  key: string;
  value: string;
  updatedAt: string;
}

/** One entry of the audit log (lib/core/audit/log.ts): written with the change, never edited. */
export interface AuditLogTable {
  id: string;
  action: string;
  actorId: string | null;
  actorEmail: string | null;
  actorName: string | null;
  ip: string | null;
  entity: string | null;
  entityId: string | null;
  summary: string | null;
  /** JSON: { field: { before, after } } of the changed fields; secrets never appear. */
  changes: string | null;
  createdAt: string;
}

/** A password-reset request, counted for the limits per address and per client. */
export interface ResetRequestTable {
  id: string;
  email: string;
  ip: string;
  createdAt: string;
}

export interface LoginAttemptTable {
  id: string;
  email: string;
  ip: string;
  succeeded: number;
  createdAt: string;
}

export type EnquiryKindColumn = 'contact' | 'franchise';
export type DeliveryState = 'pending' | 'sent' | 'undeliverable';
/** `failed`: the last attempt failed and another is due at nextAttemptAt; `undeliverable`: given up. */
export type OutboxState = 'pending' | 'sending' | 'sent' | 'failed' | 'undeliverable';

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
  /**
   * The store the enquiry was sent to, by id: who handles it follows the store through renames
   * (lib/core/enquiry/inbox.ts). `destination` keeps the name the visitor chose.
   */
  storeId: string | null;
  /** The three wishes as JSON: [{ year, month, day, time }]. */
  schedule: string | null;
  message: string | null;
  /** 'sent' once both of its mails went out; 'undeliverable' once one of them was given up. */
  deliveryState: DeliveryState;
  deliveredAt: string | null;
  /** How far the staff have handled it (the admin's inbox). */
  status: Generated<EnquiryStatus>;
  /** When its personal fields were erased (lib/core/enquiry/erase.ts); null while they are kept. */
  anonymizedAt: Generated<string | null>;
  createdAt: string;
  updatedAt: string;
}

/** A mail waiting for, or done with, delivery (lib/core/mail/outbox.ts). */
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
  /** When the mail was queued, or last retried by hand: temporary failures are given up some time after it. */
  queuedAt: string;
  /** The booking a booking's mail belongs to (lib/core/booking/mail.ts); its enquiryId is then ''. */
  bookingId: Generated<string | null>;
  /** JSON: [{ filename, contentType, content }] (text content, e.g. a booking's .ics); null for none. */
  attachments: Generated<string | null>;
  createdAt: string;
  updatedAt: string;
}

/** A store's booking settings; a store without a row has the defaults (lib/core/booking/rules.ts). */
export interface BookingSettingTable {
  id: string;
  storeId: string;
  /** How many trials the store's staff run at the same time. */
  capacity: number;
  /** 0: the store takes no bookings (its visitors use the contact form). */
  enabled: number;
  /** Where the store's copy of each booking mail goes; null: COMPANY_EMAIL. */
  email: string | null;
  createdAt: string;
  updatedAt: string;
}

/** A day ('' slot: the store is closed that day) or one slot ('HH:MM', Japan time) staff blocked. */
export interface BookingBlockTable {
  id: string;
  storeId: string;
  /** YYYY-MM-DD in Japan. */
  date: string;
  slot: string;
  note: string | null;
  /** The admin who blocked it (their e-mail), for the calendar. */
  createdBy: string | null;
  createdAt: string;
  updatedAt: string;
}

/** booked 予約済み, visited 来店, cancelled キャンセル, no_show 無断キャンセル. */
export type BookingState = 'booked' | 'visited' | 'cancelled' | 'no_show';

/** A trial booking (lib/core/booking). Times are UTC instants; `startsAt` is on the slot grid in Japan time. */
export interface BookingTable {
  id: string;
  storeId: string;
  startsAt: string;
  endsAt: string;
  name: string;
  furigana: string;
  phone: string;
  email: string;
  state: BookingState;
  /** The calendar file's SEQUENCE: raised at each move or cancellation, so calendars replace the event. */
  sequence: number;
  /** When the day-before reminder was claimed for sending; set once, by one process. */
  reminderSentAt: string | null;
  cancelledAt: string | null;
  /** When its personal fields were erased (lib/core/booking/erase.ts); null while they are kept. */
  anonymizedAt: string | null;
  /**
   * Signed keys of the visitor's e-mail, phone and network (lib/core/booking/limits.ts): what the
   * limits count open bookings by and staff see piling up; never the values themselves, and erased
   * with the personal fields. Null for bookings made before the limits.
   */
  emailKey: string | null;
  phoneKey: string | null;
  networkKey: string | null;
  createdAt: string;
  updatedAt: string;
}

/** One seat a booking holds in one half-hour unit of its store; unique per store, unit and seat. */
export interface BookingSeatTable {
  storeId: string;
  /** The unit's start, a UTC instant. */
  unitStart: string;
  /** 1 to the store's capacity. */
  seat: number;
  bookingId: string;
}

/** One counted event of a limit (lib/core/security/rate-limit.ts): its bucket names the limit and, signed, whom it counts. */
export interface RateEventTable {
  id: string;
  bucket: string;
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
  rate_event: RateEventTable;
  account_token: AccountTokenTable;
  media: MediaTable;
  media_file: MediaFileTable;
  record_version: RecordVersionTable;
  trash_item: TrashItemTable;
  admin_user_store: AdminUserStoreTable;
  recovery_code: RecoveryCodeTable;
  site_setting: SiteSettingTable;
  audit_log: AuditLogTable;
  reset_request: ResetRequestTable;
  booking_setting: BookingSettingTable;
  booking_block: BookingBlockTable;
  booking: BookingTable;
  booking_seat: BookingSeatTable;
  change_request: ChangeRequestTable;
  admin_notification: AdminNotificationTable;
  page_seo: PageSeoTable;
  redirect: RedirectTable;
  search_document: SearchDocumentTable;
  analytics_event: AnalyticsEventTable;
  analytics_hourly: AnalyticsHourlyTable;
  analytics_daily: AnalyticsDailyTable;
  analytics_seen: AnalyticsSeenTable;
  analytics_salt: AnalyticsSaltTable;
  analytics_attribution: AnalyticsAttributionTable;
};

/**
 * A change waiting for approval, or decided (lib/core/review): the record as it would be after
 * approval, and the live record it was made from. The live record is untouched until approval.
 */
export interface ChangeRequestTable {
  id: string;
  entity: string;
  recordId: string;
  /** pending, approved, returned or withdrawn. */
  state: string;
  title: string;
  /** A campaign's store (store staff see their stores' requests); null for an article. */
  storeId: string | null;
  /** JSON { item, blocks? }. */
  proposal: string;
  baseUpdatedAt: string;
  /** JSON { item, blocks? }: the live record the proposal was made from. */
  base: string;
  authorId: string;
  authorName: string | null;
  authorEmail: string;
  reviewerId: string | null;
  reviewerName: string | null;
  reviewerEmail: string | null;
  /** Why it was sent back. */
  comment: string | null;
  decidedAt: string | null;
  createdAt: string;
  updatedAt: string;
}

/** A notice to one admin account, shown in the admin shell (lib/core/notifications). */
export interface AdminNotificationTable {
  id: string;
  userId: string;
  kind: string;
  title: string;
  body: string;
  href: string | null;
  readAt: string | null;
  createdAt: string;
}


export type EnquiryStatus = 'new' | 'in_progress' | 'done';

export type AccountTokenPurpose = 'invite' | 'email-change' | 'password-reset';

/** A single-use link sent by mail; only the SHA-256 of the token is kept. */
export interface AccountTokenTable {
  id: string;
  userId: string;
  purpose: AccountTokenPurpose;
  tokenHash: string;
  /** For an e-mail change: the address that takes effect when the link is opened. */
  newEmail: string | null;
  expiresAt: string;
  usedAt: string | null;
  createdAt: string;
}

/** An image of the media library (lib/core/media); `mime` is the type of the stored, re-encoded original. */
export interface MediaTable {
  id: string;
  /** The name of the file as it was uploaded. */
  fileName: string;
  alt: string;
  width: number;
  height: number;
  mime: string;
  /** Size of the uploaded file. */
  bytes: number;
  createdAt: string;
  updatedAt: string;
}

/**
 * A stored file of a media image (its original or a variant), for PostgreSQL, where every
 * instance on the database serves every image; SQLite keeps the files on the disk and leaves
 * this table empty (lib/core/media/storage.ts).
 */
export interface MediaFileTable {
  mediaId: string;
  /** The file name served under /media/<mediaId>/: `original.<ext>`, `640.webp` or `1280.webp`. */
  name: string;
  contentType: string;
  /** bytea on PostgreSQL, blob on SQLite. */
  data: Uint8Array;
}

/** One version of an article (with its blocks), a store or a campaign (lib/core/model/versions.ts). */
export interface RecordVersionTable {
  id: string;
  entity: string;
  recordId: string;
  /** create, update, or restore (of an earlier version or from the trash). */
  kind: string;
  authorId: string | null;
  authorName: string | null;
  authorEmail: string | null;
  /** JSON: the record before the saves this version holds ({ item, blocks? }); null for a creation. */
  previous: string | null;
  /** JSON: the record after them. */
  snapshot: string;
  /** JSON: what changed from previous to snapshot ({ fields, blocks }). */
  changes: string;
  /** When the last save it holds was made (saves merged into it move it). */
  createdAt: string;
}

/** A deleted article or store with what its delete took along, restorable for 30 days. */
export interface TrashItemTable {
  id: string;
  entity: string;
  recordId: string;
  title: string;
  /** JSON: { item, dependents: [{ entity, item }], unlinked: [{ entity, id, field }] }. */
  snapshot: string;
  deletedById: string | null;
  deletedByName: string | null;
  deletedByEmail: string | null;
  /** When it was deleted. */
  createdAt: string;
}

/** What an old address answers (lib/core/redirects/): a 308 to `toPath`, or 410 Gone when it is null. */
export interface RedirectTable {
  id: string;
  /** Unique; percent-encoded as lib/core/redirects/paths.ts canonicalPath writes it. */
  fromPath: string;
  toPath: string | null;
  /** auto (an address changed), manual (staff), deleted (a deleted article or store). */
  kind: string;
  note: string | null;
  /** The name (else e-mail) of the account whose change or entry recorded it. */
  createdBy: string | null;
  createdAt: string;
  updatedAt: string;
}

/**
 * One article, store or FAQ in the site search's index (lib/core/search): what a search filters and
 * ranks by. Each engine keeps its full-text index of the title and text beside it (SQLite's
 * search_fts table, PostgreSQL's `terms` column), written by lib/core/search only.
 */
export interface SearchDocumentTable {
  docId: Generated<number>;
  /** News, Store or Question. */
  entity: string;
  recordId: string;
  /** news or resources (an article's section), store or question. */
  kind: string;
  /** An article's status and publish time. */
  status: string | null;
  publishAt: string | null;
  /** The store a store (its own id) or a store's FAQ belongs to; null for an article and a general FAQ. */
  storeId: string | null;
  categoryId: string | null;
  /** An article's date (createdDate). */
  date: string | null;
  path: string;
  title: string;
  indexedAt: string;
}

/** A fixed page's own search title, description and share image (lib/core/page-seo/); null: derived. */
export interface PageSeoTable {
  /** The page's path in the route table (/company). */
  path: string;
  seoTitle: string | null;
  seoDescription: string | null;
  seoImage: string | null;
  createdAt: string;
  updatedAt: string;
}

/** One page view (lib/core/analytics): no address, no user agent; `visitor` is a hash under a salt deleted at the day's end. */
export interface AnalyticsEventTable {
  id: Generated<number>;
  at: string;
  path: string;
  storeId: string | null;
  source: string;
  medium: string;
  campaign: string;
  /** The host of the site the visit came from ('' for none). */
  referrer: string;
  /** mobile, tablet or desktop. */
  device: string;
  visitor: string;
  /** 1 for the first page of a visit. */
  entry: number;
}

/** Counters of one Japan day (or hour), store ('' for the whole site), dimension and value. */
export interface AnalyticsDailyTable {
  dimension: string;
  day: string;
  storeId: string;
  value: string;
  pageviews: number;
  visits: number;
  visitors: number;
}

export type AnalyticsHourlyTable = Omit<AnalyticsDailyTable, 'day'> & { hour: string };

/** Which day's visitor hashes were already counted per key (the site, a store, a path), pruned after the day. */
export interface AnalyticsSeenTable {
  day: string;
  key: string;
  visitor: string;
}

/** The salt of one Japan day, shared by the instances and deleted when the day is over. */
export interface AnalyticsSaltTable {
  day: string;
  salt: string;
  createdAt: string;
}

/** The visit a booking or an enquiry came from; erased with its record (lib/core/visitor/erase.ts). */
export interface AnalyticsAttributionTable {
  recordId: string;
  /** booking, contact or franchise. */
  recordKind: string;
  storeId: string | null;
  landingPath: string;
  source: string;
  medium: string;
  campaign: string;
  referrer: string;
  /** JSON: the paths of the articles read before, in order. */
  articles: string;
  device: string;
  createdAt: string;
}
