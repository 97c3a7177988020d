/* How the admin writes dates and times: as the office reads them, in Japan time. */

const japanDay = new Intl.DateTimeFormat('ja-JP', { timeZone: 'Asia/Tokyo', year: 'numeric', month: '2-digit', day: '2-digit' });
const japanDateTime = new Intl.DateTimeFormat('ja-JP', {
  timeZone: 'Asia/Tokyo',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
});

function format(value: string | null | undefined, formatter: Intl.DateTimeFormat): string {
  if (!value) return '';
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? value : formatter.format(date);
}

/** A day as 2025/04/01: a YYYY-MM-DD date as written, a timestamp by its day in Japan; empty stays empty. */
export function formatDay(value: string | null | undefined): string {
  if (value && /^\d{4}-\d{2}-\d{2}$/.test(value)) return value.replaceAll('-', '/');
  return format(value, japanDay);
}

/** A timestamp as 2026/05/01 09:30 in Japan time, whatever the browser's time zone; empty stays empty. */
export function formatDateTime(value: string | null | undefined): string {
  return format(value, japanDateTime);
}
