'use client';

import { useId } from 'react';
import { button, control } from '../ui/styles';
import { daysIn, type Preset } from './format';

interface RangeControlsProps {
  from: string;
  to: string;
  storeId: string;
  stores: { id: string; name: string }[];
  presets: Preset[];
  /** Store staff with one store have nothing to choose. */
  showStores: boolean;
  onChange: (changes: { from?: string; to?: string; store?: string | null }) => void;
}

/** The period (a preset or two days) and the store, kept in the address by the screen. */
export function RangeControls({ from, to, storeId, stores, presets, showStores, onChange }: RangeControlsProps) {
  const ids = { from: useId(), to: useId(), store: useId(), error: useId() };
  const problem = from > to ? '開始日は終了日より前の日付にしてください。' : daysIn(from, to) > 366 ? '期間は366日以内で指定してください。' : null;
  return (
    <form role="search" aria-label="集計の条件" className="mb-6 flex flex-wrap items-end gap-3" onSubmit={(event) => event.preventDefault()}>
      <div role="group" aria-label="期間のかんたん指定" className="flex w-full flex-wrap gap-2">
        {presets.map((preset) => {
          const current = preset.from === from && preset.to === to;
          return (
            <button key={preset.key} type="button" aria-pressed={current} className={current ? button.primary : button.secondary} onClick={() => onChange({ from: preset.from, to: preset.to })}>
              {preset.label}
            </button>
          );
        })}
      </div>
      <div>
        <label htmlFor={ids.from} className="block text-sm font-bold text-slate-900">
          開始日
        </label>
        <input id={ids.from} type="date" value={from} max={to} required className={`${control} w-44`} aria-describedby={problem ? ids.error : undefined} onChange={(event) => event.target.value && onChange({ from: event.target.value })} />
      </div>
      <div>
        <label htmlFor={ids.to} className="block text-sm font-bold text-slate-900">
          終了日
        </label>
        <input id={ids.to} type="date" value={to} min={from} required className={`${control} w-44`} aria-describedby={problem ? ids.error : undefined} onChange={(event) => event.target.value && onChange({ to: event.target.value })} />
      </div>
      {showStores ? (
        <div className="w-full sm:w-64">
          <label htmlFor={ids.store} className="block text-sm font-bold text-slate-900">
            店舗
          </label>
          <select id={ids.store} value={storeId} className={control} onChange={(event) => onChange({ store: event.target.value || null })}>
            <option value="">すべての店舗</option>
            {stores.map((store) => (
              <option key={store.id} value={store.id}>
                {store.name}
              </option>
            ))}
          </select>
        </div>
      ) : null}
      {problem ? (
        <p id={ids.error} role="alert" className="w-full text-sm font-bold text-red-700">
          {problem}
        </p>
      ) : null}
    </form>
  );
}
