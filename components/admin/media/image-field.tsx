'use client';

import { useId, useState } from 'react';
import { FieldShell } from '../ui/fields';
import { button, control } from '../ui/styles';
import { ImagePreview } from './image-preview';
import { MediaPickerDialog } from './media-picker-dialog';

interface ImageFieldProps {
  label: string;
  value: string | null | undefined;
  onChange: (url: string | null) => void;
  error?: string;
  id?: string;
}

/**
 * One image of a record (a trainer's photo, an article's picture): shows it, lets the admin pick
 * or upload one from the media library, clear it, or type a site path (/images/…) or URL.
 */
export function ImageField({ label, value, onChange, error, id: givenId }: ImageFieldProps) {
  const fallbackId = useId();
  const id = givenId ?? fallbackId;
  const [picking, setPicking] = useState(false);
  const current = value?.trim() ? value : null;

  return (
    <FieldShell id={id} label={label} error={error} group hint="ライブラリから選ぶか新しくアップロードします。サイト内のパス（/images/…）や URL を直接入力することもできます。">
      {(describedBy) => (
        <div className="mt-2 flex flex-col gap-3 sm:flex-row sm:items-start">
          <div className="w-40 shrink-0">
            {current ? (
              <ImagePreview src={current} alt={`${label}のプレビュー`} className="aspect-[4/3] w-full rounded-md border border-slate-200" />
            ) : (
              <div className="flex aspect-[4/3] w-full items-center justify-center rounded-md border border-dashed border-slate-400 bg-slate-50 text-xs text-slate-700">
                画像なし
              </div>
            )}
          </div>
          <div className="min-w-0 flex-1 space-y-2">
            <div className="flex flex-wrap gap-2">
              <button type="button" className={button.secondary} onClick={() => setPicking(true)} aria-describedby={describedBy}>
                画像を選択
              </button>
              {current ? (
                <button type="button" className={button.secondary} onClick={() => onChange(null)} aria-label={`${label}を削除`}>
                  削除
                </button>
              ) : null}
            </div>
            <div>
              <label htmlFor={id} className="block text-xs font-bold text-slate-800">
                {label}のアドレス
              </label>
              <input
                id={id}
                type="text"
                inputMode="url"
                value={value ?? ''}
                placeholder="/media/… または https://…"
                onChange={(event) => onChange(event.target.value.trim() ? event.target.value : null)}
                aria-invalid={error ? true : undefined}
                aria-describedby={describedBy}
                className={`${control} text-sm`}
              />
            </div>
          </div>
          <MediaPickerDialog open={picking} onClose={() => setPicking(false)} onPick={(items) => items[0] && onChange(items[0].url)} title={`${label}を選択`} />
        </div>
      )}
    </FieldShell>
  );
}
