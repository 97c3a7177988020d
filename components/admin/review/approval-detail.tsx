'use client';

import { useMutation, useQuery } from '@apollo/client/react';
import Link from 'next/link';
import { type FormEvent, useId, useState } from 'react';
import { APPROVE_CHANGE_REQUEST, type ChangeRequest, GET_CHANGE_REQUEST, RETURN_CHANGE_REQUEST, WITHDRAW_CHANGE_REQUEST } from '@/graphql/review-documents';
import { categoryPath, type SectionName } from '@/lib/core/routes';
import { COMMENT_MAX, REVIEW_MESSAGES, REVIEWED_ENTITY_LABELS } from '@/lib/core/review/rules';
import { formatJapanDateTime } from '@/lib/core/time/japan';
import { DiffBody, type DiffWords } from '../history/history-panel';
import { toSaveError, useLiveCollection } from '../live';
import { ArticlePreview } from '../news/article-preview';
import type { Block } from '../news/use-block-list';
import { useConfirm } from '../ui/confirm';
import { PageHeader } from '../ui/page-header';
import { button, card, control, errorBox, link } from '../ui/styles';
import { useToast } from '../ui/toast';
import { APPROVALS_HREF, publishWhen, StateBadge, useReviewActivity } from './approvals';

/*
 * One change request: what it changes, field by field against the current record (the history's
 * diff, components/admin/history), the article as it would look, and the decision: 承認する (the
 * change is saved as the reviewer's and published, or scheduled) or 差し戻す with a reason.
 */

const REVIEW_WORDS: DiffWords = {
  inVersion: '現在の内容',
  current: '承認後の内容',
  blockChange: { added: '追加されます', removed: '削除されます', changed: '変更されます' },
  same: '現在の内容と同じです。',
};

const EDIT_HREF = { News: '/admin/news', Campaign: '/admin/campaigns' } as const;

export function ApprovalDetail({ id }: { id: string }) {
  const { data, loading, error, refetch } = useQuery(GET_CHANGE_REQUEST, { variables: { id }, fetchPolicy: 'cache-and-network' });
  useReviewActivity(refetch);
  const request = data?.getChangeRequest;
  if (error) return <p className={errorBox}>承認の依頼を読み込めませんでした。ページを再読み込みしてください。</p>;
  if (loading && !data) {
    return (
      <p role="status" className="text-slate-700">
        読み込み中…
      </p>
    );
  }
  if (!request) {
    return (
      <>
        <PageHeader title="見つかりません" backHref={APPROVALS_HREF} />
        <p>この依頼は存在しないか、見る権限がありません。</p>
      </>
    );
  }
  return <RequestView request={request} />;
}

function RequestView({ request }: { request: ChangeRequest }) {
  const noun = REVIEWED_ENTITY_LABELS[request.entity];
  const diffId = useId();
  const open = request.state === 'pending' || request.state === 'returned';
  return (
    <>
      <PageHeader title={`承認の依頼：${noun}「${request.title}」`} backHref={APPROVALS_HREF} />
      <div className="space-y-6">
        <section aria-label="依頼の概要" className={card}>
          <dl className="grid gap-x-6 gap-y-3 text-sm sm:grid-cols-[9rem_minmax(0,1fr)]">
            <dt className="font-bold text-slate-700">状態</dt>
            <dd>
              <StateBadge state={request.state} />
            </dd>
            <dt className="font-bold text-slate-700">依頼した人</dt>
            <dd>
              {request.authorName}（{formatJapanDateTime(request.updatedAt)}）
            </dd>
            {request.state === 'pending' ? (
              <>
                <dt className="font-bold text-slate-700">公開</dt>
                <dd>{publishWhen(request) === '承認後すぐ' ? '承認すると、すぐに公開サイトに反映されます。' : `承認すると、${publishWhen(request)}に公開されます。`}</dd>
              </>
            ) : null}
            {request.reviewerName ? (
              <>
                <dt className="font-bold text-slate-700">{request.state === 'approved' ? '承認した人' : '差し戻した人'}</dt>
                <dd>
                  {request.reviewerName}（{formatJapanDateTime(request.decidedAt)}）
                </dd>
              </>
            ) : null}
            {request.comment ? (
              <>
                <dt className="font-bold text-slate-700">差し戻しの理由</dt>
                <dd className="whitespace-pre-wrap">{request.comment}</dd>
              </>
            ) : null}
          </dl>
          {request.currentExists ? (
            <p className="mt-4 text-sm">
              <Link href={`${EDIT_HREF[request.entity]}/${request.recordId}`} className={link}>
                {noun}の編集画面を開く
              </Link>
            </p>
          ) : null}
        </section>

        {open && request.stale ? (
          <p role="alert" className="rounded-md border border-amber-700 bg-amber-50 px-4 py-3 text-sm font-bold text-amber-900">
            この依頼の後に、{noun}の現在の内容が変更されました。依頼した人が最新の内容をもとに依頼し直すまで、承認できません。
          </p>
        ) : null}

        <section aria-labelledby={diffId} className={card}>
          <h2 id={diffId} className="text-lg font-bold text-slate-900">
            {open ? '現在の内容との違い' : '依頼した時点の内容との違い'}
          </h2>
          <DiffBody
            diff={{
              currentExists: request.currentExists || !open,
              fields: request.fields.map(({ field, live, proposed }) => ({ field, inVersion: live, current: proposed })),
              blocks: request.blocks.map(({ id, change, live, proposed, fields }) => ({ id, change, inVersion: live, current: proposed, fields })),
            }}
            words={REVIEW_WORDS}
          />
        </section>

        {request.canReview ? <Decision request={request} /> : null}
        {request.canWithdraw ? <Withdraw request={request} /> : null}
        {request.entity === 'News' ? <ProposedArticle request={request} /> : null}
      </div>
    </>
  );
}

