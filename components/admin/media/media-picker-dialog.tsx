'use client';

import { useEffect, useId, useRef, useState, useSyncExternalStore } from 'react';
import { createPortal } from 'react-dom';
import type { MediaItem } from '@/lib/core/media/shared';
import { button, control } from '../ui/styles';
import { Pager } from '../ui/pager';
import { UploadForm } from './upload-form';
import { useDebounced, useMediaPage } from './use-media-page';

const PER_PAGE = 12;
const noSubscription = () => () => undefined;

interface MediaPickerDialogProps {
  open: boolean;
  onClose: () => void;
  /** The chosen images, in the order they were chosen. */
  onPick: (items: MediaItem[]) => void;
  /** Several images may be chosen at once (a store's pictures). */
  multiple?: boolean;
  title?: string;
}

/**
 * The one image picker of the admin (ImageField and ImageListField open it): choose from the
 * library, with search and pages, or upload a new image on the spot. A native modal <dialog>
 * keeps focus inside, closes on Esc and gives focus back to the button that opened it. It is
 * rendered into <body>, so its own forms never sit inside the form of the screen that opened it.
 */
export function MediaPickerDialog({ open, onClose, onPick, multiple = false, title = '画像を選択' }: MediaPickerDialogProps) {
  const dialog = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  // The portal needs document.body, which exists only in the browser.
  const mounted = useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  );

  useEffect(() => {
    const element = dialog.current;
    if (!element) return;
    if (open && !element.open) {
      element.showModal();
      // React's autoFocus runs before showModal and is lost; start in the search box.
      element.querySelector<HTMLElement>('[data-autofocus]')?.focus();
    }
    if (!open && element.open) element.close();
  }, [open, mounted]);

  if (!mounted) return null;
  return createPortal(
    <dialog
      ref={dialog}
      aria-labelledby={titleId}
      onCancel={(event) => {
        event.preventDefault();
        onClose();
      }}
      onClose={() => {
        if (open) onClose();
      }}
      // Esc and keys typed here must not reach the screen behind (a form's shortcuts).
      onKeyDown={(event) => event.stopPropagation()}
      className="m-auto max-h-[calc(100dvh-2rem)] w-[min(60rem,calc(100vw-2rem))] overflow-y-auto rounded-lg bg-white p-0 text-slate-900 shadow-xl backdrop:bg-slate-900/50"
    >
      {open ? <PickerBody titleId={titleId} title={title} multiple={multiple} onClose={onClose} onPick={onPick} /> : null}
    </dialog>,
    document.body,
  );
}

