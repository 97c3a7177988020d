import 'server-only';
import type { Db } from '@/lib/core/db';
import { validationError } from '@/lib/core/model/errors';
import { routes } from '@/lib/core/routes';
import { dayRangeInstants } from '@/lib/core/time/day-range';
import { addDays, DAY_MS } from '@/lib/core/time/japan';
import { type Dimension, sourceValue } from './rollup';
import { ARTICLE_PATH, DEVICE_LABELS, type Device, pageKind, readablePath, sourceLabel } from './shared';

/*
 * What the dashboard (/admin/analytics) and its CSV show for a range of Japan days, beside the
 * same number of days just before it. Page traffic comes from the daily (or, for one or two days,
 * hourly) counters only, never the raw events, so a month reads a few thousand rows however many
 * page views it had. Bookings and enquiries come from their own tables, joined with the visit they
 * came from: a booking's state is read as it is now, so marking one 来店 in the calendar shows here
 * at the next load.
 *
 * Owners and editors reach every store and the whole site's numbers; store staff reach their
 * stores: the counters of their stores' pages and the visits that reached them, their stores'
 * bookings and the enquiries sent to them.
 */

export const MAX_RANGE_DAYS = 366;
/** Rows per list on the dashboard; the CSV asks for more. */
export const DEFAULT_ROWS = 20;

export interface AnalyticsCounts {
  pageviews: number;
  visits: number;
  visitors: number;
  bookings: number;
  visited: number;
  noShow: number;
  cancelled: number;
  enquiries: number;
}

export interface AnalyticsRow extends AnalyticsCounts {
  key: string;
  label: string;
  previous: AnalyticsCounts;
}

export interface AnalyticsPoint {
  /** YYYY-MM-DD, or YYYY-MM-DDTHH for an hour (Japan time). */
  bucket: string;
  pageviews: number;
  visits: number;
  visitors: number;
}

export interface FunnelCounts {
  /** Visitors of the store's page. */
  storeViews: number;
  /** Visitors of its booking page. */
  bookingViews: number;
  /** Bookings made (every state), then by their state now. */
  booked: number;
  visited: number;
  noShow: number;
  cancelled: number;
  pending: number;
}

export interface AnalyticsFunnel extends FunnelCounts {
  storeId: string;
  storeName: string;
  previous: FunnelCounts;
}

export interface AnalyticsReport {
  from: string;
  to: string;
  previousFrom: string;
  previousTo: string;
  grain: 'hour' | 'day';
  /** The store the report is narrowed to, or null for every store in reach. */
  storeId: string | null;
  /** The stores the account may narrow to. */
  stores: { id: string; name: string }[];
  totals: AnalyticsCounts;
  previous: AnalyticsCounts;
  /** Bookings in the range with no visit recorded (Do Not Track, storage off, made elsewhere). */
  unattributedBookings: number;
  series: AnalyticsPoint[];
  previousSeries: AnalyticsPoint[];
  pages: AnalyticsRow[];
  articles: AnalyticsRow[];
  sources: AnalyticsRow[];
  campaigns: AnalyticsRow[];
  devices: AnalyticsRow[];
  funnel: AnalyticsFunnel[];
}

export interface ReportRequest {
  from: string;
  to: string;
  /** Narrow to one store (within reach). */
  storeId?: string | null;
  /** The stores the account reaches; null: every store (owners and editors). */
  reach: readonly string[] | null;
  rows?: number;
}

const zero = (): AnalyticsCounts => ({ pageviews: 0, visits: 0, visitors: 0, bookings: 0, visited: 0, noShow: 0, cancelled: 0, enquiries: 0 });
const zeroFunnel = (): FunnelCounts => ({ storeViews: 0, bookingViews: 0, booked: 0, visited: 0, noShow: 0, cancelled: 0, pending: 0 });

interface Range {
  from: string;
  to: string;
  since: string;
  until: string;
}

