import { SECTIONS, type SectionName } from '@/lib/core/routes';

/*
 * What the cached reads of lib/core/content accept. Next.js registers every 'use cache' function
 * as a server reference, which a client can call like a server action with arguments of its own
 * choosing, so each read checks its arguments with these first and answers anything else as not
 * found (null, nothing), without a query and with tags of a bounded size.
 */

/** Slugs, routes and links are at most 100 characters (lib/core/model/validation.ts). */
export const MAX_KEY_LENGTH = 100;
/** Record ids are UUIDs (36 characters); ids of other shapes fit too. */
export const MAX_ID_LENGTH = 64;

/** A store link, a category slug or an article route as it could be stored: text of at most MAX_KEY_LENGTH characters. */
export function isKey(value: unknown): value is string {
  return typeof value === 'string' && value.length > 0 && value.length <= MAX_KEY_LENGTH;
}

/** A record's id as it could be stored: letters, digits, `-` and `_`, at most MAX_ID_LENGTH. */
export function isRecordId(value: unknown): value is string {
  return typeof value === 'string' && value.length <= MAX_ID_LENGTH && /^[\w-]+$/.test(value);
}

export function isSection(value: unknown): value is SectionName {
  return typeof value === 'string' && Object.hasOwn(SECTIONS, value);
}
