'use client';

import { type DragEvent, useEffect, useId, useRef, useState } from 'react';
import { FieldShell, move } from '../ui/fields';
import { button } from '../ui/styles';
import { ImagePreview } from './image-preview';
import { MediaPickerDialog } from './media-picker-dialog';

interface ImageListFieldProps {
  label: string;
  value: string[];
  onChange: (urls: string[]) => void;
  thumb: string | null | undefined;
  onThumbChange: (url: string | null) => void;
  error?: string;
}

/** Keys that stay with an image while it moves, even if the same address appears twice. */
function keysOf(urls: readonly string[]): string[] {
  const seen = new Map<string, number>();
  return urls.map((url) => {
    const count = seen.get(url) ?? 0;
    seen.set(url, count + 1);
    return `${url}#${count}`;
  });
}

/**
 * A store's pictures: add from the media library (several at once), remove, put in order by
 * dragging or with 上へ / 下へ, and choose which one is the thumbnail. Every change is announced.
 */
export function ImageListField({ label, value, onChange, thumb, onThumbChange, error }: ImageListFieldProps) {
  const id = useId();
  const list = useRef<HTMLOListElement>(null);
  const [picking, setPicking] = useState(false);
  const [announcement, setAnnouncement] = useState('');
  const [dragging, setDragging] = useState<number | null>(null);
  const [dropTarget, setDropTarget] = useState<number | null>(null);
  const [focusAfterMove, setFocusAfterMove] = useState<{ key: string; action: 'up' | 'down' } | null>(null);
  const keys = keysOf(value);

  useEffect(() => {
    if (!focusAfterMove || !list.current) return;
    const row = [...list.current.querySelectorAll<HTMLElement>('[data-image-key]')].find((element) => element.dataset.imageKey === focusAfterMove.key);
    const wanted = row?.querySelector<HTMLButtonElement>(`[data-action="${focusAfterMove.action}"]`);
    // At the top or bottom the pressed button is disabled; the other one keeps focus in the row.
    const target = wanted && !wanted.disabled ? wanted : row?.querySelector<HTMLButtonElement>(`[data-action="${focusAfterMove.action === 'up' ? 'down' : 'up'}"]`);
    target?.focus();
    setFocusAfterMove(null);
  }, [focusAfterMove]);

  const reorder = (from: number, to: number, action?: 'up' | 'down') => {
    if (from === to || to < 0 || to >= value.length) return;
    const key = keys[from];
    onChange(move(value, from, to));
    setAnnouncement(`${from + 1}枚目の画像を${to + 1}枚目に移動しました。`);
    if (action && key) setFocusAfterMove({ key: keysOf(move(value, from, to))[to] ?? key, action });
  };

  const remove = (index: number) => {
    const removed = value[index];
    const rest = value.filter((_, position) => position !== index);
    onChange(rest);
    let message = `${index + 1}枚目の画像を一覧から外しました。`;
    if (removed !== undefined && removed === thumb) {
      onThumbChange(rest[0] ?? null);
      message += rest.length ? 'サムネイルは1枚目の画像になりました。' : 'サムネイルは未選択です。';
    }
    setAnnouncement(message);
  };

  const add = (urls: string[]) => {
    const fresh = urls.filter((url, index) => !value.includes(url) && urls.indexOf(url) === index);
    if (fresh.length === 0) return setAnnouncement('選んだ画像はすでに一覧にあります。');
    const next = [...value, ...fresh];
    onChange(next);
    if (!thumb) onThumbChange(next[0] ?? null);
    setAnnouncement(`${fresh.length}枚の画像を追加しました。`);
  };

  const onDrop = (event: DragEvent, index: number) => {
    event.preventDefault();
    if (dragging !== null) reorder(dragging, index);
    setDragging(null);
    setDropTarget(null);
  };

  const thumbOutside = thumb && !value.includes(thumb);

  return (
    <FieldShell id={id} label={label} error={error} group hint="ドラッグするか「上へ」「下へ」で並べ替えます。「サムネイル」に選んだ画像が店舗ページのメイン画像になります。">
      {(describedBy) => (
        <div className="mt-2 space-y-3" aria-describedby={describedBy}>
          {value.length === 0 ? <p className="text-sm text-slate-700">画像はまだありません。</p> : null}
          <ol ref={list} className="space-y-2">
            {value.map((url, index) => {
              const key = keys[index] ?? url;
              const number = index + 1;
              return (
                <li
                  key={key}
                  data-image-key={key}
                  draggable
                  onDragStart={(event) => {
                    setDragging(index);
                    event.dataTransfer.effectAllowed = 'move';
                    event.dataTransfer.setData('text/plain', String(index));
                  }}
                  onDragOver={(event) => {
                    if (dragging === null) return;
                    event.preventDefault();
                    event.dataTransfer.dropEffect = 'move';
                    setDropTarget(index);
                  }}
                  onDragLeave={() => setDropTarget((current) => (current === index ? null : current))}
                  onDrop={(event) => onDrop(event, index)}
                  onDragEnd={() => {
                    setDragging(null);
                    setDropTarget(null);
                  }}
                  className={`flex flex-wrap items-center gap-3 rounded-md border bg-white p-2 ${dropTarget === index && dragging !== index ? 'border-brand-700 ring-2 ring-brand-700' : 'border-slate-200'} ${dragging === index ? 'opacity-60' : ''}`}
                >
                  <span aria-hidden="true" className="cursor-grab select-none px-1 text-lg text-slate-600" title="ドラッグして並べ替え">
                    ⠿
                  </span>
                  <span className="w-8 text-center text-sm font-bold text-slate-800">{number}</span>
                  <ImagePreview src={url} alt={`${number}枚目の画像`} className="h-16 w-24 rounded border border-slate-200" />
                  <span className="min-w-0 flex-1 truncate text-xs text-slate-700" title={url}>
                    {url}
                  </span>
                  <label className="inline-flex items-center gap-1.5 text-sm font-bold text-slate-900">
                    <input
                      type="radio"
                      name={`${id}-thumb`}
                      checked={thumb === url}
                      onChange={() => onThumbChange(url)}
                      aria-label={`サムネイル（${number}枚目）`}
                      className="size-4 accent-brand-700"
                    />
                    サムネイル
                  </label>
                  <span className="flex gap-1">
                    <button type="button" data-action="up" className={button.small} disabled={index === 0} onClick={() => reorder(index, index - 1, 'up')} aria-label={`${number}枚目を上へ移動`}>
                      上へ
                    </button>
                    <button
                      type="button"
                      data-action="down"
                      className={button.small}
                      disabled={index === value.length - 1}
                      onClick={() => reorder(index, index + 1, 'down')}
                      aria-label={`${number}枚目を下へ移動`}
                    >
                      下へ
                    </button>
                    <button type="button" className={button.small} onClick={() => remove(index)} aria-label={`${number}枚目を削除`}>
                      削除
                    </button>
                  </span>
                </li>
              );
            })}
          </ol>
          {thumbOutside ? <p className="text-xs text-slate-700">現在のサムネイル（{thumb}）はこの一覧にない画像です。</p> : null}
          <button type="button" className={button.secondary} onClick={() => setPicking(true)}>
            画像を追加
          </button>
          <p aria-live="polite" className="sr-only">
            {announcement}
          </p>
          <MediaPickerDialog open={picking} multiple onClose={() => setPicking(false)} onPick={(items) => add(items.map((item) => item.url))} title={`${label}に追加`} />
        </div>
      )}
    </FieldShell>
  );
}
