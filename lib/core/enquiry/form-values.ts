import type { ContactInput, FranchiseInput, Wish } from './schemas';

/*
 * What the enquiry forms hold before anything is typed. Kept apart from the schemas (schemas.ts),
 * so a form's first load carries no zod: the schemas load when a visitor starts filling the form
 * in (components/forms/lazy-resolver.ts). The fields' lengths are in fields.ts.
 */

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
