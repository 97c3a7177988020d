'use client';

import { DateRangeExport } from '../ui/date-range-export';
import { csvHref, type readFilters } from './filters';

/** The inbox's CSV export of what it shows, optionally limited to the days received. */
export function CsvExport({ filters }: { filters: ReturnType<typeof readFilters> }) {
  return <DateRangeExport fromLabel="受付日（開始）" toLabel="受付日（終了）" href={(days) => csvHref(filters, days)} />;
}