/** The range asked for and the one before it, checked. */
export function reportRanges(from: string, to: string): { current: Range; previous: Range; days: number } {
  const { since, until } = dayRangeInstants({ from, to });
  if (!since || !until) throw validationError('期間（from と to）を指定してください。', 'from');
  const days = Math.round((Date.parse(until) - Date.parse(since)) / DAY_MS);
  if (days > MAX_RANGE_DAYS) throw validationError(`期間は${MAX_RANGE_DAYS}日以内で指定してください。`, 'to');
  const previousTo = addDays(from, -1);
  const previousFrom = addDays(from, -days);
  const before = dayRangeInstants({ from: previousFrom, to: previousTo });
  return { current: { from, to, since, until }, previous: { from: previousFrom, to: previousTo, since: before.since!, until: before.until! }, days };
}

type Stores = readonly string[] | null;

interface Sums {
  value: string;
  storeId: string;
  pageviews: number;
  visits: number;
  visitors: number;
}

/** The daily counters of one dimension in the range: the whole site's ('' rows), or the stores'. */
async function dimensionSums(db: Db, dimension: Dimension, range: Range, stores: Stores, byStore = false): Promise<Sums[]> {
  if (stores?.length === 0) return [];
  let query = db.kysely
    .selectFrom('analytics_daily')
    .select((eb) => ['value', eb.fn.sum<number>('pageviews').as('pageviews'), eb.fn.sum<number>('visits').as('visits'), eb.fn.sum<number>('visitors').as('visitors')])
    .where('dimension', '=', dimension)
    .where('day', '>=', range.from)
    .where('day', '<=', range.to);
  if (stores) query = query.where('storeId', 'in', stores);
  // A path row belongs to its page's store ('' for the others): every path is in one row a day.
  else if (dimension !== 'path') query = query.where('storeId', '=', '');
  const rows = byStore ? await query.select('storeId').groupBy(['value', 'storeId']).execute() : await query.groupBy('value').execute();
  return rows.map((row) => ({
    value: row.value,
    storeId: 'storeId' in row ? String(row.storeId) : '',
    pageviews: Number(row.pageviews ?? 0),
    visits: Number(row.visits ?? 0),
    visitors: Number(row.visitors ?? 0),
  }));
}

async function seriesOf(db: Db, range: Range, grain: 'hour' | 'day', stores: Stores): Promise<AnalyticsPoint[]> {
  const found = new Map<string, AnalyticsPoint>();
  const reached = stores?.length !== 0;
  const sums = <T extends { pageviews: number | null; visits: number | null; visitors: number | null; bucket: string }>(rows: T[]) => {
    for (const row of rows) {
      const point = found.get(row.bucket) ?? { bucket: row.bucket, pageviews: 0, visits: 0, visitors: 0 };
      point.pageviews += Number(row.pageviews ?? 0);
      point.visits += Number(row.visits ?? 0);
      point.visitors += Number(row.visitors ?? 0);
      found.set(row.bucket, point);
    }
  };
  if (grain === 'hour') {
    let query = db.kysely
      .selectFrom('analytics_hourly')
      .select((eb) => [eb.ref('hour').as('bucket'), eb.fn.sum<number>('pageviews').as('pageviews'), eb.fn.sum<number>('visits').as('visits'), eb.fn.sum<number>('visitors').as('visitors')])
      .where('dimension', '=', 'all')
      .where('hour', '>=', `${range.from}T00`)
      .where('hour', '<=', `${range.to}T23`);
    query = stores ? query.where('storeId', 'in', stores) : query.where('storeId', '=', '');
    if (reached) sums(await query.groupBy('hour').execute());
  } else {
    let query = db.kysely
      .selectFrom('analytics_daily')
      .select((eb) => [eb.ref('day').as('bucket'), eb.fn.sum<number>('pageviews').as('pageviews'), eb.fn.sum<number>('visits').as('visits'), eb.fn.sum<number>('visitors').as('visitors')])
      .where('dimension', '=', 'all')
      .where('day', '>=', range.from)
      .where('day', '<=', range.to);
    query = stores ? query.where('storeId', 'in', stores) : query.where('storeId', '=', '');
    if (reached) sums(await query.groupBy('day').execute());
  }
  const buckets: string[] = [];
  for (let day = range.from; day <= range.to; day = addDays(day, 1)) {
    if (grain === 'day') buckets.push(day);
    else for (let hour = 0; hour < 24; hour += 1) buckets.push(`${day}T${String(hour).padStart(2, '0')}`);
  }
  return buckets.map((bucket) => found.get(bucket) ?? { bucket, pageviews: 0, visits: 0, visitors: 0 });
}

