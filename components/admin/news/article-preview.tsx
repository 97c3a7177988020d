'use client';

import { type MouseEvent, useId } from 'react';
import { ArticleBlocks } from '@/components/article/article-blocks';
import { ArticleFrame } from '@/components/article/article-frame';
import type { Block } from './use-block-list';

interface ArticlePreviewProps {
  title: string;
  createdDate: string;
  category: { name: string; href: string } | null;
  blocks: readonly Block[];
  /** What the preview shows, beside its heading. */
  note?: string;
}

/** Links in the preview lead nowhere: following one would leave the editor. */
const stayHere = (event: MouseEvent) => {
  if ((event.target as Element).closest('a')) event.preventDefault();
};

/**
 * The article as visitors will see it, rendered by the public site's own components (frame,
 * blocks and HTML sanitizer), including the block being edited before it is saved.
 */
export function ArticlePreview({ title, createdDate, category, blocks, note = '公開ページと同じ部品で表示しています（保存前の変更も反映）。' }: ArticlePreviewProps) {
  const headingId = useId();
  return (
    <section aria-labelledby={headingId} id="preview" className="scroll-mt-4">
      <div className="mb-2 flex flex-wrap items-baseline justify-between gap-2">
        <h2 id={headingId} className="text-lg font-bold text-slate-900">
          プレビュー
        </h2>
        <p className="text-xs text-slate-700">{note}</p>
      </div>
      <div data-testid="article-preview" onClickCapture={stayHere} className="overflow-hidden rounded-lg border border-slate-300 bg-paper text-brand-950 shadow-sm">
        <ArticleFrame
          createdDate={createdDate}
          title={title.trim() || '（タイトル未入力）'}
          category={category ?? { name: 'カテゴリー未選択', href: '#' }}
          headingLevel="h2"
        >
          {blocks.length ? <ArticleBlocks blocks={blocks as Block[]} /> : <p className="mt-8 text-sm text-brand-700">本文のブロックはまだありません。</p>}
        </ArticleFrame>
      </div>
    </section>
  );
}
