import { validationError } from '@/lib/core/model/errors';
import { DAY_MS } from './japan';

/*
 * A range of Japanese calendar days, both included, as the filters of the audit log and the
 * enquiry export take it from a person: checked on the server, then turned into the stored
 * instants it covers.
 */

export interface DayRange {
  /** YYYY-MM-DD in Japan time, included; absent for no lower bound. */
  from?: string | null;
  /** YYYY-MM-DD in Japan time, included; absent for no upper bound. */
  to?: string | null;
}

const DATE = /^\d{4}-\d{2}-\d{2}$/;

function checkDate(value: string | null | undefined, field: string): string | null {
  if (!value) return null;
  const time = Date.parse(`${value}T00:00:00Z`);
  // Date.parse takes 2026-02-30 for 2026-03-02: a date must read back as written.
  if (!DATE.test(value) || Number.isNaN(time) || new Date(time).toISOString().slice(0, 10) !== value) {
    throw validationError('日付は YYYY-MM-DD の形式で指定してください。', field);
  }
  return value;
}

/** The instant a Japan-time day starts, as stored (UTC ISO). */
function startOfJapanDay(date: string): string {
  return new Date(`${date}T00:00:00+09:00`).toISOString();
}

/**
 * The stored instants the range covers: `since` included, `until` excluded (the midnight after
 * `to`). Throws the API's validation error for a malformed date or a range that ends before it starts.
 */
export function dayRangeInstants(range: DayRange): { since: string | null; until: string | null } {
  const from = checkDate(range.from, 'from');
  const to = checkDate(range.to, 'to');
  if (from && to && from > to) throw validationError('開始日は終了日より前の日付にしてください。', 'from');
  return {
    since: from ? startOfJapanDay(from) : null,
    until: to ? new Date(Date.parse(startOfJapanDay(to)) + DAY_MS).toISOString() : null,
  };
}