interface Outcome {
  kind: 'booking' | 'contact' | 'franchise';
  storeId: string | null;
  state: string | null;
  attributed: boolean;
  landingPath: string;
  source: string;
  medium: string;
  campaign: string;
  articles: string[];
  device: string;
}

/** The range's bookings and enquiries in reach, each with the visit it came from when one was recorded. */
async function outcomes(db: Db, range: Range, stores: Stores): Promise<Outcome[]> {
  // An account with no store in reach (or narrowed to one outside it) reaches nothing.
  if (stores?.length === 0) return [];
  let bookings = db.kysely
    .selectFrom('booking')
    .leftJoin('analytics_attribution as a', 'a.recordId', 'booking.id')
    .select(['booking.storeId', 'booking.state', 'a.recordId', 'a.landingPath', 'a.source', 'a.medium', 'a.campaign', 'a.articles', 'a.device'])
    .where('booking.createdAt', '>=', range.since)
    .where('booking.createdAt', '<', range.until);
  if (stores) bookings = bookings.where('booking.storeId', 'in', stores);
  let enquiries = db.kysely
    .selectFrom('enquiry')
    .leftJoin('analytics_attribution as a', 'a.recordId', 'enquiry.id')
    .select(['enquiry.kind', 'enquiry.storeId', 'a.recordId', 'a.landingPath', 'a.source', 'a.medium', 'a.campaign', 'a.articles', 'a.device'])
    .where('enquiry.createdAt', '>=', range.since)
    .where('enquiry.createdAt', '<', range.until);
  if (stores) enquiries = enquiries.where('enquiry.storeId', 'in', stores);
  const [bookingRows, enquiryRows] = await Promise.all([bookings.execute(), enquiries.execute()]);
  const visitOf = (row: { recordId: string | null; landingPath: string | null; source: string | null; medium: string | null; campaign: string | null; articles: string | null; device: string | null }) => ({
    attributed: row.recordId !== null,
    landingPath: row.landingPath ?? '',
    source: row.source ?? '',
    medium: row.medium ?? '',
    campaign: row.campaign ?? '',
    articles: row.articles ? (JSON.parse(row.articles) as string[]) : [],
    device: row.device ?? '',
  });
  return [
    ...bookingRows.map((row) => ({ kind: 'booking' as const, storeId: row.storeId, state: row.state, ...visitOf(row) })),
    ...enquiryRows.map((row) => ({ kind: row.kind, storeId: row.storeId, state: null, ...visitOf(row) })),
  ];
}

function addOutcome(counts: AnalyticsCounts, outcome: Outcome): void {
  if (outcome.kind !== 'booking') {
    counts.enquiries += 1;
    return;
  }
  counts.bookings += 1;
  if (outcome.state === 'visited') counts.visited += 1;
  if (outcome.state === 'no_show') counts.noShow += 1;
  if (outcome.state === 'cancelled') counts.cancelled += 1;
}

/** Rows keyed by `key`: the counters' numbers, plus the outcomes credited to each key. */
class Rows {
  readonly rows = new Map<string, AnalyticsCounts>();

  row(key: string): AnalyticsCounts {
    let row = this.rows.get(key);
    if (!row) {
      row = zero();
      this.rows.set(key, row);
    }
    return row;
  }

  addSums(key: string, sums: Sums): void {
    const row = this.row(key);
    row.pageviews += sums.pageviews;
    row.visits += sums.visits;
    row.visitors += sums.visitors;
  }
}

interface Sections {
  totals: AnalyticsCounts;
  unattributed: number;
  pages: Rows;
  articles: Rows;
  sources: Rows;
  campaigns: Rows;
  devices: Rows;
  funnel: Map<string, FunnelCounts>;
}

