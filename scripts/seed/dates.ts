/**
 * Seed dates are relative to the moment the seed runs, so a campaign that is "running" in the
 * demo content is running whenever the database is seeded. Days are counted in Japan time.
 */

const DAY_MS = 86_400_000;
const JST_OFFSET_MS = 9 * 3_600_000;

/** A date relative to `now`: `{ days: -30 }` is thirty days ago, or a rule such as "last 1 December". */
export type DateSpec = { days: number } | ((now: Date) => string);

export const daysAgo = (days: number): DateSpec => ({ days: -days });
export const daysAhead = (days: number): DateSpec => ({ days });

function jstDay(now: Date, offsetDays = 0): Date {
  return new Date(now.getTime() + JST_OFFSET_MS + offsetDays * DAY_MS);
}

/** YYYY-MM-DD of the Japanese calendar day `offsetDays` from `now`. */
export function isoDay(now: Date, offsetDays = 0): string {
  return jstDay(now, offsetDays).toISOString().slice(0, 10);
}

export function resolveDate(now: Date, spec: DateSpec): string {
  return typeof spec === 'function' ? spec(now) : isoDay(now, spec.days);
}

/** 1 December of this year in December, otherwise of last year: when a year-end notice goes up. */
export function lastDecemberFirst(now: Date): string {
  const today = jstDay(now);
  const year = today.getUTCMonth() === 11 ? today.getUTCFullYear() : today.getUTCFullYear() - 1;
  return `${year}-12-01`;
}
