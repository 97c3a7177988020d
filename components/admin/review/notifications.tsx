'use client';

import { useMutation, useQuery } from '@apollo/client/react';
import Link from 'next/link';
import { useId, useState } from 'react';
import { MARK_NOTIFICATIONS_READ, MY_NOTIFICATIONS } from '@/graphql/review-documents';
import { formatJapanDateTime } from '@/lib/core/time/japan';
import { useReviewActivity } from './approvals';

/*
 * お知らせ in the admin shell (lib/core/notifications): the signed-in account's notices (a decision
 * on its change request), with the unread count on the button; opening the list marks them read.
 */

export function NotificationsMenu({ onNavigate }: { onNavigate?: () => void }) {
  const listId = useId();
  const [open, setOpen] = useState(false);
  const { data, refetch } = useQuery(MY_NOTIFICATIONS, { fetchPolicy: 'cache-and-network' });
  useReviewActivity(refetch);
  const [markRead] = useMutation(MARK_NOTIFICATIONS_READ);
  const unread = data?.myNotifications.unread ?? 0;
  const items = data?.myNotifications.items ?? [];

  const toggle = () => {
    const next = !open;
    setOpen(next);
    if (next && unread > 0) void markRead().then(() => refetch());
  };

  return (
    <div className="mt-2">
      <button
        type="button"
        aria-expanded={open}
        aria-controls={listId}
        onClick={toggle}
        className="flex w-full items-center justify-between gap-2 rounded border border-white/40 px-3 py-1.5 text-left text-sm font-bold hover:bg-white/10"
      >
        <span>お知らせ</span>
        {unread > 0 ? (
          <span className="rounded-full bg-amber-400 px-2 py-0.5 text-xs tabular-nums text-brand-950">
            <span aria-hidden="true">{unread.toLocaleString('ja-JP')}</span>
            <span className="sr-only">（未読 {unread.toLocaleString('ja-JP')}件）</span>
          </span>
        ) : null}
      </button>
      <div id={listId} hidden={!open} className="mt-2 rounded bg-white p-2 text-slate-900">
        {items.length === 0 ? (
          <p className="px-1 py-2 text-sm text-slate-700">お知らせはありません。</p>
        ) : (
          <ul aria-label="お知らせ" className="max-h-80 space-y-1 overflow-y-auto">
            {items.map((notice) => (
              <li key={notice.id} className={`rounded px-2 py-2 text-sm ${notice.readAt ? '' : 'bg-amber-50'}`}>
                {notice.href ? (
                  <Link href={notice.href} onClick={onNavigate} className="font-bold text-brand-800 underline underline-offset-2 hover:text-brand-950">
                    {notice.title}
                  </Link>
                ) : (
                  <p className="font-bold">{notice.title}</p>
                )}
                <p className="mt-0.5 line-clamp-3 whitespace-pre-wrap break-words text-slate-800">{notice.body}</p>
                <p className="mt-0.5 text-xs text-slate-700">{formatJapanDateTime(notice.createdAt)}</p>
              </li>
            ))}
          </ul>
        )}
      </div>
    </div>
  );
}