async function sectionsOf(db: Db, range: Range, stores: Stores): Promise<Sections> {
  const [all, paths, sources, campaigns, devices, done] = await Promise.all([
    dimensionSums(db, 'all', range, stores),
    dimensionSums(db, 'path', range, stores, true),
    dimensionSums(db, 'source', range, stores),
    dimensionSums(db, 'campaign', range, stores),
    dimensionSums(db, 'device', range, stores),
    outcomes(db, range, stores),
  ]);
  const totals = zero();
  for (const sums of all) {
    totals.pageviews += sums.pageviews;
    totals.visits += sums.visits;
    totals.visitors += sums.visitors;
  }
  const sections: Sections = { totals, unattributed: 0, pages: new Rows(), articles: new Rows(), sources: new Rows(), campaigns: new Rows(), devices: new Rows(), funnel: new Map() };
  for (const sums of paths) {
    sections.pages.addSums(sums.value, sums);
    if (ARTICLE_PATH.test(sums.value)) sections.articles.addSums(sums.value, sums);
  }
  for (const sums of sources) sections.sources.addSums(sums.value, sums);
  for (const sums of campaigns) sections.campaigns.addSums(sums.value, sums);
  for (const sums of devices) sections.devices.addSums(sums.value, sums);
  const funnelOf = (storeId: string) => {
    let funnel = sections.funnel.get(storeId);
    if (!funnel) {
      funnel = zeroFunnel();
      sections.funnel.set(storeId, funnel);
    }
    return funnel;
  };
  for (const sums of paths) {
    if (!sums.storeId) continue;
    const kind = pageKind(sums.value);
    if (kind === 'store') funnelOf(sums.storeId).storeViews += sums.visitors;
    if (kind === 'booking') funnelOf(sums.storeId).bookingViews += sums.visitors;
  }
  for (const outcome of done) {
    addOutcome(totals, outcome);
    if (outcome.kind === 'booking' && outcome.storeId) {
      const funnel = funnelOf(outcome.storeId);
      funnel.booked += 1;
      if (outcome.state === 'visited') funnel.visited += 1;
      else if (outcome.state === 'no_show') funnel.noShow += 1;
      else if (outcome.state === 'cancelled') funnel.cancelled += 1;
      else funnel.pending += 1;
    }
    if (!outcome.attributed) {
      if (outcome.kind === 'booking') sections.unattributed += 1;
      continue;
    }
    addOutcome(sections.pages.row(outcome.landingPath), outcome);
    for (const article of outcome.articles) addOutcome(sections.articles.row(article), outcome);
    addOutcome(sections.sources.row(sourceValue(outcome.source, outcome.medium)), outcome);
    if (outcome.campaign) addOutcome(sections.campaigns.row(outcome.campaign), outcome);
    addOutcome(sections.devices.row(outcome.device), outcome);
  }
  return sections;
}

type Order = 'traffic' | 'outcomes';

function listOf(current: Rows, previous: Rows, label: (key: string) => string, order: Order, limit: number): AnalyticsRow[] {
  const rows = [...current.rows.entries()].map(([key, counts]) => ({ key, label: label(key), ...counts, previous: previous.rows.get(key) ?? zero() }));
  const byTraffic = (a: AnalyticsRow, b: AnalyticsRow) => b.pageviews - a.pageviews || b.visits - a.visits || a.key.localeCompare(b.key);
  const byOutcomes = (a: AnalyticsRow, b: AnalyticsRow) => b.bookings - a.bookings || b.visited - a.visited || b.enquiries - a.enquiries || byTraffic(a, b);
  return rows.sort(order === 'traffic' ? byTraffic : byOutcomes).slice(0, limit);
}

interface Names {
  stores: Map<string, { name: string; link: string; enabled: number }>;
  storeByLink: Map<string, string>;
  articles: Map<string, string>;
}

