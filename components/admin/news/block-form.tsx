'use client';

import { zodResolver } from '@hookform/resolvers/zod';
import { type FormEvent, useEffect, useId, useState } from 'react';
import { Controller, type Resolver, useForm, useWatch } from 'react-hook-form';
import { ARTICLE_STYLE_NAMES } from '@/components/article/article-blocks';
import { schemas } from '@/lib/core/model/validation';
import { ImageField } from '../media/image-field';
import { toSaveError } from '../live';
import { useBlockMutations } from '../review/review-scope';
import { useConfirm } from '../ui/confirm';
import { errorOf, FieldShell, NumberField, TextField } from '../ui/fields';
import { useLeaveGuard } from '../ui/leave-guard';
import { RichTextField } from './rich-text-field';
import { button } from '../ui/styles';
import { useToast } from '../ui/toast';
import { type BlockTag, type BlockValues, missingFields, normalizeBlock, STYLE_LABELS, TAGS } from './blocks';
import type { Block } from './use-block-list';

/** The API's own rules for a block, plus what a block of each tag cannot do without. */
const blockSchema = schemas.NewsContent.superRefine((value, context) => {
  for (const { field, message } of missingFields(value)) context.addIssue({ code: 'custom', path: [field], message });
});

const validateBlock = zodResolver(blockSchema as never) as unknown as Resolver<BlockValues>;

/** Validates what the block will be saved as: unused fields cleared, a YouTube address made an embed address. */
const resolver: Resolver<BlockValues> = (values, context, options) => validateBlock(normalizeBlock(values), context, options);


interface BlockFormProps {
  newsId: string;
  tag: BlockTag;
  /** The block being edited; null when adding one. */
  block: Block | null;
  /** The order a new block gets, asked when it is saved (after the blocks above may have moved). */
  nextOrder: () => number;
  onDone: (saved: Block | null) => void;
  /** The unsaved values as a block, for the live preview (null when the form closes). */
  onDraft: (draft: Block | null) => void;
  /** Told whether the form holds unsaved changes. */
  onDirty?: (dirty: boolean) => void;
}

