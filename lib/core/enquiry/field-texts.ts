import { WISH_COUNT } from './choices';
import { type EnquiryField, FIELD_LABELS } from './fields';
import { formatPostCode } from './postal';
import type { ContactInput, FranchiseInput, Wish } from './schemas';
import { formatWish } from './wish-date';

/*
 * What each enquiry form sends, in order, and how its values read on the confirm step, in the
 * mails, on the admin's detail screen and in the CSV export. Free of server code, so the forms
 * may use it.
 */

/** What each form sends, in the order its confirm step and its mails list it (the confirmation e-mail only checks the e-mail). */
export const CONTACT_FIELDS = [
  'name',
  'furigana',
  'gender',
  'age',
  'phone',
  'email',
  'postCode',
  'address',
  'addressOther',
  'contact',
  'destination',
  'schedule',
  'message',
] as const satisfies readonly (keyof ContactInput & EnquiryField)[];

export const FRANCHISE_FIELDS = ['name', 'furigana', 'phone', 'email', 'company', 'contact', 'message'] as const satisfies readonly (keyof FranchiseInput &
  EnquiryField)[];

/**
 * Every input of a form in the order the visitor meets it, by its react-hook-form name: the
 * e-mail followed by its confirmation, the wishes by their selects ("schedule.0.year").
 */
export function inputOrder(fields: readonly EnquiryField[]): string[] {
  return fields.flatMap((field) => {
    if (field === 'email') return ['email', 'emailConfirm'];
    if (field === 'schedule') return Array.from({ length: WISH_COUNT }, (_, i) => ['year', 'month', 'day', 'time'].map((part) => `schedule.${i}.${part}`)).flat();
    return [field];
  });
}

export interface FieldText {
  field: EnquiryField;
  label: string;
  /** As typed, but the postal code as 〒104-0061 and the wishes one a line; '' when empty. */
  value: string;
}

type EnquiryValues = Partial<Record<Exclude<EnquiryField, 'schedule'>, string>> & Pick<Partial<ContactInput>, 'schedule'>;

function valueText(field: EnquiryField, values: EnquiryValues): string {
  if (field === 'schedule') return (values.schedule ?? []).map(formatWish).join('\n');
  const value = values[field] ?? '';
  return field === 'postCode' ? formatPostCode(value) : value;
}

/** The stored wishes (JSON) one a line as the mails write them; text that is not a list of wishes as it is. */
export function scheduleLines(json: string | null): string[] {
  if (!json) return [];
  try {
    const wishes = JSON.parse(json) as unknown;
    return Array.isArray(wishes) ? (wishes as Wish[]).map(formatWish) : [json];
  } catch {
    return [json];
  }
}

/** The given fields of an enquiry with their labels, as the confirm step and the mails show them. */
export function fieldTexts(fields: readonly EnquiryField[], values: EnquiryValues): FieldText[] {
  return fields.map((field) => ({ field, label: FIELD_LABELS[field], value: valueText(field, values) }));
}
