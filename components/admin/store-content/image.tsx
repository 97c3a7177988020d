'use client';

import { Controller, type FieldValues, type Path, type UseFormReturn } from 'react-hook-form';
import { ImageField } from '../media/image-field';
import { ImagePreview } from '../media/image-preview';

/** The media picker bound to a form field (a trainer's or a reviewer's portrait). */
export function FormImageField<T extends FieldValues>({ form, name, label }: { form: UseFormReturn<T>; name: Path<T>; label: string }) {
  return (
    <Controller
      control={form.control}
      name={name}
      render={({ field, fieldState }) => (
        <ImageField label={label} value={field.value as string | null} onChange={field.onChange} error={fieldState.error?.message} />
      )}
    />
  );
}

/** A list row's small portrait; decorative, the row's name says who it is. */
export function Thumbnail({ src }: { src: string | null }) {
  if (!src) return <span className="text-slate-700">なし</span>;
  return <ImagePreview src={src} alt="" className="size-10 max-w-none rounded-full" />;
}
