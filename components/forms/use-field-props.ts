'use client';

import { useId } from 'react';
import type { FieldValues, Path, UseFormRegisterReturn, UseFormReturn } from 'react-hook-form';
import { describedBy } from './fields';

/** What a form row needs of one field: its control's id, its error, its ARIA state and its registration. */
export interface FieldProps<Name extends string> {
  /** The control's id; also for nested fields ("schedule.0.year"). */
  id: (name: string) => string;
  error: (name: Name) => string | undefined;
  /** The control's id, invalid while it has an error, described by its hint (when it has one) and its error. */
  aria: (name: Name, hint?: boolean) => { id: string; 'aria-invalid': true | undefined; 'aria-describedby': string | undefined };
  register: (name: Name) => UseFormRegisterReturn;
}

/** The field props of a form's top-level fields; ids are unique on the page ("schedule.0.year" becomes "…-schedule-0-year"). */
export function useFieldProps<T extends FieldValues>(form: UseFormReturn<T>): FieldProps<keyof T & string> {
  const uid = useId();
  const {
    register,
    formState: { errors },
  } = form;
  const id = (name: string) => `${uid}-${name.replace(/\./g, '-')}`;
  const error = (name: keyof T & string) => {
    const message = errors[name]?.message;
    return typeof message === 'string' ? message : undefined;
  };
  return {
    id,
    error,
    aria: (name, hint = false) => ({
      id: id(name),
      'aria-invalid': error(name) ? true : undefined,
      'aria-describedby': describedBy(id(name), hint, error(name)),
    }),
    register: (name) => register(name as Path<T>),
  };
}
