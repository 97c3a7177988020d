'use client';

import { useId, useState } from 'react';
import { button, control } from '../ui/styles';
import { csvHref, type readFilters } from './filters';

/**
 * The inbox's CSV export of what it shows, optionally limited to the days received (Japan time,
 * both included). A range that ends before it starts is caught here; the server checks it again.
 */
export function CsvExport({ filters }: { filters: ReturnType<typeof readFilters> }) {
  const ids = { from: useId(), to: useId(), error: useId() };
  const [from, setFrom] = useState('');
  const [to, setTo] = useState('');
  const invalid = Boolean(from && to && from > to);
  const described = invalid ? ids.error : undefined;
  const fields = [
    { id: ids.from, label: '受付日（開始）', value: from, set: setFrom },
    { id: ids.to, label: '受付日（終了）', value: to, set: setTo },
  ];
  return (
    <div role="group" aria-label="CSV エクスポート" className="flex flex-wrap items-end gap-2">
      {fields.map((field) => (
        <div key={field.id}>
          <label htmlFor={field.id} className="block text-sm font-bold text-slate-900">
            {field.label}
          </label>
          <input id={field.id} type="date" value={field.value} onChange={(event) => field.set(event.target.value)} className={`${control} w-40`} aria-describedby={described} />
        </div>
      ))}
      {invalid ? (
        <button type="button" className={button.secondary} disabled>
          CSV エクスポート
        </button>
      ) : (
        <a href={csvHref(filters, { from, to })} className={button.secondary} download>
          CSV エクスポート
        </a>
      )}
      {invalid ? (
        <p id={ids.error} role="alert" className="w-full text-sm font-bold text-red-700">
          開始日は終了日より前の日付にしてください。
        </p>
      ) : null}
    </div>
  );
}