async function namesOf(db: Db, paths: Iterable<string>): Promise<Names> {
  const storeRows = await db.kysely.selectFrom('store').select(['id', 'name', 'link', 'enabled']).orderBy('name').execute();
  const slugs = new Set<string>();
  for (const path of paths) {
    if (!ARTICLE_PATH.test(path)) continue;
    const slug = readablePath(path.slice(path.lastIndexOf('/') + 1));
    if (slug) slugs.add(slug);
  }
  const articleRows = slugs.size ? await db.kysely.selectFrom('news').select(['route', 'title']).where('route', 'in', [...slugs]).execute() : [];
  return {
    stores: new Map(storeRows.map((row) => [row.id, { name: row.name, link: row.link ?? '', enabled: row.enabled ? 1 : 0 }])),
    storeByLink: new Map(storeRows.map((row) => [row.link ?? '', row.name])),
    articles: new Map(articleRows.map((row) => [row.route, row.title])),
  };
}

const FIXED_PAGES = new Map<string, string>(Object.values(routes).map((route) => [route.path, route.label]));

function pageLabel(path: string, names: Names): string {
  const fixed = FIXED_PAGES.get(path);
  if (fixed) return fixed;
  const readable = readablePath(path);
  const storeLink = /^\/store\/([^/]+)(\/booking)?$/.exec(readable);
  const storeName = storeLink ? names.storeByLink.get(storeLink[1]!) : undefined;
  if (storeName) return storeLink?.[2] ? `${storeName}（予約ページ）` : storeName;
  if (ARTICLE_PATH.test(path)) return names.articles.get(readable.slice(readable.lastIndexOf('/') + 1)) ?? readable;
  return readable || '（不明）';
}

function sourceRowLabel(key: string): string {
  const [source = '', medium = ''] = key.split('\t');
  return sourceLabel(source, medium);
}

/** The report of a range for an account's reach (see the comment at the top). */
export async function analyticsReport(db: Db, request: ReportRequest): Promise<AnalyticsReport> {
  const { current, previous, days } = reportRanges(request.from, request.to);
  const limit = Math.min(Math.max(1, request.rows ?? DEFAULT_ROWS), 2000);
  const storeId = request.storeId || null;
  const stores: Stores = storeId ? (request.reach === null || request.reach.includes(storeId) ? [storeId] : []) : request.reach;
  const grain = days <= 2 ? 'hour' : 'day';
  const [now, before, series, previousSeries] = await Promise.all([
    sectionsOf(db, current, stores),
    sectionsOf(db, previous, stores),
    seriesOf(db, current, grain, stores),
    seriesOf(db, previous, grain, stores),
  ]);
  const names = await namesOf(db, [...now.pages.rows.keys(), ...now.articles.rows.keys()]);
  const reachable = [...names.stores.entries()].filter(([id]) => request.reach === null || request.reach.includes(id));
  const funnelStores = reachable.filter(([id, store]) => (stores === null || stores.includes(id)) && (store.enabled === 1 || now.funnel.has(id) || before.funnel.has(id)));
  const label = (key: string) => pageLabel(key, names);
  return {
    from: current.from,
    to: current.to,
    previousFrom: previous.from,
    previousTo: previous.to,
    grain,
    storeId,
    stores: reachable.map(([id, store]) => ({ id, name: store.name })),
    totals: now.totals,
    previous: before.totals,
    unattributedBookings: now.unattributed,
    series,
    previousSeries,
    pages: listOf(now.pages, before.pages, label, 'traffic', limit),
    articles: listOf(now.articles, before.articles, label, 'outcomes', limit),
    sources: listOf(now.sources, before.sources, sourceRowLabel, 'traffic', limit),
    campaigns: listOf(now.campaigns, before.campaigns, (key) => key, 'outcomes', limit),
    devices: listOf(now.devices, before.devices, (key) => DEVICE_LABELS[key as Device] ?? key, 'traffic', limit),
    funnel: funnelStores.map(([id, store]) => ({ storeId: id, storeName: store.name, ...(now.funnel.get(id) ?? zeroFunnel()), previous: before.funnel.get(id) ?? zeroFunnel() })),
  };
}