function PickerBody({ titleId, title, multiple, onClose, onPick }: Required<Omit<MediaPickerDialogProps, 'open'>> & { titleId: string }) {
  const id = useId();
  const [query, setQuery] = useState('');
  const search = useDebounced(query);
  // A new search starts again at page 1.
  const [paging, setPaging] = useState({ search: '', page: 1 });
  const page = paging.search === search ? paging.page : 1;
  const setPage = (next: number) => setPaging({ search, page: next });
  const [selected, setSelected] = useState<MediaItem[]>([]);
  const [uploading, setUploading] = useState(false);
  const { data, loading, error, reload } = useMediaPage({ search, page, perPage: PER_PAGE });

  const choose = (items: MediaItem[]) => {
    onPick(items);
    onClose();
  };

  const toggle = (item: MediaItem) => {
    if (!multiple) return choose([item]);
    setSelected((current) => (current.some((chosen) => chosen.id === item.id) ? current.filter((chosen) => chosen.id !== item.id) : [...current, item]));
  };

  return (
    <div className="flex flex-col">
      <div className="sticky top-0 z-10 flex items-center justify-between gap-3 border-b border-slate-200 bg-white px-5 py-3">
        <h2 id={titleId} className="text-lg font-bold">
          {title}
        </h2>
        <button type="button" className={button.secondary} onClick={onClose}>
          閉じる
        </button>
      </div>

      <div className="space-y-5 px-5 py-4">
        <section aria-labelledby={`${id}-upload-toggle`} className="rounded-md border border-slate-200 bg-slate-50 p-4">
          <button
            type="button"
            id={`${id}-upload-toggle`}
            aria-expanded={uploading}
            aria-controls={`${id}-upload`}
            className={button.secondary}
            onClick={() => setUploading((value) => !value)}
          >
            {uploading ? 'アップロードをやめる' : '新しい画像をアップロード'}
          </button>
          <div id={`${id}-upload`} hidden={!uploading} className="mt-4">
            {uploading ? (
              <UploadForm
                heading="新しい画像をアップロード"
                headingLevel="h3"
                onUploaded={(item) => {
                  if (!multiple) return choose([item]);
                  setSelected((current) => [...current, item]);
                  setUploading(false);
                  setQuery('');
                  setPaging({ search: '', page: 1 });
                  reload();
                }}
              />
            ) : null}
          </div>
        </section>

        <section aria-labelledby={`${id}-library`}>
          <h3 id={`${id}-library`} className="text-base font-bold">
            ライブラリから選ぶ
          </h3>
          <div className="mt-2 max-w-sm">
            <label htmlFor={`${id}-search`} className="block text-sm font-bold">
              画像を検索（説明・ファイル名）
            </label>
            <input id={`${id}-search`} type="search" value={query} onChange={(event) => setQuery(event.target.value)} className={control} data-autofocus />
          </div>
          {error ? (
            <p role="alert" className="mt-3 rounded-md border border-red-700 bg-red-50 px-4 py-3 text-sm font-bold text-red-800">
              {error}
            </p>
          ) : null}
          <p role="status" className="mt-3 text-sm text-slate-700">
            {loading ? '読み込み中…' : data && data.total === 0 ? (search ? '一致する画像はありません。' : 'まだ画像がありません。上のボタンからアップロードしてください。') : ''}
          </p>
          {data && data.items.length > 0 ? (
            <ul className="mt-2 grid grid-cols-2 gap-3 sm:grid-cols-3 md:grid-cols-4" aria-busy={loading}>
              {data.items.map((item) => {
                const isSelected = selected.some((chosen) => chosen.id === item.id);
                return (
                  <li key={item.id}>
                    <button
                      type="button"
                      aria-pressed={multiple ? isSelected : undefined}
                      onClick={() => toggle(item)}
                      className={`group block w-full overflow-hidden rounded-md border-2 bg-white text-left focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-brand-700 ${isSelected ? 'border-brand-700 ring-2 ring-brand-700' : 'border-slate-200 hover:border-brand-700'}`}
                    >
                      {/* eslint-disable-next-line @next/next/no-img-element -- the 640 px variant is already small; the admin needs no optimizer */}
                      <img src={item.smallUrl} alt="" loading="lazy" className="aspect-[4/3] w-full bg-slate-100 object-cover" />
                      <span className="flex items-start gap-1 px-2 py-1.5 text-xs leading-snug">
                        {multiple ? (
                          <span aria-hidden="true" className={`mt-px inline-block size-4 shrink-0 rounded border ${isSelected ? 'border-brand-700 bg-brand-700 text-center leading-3 text-white' : 'border-slate-500'}`}>
                            {isSelected ? '✓' : ''}
                          </span>
                        ) : null}
                        <span className="line-clamp-2">{item.alt}</span>
                      </span>
                    </button>
                  </li>
                );
              })}
            </ul>
          ) : null}
          {data ? <Pager page={data.page} pageCount={data.pageCount} total={data.total} onPage={setPage} label="画像一覧のページ" /> : null}
        </section>
      </div>

      {multiple ? (
        <div className="sticky bottom-0 flex flex-wrap items-center justify-end gap-3 border-t border-slate-200 bg-white px-5 py-3">
          <p className="mr-auto text-sm" aria-live="polite">
            {selected.length}枚を選択中
          </p>
          <button type="button" className={button.secondary} onClick={onClose}>
            キャンセル
          </button>
          <button type="button" className={button.primary} disabled={selected.length === 0} onClick={() => choose(selected)}>
            選択した画像を追加
          </button>
        </div>
      ) : null}
    </div>
  );
}
