'use client';

import { useMemo } from 'react';
import type { FieldValues, Path, UseFormReturn } from 'react-hook-form';
import { useLiveCollection } from '../live';
import type { Option } from '../ui/fields';
import { ChoiceField, type OptionGroup } from './choice-field';
import { storeLabel, type StoreLookup, useStores } from './stores';

const collator = new Intl.Collator('ja', { numeric: true });

/** The stores as options grouped by area (the way the top page lists them), value = the store's id. */
export function useStoreOptionGroups(lookup: StoreLookup): OptionGroup[] {
  const areas = useLiveCollection('Area');
  return useMemo(() => {
    const areaName = new Map(areas.items.map((area) => [area.en, area.jp]));
    const groups = new Map<string, Option[]>();
    for (const store of lookup.stores) {
      const label = areaName.get(store.area) ?? store.area;
      groups.set(label, [...(groups.get(label) ?? []), { value: store.id, label: storeLabel(store) }]);
    }
    return [...groups.entries()].sort(([a], [b]) => collator.compare(a, b)).map(([label, options]) => ({ label, options }));
  }, [areas.items, lookup.stores]);
}

export interface StoreFieldProps<T extends FieldValues> {
  form: UseFormReturn<T>;
  name: Path<T>;
  label?: string;
  hint?: React.ReactNode;
  required?: boolean;
  /** The empty choice (for content that may belong to no store). */
  placeholder?: string;
}

/** The store picker of every per-store form: the live store list, grouped by area; saves the store's id. */
export function StoreField<T extends FieldValues>({ form, name, label = '店舗', hint, required, placeholder = '店舗を選択してください' }: StoreFieldProps<T>) {
  const lookup = useStores();
  const groups = useStoreOptionGroups(lookup);
  return (
    <ChoiceField
      form={form}
      name={name}
      label={label}
      hint={hint}
      required={required}
      groups={groups}
      placeholder={placeholder}
      loading={lookup.loading}
      missingLabel="削除された店舗"
    />
  );
}
