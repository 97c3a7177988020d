import { parsePageNumber } from '@/lib/core/content/pagination';
import { DELIVERY_FILTER_LABELS, KIND_LABELS, STATUS_LABELS } from './labels';

/* The inbox's filters and page, kept in its URL, and the CSV export of what it shows. */

export const FILTER_KEYS = ['kind', 'status', 'deliveryState', 'search'] as const;
export type FilterKey = (typeof FILTER_KEYS)[number];

export const OPTIONS: Record<Exclude<FilterKey, 'search'>, Record<string, string>> = {
  kind: KIND_LABELS,
  status: STATUS_LABELS,
  deliveryState: DELIVERY_FILTER_LABELS,
};

/** Only values the API knows are read from the URL; anything else means no filter. */
export function readFilters(params: URLSearchParams) {
  const pick = (key: Exclude<FilterKey, 'search'>) => {
    const value = params.get(key);
    return value && value in OPTIONS[key] ? value : null;
  };
  return {
    kind: pick('kind'),
    status: pick('status'),
    deliveryState: pick('deliveryState'),
    search: params.get('search')?.trim().slice(0, 100) || null,
    page: parsePageNumber(params.get('page') ?? '') ?? 1,
  };
}

/** The export of what the inbox shows, limited to the days received from `from` to `to` (YYYY-MM-DD, both included) when given. */
export function csvHref(filters: ReturnType<typeof readFilters>, days: { from?: string; to?: string } = {}): string {
  const params = new URLSearchParams();
  for (const key of FILTER_KEYS) {
    const value = filters[key];
    if (value) params.set(key, value);
  }
  if (days.from) params.set('from', days.from);
  if (days.to) params.set('to', days.to);
  const query = params.toString();
  return `/api/admin/enquiries.csv${query ? `?${query}` : ''}`;
}
