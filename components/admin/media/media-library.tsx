'use client';

import { usePathname, useRouter, useSearchParams } from 'next/navigation';
import { type FormEvent, useEffect, useId, useRef, useState } from 'react';
import { ALT_MAX_LENGTH, altProblem, type MediaItem } from '@/lib/core/media/shared';
import { useAdminUser } from '../admin-app';
import { useConfirm } from '../ui/confirm';
import { PageHeader } from '../ui/page-header';
import { button, card, control } from '../ui/styles';
import { useToast } from '../ui/toast';
import { formatJapanDateTime } from '@/lib/core/time/japan';
import { Pager } from '../ui/pager';
import { deleteMediaItem, MediaRequestError, updateMediaAlt } from './media-api';
import { UploadForm } from './upload-form';
import { formatBytes, useDebounced, useMediaPage } from './use-media-page';

const PER_PAGE = 24;

/** The media screen: upload, search, pages, alt text editing and deletion. Search and page live in the URL. */
export function MediaLibrary() {
  const router = useRouter();
  const pathname = usePathname();
  const params = useSearchParams();
  const searchId = useId();
  const urlSearch = params.get('q') ?? '';
  const page = Math.max(1, Number(params.get('page')) || 1);
  const [query, setQuery] = useState(urlSearch);
  const search = useDebounced(query);
  const { data, loading, error, reload } = useMediaPage({ search: urlSearch, page, perPage: PER_PAGE });

  const setUrl = (next: { q?: string; page?: number }) => {
    const nextParams = new URLSearchParams();
    const q = next.q ?? urlSearch;
    const p = next.page ?? page;
    if (q.trim()) nextParams.set('q', q.trim());
    if (p > 1) nextParams.set('page', String(p));
    const text = nextParams.toString();
    router.replace(text ? `${pathname}?${text}` : pathname, { scroll: false });
  };

  useEffect(() => {
    if (search.trim() !== urlSearch) setUrl({ q: search, page: 1 });
    // Only a settled search changes the URL.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [search]);

  // The server answers the last page when the asked one is gone (after deletions): follow it.
  useEffect(() => {
    if (data && data.page !== page) setUrl({ page: data.page });
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [data?.page]);

  return (
    <div>
      <PageHeader
        title="メディア"
        description="店舗・トレーナー・お客様の声・記事で使う画像をまとめて管理します。アップロードした画像は公開サイト用の大きさ（幅1280pxと640px）に自動で変換され、撮影場所などの情報は取り除かれます。"
      />
      <section className={card}>
        <UploadForm
          onUploaded={() => {
            setQuery('');
            if (urlSearch || page !== 1) setUrl({ q: '', page: 1 });
            else reload();
          }}
        />
      </section>

      <section aria-labelledby={`${searchId}-heading`} className="mt-8">
        <h2 id={`${searchId}-heading`} className="text-lg font-bold text-slate-900">
          画像一覧
        </h2>
        <div className="mt-3 max-w-sm">
          <label htmlFor={searchId} className="block text-sm font-bold text-slate-900">
            検索（説明・ファイル名）
          </label>
          <input id={searchId} type="search" value={query} onChange={(event) => setQuery(event.target.value)} className={control} />
        </div>
        {error ? (
          <p role="alert" className="mt-4 rounded-md border border-red-700 bg-red-50 px-4 py-3 text-sm font-bold text-red-800">
            {error}
            <button type="button" className={`${button.small} ml-3`} onClick={reload}>
              再読み込み
            </button>
          </p>
        ) : null}
        <p role="status" className="mt-4 text-sm text-slate-700">
          {loading && !data
            ? '読み込み中…'
            : data
              ? data.total === 0
                ? urlSearch
                  ? '一致する画像はありません。'
                  : 'まだ画像がありません。上のフォームからアップロードしてください。'
                : `全${data.total.toLocaleString('ja-JP')}件`
              : ''}
        </p>
        {data && data.items.length > 0 ? (
          <ul className="mt-3 grid grid-cols-1 gap-4 sm:grid-cols-2 lg:grid-cols-3" aria-busy={loading}>
            {data.items.map((item) => (
              <MediaCard key={item.id} item={item} onChanged={reload} />
            ))}
          </ul>
        ) : null}
        {data ? <Pager page={data.page} pageCount={data.pageCount} total={data.total} onPage={(next) => setUrl({ page: next })} label="画像一覧のページ" /> : null}
      </section>
    </div>
  );
}

function MediaCard({ item, onChanged }: { item: MediaItem; onChanged: () => void }) {
  // Store staff add images and use them; changing or deleting the library's images is for editors and owners.
  const managesLibrary = useAdminUser().user.role !== 'staff';
  const id = useId();
  const confirm = useConfirm();
  const toast = useToast();
  const [editing, setEditing] = useState(false);
  const [alt, setAlt] = useState(item.alt);
  const [altError, setAltError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const editButton = useRef<HTMLButtonElement>(null);
  const altInput = useRef<HTMLInputElement>(null);

  useEffect(() => {
    if (editing) altInput.current?.focus();
  }, [editing]);

  const closeEditor = () => {
    setEditing(false);
    setAltError(null);
    setAlt(item.alt);
    requestAnimationFrame(() => editButton.current?.focus());
  };

  const save = async (event: FormEvent) => {
    event.preventDefault();
    const problem = altProblem(alt);
    if (problem) {
      setAltError(problem);
      return altInput.current?.focus();
    }
    setBusy(true);
    try {
      await updateMediaAlt(item.id, alt);
      toast('画像の説明を保存しました。');
      setEditing(false);
      setAltError(null);
      onChanged();
      requestAnimationFrame(() => editButton.current?.focus());
    } catch (error) {
      if (error instanceof MediaRequestError && error.fields.alt) setAltError(error.fields.alt);
      else toast(error instanceof Error ? error.message : '保存できませんでした。', 'error');
    } finally {
      setBusy(false);
    }
  };

  const remove = async () => {
    const ok = await confirm({
      title: '画像を削除しますか？',
      message: (
        <>
          <p>「{item.alt}」を削除します。元に戻せません。</p>
          <p className="mt-2 font-bold text-red-800">この画像を使っている店舗・トレーナー・お客様の声・記事では、画像が表示されなくなります。</p>
        </>
      ),
      confirmLabel: '削除する',
    });
    if (!ok) return;
    setBusy(true);
    try {
      await deleteMediaItem(item.id);
      toast('画像を削除しました。');
      onChanged();
    } catch (error) {
      toast(error instanceof Error ? error.message : '削除できませんでした。', 'error');
      setBusy(false);
    }
  };

  const copy = async () => {
    try {
      await navigator.clipboard.writeText(item.url);
      toast('画像のアドレスをコピーしました。');
    } catch {
      toast(`コピーできませんでした。アドレス: ${item.url}`, 'error');
    }
  };

  return (
    <li className="flex flex-col overflow-hidden rounded-lg border border-slate-200 bg-white shadow-sm" aria-labelledby={`${id}-alt`}>
      <a href={item.url} target="_blank" rel="noopener" className="block bg-slate-100" aria-describedby={`${id}-open`}>
        {/* eslint-disable-next-line @next/next/no-img-element -- the 640 px variant is already small; the admin needs no optimizer */}
        <img src={item.smallUrl} alt={item.alt} loading="lazy" className="aspect-[4/3] w-full object-contain" />
        <span id={`${id}-open`} className="sr-only">
          （新しいタブで大きく表示）
        </span>
      </a>
      <div className="flex flex-1 flex-col gap-2 p-3 text-sm">
        {editing ? (
          <form onSubmit={save} noValidate className="space-y-2">
            <label htmlFor={`${id}-input`} className="block text-sm font-bold text-slate-900">
              代替テキスト（画像の説明）
            </label>
            <input
              ref={altInput}
              id={`${id}-input`}
              type="text"
              value={alt}
              maxLength={ALT_MAX_LENGTH + 50}
              onChange={(event) => {
                setAlt(event.target.value);
                setAltError(null);
              }}
              onKeyDown={(event) => {
                if (event.key === 'Escape') closeEditor();
              }}
              aria-invalid={altError ? true : undefined}
              aria-describedby={altError ? `${id}-error` : undefined}
              className={control}
            />
            {altError ? (
              <p id={`${id}-error`} className="text-sm font-bold text-red-700">
                {altError}
              </p>
            ) : null}
            <div className="flex gap-2">
              <button type="submit" className={button.primary} disabled={busy}>
                保存
              </button>
              <button type="button" className={button.secondary} onClick={closeEditor}>
                キャンセル
              </button>
            </div>
          </form>
        ) : (
          <p id={`${id}-alt`} className="font-bold text-slate-900">
            {item.alt}
          </p>
        )}
        <dl className="grid grid-cols-[auto_minmax(0,1fr)] gap-x-3 gap-y-0.5 text-xs text-slate-700">
          <dt>ファイル名</dt>
          <dd className="truncate" title={item.fileName}>
            {item.fileName}
          </dd>
          <dt>サイズ</dt>
          <dd>
            {item.width}×{item.height}px・{formatBytes(item.bytes)}
          </dd>
          <dt>登録日時</dt>
          <dd>{formatJapanDateTime(item.createdAt)}</dd>
        </dl>
        {editing ? null : (
          <div className="mt-auto flex flex-wrap gap-2 pt-2">
            {managesLibrary ? (
              <button ref={editButton} type="button" className={button.small} onClick={() => setEditing(true)} aria-label={`「${item.alt}」の説明を編集`}>
                説明を編集
              </button>
            ) : null}
            <button type="button" className={button.small} onClick={() => void copy()} aria-label={`「${item.alt}」のアドレスをコピー`}>
              アドレスをコピー
            </button>
            {managesLibrary ? (
              <button type="button" className={`${button.small} border-red-700 text-red-800 hover:bg-red-50`} onClick={() => void remove()} disabled={busy} aria-label={`「${item.alt}」を削除`}>
                削除
              </button>
            ) : null}
          </div>
        )}
      </div>
    </li>
  );
}
