import type { EnquiryStatus } from '@/lib/core/db/schema';
import type { EnquiryKind } from './schemas';

/*
 * What the office calls an enquiry's kind and handling status, on the inbox screens and in the
 * CSV export alike. Free of server code, so the admin's browser code may use it.
 */

export type { EnquiryKind, EnquiryStatus };

export const ENQUIRY_STATUSES = ['new', 'in_progress', 'done'] as const satisfies readonly EnquiryStatus[];
export const STATUS_LABELS: Record<EnquiryStatus, string> = { new: '未対応', in_progress: '対応中', done: '対応済み' };
export const KIND_LABELS: Record<EnquiryKind, string> = { contact: '体験・お問い合わせ', franchise: 'フランチャイズ' };
