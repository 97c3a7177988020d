/*
 * Japan time, where the gyms and the office are: today's date, the end of a day, and how dates
 * and times are written for the office (the admin screens and the CSV export alike). Japan keeps
 * +09:00 all year (no daylight saving time). Free of server code, so browser code may use it.
 */

const TIME_ZONE = 'Asia/Tokyo';
const OFFSET = '+09:00';
export const DAY_MS = 24 * 60 * 60 * 1000;

const OFFSET_MS = 9 * 60 * 60 * 1000;

/**
 * The office's formats, made on first use: the first Intl formatter a browser tab makes loads
 * ICU's locale data, tens of ms of main-thread work, and public pages load this module without
 * formatting any date with it.
 */
function lazyFormat(options: Intl.DateTimeFormatOptions): () => Intl.DateTimeFormat {
  let formatter: Intl.DateTimeFormat | undefined;
  return () => (formatter ??= new Intl.DateTimeFormat('ja-JP', { timeZone: TIME_ZONE, ...options }));
}
const officeDay = lazyFormat({ year: 'numeric', month: '2-digit', day: '2-digit' });
const officeDateTime = lazyFormat({ year: 'numeric', month: '2-digit', day: '2-digit', hour: '2-digit', minute: '2-digit', hourCycle: 'h23' });

/** Today's date in Japan as YYYY-MM-DD. */
export function japanToday(now: Date = new Date()): string {
  return new Date(now.getTime() + OFFSET_MS).toISOString().slice(0, 10);
}

/** The moment (epoch ms) a Japanese calendar day, YYYY-MM-DD, ends: the next day's midnight in Japan. */
export function endOfJapanDay(isoDate: string): number {
  return Date.parse(`${isoDate}T00:00:00${OFFSET}`) + DAY_MS;
}

/** The next midnight in Japan after `now` (epoch ms), when Japan's date changes. */
export function nextJapanMidnight(now: Date = new Date()): number {
  return endOfJapanDay(japanToday(now));
}

function format(value: string | null | undefined, formatter: () => Intl.DateTimeFormat): string {
  if (!value) return '';
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? value : formatter().format(date);
}

/** A day as 2025/04/01: a YYYY-MM-DD date as written, a timestamp by its day in Japan; empty stays empty. */
export function formatJapanDay(value: string | null | undefined): string {
  if (value && /^\d{4}-\d{2}-\d{2}$/.test(value)) return value.replaceAll('-', '/');
  return format(value, officeDay);
}

/** A timestamp as 2026/05/01 09:30 in Japan time, whatever the machine's time zone; empty stays empty, an unreadable one as it is. */
export function formatJapanDateTime(value: string | null | undefined): string {
  return format(value, officeDateTime);
}

/** A timestamp as a datetime-local value in Japan time (2026-12-01T09:00); empty stays empty. */
export function toJapanLocalInput(value: string | null | undefined): string {
  const time = value ? Date.parse(value) : Number.NaN;
  return Number.isNaN(time) ? '' : new Date(time + OFFSET_MS).toISOString().slice(0, 16);
}

/** A datetime-local value read as Japan time, as an instant with its offset (2026-12-01T09:00:00+09:00). */
export function fromJapanLocalInput(local: string): string {
  return `${local.length === 16 ? `${local}:00` : local}${OFFSET}`;
}

const WEEKDAYS = ['日', '月', '火', '水', '木', '金', '土'] as const;

/** A calendar day (YYYY-MM-DD) some days later, or earlier for a negative count. */
export function addDays(isoDate: string, days: number): string {
  return new Date(Date.parse(`${isoDate}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);
}

/** The Monday of the week a calendar day (YYYY-MM-DD) falls in: the office's weeks run Monday to Sunday. */
export function mondayOf(isoDate: string): string {
  return addDays(isoDate, -((new Date(`${isoDate}T00:00:00Z`).getUTCDay() + 6) % 7));
}

/** A calendar day's weekday, 日 to 土. */
export function weekdayOf(isoDate: string): (typeof WEEKDAYS)[number] {
  return WEEKDAYS[new Date(`${isoDate}T00:00:00Z`).getUTCDay()]!;
}

/** A calendar day (YYYY-MM-DD) as 2026年12月1日（火）, or without the year: 12月1日（火）. */
export function formatJapanDayLong(isoDate: string, { year = true }: { year?: boolean } = {}): string {
  const [y, m, d] = isoDate.split('-').map(Number);
  return `${year ? `${y}年` : ''}${m}月${d}日（${weekdayOf(isoDate)}）`;
}
