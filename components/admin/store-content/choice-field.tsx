'use client';

import { useId } from 'react';
import { Controller, type FieldValues, type Path, type UseFormReturn } from 'react-hook-form';
import { errorOf, FieldShell, type OptionGroup, Options } from '../ui/fields';
import { control } from '../ui/styles';

export type { OptionGroup };

interface ChoiceFieldProps<T extends FieldValues> {
  form: UseFormReturn<T>;
  name: Path<T>;
  label: string;
  hint?: React.ReactNode;
  required?: boolean;
  /** Options in groups (<optgroup>); groups without options are left out. */
  groups: OptionGroup[];
  /** The empty choice's text (saved as null). */
  placeholder: string;
  /** The options are still loading: the control waits rather than showing a wrong choice. */
  loading?: boolean;
  /** How to name a saved value that is no longer among the options (a deleted store). */
  missingLabel: string;
}

/**
 * A select whose options arrive from a live list. Controlled, so an item's saved choice shows as
 * soon as the options load, and a choice that no longer exists stays visible instead of being
 * silently replaced by the empty one.
 */
export function ChoiceField<T extends FieldValues>({ form, name, label, hint, required, groups, placeholder, loading, missingLabel }: ChoiceFieldProps<T>) {
  const id = useId();
  const error = errorOf(form, name);
  const shown = groups.filter((group) => group.options.length > 0);
  return (
    <Controller
      control={form.control}
      name={name}
      render={({ field }) => {
        const value = typeof field.value === 'string' ? field.value : '';
        const known = !value || shown.some((group) => group.options.some((option) => option.value === value));
        return (
          <FieldShell id={id} label={label} hint={hint} error={error} required={required}>
            {(describedBy) => (
              <select
                id={id}
                ref={field.ref}
                name={field.name}
                value={value}
                onChange={(event) => field.onChange(event.target.value || null)}
                onBlur={field.onBlur}
                disabled={loading}
                aria-invalid={error ? true : undefined}
                aria-describedby={describedBy}
                aria-required={required || undefined}
                className={control}
              >
                <option value="">{loading ? '読み込み中…' : placeholder}</option>
                {!known && !loading ? <option value={value}>{missingLabel}</option> : null}
                <Options groups={shown} />
              </select>
            )}
          </FieldShell>
        );
      }}
    />
  );
}
