import { japanDateTime } from './slots';

/*
 * The calendar file (.ics, RFC 5545) sent with each booking mail. Written here rather than with a
 * package: one event with eight properties needs only the RFC's escaping (3.3.11) and line folding
 * at 75 octets (3.1), which fit in this file, while `ics` on npm writes no VTIMEZONE (times in UTC
 * or floating only) and brings a validation library along. Times are Asia/Tokyo with its VTIMEZONE
 * (+09:00 all year, no daylight saving), so a calendar shows the store's time.
 */

export interface CalendarEvent {
  /** Stable per booking, so a move or cancellation replaces the event in the visitor's calendar. */
  uid: string;
  /** Raised on each move or cancellation. */
  sequence: number;
  startsAt: string;
  endsAt: string;
  summary: string;
  location: string;
  description: string;
  /** When this version of the event was written. */
  stamp: string;
  /** PUBLISH for a booking or a move; CANCEL removes the event. */
  method: 'PUBLISH' | 'CANCEL';
}

/** TEXT values: backslash, semicolon, comma and line breaks escaped (RFC 5545 3.3.11). */
export function escapeText(value: string): string {
  return value.replace(/\\/g, '\\\\').replace(/;/g, '\\;').replace(/,/g, '\\,').replace(/\r\n?|\n/g, '\\n');
}

/** A content line folded after at most 75 octets, never inside a UTF-8 character (RFC 5545 3.1). */
export function foldLine(line: string): string {
  const parts: string[] = [];
  let current = '';
  let octets = 0;
  for (const char of line) {
    const size = Buffer.byteLength(char);
    // The first line holds 75 octets; each continuation line starts with a space, so 74 more.
    if (octets + size > (parts.length === 0 ? 75 : 74)) {
      parts.push(current);
      current = '';
      octets = 0;
    }
    current += char;
    octets += size;
  }
  parts.push(current);
  return parts.join('\r\n ');
}

const tokyoLocal = (instant: string) => {
  const { date, time } = japanDateTime(instant);
  return `${date.replaceAll('-', '')}T${time.replace(':', '')}00`;
};
const utc = (instant: string) => `${new Date(instant).toISOString().replace(/[-:]/g, '').slice(0, 15)}Z`;

const VTIMEZONE = ['BEGIN:VTIMEZONE', 'TZID:Asia/Tokyo', 'BEGIN:STANDARD', 'DTSTART:19700101T000000', 'TZOFFSETFROM:+0900', 'TZOFFSETTO:+0900', 'TZNAME:JST', 'END:STANDARD', 'END:VTIMEZONE'];

/** The calendar file of one event, lines ended by CRLF as the RFC asks. */
export function calendarFile(event: CalendarEvent, productId: string): string {
  const lines = [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    `PRODID:${productId}`,
    'CALSCALE:GREGORIAN',
    `METHOD:${event.method}`,
    ...VTIMEZONE,
    'BEGIN:VEVENT',
    `UID:${event.uid}`,
    `SEQUENCE:${event.sequence}`,
    `DTSTAMP:${utc(event.stamp)}`,
    `DTSTART;TZID=Asia/Tokyo:${tokyoLocal(event.startsAt)}`,
    `DTEND;TZID=Asia/Tokyo:${tokyoLocal(event.endsAt)}`,
    `SUMMARY:${escapeText(event.summary)}`,
    `LOCATION:${escapeText(event.location)}`,
    `DESCRIPTION:${escapeText(event.description)}`,
    `STATUS:${event.method === 'CANCEL' ? 'CANCELLED' : 'CONFIRMED'}`,
    'END:VEVENT',
    'END:VCALENDAR',
  ];
  return `${lines.map(foldLine).join('\r\n')}\r\n`;
}
