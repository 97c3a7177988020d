import type { EnquiryStatus } from '@/lib/core/enquiry/labels';
import type { Enquiry, EnquiryMail } from '@/graphql/admin-documents';

export { KIND_LABELS, STATUS_LABELS } from '@/lib/core/enquiry/labels';

/* What the inbox calls things, in the office's words. */


/**
 * What an enquiry's two mails add up to: both sent, still on their way, on their way after a
 * failed try (tried again later), or one of them given up (tried again only by hand).
 */
export type Delivery = 'sent' | 'pending' | 'failed' | 'undeliverable';
export const DELIVERY_LABELS: Record<Delivery, string> = { sent: '送信済み', pending: '未送信', failed: '再送待ち', undeliverable: '送信失敗' };
/** The filter's `pending` also finds the ones waiting for a retry (both are still on their way). */
export const DELIVERY_FILTER_LABELS: Record<Delivery, string> = {
  sent: '送信済み',
  pending: '未送信（再送待ちを含む）',
  failed: '再送待ち',
  undeliverable: '送信失敗',
};

export const MAIL_STATE_LABELS: Record<string, string> = {
  pending: '送信待ち',
  sending: '送信中',
  sent: '送信済み',
  failed: '再送待ち',
  undeliverable: '送信失敗',
};
export const RECIPIENT_LABELS: Record<string, string> = { company: '会社あて', visitor: 'お客様あて' };

export function deliveryOf(enquiry: Pick<Enquiry, 'deliveryState' | 'mails'>): Delivery {
  if (enquiry.deliveryState === 'sent' || enquiry.deliveryState === 'undeliverable') return enquiry.deliveryState;
  return enquiry.mails.some((mail) => mail.state === 'failed') ? 'failed' : 'pending';
}

/** The badge of one mail: sending counts as on its way. */
export function mailDeliveryOf(mail: Pick<EnquiryMail, 'state'>): Delivery {
  return mail.state === 'sent' || mail.state === 'failed' || mail.state === 'undeliverable' ? mail.state : 'pending';
}

/** How an enquiry whose personal data was erased is marked in the list and on its page. */
export const ANONYMIZED_LABEL = '匿名化済み';
export const ANONYMIZED_BADGE = 'bg-violet-50 text-violet-900 ring-violet-700';

export const STATUS_BADGE: Record<EnquiryStatus, string> = {
  new: 'bg-amber-100 text-amber-900 ring-amber-700',
  in_progress: 'bg-sky-100 text-sky-900 ring-sky-700',
  done: 'bg-slate-100 text-slate-800 ring-slate-500',
};

export const DELIVERY_BADGE: Record<Delivery, string> = {
  sent: 'bg-emerald-50 text-emerald-900 ring-emerald-700',
  pending: 'bg-slate-100 text-slate-800 ring-slate-500',
  failed: 'bg-amber-50 text-amber-900 ring-amber-700',
  undeliverable: 'bg-red-50 text-red-800 ring-red-700',
};

export const badge = 'inline-flex items-center whitespace-nowrap rounded-full px-2.5 py-0.5 text-xs font-bold ring-1 ring-inset';
