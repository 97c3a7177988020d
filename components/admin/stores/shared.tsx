export const STORES_HREF = '/admin/stores';

/** "2024-04-01" → "2024/04/01"; empty stays a dash. */
export function formatDate(value: string | null | undefined): string {
  return value ? value.slice(0, 10).replaceAll('-', '/') : '—';
}

const dateTime = new Intl.DateTimeFormat('ja-JP', { dateStyle: 'medium', timeStyle: 'short', timeZone: 'Asia/Tokyo' });

export function formatDateTime(value: string | null | undefined): string {
  if (!value) return '—';
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? value : dateTime.format(date);
}

export function PublicStatus({ enabled }: { enabled: boolean }) {
  return enabled ? (
    <span className="inline-block rounded bg-emerald-100 px-2 py-0.5 text-xs font-bold text-emerald-900">公開</span>
  ) : (
    <span className="inline-block rounded bg-slate-200 px-2 py-0.5 text-xs font-bold text-slate-800">非公開</span>
  );
}
