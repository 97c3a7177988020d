'use client';

import { type ReactNode, useId } from 'react';
import { Controller, type FieldValues, get, type Path, type UseFormReturn } from 'react-hook-form';
import { button, control } from './styles';

/*
 * Form fields of the admin, bound to react-hook-form. Each shows its label, an optional hint and
 * the field's error message next to it, and ties them to the control for screen readers.
 */

interface BaseProps<T extends FieldValues> {
  form: UseFormReturn<T>;
  name: Path<T>;
  label: string;
  hint?: ReactNode;
  required?: boolean;
}

export function errorOf<T extends FieldValues>(form: UseFormReturn<T>, name: Path<T>): string | undefined {
  const error = get(form.formState.errors, name) as { message?: string } | undefined;
  return error?.message;
}

interface FieldShellProps {
  id: string;
  label: string;
  hint?: ReactNode;
  error?: string;
  required?: boolean;
  children: (describedBy: string | undefined) => ReactNode;
  /** A group of controls (a list) gets a fieldset and legend instead of a label. */
  group?: boolean;
}

/** Label, hint and error around any control; use it for custom controls (image pickers, lists). */
export function FieldShell({ id, label, hint, error, required, children, group }: FieldShellProps) {
  const hintId = hint ? `${id}-hint` : undefined;
  const errorId = error ? `${id}-error` : undefined;
  const describedBy = [hintId, errorId].filter(Boolean).join(' ') || undefined;
  const caption = (
    <>
      {label}
      {/* Hidden from the accessible name: the control itself says it is required (aria-required). */}
      {required ? (
        <span aria-hidden="true" className="ml-2 rounded bg-red-700 px-1.5 py-0.5 text-xs text-white">
          必須
        </span>
      ) : null}
    </>
  );
  const body = (
    <>
      {hint ? (
        <p id={hintId} className="mt-1 text-xs leading-relaxed text-slate-600">
          {hint}
        </p>
      ) : null}
      {children(describedBy)}
      {error ? (
        <p id={errorId} className="mt-1 text-sm font-bold text-red-700">
          {error}
        </p>
      ) : null}
    </>
  );
  if (group) {
    return (
      <fieldset>
        <legend className="text-sm font-bold text-slate-900">{caption}</legend>
        {body}
      </fieldset>
    );
  }
  return (
    <div>
      <label htmlFor={id} className="block text-sm font-bold text-slate-900">
        {caption}
      </label>
      {body}
    </div>
  );
}

interface TextFieldProps<T extends FieldValues> extends BaseProps<T> {
  type?: 'text' | 'email' | 'url' | 'tel' | 'date' | 'password';
  placeholder?: string;
  autoComplete?: string;
}

export function TextField<T extends FieldValues>({ form, name, label, hint, required, type = 'text', placeholder, autoComplete }: TextFieldProps<T>) {
  const id = useId();
  const error = errorOf(form, name);
  return (
    <FieldShell id={id} label={label} hint={hint} error={error} required={required}>
      {(describedBy) => (
        <input
          id={id}
          type={type}
          placeholder={placeholder}
          autoComplete={autoComplete ?? 'off'}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy}
          aria-required={required || undefined}
          className={control}
          {...form.register(name, { setValueAs: (value: unknown) => (value === '' && !required ? null : value) })}
        />
      )}
    </FieldShell>
  );
}

export function TextAreaField<T extends FieldValues>({ form, name, label, hint, required, rows = 5 }: BaseProps<T> & { rows?: number }) {
  const id = useId();
  const error = errorOf(form, name);
  return (
    <FieldShell id={id} label={label} hint={hint} error={error} required={required}>
      {(describedBy) => (
        <textarea
          id={id}
          rows={rows}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy}
          aria-required={required || undefined}
          className={control}
          {...form.register(name, { setValueAs: (value: unknown) => (value === '' && !required ? null : value) })}
        />
      )}
    </FieldShell>
  );
}

/** A number input; `step="any"` takes decimals (coordinates), with the decimal keypad on phones. */
export function NumberField<T extends FieldValues>({ form, name, label, hint, required, step }: BaseProps<T> & { step?: number | 'any' }) {
  const id = useId();
  const error = errorOf(form, name);
  return (
    <FieldShell id={id} label={label} hint={hint} error={error} required={required}>
      {(describedBy) => (
        <input
          id={id}
          type="number"
          inputMode={step === 'any' || (step !== undefined && !Number.isInteger(step)) ? 'decimal' : 'numeric'}
          step={step ?? 1}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy}
          aria-required={required || undefined}
          className={control}
          {...form.register(name, {
            setValueAs: (value: unknown) => (value === '' || value === null || value === undefined ? null : Number(value)),
          })}
        />
      )}
    </FieldShell>
  );
}

export interface Option {
  value: string;
  label: string;
}

export interface OptionGroup {
  label: string;
  options: Option[];
}

