'use client';

import Link from 'next/link';
import { useState } from 'react';
import { REVIEWED_ENTITY_LABELS } from '@/lib/core/review/rules';
import { formatJapanDateTime } from '@/lib/core/time/japan';
import { useConfirm } from '../ui/confirm';
import { button, errorBox, link } from '../ui/styles';
import { useToast } from '../ui/toast';
import type { ReviewScopeValue } from './review-scope';

/*
 * What an editor shows of review before publishing: the open request's state (承認待ち, or
 * 差し戻し with the reviewer's reason), a request overtaken by a later save, and, before any
 * request, that saving will ask for approval. Shown at the top of the article's and the campaign's form.
 */

/** The save button's words when the save asks for approval. */
export function requestLabel(review: ReviewScopeValue): string {
  return review.request?.state === 'pending' ? '依頼内容を更新する' : '承認を依頼する';
}

export function ReviewPanel({ review, onDiscard }: { review: ReviewScopeValue; onDiscard: () => void }) {
  const confirm = useConfirm();
  const toast = useToast();
  const [message, setMessage] = useState<string | null>(null);
  const { request } = review;
  if (!review.applies) return null;
  const noun = REVIEWED_ENTITY_LABELS[review.entity];

  const withdraw = async () => {
    const ok = await confirm({
      title: '承認の依頼を取り下げますか？',
      message: `依頼した内容は破棄され、${noun}は公開中（または保存済み）の内容のままです。`,
      confirmLabel: '取り下げる',
    });
    if (!ok) return;
    setMessage(null);
    try {
      await review.withdraw();
      onDiscard();
      toast('承認の依頼を取り下げました。');
    } catch (failure) {
      setMessage(failure instanceof Error ? failure.message : '取り下げられませんでした。');
    }
  };

  if (!request) {
    return (
      <p className="rounded-md border border-slate-300 bg-slate-50 px-4 py-3 text-sm leading-relaxed text-slate-900">
        {review.livePublished
          ? `この${noun}は公開中（または公開予約中）です。変更は「承認を依頼する」で依頼し、承認されると公開サイトに反映されます。それまで公開中の内容は変わりません。`
          : `公開・公開予約には承認が必要です。「公開する」を選んで保存すると、承認の依頼になります。下書きのままなら、そのまま保存できます。`}
      </p>
    );
  }

  const returned = request.state === 'returned';
  return (
    <section
      aria-label="承認の状況"
      className={`space-y-3 rounded-md border px-4 py-3 text-sm leading-relaxed text-slate-900 ${returned ? 'border-red-700 bg-red-50' : 'border-amber-700 bg-amber-50'}`}
    >
      <p role="alert" className={message ? errorBox : 'sr-only'}>
        {message}
      </p>
      {returned ? (
        <>
          <p className="font-bold text-red-900">
            差し戻されました（{request.reviewerName ?? '承認者'} さん・{formatJapanDateTime(request.decidedAt)}）
          </p>
          <div>
            <p className="font-bold">差し戻しの理由</p>
            <p className="mt-1 whitespace-pre-wrap rounded border border-red-200 bg-white px-3 py-2">{request.comment}</p>
          </div>
          <p>内容を直して「承認を依頼する」を押すと、もう一度依頼できます。公開サイトは変更されていません。</p>
        </>
      ) : (
        <>
          <p className="font-bold text-amber-900">承認待ち（{formatJapanDateTime(request.updatedAt)} に依頼）</p>
          <p>承認されるまで、公開サイトの内容は変わりません。内容を直して「依頼内容を更新する」を押すと、依頼の内容が置き換わります。</p>
        </>
      )}
      {request.stale ? (
        <div className="space-y-2 rounded border border-amber-700 bg-white px-3 py-2">
          <p className="font-bold">依頼の後に、公開中の内容が変更されました。</p>
          <p>
            このままでは承認されません。依頼の内容を確かめて、もう一度「{requestLabel(review)}」を押すと、いまの公開内容をもとにした依頼になります（その間の変更は、この依頼の内容で置き換わります）。
          </p>
          <button type="button" className={button.secondary} onClick={onDiscard}>
            公開中の最新の内容を読み込む
          </button>
        </div>
      ) : null}
      <div className="flex flex-wrap items-center gap-3">
        <button type="button" className={button.secondary} onClick={() => void withdraw()}>
          依頼を取り下げる
        </button>
        <Link href={`/admin/approvals/${request.id}`} className={link}>
          依頼の内容を見る
        </Link>
      </div>
    </section>
  );
}

/** Below an article's blocks: they are asked for with the article's fields, from here too. */
export function RequestFromBlocks({ review }: { review: ReviewScopeValue | null }) {
  if (!review?.blocks) return null;
  return (
    <div className="mt-4 flex flex-wrap items-center gap-3 rounded-md border border-amber-700 bg-amber-50 px-4 py-3 text-sm text-slate-900">
      <p className="min-w-0 flex-1">
        本文の変更は、まだ公開されていません。記事の情報と一緒に「{requestLabel(review)}」で依頼し、承認されると公開されます。
        {review.blocksDirty ? <strong className="ml-1">（依頼していない変更があります）</strong> : null}
      </p>
      <button type="submit" form={review.formId} className={button.primary}>
        {requestLabel(review)}
      </button>
    </div>
  );
}