/** The article as it would look once approved, by the public site's own components. */
function ProposedArticle({ request }: { request: ChangeRequest }) {
  const categories = useLiveCollection('Category').items;
  const proposal = JSON.parse(request.proposal) as { item: Record<string, unknown>; blocks?: Block[] };
  const category = categories.find((candidate) => candidate.id === proposal.item.categoryId);
  const section = category && (category.mainCategory === 'news' || category.mainCategory === 'resources') ? (category.mainCategory as SectionName) : null;
  return (
    <ArticlePreview
      title={String(proposal.item.title ?? '')}
      createdDate={String(proposal.item.createdDate ?? '')}
      category={category && section ? { name: category.name, href: categoryPath(section, category.slug) } : null}
      blocks={proposal.blocks ?? []}
      note="依頼の内容を、公開ページと同じ部品で表示しています。"
    />
  );
}

function Decision({ request }: { request: ChangeRequest }) {
  const confirm = useConfirm();
  const toast = useToast();
  const headingId = useId();
  const commentId = useId();
  const hintId = useId();
  const errorId = useId();
  const [approve, approving] = useMutation(APPROVE_CHANGE_REQUEST);
  const [sendBack, returning] = useMutation(RETURN_CHANGE_REQUEST);
  const [comment, setComment] = useState('');
  const [commentError, setCommentError] = useState<string | null>(null);
  const [message, setMessage] = useState<string | null>(null);
  const busy = approving.loading || returning.loading;
  const noun = REVIEWED_ENTITY_LABELS[request.entity];

  const approveRequest = async () => {
    const scheduled = publishWhen(request) !== '承認後すぐ';
    const ok = await confirm({
      title: '承認しますか？',
      message: scheduled
        ? `${noun}「${request.title}」の変更を承認します。${publishWhen(request)}に公開されます。`
        : `${noun}「${request.title}」の変更を承認します。すぐに公開サイトに反映されます。`,
      confirmLabel: '承認する',
      danger: false,
    });
    if (!ok) return;
    setMessage(null);
    try {
      await approve({ variables: { id: request.id } });
      toast(scheduled ? '承認しました。予約した日時に公開されます。' : '承認しました。公開サイトに反映しました。');
    } catch (failure) {
      setMessage(toSaveError(failure).message);
    }
  };

  const returnRequest = async (event: FormEvent) => {
    event.preventDefault();
    const reason = comment.trim();
    if (!reason) {
      setCommentError(REVIEW_MESSAGES.commentRequired);
      document.getElementById(commentId)?.focus();
      return;
    }
    setCommentError(null);
    setMessage(null);
    try {
      await sendBack({ variables: { id: request.id, comment: reason } });
      toast('差し戻しました。依頼した人に通知しました。');
    } catch (failure) {
      const saveError = toSaveError(failure);
      if (saveError.fieldErrors.comment) setCommentError(saveError.fieldErrors.comment);
      else setMessage(saveError.message);
    }
  };

  return (
    <section aria-labelledby={headingId} className={card}>
      <h2 id={headingId} className="text-lg font-bold text-slate-900">
        承認・差し戻し
      </h2>
      <p role="alert" className={message ? `${errorBox} mt-3` : 'sr-only'}>
        {message}
      </p>
      <div className="mt-3 flex flex-wrap items-center gap-3">
        <button type="button" className={button.primary} onClick={() => void approveRequest()} disabled={busy || request.stale}>
          承認する
        </button>
        {request.stale ? <p className="text-sm text-slate-700">現在の内容が変更されたため、この依頼は承認できません。</p> : null}
      </div>
      <form onSubmit={(event) => void returnRequest(event)} noValidate aria-label="差し戻し" className="mt-6 space-y-2 border-t border-slate-200 pt-4">
        <label htmlFor={commentId} className="block text-sm font-bold text-slate-900">
          差し戻す理由<span className="ml-1 text-red-800">（必須）</span>
        </label>
        <p id={hintId} className="text-sm text-slate-700">
          依頼した人に、管理画面のお知らせとメールで伝わります。どこをどう直せばよいかを書いてください。
        </p>
        <textarea
          id={commentId}
          rows={4}
          maxLength={COMMENT_MAX}
          value={comment}
          onChange={(event) => setComment(event.target.value)}
          aria-required
          aria-invalid={commentError ? true : undefined}
          aria-describedby={commentError ? `${hintId} ${errorId}` : hintId}
          className={control}
        />
        {commentError ? (
          <p id={errorId} className="text-sm font-bold text-red-800">
            {commentError}
          </p>
        ) : null}
        <button type="submit" className={button.secondary} disabled={busy}>
          差し戻す
        </button>
      </form>
    </section>
  );
}

function Withdraw({ request }: { request: ChangeRequest }) {
  const confirm = useConfirm();
  const toast = useToast();
  const [withdraw, { loading }] = useMutation(WITHDRAW_CHANGE_REQUEST);
  const [message, setMessage] = useState<string | null>(null);
  const run = async () => {
    const ok = await confirm({ title: '承認の依頼を取り下げますか？', message: '依頼した内容は破棄されます。公開サイトは今のままです。', confirmLabel: '取り下げる' });
    if (!ok) return;
    try {
      await withdraw({ variables: { id: request.id } });
      toast('承認の依頼を取り下げました。');
    } catch (failure) {
      setMessage(toSaveError(failure).message);
    }
  };
  return (
    <div className="flex flex-wrap items-center gap-3">
      <p role="alert" className={message ? errorBox : 'sr-only'}>
        {message}
      </p>
      <button type="button" className={button.secondary} onClick={() => void run()} disabled={loading}>
        依頼を取り下げる
      </button>
    </div>
  );
}
