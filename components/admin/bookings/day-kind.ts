import type { CalendarDay } from '@/graphql/booking-documents';

/** How a day's hours read on the calendar: 営業 11:00〜18:00, or why it is closed. */
export function dayHours(day: Pick<CalendarDay, 'kind' | 'holiday' | 'open' | 'close'>, dayBlocked: boolean): string {
  if (dayBlocked) return '休業（終日ブロック）';
  if (day.kind === 'year-end') return '年末年始休業';
  if (day.kind === 'closed' || !day.open || !day.close) return '休業';
  return `${day.holiday ? `${day.holiday}・` : ''}営業 ${day.open}〜${day.close}`;
}
