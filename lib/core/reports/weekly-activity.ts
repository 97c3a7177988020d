import 'server-only';
import type { Db } from '@/lib/core/db';
import type { EnquiryScope } from '@/lib/core/enquiry/inbox';
import { validationError } from '@/lib/core/model/errors';
import { addDays, japanToday, mondayOf } from '@/lib/core/time/japan';

/*
 * What the dashboard's chart shows: per store and per week (Monday to Sunday, Japan time), how
 * many trial enquiries came in through the contact form and how many trial bookings were made,
 * both counted on the day they were received. Store staff see their stores only (the enquiry
 * inbox's scope).
 */

export const DEFAULT_WEEKS = 8;
export const MAX_WEEKS = 26;

export interface WeeklyStoreActivity {
  /** The week's Monday, YYYY-MM-DD in Japan time. */
  week: string;
  storeId: string;
  storeName: string;
  enquiries: number;
  bookings: number;
}

/** A source of received items: their store and the instant they came in, since an instant. */
type ActivitySource = (db: Db, since: string, storeIds: readonly string[] | null) => Promise<{ storeId: string | null; createdAt: string }[]>;

/** Contact-form enquiries addressed to a store. */
export const enquirySource: ActivitySource = async (db, since, storeIds) => {
  let query = db.kysely.selectFrom('enquiry').select(['storeId', 'createdAt']).where('kind', '=', 'contact').where('storeId', 'is not', null).where('createdAt', '>=', since);
  if (storeIds) query = query.where('storeId', 'in', storeIds.length ? [...storeIds] : ['']);
  return query.execute();
};

/** Trial bookings made through the site, whatever became of them later (cancelled ones too). */
export const bookingSource: ActivitySource = async (db, since, storeIds) => {
  let query = db.kysely.selectFrom('booking').select(['storeId', 'createdAt']).where('createdAt', '>=', since);
  if (storeIds) query = query.where('storeId', 'in', storeIds.length ? [...storeIds] : ['']);
  return query.execute();
};

/**
 * The last `weeks` weeks up to this one, every store in scope in each (zeros included, so a chart
 * shows a quiet week as a quiet week), oldest first, stores by name.
 */
export async function weeklyStoreActivity(
  db: Db,
  options: { weeks?: number | null; scope: EnquiryScope; now?: Date },
): Promise<WeeklyStoreActivity[]> {
  const weeks = options.weeks ?? DEFAULT_WEEKS;
  if (!Number.isInteger(weeks) || weeks < 1 || weeks > MAX_WEEKS) throw validationError(`週数は1から${MAX_WEEKS}までの整数で指定してください。`, 'weeks');
  const thisMonday = mondayOf(japanToday(options.now));
  const mondays = Array.from({ length: weeks }, (_, index) => addDays(thisMonday, -7 * (weeks - 1 - index)));
  const since = new Date(`${mondays[0]}T00:00:00+09:00`).toISOString();

  let storeQuery = db.kysely.selectFrom('store').select(['id', 'name']).orderBy('name');
  if (options.scope) storeQuery = storeQuery.where('id', 'in', options.scope.length ? [...options.scope] : ['']);
  const stores = await storeQuery.execute();

  const counts = new Map<string, WeeklyStoreActivity>();
  for (const week of mondays) {
    for (const store of stores) counts.set(`${week} ${store.id}`, { week, storeId: store.id, storeName: store.name, enquiries: 0, bookings: 0 });
  }
  const tally = async (source: ActivitySource, field: 'enquiries' | 'bookings') => {
    for (const row of await source(db, since, options.scope)) {
      const entry = counts.get(`${mondayOf(japanToday(new Date(row.createdAt)))} ${row.storeId}`);
      if (entry) entry[field] += 1;
    }
  };
  await tally(enquirySource, 'enquiries');
  await tally(bookingSource, 'bookings');
  return [...counts.values()];
}
