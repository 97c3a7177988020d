import { addDays, japanToday, mondayOf } from '@/lib/core/time/japan';

/* The calendar's place, kept in its URL: ?store=…&view=day|week&date=YYYY-MM-DD (Japan). */

export type CalendarView = 'day' | 'week';

export interface CalendarPlace {
  storeId: string | null;
  view: CalendarView;
  /** The day shown, or a day of the week shown. */
  date: string;
}

const DATE = /^\d{4}-\d{2}-\d{2}$/;
const isDate = (value: string | null): value is string => Boolean(value && DATE.test(value) && !Number.isNaN(Date.parse(`${value}T00:00:00Z`)) && new Date(`${value}T00:00:00Z`).toISOString().startsWith(value));

/** What the URL says, with today in Japan and the day view for anything missing or malformed. */
export function readPlace(params: URLSearchParams, now: Date = new Date()): CalendarPlace {
  const date = params.get('date');
  return {
    storeId: params.get('store') || null,
    view: params.get('view') === 'week' ? 'week' : 'day',
    date: isDate(date) ? date : japanToday(now),
  };
}

/** The days the view covers, both included. */
export function rangeOf(place: Pick<CalendarPlace, 'view' | 'date'>): { from: string; to: string } {
  if (place.view === 'day') return { from: place.date, to: place.date };
  const from = mondayOf(place.date);
  return { from, to: addDays(from, 6) };
}

/** The day the previous or next button leads to: a day or a week away. */
export const stepped = (place: Pick<CalendarPlace, 'view' | 'date'>, direction: -1 | 1) => addDays(place.date, direction * (place.view === 'day' ? 1 : 7));
