'use client';

import { type DragEvent, type KeyboardEvent, useEffect, useId, useRef, useState } from 'react';
import { useBlockMutations, useBlockWorkingCopy } from '../review/review-scope';
import { useConfirm } from '../ui/confirm';
import { button } from '../ui/styles';
import { useToast } from '../ui/toast';
import { BlockForm } from './block-form';
import { type BlockTag, blockSummary, convertBlock, convertibleTags, isBlockTag, orderAfterLast, orderAt, TAG_ORDER, TAGS } from './blocks';
import type { Block, useBlockList } from './use-block-list';

/** A block being edited, or a new one: `at` is the position it goes to (the end when past the last). */
type Editing = { kind: 'edit'; id: string } | { kind: 'new'; tag: BlockTag; at: number } | null;

interface BlockEditorProps {
  newsId: string;
  list: ReturnType<typeof useBlockList>;
  onDraft: (draft: Block | null) => void;
}

const tagLabel = (tag: string) => (isBlockTag(tag) ? TAGS[tag].label : tag);

/**
 * The article's content blocks: add a block of any kind at the end or below any block, edit,
 * duplicate, change a heading into a paragraph (and back) or a link into a button, delete, and
 * reorder by dragging the handle or from the keyboard (上へ / 下へ, or the arrow keys on the handle).
 */
