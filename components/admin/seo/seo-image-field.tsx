'use client';

import { useState } from 'react';
import { SHARE_IMAGE } from '@/lib/site/seo/snippet';
import { ImagePreview } from '../media/image-preview';
import { MediaPickerDialog } from '../media/media-picker-dialog';
import { FieldShell } from '../ui/fields';
import { button } from '../ui/styles';

interface SeoImageFieldProps {
  id: string;
  value: string | null | undefined;
  onChange: (url: string | null) => void;
  error?: string;
}

/** The page's share image: a picture of the media library, or none (the site's share image). */
export function SeoImageField({ id, value, onChange, error }: SeoImageFieldProps) {
  const [picking, setPicking] = useState(false);
  const current = value?.trim() ? value : null;
  return (
    <FieldShell
      id={id}
      label="シェア画像（任意）"
      error={error}
      group
      hint="LINE や X などでページが共有されたときに表示される画像です。横長（1200×630 ピクセル程度）の画像が適しています。選ばないときはサイト共通の画像が使われます。"
    >
      {(describedBy) => (
        <div className="mt-2 flex flex-col gap-3 sm:flex-row sm:items-start">
          <div className="w-48 shrink-0">
            <ImagePreview
              src={current ?? SHARE_IMAGE.openGraph}
              alt={current ? '選んだシェア画像' : 'サイト共通のシェア画像'}
              className="aspect-[1200/630] w-full rounded-md border border-slate-200"
            />
            <p className="mt-1 text-xs text-slate-700">{current ? 'このページ用の画像' : 'サイト共通の画像（未設定）'}</p>
          </div>
          <div className="flex flex-wrap gap-2">
            <button type="button" id={id} className={button.secondary} aria-describedby={describedBy} onClick={() => setPicking(true)}>
              {current ? '画像を変更' : '画像を選択'}
            </button>
            {current ? (
              <button type="button" className={button.secondary} onClick={() => onChange(null)}>
                共通の画像に戻す
              </button>
            ) : null}
          </div>
          <MediaPickerDialog open={picking} onClose={() => setPicking(false)} onPick={(items) => items[0] && onChange(items[0].url)} title="シェア画像を選択" />
        </div>
      )}
    </FieldShell>
  );
}
