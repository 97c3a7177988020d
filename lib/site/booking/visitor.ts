import { z } from 'zod';
import { matchingEmails, personFields } from '@/lib/core/enquiry/schemas';

/*
 * The visitor's part of a booking: the enquiry forms' own fields, validation and Japanese
 * normalisation (personFields), which lib/core/booking/book.ts checks again with the store and time.
 * Free of server code, so the form's resolver uses it.
 */

export const visitorSchema = matchingEmails(z.object(personFields));
export type VisitorInput = z.input<typeof visitorSchema>;

/** The visitor's fields in the order the form asks for them. */
export const VISITOR_FIELD_ORDER = ['name', 'furigana', 'phone', 'email', 'emailConfirm'] as const;

export const emptyVisitor = (): VisitorInput => ({ name: '', furigana: '', phone: '', email: '', emailConfirm: '' });