export function BlockEditor({ newsId, list, onDraft }: BlockEditorProps) {
  const { blocks, loading, error, move } = list;
  const mutations = useBlockMutations();
  const inRequest = useBlockWorkingCopy() !== null;
  const confirm = useConfirm();
  const toast = useToast();
  const [editing, setEditing] = useState<Editing>(null);
  /** Where the next added block goes: below this many blocks (null: at the end). */
  const [insertAt, setInsertAt] = useState<number | null>(null);
  const addGroup = useRef<HTMLDivElement>(null);
  const [announcement, setAnnouncement] = useState('');
  const [dropIndex, setDropIndex] = useState<number | null>(null);
  const dragged = useRef<string | null>(null);
  const handles = useRef(new Map<string, HTMLButtonElement>());
  const focusAfterMove = useRef<string | null>(null);
  const formDirty = useRef(false);
  const instructionsId = useId();

  useEffect(() => {
    const id = focusAfterMove.current;
    if (!id) return;
    focusAfterMove.current = null;
    handles.current.get(id)?.focus();
  });

  const moveBlock = async (from: number, to: number, keepFocus: boolean) => {
    const block = blocks[from];
    if (!block || to < 0 || to >= blocks.length || from === to) return;
    if (keepFocus) focusAfterMove.current = block.id;
    const name = `${tagLabel(block.tag)}「${blockSummary(block)}」`;
    setAnnouncement(`${name}を ${to + 1} 番目に移動しました（全 ${blocks.length} 件）。`);
    if (!(await move(from, to))) {
      setAnnouncement(`${name}の並べ替えを保存できませんでした。もう一度お試しください。`);
      toast('並べ替えを保存できませんでした。', 'error');
    }
  };

  const open = async (next: Editing) => {
    if (editing && formDirty.current && !(await confirm({ title: '編集中のブロックを閉じますか？', message: '保存していない変更は失われます。', confirmLabel: '閉じる' }))) return;
    setEditing(next);
  };

  const remove = async (block: Block) => {
    const ok = await confirm({
      title: 'ブロックを削除しますか？',
      message: inRequest
        ? `${tagLabel(block.tag)}「${blockSummary(block)}」を削除します。公開ページから消えるのは、承認の依頼が承認されたときです。`
        : `${tagLabel(block.tag)}「${blockSummary(block)}」を削除します。公開ページからもすぐに消えます。記事の「履歴」から元に戻せます。`,
    });
    if (!ok) return;
    try {
      await mutations.remove(block.id);
      if (editing?.kind === 'edit' && editing.id === block.id) setEditing(null);
      toast('ブロックを削除しました。');
      setAnnouncement(`${tagLabel(block.tag)}を削除しました。`);
    } catch {
      toast('ブロックを削除できませんでした。', 'error');
    }
  };

  const duplicate = async (block: Block, index: number) => {
    const copy: Record<string, unknown> = { ...block, order: orderAt(blocks, index + 1) };
    for (const system of ['id', 'createdAt', 'updatedAt', '__typename']) delete copy[system];
    try {
      const saved = await mutations.create(copy);
      focusAfterMove.current = saved.id;
      toast('ブロックを複製しました。');
      setAnnouncement(`${tagLabel(block.tag)}を複製し、${index + 2} 番目に追加しました。`);
    } catch {
      toast('ブロックを複製できませんでした。', 'error');
    }
  };

  const changeTag = async (block: Block, tag: BlockTag) => {
    const converted = convertBlock(block, tag);
    if (!converted) return;
    if (
      converted.losesFormatting &&
      !(await confirm({
        title: `${TAGS[tag].label}に変更しますか？`,
        message: '見出しには太字やリンクなどの書式を付けられないため、文字だけが残ります。',
        confirmLabel: '変更する',
        danger: false,
      }))
    ) {
      return;
    }
    try {
      await mutations.update({ id: block.id, tag: converted.tag, text: converted.text });
      focusAfterMove.current = block.id;
      toast(`${TAGS[tag].label}に変更しました。`);
      setAnnouncement(`${tagLabel(block.tag)}を${TAGS[tag].label}に変更しました。`);
    } catch {
      toast('種類を変更できませんでした。', 'error');
    }
  };

  /** The add buttons now add below the block at `index` (or at the top, -1). */
  const addBelow = (index: number) => {
    setInsertAt(index + 1);
    addGroup.current?.scrollIntoView({ block: 'center', behavior: 'smooth' });
    addGroup.current?.querySelector('button')?.focus();
  };

  const onHandleKey = (event: KeyboardEvent, index: number) => {
    if (event.key === 'ArrowUp' || event.key === 'ArrowDown') {
      event.preventDefault();
      void moveBlock(index, event.key === 'ArrowUp' ? index - 1 : index + 1, true);
    }
  };

  const onDragOver = (event: DragEvent, index: number) => {
    if (!dragged.current) return;
    event.preventDefault();
    event.dataTransfer.dropEffect = 'move';
    if (dropIndex !== index) setDropIndex(index);
  };

  const onDrop = (event: DragEvent, index: number) => {
    event.preventDefault();
    const from = blocks.findIndex((block) => block.id === dragged.current);
    dragged.current = null;
    setDropIndex(null);
    if (from >= 0) void moveBlock(from, index, false);
  };

  const closeForm = (saved: Block | null) => {
    formDirty.current = false;
    setInsertAt(null);
    if (saved) focusAfterMove.current = saved.id;
    else if (editing?.kind === 'edit') focusAfterMove.current = editing.id;
    setEditing(null);
    onDraft(null);
  };
  const setDirty = (dirty: boolean) => {
    formDirty.current = dirty;
  };

  /** The form of a new block, shown where the block will go. */
  const newForm = (next: { tag: BlockTag; at: number }) => (
    <BlockForm
      key={`${next.tag}:${next.at}`}
      newsId={newsId}
      tag={next.tag}
      block={null}
      nextOrder={() => (next.at >= blocks.length ? orderAfterLast(blocks) : orderAt(blocks, next.at))}
      onDone={closeForm}
      onDraft={onDraft}
      onDirty={setDirty}
    />
  );

  return (
    <div>
      <p id={instructionsId} className="text-sm text-slate-700">
        ブロックは上から順に表示されます。⠿ の取っ手をドラッグするか、取っ手を選んで矢印キー（↑↓）を押すか、「上へ」「下へ」で並べ替えます。
      </p>
      <p aria-live="polite" role="status" className="sr-only">
        {announcement}
      </p>
      {error ? (
        <p role="alert" className="mt-3 rounded-md border border-red-700 bg-red-50 px-4 py-3 text-sm font-bold text-red-800">
          {error}
        </p>
      ) : null}
      {loading ? (
        <p role="status" className="mt-3 text-slate-700">
          ブロックを読み込み中…
        </p>
      ) : blocks.length === 0 ? (
        <p className="mt-3 rounded-md border border-dashed border-slate-400 px-4 py-6 text-center text-sm text-slate-700">
          まだブロックがありません。下のボタンから見出しや本文を追加してください。
        </p>
      ) : (
        <>
        {editing?.kind === 'new' && editing.at === 0 ? newForm(editing) : null}
        <ol aria-label="本文のブロック" className="mt-3 space-y-2">
          {blocks.map((block, index) => {
            const position = `${index + 1}番目`;
            const label = tagLabel(block.tag);
            const isEditing = editing?.kind === 'edit' && editing.id === block.id;
            return (
              <li
                key={block.id}
                onDragOver={(event) => onDragOver(event, index)}
                onDragLeave={() => setDropIndex((current) => (current === index ? null : current))}
                onDrop={(event) => onDrop(event, index)}
                className={`rounded-lg border bg-white p-2 shadow-sm ${dropIndex === index ? 'border-brand-700 ring-2 ring-brand-700' : 'border-slate-200'}`}
              >
                <div className="flex flex-wrap items-center gap-2">
                  <button
                    type="button"
                    draggable
                    ref={(element) => {
                      if (element) handles.current.set(block.id, element);
                      else handles.current.delete(block.id);
                    }}
                    onDragStart={(event) => {
                      dragged.current = block.id;
                      event.dataTransfer.effectAllowed = 'move';
                      event.dataTransfer.setData('text/plain', block.id);
                    }}
                    onDragEnd={() => {
                      dragged.current = null;
                      setDropIndex(null);
                    }}
                    onKeyDown={(event) => onHandleKey(event, index)}
                    aria-label={`並べ替え: ${position}の${label}`}
                    aria-describedby={instructionsId}
                    className="flex h-10 w-8 cursor-grab items-center justify-center rounded text-xl text-slate-700 hover:bg-slate-100 active:cursor-grabbing"
                  >
                    <span aria-hidden="true">⠿</span>
                  </button>
                  <div className="min-w-48 flex-1">
                    <span className="mr-2 inline-block rounded bg-brand-100 px-2 py-0.5 text-xs font-bold text-brand-900">{label}</span>
                    <span className="text-sm text-slate-900">{blockSummary(block)}</span>
                  </div>
                  <div className="flex flex-wrap gap-1">
                    <button
                      type="button"
                      className={button.small}
                      disabled={index === 0}
                      aria-label={`${position}の${label}を上へ`}
                      onClick={() => void moveBlock(index, index - 1, true)}
                    >
                      上へ
                    </button>
                    <button
                      type="button"
                      className={button.small}
                      disabled={index === blocks.length - 1}
                      aria-label={`${position}の${label}を下へ`}
                      onClick={() => void moveBlock(index, index + 1, true)}
                    >
                      下へ
                    </button>
                    <button
                      type="button"
                      className={button.small}
                      aria-expanded={isEditing}
                      aria-label={`${position}の${label}を編集`}
                      onClick={() => (isEditing ? undefined : void open({ kind: 'edit', id: block.id }))}
                    >
                      編集
                    </button>
                    <button type="button" className={button.small} aria-label={`${position}の${label}を複製`} onClick={() => void duplicate(block, index)}>
                      複製
                    </button>
                    <button type="button" className={button.small} aria-label={`${position}の${label}の下に追加`} onClick={() => addBelow(index)}>
                      下に追加
                    </button>
                    {convertibleTags(block.tag).length ? (
                      <select
                        aria-label={`${position}の${label}の種類を変更`}
                        className="rounded border border-slate-400 bg-white px-1 py-1 text-xs font-bold text-slate-800"
                        value=""
                        onChange={(event) => void changeTag(block, event.target.value as BlockTag)}
                      >
                        <option value="">種類を変更…</option>
                        {convertibleTags(block.tag).map((tag) => (
                          <option key={tag} value={tag}>
                            {TAGS[tag].label}
                          </option>
                        ))}
                      </select>
                    ) : null}
                    <button type="button" className={button.small} aria-label={`${position}の${label}を削除`} onClick={() => void remove(block)}>
                      削除
                    </button>
                  </div>
                </div>
                {isEditing && isBlockTag(block.tag) ? (
                  <BlockForm newsId={newsId} tag={block.tag} block={block} nextOrder={() => orderAfterLast(blocks)} onDone={closeForm} onDraft={onDraft} onDirty={setDirty} />
                ) : null}
                {editing?.kind === 'new' && editing.at === index + 1 && index + 1 < blocks.length ? newForm(editing) : null}
              </li>
            );
          })}
        </ol>
        </>
      )}
      {editing?.kind === 'new' && editing.at >= blocks.length ? newForm(editing) : null}
      <div ref={addGroup} role="group" aria-label="ブロックを追加" className="mt-4 rounded-lg border border-slate-200 bg-slate-50 p-3">
        <p className="mb-2 text-sm font-bold text-slate-900">
          {insertAt === null || insertAt >= blocks.length
            ? 'ブロックを追加（記事の最後に追加されます）'
            : insertAt === 0
              ? 'ブロックを追加（記事の先頭に追加されます）'
              : `ブロックを追加（${insertAt}番目のブロックの下に追加されます）`}
        </p>
        <div className="flex flex-wrap gap-2">
          {TAG_ORDER.map((tag) => (
            <button key={tag} type="button" className={button.secondary} onClick={() => void open({ kind: 'new', tag, at: insertAt ?? blocks.length })}>
              ＋ {TAGS[tag].label}
            </button>
          ))}
          {blocks.length > 0 && insertAt !== 0 ? (
            <button type="button" className={button.small} onClick={() => setInsertAt(0)}>
              先頭に追加する
            </button>
          ) : null}
          {insertAt !== null && insertAt < blocks.length ? (
            <button type="button" className={button.small} onClick={() => setInsertAt(null)}>
              最後に追加する
            </button>
          ) : null}
        </div>
      </div>
    </div>
  );
}
