import { VISITOR_LABELS, VISITOR_LIMITS } from '@/lib/core/visitor/fields';

/*
 * The fields of the two enquiry forms, what they are called and how long each may be: the forms,
 * their confirm step, the schemas' messages, the mails, the admin's detail screen and the CSV
 * export all read their labels here (what they show of the fields: field-texts.ts). The fields
 * that name and reach the visitor are the booking's too (lib/core/visitor/fields.ts). Free of
 * server code and of zod, so a form's first load may use it.
 */

export const FIELD_LABELS = {
  name: VISITOR_LABELS.name,
  furigana: VISITOR_LABELS.furigana,
  gender: '性別',
  age: '年代',
  phone: VISITOR_LABELS.phone,
  email: VISITOR_LABELS.email,
  emailConfirm: VISITOR_LABELS.emailConfirm,
  postCode: '郵便番号',
  address: '住所',
  addressOther: '建物名・部屋番号',
  company: '会社名',
  contact: 'ご用件',
  destination: 'お問い合わせ先',
  schedule: 'ご希望日時',
  message: 'お問い合わせ内容',
} as const;

export type EnquiryField = keyof typeof FIELD_LABELS;

/** The longest text each field takes. */
export const limits = {
  ...VISITOR_LIMITS,
  postCode: 10,
  address: 200,
  addressOther: 200,
  destination: 100,
  company: 100,
  message: 2000,
} as const;
