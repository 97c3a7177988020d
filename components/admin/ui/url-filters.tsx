'use client';

import { usePathname, useRouter, useSearchParams } from 'next/navigation';
import { type ReactNode, useCallback, useEffect, useId, useMemo, useRef } from 'react';
import { type Option, type OptionGroup, Options } from './fields';
import { button, control } from './styles';

export type ParamChanges = Record<string, string | null | undefined>;

/**
 * A list's filters kept in the address (?store=…&status=…), so a filtered list can be reloaded,
 * bookmarked, shared and returned to. Two quick changes in a row build on each other even before
 * the address shows the first.
 */
export function useUrlParams() {
  const params = useSearchParams();
  const router = useRouter();
  const pathname = usePathname();
  /** The query last asked for, until the address shows it (or the back button changes it). */
  const requested = useRef<string | null>(null);
  const query = params.toString();

  useEffect(() => {
    if (requested.current === query) requested.current = null;
  }, [query]);
  useEffect(() => {
    const forget = () => (requested.current = null);
    window.addEventListener('popstate', forget);
    return () => window.removeEventListener('popstate', forget);
  }, []);

  const update = useCallback(
    (changes: ParamChanges) => {
      const next = new URLSearchParams(requested.current ?? query);
      for (const [key, value] of Object.entries(changes)) {
        if (value) next.set(key, value);
        else next.delete(key);
      }
      const nextQuery = next.toString();
      requested.current = nextQuery;
      router.replace(nextQuery ? `${pathname}?${nextQuery}` : pathname, { scroll: false });
    },
    [query, pathname, router],
  );

  return useMemo(
    () => ({
      get: (key: string) => params.get(key) ?? '',
      set: (key: string, value: string | null) => update({ [key]: value }),
      update,
    }),
    [params, update],
  );
}

interface FilterSelectProps {
  label: string;
  value: string;
  onChange: (value: string) => void;
  /** The choice that turns the filter off (its value is ''). */
  allLabel: string;
  options?: Option[];
  groups?: OptionGroup[];
  className?: string;
}

/** One filter of a list's toolbar. */
export function FilterSelect({ label, value, onChange, allLabel, options = [], groups = [], className = 'w-full max-w-xs sm:w-56' }: FilterSelectProps) {
  const id = useId();
  return (
    <div className={className}>
      <label htmlFor={id} className="block text-sm font-bold text-slate-900">
        {label}
      </label>
      <select id={id} value={value} onChange={(event) => onChange(event.target.value)} className={control}>
        <option value="">{allLabel}</option>
        <Options options={options} groups={groups} />
      </select>
    </div>
  );
}

/** A record of labels ({ new: '未対応' }) as a filter's options. */
export const toOptions = (labels: Record<string, string>): Option[] => Object.entries(labels).map(([value, label]) => ({ value, label }));

interface ListFiltersProps {
  /** The search landmark's name: 「…の絞り込み」. */
  label: string;
  children: ReactNode;
  /** Shows 条件をクリア while any filter is set. */
  onClear?: () => void;
  onSubmit?: () => void;
}

/** The filters above a list the server pages, each kept in the address. */
export function ListFilters({ label, children, onClear, onSubmit }: ListFiltersProps) {
  return (
    <form
      role="search"
      aria-label={label}
      className="mb-4 flex flex-wrap items-end gap-3"
      onSubmit={(event) => {
        event.preventDefault();
        onSubmit?.();
      }}
    >
      {children}
      {onClear ? (
        <button type="button" className={button.secondary} onClick={onClear}>
          条件をクリア
        </button>
      ) : null}
    </form>
  );
}
