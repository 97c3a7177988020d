'use client';

import { useMutation } from '@apollo/client/react';
import { useId, useState } from 'react';
import { CREATE_ARTICLE_PREVIEW_LINK, REVOKE_ARTICLE_PREVIEW_LINKS } from '@/graphql/admin-documents';
import { formatJapanDateTime } from '@/lib/core/time/japan';
import { useConfirm } from '../ui/confirm';
import { button, card, control } from '../ui/styles';
import { useToast } from '../ui/toast';

/*
 * 「プレビューリンク」 of an article's edit screen: a link that shows the article, draft or
 * scheduled, to someone without an account (lib/core/preview), valid 7 days or until the article is
 * saved again; and a button that ends every link made so far.
 */
export function PreviewLinkPanel({ newsId, updatedAt }: { newsId: string; updatedAt: string }) {
  const headingId = useId();
  const fieldId = useId();
  const toast = useToast();
  const confirm = useConfirm();
  const [link, setLink] = useState<{ url: string; expiresAt: string; forVersion: string } | null>(null);
  const [create, { loading: creating }] = useMutation(CREATE_ARTICLE_PREVIEW_LINK, { fetchPolicy: 'no-cache' });
  const [revoke, { loading: revoking }] = useMutation(REVOKE_ARTICLE_PREVIEW_LINKS, { fetchPolicy: 'no-cache' });
  // A save of the article (here or elsewhere) ends the link shown.
  const current = link && link.forVersion === updatedAt ? link : null;

  const make = async () => {
    try {
      const { data } = await create({ variables: { newsId } });
      if (data) setLink({ ...data.createArticlePreviewLink, forVersion: updatedAt });
    } catch {
      toast('プレビューリンクを作成できませんでした。', 'error');
    }
  };

  const end = async () => {
    const ok = await confirm({
      title: 'プレビューリンクを無効にしますか？',
      message: 'これまでに作成したこの記事のプレビューリンクは、すべて開けなくなります。',
      confirmLabel: '無効にする',
    });
    if (!ok) return;
    try {
      await revoke({ variables: { newsId } });
      setLink(null);
      toast('プレビューリンクを無効にしました。');
    } catch {
      toast('プレビューリンクを無効にできませんでした。', 'error');
    }
  };

  const copy = async () => {
    if (!current) return;
    try {
      await navigator.clipboard.writeText(current.url);
      toast('リンクをコピーしました。');
    } catch {
      toast('コピーできませんでした。リンクを選択してコピーしてください。', 'error');
    }
  };

  return (
    <section aria-labelledby={headingId} className={`${card} space-y-3`}>
      <h2 id={headingId} className="text-lg font-bold text-slate-900">
        プレビューリンク
      </h2>
      <p className="text-sm leading-relaxed text-slate-700">
        公開前の記事を、管理画面のアカウントがない人（確認をお願いする上司など）に見てもらうためのリンクです。公開ページと同じ見た目で表示され、検索エンジンには載りません。リンクは作成から7日間有効で、記事の情報を保存するとそれまでのリンクは使えなくなります。
      </p>
      {current ? (
        <div className="space-y-2">
          <label htmlFor={fieldId} className="block text-sm font-bold text-slate-900">
            プレビューのアドレス（{formatJapanDateTime(current.expiresAt)} まで有効）
          </label>
          <div className="flex flex-wrap gap-2">
            <input id={fieldId} readOnly value={current.url} className={`${control} mt-0 min-w-0 flex-1 font-mono text-sm`} onFocus={(event) => event.target.select()} />
            <button type="button" className={button.secondary} onClick={() => void copy()}>
              コピー
            </button>
          </div>
        </div>
      ) : null}
      <div className="flex flex-wrap gap-3">
        <button type="button" className={button.secondary} onClick={() => void make()} disabled={creating}>
          {current ? '新しいリンクを作成' : 'プレビューリンクを作成'}
        </button>
        <button type="button" className={button.small} onClick={() => void end()} disabled={revoking}>
          これまでのリンクを無効にする
        </button>
      </div>
    </section>
  );
}
