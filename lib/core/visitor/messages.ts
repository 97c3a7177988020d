import { formatNumber } from '@/lib/core/facts';
import { VISITOR_LABELS as label } from './fields';

/* What a form says about the visitor's fields, word for word from spec section 5. */

export const enter = (field: string) => `${field}を入力してください。`;
export const choose = (field: string) => `${field}を選択してください。`;

export function tooLong(field: string, max: number): string {
  return `${field}は${formatNumber(max)}文字以内で入力してください。`;
}

export const VISITOR_MESSAGES = {
  name: enter(label.name),
  furigana: enter(label.furigana),
  phone: enter(label.phone),
  email: enter(label.email),
  emailConfirm: enter(label.email),
  emailMismatch: `${label.email}が一致しません。`,
  emailFormat: `${label.email}の形式が正しくありません。`,
} as const;
