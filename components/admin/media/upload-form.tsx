'use client';

import { type FormEvent, useEffect, useId, useRef, useState } from 'react';
import { ACCEPTED_IMAGE_TYPES, ALT_MAX_LENGTH, altProblem, MAX_UPLOAD_BYTES, type MediaItem, mediaMessages } from '@/lib/core/media/shared';
import { button, control } from '../ui/styles';
import { MediaRequestError, uploadMediaFile } from './media-api';

interface UploadFormProps {
  onUploaded: (item: MediaItem) => void;
  /** The form's heading; the picker dialog and the library screen each name it. */
  heading?: string;
  headingLevel?: 'h2' | 'h3';
}

/**
 * Uploads one image with its alt text. The browser checks what it can (a file chosen, its size,
 * the alt text) so a mistake shows at once; the server checks everything again.
 */
export function UploadForm({ onUploaded, heading = '画像をアップロード', headingLevel: Heading = 'h2' }: UploadFormProps) {
  const id = useId();
  const fileInput = useRef<HTMLInputElement>(null);
  const altInput = useRef<HTMLInputElement>(null);
  const [file, setFile] = useState<File | null>(null);
  const [alt, setAlt] = useState('');
  const [preview, setPreview] = useState<string | null>(null);
  const [errors, setErrors] = useState<{ file?: string; alt?: string; form?: string }>({});
  const [busy, setBusy] = useState(false);
  const [done, setDone] = useState('');

  // The preview's blob: address is freed when it is replaced and when the form goes away.
  useEffect(() => () => {
    if (preview) URL.revokeObjectURL(preview);
  }, [preview]);

  const chooseFile = (next: File | null) => {
    setFile(next);
    setPreview(next ? URL.createObjectURL(next) : null);
  };

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    // The picker renders this form in a portal inside another form (a store's); keep the submit here.
    event.stopPropagation();
    const found: typeof errors = {};
    if (!file) found.file = mediaMessages.fileRequired;
    else if (file.size > MAX_UPLOAD_BYTES) found.file = mediaMessages.tooLarge;
    const altMessage = altProblem(alt);
    if (altMessage) found.alt = altMessage;
    setErrors(found);
    setDone('');
    if (found.file) return fileInput.current?.focus();
    if (found.alt || !file) return altInput.current?.focus();
    setBusy(true);
    try {
      const item = await uploadMediaFile(file, alt);
      chooseFile(null);
      setAlt('');
      if (fileInput.current) fileInput.current.value = '';
      setDone(`「${item.alt}」をアップロードしました。`);
      onUploaded(item);
    } catch (error) {
      if (error instanceof MediaRequestError && (error.fields.file || error.fields.alt)) {
        setErrors(error.fields);
        (error.fields.file ? fileInput : altInput).current?.focus();
      } else {
        setErrors({ form: error instanceof Error ? error.message : mediaMessages.serverError });
      }
    } finally {
      setBusy(false);
    }
  };

  const fileHint = `${id}-file-hint`;
  const altHint = `${id}-alt-hint`;
  const describe = (hint: string, error?: string, errorId?: string) => [hint, error ? errorId : null].filter(Boolean).join(' ');

  return (
    <form onSubmit={submit} noValidate aria-labelledby={`${id}-heading`} aria-busy={busy} className="space-y-4">
      <Heading id={`${id}-heading`} className="text-base font-bold text-slate-900">
        {heading}
      </Heading>
      <div className="flex flex-col gap-4 sm:flex-row">
        <div className="min-w-0 flex-1 space-y-4">
          <div>
            <label htmlFor={`${id}-file`} className="block text-sm font-bold text-slate-900">
              画像ファイル<span className="ml-2 rounded bg-red-700 px-1.5 py-0.5 text-xs text-white">必須</span>
            </label>
            <p id={fileHint} className="mt-1 text-xs leading-relaxed text-slate-600">
              JPEG・PNG・WebP・GIF・AVIF、{MAX_UPLOAD_BYTES / 1024 / 1024}MBまで。撮影場所などの情報は取り除いて保存します。
            </p>
            <input
              ref={fileInput}
              id={`${id}-file`}
              type="file"
              accept={ACCEPTED_IMAGE_TYPES}
              aria-invalid={errors.file ? true : undefined}
              aria-describedby={describe(fileHint, errors.file, `${id}-file-error`)}
              onChange={(event) => {
                chooseFile(event.target.files?.[0] ?? null);
                setErrors((current) => ({ ...current, file: undefined }));
              }}
              className="mt-1 block w-full text-sm text-slate-900 file:mr-3 file:rounded-md file:border file:border-brand-900 file:bg-white file:px-3 file:py-2 file:font-bold file:text-brand-900 hover:file:bg-brand-100"
            />
            {errors.file ? (
              <p id={`${id}-file-error`} className="mt-1 text-sm font-bold text-red-700">
                {errors.file}
              </p>
            ) : null}
          </div>
          <div>
            <label htmlFor={`${id}-alt`} className="block text-sm font-bold text-slate-900">
              代替テキスト（画像の説明）<span className="ml-2 rounded bg-red-700 px-1.5 py-0.5 text-xs text-white">必須</span>
            </label>
            <p id={altHint} className="mt-1 text-xs leading-relaxed text-slate-600">
              画像が見えない方に読み上げられます。何が写っているかを短く書いてください（例: 渋谷店のトレーニングエリア）。
            </p>
            <input
              ref={altInput}
              id={`${id}-alt`}
              type="text"
              value={alt}
              maxLength={ALT_MAX_LENGTH + 50}
              aria-invalid={errors.alt ? true : undefined}
              aria-describedby={describe(altHint, errors.alt, `${id}-alt-error`)}
              onChange={(event) => {
                setAlt(event.target.value);
                setErrors((current) => ({ ...current, alt: undefined }));
              }}
              className={control}
            />
            {errors.alt ? (
              <p id={`${id}-alt-error`} className="mt-1 text-sm font-bold text-red-700">
                {errors.alt}
              </p>
            ) : null}
          </div>
        </div>
        {preview ? (
          <div className="shrink-0 sm:w-40">
            <p className="text-sm font-bold text-slate-900">選択中の画像</p>
            {/* eslint-disable-next-line @next/next/no-img-element -- a local blob: preview, not a site image */}
            <img src={preview} alt="" className="mt-1 aspect-[4/3] w-full rounded-md border border-slate-200 bg-slate-100 object-contain" />
          </div>
        ) : null}
      </div>
      {errors.form ? (
        <p role="alert" className="rounded-md border border-red-700 bg-red-50 px-4 py-3 text-sm font-bold text-red-800">
          {errors.form}
        </p>
      ) : null}
      <div className="flex flex-wrap items-center gap-3">
        <button type="submit" className={button.primary} disabled={busy}>
          {busy ? 'アップロード中…' : 'アップロード'}
        </button>
        <p role="status" className="text-sm font-bold text-emerald-800">
          {done}
        </p>
      </div>
    </form>
  );
}