/** The <option>s of a select: plain ones first, then each non-empty group (an unlabelled group is plain). */
export function Options({ options = [], groups = [] }: { options?: Option[]; groups?: OptionGroup[] }) {
  const plain = [...options, ...groups.filter((group) => !group.label).flatMap((group) => group.options)];
  return (
    <>
      {plain.map((option) => (
        <option key={option.value} value={option.value}>
          {option.label}
        </option>
      ))}
      {groups
        .filter((group) => group.label && group.options.length > 0)
        .map((group) => (
          <optgroup key={group.label} label={group.label}>
            {group.options.map((option) => (
              <option key={option.value} value={option.value}>
                {option.label}
              </option>
            ))}
          </optgroup>
        ))}
    </>
  );
}

export function SelectField<T extends FieldValues>({
  form,
  name,
  label,
  hint,
  required,
  options,
  placeholder = '選択してください',
}: BaseProps<T> & { options: Option[]; placeholder?: string }) {
  const id = useId();
  const error = errorOf(form, name);
  return (
    <FieldShell id={id} label={label} hint={hint} error={error} required={required}>
      {(describedBy) => (
        <select
          id={id}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy}
          aria-required={required || undefined}
          className={control}
          {...form.register(name, { setValueAs: (value: unknown) => (value === '' ? null : value) })}
        >
          <option value="">{placeholder}</option>
          {options.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </select>
      )}
    </FieldShell>
  );
}

export function CheckboxField<T extends FieldValues>({ form, name, label, hint }: Omit<BaseProps<T>, 'required'>) {
  const id = useId();
  const error = errorOf(form, name);
  const hintId = hint ? `${id}-hint` : undefined;
  return (
    <div>
      <div className="flex items-center gap-3">
        <input id={id} type="checkbox" className="size-5 accent-brand-900" aria-describedby={hintId} {...form.register(name)} />
        <label htmlFor={id} className="text-sm font-bold text-slate-900">
          {label}
        </label>
      </div>
      {hint ? (
        <p id={hintId} className="mt-1 text-xs text-slate-600">
          {hint}
        </p>
      ) : null}
      {error ? <p className="mt-1 text-sm font-bold text-red-700">{error}</p> : null}
    </div>
  );
}

/** A list of short texts (business hours): add, edit, reorder and remove lines. */
export function StringListField<T extends FieldValues>({ form, name, label, hint, addLabel = '行を追加' }: BaseProps<T> & { addLabel?: string }) {
  const id = useId();
  const error = errorOf(form, name);
  return (
    <Controller
      control={form.control}
      name={name}
      render={({ field }) => {
        const lines = (field.value as string[] | null | undefined) ?? [];
        const set = (next: string[]) => field.onChange(next);
        return (
          <FieldShell id={id} label={label} hint={hint} error={error} group>
            {(describedBy) => (
              <div className="mt-2 space-y-2" aria-describedby={describedBy}>
                {lines.map((line, index) => {
                  const lineError = (get(form.formState.errors, `${name}.${index}`) as { message?: string } | undefined)?.message;
                  return (
                    <div key={index}>
                      <div className="flex items-center gap-2">
                        <input
                          aria-label={`${label} ${index + 1}行目`}
                          value={line}
                          aria-invalid={lineError ? true : undefined}
                          onChange={(event) => set(lines.map((value, at) => (at === index ? event.target.value : value)))}
                          onBlur={field.onBlur}
                          className={`${control} mt-0`}
                        />
                        <button
                          type="button"
                          className={button.small}
                          aria-label={`${index + 1}行目を上へ`}
                          disabled={index === 0}
                          onClick={() => set(move(lines, index, index - 1))}
                        >
                          ↑
                        </button>
                        <button
                          type="button"
                          className={button.small}
                          aria-label={`${index + 1}行目を下へ`}
                          disabled={index === lines.length - 1}
                          onClick={() => set(move(lines, index, index + 1))}
                        >
                          ↓
                        </button>
                        <button
                          type="button"
                          className={button.small}
                          aria-label={`${index + 1}行目を削除`}
                          onClick={() => set(lines.filter((_, at) => at !== index))}
                        >
                          削除
                        </button>
                      </div>
                      {lineError ? <p className="mt-1 text-sm font-bold text-red-700">{lineError}</p> : null}
                    </div>
                  );
                })}
                <button type="button" className={button.secondary} onClick={() => set([...lines, ''])}>
                  ＋ {addLabel}
                </button>
              </div>
            )}
          </FieldShell>
        );
      }}
    />
  );
}

/** A copy of the list with the item at `from` moved to `to`. */
export function move<T>(items: readonly T[], from: number, to: number): T[] {
  if (to < 0 || to >= items.length || from === to) return items.slice();
  const next = items.slice();
  const [item] = next.splice(from, 1);
  next.splice(to, 0, item as T);
  return next;
}
