import { addDays, DAY_MS, japanToday, mondayOf } from '@/lib/core/time/japan';

/* The dashboard's numbers and periods, as the office writes them. */

export const count = (value: number) => value.toLocaleString('ja-JP');

/** +12.5% / −3.0% against the previous period; '—' when it had nothing to compare with. */
export function change(now: number, before: number): string {
  if (before === 0) return now === 0 ? '±0' : '—';
  const percent = ((now - before) / before) * 100;
  if (Math.abs(percent) < 0.05) return '±0%';
  return `${percent > 0 ? '+' : '−'}${Math.abs(percent).toFixed(1)}%`;
}

/** 2026-11-30 → 11/30; 2026-11-30T10 → 10時. */
export function bucketLabel(bucket: string): string {
  if (bucket.length > 10) return `${Number(bucket.slice(11, 13))}時`;
  return `${Number(bucket.slice(5, 7))}/${Number(bucket.slice(8, 10))}`;
}

/** 2026-11-30 → 2026年11月30日. */
export function dayLabel(day: string): string {
  return `${Number(day.slice(0, 4))}年${Number(day.slice(5, 7))}月${Number(day.slice(8, 10))}日`;
}

export const periodLabel = (from: string, to: string) => (from === to ? dayLabel(from) : `${dayLabel(from)}〜${dayLabel(to)}`);

export interface Preset {
  key: string;
  label: string;
  from: string;
  to: string;
}

/** The periods a marketing lead opens on a Monday: last week first. */
export function presets(now: Date = new Date()): Preset[] {
  const today = japanToday(now);
  const thisMonday = mondayOf(today);
  const firstOfMonth = `${today.slice(0, 8)}01`;
  const lastMonthEnd = addDays(firstOfMonth, -1);
  return [
    { key: 'last-week', label: '先週（月〜日）', from: addDays(thisMonday, -7), to: addDays(thisMonday, -1) },
    { key: 'week', label: '直近7日間', from: addDays(today, -6), to: today },
    { key: 'month', label: '直近30日間', from: addDays(today, -29), to: today },
    { key: 'last-month', label: '先月', from: `${lastMonthEnd.slice(0, 8)}01`, to: lastMonthEnd },
    { key: 'today', label: '今日', from: today, to: today },
  ];
}

/** Days in a range, both included. */
export const daysIn = (from: string, to: string) => Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / DAY_MS) + 1;
