import type { ContactInput, FranchiseInput, Wish } from './schemas';

/*
 * What the enquiry forms need before any validation: the fields' lengths and empty values. Kept
 * apart from the schemas (schemas.ts), so a form's first load carries no zod: the schemas load
 * when a visitor starts filling the form in (components/forms/lazy-resolver.ts).
 */

export const limits = {
  name: 50,
  furigana: 50,
  phone: 20,
  email: 254,
  postCode: 10,
  address: 200,
  addressOther: 200,
  destination: 100,
  company: 100,
  message: 2000,
} as const;

export const emptyWish = (): Wish => ({ year: '', month: '', day: '', time: '' });

export function emptyContact(): ContactInput {
  return {
    name: '',
    furigana: '',
    gender: '',
    age: '',
    phone: '',
    email: '',
    emailConfirm: '',
    postCode: '',
    address: '',
    addressOther: '',
    contact: '',
    destination: '',
    schedule: Array.from({ length: 3 }, emptyWish),
    message: '',
  };
}

export function emptyFranchise(): FranchiseInput {
  return { name: '', furigana: '', phone: '', email: '', emailConfirm: '', company: '', contact: '', message: '' };
}

/** Field errors keyed by the form's field names ("schedule.0.year" for nested ones). */
export type FieldErrors = Record<string, string>;
