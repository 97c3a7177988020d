/*
 * The fields that name and reach a visitor, the same in the contact and franchise forms and the
 * trial booking: what each is called and how long it may be. Free of server code and of zod, so a
 * form's first load may use it.
 */

/** The visitor's fields in the order the forms ask for them. */
export const VISITOR_FIELDS = ['name', 'furigana', 'phone', 'email', 'emailConfirm'] as const;

export type VisitorField = (typeof VISITOR_FIELDS)[number];

export const VISITOR_LABELS = {
  name: 'お名前',
  furigana: 'フリガナ',
  phone: '電話番号',
  email: 'メールアドレス',
  emailConfirm: 'メールアドレス（確認用）',
} as const satisfies Record<VisitorField, string>;

/** The longest text each field takes (the e-mail address's as RFC 5321 allows); its confirmation is held to the e-mail's. */
export const VISITOR_LIMITS = { name: 50, furigana: 50, phone: 20, email: 254 } as const;

export const emptyVisitor = (): Record<VisitorField, string> => ({ name: '', furigana: '', phone: '', email: '', emailConfirm: '' });

/** Field errors keyed by the form's field names ("schedule.0.year" for nested ones). */
export type FieldErrors = Record<string, string>;
