'use client';

import { useId, useState } from 'react';
import { button, control } from './styles';

interface DateRangeExportProps {
  /** The file's address for the days chosen (YYYY-MM-DD in Japan, '' when not chosen). */
  href: (days: { from: string; to: string }) => string;
  fromLabel: string;
  toLabel: string;
  initial?: { from: string; to: string };
  /** Says why the export cannot be made yet (both days are needed, say), or null. */
  problem?: (days: { from: string; to: string }) => string | null;
}

/**
 * A CSV export limited to some days (Japan time, both included). A range that ends before it
 * starts is caught here; the server checks it again.
 */
export function DateRangeExport({ href, fromLabel, toLabel, initial = { from: '', to: '' }, problem }: DateRangeExportProps) {
  const ids = { from: useId(), to: useId(), error: useId() };
  const [days, setDays] = useState(initial);
  const error = days.from && days.to && days.from > days.to ? '開始日は終了日より前の日付にしてください。' : (problem?.(days) ?? null);
  const described = error ? ids.error : undefined;
  const fields = [
    { id: ids.from, key: 'from', label: fromLabel },
    { id: ids.to, key: 'to', label: toLabel },
  ] as const;
  return (
    <div role="group" aria-label="CSV エクスポート" className="flex flex-wrap items-end gap-2">
      {fields.map((field) => (
        <div key={field.id}>
          <label htmlFor={field.id} className="block text-sm font-bold text-slate-900">
            {field.label}
          </label>
          <input
            id={field.id}
            type="date"
            value={days[field.key]}
            onChange={(event) => setDays((current) => ({ ...current, [field.key]: event.target.value }))}
            className={`${control} w-40`}
            aria-describedby={described}
          />
        </div>
      ))}
      {error ? (
        <button type="button" className={button.secondary} disabled>
          CSV エクスポート
        </button>
      ) : (
        <a href={href(days)} className={button.secondary} download>
          CSV エクスポート
        </a>
      )}
      {error ? (
        <p id={ids.error} role="alert" className="w-full text-sm font-bold text-red-700">
          {error}
        </p>
      ) : null}
    </div>
  );
}
