import 'server-only';
import { site } from '@/lib/core/site';
import { CONTACT_FIELDS, FRANCHISE_FIELDS, fieldTexts } from './field-texts';
import type { EnquiryField } from './fields';
import type { ContactValues, EnquiryKind, FranchiseValues } from './schemas';

/*
 * The two mails of each enquiry: one to the company's customer address, one to the visitor.
 * Subjects are fixed (spec section 7); nothing a visitor typed reaches a header except the
 * visitor's own, validated address as the recipient.
 */

export const SUBJECTS = {
  contact: { company: '体験問い合わせ', visitor: `${site.name}体験お問い合わせ` },
  franchise: { company: 'フランチャイズ問い合わせ', visitor: `${site.name}フランチャイズお問い合わせ` },
} as const satisfies Record<EnquiryKind, { company: string; visitor: string }>;

export type Recipient = 'company' | 'visitor';

export interface OutgoingMail {
  recipient: Recipient;
  to: string;
  subject: string;
  text: string;
}

const NOT_ENTERED = '未入力';
const NOT_SELECTED = '未選択';

function section(label: string, value: string): string {
  return `【${label}】\n${value.trim() === '' ? NOT_ENTERED : value.trim()}`;
}

function sectionsOf(fields: readonly EnquiryField[], values: ContactValues | FranchiseValues): string {
  return fieldTexts(fields, values)
    .map(({ field, label, value }) => section(label, field === 'gender' && value === '' ? NOT_SELECTED : value))
    .join('\n\n');
}

export function contactSections(values: ContactValues): string {
  return sectionsOf(CONTACT_FIELDS, values);
}

export function franchiseSections(values: FranchiseValues): string {
  return sectionsOf(FRANCHISE_FIELDS, values);
}

const RULE = '────────────────────';

const AUTOMATIC_NOTICE_VISITOR = [
  '※このメールは送信専用アドレスから自動でお送りしています。',
  'このメールに返信いただいてもお答えできませんので、ご了承ください。',
  '※お心当たりのない方は、お手数ですがこのメールを破棄してください。',
].join('\n');

const AUTOMATIC_NOTICE_COMPANY = `※このメールは${site.fullName} ホームページのフォームから自動で送信されています。`;

function visitorBody(name: string, opening: string, sections: string): string {
  return [
    `${name} 様`,
    '',
    `${site.fullName}です。`,
    opening,
    '',
    '内容を確認のうえ、担当者よりご連絡いたします。',
    'なお、お問い合わせの内容によっては、ご返信を差し上げられない場合がございます。あらかじめご了承ください。',
    '',
    RULE,
    sections,
    RULE,
    '',
    AUTOMATIC_NOTICE_VISITOR,
  ].join('\n');
}

function companyBody(opening: string, sections: string): string {
  return [opening, '', RULE, sections, RULE, '', AUTOMATIC_NOTICE_COMPANY].join('\n');
}

export function contactMails(values: ContactValues, companyEmail: string): OutgoingMail[] {
  const sections = contactSections(values);
  return [
    {
      recipient: 'company',
      to: companyEmail,
      subject: SUBJECTS.contact.company,
      text: companyBody('ホームページから体験・見学・お問い合わせのお申し込みがありました。', sections),
    },
    {
      recipient: 'visitor',
      to: values.email,
      subject: SUBJECTS.contact.visitor,
      text: visitorBody(values.name, 'このたびはお問い合わせいただき、誠にありがとうございます。以下の内容で承りました。', sections),
    },
  ];
}

export function franchiseMails(values: FranchiseValues, companyEmail: string): OutgoingMail[] {
  const sections = franchiseSections(values);
  return [
    {
      recipient: 'company',
      to: companyEmail,
      subject: SUBJECTS.franchise.company,
      text: companyBody('ホームページからフランチャイズの資料請求・お問い合わせがありました。', sections),
    },
    {
      recipient: 'visitor',
      to: values.email,
      subject: SUBJECTS.franchise.visitor,
      text: visitorBody(
        values.name,
        'このたびはフランチャイズ加盟についてお問い合わせいただき、誠にありがとうございます。以下の内容で承りました。',
        sections,
      ),
    },
  ];
}