/** The fields of one content block, validated with the API's schema and saved through the API. */
export function BlockForm({ newsId, tag, block, nextOrder, onDone, onDraft, onDirty }: BlockFormProps) {
  const info = TAGS[tag];
  const uses = (field: (typeof info.fields)[number]) => info.fields.includes(field);
  const form = useForm<BlockValues>({
    resolver,
    mode: 'onBlur',
    defaultValues: {
      newsId,
      tag,
      order: block?.order ?? 0,
      text: block?.text ?? '',
      class: (block?.class ?? []).filter((name): name is string => typeof name === 'string'),
      src: block?.src ?? '',
      alt: block?.alt ?? '',
      href: block?.href ?? '',
      width: block?.width ?? null,
      ratio: block?.ratio ?? '',
    },
  });
  const mutations = useBlockMutations();
  const confirm = useConfirm();
  const toast = useToast();
  const [saving, setSaving] = useState(false);
  const [formError, setFormError] = useState<string | null>(null);
  const headingId = useId();
  const isDirty = form.formState.isDirty;

  const watched = useWatch({ control: form.control });
  const draftKey = JSON.stringify(watched);
  useEffect(() => {
    const values = normalizeBlock({ ...(watched as BlockValues), newsId, tag, order: block?.order ?? Number.MAX_SAFE_INTEGER });
    onDraft({
      ...values,
      id: block?.id ?? 'new-block',
      createdAt: block?.createdAt ?? '',
      updatedAt: block?.updatedAt ?? '',
    } as Block);
    // The key carries the watched values' content; `onDraft` is a state setter (stable).
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [draftKey, onDraft]);
  useEffect(() => () => onDraft(null), [onDraft]);

  // Leaving the screen with the block's changes unsaved asks first (the admin's one leave guard).
  useLeaveGuard(isDirty);
  useEffect(() => {
    onDirty?.(isDirty);
  }, [isDirty, onDirty]);

  const save = form.handleSubmit(
    async (values) => {
      setSaving(true);
      setFormError(null);
      try {
        // An edit keeps the block's place: its order may have changed since the form opened.
        const input: Record<string, unknown> = { ...values };
        delete input.order;
        const saved = block ? await mutations.update({ ...input, id: block.id }) : await mutations.create({ ...input, order: nextOrder() });
        form.reset(form.getValues());
        toast(block ? 'ブロックを保存しました。' : 'ブロックを追加しました。');
        onDone(saved);
      } catch (error) {
        const failure = toSaveError(error);
        const fields = Object.entries(failure.fieldErrors);
        for (const [field, message] of fields) form.setError(field as keyof BlockValues, { type: 'server', message }, { shouldFocus: true });
        setFormError(fields.length ? '入力内容を確かめてください。' : failure.message);
        toast('ブロックを保存できませんでした。', 'error');
      } finally {
        setSaving(false);
      }
    },
    () => setFormError('入力内容を確かめてください。'),
  );

  const cancel = async () => {
    if (isDirty && !(await confirm({ title: '編集をやめますか？', message: '保存していない変更は失われます。', confirmLabel: '変更を破棄する' }))) return;
    onDone(null);
  };

  const textLabel = tag === 'a' || tag === 'button' ? '表示する文字' : '見出しの文章';
  const altLabel = tag === 'img' ? '代替テキスト' : tag === 'video' ? 'キャプション' : '動画のタイトル';
  const altHint =
    tag === 'img'
      ? '画像が見えない人に読み上げられる説明です（例: 店内に並ぶトレーニングマシン）。'
      : tag === 'video'
        ? '動画の下に表示され、読み上げにも使われます（任意）。'
        : '動画の上と下に表示されます。空欄なら「YouTube 動画」と表示します。';

  return (
    <form
      onSubmit={(event: FormEvent) => void save(event)}
      noValidate
      aria-labelledby={headingId}
      className="mt-3 space-y-5 rounded-lg border-2 border-brand-700 bg-white p-4"
    >
      <h3 id={headingId} className="text-base font-bold text-slate-900">
        {info.label}を{block ? '編集' : '追加'}
      </h3>
      <p role="alert" className={formError ? 'rounded-md border border-red-700 bg-red-50 px-4 py-3 text-sm font-bold text-red-800' : 'sr-only'}>
        {formError}
      </p>
      {uses('text') ? <TextField form={form} name="text" label={textLabel} required /> : null}
      {uses('html') ? (
        <Controller
          control={form.control}
          name="text"
          render={({ field }) => (
            <RichTextField
              id={`${headingId}-text`}
              label="本文"
              required
              value={field.value}
              onChange={field.onChange}
              onBlur={field.onBlur}
              error={errorOf(form, 'text')}
              hint="太字・斜体・下線・取り消し線・リンク・箇条書きが使えます。Enter で改行します。Word やウェブページから貼り付けても、使える書式だけが残ります。"
            />
          )}
        />
      ) : null}
      {uses('image') ? (
        <Controller
          control={form.control}
          name="src"
          render={({ field }) => (
            <ImageField label="画像" value={field.value} onChange={(url) => field.onChange(url ?? '')} error={errorOf(form, 'src')} />
          )}
        />
      ) : null}
      {uses('src') && tag === 'video' ? (
        <TextField form={form} name="src" label="動画のアドレス" required hint="MP4 の動画です。/videos/… のサイト内のパスか、https:// で始まるアドレスを入力します。" />
      ) : null}
      {uses('src') && tag === 'youtube' ? (
        <TextField
          form={form}
          name="src"
          label="YouTube の動画 ID または URL"
          required
          hint="https://www.youtube.com/watch?v=… や https://youtu.be/… をそのまま貼り付けられます。動画 ID（11文字）だけでも構いません。縦横比は 16:9 で表示されます。"
        />
      ) : null}
      {uses('alt') ? <TextField form={form} name="alt" label={altLabel} required={tag === 'img'} hint={altHint} /> : null}
      {uses('href') ? (
        <TextField
          form={form}
          name="href"
          label="リンク先"
          required
          hint="https:// で始まるアドレスか、/ で始まるサイト内のパス（例: /contact/#contact）。外部のサイトは新しいタブで開きます。"
        />
      ) : null}
      {uses('width') || uses('ratio') ? (
        <div className="grid gap-5 sm:grid-cols-2">
          {uses('width') ? <NumberField form={form} name="width" label="幅（%）" hint="記事の横幅に対する割合（10〜100）。空欄なら 100%。" /> : null}
          {uses('ratio') ? <TextField form={form} name="ratio" label="縦横比" hint="16/9 や 4:3 のように入力します。空欄なら 16/9。" /> : null}
        </div>
      ) : null}
      {uses('class') ? <StyleField form={form} /> : null}
      <div className="flex flex-wrap gap-3">
        <button type="submit" className={button.primary} disabled={saving}>
          {saving ? '保存しています…' : block ? 'ブロックを保存' : 'ブロックを追加'}
        </button>
        <button type="button" className={button.secondary} onClick={() => void cancel()} disabled={saving}>
          キャンセル
        </button>
      </div>
    </form>
  );
}

function StyleField({ form }: { form: ReturnType<typeof useForm<BlockValues>> }) {
  const id = useId();
  return (
    <Controller
      control={form.control}
      name="class"
      render={({ field }) => {
        const chosen = field.value ?? [];
        // Style names the renderer does not know (from old data) stay listed so they can be removed.
        const names = [...ARTICLE_STYLE_NAMES, ...chosen.filter((name) => !ARTICLE_STYLE_NAMES.includes(name))];
        return (
          <FieldShell id={id} label="スタイル" group error={errorOf(form, 'class')} hint="文字の見た目を変えます（いくつでも選べます）。">
            {(describedBy) => (
              <div className="mt-2 grid gap-2 sm:grid-cols-2" aria-describedby={describedBy}>
                {names.map((name) => (
                  <label key={name} className="flex items-start gap-2 text-sm text-slate-900">
                    <input
                      type="checkbox"
                      className="mt-0.5 size-5 shrink-0 accent-brand-900"
                      checked={chosen.includes(name)}
                      onChange={(event) => field.onChange(event.target.checked ? [...chosen, name] : chosen.filter((value) => value !== name))}
                    />
                    <span>
                      {STYLE_LABELS[name] ?? '公開ページでは使われないスタイル'}{' '}
                      <code className="whitespace-nowrap text-xs text-slate-600">{name}</code>
                    </span>
                  </label>
                ))}
              </div>
            )}
          </FieldShell>
        );
      }}
    />
  );
}
